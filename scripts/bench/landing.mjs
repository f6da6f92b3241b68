// `node scripts/bench/landing.mjs [dist]`: what a first visit to the landing page ("/") downloads before it can show
// anything — the built index.html, the entry script, every chunk it imports statically (the modulepreload links
// Vite writes, and, to be sure, the static imports inside each chunk) and the stylesheets — each raw, gzip and
// brotli, at the settings @fastify/compress uses (zlib defaults for gzip, brotli quality 4) and at brotli's best
// (quality 11) for comparison. Lazy route chunks ("import()") are not counted: "/" does not load them.
// Run after `npm run build -w @courtready/web`. A measurement, never a test: no assertions.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const here = path.dirname(new URL(import.meta.url).pathname);
const dist = path.resolve(process.argv[2] ?? path.join(here, "../../apps/web/dist"));
const indexFile = path.join(dist, "index.html");
if (!existsSync(indexFile)) {
  console.error(`landing bench: ${indexFile} is missing; run npm run build -w @courtready/web first.`);
  process.exit(1);
}

const html = readFileSync(indexFile, "utf8");

/** The value of one attribute of an HTML tag, or undefined. */
const attribute = (tag, name) => new RegExp(`\\s${name}=["']([^"']*)["']`, "i").exec(tag)?.[1];

/** Same-origin URLs the page loads at start: module scripts, modulepreload links and stylesheets. */
function urlsFromHtml(source) {
  const urls = [];
  for (const [tag] of source.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (src) urls.push(src);
  }
  for (const [tag] of source.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    const href = attribute(tag, "href");
    if (href && (rel.includes("modulepreload") || rel.includes("stylesheet"))) urls.push(href);
  }
  return urls;
}

/** Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`), never dynamic import(). */
function staticImports(source) {
  const found = [];
  for (const match of source.matchAll(
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g,
  ))
    found.push(match[1]);
  return found;
}

const files = new Map(); // dist-relative path → kind
const queue = urlsFromHtml(html).filter((url) => url.startsWith("/") && !url.startsWith("//"));
for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
  const relative = next.replace(/^\//, "").split(/[?#]/)[0];
  if (files.has(relative)) continue;
  const file = path.join(dist, relative);
  if (!existsSync(file)) {
    console.error(`landing bench: index.html refers to ${next}, which is not in ${dist}`);
    process.exit(1);
  }
  const kind = relative.endsWith(".css") ? "css" : "js";
  files.set(relative, kind);
  if (kind === "js") {
    for (const specifier of staticImports(readFileSync(file, "utf8"))) {
      if (!specifier.startsWith(".") && !specifier.startsWith("/")) continue;
      queue.push("/" + path.posix.join(path.posix.dirname(relative), specifier).replace(/^\//, ""));
    }
  }
}

const brotli = (buffer, quality) =>
  brotliCompressSync(buffer, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  }).length;

function measure(name, kind, body) {
  return {
    name,
    kind,
    raw: body.length,
    gzip: gzipSync(body).length,
    br4: brotli(body, 4),
    br11: brotli(body, 11),
  };
}

const rows = [measure("index.html", "html", Buffer.from(html))];
for (const [relative, kind] of files)
  rows.push(measure(relative, kind, readFileSync(path.join(dist, relative))));

const sum = (list, key) => list.reduce((total, r) => total + r[key], 0);
const totalOf = (name, list) => ({
  name,
  kind: "",
  raw: sum(list, "raw"),
  gzip: sum(list, "gzip"),
  br4: sum(list, "br4"),
  br11: sum(list, "br11"),
});
const js = rows.filter((r) => r.kind === "js");
const totals = [
  totalOf("JavaScript", js),
  totalOf(
    "CSS",
    rows.filter((r) => r.kind === "css"),
  ),
  totalOf("total", rows),
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(12);
const width = Math.max(24, ...rows.map((r) => r.name.length));
const line = (r) => [r.name.padEnd(width), kb(r.raw), kb(r.gzip), kb(r.br4), kb(r.br11)].join(" ");

const shown = path.relative(process.cwd(), dist);
console.log(`Landing page ("/") first-visit download from ${shown.startsWith("..") ? dist : shown || "."}`);
console.log(`(${js.length} script file${js.length === 1 ? "" : "s"}; lazy route chunks not counted)\n`);
console.log(
  ["file".padEnd(width), "raw", "gzip", "brotli q4", "brotli q11"]
    .map((h, i) => (i ? h.padStart(12) : h))
    .join(" "),
);
for (const r of rows) console.log(line(r));
console.log("-".repeat(width + 13 * 4));
for (const r of totals) console.log(line(r));
console.log("\nbytes:", JSON.stringify({ files: rows, totals }));
