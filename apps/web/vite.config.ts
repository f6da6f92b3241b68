// Vite build and dev server for the CourtReady web app: React + Tailwind, output in apps/web/dist, /api proxied to the server.
import { defineConfig } from "vite";
import type { Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// The API server listens here in development; the dev server and `vite preview` forward /api to it so that the
// session and CSRF cookies stay first-party, exactly as they are when the server serves the built app itself. Start
// that server with PUBLIC_BASE_URL set to the address the browser opens (http://localhost:5173 for `vite`): its CSRF
// check compares a write's Origin with PUBLIC_BASE_URL, not with the Host header.
const API_ORIGIN = "http://localhost:3000";

/**
 * Writes dist/sw-precache.js for the service worker (public/sw.js imports it): every hashed file of this build, and a
 * version made from their names and the HTML shell. A new build therefore changes the file, the browser installs the
 * new worker, and the worker keeps one cache per version.
 */
function serviceWorkerPrecache(): Plugin {
  return {
    name: "courtready:sw-precache",
    apply: "build",
    generateBundle: {
      order: "post",
      async handler(_options, bundle) {
        const urls = Object.keys(bundle)
          .filter((fileName) => fileName.startsWith("assets/") && !fileName.endsWith(".map"))
          .map((fileName) => `/${fileName}`)
          .sort();
        const shell = bundle["index.html"];
        const shellSource = shell?.type === "asset" ? String(shell.source) : "";
        const digest = await crypto.subtle.digest(
          "SHA-256",
          new TextEncoder().encode(JSON.stringify(urls) + shellSource),
        );
        const version = [...new Uint8Array(digest).slice(0, 6)]
          .map((byte) => byte.toString(16).padStart(2, "0"))
          .join("");
        this.emitFile({
          type: "asset",
          fileName: "sw-precache.js",
          source:
            "// Written by apps/web/vite.config.ts at build time: what /sw.js caches for this build.\n" +
            `self.COURTREADY_PRECACHE = ${JSON.stringify({ version, urls })};\n`,
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorkerPrecache()],
  // outDir is relative to the project root, which is apps/web both for `npm run build --workspace @courtready/web`
  // and for `vite build apps/web` from the repository root.
  build: { outDir: "dist", emptyOutDir: true },
  server: { proxy: { "/api": { target: API_ORIGIN, changeOrigin: false } } },
  preview: { proxy: { "/api": { target: API_ORIGIN, changeOrigin: false } } },
});
