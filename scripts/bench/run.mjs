// `npm run bench`: builds binders from a generated corpus and prints speed, memory and size beside the targets of
// issue 3. A measurement, never a test: it exits 0 whatever the figures, 1 only when something crashed.
//   npm run bench [-- --quick] [-- --rounds N] [-- --keep] [-- --only ID,ID]
import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { build } from "esbuild";
import { externalizeDependencies } from "../bundle-node.mjs";
import { realWorldMix } from "./realworld.mjs";
import { MB, fmt, summarise, table, targetsOf } from "./report.mjs";
import { runSections } from "./sections.mjs";
import { minImagePpi, versionOf, which } from "./tools.mjs";

const here = path.dirname(new URL(import.meta.url).pathname);
const root = path.resolve(here, "../..");
const USAGE = `usage: npm run bench [-- --quick] [-- --rounds N] [-- --keep] [-- --only ID,ID]
  --quick     1 round, without the 5,000-page binder
  --only IDS  only these build cases (single, text, kit, photos, scans, office, all, realworld, fifty, big), and none
              of the other sections (office converter, payloads, landing page, uploads, upload memory, sign-in,
              resumable uploads, scale-out, operations, message exports)
  --rounds N  rounds per case (default 3); each round measures the qpdf merge then the build, interleaved
  --keep      keep the generated corpus and outputs (their folder is printed)`;

const { values: opts } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    rounds: { type: "string" },
    keep: { type: "boolean", default: false },
    only: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (opts.help) {
  console.log(USAGE);
  process.exit(0);
}
const rounds = opts.rounds !== undefined ? Number(opts.rounds) : opts.quick ? 1 : 3;
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 20) {
  console.error(`bench: --rounds must be a whole number from 1 to 20\n${USAGE}`);
  process.exit(1);
}

const tStart = performance.now();
const log = (message) => process.stderr.write(`${message}\n`);
const seconds = (t0) => (performance.now() - t0) / 1000;
const crashes = [];

// ---------------------------------------------------------------------------------------------------------------
// Machine: figures mean little without it, and the targets were set on a 2-core machine.

