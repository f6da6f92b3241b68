// `npm run audit` must never pass as clean when npm audit got no report (issue 42: the registry answered the
// advisories endpoint with 405). Stubbed npm outputs: the 405 seen on 2026-11-27, a network failure, a clean report
// and a report with an advisory; then the script itself, run against a stub `npm` on PATH.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { judgeAudit } from "./audit-report.ts";
import { expectText } from "@courtready/contracts/testing";

/** What `npm audit --omit=dev --json` printed here on 2026-11-27 (headers trimmed). */
const refused405 = JSON.stringify({
  message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
  method: "POST",
  uri: "https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
  statusCode: 405,
  body: "",
  error: { summary: "", detail: "" },
});
const refused405Stderr =
  "npm warn audit 405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk\n" +
  "npm error audit endpoint returned an error\n";

function report(vulnerabilities: Record<string, unknown>): string {
  const total = Object.keys(vulnerabilities).length;
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: total, high: 0, critical: 0, total } },
  });
}

describe("judgeAudit", () => {
  it("reads the 405 answer as nothing checked, quotes npm, and points at the audit done by hand", () => {
    const verdict = judgeAudit({ status: 1, stdout: refused405, stderr: refused405Stderr });
    expect(verdict.exitCode).toBe(2);
    const text = verdict.lines.join("\n");
    expectText(text, { has: ["405 Method Not Allowed", "NOT a clean result", "docs/security.md"] });
    expect(text).not.toMatch(/no known advisory/);
  });

  it("reads a network failure with no report as nothing checked, in npm's words", () => {
    const stdout = JSON.stringify({ error: { code: "ENOTFOUND", summary: "request to registry failed" } });
    const verdict = judgeAudit({ status: 1, stdout, stderr: "" });
    expect(verdict.exitCode).toBe(2);
    expect(verdict.lines.join("\n")).toContain("ENOTFOUND: request to registry failed");
  });

  it("reads output that is not JSON, even with exit status 0, as nothing checked", () => {
    const verdict = judgeAudit({ status: 0, stdout: "", stderr: "npm error code ECONNREFUSED\n" });
    expect(verdict.exitCode).toBe(2);
    expect(verdict.lines.join("\n")).toContain("npm error code ECONNREFUSED");
  });

  it("passes a report with no advisories", () => {
    const verdict = judgeAudit({ status: 0, stdout: report({}), stderr: "" });
    expect(verdict).toEqual({
      exitCode: 0,
      lines: ["npm audit --omit=dev: no known advisory affects the production dependencies."],
    });
  });

  it("fails a report with an advisory, naming the package, its range and the advisory", () => {
    const stdout = report({
      nodemailer: {
        name: "nodemailer",
        severity: "moderate",
        range: "<=9.0.0",
        via: [
          {
            title: "raw option bypasses disableFileAccess",
            url: "https://github.com/advisories/GHSA-p6gq-j5cr-w38f",
          },
        ],
      },
      "some-wrapper": { name: "some-wrapper", severity: "moderate", range: "1.0.0", via: ["nodemailer"] },
    });
    const verdict = judgeAudit({ status: 1, stdout, stderr: "" });
    expect(verdict.exitCode).toBe(1);
    const text = verdict.lines.join("\n");
    expectText(text, {
      has: [
        "2 production package(s)",
        "- nodemailer <=9.0.0 (moderate)",
        "GHSA-p6gq-j5cr-w38f",
        "through nodemailer",
      ],
    });
  });
});

describe("scripts/audit.mjs", () => {
  const stubDir = mkdtempSync(path.join(os.tmpdir(), "courtready-audit-"));
  afterAll(() => rmSync(stubDir, { recursive: true, force: true }));

  /** Runs the script with a stub `npm` first on PATH that prints `stdout` and exits with `status`. */
  function runWithStubNpm(stdout: string, status: number): { status: number | null; output: string } {
    const payload = path.join(stubDir, `payload-${status}.json`);
    writeFileSync(payload, stdout);
    const stub = path.join(stubDir, "npm");
    writeFileSync(
      stub,
      `#!/bin/sh\n[ "$1 $2 $3" = "audit --omit=dev --json" ] || exit 99\ncat '${payload}'\nexit ${status}\n`,
    );
    chmodSync(stub, 0o755);
    const script = path.resolve(import.meta.dirname, "audit.mjs");
    const child = spawnSync(process.execPath, [script], {
      encoding: "utf8",
      env: { PATH: `${stubDir}${path.delimiter}${process.env.PATH ?? ""}` },
    });
    return { status: child.status, output: child.stdout + child.stderr };
  }

  it("exits 2 and says nothing was checked when npm audit is refused", () => {
    const run = runWithStubNpm(refused405, 1);
    expect(run.status).toBe(2);
    expect(run.output).toContain("NOT a clean result");
    expect(run.output).toContain("405 Method Not Allowed");
  });

  it("exits 0 on a clean report", () => {
    const run = runWithStubNpm(report({}), 0);
    expect(run.status).toBe(0);
    expect(run.output).toContain("no known advisory");
  });
});
