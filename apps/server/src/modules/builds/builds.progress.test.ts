// The progress bar's stage comes from the engine's own words, for the standard build and the enhanced kit alike.
import { describe, expect, it } from "vitest";
import { stageOf } from "./builds.progress.ts";

describe("stageOf", () => {
  it.each([
    ["Converting lease.pdf", 0.3, "converting"],
    ["Making scanned pages searchable", 0.55, "converting"],
    ["Assembling the binder", 0.75, "assembling"],
    ["Splitting the binder into volumes", 0.72, "assembling"],
    ["Making the print version", 0.8, "assembling"],
    ["Checking every page", 0.88, "assembling"],
    ["Packaging", 0.95, "packaging"],
    ["Packaging the kit", 0.95, "packaging"],
    ["Done", 1, "done"],
  ] as const)("%s → %s", (message, fraction, stage) => {
    expect(stageOf(message, fraction)).toBe(stage);
  });
});