const QPDF = which("qpdf");
const SOFFICE = which("soffice");
const TIME = existsSync("/usr/bin/time") ? "/usr/bin/time" : null;
const cpus = os.cpus();
const sharpVersion = JSON.parse(
  readFileSync(path.join(root, "node_modules/sharp/package.json"), "utf8"),
).version;
const pdfLibVersion = JSON.parse(
  readFileSync(path.join(root, "node_modules/@cantoo/pdf-lib/package.json"), "utf8"),
).version;
console.log("CourtReady binder benchmark");
console.log(
  `machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), ` +
    `${(os.totalmem() / 1024 ** 3).toFixed(1)} GB RAM, ${os.type()} ${os.release()}`,
);
console.log(
  `tools:   Node ${process.version}, qpdf ${versionOf("qpdf", ["--version"], /qpdf version (\S+)/)}, ` +
    `LibreOffice ${versionOf("soffice", ["--version"], /LibreOffice (\S+)/)}, sharp ${sharpVersion}, ` +
    `@cantoo/pdf-lib ${pdfLibVersion}`,
);
console.log(`rounds:  ${rounds}${opts.quick ? " (quick: no 5,000-page binder)" : ""}`);
if (!QPDF) {
  console.error(
    "bench: qpdf is not installed; the engine and the baseline both need it (npm start installs it)",
  );
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------------------------
// The worker: the engine exports TypeScript sources, so the worker is bundled the way the CLI is. It lives under
// node_modules/.cache so its third-party imports (sharp is native) resolve from the repository's node_modules.

const cacheDir = path.join(root, "node_modules/.cache/courtready-bench");
/** Bundles a TypeScript bench script for Node, its dependencies left in node_modules. */
const bundleScript = (entry, outfile) =>
  build({
    absWorkingDir: root,
    entryPoints: [path.join(here, entry)],
    outfile,
    bundle: true,
    platform: "node",
    target: "node24",
    format: "esm",
    logLevel: "warning",
    plugins: [externalizeDependencies],
  });
const workerFile = path.join(cacheDir, "worker.mjs");
await bundleScript("worker.ts", workerFile);

// Issue 36: the filing check in process, bundled the same way.
const checkWorkerFile = path.join(cacheDir, "check-worker.mjs");
await bundleScript("check-worker.ts", checkWorkerFile);

// Issue 38: the message exports read and rendered in process, bundled the same way.
const messagesWorkerFile = path.join(cacheDir, "messages-worker.mjs");
await bundleScript("messages-worker.ts", messagesWorkerFile);

// Issue 43: redaction's finding, removal and verification in process, bundled the same way.
const redactionWorkerFile = path.join(cacheDir, "redaction-worker.mjs");
await bundleScript("redaction-worker.ts", redactionWorkerFile);

// Issue 23: the warm LibreOffice against a cold soffice run, bundled the same way.
const officeWarmFile = path.join(cacheDir, "office-warm.mjs");
await bundleScript("office-warm.ts", officeWarmFile);

// ---------------------------------------------------------------------------------------------------------------
// Corpus: generated from fixed seeds into a temporary folder, never committed or downloaded.

const work = mkdtempSync(path.join(os.tmpdir(), "courtready-bench-"));
const cleanUp = () => {
  if (!opts.keep) rmSync(work, { recursive: true, force: true });
};
process.on("SIGINT", () => {
  cleanUp();
  process.exit(130);
});

// Generated in a child process so this one stays small: see generate.mjs for why that matters to the figures.
const tGen = performance.now();
log(`generating the corpus in ${work} …`);
const generated = spawnSync(
  process.execPath,
  [
    path.join(here, "generate.mjs"),
    work,
    ...(opts.quick ? ["--quick"] : []),
    ...(SOFFICE ? [] : ["--no-office"]),
  ],
  { stdio: ["ignore", "inherit", "inherit"], timeout: 15 * 60_000 },
);
if (generated.status !== 0) {
  console.error(`bench: generating the corpus failed (${generated.status ?? generated.signal})`);
  cleanUp();
  process.exit(1);
}
const { single, text, photos, scans, office, big } = JSON.parse(
  readFileSync(path.join(work, "manifest.json"), "utf8"),
);
if (!SOFFICE) log("LibreOffice is not installed: the Office case is skipped");
// Issue 23's real-world mix, from ../shared/corpus where it is (the book's chapters are written into `work`).
const corpusDir = process.env.COURTREADY_CORPUS ?? path.resolve(root, "../shared/corpus");
let realworld = [];
try {
  realworld = realWorldMix(path.join(work, "realworld"), corpusDir);
} catch (error) {
  log(`the real-world mix is skipped: ${error instanceof Error ? error.message : String(error)}`);
}
// A 50-page binder (the book's first five chapters): the fixed cost of a build is most of its time.
const fifty = realworld.slice(0, 5);
const sizeOf = (files) => files.reduce((sum, f) => sum + statSync(f).size, 0);
const genSeconds = seconds(tGen);
log(`corpus generated in ${genSeconds.toFixed(1)} s`);

// LibreOffice runs are counted (and their peak memory read, where /usr/bin/time exists) by a shim first on PATH:
// the target is one LibreOffice session per build, and its memory is not in the worker's own maxRSS.
const shimDir = path.join(work, "shim");
mkdirSync(shimDir);
if (SOFFICE) {
  const shim = path.join(shimDir, "soffice");
  writeFileSync(
    shim,
    TIME
      ? `#!/bin/sh\nexec ${TIME} -a -o "$COURTREADY_BENCH_SOFFICE_LOG" -f "%M" ${SOFFICE} "$@"\n`
      : `#!/bin/sh\necho 0 >> "$COURTREADY_BENCH_SOFFICE_LOG"\nexec ${SOFFICE} "$@"\n`,
  );
  chmodSync(shim, 0o755);
}

// ---------------------------------------------------------------------------------------------------------------
// Cases. Each build runs in a fresh process (peak memory per case); the PDF cases also time a plain qpdf merge of
// the same PDFs right before each build, so drift on a shared machine hits both sides of the ratio alike.

const cases = [
  { id: "single", title: "baseline: 1 one-page PDF", files: single },
  { id: "text", title: "100 text PDFs", files: text, merge: text },
  // The enhanced kit of the same files, compared with the standard build above (issue 10).
  {
    id: "kit",
    title: "enhanced kit, 100 text PDFs",
    files: text,
    merge: text,
    enhanced: true,
    versus: "text",
  },
  { id: "photos", title: "30 phone photos", files: photos },
  { id: "scans", title: "20 scanned PDFs", files: scans, merge: scans },
  ...(office.length ? [{ id: "office", title: "5 Office files", files: office }] : []),
  {
    id: "all",
    title: `everything (${text.length + photos.length + scans.length + office.length} files)`,
    files: [...text, ...photos, ...scans, ...office],
    merge: [...text, ...scans],
  },
  ...(realworld.length
    ? [
        { id: "realworld", title: "real-world mix (corpus)", files: realworld, merge: realworld },
        // `again`: the same process builds it a second time, as a warm server worker would.
        { id: "fifty", title: "50-page binder", files: fifty, merge: fifty, again: true },
      ]
    : []),
  ...(big.length ? [{ id: "big", title: "5,000-page binder", files: big, merge: big }] : []),
];
const only = opts.only ? new Set(opts.only.split(",").map((id) => id.trim())) : null;
if (only) {
  const unknown = [...only].filter((id) => !cases.some((c) => c.id === id));
  if (unknown.length) {
    console.error(`bench: no case ${unknown.join(", ")}\n${USAGE}`);
    process.exit(1);
  }
  cases.splice(0, cases.length, ...cases.filter((c) => only.has(c.id)));
}
for (const c of cases) c.runs = [];

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"], ...options });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    child.on("error", (error) =>
      resolve({ code: null, signal: null, stderr: error.message, wall: seconds(t0) }),
    );
    child.on("close", (code, signal) => resolve({ code, signal, stderr, wall: seconds(t0) }));
  });
}

