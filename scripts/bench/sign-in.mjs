// `node scripts/bench/sign-in.mjs`: how long one sign-in takes over HTTP against the built server (issue 37: at most
// 1 s on this machine under normal load). Starts apps/server/dist/main.js on a fresh data folder as production runs
// (standard argon2id cost), signs one account up, then times five sign-ins one after another and prints the median
// and the slowest beside the load average. A measurement, never a test: met / NOT met, exit 1 only on a crash.
import { rmSync } from "node:fs";
import os from "node:os";
import { account, localServer, startProcess, stopProcess } from "./server.mjs";

const TARGET_SECONDS = 1;
const ROUNDS = 5;

const { dataDir, base, env } = await localServer("sign-in", { NODE_ENV: "production", JOB_WORKERS: "1" });
const server = await startProcess(env);
try {
  const email = "bench.sign-in@example.com";
  const { cookie, csrf } = await account(base, email, null);
  const times = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, "x-csrf-token": csrf, origin: base },
      body: JSON.stringify({ email, password: "Evidence2026binder" }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
    times.push((performance.now() - started) / 1000);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const slowest = sorted[sorted.length - 1];
  const load = os.loadavg()[0].toFixed(1);
  console.log("sign-in over HTTP (issue 37)");
  console.log(
    `  one sign-in, median of ${ROUNDS} (target ≤ ${TARGET_SECONDS} s; load average ${load} on ${os.cpus().length} cores)\n` +
      `    ${median.toFixed(2)} s (slowest ${slowest.toFixed(2)} s) — ${median <= TARGET_SECONDS ? "met" : "NOT met"}`,
  );
} finally {
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
}
