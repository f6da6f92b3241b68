// `node scripts/bench/presets.mjs [presets.json]`: byte sizes of what GET /api/presets sends — the whole directory
// and one state (CA) — raw, gzip and brotli, at the settings @fastify/compress uses (zlib defaults for gzip, brotli
// quality 4) and at brotli's best (quality 11) for comparison. A measurement, never a test: no assertions.
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const here = path.dirname(new URL(import.meta.url).pathname);
const file = process.argv[2] ?? path.resolve(here, "../../packages/courts/data/presets.json");
const { presets, generatedFrom } = JSON.parse(readFileSync(file, "utf8"));

/** The API's body: the spec's object keyed by court id, in directory order. */
const keyed = (list) => JSON.stringify(Object.fromEntries(list.map((preset) => [preset.id, preset])));

const brotli = (buffer, quality) =>
  brotliCompressSync(buffer, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  }).length;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(12);

function row(name, list) {
  const body = Buffer.from(keyed(list));
  return {
    name,
    presets: list.length,
    raw: body.length,
    gzip: gzipSync(body).length,
    br4: brotli(body, 4),
    br11: brotli(body, 11),
  };
}

const rows = [
  row("whole directory", presets),
  row(
    "one state (CA)",
    presets.filter((preset) => preset.state === "CA"),
  ),
];

const shown = path.relative(process.cwd(), file);
console.log(`Court directory payloads from ${shown.startsWith("..") ? file : shown}`);
console.log(`(${generatedFrom})\n`);
console.log(
  ["payload".padEnd(18), "presets".padStart(8), "raw", "gzip", "brotli q4", "brotli q11"]
    .map((h, i) => (i < 2 ? h : h.padStart(12)))
    .join(" "),
);
for (const r of rows) {
  console.log(
    [r.name.padEnd(18), String(r.presets).padStart(8), kb(r.raw), kb(r.gzip), kb(r.br4), kb(r.br11)].join(
      " ",
    ),
  );
}
console.log("\nbytes:", JSON.stringify(rows));
