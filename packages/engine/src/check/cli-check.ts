// `courtready check --court PRESET_ID [--json] FILE...`: the filing check from the command line. Exit 0 when
// nothing blocks filing, 1 when something does, 2 for bad usage, an unknown court or a file that cannot be read
// (named on stderr). `--json` prints exactly the contracts' ZFilingCheckReport.
import path from "node:path";
import { parseArgs } from "node:util";
import type { TFilingCheckReport, TFilingProfile } from "@courtready/contracts";
import { EngineError } from "../errors.ts";
import { checkFiling } from "./check.ts";

export const CHECK_USAGE = "  courtready check --court PRESET_ID [--json] FILE...";

/** Where the CLI finds a court's profile and name (packages/courts, given by cli.ts); undefined: no such court. */
export type ProfileLookup = (
  presetId: string,
) => Promise<{ profile: TFilingProfile; label: string } | undefined>;

export interface CheckCliResult {
  code: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

function usage(message: string): CheckCliResult {
  return { code: 2, stdout: "", stderr: `courtready check: ${message}\nusage:\n${CHECK_USAGE}\n` };
}

/** The plain report: one line a file ("ready to file at …" or its findings, each with its page and fix). */
export function plainReport(report: TFilingCheckReport, courtLabel: string): string {
  const lines: string[] = [];
  if (report.profile === "generic")
    lines.push(
      `No filing rules are recorded for ${courtLabel} yet: only the checks every court shares were run.`,
    );
  for (const file of report.files) {
    const blockers = file.findings.filter((f) => f.severity === "blocker");
    if (file.findings.length === 0) {
      lines.push(`${file.file}: ready to file at ${courtLabel}`);
      continue;
    }
    lines.push(
      blockers.length
        ? `${file.file}: not ready to file at ${courtLabel} (${blockers.length} to fix before filing)`
        : `${file.file}: ready to file at ${courtLabel}, with ${file.findings.length} warning${file.findings.length === 1 ? "" : "s"}`,
    );
    for (const f of file.findings) {
      lines.push(`  ${f.severity} [${f.rule}]${f.page === null ? "" : ` page ${f.page}`}: ${f.message}`);
      lines.push(`    fix: ${f.fix}`);
      if (f.source) lines.push(`    rule: ${f.source}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** Runs `check` with its arguments; never throws for a person's mistake (the exit code says it). */
export async function runCheck(argv: string[], lookup: ProfileLookup): Promise<CheckCliResult> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { court: { type: "string" }, json: { type: "boolean", default: false } },
    });
  } catch (error) {
    return usage((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (!values.court) return usage("--court PRESET_ID is required");
  if (positionals.length === 0) return usage("give at least one FILE");
  const court = await lookup(values.court);
  if (!court)
    return usage(`unknown court "${values.court}" (court ids are the presets' ids, e.g. tx_harris)`);
  const { profile, label } = court;
  let report: TFilingCheckReport;
  try {
    report = await checkFiling(
      positionals.map((p) => ({ name: path.basename(p), path: p })),
      profile,
    );
  } catch (error) {
    if (error instanceof EngineError) {
      // Named as the person typed it, so they can find it.
      const given = positionals.find((p) => path.basename(p) === error.file) ?? error.file;
      return { code: 2, stdout: "", stderr: `${given}: ${error.reason}\n` };
    }
    throw error;
  }
  const blocked = report.files.some((f) => f.findings.some((x) => x.severity === "blocker"));
  return {
    code: blocked ? 1 : 0,
    stdout: values.json ? `${JSON.stringify(report, null, 2)}\n` : plainReport(report, label),
    stderr: "",
  };
}
