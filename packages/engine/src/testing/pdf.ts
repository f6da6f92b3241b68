// Test helpers that read PDFs the way a person would: text per page (pdftotext) and page count (qpdf).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Runs `work` on the bytes written to a temporary file, removed after. */
export function withFile<T>(bytes: Uint8Array, work: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), "courtready-test-pdf-"));
  const file = path.join(dir, "t.pdf");
  writeFileSync(file, bytes);
  try {
    return work(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Extracted text of each page, in reading order (pdftotext -layout). */
export function pageTexts(bytes: Uint8Array): string[] {
  return withFile(bytes, (file) => {
    const out = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], {
      encoding: "utf8",
      maxBuffer: 512 * 1024 * 1024,
    });
    const pages = out.split("\f");
    if (pages[pages.length - 1] === "") pages.pop();
    return pages;
  });
}

export function pageCount(bytes: Uint8Array): number {
  return withFile(bytes, (file) =>
    Number(execFileSync("qpdf", ["--show-npages", file], { encoding: "utf8" }).trim()),
  );
}

/** qpdf --check: throws with qpdf's output when the file has errors (warnings allowed). */
export function qpdfCheck(bytes: Uint8Array): string {
  return withFile(bytes, (file) => {
    try {
      return execFileSync("qpdf", ["--check", file], { encoding: "utf8" });
    } catch (error) {
      const e = error as { status?: number; stdout?: string };
      if (e.status === 3) return e.stdout ?? "";
      throw new Error(`qpdf --check failed:\n${e.stdout ?? String(error)}`);
    }
  });
}
