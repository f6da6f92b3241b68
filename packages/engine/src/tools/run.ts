// Runs an external program (qpdf, LibreOffice, poppler…) as a separate process: arguments as an array (no
// shell), standard input only when given (a secret that must not appear in the process list), a timeout after which the whole process group is killed, output captured with a cap.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

export interface RunResult {
  /** Exit code, or null when killed by a signal. */
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  /** The program was not found (ENOENT). */
  missing: boolean;
}

export interface RunOptions {
  timeoutMs: number;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Bytes of stdout/stderr kept (the rest is dropped); tools can be chatty on damaged files. */
  maxOutputBytes?: number;
  /** Written to the program's standard input, which is then closed; without it there is no standard input. */
  stdin?: string;
  /**
   * Given, standard output is handed over a line at a time (without its newline) and not kept, so a program's long
   * output (a 1,000-page dump) costs the caller a line, not the whole text; `stdout` is then "".
   */
  onStdoutLine?: (line: string) => void;
  /**
   * Given, standard output is handed over as it arrives, decoded as UTF-8 but not cut into lines, and not kept: for
   * a search through a long dump that needs no lines (a line split costs the main thread more than the search, and
   * a program blocks on its pipe while the main thread is busy). `stdout` is then "".
   */
  onStdoutText?: (text: string) => void;
}

/** Told of every program runTool starts and of its end (by process group id: the program's pid). */
export interface ChildObserver {
  started(pid: number): void;
  ended(pid: number): void;
}
let observer: ChildObserver | undefined;

/**
 * Lets a host see the programs this thread starts: a server's job thread reports them to its pool, which kills
 * their process groups when it stops the job (a terminated thread cannot kill what it started). One per thread.
 */
export function observeChildren(next: ChildObserver | undefined): void {
  observer = next;
}

/** For programs started outside runTool (the warm LibreOffice): tells the observer one started (its group id). */
export function childStarted(pid: number): void {
  observer?.started(pid);
}

/** …and that it ended. */
export function childEnded(pid: number): void {
  observer?.ended(pid);
}

/**
 * Runs a program to completion. Never throws for the program's own failure: the caller reads the result.
 * @example await runTool("qpdf", ["--version"], { timeoutMs: 5000 }) // → { code: 0, stdout: "qpdf version 11.3.0…" }
 */
export function runTool(command: string, args: string[], options: RunOptions): Promise<RunResult> {
  const cap = options.maxOutputBytes ?? 256 * 1024;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: [options.stdin === undefined ? "ignore" : "pipe", "pipe", "pipe"],
      // Own process group, so a timeout kills the tool and anything it started (LibreOffice forks).
      detached: true,
    });
    const pid = child.pid;
    if (pid !== undefined) observer?.started(pid);
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    if (options.stdin !== undefined && child.stdin) {
      // A program that exits without reading its input must not turn into an unhandled EPIPE.
      child.stdin.on("error", () => {});
      child.stdin.end(options.stdin);
    }
    const collect = (current: string, chunk: Buffer) =>
      current.length < cap ? current + chunk.toString("utf8") : current;
    const onLine = options.onStdoutLine;
    const onText = options.onStdoutText;
    // A line cut between chunks waits in `partial` as its pieces, joined once its end arrives: a line of megabytes
    // (qpdf's JSON holds a content stream on one line) is then scanned once, not again with every chunk.
    let partial: string[] = [];
    const decoder = new TextDecoder("utf-8");
    child.stdout?.on("data", (chunk: Buffer) => {
      if (onText) {
        onText(decoder.decode(chunk, { stream: true }));
        return;
      }
      if (!onLine) {
        stdout = collect(stdout, chunk);
        return;
      }
      const text = decoder.decode(chunk, { stream: true });
      let end = text.indexOf("\n");
      if (end === -1) {
        partial.push(text);
        return;
      }
      onLine(partial.length ? partial.join("") + text.slice(0, end) : text.slice(0, end));
      partial = [];
      let start = end + 1;
      while ((end = text.indexOf("\n", start)) !== -1) {
        onLine(text.slice(start, end));
        start = end + 1;
      }
      if (start < text.length) partial.push(text.slice(start));
    });
    child.stderr?.on("data", (chunk: Buffer) => (stderr = collect(stderr, chunk)));
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, options.timeoutMs);
    child.on("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (pid !== undefined) observer?.ended(pid);
      resolve({
        code: null,
        signal: null,
        stdout,
        stderr: stderr || error.message,
        timedOut,
        missing: error.code === "ENOENT",
      });
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      const last = partial.join("");
      if (onLine && last) onLine(last);
      const rest = onText ? decoder.decode() : "";
      if (onText && rest) onText(rest);
      // A tool may leave children behind in its group (LibreOffice's oosplash → soffice.bin).
      if (timedOut || signal) killGroup();
      if (pid !== undefined) observer?.ended(pid);
      resolve({ code, signal, stdout, stderr, timedOut, missing: false });
    });
  });
}

/** Runs `work` with a private temporary folder that is removed afterwards, whatever happens. */
export async function withTempDir<T>(prefix: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), `courtready-${prefix}-`));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * `withTempDir` for a folder of a few files on a build's critical path (the pool): made and removed at once,
 * because the promise API's recursive removal takes a thread-pool round trip per entry (about 3 ms for a 50-page
 * binder's pool). A folder that may hold a tree (a LibreOffice profile) keeps `withTempDir`, so this thread is not
 * blocked while it is removed.
 */
export async function withFlatTempDir<T>(prefix: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), `courtready-${prefix}-`));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