/** `qpdf --empty --pages … --`: copies the pages' objects and stamps nothing, the floor for any binder build. */
async function merge(c, round) {
  const out = path.join(work, "out", `${c.id}-merge-${round}.pdf`);
  mkdirSync(path.dirname(out), { recursive: true });
  // Explicit although it is qpdf's default below 200 files: above that, qpdf reopens files per page without it.
  const r = await run(QPDF, ["--empty", "--keep-files-open=y", "--pages", ...c.merge, "--", out]);
  // 3 is "succeeded with warnings".
  if (r.code !== 0 && r.code !== 3) throw new Error(`qpdf merge failed (${r.code ?? r.signal}): ${r.stderr}`);
  const bytes = statSync(out).size;
  rmSync(out);
  return { time: r.wall, bytes };
}

/** This process's largest RSS when it started a build: a child's maxRSS on Linux cannot be lower (generate.mjs). */
let parentRss = 0;

async function buildOnce(c, round) {
  const dir = path.join(work, "out", `${c.id}-${round}`);
  mkdirSync(dir, { recursive: true });
  const jobFile = path.join(dir, "job.json");
  const resultFile = path.join(dir, "result.json");
  const sofficeLog = path.join(dir, "soffice.log");
  writeFileSync(
    jobFile,
    JSON.stringify({ files: c.files, outDir: dir, resultFile, enhanced: !!c.enhanced, again: !!c.again }),
  );
  parentRss = Math.max(parentRss, process.memoryUsage().rss);
  const r = await run(process.execPath, [workerFile, jobFile], {
    cwd: root,
    env: {
      ...process.env,
      PATH: `${shimDir}${path.delimiter}${process.env.PATH}`,
      COURTREADY_BENCH_SOFFICE_LOG: sofficeLog,
    },
    timeout: 20 * 60_000,
  });
  if (r.code !== 0) throw new Error(`build exited with ${r.code ?? r.signal}:\n${r.stderr.trim()}`);
  const result = JSON.parse(readFileSync(resultFile, "utf8"));
  const lines = existsSync(sofficeLog) ? readFileSync(sofficeLog, "utf8").split("\n") : [];
  const sofficeKb = lines.filter((l) => /^\d+$/.test(l.trim())).map(Number);
  result.sofficeRuns = sofficeKb.length;
  result.sofficeMaxRss = TIME && sofficeKb.length ? Math.max(...sofficeKb) * 1024 : null;
  result.wall = r.wall;
  // Print density of the photos, read from the binder itself; untimed, first round only.
  if (c.id === "photos" && round === 1 && which("pdfimages"))
    result.minPpi = minImagePpi(path.join(dir, "binder.pdf"));
  if (round > 1 || !opts.keep) rmSync(dir, { recursive: true, force: true });
  return result;
}

