// What the benchmarks that talk to the built server share: a free port, a one-process server's settings, the
// database migration, the server's processes (by role), and signed-up accounts with their cookies and CSRF token,
// and the resident memory of a process.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

const here = path.dirname(new URL(import.meta.url).pathname);
export const root = path.resolve(here, "../..");

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A one-process server for the bench `name`: a new data folder, a free port, its address, and the variables to start
 * it with (info logging, whose "CourtReady is ready at" startProcess waits for; the test checkout), `extra` added.
 */
export async function localServer(name, extra = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `courtready-bench-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    PUBLIC_BASE_URL: base,
    PAYMENTS: "test",
    ...extra,
  };
  return { dataDir, port, base, env };
}

/** Brings the database of `env` (its DATABASE_URL) up to date with the built command's `migrate`. */
export function migrate(env) {
  execFileSync(process.execPath, [path.join(root, "apps/server/dist/cli.js"), "migrate"], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: "pipe",
  });
}

/**
 * Node's flags for a process of `env`'s role, as scripts/start.sh and docs/deploy.md start it (issue 40): a web or
 * one-process server with V8's young generation capped at 4 MB a half; a worker with V8's defaults.
 */
function nodeFlagsFor(env) {
  if (V8_DEFAULTS) return [];
  return env.COURTREADY_SERVICES === "worker" ? [] : ["--max-semi-space-size=4"];
}

/**
 * COURTREADY_BENCH_V8_DEFAULTS=1 starts every server as before issue 40's start-up choices (V8's defaults, glibc's
 * arenas unlimited), to measure what those choices change.
 */
const V8_DEFAULTS = process.env.COURTREADY_BENCH_V8_DEFAULTS === "1";

/**
 * Starts apps/server/dist/main.js with `env` and resolves once it says it is ready (a worker: once it takes jobs),
 * with the child and its output so far.
 */
export async function startProcess(env) {
  const worker = env.COURTREADY_SERVICES === "worker";
  const child = spawn(process.execPath, [...nodeFlagsFor(env), path.join(root, "apps/server/dist/main.js")], {
    cwd: root,
    // One process runs the job threads too: glibc's arenas capped as scripts/start.sh does (unless `env` says).
    env: {
      ...process.env,
      ...(env.COURTREADY_SERVICES || V8_DEFAULTS ? {} : { MALLOC_ARENA_MAX: "2" }),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const ready = worker ? "CourtReady worker is taking jobs" : "CourtReady is ready at";
  let output = "";
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve();
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) =>
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`)),
    );
  });
  return { child, output: () => output };
}

/** Stops a started process and waits for it to end. */
export function stopProcess({ child }, signal = "SIGTERM") {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill(signal);
  });
}

class Cookies {
  jar = new Map();
  take(response) {
    for (const line of response.headers.getSetCookie?.() ?? []) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/** Signs up and logs in; with `env`, grants a yearly membership through the admin command on the same data. */
export async function account(base, email, env) {
  const cookies = new Cookies();
  cookies.take(await fetch(`${base}/api/auth/user`));
  const headers = () => ({
    "content-type": "application/json",
    cookie: cookies.header(),
    "x-csrf-token": cookies.jar.get("cr_csrf") ?? "",
    origin: base,
  });
  const password = "Evidence2026binder";
  const body = JSON.stringify({ email, password, firstName: "Bench", lastName: "Mark" });
  const signup = await fetch(`${base}/api/auth/signup`, { method: "POST", headers: headers(), body });
  cookies.take(signup);
  if (signup.status !== 201) throw new Error(`sign-up ${signup.status}: ${await signup.text()}`);
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: headers(),
    body: JSON.stringify({ email, password }),
  });
  cookies.take(login);
  if (login.status !== 200) throw new Error(`log-in ${login.status}: ${await login.text()}`);
  if (env)
    execFileSync(
      process.execPath,
      [path.join(root, "apps/server/dist/cli.js"), "grant-membership", email, "yearly"],
      {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: "pipe",
      },
    );
  return { cookie: cookies.header(), csrf: cookies.jar.get("cr_csrf") ?? "" };
}

/** A process's resident memory (VmRSS) in MB. */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Samples the process's RSS every 20 ms until the returned stop() is called, which gives the peak. */
export function sampleRss(pid) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // The process ended; the peak so far stands.
    }
  }, 20);
  return () => {
    clearInterval(timer);
    return peak;
  };
}
