// `npm run audit`: runs `npm audit --omit=dev --json` and says plainly what it found. When the advisories endpoint
// cannot be reached it says so and exits 2 with a pointer to the last audit done by hand, instead of passing as clean
// (issue 42). The judging is scripts/audit-report.ts's, tested with stubbed npm output.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { judgeAudit } from "./audit-report.ts";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const child = spawnSync(npm, ["audit", "--omit=dev", "--json"], {
  // The project root, whose lockfile is the one audited, wherever the script is started from.
  cwd: path.resolve(import.meta.dirname, ".."),
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (child.error) {
  console.error(`npm audit could not be started: ${child.error.message}`);
  process.exit(2);
}
const verdict = judgeAudit({ status: child.status, stdout: child.stdout, stderr: child.stderr });
const print = verdict.exitCode === 0 ? console.log : console.error;
for (const line of verdict.lines) print(line);
process.exit(verdict.exitCode);
