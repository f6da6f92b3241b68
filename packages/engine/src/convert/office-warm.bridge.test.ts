// The warm converter's Python bridge (office-warm.py) on its own, against a stand-in `uno` module instead of
// LibreOffice: its line protocol, the PDF filter it picks per kind of document, how it answers a failed or crashed
// conversion, and that the end of its input kills LibreOffice's process group and removes the instance's folder.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bridgeScript } from "./office-warm.ts";

// The UNO API as far as the bridge uses it. A document's file holds its kind; "none" does not load, "fail" cannot
// be stored, "crash" takes the (stand-in) office down. STANDIN_NEVER_LISTEN makes the office never answer.
const UNO = String.raw`
import os
from com.sun.star.connection import NoConnectException

SERVICES = {"sheet": "com.sun.star.sheet.SpreadsheetDocument",
            "slides": "com.sun.star.presentation.PresentationDocument",
            "drawing": "com.sun.star.drawing.DrawingDocument"}

class Doc:
    def __init__(self, kind): self.kind = kind
    def supportsService(self, name): return SERVICES.get(self.kind) == name
    def storeToURL(self, url, props):
        if self.kind == "fail": raise RuntimeError("could not store")
        with open(url[len("file://"):], "w") as f: f.write(props[0].Name + "=" + props[0].Value)
    def close(self, force): pass

class Desktop:
    crashed = False
    def loadComponentFromURL(self, url, frame, flags, props):
        names = sorted(p.Name for p in props)
        assert names == ["Hidden", "MacroExecutionMode", "ReadOnly", "Silent", "UpdateDocMode"], names
        kind = open(url[len("file://"):]).read().strip()
        if kind == "none": return None
        if kind == "crash":
            Desktop.crashed = True
            raise RuntimeError("disposed")
        return Doc(kind)
    def getComponents(self):
        if Desktop.crashed: raise RuntimeError("the office is gone")

class Resolver:
    def resolve(self, url):
        if os.environ.get("STANDIN_NEVER_LISTEN"): raise NoConnectException()
        assert url == "uno:pipe,name=test-pipe;urp;StarOffice.ComponentContext", url
        return Context()

class ServiceManager:
    def createInstanceWithContext(self, name, ctx):
        return Resolver() if name == "com.sun.star.bridge.UnoUrlResolver" else Desktop()

class Context:
    ServiceManager = ServiceManager()

def getComponentContext(): return Context()
def systemPathToFileUrl(p): return "file://" + p
`;

let standIn: string;
let work: string;
const started: ChildProcess[] = [];

beforeAll(async () => {
  standIn = await mkdtemp(path.join(tmpdir(), "courtready-uno-stand-in-"));
  const star = path.join(standIn, "com", "sun", "star");
  await mkdir(star, { recursive: true });
  await writeFile(path.join(standIn, "uno.py"), UNO);
  await writeFile(path.join(star, "beans.py"), "class PropertyValue:\n    Name = None\n    Value = None\n");
  await writeFile(path.join(star, "connection.py"), "class NoConnectException(Exception):\n    pass\n");
});
afterAll(() => rm(standIn, { recursive: true, force: true }));
afterEach(async () => {
  for (const child of started.splice(0))
    if (child.exitCode === null && !child.signalCode) child.kill("SIGKILL");
  await rm(work, { recursive: true, force: true });
});

/** A sleeping process in its own group, standing in for LibreOffice's (the bridge kills the group at the end). */
function fakeOffice(): ChildProcess {
  const office = spawn("sleep", ["60"], { detached: true, stdio: "ignore" });
  started.push(office);
  return office;
}