const tBench = performance.now();
for (let round = 1; round <= rounds; round++) {
  for (const c of cases) {
    if (c.crashed) continue;
    try {
      const m = c.merge ? await merge(c, round) : null;
      const b = await buildOnce(c, round);
      c.runs.push({ merge: m, build: b });
      log(
        `round ${round}/${rounds} ${c.title.padEnd(26)} build ${b.total.toFixed(2)} s` +
          (m ? `, qpdf merge ${m.time.toFixed(2)} s (× ${(b.total / m.time).toFixed(2)})` : "") +
          `, peak ${(b.maxRss / MB).toFixed(0)} MB`,
      );
    } catch (error) {
      c.crashed = error instanceof Error ? error.message : String(error);
      crashes.push(`${c.title}: ${c.crashed}`);
      log(`round ${round}/${rounds} ${c.title}: CRASHED\n${c.crashed}`);
    }
  }
}
log(`measured in ${seconds(tBench).toFixed(0)} s`);

// The 50-page binder's whole `courtready build` command, Node's start-up and the loading of the bundled CLI
// included, as a person running it waits for it, and `courtready --help` (start-up and loading alone): reported
// beside the target, which is measured inside the process like every other row (decisions.md, "What the CLI no
// longer loads": start-up alone is more than 3× a 50-page merge). The CLI is built from the current sources
// first. The first run fills V8's compile cache (bin/courtready.mjs) and is reported on its own.
const cliRuns = [];
let cliFirst = null;
const fiftyCase = cases.find((c) => c.id === "fifty" && !c.crashed);
if (fiftyCase) {
  execFileSync(process.execPath, [path.join(root, "packages/engine/build.mjs")], { stdio: "ignore" });
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), "courtready-bench-cc-"));
  const cli = async (args = ["build", "--out", path.join(work, "out", "fifty-cli"), ...fiftyCase.files]) => {
    rmSync(path.join(work, "out", "fifty-cli"), { recursive: true, force: true });
    const r = await run(process.execPath, [path.join(root, "packages/engine/bin/courtready.mjs"), ...args], {
      cwd: root,
      env: { ...process.env, NODE_COMPILE_CACHE: cacheDir },
    });
    if (r.code !== 0)
      throw new Error(`courtready ${args[0]} exited with ${r.code ?? r.signal}:\n${r.stderr.trim()}`);
    return r.wall;
  };
  cliFirst = await cli();
  for (let round = 1; round <= rounds; round++) {
    const m = await merge(fiftyCase, `cli-${round}`);
    const wall = await cli();
    const help = await cli(["--help"]);
    cliRuns.push({ wall, ratio: wall / m.time, help, helpRatio: help / m.time });
    log(
      `round ${round}/${rounds} courtready build (50 pages)  ${wall.toFixed(2)} s, --help ${help.toFixed(2)} s, qpdf merge ${m.time.toFixed(2)} s (× ${(wall / m.time).toFixed(2)})`,
    );
  }
  rmSync(cacheDir, { recursive: true, force: true });
}

/**
 * A section measured by a script of its own against the freshly built CLI (`name` labels a crash): its report lines,
 * or `skipped` when it does not run.
 */
function engineSection(name, script, args, env, skipped) {
  if (skipped) return skipped;
  execFileSync(process.execPath, [path.join(root, "packages/engine/build.mjs")], { stdio: "ignore" });
  const r = spawnSync(process.execPath, [path.join(here, script), ...args], {
    encoding: "utf8",
    timeout: 600_000,
    cwd: root,
    env: { ...process.env, ...env },
  });
  if (r.status === 0) return r.stdout.trimEnd();
  crashes.push(`${name}: ${r.stderr.trim() || r.status}`);
  return `${name}: crashed`;
}

