// The `courtready` command: `build` makes a binder from files on disk, `inspect` says what each file is.
//   npx courtready build --out DIR [--role ROLE] [--case-name S] … FILE...
// Exit 0 on success; 2 when an input cannot be used (one "<file>: <reason>" line per problem on stderr, nothing
// written); 1 for anything else (a bad option, a bug).
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { ROLES, ZRole, labelRange } from "@courtready/contracts";
import type { TRole } from "@courtready/contracts";
import { inspectFiles } from "./pipeline/preview.ts";
import type { BuildResult } from "./pipeline/build.ts";
import { build as buildWith } from "./pipeline/build-mode.ts";
import type { BinderOptions, BuildMode } from "./pipeline/build-mode.ts";
import { writeKitFiles } from "./kit/kit.ts";
import type { EnhancedKit } from "./kit/kit.ts";
import { KIT_LANGUAGES, isKitLanguage } from "./kit/kit-words.ts";
import { EngineError, EngineErrors } from "./errors.ts";
import { loadSystemFonts } from "./fonts/system-fonts.ts";
import { markFiled, readFiledManifest } from "./assemble/supplement.ts";
import type { OutputNames } from "./assemble/file-names.ts";
import { binderFiles as filedFiles, writePackageZip } from "./pipeline/package.ts";
import { courtFiling, redactionRules } from "./cli-court.ts";
import type { TFiledManifest } from "@courtready/contracts";
import type { SourceFile } from "./types.ts";
import { CHECK_USAGE, plainReport, runCheck } from "./check/cli-check.ts";
import { REDACT_USAGE, runRedact } from "./redact/cli-redact.ts";
import { checkFiling } from "./check/check.ts";
import {
  MESSAGE_OPTIONS,
  MESSAGE_USAGE,
  MessageFlagError,
  expandMessageExports,
  inspectMessageExport,
  timeZoneOf,
} from "./cli-messages.ts";
import {
  TRANSLATION_OPTIONS,
  TRANSLATION_USAGE,
  TranslationFlagError,
  translationsOf,
} from "./cli-translation.ts";
import { PAGES_OPTIONS, PAGES_USAGE, PageFlagError, pageEditsOf } from "./cli-pages.ts";
import { SCAN_DPI } from "./compress/scans.ts";
import type { ScanCompression } from "./compress/scans.ts";
import { SECTIONS_OPTIONS, SECTIONS_USAGE, SectionFlagError, sectionsOf } from "./cli-sections.ts";

const USAGE = `usage:
  courtready build --out DIR [--role ROLE] [--case-name S] [--case-number S] [--court-name S] [--party-name S]
                   [--hearing-date YYYY-MM-DD] [--binder-type SLUG] [--describe FILE=TEXT]... [--bates-prefix P]
                   [--bates-digits N] [--label-style A1|AA] [--start-number N] [--bw] [--max-size-mb N]
                   [--max-file-mb N] [--memory-budget-mb N] [--compress-scans]
                   [--enhanced [--label-offset-x IN] [--label-offset-y IN] [--label-start N] [--ocr]
                              [--language en|es]]
                   [--continue-from BINDER.pdf|filed-manifest.json [--filed-on YYYY-MM-DD]]
                   [--court PRESET_ID] [--json]
${MESSAGE_USAGE}
${TRANSLATION_USAGE}
${PAGES_USAGE}
${SECTIONS_USAGE}
                   FILE...
  courtready inspect [--json] [--time-zone Area/City] FILE...
${CHECK_USAGE}
${REDACT_USAGE}
roles: ${ROLES.join(", ")}`;

/** `--compress-scans`: the files' bytes before and after, and how many pictures were re-encoded. */
function compressionLine(report: ScanCompression): string {
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  const pictures = report.files.reduce((n, f) => n + f.pictures, 0);
  return `Scans made smaller: ${mb(report.beforeBytes)} before, ${mb(report.afterBytes)} after (${pictures} picture${pictures === 1 ? "" : "s"} re-encoded at ${SCAN_DPI} dpi)\n`;
}

class UsageError extends Error {
  /** 1 for a bad option; 2 for a value naming something that does not exist (a court id). */
  exitCode = 1;
}

