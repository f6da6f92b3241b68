// The job that draws a run of a binder's pages as small JPEGs (issue 37 §3), with pdftoppm on the worker pool: a long
// scan can take seconds, which the request thread must not spend. Kept apart from builds.pages.ts so the worker
// threads load only this and the engine's process helpers.
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { runTool, withTempDir } from "@courtready/engine/process";
import { defineJob } from "../../jobs/job.ts";

const ZBytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, "Expected bytes");
const ZPagePicturesPayload = z.object({
  pdf: ZBytes,
  first: z.number().int().positive(),
  last: z.number().int().positive(),
  /** The longest side of each picture, in pixels. */
  size: z.number().int().positive(),
});

/** Each page from `first` to `last` as a JPEG, in order; a page poppler could not draw is null. */
async function drawPages({
  pdf,
  first,
  last,
  size,
}: z.output<typeof ZPagePicturesPayload>): Promise<(Uint8Array | null)[]> {
  return withTempDir("page-pictures", async (dir) => {
    const input = path.join(dir, "binder.pdf");
    await writeFile(input, pdf);
    const args = ["-jpeg", "-jpegopt", "quality=70", "-scale-to", String(size)];
    const run = await runTool(
      "pdftoppm",
      [...args, "-f", String(first), "-l", String(last), input, path.join(dir, "p")],
      { timeoutMs: 120_000 },
    );
    if (run.missing) throw new Error("pdftoppm is not installed (poppler-utils)");
    // pdftoppm pads the page number to the page count's width ("p-01.jpg"): the names are read back, not guessed.
    const made = new Map(
      (await readdir(dir))
        .filter((name) => /^p-\d+\.jpg$/.test(name))
        .map((name) => [Number(/\d+/.exec(name)![0]), name] as const),
    );
    const pictures: (Uint8Array | null)[] = [];
    for (let page = first; page <= last; page++) {
      const name = made.get(page);
      pictures.push(name ? new Uint8Array(await readFile(path.join(dir, name))) : null);
    }
    return pictures;
  });
}

/** Draws a run of a binder's pages as small JPEGs (off the request thread: a long scan can take seconds). */
export const pagePicturesJob = defineJob({
  name: "build.pagePictures",
  version: 1,
  schema: ZPagePicturesPayload,
  handler: (payload) => drawPages(payload),
});
