// Turns an uploaded PDF into one that is safe and faithful to print in a binder, using qpdf as a separate
// process in a private folder: repaired, decrypted, form values flattened, every script and action removed.
import { FILE_REASONS } from "@courtready/contracts";
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { readFile, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { EngineError, refused } from "../errors.ts";
import { pdfSourceOf } from "../ingest/source-file.ts";
import { readFileBytes } from "../tools/file-bytes.ts";
import { runTool, withTempDir } from "../tools/run.ts";
import type { RunResult } from "../tools/run.ts";
import type { ConvertedDocument, FileInMemory, PdfSource, SourceFile } from "../types.ts";
import { planNormalization, stringifyForQpdf } from "../pdf/qpdf-json.ts";
import { readCatalogFacts } from "../pdf/read-catalog.ts";
import type { NormalizationPlan, QpdfJsonDocument } from "../pdf/qpdf-json.ts";
import { noteEnglish, PDF_WARNINGS } from "../notes.ts";
import type { EngineNote } from "../notes.ts";

/**
 * A converted document with its page count.
 *
 * Guarantees of `pdf` (what the assembler may rely on), whatever the input:
 * - qpdf reads its structure without errors (an xref rebuilt, a looping page tree replaced by a flat one). A
 *   content stream that was already corrupt in the input is copied as it is, so `qpdf --check` may still warn
 *   about decoding it; nothing renders it better;
 * - not encrypted: no /Encrypt, no owner-password restrictions, no /Perms (DocMDP or usage-rights signatures);
 * - nothing runs: no /OpenAction, no /AA anywhere (document, pages, fields, annotations), no JavaScript name
 *   tree (the /Names dictionary keeps only /Dests), no action dictionary reachable from any object (a bookmark's
 *   GoTo action becomes a plain /Dest; any other action is dropped, leaving the bookmark title);
 * - no page has /Annots and there is no /AcroForm or XFA: printable annotations (form fields with their values,
 *   stamps, highlights, comment icons) are drawn into the page content exactly as printing shows them; links,
 *   pop-ups, non-printing and hidden annotations are gone. (Annotation dictionaries that only a tagged-PDF
 *   structure tree still points to may remain; no page shows them.);
 * - no attachments (/EmbeddedFiles) and no portfolio (/Collection); dropped attachments are named in a warning;
 * - page content and images as in the input: streams are copied, never decoded, re-encoded or rendered (when a
 *   form needs generated field appearances, qpdf may additionally Flate-compress streams that were stored
 *   uncompressed, which is lossless). Streams no tool can decode (Brotli) are kept and warned about;
 * - the input's pages in the input's order, each once per appearance in the page tree; every page object
 *   carries its own /MediaBox, /CropBox, /Rotate and /Resources where the input had them anywhere above it
 *   (inherited values are pushed down), so no page attribute needs a walk up the tree;
 * - NOT normalised, left to the assembler: page sizes (A4, tiny, huge; a missing or 0×0 MediaBox or a CropBox
 *   outside the MediaBox, with those pages named in a warning), /Rotate (0/90/180/270 as the input has it),
 *   /CropBox vs /MediaBox, and page labels, the outline, the structure tree, metadata and document information,
 *   which are kept as they were;
 * - the same input gives the same bytes (qpdf's --deterministic-id).
 */
export interface NormalizedDocument extends ConvertedDocument {
  /** Number of pages in `pdf` (≥ 1). */
  pageCount: number;
  /** `warnings` as codes (notes.ts), in the same order, for the kit's report in the person's language. */
  warningNotes: EngineNote[];
  /** What was done to it, for the quality report. */
  changes: {
    /** It was encrypted (owner password, restrictions); the copy is not. */
    decrypted: boolean;
    /** Form fields, comments and stamps were drawn into the pages. */
    flattened: boolean;
  };
}

export interface NormalizePdfOptions {
  /** Time allowed for the whole normalisation (all qpdf runs together); default 60 s. */
  timeoutMs?: number;
  /** The qpdf program; default "qpdf" from PATH. */
  qpdfCommand?: string;
  /**
   * Drop the document information dictionary (creation date, producer…), LibreOffice's /DocChecksum and the
   * random /ID (qpdf then derives it from the content). For PDFs this engine made itself (LibreOffice output),
   * whose only run-dependent bytes are there, so that converting the same file twice gives the same bytes.
   */
  dropDocumentInfo?: boolean;
  /** The object dump, already made by `dumpPdfs` for a batch of files (so qpdf is not started again for it). */
  dump?: PdfDump;
}

/** qpdf's object dump of one file (`--json-output`), as `dumpPdfs` made it. */
export interface PdfDump {
  result: RunResult;
  /** The JSON, when qpdf exited with 0 or 3. */
  json?: string;
}

const DEFAULT_TIMEOUT_MS = 60_000;

const REASONS = {
  // What a person reads on the file's row: the contracts' constants, which the server says in their language.
  password: FILE_REASONS.pdfPassword,
  damaged: FILE_REASONS.pdfDamaged,
  brotli: FILE_REASONS.pdfBrotli,
  emptyFile: FILE_REASONS.emptyFile,
} as const;

/** The warnings' English lives with their codes (notes.ts); kept here under their old names for the converters' callers. */
export { PDF_WARNINGS };

/** qpdf warnings that do not mean the file was damaged (harmless syntax slips, linearization hints). */
const HARMLESS_WARNING = /extraneous whitespace|linearization|hint table/i;

/**
 * More pages than any filing or exhibit could have (a 150 MB bank statement has a few thousand); a PDF that says it
 * has more is refused by that claim before qpdf reads its objects (issue 40).
 */
export const MAX_PDF_PAGES = 20_000;

/** How far around a "/Type" a plainly written dictionary's "<<" and ">>" are looked for. */
const DICTIONARY_REACH = 4096;

/**
 * The most pages any plainly written page tree node of the file claims (its /Count), found without parsing the file:
 * each "/Type" is looked at within the dictionary around it. 0 when none is found (a tree inside object streams):
 * the count then comes from qpdf's reading, checked against the same limit.
 */
export function claimedPageCount(
  bytes: Uint8Array,
  /** Only the "/Type"s starting in this span (a window of a file read in parts, `scanPdf`); all by default. */
  within: { from: number; to: number } = { from: 0, to: bytes.byteLength },
): number {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let most = 0;
  for (let at = b.indexOf("/Type", within.from); at >= 0 && at < within.to; at = b.indexOf("/Type", at + 5)) {
    const from = Math.max(0, at - DICTIONARY_REACH);
    const open = b.subarray(from, at).lastIndexOf("<<");
    const close = b.subarray(at, at + DICTIONARY_REACH).indexOf(">>");
    if (open < 0 || close < 0) continue;
    const dictionary = b.toString("latin1", from + open, at + close);
    if (!/\/Type\s*\/Pages\b/.test(dictionary)) continue;
    const count = /\/Count\s+(\d{1,12})/.exec(dictionary);
    if (count) most = Math.max(most, Number(count[1]));
  }
  return most;
}

function tooManyPages(name: string, pages: number): EngineError {
  return refused("PDF_TOO_MANY_PAGES", name, {
    code: "pdfTooManyPages",
    params: { pages: pages.toLocaleString("en-US"), maxPages: MAX_PDF_PAGES.toLocaleString("en-US") },
  });
}

/** What normalizePdf learns from a PDF's bytes before qpdf reads it. */
interface PdfScan {
  size: number;
  /** claimedPageCount's answer. */
  claimed: number;
  /** Whether it names the Brotli filter (qpdf cannot read it: said in the refusal). */
  brotli: boolean;
  linearized: boolean;
}

/** How much of a PDF on disk `scanPdf` reads at a time, besides the reach around it. */
const SCAN_WINDOW = 1 << 20;

/**
 * The scan of a PDF's bytes; one given by path is read a window at a time (issue 40), never whole: each window
 * carries a dictionary's reach on either side, so every "/Type" is looked at with the same bytes around it as in
 * the whole file, and "/BrotliDecode" across two windows is within one.
 */
function scanPdf(file: SourceFile): PdfScan {
  if (file.path === undefined) {
    const bytes = file.bytes;
    const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return {
      size: bytes.byteLength,
      claimed: claimedPageCount(bytes),
      brotli: b.includes("/BrotliDecode"),
      linearized: isLinearized(bytes),
    };
  }
  const fd = openSync(file.path, "r");
  try {
    const scan: PdfScan = { size: fstatSync(fd).size, claimed: 0, brotli: false, linearized: false };
    if (scan.size === 0) return scan;
    const window = Buffer.alloc(SCAN_WINDOW + 2 * DICTIONARY_REACH);
    for (let start = 0; ; start += SCAN_WINDOW) {
      const from = Math.max(0, start - DICTIONARY_REACH);
      const read = readSync(fd, window, 0, window.length, from);
      const got = window.subarray(0, read);
      if (start === 0) scan.linearized = isLinearized(got);
      // The last window looks at every "/Type" left; the others at theirs, the next one taking it from there.
      const last = read < window.length;
      const span = { from: start - from, to: last ? read : start - from + SCAN_WINDOW };
      if (span.from < span.to) scan.claimed = Math.max(scan.claimed, claimedPageCount(got, span));
      scan.brotli ||= got.includes("/BrotliDecode");
      if (last) return scan;
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Repairs, decrypts, flattens and sanitises one PDF.
 * @throws EngineError PDF_NEEDS_PASSWORD, PDF_DAMAGED, TOOL_FAILED, TOOL_TIMEOUT, TOOL_MISSING or EMPTY_FILE,
 *   naming `file.name`.
 * A PDF given by path (issue 40) is read once for the checks that scan it and let go; qpdf reads it where it is,
 * and a clean one comes back as that path (`PdfOnDisk`), a rewritten one as the rewrite's bytes.
 * @example const { pdf, warnings, pageCount } = await normalizePdf({ name: "lease.pdf", bytes });
 */
export async function normalizePdf(
  file: FileInMemory,
  options?: NormalizePdfOptions,
): Promise<NormalizedDocument>;
export async function normalizePdf(
  file: SourceFile,
  options?: NormalizePdfOptions,
): Promise<Omit<NormalizedDocument, "pdf"> & { pdf: PdfSource }>;
export async function normalizePdf(
  file: SourceFile,
  options: NormalizePdfOptions = {},
): Promise<Omit<NormalizedDocument, "pdf"> & { pdf: PdfSource }> {
  const { size, claimed, brotli, linearized } = scanPdf(file);
  if (size === 0) throw new EngineError("EMPTY_FILE", file.name, REASONS.emptyFile);
  if (claimed > MAX_PDF_PAGES) throw tooManyPages(file.name, claimed);
  const qpdf = options.qpdfCommand ?? "qpdf";
  const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);

  return withTempDir("pdf", async (dir) => {
    const input = path.join(dir, "in.pdf");
    const output = path.join(dir, "out.pdf");
    // A file whose dump was made in a batch is written here only if it needs the rewrite; one on disk is linked.
    let written = false;
    const writeInput = async () => {
      if (!written)
        await (file.path === undefined
          ? writeFile(input, file.bytes)
          : symlink(path.resolve(file.path), input));
      written = true;
    };

    /** A crash, hang or missing program becomes an EngineError. */
    const checked = (result: RunResult): RunResult => {
      if (result.missing) throw refused("TOOL_MISSING", file.name, { code: "pdfRepairMissing" });
      if (result.timedOut) throw refused("TOOL_TIMEOUT", file.name, { code: "pdfRepairTimeout" });
      if (result.signal !== null || result.code === null) {
        throw refused("TOOL_FAILED", file.name, { code: "pdfRepairCrashed" });
      }
      return result;
    };
    /** Runs qpdf within what is left of the time budget. */
    const run = async (args: string[]): Promise<RunResult> => {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw refused("TOOL_TIMEOUT", file.name, { code: "pdfRepairTimeout" });
      await writeInput();
      return checked(await runTool(qpdf, args, { timeoutMs: remaining, cwd: dir }));
    };
    /** Exit 2 is qpdf's "errors": a password it was not given, or damage beyond repair. */
    const failure = (result: RunResult): EngineError => {
      if (/invalid password/i.test(result.stderr)) {
        return new EngineError("PDF_NEEDS_PASSWORD", file.name, REASONS.password);
      }
      return new EngineError("PDF_DAMAGED", file.name, brotli ? REASONS.brotli : REASONS.damaged);
    };
    const accepted = (result: RunResult): boolean => result.code === 0 || result.code === 3;

    // The object dump of the input, to plan the edits. Stream data stays out: only dictionaries matter here. A
    // file that needs a user password fails here with qpdf's "invalid password" (we give it the empty one).
    const dump = options.dump
      ? checked(options.dump.result)
      : await run(["--password=", "--json-output", "--json-stream-data=none", "in.pdf", "in.json"]);
    if (!accepted(dump)) throw failure(dump);
    let plan: NormalizationPlan;
    try {
      const json = options.dump ? options.dump.json : await readFile(path.join(dir, "in.json"), "utf8");
      if (json === undefined) throw new Error("no dump");
      const document = JSON.parse(json) as QpdfJsonDocument;
      plan = planNormalization(document);
      if (options.dropDocumentInfo) plan.update = withoutDocumentInfo(plan.update, document);
    } catch {
      // A structure too odd to plan safely is a file we cannot vouch for: refuse it rather than pass it on.
      throw new EngineError("PDF_DAMAGED", file.name, REASONS.damaged);
    }
    if (plan.facts.pageCount < 1) throw new EngineError("PDF_DAMAGED", file.name, REASONS.damaged);
    if (plan.facts.pageCount > MAX_PDF_PAGES) throw tooManyPages(file.name, plan.facts.pageCount);

    const damageIn = (stderr: string): string[] =>
      stderr.split("\n").filter((line) => line.startsWith("WARNING:") && !HARMLESS_WARNING.test(line));
    // Most real PDFs need nothing: read without a warning, not encrypted, no form, annotation or action. Those
    // are passed on as they are, byte for byte, which every guarantee above already holds for; one qpdf run
    // instead of two is most of a binder build's time when it has a hundred such files.
    const clean =
      plan.update === null &&
      !plan.facts.encrypted &&
      !plan.facts.hasAnnotationsOrForm &&
      !plan.facts.pageTreeRepaired &&
      !linearized &&
      !/^WARNING:/m.test(dump.stderr);

    let rewrite: RunResult | null = null;
    if (!clean) {
      // One rewrite does the rest. The update is applied as the file is read, before qpdf generates missing
      // field appearances and draws the printable annotations into the pages (which also drops the form).
      // Streams are copied as they are: no decoding, no recompression, so content stays byte-faithful and the
      // run stays fast. Except: qpdf 11.3 writes generated field appearances empty under --compress-streams=n
      // (part of --stream-data=preserve), so a form that needs them keeps only the no-decoding half.
      const streams = plan.facts.needsAppearances ? "--decode-level=none" : "--stream-data=preserve";
      const args = ["--password=", "--decrypt", streams, "--deterministic-id"];
      if (plan.update) {
        await writeFile(path.join(dir, "update.json"), stringifyForQpdf(plan.update));
        args.push("--update-from-json=update.json");
      }
      args.push("--generate-appearances", "--flatten-annotations=print", "in.pdf", "out.pdf");
      rewrite = await run(args);
      if (!accepted(rewrite)) throw failure(rewrite);
    }
    // Flattening draws annotations into pages and never adds or removes one, so the plan's count holds.
    const pageCount = plan.facts.pageCount;

    const warningNotes: EngineNote[] = [];
    const damage = damageIn(`${dump.stderr}\n${rewrite?.stderr ?? ""}`);
    if (damage.length > 0 || plan.facts.pageTreeRepaired) warningNotes.push({ code: "pdf-repaired" });
    if (plan.facts.signed) warningNotes.push({ code: "pdf-signed" });
    if (plan.facts.xfaOnly) warningNotes.push({ code: "pdf-xfa-only" });
    if (plan.facts.attachments.length > 0)
      warningNotes.push({ code: "pdf-attachments", names: plan.facts.attachments });
    if (plan.facts.usesBrotli) warningNotes.push({ code: "pdf-brotli" });
    if (plan.facts.pagesWithoutSize.length > 0)
      warningNotes.push({ code: "pdf-pages-without-size", pages: plan.facts.pagesWithoutSize });
    const warnings = warningNotes.map(noteEnglish);

    const pdf = rewrite ? readFileBytes(output) : pdfSourceOf(file);
    const changes = { decrypted: plan.facts.encrypted, flattened: plan.facts.hasAnnotationsOrForm };
    return { pdf, warnings, warningNotes, pageCount, changes };
  });
}

/**
 * Whether a PDF may skip the per-file inspection and go into a build's pool as uploaded (assemble/source-pool.ts),
 * whose single qpdf run then reads it with all the others: its page count as the page tree gives it (what the pool
 * is expected to find), or null when it may not. Only when its catalog shows nothing that run would drop without a
 * word: no encryption, no form (and so no XFA or signature), no attachments. What the pool can see for itself
 * (qpdf's warnings, annotations and actions on pages, pages without a size) sends the file back here.
 */
export function directPoolPages(bytes: Uint8Array): number | null {
  const facts = readCatalogFacts(bytes);
  if (!facts || facts.encrypted || facts.acroForm || facts.attachments || facts.pageCount <= 0) return null;
  // Brotli streams earn a warning, which only the inspection gives.
  if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes("/BrotliDecode")) return null;
  return facts.pageCount;
}

/**
 * Linearized ("fast web view") files carry hint tables that are often wrong and that `qpdf --check` then warns
 * about; the rewrite drops them. The linearization dictionary must sit in the first 1,024 bytes (ISO 32000-2 F.2).
 */
function isLinearized(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).includes(
    "/Linearized",
  );
}

/** Adds removal of the trailer's /Info, /DocChecksum and /ID to an update; the plan never edits the trailer. */
function withoutDocumentInfo(update: QpdfJsonDocument | null, dump: QpdfJsonDocument): QpdfJsonDocument {
  const [header, objects] = dump.qpdf;
  const trailer = objects["trailer"]?.value;
  const base: QpdfJsonDocument = update ?? { qpdf: [header, {}] };
  if (typeof trailer === "object" && trailer !== null && !Array.isArray(trailer)) {
    // LibreOffice also writes a /DocChecksum and a random /ID, which qpdf would keep the first half of.
    const { "/Info": _info, "/DocChecksum": _checksum, "/ID": _id, ...rest } = trailer;
    base.qpdf[1]["trailer"] = { value: rest };
  }
  return base;
}

/** Files dumped by one process tree: enough to spread its cost, few enough that conversion starts soon. */
export const DUMP_BATCH = 16;

/**
 * qpdf's object dumps of several files, made by one `xargs` that runs three qpdf at a time, each under `timeout`:
 * starting a process from a large Node process costs milliseconds of this thread (fork copies its page tables),
 * which for a hundred files was longer than qpdf's own work. Each file keeps its own outcome (exit code, stderr,
 * timed out, crashed), exactly as `normalizePdf` reads a dump it made itself.
 * @throws EngineError TOOL_MISSING for every file when xargs itself cannot run (then nothing can be dumped).
 */
export async function dumpPdfs(
  files: SourceFile[],
  options: Pick<NormalizePdfOptions, "qpdfCommand" | "timeoutMs"> = {},
): Promise<PdfDump[]> {
  const qpdf = options.qpdfCommand ?? "qpdf";
  const seconds = Math.max(1, Math.ceil((options.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000));
  return withTempDir("pdfs", async (dir) => {
    // A file on disk is linked, not copied: qpdf reads it where it is.
    await Promise.all(
      files.map((f, i) =>
        f.path === undefined
          ? writeFile(path.join(dir, `${i}.pdf`), f.bytes)
          : symlink(path.resolve(f.path), path.join(dir, `${i}.pdf`)),
      ),
    );
    await writeFile(path.join(dir, "list"), files.map((_, i) => `${i}\n`).join(""));
    // $1 seconds, $2 qpdf, $3 the file's number. timeout exits 124 on time (137 once killed), 127 when qpdf is
    // missing; a crash shows as 128 + the signal.
    const script =
      'timeout -k 5 "$1" "$2" --password= --json-output --json-stream-data=none "$3.pdf" "$3.json" 2>"$3.err"; ' +
      'echo $? >"$3.code"';
    const batch = await runTool(
      "xargs",
      ["-P", "3", "-n", "1", "-a", "list", "sh", "-c", script, "sh", String(seconds), qpdf],
      { cwd: dir, timeoutMs: (seconds + 10) * 1000 * Math.ceil(files.length / 3) },
    );
    if (batch.missing) {
      throw refused("TOOL_MISSING", files[0]?.name ?? "PDF", { code: "xargsMissing" });
    }
    return Promise.all(
      files.map(async (_, i): Promise<PdfDump> => {
        const read = (ext: string) => readFile(path.join(dir, `${i}.${ext}`), "utf8").catch(() => undefined);
        const [codeText, stderr = ""] = await Promise.all([read("code"), read("err")]);
        const code = codeText === undefined ? NaN : Number(codeText.trim());
        const base = { stdout: "", stderr, signal: null, timedOut: false, missing: false };
        if (code === 124 || code === 137) return { result: { ...base, code: null, timedOut: true } };
        if (code === 126 || code === 127) return { result: { ...base, code: null, missing: true } };
        // Not run at all (the batch was stopped) or killed by a signal: a crash, for this file alone.
        if (codeText === undefined && batch.timedOut)
          return { result: { ...base, code: null, timedOut: true } };
        if (!Number.isInteger(code) || code > 128) return { result: { ...base, code: null } };
        const json = code === 0 || code === 3 ? await read("json") : undefined;
        return { result: { ...base, code }, ...(json !== undefined ? { json } : {}) };
      }),
    );
  });
}