/** Starts the bridge the way office-warm.ts does; `python` flags first (-S: no site packages, so no real uno). */
async function startBridge(options: { env?: Record<string, string>; flags?: string[]; wait?: string } = {}) {
  work = await mkdtemp(path.join(tmpdir(), "courtready-bridge-"));
  const office = fakeOffice();
  const officeExited = new Promise<string | null>((resolve) =>
    office.once("exit", (_code, signal) => resolve(signal)),
  );
  const bridge = spawn(
    "python3",
    [...(options.flags ?? []), bridgeScript(), "test-pipe", options.wait ?? "5", String(office.pid), work],
    { env: { ...process.env, PYTHONPATH: standIn, ...options.env }, stdio: ["pipe", "pipe", "inherit"] },
  );
  started.push(bridge);
  const lines = createInterface({ input: bridge.stdout! })[Symbol.asyncIterator]();
  const next = async (): Promise<Record<string, unknown>> =>
    JSON.parse(String((await lines.next()).value)) as Record<string, unknown>;
  const exited = new Promise<number | null>((resolve) => bridge.once("exit", (code) => resolve(code)));
  return { bridge, office, officeExited, next, exited };
}

/** Writes a stand-in document of `kind` and asks the bridge to convert it to `target`; returns the answer. */
async function convert(
  run: Awaited<ReturnType<typeof startBridge>>,
  name: string,
  kind: string,
  target = "pdf",
): Promise<Record<string, unknown>> {
  const input = path.join(work, `${name}.in`);
  await writeFile(input, kind);
  run.bridge.stdin!.write(
    `${JSON.stringify({ input, output: path.join(work, `${name}.${target}`), target })}\n`,
  );
  return run.next();
}

function gone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // A killed child nobody has reaped yet is a zombie: it no longer runs.
    return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return true;
  }
}

describe("office-warm.py", () => {
  it("says it is ready, converts with the filter for each kind of document, and ODS with calc8", async () => {
    const run = await startBridge();
    expect(await run.next()).toEqual({ ready: true });
    const cases: [string, string, string][] = [
      ["writer", "pdf", "writer_pdf_Export"],
      ["sheet", "pdf", "calc_pdf_Export"],
      ["slides", "pdf", "impress_pdf_Export"],
      ["drawing", "pdf", "draw_pdf_Export"],
      ["sheet", "ods", "calc8"],
    ];
    for (const [i, [kind, target, filter]] of cases.entries()) {
      expect(await convert(run, `d${i}`, kind, target)).toEqual({ ok: true });
      expect(readFileSync(path.join(work, `d${i}.${target}`), "utf8")).toBe(`FilterName=${filter}`);
    }
    run.bridge.stdin!.end();
    expect(await run.exited).toBe(0);
  });

  it("answers a failed document without stopping, and says when the office crashed", async () => {
    const run = await startBridge();
    await run.next();
    expect(await convert(run, "a", "none")).toEqual({
      ok: false,
      crashed: false,
      error: "LibreOffice could not load the document",
    });
    expect(await convert(run, "b", "fail")).toEqual({ ok: false, crashed: false, error: "could not store" });
    expect(await convert(run, "c", "crash")).toEqual({ ok: false, crashed: true, error: "disposed" });
    run.bridge.stdin!.end();
    expect(await run.exited).toBe(0);
  });

  it("at the end of its input kills the office's process group and removes the instance's folder", async () => {
    const run = await startBridge();
    await run.next();
    expect(gone(run.office.pid!)).toBe(false);
    run.bridge.stdin!.end();
    expect(await run.exited).toBe(0);
    expect(await run.officeExited).toBe("SIGKILL");
    expect(gone(run.office.pid!)).toBe(true);
    expect(existsSync(work)).toBe(false);
  });

  it("exits 4 and cleans up when the office never listens", async () => {
    const run = await startBridge({ env: { STANDIN_NEVER_LISTEN: "1" }, wait: "0.2" });
    expect(await run.next()).toEqual({ ready: false, error: "LibreOffice did not start listening" });
    expect(await run.exited).toBe(4);
    expect(existsSync(work)).toBe(false);
  });

  it("exits 3, saying so, when python3-uno cannot be imported", async () => {
    // -S leaves out the site packages (where Debian's uno lives), -E ignores PYTHONPATH (the stand-in).
    const run = await startBridge({ flags: ["-S", "-E"] });
    const answer = await run.next();
    expect(answer).toMatchObject({ ready: false, missing: true });
    expect(String(answer.error)).toMatch(/uno/);
    expect(await run.exited).toBe(3);
  });
});
