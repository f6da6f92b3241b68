// A warm LibreOffice for a long-running host (the server's job threads): one listening soffice with its own
// throw-away, locked-down profile, driven through its UNO API by a small python3-uno bridge in a separate process.
// One conversion at a time; a timeout per document kills the instance; it restarts after a crash or every N
// documents; the caller's AbortSignal kills it; close() stops it. Each instance records its process groups in its
// folder (office.pid), where a host's start-up finds what a crash left (office-leftovers.ts). The CLI keeps the cold
// run in office.ts.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { childEnded, childStarted } from "../tools/run.ts";
import { registryModifications } from "./office-profile.ts";
import { OFFICE_PID_FILE, OFFICE_WARM_PREFIX } from "./office-leftovers.ts";

/** Why a warm conversion gave no file. "unavailable": python3-uno or soffice is missing; use the cold run. */
export type WarmFailure = "failed" | "timeout" | "crashed" | "unavailable";

export type WarmOutcome =
  { ok: true; bytes: Uint8Array } | { ok: false; reason: WarmFailure; detail?: string };

export interface OfficeConverter {
  /**
   * Converts one file (its bytes and the extension LibreOffice should see) to PDF, or a workbook to .ods.
   * Never rejects for the file's problem; rejects with an AbortError when `signal` aborts (the instance is killed).
   */
  convert(
    input: { bytes: Uint8Array; ext: string },
    target: "pdf" | "ods",
    options?: { timeoutMs?: number; signal?: AbortSignal },
  ): Promise<WarmOutcome>;
  /** Stops LibreOffice and removes its profile; later conversions start a new instance. */
  close(): Promise<void>;
}

export interface WarmOfficeOptions {
  /** The LibreOffice program; default "soffice". */
  sofficeCommand?: string;
  /** A python3 that can `import uno` (Debian's python3-uno); default /usr/bin/python3. */
  pythonCommand?: string;
  /** Default time a document may take; default 60 s. */
  timeoutMs?: number;
  /** Time LibreOffice may take to start and accept the bridge; default 30 s. */
  startTimeoutMs?: number;
  /** Restart after this many documents, so leaks and state cannot build up; default 200. */
  restartEvery?: number;
  /** Told of starts, restarts and fallbacks (one line each); default console.warn. */
  log?: (line: string) => void;
  /** Called when a document has been handed to LibreOffice (tests abort or kill it at that point). */
  onSend?: () => void;
  /**
   * Where each instance makes its folder (profile, pipe, documents); default the temporary folder when the converter
   * is created. Read once, on purpose: a server job points TMPDIR at its own folder and removes it when the job ends,
   * and an instance started inside one job must outlive it.
   */
  baseDir?: string;
}

/**
 * The bridge's Python (office-warm.py), found through the engine's package exports rather than beside this file:
 * from a bundle (the server's dist/, the CLI's, a test's worker under node_modules/.cache) this module's own URL is
 * the bundle's, and the package name resolves from all of them to the one file in packages/engine/src/convert.
 */
export function bridgeScript(): string {
  return createRequire(import.meta.url).resolve("@courtready/engine/office-warm.py");
}

interface Answer {
  ready?: boolean;
  missing?: boolean;
  ok?: boolean;
  crashed?: boolean;
  error?: string;
}

/** One running soffice and its bridge. */
interface Instance {
  dir: string;
  office: ChildProcess;
  bridge: ChildProcess;
  /** The next answer line's taker. */
  take: ((answer: Answer | "exited") => void) | undefined;
  dead: boolean;
  documents: number;
  /** Settles when LibreOffice and the bridge have both exited. */
  gone: Promise<unknown>;
}

/** Settles when the process has exited, or never started. */
function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.once("error", () => resolve());
  });
}

function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}

function abortError(): Error {
  const error = new Error("The conversion was cancelled.");
  error.name = "AbortError";
  return error;
}

