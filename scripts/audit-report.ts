// Reads what `npm audit --omit=dev --json` printed and says, in plain words, whether the production dependencies were
// checked and what was found. An answer without a report (the advisories endpoint refused or could not be reached) is
// never read as "clean": issue 42 found this project's registry answering the endpoint with 405.

/** What the npm child left behind: its exit status and both outputs. */
export interface AuditRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The exit code for `npm run audit` and the lines it prints. */
export interface AuditVerdict {
  exitCode: 0 | 1 | 2;
  lines: string[];
}

/** Where the last audit done by hand is written down, with each advisory's verdict. */
export const AUDIT_RECORD = 'docs/security.md, section "Dependency audit"';

interface AdvisoryVia {
  title?: unknown;
  url?: unknown;
}

interface VulnerabilityEntry {
  name?: unknown;
  severity?: unknown;
  range?: unknown;
  via?: unknown;
}

interface AuditReport {
  auditReportVersion?: unknown;
  vulnerabilities?: Record<string, VulnerabilityEntry>;
  metadata?: { vulnerabilities?: { total?: unknown } };
  message?: unknown;
  statusCode?: unknown;
  error?: { code?: unknown; summary?: unknown };
}

function parseReport(stdout: string): AuditReport | undefined {
  try {
    const parsed: unknown = JSON.parse(stdout);
    return typeof parsed === "object" && parsed !== null ? (parsed as AuditReport) : undefined;
  } catch {
    return undefined;
  }
}

/** npm's own words for why there is no report: its JSON error first, then its first "npm error"/"npm warn" line. */
function unreachableReason(report: AuditReport | undefined, stderr: string): string {
  if (report && typeof report.message === "string" && report.message !== "") return report.message;
  if (report?.error && typeof report.error.summary === "string" && report.error.summary !== "") {
    const code = typeof report.error.code === "string" ? `${report.error.code}: ` : "";
    return `${code}${report.error.summary}`;
  }
  const npmLine = stderr
    .split("\n")
    .map((line) => line.trim())
    .find((line) => /^npm (warn|error|ERR!)/i.test(line));
  return npmLine ?? "npm printed no audit report";
}

function describeVia(via: unknown): string[] {
  if (!Array.isArray(via)) return [];
  return via.flatMap((item: unknown) => {
    // npm lists a dependency that is vulnerable only through another package as that package's name (a string).
    if (typeof item === "string") return [`through ${item}`];
    if (typeof item !== "object" || item === null) return [];
    const { title, url } = item as AdvisoryVia;
    return typeof title === "string" ? [typeof url === "string" ? `${title} (${url})` : title] : [];
  });
}

/** Judges one run of `npm audit --omit=dev --json`. */
export function judgeAudit(run: AuditRun): AuditVerdict {
  const report = parseReport(run.stdout);
  const hasReport =
    report !== undefined &&
    report.auditReportVersion !== undefined &&
    typeof report.vulnerabilities === "object";
  if (!report || !hasReport) {
    return {
      exitCode: 2,
      lines: [
        "npm audit could not check the production dependencies: the advisories endpoint gave no report.",
        `npm said: ${unreachableReason(report, run.stderr)}`,
        "This is NOT a clean result; nothing was checked.",
        `The last audit done by hand, advisory by advisory, is in ${AUDIT_RECORD}.`,
        "Run `npm run audit` again where the registry's advisories endpoint answers, and update that section.",
      ],
    };
  }
  const entries = Object.entries(report.vulnerabilities ?? {});
  if (entries.length === 0) {
    return {
      exitCode: 0,
      lines: ["npm audit --omit=dev: no known advisory affects the production dependencies."],
    };
  }
  const lines = [`npm audit --omit=dev: ${entries.length} production package(s) have advisories:`];
  for (const [name, entry] of entries) {
    const severity = typeof entry.severity === "string" ? entry.severity : "unknown severity";
    const range = typeof entry.range === "string" ? ` ${entry.range}` : "";
    lines.push(`- ${name}${range} (${severity})`);
    for (const via of describeVia(entry.via)) lines.push(`    ${via}`);
  }
  lines.push(`Upgrade each, or record in ${AUDIT_RECORD} why it does not apply.`);
  return { exitCode: 1, lines };
}
