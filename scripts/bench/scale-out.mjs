// `node scripts/bench/scale-out.mjs [--quick]`: CourtReady as separate processes (issue 21) on a throwaway PostgreSQL
// cluster. (1) Builds per minute of the 100-text-PDF binder with one and with two worker processes (one job thread
// each), the web process apart. (2) p99 latency of GET /api/presets?state=CA and GET /api/health at 50 connections
// (autocannon, loopback) while four builds run on the workers: the web process must do no heavy work. A measurement,
// never a test: prints figures and met / NOT met, exits 1 only if something crashed.
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { writeTextPdfs } from "./corpus.mjs";
import { benchCluster, buildBinder } from "./deployment.mjs";
import { account, stopProcess } from "./server.mjs";

const quick = process.argv.includes("--quick");
const BUILDS = quick ? 4 : 6;
const LOAD_SECONDS = quick ? 5 : 10;
const TARGET_P99_MS = 100;
const log = (message) => process.stderr.write(`${message}\n`);

const bench = benchCluster("courtready-bench-scale-");
const { work, running, deployment } = bench;

const files = await writeTextPdfs(path.join(work, "text"), {
  seed: 101,
  files: 100,
  totalPages: 1000,
  prefix: "text",
});
const blobs = files.map((file) => ({
  name: path.basename(file),
  blob: new Blob([readFileSync(file)], { type: "application/pdf" }),
}));

/** One binder of the 100 text PDFs through POST /api/binders/render; resolves with the answer's status. */
const build = (base, who, index) => buildBinder(base, who, index, blobs);

/** Builds BUILDS binders, two at a time per person (the per-person limit), and gives builds per minute. */
async function throughput(d) {
  const people = await Promise.all(
    Array.from({ length: BUILDS / 2 }, (_, i) =>
      account(d.base, `bench${i}.${Date.now()}@example.com`, d.env),
    ),
  );
  const t0 = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: BUILDS }, (_, i) => build(d.base, people[Math.floor(i / 2)], i)),
  );
  const minutes = (performance.now() - t0) / 60_000;
  const failed = statuses.filter((s) => s !== 200).length;
  if (failed) throw new Error(`${failed} of ${BUILDS} builds answered ${statuses.join(", ")}`);
  return BUILDS / minutes;
}

async function load(url) {
  const result = await autocannon({ url, connections: 50, duration: LOAD_SECONDS, pipelining: 1 });
  return { p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx };
}

const rows = [];
let duringLoad = 0;
try {
  const perMinute = {};
  for (const workers of [1, 2]) {
    log(
      `scale-out: ${workers} worker process${workers === 1 ? "" : "es"}, ${BUILDS} builds of 100 text PDFs`,
    );
    const d = await deployment(workers, `bench_${workers}w_${process.pid}`);
    perMinute[workers] = await throughput(d);
    if (workers === 2) {
      log("scale-out: p99 under load while four builds run");
      const people = await Promise.all(
        [0, 1].map((i) => account(d.base, `load${i}.${Date.now()}@example.com`, d.env)),
      );
      // Four builds in flight the whole time: each of the four loops starts another as soon as one ends.
      let loading = true;
      let buildsDone = 0;
      const builds = [0, 1, 2, 3].map(async (i) => {
        while (loading) {
          await build(d.base, people[Math.floor(i / 2)], i);
          buildsDone++;
        }
      });
      // Load only once the builds are on the workers, not while their first uploads arrive.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const before = buildsDone;
      const presets = await load(`${d.base}/api/presets?state=CA`);
      const health = await load(`${d.base}/api/health`);
      duringLoad = buildsDone - before;
      loading = false;
      await Promise.all(builds);
      for (const [label, r] of [
        ["GET /api/presets?state=CA", presets],
        ["GET /api/health", health],
      ])
        rows.push([
          `${label}, 50 connections, during 4 builds: p99 < ${TARGET_P99_MS} ms`,
          `${r.p99} ms (${Math.round(r.rps)} req/s, ${r.errors} errors; ${duringLoad} builds finished while both loads ran)`,
          r.p99 < TARGET_P99_MS && r.errors === 0 ? "met" : "NOT met",
        ]);
    }
    for (const p of running.splice(0)) await stopProcess(p);
  }
  rows.unshift(
    ["100-text-PDF binders per minute, 1 worker process", perMinute[1].toFixed(1), "(figure)"],
    [
      "100-text-PDF binders per minute, 2 worker processes",
      `${perMinute[2].toFixed(1)} (${(perMinute[2] / perMinute[1]).toFixed(2)}× one; ${os.availableParallelism()} cores)`,
      "(figure)",
    ],
  );
  console.log("scale-out (issue 21): web and workers as separate processes on PostgreSQL");
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [what, measured, verdict] of rows)
    console.log(`  ${what.padEnd(width)}  ${measured}  ${verdict}`);
} finally {
  await bench.close();
}
