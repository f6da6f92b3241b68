// The binder.zip a build's caller makes (pipeline/package.ts#packageZip), for tests that list or compare it: a fixed
// date, so two builds' ZIPs differ only where their files do.
import type { AssembledBinder } from "../assemble/types.ts";
import { packageZip } from "../pipeline/package.ts";

export function zipOf(binder: AssembledBinder): Uint8Array {
  return packageZip(binder, new Date("2026-11-22T12:00:00Z"));
}
