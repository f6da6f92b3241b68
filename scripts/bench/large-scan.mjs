// Large evidence through the whole command (issue 40). A binder of one generated 120 MB scan (33 noisy image pages,
// testing/large-scan.ts) and two small documents, `courtready build --max-size-mb 25` as a person runs it: its peak
// resident memory (/usr/bin/time, the largest of the command's processes) against 400 MB, and its wall time against
// a qpdf split of the same scan into parts under 25 MB (≤ 1.5×). Then, given the real-world mix (run.mjs passes it),
// the whole `courtready build --bates-prefix X` of those files: ≤ 300 MB and ≤ 2.0× a qpdf merge of them.
// Rounds interleave the qpdf baseline and the build, so a busy machine slows both; medians are reported.
// A measurement, never a test: it prints figures and met / NOT met, and exits 1 only if something crashed.
//   node scripts/bench/large-scan.mjs WORK_DIR [REAL_WORLD_FILE...] [--rounds N]
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { writeLargeScan } from "../../packages/engine/src/testing/large-scan.ts";

const MB = 1024 * 1024;
const { values: opts, positionals } = parseArgs({
  options: { rounds: { type: "string", default: "3" } },
  allowPositionals: true,
});
const [work, ...realworld] = positionals;
if (!work) {
  console.error("usage: node scripts/bench/large-scan.mjs WORK_DIR [REAL_WORLD_FILE...] [--rounds N]");
  process.exit(1);
}
const rounds = Number(opts.rounds);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const cli = path.join(root, "packages/engine/bin/courtready.mjs");
const timeBin = existsSync("/usr/bin/time") ? "/usr/bin/time" : null;
const verdict = (ok) => (ok ? "met" : "NOT met");
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One command's wall seconds and (with /usr/bin/time) the peak RSS in MB of its largest process. */
function timed(command, args) {
  const t0 = performance.now();
  const r = timeBin
    ? spawnSync(timeBin, ["-f", "%M", command, ...args], { encoding: "utf8", cwd: root, maxBuffer: 64 << 20 })
    : spawnSync(command, args, { encoding: "utf8", cwd: root, maxBuffer: 64 << 20 });
  const seconds = (performance.now() - t0) / 1000;
  // qpdf's 3 is "succeeded with warnings".
  if (r.status !== 0 && !(command === "qpdf" && r.status === 3))
    throw new Error(`${path.basename(command)} exited ${r.status}: ${r.stderr.trim().slice(-600)}`);
  const peakMb = timeBin ? Number(r.stderr.trim().split("\n").at(-1)) / 1024 : NaN;
  return { seconds, peakMb };
}

const dir = path.join(work, "large-scan");
mkdirSync(dir, { recursive: true });
const scan = path.join(dir, "medical-record-scan.pdf");
const scanPages = 33;
const scanBytes = await writeLargeScan(scan, 120 * MB, scanPages);
const lease = path.join(dir, "lease.txt");
const notice = path.join(dir, "notice.txt");
writeFileSync(lease, "Residential lease\nRent of $1,450 is due on the first day of each month.\n");
writeFileSync(notice, "Notice to vacate\nYou are asked to leave the premises within 30 days.\n");

/** `qpdf --split-pages=N`: the scan in parts of as many pages as fit 25 MB, the floor for any split. */
function qpdfSplit(round) {
  const out = path.join(dir, `split-${round}`);
  mkdirSync(out, { recursive: true });
  const perPart = Math.max(1, Math.floor((25 * MB) / (scanBytes / scanPages)));
  const r = timed("qpdf", [`--split-pages=${perPart}`, scan, path.join(out, "part-%d.pdf")]);
  const largest = Math.max(...readdirSync(out).map((f) => statSync(path.join(out, f)).size));
  rmSync(out, { recursive: true, force: true });
  return { ...r, largest };
}

function build(args, round, name) {
  const out = path.join(dir, `${name}-${round}`);
  const r = timed(process.execPath, [cli, "build", "--out", out, ...args]);
  const pdfs = readdirSync(out).filter((f) => f.endsWith(".pdf"));
  const largest = Math.max(...pdfs.map((f) => statSync(path.join(out, f)).size));
  rmSync(out, { recursive: true, force: true });
  return { ...r, largest, files: pdfs.length };
}

const scanRuns = [];
for (let round = 1; round <= rounds; round++) {
  const split = qpdfSplit(round);
  const b = build(
    ["--bates-prefix", "X", "--max-size-mb", "25", "--max-file-mb", "250", lease, scan, notice],
    round,
    "scan",
  );
  scanRuns.push({ split, build: b, ratio: b.seconds / split.seconds });
  process.stderr.write(
    `large scan round ${round}/${rounds}: build ${b.seconds.toFixed(2)} s, peak ${b.peakMb.toFixed(0)} MB, ` +
      `${b.files} volumes (largest ${(b.largest / MB).toFixed(1)} MB); qpdf split ${split.seconds.toFixed(2)} s\n`,
  );
}
const peak = Math.max(...scanRuns.map((r) => r.build.peakMb));
const ratio = median(scanRuns.map((r) => r.ratio));
const lines = [
  `large scan (issue 40): one ${(scanBytes / MB).toFixed(0)} MB scan of ${scanPages} image pages and two small documents, whole courtready build --max-size-mb 25 (median of ${rounds})`,
  `  peak ${Number.isFinite(peak) ? `${peak.toFixed(0)} MB` : "unknown (no /usr/bin/time)"} (target ≤ 400 MB: ${verdict(peak <= 400)}); ` +
    `${median(scanRuns.map((r) => r.build.seconds)).toFixed(2)} s, ${ratio.toFixed(2)}× a qpdf split into parts under 25 MB ` +
    `(${median(scanRuns.map((r) => r.split.seconds)).toFixed(2)} s; target ≤ 1.5×: ${verdict(ratio <= 1.5)}); ` +
    `largest volume ${(Math.max(...scanRuns.map((r) => r.build.largest)) / MB).toFixed(1)} MB`,
];

if (realworld.length) {
  const mixRuns = [];
  for (let round = 1; round <= rounds; round++) {
    const merged = path.join(dir, `merge-${round}.pdf`);
    const merge = timed("qpdf", ["--empty", "--keep-files-open=y", "--pages", ...realworld, "--", merged]);
    rmSync(merged, { force: true });
    const b = build(["--bates-prefix", "X", ...realworld], round, "mix");
    mixRuns.push({ merge, build: b, ratio: b.seconds / merge.seconds });
    process.stderr.write(
      `real-world mix round ${round}/${rounds}: build ${b.seconds.toFixed(2)} s, peak ${b.peakMb.toFixed(0)} MB; ` +
        `qpdf merge ${merge.seconds.toFixed(2)} s\n`,
    );
  }
  const mixPeak = Math.max(...mixRuns.map((r) => r.build.peakMb));
  const mixRatio = median(mixRuns.map((r) => r.ratio));
  lines.push(
    `real-world mix (${realworld.length} files), whole courtready build --bates-prefix X: peak ${mixPeak.toFixed(0)} MB ` +
      `(target ≤ 300 MB: ${verdict(mixPeak <= 300)}); ${median(mixRuns.map((r) => r.build.seconds)).toFixed(2)} s, ` +
      `${mixRatio.toFixed(2)}× a qpdf merge (target ≤ 2.0×: ${verdict(mixRatio <= 2)})`,
  );
}
rmSync(dir, { recursive: true, force: true });
console.log(lines.join("\n"));
