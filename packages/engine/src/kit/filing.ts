// The kit's filing check (issue 36): the files meant for filing (the court copy, or each of its volumes) checked
// against the court's profile as they will be uploaded, and the answer put into the quality report.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { readyToFile } from "@courtready/contracts";
import type { TFilingCheckReport, TFilingProfile } from "@courtready/contracts";
import { checkFiling } from "../check/check.ts";
import { withTempDir } from "../tools/run.ts";
import { kitWords } from "./kit-words.ts";
import type { KitLanguage } from "./kit-words.ts";
import type { QualityReport, QualityStatus } from "./types.ts";

/**
 * Writes `files` to a temporary folder under their own names (the check reads paths, and the court's file-name rule
 * reads the names) and checks them together, as one filing.
 */
export async function checkKitFiling(
  files: { name: string; bytes: Uint8Array }[],
  profile: TFilingProfile,
): Promise<TFilingCheckReport> {
  return withTempDir("kit-check", async (dir) => {
    const onDisk = await Promise.all(
      files.map(async (f, i) => {
        // A folder per file, so every name stays exactly as built (two files could never clash, nor a name escape).
        const folder = path.join(dir, String(i));
        await mkdir(folder);
        const target = path.join(folder, path.basename(f.name));
        await writeFile(target, f.bytes);
        return { name: path.basename(f.name), path: target };
      }),
    );
    return checkFiling(onDisk, profile);
  });
}

/**
 * The report with the check in it: a blocker makes the whole report "Fix before filing" with a line in the summary;
 * warnings are listed in the check's section only. `check` null: the check did not run (the section says so).
 */
export function withFilingCheck(
  report: QualityReport,
  check: TFilingCheckReport | null,
  courtName: string,
  /** The summary line's language (the person's); English when absent. */
  language?: KitLanguage,
): QualityReport {
  const out: QualityReport = { ...report, filing_check: check, filingCourt: courtName };
  if (check === null || readyToFile(check)) return out;
  const blockers = check.files.reduce(
    (n, f) => n + f.findings.filter((x) => x.severity === "blocker").length,
    0,
  );
  const status: QualityStatus = "fix";
  return {
    ...out,
    status,
    summary: [...report.summary, kitWords(language).summaryFilingBlocked(blockers, courtName)],
  };
}
