// The `check` command's own bundle stays small: what it loads at start-up is paid by every check (and every checked
// Generate) before any tool starts, so the building code (pdf-lib, fonts, conversion, messages) must stay out of it.
// The court directory comes later, as a chunk of its own, only once a court is named.
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const ENTRY = path.join(import.meta.dirname, "check-main.ts");

/**
 * The files (repository paths) the check entry loads before it runs, as the CLI's bundle splits them; with
 * `dynamic`, those its dynamic imports load too (the court lookup).
 */
async function loaded(dynamic = false): Promise<string[]> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: "node",
    format: "esm",
    splitting: true,
    outdir: "unused",
    write: false,
    metafile: true,
    logLevel: "error",
    external: ["sharp"],
  });
  const outputs = result.metafile.outputs;
  // The entry and the chunks it imports statically; dynamic imports (the court directory) are loaded later.
  const entry = Object.keys(outputs).find((o) => outputs[o]!.entryPoint !== undefined)!;
  const seen = new Set([entry]);
  const todo = [entry];
  while (todo.length) {
    for (const imported of outputs[todo.pop()!]!.imports)
      if (
        (imported.kind === "import-statement" || (dynamic && imported.kind === "dynamic-import")) &&
        !imported.external &&
        !seen.has(imported.path)
      ) {
        seen.add(imported.path);
        todo.push(imported.path);
      }
  }
  return [...seen].flatMap((o) => Object.keys(outputs[o]!.inputs));
}

describe("the check command's bundle", () => {
  it("loads the check without the building code, and the court directory only when asked", async () => {
    const inputs = await loaded();
    expect(inputs.some((i) => i.endsWith("check/check.ts"))).toBe(true);
    const heavy = inputs.filter((i) =>
      /node_modules\/(@cantoo\/pdf-lib|fontkit|zod|sharp|mailparser)\/|packages\/courts\/|src\/(pipeline|convert|messages|fonts)\//.test(
        i,
      ),
    );
    // (assemble/layout.ts, whose stamp band the check reads, is a few constants: it may come along.)
    expect(heavy).toEqual([]);
  });

  it("looks the court up without the rest of the directory", async () => {
    const inputs = await loaded(true);
    expect(inputs.some((i) => i.endsWith("courts/data/presets.json"))).toBe(true);
    const rest = inputs.filter((i) =>
      /courts\/data\/(places|zips)\.json|courts\/data\/sources\/|courts\/src\/(index|places|zips|contacts\/generate)\.ts/.test(
        i,
      ),
    );
    expect(rest).toEqual([]);
  });
});
