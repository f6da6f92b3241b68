// CourtReady's service worker: lets the site open without a connection. Plain JavaScript, served as it is from
// /sw.js (registered by src/features/pwa/registerServiceWorker.ts in production builds only).
//
// What it keeps, in one cache per build ("courtready-shell-<version>"):
//   - the app shell, /index.html, fetched when the worker installs;
//   - the build's hashed files under /assets/ (scripts, styles): the list the build wrote to /sw-precache.js (see
//     vite.config.ts), or, when that is missing, the files the shell itself loads.
// How it answers:
//   - page loads (navigations): the network first; without an answer (offline, or none within a few seconds on a
//     bad connection) the cached shell, whose app then shows the page and its own 'You are offline' banner;
//   - /assets/ files: the cache first (their names change with their content), else the network, then kept;
//   - /api/ (everything that reads or changes personal data), other methods than GET, other origins and any other
//     file: never answered, never cached — the browser fetches them exactly as if there were no worker.
// A new build changes /sw-precache.js, so the browser installs the new worker, which takes over at once and deletes
// the caches of older builds.

/* global importScripts -- a worker's global, which the browser globals of the lint configuration do not list */

const CACHE_PREFIX = "courtready-shell-";
const SHELL_URL = "/index.html";
/** Past this, a page load falls back to the cached shell; the same app, just not waiting for a slow network. */
const NAVIGATION_TIMEOUT_MS = 6000;

try {
  // Defines self.COURTREADY_PRECACHE = { version, urls }; absent outside a build (the dev server never registers us).
  importScripts("/sw-precache.js");
} catch {
  // Without the list, the shell's own scripts and styles are cached at install (shellAssets below).
}

const PRECACHE = self.COURTREADY_PRECACHE || { version: "unversioned", urls: [] };
const CACHE_NAME = CACHE_PREFIX + PRECACHE.version;

/** Paths of the same-origin scripts, module preloads and stylesheets an HTML page loads. */
function shellAssets(html) {
  const found = new Set();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?\s(?:src|href)=["']([^"']+)["'][^>]*>/gi)) {
    const url = new URL(match[1], self.location.origin);
    if (url.origin === self.location.origin && url.pathname.startsWith("/assets/")) found.add(url.pathname);
  }
  return [...found];
}

/** Whether the worker may answer this request at all; everything else goes to the network untouched. */
function isOurs(request, url) {
  if (request.method !== "GET") return false;
  if (url.origin !== self.location.origin) return false;
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return false;
  return true;
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE_NAME);
      const shell = await fetch(SHELL_URL, { cache: "no-cache" });
      if (!shell.ok) throw new Error(`CourtReady service worker: ${SHELL_URL} answered ${shell.status}`);
      const html = await shell.clone().text();
      const urls = new Set([...PRECACHE.urls, ...shellAssets(html)]);
      // All or nothing: if one file fails, the install fails and the browser tries again on a later visit.
      await cache.addAll([...urls]);
      await cache.put(SHELL_URL, shell);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
          .map((name) => caches.delete(name)),
      );
      // Control the page that registered us too, so it works offline without a reload.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (!isOurs(request, url)) return;
  if (request.mode === "navigate") {
    // A file opened in a tab (/robots.txt, an icon) is not a page of the app: the shell would be the wrong answer.
    if (!/\.[a-z0-9]+$/i.test(url.pathname)) event.respondWith(page(request));
  } else if (url.pathname.startsWith("/assets/")) event.respondWith(asset(request));
});

/** A page load: the network's answer when it comes in time, else the cached shell, else a plain offline page. */
async function page(request) {
  const network = fetch(request);
  // If the shell answers first, the network's late failure is expected, not an error to report.
  network.catch(() => {});
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), NAVIGATION_TIMEOUT_MS);
  });
  try {
    return await Promise.race([network, timeout]);
  } catch {
    const shell = await caches.match(SHELL_URL, { cacheName: CACHE_NAME, ignoreVary: true });
    if (shell) return shell;
    // Nothing cached (storage cleared): wait for the network after all, and say so plainly if it never answers.
    try {
      return await network;
    } catch {
      return offlinePage();
    }
  } finally {
    clearTimeout(timer);
  }
}

/** A hashed file: from the cache, else from the network and then kept — unless the answer is not that file. */
async function asset(request) {
  const cache = await caches.open(CACHE_NAME);
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  // The server answers a missing file with the app's HTML page; never keep that under a script's name.
  const type = response.headers.get("Content-Type") || "";
  if (response.ok && response.type === "basic" && !type.startsWith("text/html")) {
    await cache.put(request, response.clone());
  }
  return response;
}

function offlinePage() {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ' +
    'content="width=device-width, initial-scale=1"><title>You are offline — CourtReady</title></head>' +
    '<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; ' +
    'color: #0f172a; line-height: 1.5"><h1>You are offline</h1><p>CourtReady needs a connection to open this ' +
    "page. Check your connection, then reload the page.</p></body></html>";
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
