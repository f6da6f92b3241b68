// The redaction bench (issue 43): a 300-page text PDF with 50 Social Security numbers found, redacted and verified
// (target ≤ 5 s to redact the 50 hits), and a 1,000-page one's redacted copy verified alone (target ≤ 3 s). Beside
// each wall time, the processor seconds of the process and the programs it ran (/usr/bin/time) and the load
// average: on a shared machine the wall time says more about the neighbours than about the work. A measurement,
// never a test.
//   COURTREADY_REDACTION_WORKER=worker.mjs node scripts/bench/redaction.mjs WORK_DIR
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";

const [work] = process.argv.slice(2);
const worker = process.env.COURTREADY_REDACTION_WORKER ?? "";
const timeBin = existsSync("/usr/bin/time") ? "/usr/bin/time" : null;

/** The worker's JSON line, and the processor seconds (user + system, its programs included) when /usr/bin/time is there. */
function run(args) {
  const command = timeBin ? timeBin : process.execPath;
  const argv = timeBin ? ["-f", "%U %S", process.execPath, worker, ...args] : [worker, ...args];
  const r = spawnSync(command, argv, { encoding: "utf8", maxBuffer: 16 << 20 });
  if (r.status !== 0) throw new Error(`redaction-worker ${args[0]}: ${r.stderr.trim().slice(0, 400)}`);
  const [user, sys] = timeBin ? r.stderr.trim().split("\n").at(-1).split(" ").map(Number) : [NaN, NaN];
  return { ...JSON.parse(r.stdout.trim().split("\n").at(-1)), cpu: user + sys };
}

const verdict = (ok) => (ok ? "met" : "NOT met");
const s = (n) => `${n.toFixed(2)} s`;
const cpu = (n) => (Number.isFinite(n) ? `${n.toFixed(2)} s of processor time` : "processor time unknown");

const short = path.join(work, "redact-300.pdf");
const long = path.join(work, "redact-1000.pdf");
run(["generate", short, "300", "50"]);
run(["generate", long, "1000", "50"]);
const load = os.loadavg()[0];
const redacted = run(["redact", short]);
run(["redact", long]);
const verified = run(["verify", long]);
if (!redacted.ok || !verified.ok) throw new Error("a redacted copy failed verification");
const c = verified.checks;
console.log(
  `redaction: FRCP 5.2, text PDFs with 50 SSNs, ${os.cpus().length} cores, load average ${load.toFixed(1)} at the start`,
);
console.log(
  `  300 pages, 50 hits redacted and verified:  ${s(redacted.redactAndVerify)} (MuPDF ${s(redacted.apply)}, verification ${s(redacted.verify)}; target ≤ 5 s: ${verdict(redacted.redactAndVerify <= 5)}); finding them ${s(redacted.find)}`,
);
console.log(
  `  1,000 pages verified:                      ${s(verified.verify)} (target ≤ 3 s: ${verdict(verified.verify <= 3)}), ${cpu(verified.cpu)} with Node's start-up`,
);
console.log(
  `    each check, run at once: words in boxes ${s(c.words)}, values in page text ${s(c.text)}, values in the file ${s(c.file)}, pixels ${s(c.pixels)}`,
);
