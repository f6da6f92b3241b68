// The `courtready` command: `build` makes a binder from files on disk, `inspect` says what each file is.
//   npx courtready build --out DIR [--role ROLE] [--case-name S] … FILE...
// Exit 0 on success; 2 when an input cannot be used (one "<file>: <reason>" line per problem on stderr, nothing
// written); 1 for anything else (a bad option, a bug).
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ROLES, ZRole } from "@courtready/contracts";
import type { TRole } from "@courtready/contracts";
import { buildBinder, inspectFiles } from "./build.ts";
import { EngineError, EngineErrors } from "./errors.ts";
import { loadSystemFonts } from "./system-fonts.ts";
import type { SourceFile } from "./types.ts";

const USAGE = `usage:
  courtready build --out DIR [--role ROLE] [--case-name S] [--case-number S] [--court-name S] [--party-name S]
                   [--hearing-date YYYY-MM-DD] [--binder-type SLUG] [--describe FILE=TEXT]... [--bates-prefix P]
                   [--bates-digits N] [--label-style A1|AA] [--start-number N] [--bw] [--json] FILE...
  courtready inspect [--json] FILE...
roles: ${ROLES.join(", ")}`;

class UsageError extends Error {}

function readSources(paths: string[]): { files: SourceFile[]; problems: EngineError[] } {
  const files: SourceFile[] = [];
  const problems: EngineError[] = [];
  for (const p of paths) {
    try {
      files.push({ name: path.basename(p), bytes: new Uint8Array(readFileSync(p)) });
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
      json: { type: "boolean", default: false },
    },
  });
  if (!values.out) throw new UsageError("--out DIR is required");
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

  // --describe FILE=TEXT matches the path as given or the file's name.
  const descriptions = new Map<string, string>();
  for (const d of values.describe ?? []) {
    const eq = d.indexOf("=");
    if (eq <= 0) throw new UsageError(`--describe needs FILE=TEXT, got "${d}"`);
    descriptions.set(d.slice(0, eq), d.slice(eq + 1));
  }
  const { files, problems } = readSources(positionals);
  if (problems.length) return reportProblems(problems);

  const c = {
    ...(values["court-name"] ? { courtName: values["court-name"] } : {}),
    ...(values["case-name"] ? { caseName: values["case-name"] } : {}),
    ...(values["case-number"] ? { caseNumber: values["case-number"] } : {}),
    ...(values["party-name"] ? { partyName: values["party-name"] } : {}),
    ...(values["hearing-date"] ? { hearingDate: values["hearing-date"] } : {}),
    ...(values["binder-type"] ? { binderType: humanise(values["binder-type"]) } : {}),
  };
  let result;
  try {
    result = await buildBinder(files, loadSystemFonts(), {
      role: role.data as TRole,
      case: c,
      descriptions: positionals.map((p) => descriptions.get(p) ?? descriptions.get(path.basename(p))),
      labels: {
        ...(labelStyle ? { letterStyle: labelStyle } : {}),
        ...(startNumber !== undefined ? { startNumber } : {}),
      },
      ...(values["bates-prefix"] ? { batesPrefix: values["bates-prefix"] } : {}),
      ...(batesDigits ? { batesDigits } : {}),
      stickers: values.bw ? "bw" : "color",
      preparedOn: new Date(),
    });
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
  writeFileSync(path.join(staging, "binder.pdf"), result.pdf);
  writeFileSync(path.join(staging, "binder.zip"), result.zip);
  mkdirSync(out, { recursive: true });
  for (const name of ["binder.pdf", "binder.zip"]) renameSync(path.join(staging, name), path.join(out, name));
  rmSync(staging, { recursive: true, force: true });

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
    })),
    warnings: result.warnings,
  };
  if (values.json) process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  else {
    process.stdout.write(
      `Built ${path.join(out, "binder.pdf")}: ${result.pages} pages, ${result.exhibits.length} exhibits\n`,
    );
    for (const e of result.exhibits)
      process.stdout.write(`  Exhibit ${e.label}: ${e.source}, pages ${e.startPage}–${e.endPage}\n`);
    for (const w of result.warnings) process.stdout.write(`  warning: ${w}\n`);
  }
  return 0;
}

async function inspect(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { json: { type: "boolean", default: false } },
  });
  if (positionals.length === 0) throw new UsageError("give at least one FILE");
  const { files, problems } = readSources(positionals);
  const results = await inspectFiles(files, loadSystemFonts(), { date: new Date() });
  if (values.json) {
    const rows = results.map((r) =>
      r.ok
        ? { file: r.file, type: r.typeLabel, detected: r.type, pages: r.pages, warnings: r.warnings }
        : { file: r.file, error: r.error.reason, code: r.error.code },
    );
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  } else {
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
    if (command === "--help" || command === "-h" || command === "help") {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    throw new UsageError(command ? `unknown command "${command}"` : "give a command");
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      process.stderr.write(`courtready: ${(error as Error).message}\n${USAGE}\n`);
      return 1;
    }
    throw error;
  }
}