// The filing check on the 1,000-page mix (issue 36): the whole `courtready check` command and checkFiling alone.
const checkLines = engineSection(
  "filing check",
  "check.mjs",
  [work, ...realworld],
  { COURTREADY_CHECK_WORKER: checkWorkerFile },
  realworld.length ? null : "filing check: skipped (no real-world mix)",
);

// Message exports (issue 38): a 100,000-message SMS backup listed, a 1,000-message transcript rendered; the whole
// `courtready` command and the engine in process.
const messagesLines = engineSection(
  "message exports",
  "messages.mjs",
  [work],
  { COURTREADY_MESSAGES_WORKER: messagesWorkerFile },
  only ? "message exports: skipped (--only)" : null,
);

// Large evidence (issue 40): a 120 MB scan split at 25 MB, and the real-world mix, through the whole command: peak
// memory and time beside qpdf splitting or merging the same files.
const largeScanLines = engineSection(
  "large scan",
  "large-scan.mjs",
  [work, ...realworld, "--rounds", String(rounds)],
  {},
  only ? "large scan: skipped (--only)" : null,
);

// Redaction (issue 43): 50 hits of a 300-page PDF redacted and verified, a 1,000-page redacted copy verified.
const redactionLines = engineSection(
  "redaction",
  "redaction.mjs",
  [work],
  { COURTREADY_REDACTION_WORKER: redactionWorkerFile },
  only ? "redaction: skipped (--only)" : null,
);

