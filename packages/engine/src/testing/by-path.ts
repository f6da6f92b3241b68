// The same four files on disk and in memory, for the tests that hold a build or a check given files by path to the
// one given their bytes (issue 40): a plain PDF (used as it is), an encrypted one (inspected and rewritten), a photo
// and a text file.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { readFileBytes } from "../tools/file-bytes.ts";
import type { FileInMemory, FileOnDisk } from "../types.ts";
import { makeJpeg, makePdf } from "./factories.ts";

/** Writes the four files into `dir` and answers them both ways, in the same order. */
export async function filesBothWays(
  dir: string,
): Promise<{ onDisk: FileOnDisk[]; inMemory: FileInMemory[] }> {
  const plain = path.join(dir, "lease.pdf");
  writeFileSync(plain, await makePdf([{ text: "Lease" }, { text: "Signatures" }]));
  const locked = path.join(dir, "statement.pdf");
  writeFileSync(path.join(dir, "open.pdf"), await makePdf([{ text: "Bank statement" }]));
  execFileSync("qpdf", ["--encrypt", "", "owner", "256", "--", path.join(dir, "open.pdf"), locked]);
  const photo = path.join(dir, "photo.jpg");
  writeFileSync(photo, await makeJpeg(640, 480));
  const note = path.join(dir, "note.txt");
  writeFileSync(note, "Rent paid in cash on the first.\n");
  const onDisk = [plain, locked, photo, note].map((p) => ({ name: path.basename(p), path: p }));
  return { onDisk, inMemory: onDisk.map((f) => ({ name: f.name, bytes: readFileBytes(f.path) })) };
}