/**
 * Creates a warm converter. Nothing starts until the first conversion; a host creates one per thread and closes
 * it when the thread's work ends.
 * @example const office = createWarmOfficeConverter(); await convertOffice(files, { converter: office });
 */
export function createWarmOfficeConverter(options: WarmOfficeOptions = {}): OfficeConverter {
  const soffice = options.sofficeCommand ?? "soffice";
  const python = options.pythonCommand ?? "/usr/bin/python3";
  const restartEvery = options.restartEvery ?? 200;
  const log = options.log ?? ((line: string) => console.warn(line));
  const baseDir = options.baseDir ?? tmpdir();
  let instance: Instance | undefined;
  let unavailable: string | undefined;
  // One conversion at a time: each call waits for the one before it.
  let queue: Promise<unknown> = Promise.resolve();
  let sequence = 0;

  /** Kills the instance; settles once its processes are gone and its folder removed. */
  async function stop(current: Instance): Promise<void> {
    if (instance === current) instance = undefined;
    current.dead = true;
    killGroup(current.office);
    killGroup(current.bridge);
    await current.gone;
    await rm(current.dir, { recursive: true, force: true });
  }

  async function start(): Promise<Instance | WarmOutcome> {
    let script: string;
    try {
      script = bridgeScript();
    } catch (error) {
      // A bundle run where the engine's package cannot be resolved: say so in the log, convert cold.
      return { ok: false, reason: "unavailable", detail: `office-warm.py not found: ${String(error)}` };
    }
    const dir = await mkdtemp(path.join(baseDir, OFFICE_WARM_PREFIX));
    const profile = path.join(dir, "profile");
    await Promise.all([
      mkdir(path.join(profile, "user"), { recursive: true }),
      mkdir(path.join(dir, "tmp")),
      mkdir(path.join(dir, "jobs")),
    ]);
    await writeFile(path.join(profile, "user", "registrymodifications.xcu"), registryModifications());
    const pipe = `courtready-${process.pid}-${path.basename(dir)}`;
    const env = { ...process.env, TMPDIR: path.join(dir, "tmp") };
    const office = spawn(
      soffice,
      [
        "--headless",
        "--invisible",
        "--nologo",
        "--norestore",
        "--nolockcheck",
        "--nodefault",
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        `--accept=pipe,name=${pipe};urp;StarOffice.ComponentContext`,
      ],
      { cwd: dir, env, stdio: "ignore", detached: true },
    );
    const missing = await new Promise<boolean>((resolve) => {
      office.once("spawn", () => resolve(false));
      office.once("error", () => resolve(true));
    });
    if (missing || !office.pid) {
      await rm(dir, { recursive: true, force: true });
      return { ok: false, reason: "unavailable", detail: `${soffice} was not found` };
    }
    // The host's pool kills LibreOffice's group if it stops this thread; the bridge then cleans up on its own.
    const officePid = office.pid;
    childStarted(officePid);
    office.once("exit", () => childEnded(officePid));
    const startSeconds = String((options.startTimeoutMs ?? 30_000) / 1000);
    const bridge = spawn(python, [script, pipe, startSeconds, String(officePid), dir], {
      cwd: dir,
      env,
      stdio: ["pipe", "pipe", "pipe"],
      detached: true,
    });
    // Both groups, for a host that dies without close() (SIGKILL): its next start ends them (office-leftovers.ts).
    // Written at once, before anything is awaited, so no answer line or exit can arrive before its listener is set.
    try {
      writeFileSync(path.join(dir, OFFICE_PID_FILE), `${officePid}\n${bridge.pid ?? ""}\n`);
    } catch {
      // The folder went away under it: the first document finds that out and starts afresh.
    }
    const current: Instance = {
      dir,
      office,
      bridge,
      take: undefined,
      dead: false,
      documents: 0,
      gone: Promise.all([exitOf(office), exitOf(bridge)]),
    };
    const exited = () => {
      current.dead = true;
      const take = current.take;
      current.take = undefined;
      take?.("exited");
    };
    let stderr = "";
    bridge.stderr?.on("data", (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString("utf8");
    });
    bridge.stdin?.on("error", () => {});
    bridge.on("error", exited);
    bridge.on("exit", exited);
    office.on("exit", exited);
    createInterface({ input: bridge.stdout! }).on("line", (line) => {
      const take = current.take;
      current.take = undefined;
      let answer: Answer;
      try {
        answer = JSON.parse(line) as Answer;
      } catch {
        answer = { ok: false, error: line.slice(0, 200) };
      }
      take?.(answer);
    });
    const ready = await new Promise<Answer | "exited">((resolve) => {
      current.take = resolve;
      if (current.dead) exited();
    });
    if (ready === "exited" || !ready.ready) {
      await stop(current);
      const detail =
        ready !== "exited" && ready.error
          ? ready.error
          : stderr.trim().split("\n").pop() || "the UNO bridge stopped";
      return { ok: false, reason: "unavailable", detail };
    }
    return current;
  }

  async function convertOne(
    input: { bytes: Uint8Array; ext: string },
    target: "pdf" | "ods",
    timeoutMs: number,
    signal: AbortSignal | undefined,
    restarted = false,
  ): Promise<WarmOutcome> {
    if (signal?.aborted) throw abortError();
    if (unavailable) return { ok: false, reason: "unavailable", detail: unavailable };
    if (!instance || instance.dead) {
      const started = await start();
      if (!("office" in started)) {
        unavailable = started.ok ? "" : started.detail;
        log(`warm LibreOffice unavailable (${unavailable}); converting with a cold soffice run instead`);
        return started;
      }
      instance = started;
    }
    const current = instance;
    const name = `d${++sequence}`;
    const inputPath = path.join(current.dir, "jobs", `${name}.${input.ext}`);
    const outputPath = path.join(current.dir, "jobs", `${name}.${target}`);
    try {
      await writeFile(inputPath, input.bytes);
    } catch (error) {
      // The instance's folder went away under it (a cleaner, a removed temporary folder): it cannot read documents
      // any more, so a fresh one takes this document, once.
      await stop(current);
      if (restarted) throw error;
      log("warm LibreOffice lost its folder; restarting it");
      return convertOne(input, target, timeoutMs, signal, true);
    }
    let timedOut = false;
    let aborted = false;
    let stopping: Promise<void> | undefined;
    const answer = await new Promise<Answer | "exited">((resolve) => {
      current.take = resolve;
      const timer = setTimeout(() => {
        timedOut = true;
        stopping = stop(current);
      }, timeoutMs);
      const onAbort = () => {
        aborted = true;
        stopping = stop(current);
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      current.take = (value) => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        resolve(value);
      };
      current.bridge.stdin?.write(`${JSON.stringify({ input: inputPath, output: outputPath, target })}\n`);
      options.onSend?.();
      if (current.dead) current.take("exited");
    });
    const bytes =
      answer !== "exited" && answer.ok ? await readFile(outputPath).catch(() => undefined) : undefined;
    await Promise.all([rm(inputPath, { force: true }), rm(outputPath, { force: true }), stopping]);
    if (aborted) throw abortError();
    current.documents++;
    if (timedOut) {
      log("warm LibreOffice timed out on a document; restarting it");
      return { ok: false, reason: "timeout" };
    }
    if (answer === "exited" || answer.crashed) {
      await stop(current);
      log("warm LibreOffice stopped unexpectedly; restarting it");
      return { ok: false, reason: "crashed" };
    }
    if (current.documents >= restartEvery) await stop(current);
    if (!bytes) return { ok: false, reason: "failed", detail: answer.error ?? "no output" };
    return { ok: true, bytes: new Uint8Array(bytes) };
  }

  return {
    convert(input, target, convertOptions = {}) {
      const timeoutMs = convertOptions.timeoutMs ?? options.timeoutMs ?? 60_000;
      const run = queue.then(() => convertOne(input, target, timeoutMs, convertOptions.signal));
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      await queue;
      if (instance) await stop(instance);
    },
  };
}
