// Decodes an HEIC (HEVC-in-HEIF) photo with Debian's heif-convert (libheif-examples + libde265), because sharp's
// bundled libvips has no HEVC decoder (licensing). The result is a high-quality JPEG that prepareImage then treats
// like any phone photo.
import { FILE_REASONS } from "@courtready/contracts";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { EngineError, refused } from "../errors.ts";
import { runTool, withTempDir } from "../tools/run.ts";

/** What the person is told when HEIC cannot be decoded here: how to get a JPEG from their phone. */
export const HEIC_ADVICE = FILE_REASONS.heicAdvice;

/** A 12 MP photo decodes in about 0.5 s; a minute means the decoder is stuck. */
const HEIC_TIMEOUT_MS = 60_000;
/** The intermediate JPEG is downsampled afterwards, so 95 loses nothing visible and stays quick to write. */
const INTERMEDIATE_QUALITY = "95";

/**
 * Decodes the primary image of an HEIC file to JPEG bytes, with libheif's rotation/mirroring applied, the EXIF
 * orientation reset to 1 and the colour profile embedded (heif-convert does all three).
 * @example await decodeHeic("IMG_1034.heic", bytes) // → JPEG bytes, 4032×3024
 */
export async function decodeHeic(
  name: string,
  bytes: Uint8Array,
  /** The decoder program; tests pass a missing one to check the advice. */
  command = "heif-convert",
): Promise<Uint8Array> {
  return withTempDir("heic", async (dir) => {
    const input = path.join(dir, "in.heic");
    const output = path.join(dir, "out.jpg");
    await writeFile(input, bytes);
    const result = await runTool(command, ["--quiet", "-q", INTERMEDIATE_QUALITY, input, output], {
      timeoutMs: HEIC_TIMEOUT_MS,
    });
    if (result.missing) throw new EngineError("IMAGE_FORMAT_UNSUPPORTED", name, HEIC_ADVICE);
    if (result.timedOut) throw refused("TOOL_TIMEOUT", name, { code: "heicTimeout" });
    // A file with several top-level images (a burst) is written as out-1.jpg, out-2.jpg…: take the first.
    const written = (await readdir(dir)).filter((f) => /^out(?:-\d+)?\.jpg$/.test(f));
    written.sort((a, b) => outputIndex(a) - outputIndex(b));
    const first = written[0];
    if (result.code !== 0 || !first) throw refused("IMAGE_UNREADABLE", name, { code: "heicUndecodable" });
    return new Uint8Array(await readFile(path.join(dir, first)));
  });
}

function outputIndex(file: string): number {
  const match = /-(\d+)\.jpg$/.exec(file);
  return match ? Number(match[1]) : 0;
}