class UnknownCourt extends UsageError {
  override exitCode = 2;
}

/** Every name a build writes into DIR (standard and enhanced). */
const OUTPUT_NAME =
  /^(?:binder(?:-volume-\d+|-print|-review)?\.pdf|binder\.zip|enhanced-kit\.zip|exhibit-list\.pdf|exhibits|labels-avery-5160\.pdf|bates-manifest\.csv|filed-manifest\.json|quality-report\.(?:json|html))$/;

/** The names a court's file-name rule gives a build's files (volumes up to 99), so DIR is cleared of them too. */
function namesOf(names: OutputNames): Set<string> {
  const volumes = Array.from({ length: 99 }, (_, v) => names.volume(v + 1));
  return new Set([names.binder, names.exhibitList, names.review, names.print, ...volumes]);
}

function readSources(paths: string[]): { files: SourceFile[]; problems: EngineError[] } {
  const files: SourceFile[] = [];
  const problems: EngineError[] = [];
  for (const p of paths) {
    try {
      // By path (issue 40): a PDF stays on disk for the whole build, qpdf pooling it from here; anything else is
      // read when converted. Opened once now, so a missing or unreadable file is named before any work.
      if (statSync(p).isDirectory()) throw Object.assign(new Error("EISDIR"), { code: "EISDIR" });
      closeSync(openSync(p, "r"));
      files.push({ name: path.basename(p), path: p });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      problems.push(
        new EngineError(
          "UNSUPPORTED_TYPE",
          p,
          code === "ENOENT"
            ? "no such file"
            : code === "EISDIR"
              ? "this is a folder, not a file"
              : `cannot be read (${code ?? "error"})`,
        ),
      );
    }
  }
  return { files, problems };
}

