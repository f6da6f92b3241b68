// The filing check's benchmark (issue 36): `courtready check` on a 1,000-page real-world mix (corpus PDFs merged by
// qpdf into one file), against the targets: ≤ 1 s per 1,000 pages without
// OCR, peak memory ≤ 300 MB. The whole command (Node's start-up included, /usr/bin/time's peak over the process
// tree's largest member) beside the in-process figure. A measurement, never a test.
//   node scripts/bench/check.mjs WORK_DIR FILE...
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const [work, ...mix] = process.argv.slice(2);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const merged = path.join(work, "check-1000.pdf");
// The mix's first 1,000 pages (decrypted where a file opens without a password), as one file a court would get.
execFileSync(
  "qpdf",
  ["--empty", "--warning-exit-0", "--pages", ...mix, "--", path.join(work, "mix-all.pdf")],
  {
    stdio: "ignore",
  },
);
execFileSync(
  "qpdf",
  ["--empty", "--warning-exit-0", "--pages", path.join(work, "mix-all.pdf"), "1-1000", "--", merged],
  {
    stdio: "ignore",
  },
);
const pages = Number(execFileSync("qpdf", ["--show-npages", merged], { encoding: "utf8" }).trim());
const cli = path.join(root, "packages/engine/bin/courtready.mjs");
const args = ["check", "--court", "tx_harris", "--json", merged];
const timeBin = existsSync("/usr/bin/time") ? "/usr/bin/time" : null;
// The load average beside the figures: on a machine shared with other work, the wall time says more about the
// neighbours than about the check (its text is read by two processes at once, which only an idle second core shows).
const load = os.loadavg()[0];
const t0 = performance.now();
// CPU time (user + system of the command and the tools it waited for) beside wall time: on this shared machine the
// wall time swings with other work, the CPU time much less.
const run = timeBin
  ? spawnSync(timeBin, ["-f", "%M %U %S", process.execPath, cli, ...args], {
      encoding: "utf8",
      maxBuffer: 64 << 20,
    })
  : spawnSync(process.execPath, [cli, ...args], { encoding: "utf8", maxBuffer: 64 << 20 });
const wall = (performance.now() - t0) / 1000;
const [peakKb, user, system] = timeBin
  ? run.stderr.trim().split("\n").at(-1).split(" ").map(Number)
  : [NaN, NaN, NaN];
const cpu = user + system;
if (run.status !== 0 && run.status !== 1) {
  console.error(`courtready check exited ${run.status}: ${run.stderr}`);
  process.exit(1);
}
// In-process: the engine's own check, bundled the way the bench's worker is, timed around checkFiling alone. run.mjs
// bundles the worker and names it; run alone without COURTREADY_CHECK_WORKER, this line says so (Node handed an
// empty path reads a script from stdin and exits 0 with nothing printed).
const worker = process.env.COURTREADY_CHECK_WORKER;
const inproc = worker
  ? spawnSync(process.execPath, [worker, merged], { encoding: "utf8" })
  : { status: null, stdout: "", stderr: "COURTREADY_CHECK_WORKER is not set (run.mjs bundles the worker)" };
const inside = inproc.status === 0 ? JSON.parse(inproc.stdout.trim().split("\n").at(-1)) : null;
const per1000 = (s) => (s / pages) * 1000;
const verdict = (ok) => (ok ? "met" : "NOT met");
console.log(
  `filing check, ${pages}-page real-world mix (corpus PDFs merged into one file by qpdf; no OCR), ${os.cpus().length} cores, load average ${load.toFixed(1)} at the start`,
);
console.log(
  `  courtready check --court tx_harris (whole command, that court's profile today): ${per1000(wall).toFixed(2)} s per 1,000 pages (target ≤ 1 s: ${verdict(per1000(wall) <= 1)}), CPU ${Number.isFinite(cpu) ? `${per1000(cpu).toFixed(2)} s (${verdict(per1000(cpu) <= 1)})` : "unknown"}, peak ${Number.isFinite(peakKb) ? `${(peakKb / 1024).toFixed(0)} MB` : "unknown"} (target ≤ 300 MB: ${verdict(peakKb / 1024 <= 300)})`,
);
if (inside)
  console.log(
    `  checkFiling in process, every profile rule on (clerk boxes on every page):       ${per1000(inside.seconds).toFixed(2)} s per 1,000 pages (${verdict(per1000(inside.seconds) <= 1)}), Node's peak ${inside.peakMb.toFixed(0)} MB (${verdict(inside.peakMb <= 300)})`,
  );
else console.log(`  in process: failed (${inproc.stderr.trim().slice(0, 200)})`);
