// `node scripts/bench/upload-memory.mjs`: the web process's memory on every upload path that checks content (issue
// 40). Starts the built server (apps/server/dist/main.js) on a fresh data folder as production runs it, then, one case
// after another: one free account saving six projects of 3 × 28 MB at once; eight 28 MB library uploads (two
// accounts, four each); sixteen file checks from four accounts; eight unlocks of a locked 28 MB PDF (four accounts,
// two each). For each: the server's resident memory (VmRSS) before, its peak while the case runs, and a minute after
// it ended, against the targets (growth ≤ 150 MB; back within 30 MB of idle a minute after). Requests the per-account
// limits refuse (429) are counted, not retried: they are part of what bounds the memory.
// Two deployments: web and job threads in one process (the default; the threads' own memory is then in the figure,
// so the pool is warmed with one small check before idle is read), and with --split, a web process and a worker
// process on PostgreSQL (a cluster of its own, scripts/pg-test-cluster.sh): the web process's memory alone.
// A measurement, never a test: it prints figures and met / NOT met, and exits 1 only if something crashed.
//   node scripts/bench/upload-memory.mjs [--split] [--settle-seconds N]
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { paddedPdf } from "../../apps/server/src/testing/padded-pdf.ts";
import {
  account,
  freePort,
  localServer,
  migrate,
  root,
  rssMb,
  sampleRss,
  startProcess,
  stopProcess,
} from "./server.mjs";

const MB = 1024 * 1024;
const FILE_BYTES = 28 * MB;
const TARGETS = { growthMb: 150, settledWithinMb: 30 };

const { values: opts } = parseArgs({
  options: {
    "settle-seconds": { type: "string", default: "60" },
    split: { type: "boolean", default: false },
  },
});
const settleSeconds = Number(opts["settle-seconds"]);

/** POSTs a multipart form; resolves with the status (the body read and dropped). */
async function post(base, person, url, fields, files) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const { field, name, bytes } of files)
    form.append(field, new Blob([bytes], { type: "application/pdf" }), name);
  try {
    const response = await fetch(`${base}${url}`, {
      method: "POST",
      headers: { cookie: person.cookie, "x-csrf-token": person.csrf, origin: base },
      body: form,
    });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    // A refusal from the headers (a 429 before any byte is read) can close the connection while the body is still
    // being sent: counted as refused unread, as the server meant, rather than ending the bench.
    if (["EPIPE", "ECONNRESET"].includes(error?.cause?.code)) return "closed unread";
    throw error;
  }
}