/** "eviction_response" → "Eviction Response" (until the binder types carry display names). */
function humanise(slug: string): string {
  return slug.replace(/[_-]+/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
}

function reportProblems(errors: EngineError[]): number {
  for (const e of errors) process.stderr.write(`${e.file}: ${e.reason}\n`);
  return 2;
}

async function build(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: "string" },
      role: { type: "string", default: "plaintiff" },
      "case-name": { type: "string" },
      "case-number": { type: "string" },
      "court-name": { type: "string" },
      "party-name": { type: "string" },
      "hearing-date": { type: "string" },
      "binder-type": { type: "string" },
      describe: { type: "string", multiple: true },
      "bates-prefix": { type: "string" },
      "bates-digits": { type: "string" },
      "label-style": { type: "string" },
      "start-number": { type: "string" },
      bw: { type: "boolean", default: false },
      "max-size-mb": { type: "string" },
      "max-file-mb": { type: "string" },
      "memory-budget-mb": { type: "string" },
      "compress-scans": { type: "boolean", default: false },
      enhanced: { type: "boolean", default: false },
      "label-offset-x": { type: "string" },
      "label-offset-y": { type: "string" },
      "label-start": { type: "string" },
      ocr: { type: "boolean", default: false },
      language: { type: "string" },
      "continue-from": { type: "string" },
      "filed-on": { type: "string" },
      court: { type: "string" },
      json: { type: "boolean", default: false },
      ...MESSAGE_OPTIONS,
      ...TRANSLATION_OPTIONS,
      ...PAGES_OPTIONS,
      ...SECTIONS_OPTIONS,
    },
  });
  if (!values.out) throw new UsageError("--out DIR is required");
  // The court's filing profile: clerk boxes, links, legal pages and file names of what is written follow it.
  const court = values.court === undefined ? undefined : await courtFiling(values.court);
  const filingProfile = court?.profile;
  if (values.court !== undefined && !filingProfile)
    throw new UnknownCourt(`unknown court "${values.court}": give a preset id such as tx_harris`);
  if (positionals.length === 0) throw new UsageError("give at least one FILE");
  const role = ZRole.safeParse(values.role);
  if (!role.success) throw new UsageError(`unknown role "${values.role}"`);
  if (values["hearing-date"] && !/^\d{4}-\d{2}-\d{2}$/.test(values["hearing-date"]))
    throw new UsageError("--hearing-date must be YYYY-MM-DD");
  if (values["bates-prefix"] !== undefined && !/^[A-Za-z0-9_.-]{1,20}$/.test(values["bates-prefix"])) {
    throw new UsageError("--bates-prefix may use letters, digits, '-', '_' and '.', at most 20 characters");
  }
  const int = (v: string | undefined, name: string, min: number, max: number) => {
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new UsageError(`${name} must be a whole number from ${min} to ${max}`);
    return n;
  };
  const labelStyle = values["label-style"];
  if (labelStyle !== undefined && labelStyle !== "A1" && labelStyle !== "AA")
    throw new UsageError("--label-style must be A1 or AA");
  const startNumber = int(values["start-number"], "--start-number", 0, 1_000_000);
  const batesDigits = int(values["bates-digits"], "--bates-digits", 1, 12);
  const labelStart = int(values["label-start"], "--label-start", 1, 30);
  const inches = (v: string | undefined, name: string) => {
    if (v === undefined) return undefined;
    const n = Number(v);
    if (v.trim() === "" || !Number.isFinite(n) || Math.abs(n) > 1)
      throw new UsageError(`${name} must be a number of inches from -1 to 1`);
    return n;
  };
  const offsetX = inches(values["label-offset-x"], "--label-offset-x");
  const offsetY = inches(values["label-offset-y"], "--label-offset-y");
  /** A flag given in megabytes, as bytes (undefined when absent), within [min, max] megabytes. */
  const megabytes = (flag: string, min: number, max: number): number | undefined => {
    const v = values[flag as keyof typeof values];
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isFinite(n) || n < min || n > max)
      throw new UsageError(`--${flag} must be a number of megabytes from ${min} to ${max}`);
    return Math.floor(n * 1024 * 1024);
  };
  let maxSizeBytes = megabytes("max-size-mb", 0.5, 10_000);
  // Each file's own limit (the web app's MAX_FILE_MB, 30 by default): a person's own machine may take larger scans.
  const maxFileBytes = megabytes("max-file-mb", 1, 10_000);
  // The most memory the build may take (pipeline/memory-budget.ts): none unless asked, as on the person's machine.
  const memoryBudgetBytes = megabytes("memory-budget-mb", 100, 100_000);
  const kitOnly = ["label-offset-x", "label-offset-y", "label-start", "ocr", "language"] as const;
  for (const flag of kitOnly) {
    if (values[flag] !== undefined && values[flag] !== false && !values.enhanced)
      throw new UsageError(`--${flag} is part of the enhanced kit: add --enhanced`);
  }

  // The quality report's language (the person's); the binder and every file for the court stay English.
  const language = values.language;
  if (language !== undefined && !isKitLanguage(language))
    throw new UsageError(`--language must be one of ${KIT_LANGUAGES.join(", ")}`);

  if (values["filed-on"] !== undefined && !values["continue-from"])
    throw new UsageError(
      "--filed-on says when the binder given with --continue-from was filed: add --continue-from",
    );
  if (values["filed-on"] !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values["filed-on"]))
    throw new UsageError("--filed-on must be YYYY-MM-DD");
  if (values["continue-from"] && (values.enhanced || maxSizeBytes !== undefined))
    throw new UsageError("a supplement (--continue-from) is built without --enhanced or --max-size-mb");
  // The court's per-document limit, when no other is given: over it, the binder is split into volumes.
  const courtMb = filingProfile?.max_document_mb?.value;
  if (maxSizeBytes === undefined && courtMb !== undefined && !values["continue-from"])
    maxSizeBytes = Math.floor(courtMb * 1024 * 1024);
  // A supplement continues what was filed: its role, caption, labels and Bates numbering come from the manifest.
  let supplement: TFiledManifest | undefined;
  if (values["continue-from"]) {
    const from = values["continue-from"];
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(readFileSync(from));
    } catch {
      return reportProblems([new EngineError("UNSUPPORTED_TYPE", from, "no such file")]);
    }
    try {
      supplement = await readFiledManifest(from, bytes);
    } catch (error) {
      if (error instanceof EngineError) return reportProblems([error]);
      throw error;
    }
    if (values["filed-on"]) supplement = markFiled(supplement, values["filed-on"]);
    const roleGiven = argv.some((a) => a === "--role" || a.startsWith("--role="));
    if (roleGiven && values.role !== supplement.role)
      throw new UsageError(`the filed binder is the ${supplement.role}'s: a supplement keeps its role`);
  }

  // --describe FILE=TEXT matches the path as given or the file's name.
  const descriptions = new Map<string, string>();
  for (const d of values.describe ?? []) {
    const eq = d.indexOf("=");
    if (eq <= 0) throw new UsageError(`--describe needs FILE=TEXT, got "${d}"`);
    descriptions.set(d.slice(0, eq), d.slice(eq + 1));
  }
  const fonts = loadSystemFonts();
  // Checked before the exports are expanded: a flag naming no file fails fast. A message export is a file too.
  const translationsByInput = translationsOf(positionals, values);
  const pageEditsByInput = pageEditsOf(positionals, values);
  // Message exports (SMS backups, WhatsApp chats) become transcript exhibits in their place; the rest is read as is.
  const sources = await expandMessageExports(positionals, values, fonts, values["party-name"], readSources);
  if (sources.problems.length) return reportProblems(sources.problems);
  const files = sources.files;
  // Page edits name a file's own pages: a message export made into several transcripts has no such pages.
  const pageEdits = pageEditsByInput
    ? sources.from.map((p) => {
        const edits = pageEditsByInput[positionals.indexOf(p)];
        if (edits && sources.from.filter((q) => q === p).length > 1)
          throw new PageFlagError(
            `"${p}" is made into several exhibits; its pages cannot be edited by number`,
          );
        return edits;
      })
    : undefined;
  // Sections name the files by position: an export's transcripts go with their file.
  const sections = sectionsOf(
    values.section,
    positionals.length,
    sources.from.map((p) => positionals.indexOf(p)),
  );
  if (sections && supplement) throw new UsageError("--section cannot be used with --continue-from");

  const c = {
    ...(values["court-name"] ? { courtName: values["court-name"] } : {}),
    ...(values["case-name"] ? { caseName: values["case-name"] } : {}),
    ...(values["case-number"] ? { caseNumber: values["case-number"] } : {}),
    ...(values["party-name"] ? { partyName: values["party-name"] } : {}),
    ...(values["hearing-date"] ? { hearingDate: values["hearing-date"] } : {}),
    ...(values["binder-type"] ? { binderType: humanise(values["binder-type"]) } : {}),
  };
  const options: BinderOptions = {
    role: supplement?.role ?? (role.data as TRole),
    case: c,
    descriptions: sources.from.map(
      (p, i) => descriptions.get(p) ?? descriptions.get(path.basename(p)) ?? sources.generated[i],
    ),
    labels: {
      ...(labelStyle ? { letterStyle: labelStyle } : {}),
      ...(startNumber !== undefined ? { startNumber } : {}),
    },
    ...(values["bates-prefix"] ? { batesPrefix: values["bates-prefix"] } : {}),
    ...(batesDigits ? { batesDigits } : {}),
    stickers: values.bw ? "bw" : "color",
    preparedOn: new Date(),
    ...(maxFileBytes !== undefined ? { maxFileBytes } : {}),
    ...(memoryBudgetBytes !== undefined ? { memoryBudgetBytes } : {}),
    ...(filingProfile ? { filingProfile } : {}),
    ...(pageEdits ? { pageEdits } : {}),
    ...(sections ? { sections } : {}),
    ...(values["compress-scans"] ? { compressScans: true } : {}),
    ...(translationsByInput
      ? {
          // An export made into several exhibits: its translation goes with the first.
          translations: sources.from.map((p, i) =>
            sources.from.indexOf(p) === i ? translationsByInput[positionals.indexOf(p)] : undefined,
          ),
        }
      : {}),
  };
  // Which of the modes: the usage checks above already refused combining a supplement with the kit or a limit.
  const mode: BuildMode = supplement
    ? { kind: "supplement", supplement }
    : values.enhanced
      ? {
          kind: "kit",
          maxSizeBytes,
          labelSheet: {
            ...(offsetX !== undefined ? { offsetXIn: offsetX } : {}),
            ...(offsetY !== undefined ? { offsetYIn: offsetY } : {}),
            ...(labelStart !== undefined ? { startPosition: labelStart } : {}),
          },
          ...(values.ocr ? { ocr: true } : {}),
          ...(language !== undefined && isKitLanguage(language) ? { language } : {}),
        }
      : { kind: "binder", maxSizeBytes };
  let result: BuildResult;
  let kit: EnhancedKit | undefined;
  try {
    const built = await buildWith(files, fonts, options, mode);
    result = built.binder;
    if (built.kind === "kit") kit = built.kit;
  } catch (error) {
    if (error instanceof EngineErrors) return reportProblems(error.errors);
    if (error instanceof EngineError) return reportProblems([error]);
    throw error;
  }

  // Written to a sibling folder first and moved into place, so DIR never holds half a build.
  const out = path.resolve(values.out);
  const staging = `${out}.courtready-partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // A split binder is filed as its volumes: the whole one is not written, so it cannot be filed by mistake.
  const binderFiles = filedFiles(result);
  // The binder's files are written by Node's I/O threads while this thread writes the ZIP (issue 40): writing is
  // most of a large binder's time here, the ZIP's exhibits are made on this thread as it goes, and the two files
  // hold the same bytes whichever is written first.
  const written = Promise.all(binderFiles.map((f) => writeFile(path.join(staging, f.name), f.bytes)));
  // Entry by entry from the build's own bytes: the ZIP is every page again, never gathered in memory (issue 40).
  try {
    writePackageZip(path.join(staging, "binder.zip"), result, options.preparedOn);
  } finally {
    await written;
  }
  // What a later supplement continues from (--continue-from); also embedded in the binder itself.
  writeFileSync(path.join(staging, "filed-manifest.json"), `${JSON.stringify(result.manifest, null, 2)}\n`);
  if (kit) await writeKitFiles(staging, kit);
  mkdirSync(out, { recursive: true });
  // What an earlier build wrote here goes first, so DIR never mixes two builds: a binder.pdf left from an unsplit
  // build beside new volumes, or a third volume from a larger one, could be filed by mistake. Only our own names.
  const named = namesOf(result.names);
  for (const name of readdirSync(out)) {
    if (OUTPUT_NAME.test(name) || named.has(name))
      rmSync(path.join(out, name), { recursive: true, force: true });
  }
  for (const name of readdirSync(staging)) renameSync(path.join(staging, name), path.join(out, name));
  rmSync(staging, { recursive: true, force: true });
  // The filing check of each file meant to be filed, now in DIR, against the court's profile: the same report
  // `courtready check --court` prints, so a person learns what blocks filing before they try.
  const filingCheck = court
    ? await checkFiling(
        binderFiles.map((f) => ({ name: f.name, path: path.join(out, f.name) })),
        court.profile,
      )
    : undefined;

  const summary = {
    pages: result.pages,
    exhibits: result.exhibits.map((e) => ({
      label: e.label,
      source: e.source,
      pages: e.pages,
      startPage: e.startPage,
      endPage: e.endPage,
      batesStart: e.batesStart ?? null,
      batesEnd: e.batesEnd ?? null,
      ...(e.volume ? { volume: e.volume } : {}),
      // An exhibit continued across volumes: each volume's pages of it (issue 24).
      ...(e.parts ? { parts: e.parts } : {}),
    })),
    ...(result.volumes
      ? {
          volumes: result.volumes.map((v) => ({
            volume: v.number,
            file: result.names.volume(v.number),
            firstPage: v.firstPage,
            lastPage: v.lastPage,
            bytes: v.pdf.byteLength,
          })),
        }
      : {}),
    ...(kit ? { kit: { files: kit.files.map((f) => f.name), quality: kit.report.status } } : {}),
    ...(result.compression ? { compression: result.compression } : {}),
    warnings: [...sources.warnings, ...result.warnings],
    ...(filingCheck ? { filing_check: filingCheck } : {}),
  };
  if (values.json) process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  else {
    const built = binderFiles.map((f) => path.join(out, f.name)).join(", ");
    process.stdout.write(
      supplement
        ? `Built the supplement ${built}: ${labelRange(result.exhibits.map((e) => e.label))} on pages ${result.exhibits[0]!.startPage}–${result.pages}\n`
        : `Built ${built}: ${result.pages} pages, ${result.exhibits.length} exhibits\n`,
    );
    if (kit) {
      process.stdout.write(
        `Enhanced kit: ${path.join(out, "enhanced-kit.zip")} (quality: ${kit.report.status})\n`,
      );
      for (const line of kit.report.summary) process.stdout.write(`  to check: ${line}\n`);
    }
    if (result.compression) process.stdout.write(compressionLine(result.compression));
    for (const e of result.exhibits) {
      const where = e.parts
        ? ` (${e.parts
            .map(
              (p) =>
                `${p.startPage === p.endPage ? `page ${p.startPage}` : `pages ${p.startPage}–${p.endPage}`} in Volume ${p.volume}`,
            )
            .join(", ")})`
        : "";
      process.stdout.write(`  Exhibit ${e.label}: ${e.source}, pages ${e.startPage}–${e.endPage}${where}\n`);
    }
    for (const w of [...sources.warnings, ...result.warnings]) process.stdout.write(`  warning: ${w}\n`);
    if (court && filingCheck) process.stdout.write(plainReport(filingCheck, court.label));
  }
  return 0;
}

async function inspect(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { json: { type: "boolean", default: false }, "time-zone": MESSAGE_OPTIONS["time-zone"] },
  });
  if (positionals.length === 0) throw new UsageError("give at least one FILE");
  timeZoneOf(values);
  // Message exports list their conversations; the other files are converted and counted.
  const exportsFound = await Promise.all(positionals.map((p) => inspectMessageExport(p, values)));
  const { files, problems } = readSources(positionals.filter((_p, i) => !exportsFound[i]));
  const results = await inspectFiles(files, loadSystemFonts(), { date: new Date() });
  for (const found of exportsFound) if (found && "error" in found) problems.push(found.error);
  const listings = exportsFound.flatMap((found) => (found && "lines" in found ? [found] : []));
  if (values.json) {
    const rows = [
      ...results.map((r) =>
        r.ok
          ? { file: r.file, type: r.typeLabel, detected: r.type, pages: r.pages, warnings: r.warnings }
          : { file: r.file, error: r.error.reason, code: r.error.code },
      ),
      ...listings.map((l) => l.json),
    ];
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  } else {
    for (const l of listings) for (const line of l.lines) process.stdout.write(`${line}\n`);
    for (const r of results) {
      if (r.ok) {
        process.stdout.write(
          `${r.file}: ${r.typeLabel} (${r.type}), ${r.pages} page${r.pages === 1 ? "" : "s"}\n`,
        );
        for (const w of r.warnings) process.stdout.write(`  warning: ${w}\n`);
      }
    }
  }
  const failures = [...problems, ...results.flatMap((r) => (r.ok ? [] : [r.error]))];
  return failures.length ? reportProblems(failures) : 0;
}

/** Runs the CLI; returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === "build") return await build(rest);
    if (command === "inspect") return await inspect(rest);
    if (command === "check") {
      const result = await runCheck(rest, courtFiling);
      process.stdout.write(result.stdout);
      process.stderr.write(result.stderr);
      return result.code;
    }
    if (command === "redact") {
      const result = await runRedact(rest, redactionRules);
      process.stdout.write(result.stdout);
      process.stderr.write(result.stderr);
      return result.code;
    }
    if (command === "--help" || command === "-h" || command === "help") {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    throw new UsageError(command ? `unknown command "${command}"` : "give a command");
  } catch (error) {
    if (
      error instanceof MessageFlagError ||
      error instanceof TranslationFlagError ||
      error instanceof PageFlagError ||
      error instanceof SectionFlagError
    ) {
      process.stderr.write(`courtready: ${error.message}\n${USAGE}\n`);
      return 1;
    }
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      process.stderr.write(`courtready: ${(error as Error).message}\n${USAGE}\n`);
      return error instanceof UsageError ? error.exitCode : 1;
    }
    throw error;
  }
}
