// `node scripts/bench/uploads.mjs`: the web process's memory while uploads stream in (issue 20). Starts the built
// server (apps/server/dist/main.js) on a fresh data folder and sends six 87 MB builds at once (3 files of 29 MB each,
// streamed from one reused 1 MiB chunk, so the bench itself stays small): first from six members, then from a
// signed-in person without a membership. Samples the server's resident memory (VmRSS) every 20 ms while the bodies
// stream. A measurement, never a test: it prints figures and met / NOT met, and exits 1 only if something crashed.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { account, freePort, root, rssMb, sampleRss } from "./server.mjs";
const MB = 1024 * 1024;
const FILE_BYTES = 29 * MB;
const FILES = 3;
const UPLOADS = 6;
const TARGETS = { memberGrowthMb: 60, refusedGrowthMb: 20, refusedSeconds: 1 };

/**
 * Streams one 87 MB multipart build. `sent` settles when the last byte is written (or the server answered first);
 * `answer` when the answer arrives, with its status and how long it took.
 */
function upload(base, who) {
  let markSent;
  const sent = new Promise((resolve) => (markSent = resolve));
  return { sent, answer: send(base, who, markSent) };
}

function send(base, who, markSent) {
  const boundary = "----courtready-bench";
  const chunk = Buffer.alloc(MB, 0x41);
  const head = (i) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="scan-${i}.pdf"\r\n` +
        "Content-Type: application/pdf\r\n\r\n%PDF-1.4\n",
    );
  const heads = Array.from({ length: FILES }, (_, i) => head(i));
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fileBody = FILE_BYTES - 9;
  const length = heads.reduce((n, h) => n + h.length, 0) + FILES * fileBody + (FILES - 1) * 2 + tail.length;
  const url = new URL(`${base}/api/binders/render`);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let sentAt = null;
    let answered = false;
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": length,
          cookie: who.cookie,
          "x-csrf-token": who.csrf,
          origin: base,
        },
      },
      (response) => {
        answered = true;
        markSent();
        const answeredAt = performance.now();
        response.resume();
        response.on("end", () =>
          resolve({
            status: response.statusCode,
            sentSeconds: sentAt,
            answerSeconds: (answeredAt - started) / 1000,
          }),
        );
      },
    );
    request.on("error", (error) => (answered ? undefined : reject(error)));
    const write = async () => {
      for (let i = 0; i < FILES; i++) {
        if (i > 0) request.write("\r\n");
        request.write(heads[i]);
        for (let left = fileBody; left > 0 && !answered;) {
          const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
          left -= part.length;
          if (!request.write(part)) await new Promise((r) => request.once("drain", r));
        }
        if (answered) return request.destroy();
      }
      request.end(tail);
      sentAt = (performance.now() - started) / 1000;
      markSent();
    };
    write().catch(reject);
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "courtready-bench-uploads-"));
const port = await freePort();
const env = {
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  LOG_LEVEL: "info",
  NODE_ENV: "production",
  // Production requires both (issue 22): links on this address, and the test checkout (no Stripe here).
  PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
  PAYMENTS: "test",
  JOB_WORKERS: "1",
};
const server = spawn(process.execPath, [path.join(root, "apps/server/dist/main.js")], {
  cwd: root,
  env: { ...process.env, ...env },
  stdio: ["ignore", "pipe", "pipe"],
});
let output = "";
try {
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk.toString();
      if (output.includes("CourtReady is ready at")) resolve();
    };
    server.stdout.on("data", onData);
    server.stderr.on("data", onData);
    server.once("exit", (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const members = [];
  for (let i = 0; i < UPLOADS; i++) members.push(await account(base, `bench.member${i}@example.com`, env));
  const stranger = await account(base, "bench.nonmember@example.com", null);

  /** Peak RSS while the bodies stream in (until the last byte is sent), then every answer. */
  const measure = async (who) => {
    const before = rssMb(server.pid);
    const stop = sampleRss(server.pid);
    const uploads = who.map((w) => upload(base, w));
    await Promise.all(uploads.map((u) => u.sent));
    const peak = stop();
    const answers = await Promise.all(uploads.map((u) => u.answer));
    return { before, peak, answers };
  };

  const refused = await measure(Array.from({ length: UPLOADS }, () => stranger));
  const members6 = await measure(members);

  const slowestRefusal = Math.max(...refused.answers.map((a) => a.answerSeconds));
  const rows = [
    [
      `six 87 MB uploads from members: RSS growth while they stream (target ≤ ${TARGETS.memberGrowthMb} MB)`,
      `${(members6.peak - members6.before).toFixed(0)} MB (${members6.before.toFixed(0)} → ${members6.peak.toFixed(0)} MB; answers ${[...new Set(members6.answers.map((a) => a.status))].join(", ")})`,
      members6.peak - members6.before <= TARGETS.memberGrowthMb ? "met" : "NOT met",
    ],
    [
      `six 87 MB uploads without a membership: slowest refusal (target < ${TARGETS.refusedSeconds} s)`,
      `${slowestRefusal.toFixed(2)} s (answers ${[...new Set(refused.answers.map((a) => a.status))].join(", ")})`,
      slowestRefusal < TARGETS.refusedSeconds ? "met" : "NOT met",
    ],
    [
      `the same: RSS growth (target < ${TARGETS.refusedGrowthMb} MB)`,
      `${(refused.peak - refused.before).toFixed(0)} MB`,
      refused.peak - refused.before < TARGETS.refusedGrowthMb ? "met" : "NOT met",
    ],
  ];
  console.log("uploads streamed to storage (issue 20)");
  for (const [target, measured, verdict] of rows) console.log(`  ${target}\n    ${measured} — ${verdict}`);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => (server.exitCode === null ? server.once("exit", resolve) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
}