// What the check adds to a typical Generate (issue 36: ≤ 10 %), the whole `courtready build` without and with a court.
let generateCheckLine = "typical Generate with the filing check: skipped (LibreOffice is not installed)";
if (SOFFICE) {
  execFileSync(process.execPath, [path.join(root, "packages/engine/build.mjs")], { stdio: "ignore" });
  const generate = spawnSync(process.execPath, [path.join(here, "check-generate.mjs")], {
    encoding: "utf8",
    timeout: 900_000,
    cwd: root,
  });
  if (generate.status === 0) generateCheckLine = generate.stdout.trimEnd();
  else crashes.push(`typical Generate with the filing check: ${generate.stderr.trim() || generate.status}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Report: medians (one slow round on a shared machine should not move the figure), ratios per round (report.mjs).

const summary = summarise(cases, sizeOf);

console.log("");
console.log(
  table(
    [
      "case",
      "inputs",
      "input MB",
      "pages",
      "build s",
      "qpdf merge s",
      "× merge",
      "peak MB",
      "binder MB",
      "merged MB",
    ],
    [...summary.values()].map((s) => [
      s.c.title + (s.c.crashed ? " (CRASHED)" : ""),
      s.inputs,
      fmt(s.inputMb, 1),
      s.pages ?? "–",
      fmt(s.time),
      fmt(s.mergeTime),
      fmt(s.ratio),
      fmt(s.peakMb, 0),
      fmt(s.outMb, 1),
      fmt(s.mergeMb, 1),
    ]),
  ),
);
const pdfCount = text.length + scans.length;
console.log(
  [
    `build s    median of ${rounds} round${rounds === 1 ? "" : "s"}, inside the build process: inputs read → binder.pdf and binder.zip written`,
    `× merge    median of per-round ratios to the qpdf merge run just before the build ('everything': its ${pdfCount} PDFs)`,
    "peak MB    the highest maxRSS of the rounds' build processes; qpdf and LibreOffice run as separate processes, not in it",
    `           (no child's maxRSS can be below this process's RSS when it spawned it: ${(parentRss / MB).toFixed(0)} MB)`,
    "binder MB  binder.pdf; merged MB: the qpdf merge's output",
  ].join("\n"),
);

for (const s of summary.values()) {
  const base = s.c.versus ? summary.get(s.c.versus) : undefined;
  if (base?.time && s.time)
    console.log(
      `${s.c.title}: ${(s.time / base.time).toFixed(2)}× the standard build of the same files (${fmt(base.time)} s)`,
    );
}

console.log("");
console.log(
  "where the build's time goes (median seconds; convert = qpdf inspection and the pool's merge, sharp, LibreOffice; assemble = pages, stamps, writing)",
);
console.log(
  table(
    ["case", "read", "convert", "assemble", "zip", "write", "process wall"],
    [...summary.values()]
      .filter((s) => s.n)
      .map((s) => [
        s.c.title,
        fmt(s.stages.read),
        fmt(s.stages.convert),
        fmt(s.stages.assemble),
        fmt(s.stages.zip),
        fmt(s.stages.write),
        fmt(s.wall),
      ]),
  ),
);
console.log(
  "process wall: spawn to exit of the build process, i.e. build s plus Node start-up and module loading.",
);

// Targets of issues 3 and 23, beside the figures. Information only: the exit code does not depend on them.
const targets = targetsOf(summary, { office, cliRuns, cliFirst, quick: opts.quick });

console.log("");
console.log(checkLines);
console.log(messagesLines);
console.log(largeScanLines);
console.log(redactionLines);
console.log(generateCheckLine);
console.log("");
console.log("targets (issues 3 and 23)");
console.log(table(["target", "measured", "verdict"], targets));
// 3 office files, warm LibreOffice vs cold soffice (issue 23), from ../shared/corpus.
console.log("");
if (only) {
  console.log("other sections: skipped (--only)");
} else if (SOFFICE) {
  const warm = spawnSync(process.execPath, [officeWarmFile, String(rounds)], {
    encoding: "utf8",
    timeout: 600_000,
    // The bundle does not sit where the engine's sources find the corpus by themselves.
    env: {
      ...process.env,
      COURTREADY_CORPUS: process.env.COURTREADY_CORPUS ?? path.resolve(root, "../shared/corpus"),
    },
  });
  if (warm.status === 0) console.log(warm.stdout.trimEnd());
  else crashes.push(`warm office converter: ${warm.stderr.trim() || warm.status}`);
} else {
  console.log("3 office files, warm converter vs cold soffice: skipped (LibreOffice is not installed)");
}

if (!only) {
  // The sections measured against the built server and web app, each in a process of its own (sections.mjs).
  runSections(
    [
      // A typical binder through the web app (issue 23): checks, Preview, Generate.
      {
        name: "typical binder through HTTP",
        script: "typical.mjs",
        timeout: 900_000,
        server: true,
        office: true,
      },
      // The court directory's payloads (issue 4): sizes only, from the committed data.
      { name: "court directory payloads", script: "presets.mjs", timeout: 120_000 },
      // What the landing page downloads (issue 9), from the last web build.
      { name: "landing page sizes", script: "landing.mjs", timeout: 120_000, web: true },
      // The web process's memory while uploads stream in (issue 20).
      { name: "uploads", script: "uploads.mjs", timeout: 900_000, server: true },
      // The web process's memory on every upload path that checks content (issue 40).
      { name: "upload memory", script: "upload-memory.mjs", timeout: 1_200_000, server: true },
      // Resumable uploads (issue 40): six concurrent 250 MB uploads' memory, and what a resume sends again.
      { name: "resumable uploads", script: "resumable.mjs", timeout: 1_200_000, server: true },
      // One sign-in over HTTP (issue 37).
      { name: "sign-in", script: "sign-in.mjs", timeout: 300_000, server: true },
      // Web and workers as separate processes on PostgreSQL (issue 21): builds per minute, latency while building.
      { name: "scale-out", script: "scale-out.mjs", timeout: 1_200_000, server: true, quick: opts.quick },
      // Operations at scale (issue 41): failover after kill -9, a check's latency while builds run, memory over builds.
      { name: "operations", script: "operations.mjs", timeout: 1_800_000, server: true, quick: opts.quick },
    ],
    { root, here, crashes, office: Boolean(SOFFICE) },
  );
}

console.log(`\nwhole run ${seconds(tStart).toFixed(0)} s (corpus generation ${genSeconds.toFixed(0)} s)`);

if (opts.keep) console.log(`corpus and round-1 outputs kept in ${work}`);
cleanUp();
if (crashes.length) {
  console.error(
    `\nbench: ${crashes.length} case${crashes.length === 1 ? "" : "s"} crashed:\n${crashes.join("\n")}`,
  );
  process.exit(1);
}
