// Starts the built server (apps/server/dist/main.js) as its own process on a free port with a fresh data folder,
// exactly as `npm start` runs it, and stops it after the spec.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export interface RunningServer {
  url: string;
  /** The server's configuration variables, for operator commands run against the same data (see accounts.ts). */
  env: Record<string, string>;
  process: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /** The server's data folder (database, files, temporary build folders). */
  dataDir: string;
  /** Stops the process; its data folder is removed unless `keepData` (to start another server on it). */
  stop(signal?: NodeJS.Signals, options?: { keepData?: boolean }): Promise<number | null>;
}

/** Every entry under `dir` (recursively) that is a file, relative to it; none when it does not exist. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Starts the server and resolves once it says it is ready (it prints its URL). `dataDir` starts it on the data of
 * a server stopped with keepData, as a restart after a crash would.
 */
/** A web or worker process apart (COURTREADY_SERVICES) with `env`; a worker gets a free WORKER_PORT of its own. */
export async function startRole(
  role: "web" | "worker",
  env: Record<string, string>,
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  const port: Record<string, string> = role === "worker" ? { WORKER_PORT: String(await freePort()) } : {};
  return startServer({ ...env, ...port, COURTREADY_SERVICES: role }, options);
}

export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  // A worker-only process (COURTREADY_SERVICES=worker) says it is taking jobs instead; it serves no site.
  const ready =
    env.COURTREADY_SERVICES === "worker" ? "CourtReady worker is taking jobs" : "CourtReady is ready at";
  // A spec that must know the address before start-up (for PUBLIC_BASE_URL) picks the port itself.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "courtready-e2e-"));
  // Stated as production requires (issue 22): links on the address the specs use, and the test checkout that the
  // membership specs buy through. A spec may override either.
  const serverEnv = {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    PAYMENTS: "test",
    // Specs sign many people up from 127.0.0.1; the limit itself is shown by the server's tests.
    SIGNUPS_PER_ADDRESS_PER_HOUR: "10000",
    ...env,
  };
  const child = spawn(process.execPath, [path.join(ROOT, "apps/server/dist/main.js")], {
    cwd: ROOT,
    env: { ...process.env, ...serverEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const { output, exited } = await untilReady(child, ready);
  return {
    url: `http://127.0.0.1:${port}`,
    env: serverEnv,
    process: child,
    output,
    dataDir,
    async stop(signal = "SIGTERM", stopOptions = {}) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      if (!stopOptions.keepData) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/**
 * Resolves once `child` has printed `ready` (on stdout or stderr), with everything it prints and its exit; rejects
 * if it exits first, with what it printed.
 */
export async function untilReady(
  child: ChildProcess,
  ready: string,
): Promise<{ output: () => string; exited: Promise<number | null> }> {
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve();
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    void exited.then((code) =>
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`)),
    );
  });
  return { output: () => output, exited };
}

/**
 * A server that sends its e-mail to the SMTP server at `smtpUrl` (a loopback stand-in), with its links on its own
 * address: the port is chosen here because links are built on PUBLIC_BASE_URL only, which must be known at start.
 */
export async function startMailingServer(
  smtpUrl: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  return startServer({
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: smtpUrl,
    ...env,
  });
}
