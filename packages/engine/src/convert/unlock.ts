// Unlocks a password-protected PDF with the password its owner typed: qpdf decrypts it in a private folder and the
// copy without the password comes back. The password goes to qpdf on its standard input (--password-file=-), never
// on the command line (which any process on the machine can list) and never into an error or a log.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { refused } from "../errors.ts";
import { sniffType } from "../ingest/sniff.ts";
import { runTool, withTempDir } from "../tools/run.ts";
import type { FileInMemory } from "../types.ts";

/**
 * The PDF without its password, decrypted with `password`.
 * @throws EngineError EMPTY_FILE, UNSUPPORTED_TYPE (not a PDF), PDF_WRONG_PASSWORD, PDF_DAMAGED, TOOL_MISSING,
 *   TOOL_TIMEOUT or TOOL_FAILED, naming `file.name`; the password is in none of them.
 * @example const open = await unlockPdf({ name: "lease.pdf", bytes }, "view");
 */
export async function unlockPdf(
  file: FileInMemory,
  password: string,
  options: { timeoutMs?: number; qpdfCommand?: string } = {},
): Promise<Uint8Array> {
  if (sniffType(file) !== "pdf") throw refused("UNSUPPORTED_TYPE", file.name, { code: "unlockNotPdf" });
  return withTempDir("unlock", async (dir) => {
    await writeFile(path.join(dir, "in.pdf"), file.bytes);
    const run = (args: string[], stdin?: string) =>
      runTool(options.qpdfCommand ?? "qpdf", args, {
        timeoutMs: options.timeoutMs ?? 60_000,
        cwd: dir,
        ...(stdin === undefined ? {} : { stdin }),
      });
    const checked = async (args: string[], stdin?: string) => {
      const result = await run(args, stdin);
      if (result.missing) throw refused("TOOL_MISSING", file.name, { code: "unlockMissing" });
      if (result.timedOut) throw refused("TOOL_TIMEOUT", file.name, { code: "unlockFailed" });
      if (result.code === null) throw refused("TOOL_FAILED", file.name, { code: "unlockFailed" });
      return result;
    };
    // qpdf --requires-password: 0 needs one, 2 not encrypted, 3 encrypted but opens without one.
    const probe = await checked(["--requires-password", "in.pdf"]);
    if (probe.code === 2 || probe.code === 3)
      throw refused("PDF_WRONG_PASSWORD", file.name, { code: "unlockNotLocked" });
    if (probe.code !== 0) throw refused("PDF_DAMAGED", file.name, { code: "unlockDamaged" });
    // qpdf reads the first line of the password file: a password's own spaces are kept, a newline ends it.
    const result = await checked(["--password-file=-", "--decrypt", "in.pdf", "out.pdf"], `${password}\n`);
    if (result.code !== 0 && result.code !== 3) {
      if (/invalid password/i.test(result.stderr))
        throw refused("PDF_WRONG_PASSWORD", file.name, { code: "unlockWrongPassword" });
      throw refused("PDF_DAMAGED", file.name, { code: "unlockDamaged" });
    }
    return new Uint8Array(await readFile(path.join(dir, "out.pdf")));
  });
}