const tally = (statuses) => {
  const counts = new Map();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${n} × ${s}`).join(", ");
};

const { dataDir, base, env } = await localServer("upload-memory", {
  NODE_ENV: "production",
  // Room for every save, so what is measured is the checks, not a quota refusal.
  LIBRARY_QUOTA_MB: "8192",
  // The bench signs several accounts up from one address.
  SIGNUPS_PER_ADDRESS_PER_HOUR: "100",
});
const running = [];
let clusterDir;
/** The processes of the deployment; the web one is measured. */
async function deploy() {
  if (!opts.split) {
    const server = await startProcess(env);
    running.push(server);
    return server.child.pid;
  }
  const cluster = execFileSync("bash", [path.join(root, "scripts/pg-test-cluster.sh")], { encoding: "utf8" });
  const databaseUrl = /TEST_DATABASE_URL=(\S+)/.exec(cluster)?.[1];
  clusterDir = /COURTREADY_PG_TEST_DIR=(\S+)/.exec(cluster)?.[1];
  const { PORT, ...shared } = env;
  const common = {
    ...shared,
    DATABASE_URL: databaseUrl,
    CSRF_SECRET: "bench-upload-memory-secret-0123456789",
    FILES_DIR: path.join(dataDir, "files"),
  };
  migrate(common);
  const web = await startProcess({
    ...common,
    PORT,
    DATA_DIR: path.join(dataDir, "web"),
    COURTREADY_SERVICES: "web",
  });
  running.push(web);
  const worker = await startProcess({
    ...common,
    WORKER_PORT: String(await freePort()),
    DATA_DIR: path.join(dataDir, "worker"),
    COURTREADY_SERVICES: "worker",
  });
  running.push(worker);
  return web.child.pid;
}
const pid = await deploy();
let crashed = false;
try {
  const pdf = paddedPdf(FILE_BYTES);
  const pdfPath = path.join(dataDir, "exhibit.pdf");
  const lockedPath = path.join(dataDir, "locked.pdf");
  writeFileSync(pdfPath, pdf);
  execFileSync("qpdf", ["--encrypt", "bench-pass", "bench-pass", "256", "--", pdfPath, lockedPath]);
  const locked = readFileSync(lockedPath);
  const people = [];
  for (let i = 0; i < 4; i++) people.push(await account(base, `bench.upload${i}@example.com`, null));
  const file = (field, name, bytes = pdf) => ({ field, name, bytes });
  // The job threads start on the first job and load the engine and fonts: started before idle is read, so the
  // figures are the uploads', not the pool's start.
  const warm = await post(base, people[3], "/api/inspect-file", {}, [
    file("file", "warm.pdf", paddedPdf(64 * 1024)),
  ]);
  if (warm !== 200) throw new Error(`warm-up check answered ${warm}`);

  const cases = [
    {
      name: "one free account saving six projects of 3 × 28 MB at once",
      run: () =>
        Array.from({ length: 6 }, (_, i) =>
          post(base, people[0], "/api/projects", { projectName: `Bench ${i}` }, [
            file("files", `a${i}.pdf`),
            file("files", `b${i}.pdf`),
            file("files", `c${i}.pdf`),
          ]),
        ),
    },
    {
      name: "eight 28 MB library uploads (two accounts, four each)",
      run: () =>
        Array.from({ length: 8 }, (_, i) =>
          post(base, people[i % 2 === 0 ? 1 : 2], "/api/user-files", {}, [file("file", `lib${i}.pdf`)]),
        ),
    },
    {
      name: "sixteen file checks from four accounts",
      run: () =>
        Array.from({ length: 16 }, (_, i) =>
          post(base, people[i % 4], "/api/inspect-file", {}, [file("file", `check${i}.pdf`)]),
        ),
    },
    {
      name: "eight unlocks of a locked 28 MB PDF (four accounts, two each)",
      run: () =>
        Array.from({ length: 8 }, (_, i) =>
          post(base, people[i % 4], "/api/unlock-pdf", { password: "bench-pass" }, [
            file("file", `locked${i}.pdf`, locked),
          ]),
        ),
    },
  ];

  console.log(
    `web process memory on the upload paths (issue 40): ${opts.split ? "web and worker processes apart (PostgreSQL)" : "web and job threads in one process"}`,
  );
  console.log(
    `  targets: growth ≤ ${TARGETS.growthMb} MB over idle; within ${TARGETS.settledWithinMb} MB of idle ${settleSeconds} s after`,
  );
  for (const c of cases) {
    const idle = rssMb(pid);
    const stop = sampleRss(pid);
    const started = performance.now();
    const statuses = await Promise.all(c.run());
    const seconds = (performance.now() - started) / 1000;
    const peak = stop();
    await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
    const after = rssMb(pid);
    const growth = peak - idle;
    const settled = after - idle;
    console.log(`  ${c.name}`);
    console.log(`    answers: ${tally(statuses)} in ${seconds.toFixed(1)} s`);
    console.log(
      `    RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (growth ${growth.toFixed(0)} MB) — ` +
        `${growth <= TARGETS.growthMb ? "met" : "NOT met"}`,
    );
    console.log(
      `    ${settleSeconds} s after: ${after.toFixed(0)} MB (${settled >= 0 ? "+" : ""}${settled.toFixed(0)} MB over idle) — ` +
        `${settled <= TARGETS.settledWithinMb ? "met" : "NOT met"}`,
    );
  }
} catch (error) {
  crashed = true;
  console.error(error);
  for (const process of running) console.error(process.output().slice(-3000));
} finally {
  for (const process of running.reverse()) await stopProcess(process);
  if (clusterDir) execFileSync("bash", [path.join(root, "scripts/pg-test-cluster.sh"), "stop", clusterDir]);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(crashed ? 1 : 0);
