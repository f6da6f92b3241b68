// Test helpers for converted PDFs: what qpdf and poppler see in the output, and any script, action, form or
// encryption left in it. Used by tests only.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { runTool, withTempDir } from "../tools/run.ts";
import type { PdfDict, PdfJson, QpdfJsonDocument } from "../pdf/qpdf-json.ts";

const KEYS_NOT_ALLOWED = [
  "/AA",
  "/OpenAction",
  "/JS",
  "/JavaScript",
  "/EmbeddedFiles",
  "/AcroForm",
  "/XFA",
  "/Annots",
  "/Perms",
  "/Encrypt",
  "/Collection",
];
// Orphaned widgets that only the structure tree still points to are not flagged: no page shows them.
const NAMES_NOT_ALLOWED = new Set(["/JavaScript", "/Launch", "/SubmitForm", "/ImportData", "/URI"]);

/** Runs a program on the PDF in a temporary folder; the PDF is "in.pdf" there. */
async function onPdf<T>(pdf: Uint8Array, work: (dir: string) => Promise<T>): Promise<T> {
  return withTempDir("test", async (dir) => {
    await writeFile(path.join(dir, "in.pdf"), pdf);
    return work(dir);
  });
}

/** The qpdf JSON dump of a PDF (dictionaries only). */
export async function qpdfDump(pdf: Uint8Array): Promise<QpdfJsonDocument> {
  return onPdf(pdf, async (dir) => {
    const result = await runTool("qpdf", ["--json-output", "--json-stream-data=none", "in.pdf", "out.json"], {
      timeoutMs: 60_000,
      cwd: dir,
    });
    if (result.code !== 0) throw new Error(`qpdf --json-output failed (${result.code}): ${result.stderr}`);
    return JSON.parse(await readFile(path.join(dir, "out.json"), "utf8")) as QpdfJsonDocument;
  });
}

/**
 * Everything in the PDF that normalizePdf promises is gone: scripts, actions, annotations, forms, attachments,
 * encryption. Each entry names the object, e.g. "obj:3 0 R: key /AA". An empty list is a clean file.
 */
export async function unsafeContent(pdf: Uint8Array): Promise<string[]> {
  const dump = await qpdfDump(pdf);
  const problems: string[] = [];
  const walk = (where: string, value: PdfJson | undefined, depth: number): void => {
    if (depth > 1000 || typeof value !== "object" || value === null) {
      if (typeof value === "string" && NAMES_NOT_ALLOWED.has(value)) problems.push(`${where}: name ${value}`);
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) walk(where, item, depth + 1);
      return;
    }
    for (const key of Object.keys(value)) {
      if (KEYS_NOT_ALLOWED.includes(key)) problems.push(`${where}: key ${key}`);
      // /S names an action type only beside /Type /Action or on its own; structure elements use /S too.
      if (key === "/S" && (value as PdfDict)["/Type"] === "/Action") problems.push(`${where}: action`);
      walk(where, value[key], depth + 1);
    }
  };
  for (const [key, object] of Object.entries(dump.qpdf[1])) {
    walk(key, object.stream ? object.stream.dict : object.value, 0);
  }
  return problems;
}

/** `qpdf --check`: exit code and output. Slow on big files (it decodes every stream); use on small ones. */
export async function qpdfCheck(pdf: Uint8Array): Promise<{ code: number | null; output: string }> {
  return onPdf(pdf, async (dir) => {
    const result = await runTool("qpdf", ["--check", "in.pdf"], { timeoutMs: 120_000, cwd: dir });
    return { code: result.code, output: result.stdout + result.stderr };
  });
}

/** The text poppler extracts from the PDF. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  return onPdf(pdf, async (dir) => {
    const result = await runTool("pdftotext", ["-layout", "in.pdf", "-"], { timeoutMs: 60_000, cwd: dir });
    return result.stdout;
  });
}

/** pdfinfo's per-page lines ("Page    1 size: …", "Page    1 rot: 90") for pages first…last. */
export async function pdfInfo(pdf: Uint8Array, first = 1, last = 1): Promise<string> {
  return onPdf(pdf, async (dir) => {
    const args = ["-f", String(first), "-l", String(last), "in.pdf"];
    const result = await runTool("pdfinfo", args, { timeoutMs: 60_000, cwd: dir });
    return result.stdout;
  });
}

/** A PDF built by `qpdf --json-input` from objects written as qpdf JSON v2 (streams as text). */
export async function pdfFromObjects(
  objects: Record<string, PdfJson | { stream: { dict: PdfDict; text: string } }>,
): Promise<Uint8Array> {
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(objects)) {
    const stream =
      typeof value === "object" && value !== null && !Array.isArray(value) && "stream" in value
        ? (value as { stream: { dict: PdfDict; text: string } }).stream
        : null;
    json[key] = stream
      ? { stream: { dict: stream.dict, data: Buffer.from(stream.text, "latin1").toString("base64") } }
      : { value };
  }
  const document = [{ jsonversion: 2, pdfversion: "1.7" }, json];
  return withTempDir("fixture", async (dir) => {
    await writeFile(path.join(dir, "in.json"), JSON.stringify({ qpdf: document }));
    const result = await runTool("qpdf", ["--json-input", "in.json", "out.pdf"], {
      timeoutMs: 30_000,
      cwd: dir,
    });
    if (result.code !== 0 && result.code !== 3) throw new Error(`qpdf --json-input failed: ${result.stderr}`);
    return new Uint8Array(await readFile(path.join(dir, "out.pdf")));
  });
}
