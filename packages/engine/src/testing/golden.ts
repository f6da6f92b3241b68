// Golden-image checks: a PDF page rendered by pdftoppm is compared with a PNG kept in the repository. Goldens change
// only when a person runs the tests with UPDATE_GOLDEN=1 and commits the new PNGs after looking at them.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

const DPI = 50;

/** Renders one page (1-based) of a PDF to PNG bytes. */
export function renderPage(pdf: Uint8Array, page: number): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), "courtready-golden-"));
  try {
    writeFileSync(path.join(dir, "in.pdf"), pdf);
    execFileSync("pdftoppm", [
      "-r",
      String(DPI),
      "-png",
      "-f",
      String(page),
      "-l",
      String(page),
      "-singlefile",
      path.join(dir, "in.pdf"),
      path.join(dir, "out"),
    ]);
    return readFileSync(path.join(dir, "out.png"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Share of pixels whose colour differs by more than a small tolerance (0 = identical). */
export async function pixelDifference(a: Buffer, b: Buffer): Promise<number> {
  const [ra, rb] = await Promise.all(
    [a, b].map((x) => sharp(x).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (ra!.info.width !== rb!.info.width || ra!.info.height !== rb!.info.height) return 1;
  let differing = 0;
  for (let i = 0; i < ra!.data.length; i += 3) {
    const d =
      Math.abs(ra!.data[i]! - rb!.data[i]!) +
      Math.abs(ra!.data[i + 1]! - rb!.data[i + 1]!) +
      Math.abs(ra!.data[i + 2]! - rb!.data[i + 2]!);
    if (d > 48) differing++;
  }
  return differing / (ra!.data.length / 3);
}

/**
 * Compares a rendered page with golden/<name>.png beside the test. Returns the difference (0..1); with
 * UPDATE_GOLDEN=1 it writes the golden instead and returns 0. A missing golden is a failure, not a pass.
 */
export async function compareWithGolden(dir: string, name: string, rendered: Buffer): Promise<number> {
  const file = path.join(dir, "golden", `${name}.png`);
  if (process.env.UPDATE_GOLDEN === "1") {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, rendered);
    return 0;
  }
  if (!existsSync(file))
    throw new Error(`No golden image ${file}; run the test with UPDATE_GOLDEN=1, look at it, and commit it`);
  return pixelDifference(readFileSync(file), rendered);
}
