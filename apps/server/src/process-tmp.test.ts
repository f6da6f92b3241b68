// After a crash nothing of a process's work stays on disk (issue 42, findings 2 and 3): a stand-in server
// (testing/crash-child.ts) is SIGKILLed while a decrypted PDF copy, or a warm LibreOffice and its profile, exists;
// the next start's sweep (sweepLeftProcessDirs, which useProcessTmp runs) ends LibreOffice and leaves nothing.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { createInterface } from "node:readline";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bundleTestWorker } from "./testing/worker-bundle.ts";
import { processDirName, sweepLeftProcessDirs } from "./process-tmp.ts";

let child: { url: URL; remove(): void };
const scratch = mkdtempSync(path.join(tmpdir(), "courtready-crash-test-"));
const started: ChildProcess[] = [];
const strays: number[] = [];

beforeAll(async () => {
  child = await bundleTestWorker(path.join(import.meta.dirname, "testing/crash-child.ts"));
}, 120_000);

afterEach(() => {
  for (const pid of strays.splice(0)) killQuietly(pid);
  for (const process of started.splice(0)) process.kill("SIGKILL");
});

afterAll(() => {
  child.remove();
  rmSync(scratch, { recursive: true, force: true });
});

function killQuietly(pid: number): void {
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}

/** Starts the stand-in server on `root`; its own TMPDIR is a folder beside it, where files would go without the fix. */
function startChild(root: string, args: string[], env: Record<string, string> = {}) {
  const own = mkdtempSync(path.join(scratch, "system-tmp-"));
  const proc = spawn(process.execPath, [child.url.pathname, root, ...args], {
    env: { ...process.env, TMPDIR: own, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  started.push(proc);
  const lines = createInterface({ input: proc.stdout! });
  const next = () => new Promise<string>((resolve) => lines.once("line", resolve));
  return { proc, own, next };
}

async function killed(proc: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => proc.once("exit", resolve));
  proc.kill("SIGKILL");
  await exited;
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Live (not zombie) processes whose command line names `text`: pid and command line. */
function processesNaming(text: string): { pid: number; cmdline: string }[] {
  const found: { pid: number; cmdline: string }[] = [];
  for (const name of readdirSync("/proc").filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      if (stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z")) continue;
      const cmdline = readFileSync(`/proc/${name}/cmdline`, "utf8").replaceAll("\0", " ");
      if (cmdline.includes(text)) found.push({ pid: Number(name), cmdline });
    } catch {
      // Ended while being read.
    }
  }
  return found;
}

describe("a process killed while it unlocked a PDF", () => {
  it("had the decrypted copy only in its swept folder, and the next start removes it", async () => {
    const root = path.join(scratch, `jobs-${randomUUID()}`);
    const secret = `decrypted-${randomUUID()}`;
    // A qpdf that writes the "decrypted" copy, says where it is, and hangs there: the moment of the crash.
    const ready = path.join(scratch, `${randomUUID()}.ready`);
    const qpdf = path.join(scratch, `qpdf-${randomUUID()}.sh`);
    writeFileSync(
      qpdf,
      `#!/bin/sh\n[ "$1" = --requires-password ] && exit 0\ncp in.pdf out.pdf\necho "$$ $PWD" > "${ready}.part"\nmv "${ready}.part" "${ready}"\nexec sleep 300\n`,
      { mode: 0o755 },
    );
    const { proc, own, next } = startChild(root, ["unlock", qpdf], { CRASH_SECRET: secret });
    expect(await next()).toBe("unlocking");
    // The stub's own signal that the copy is written; waiting on it is waiting for an event, bounded by the test's timeout.
    while (!existsSync(ready)) await new Promise((resolve) => setTimeout(resolve, 20));
    const [stubPid = "", folder = ""] = readFileSync(ready, "utf8").trim().split(" ");
    strays.push(Number(stubPid));

    const processDir = path.join(root, processDirName(proc.pid));
    expect(folder.startsWith(`${processDir}${path.sep}courtready-unlock-`)).toBe(true);
    expect(readFileSync(path.join(folder, "out.pdf"), "utf8")).toContain(secret);
    await killed(proc);
    killQuietly(Number(stubPid));
    expect(filesUnder(own)).toEqual([]);
    expect(filesUnder(processDir)).not.toEqual([]);

    expect(await sweepLeftProcessDirs(root)).toEqual([processDir]);
    expect(readdirSync(root)).toEqual([]);
  }, 60_000);
});

describe("a process killed while its warm LibreOffice ran", () => {
  it("leaves a LibreOffice that the next start ends, and its profile is swept", async () => {
    const root = path.join(scratch, `jobs-${randomUUID()}`);
    const document = path.join(scratch, `${randomUUID()}.fodt`);
    writeFileSync(
      document,
      '<?xml version="1.0" encoding="UTF-8"?>\n<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text"><office:body><office:text><text:p>A letter.</text:p></office:text></office:body></office:document>\n',
    );
    const { proc, next } = startChild(root, ["office", document]);
    expect(await next()).toBe("converted");
    const processDir = path.join(root, processDirName(proc.pid));
    const left = processesNaming(processDir);
    strays.push(...left.map((p) => p.pid));
    expect(left.some((p) => /soffice/.test(p.cmdline))).toBe(true);
    // The worst crash: the bridge, which ends LibreOffice when its host's pipe closes, dies with the host.
    for (const bridge of left.filter((p) => /office-warm\.py/.test(p.cmdline))) killQuietly(bridge.pid);
    await killed(proc);
    expect(processesNaming(processDir).some((p) => /soffice/.test(p.cmdline))).toBe(true);

    expect(await sweepLeftProcessDirs(root)).toEqual([processDir]);
    expect(processesNaming(processDir)).toEqual([]);
    expect(readdirSync(root)).toEqual([]);
  }, 120_000);
});

describe("the sweep of process folders", () => {
  it("takes dead processes' folders of this machine only, never a running one's nor this one's", async () => {
    const root = path.join(scratch, `jobs-${randomUUID()}`);
    const ended = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => ended.once("exit", resolve));
    const dead = processDirName(ended.pid);
    const kept = [
      processDirName(process.pid),
      processDirName(process.ppid),
      `process-elsewhere-${ended.pid}`,
    ];
    for (const name of [dead, ...kept])
      mkdirSync(path.join(root, name, "courtready-unlock-x"), { recursive: true });

    expect(await sweepLeftProcessDirs(root)).toEqual([path.join(root, dead)]);
    expect(readdirSync(root).sort()).toEqual([...kept].sort());
    // At this process's own start its id's folder can only be an earlier process's (a container's pid 1).
    expect(await sweepLeftProcessDirs(root, true)).toEqual([path.join(root, processDirName(process.pid))]);
  });
});
