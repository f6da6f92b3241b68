// A filing checker for tests that are not about the check: it refuses, so every build it serves says "the check did
// not run" (null), never a made-up "ready to file", and those tests need no qpdf. main.ts hands the engine's.
import type { FilingChecker } from "../modules/builds/builds.filing.ts";

export const filingCheckRefused: FilingChecker = () =>
  Promise.reject(new Error("This app was built without the filing check."));
