// The warm LibreOffice (office-warm.ts) against the cold run: the same PDFs for corpus files, and its life cycle —
// timeout, restart every N, abort, close and the fallback when python3-uno is missing — with no process left over.
import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { EngineError } from "../errors.ts";
import { corpusBytes } from "../testing/corpus.ts";
import { observeChildren } from "../tools/run.ts";
import { convertOffice } from "./office.ts";
import { createWarmOfficeConverter } from "./office-warm.ts";
import type { OfficeConverter } from "./office-warm.ts";
import type { NormalizedDocument } from "./pdf.ts";
import { pdfText } from "../testing/converted.ts";

/** A handful of corpus files: Word old and new, Excel old and new, RTF, and two that must fail the same way. */
const FILES = [
  "testWORD.docx",
  "testWORD_various.docx",
  "testWORD6.doc",
  // Has Writer comments: the warm LibreOffice crashes on it and the file gets a cold run (decisions.md).
  "testWORD_embedded_pics.docx",
  "testEXCEL.xls",
  "testEXCEL.xlsx",
  "testRTF.rtf",
  "testWORD_protected_passtika.docx",
  "testWORD_truncated.docx",
];

/** Whether the process runs (a killed one not yet reaped, a zombie, counts as gone). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

/** The LibreOffice process groups started while `work` runs (the warm converter reports them like runTool). */
async function watchingChildren<T>(
  work: (started: number[]) => Promise<T>,
): Promise<{ value: T; started: number[] }> {
  const started: number[] = [];
  observeChildren({ started: (pid) => started.push(pid), ended: () => {} });
  try {
    return { value: await work(started), started };
  } finally {
    observeChildren(undefined);
  }
}

const docx = () => ({ bytes: corpusBytes("office/testWORD.docx"), ext: "docx" });

describe("warm office converter", () => {
  let converter: OfficeConverter | undefined;
  afterEach(async () => {
    await converter?.close();
    converter = undefined;
  });

  it("gives the same pages and text as the cold run, and the same errors", async () => {
    const files = FILES.map((name) => ({ name, bytes: corpusBytes(`office/${name}`) }));
    converter = createWarmOfficeConverter();
    const cold = await convertOffice(files);
    const warm = await convertOffice(files, { converter });
    for (const name of FILES) {
      const c = cold.get(name)!;
      const w = warm.get(name)!;
      if (c instanceof EngineError) {
        expect(w instanceof EngineError ? w.code : "converted", name).toBe(c.code);
        continue;
      }
      expect(w, name).not.toBeInstanceOf(EngineError);
      const converted = w as NormalizedDocument;
      expect(converted.pageCount, name).toBe(c.pageCount);
      expect(converted.warnings, name).toEqual(c.warnings);
      expect(await pdfText(converted.pdf), name).toBe(await pdfText(c.pdf));
    }
    expect([...cold.values()].filter((r) => !(r instanceof EngineError)).length).toBe(7);
  }, 180_000);

  it("kills LibreOffice on a document's timeout, and starts it again for the next", async () => {
    converter = createWarmOfficeConverter({ log: () => {} });
    const c = converter;
    const { value, started } = await watchingChildren(async () => {
      await c.convert(docx(), "pdf"); // started and warm
      const late = await c.convert(docx(), "pdf", { timeoutMs: 1 });
      const next = await c.convert(docx(), "pdf");
      return { late, next };
    });
    expect(value.late).toEqual({ ok: false, reason: "timeout" });
    expect(value.next.ok).toBe(true);
    expect(started).toHaveLength(2);
    expect(alive(started[0]!)).toBe(false);
  }, 120_000);

  // The server's jobs point TMPDIR at their own folder and remove it when they end (builds.jobs.ts#inJobTmp): an
  // instance started inside one job must still convert the next job's documents.
  it("outlives the temporary folder of the job that started it", async () => {
    const jobDir = await mkdtemp(path.join(tmpdir(), "courtready-job-"));
    const before = process.env.TMPDIR;
    converter = createWarmOfficeConverter({ log: () => {} });
    const c = converter;
    const { value, started } = await watchingChildren(async () => {
      process.env.TMPDIR = jobDir;
      try {
        const first = await c.convert(docx(), "pdf");
        await rm(jobDir, { recursive: true, force: true });
        return { first, second: await c.convert(docx(), "pdf", { timeoutMs: 20_000 }) };
      } finally {
        if (before === undefined) delete process.env.TMPDIR;
        else process.env.TMPDIR = before;
      }
    });
    expect(value.first.ok).toBe(true);
    expect(value.second.ok).toBe(true);
    // Still the first instance: nothing was restarted.
    expect(started).toHaveLength(1);
  }, 120_000);

  it("starts a fresh instance when its folder was removed from outside", async () => {
    const base = await mkdtemp(path.join(tmpdir(), "courtready-warm-base-"));
    const lines: string[] = [];
    converter = createWarmOfficeConverter({ baseDir: base, log: (line) => lines.push(line) });
    const c = converter;
    try {
      const { value, started } = await watchingChildren(async () => {
        const first = await c.convert(docx(), "pdf");
        for (const entry of await readdir(base))
          await rm(path.join(base, entry), { recursive: true, force: true });
        return { first, second: await c.convert(docx(), "pdf", { timeoutMs: 20_000 }) };
      });
      expect(value.first.ok).toBe(true);
      expect(value.second.ok).toBe(true);
      expect(started).toHaveLength(2);
      expect(lines).toEqual(["warm LibreOffice lost its folder; restarting it"]);
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  }, 120_000);

  it("restarts every N documents and stops with close(), leaving no process behind", async () => {
    converter = createWarmOfficeConverter({ restartEvery: 2 });
    const c = converter;
    const { value, started } = await watchingChildren(async () => {
      const outcomes = [];
      for (let i = 0; i < 3; i++) outcomes.push(await c.convert(docx(), "pdf"));
      return outcomes;
    });
    expect(value.map((o) => o.ok)).toEqual([true, true, true]);
    expect(started).toHaveLength(2);
    expect(alive(started[0]!)).toBe(false);
    expect(alive(started[1]!)).toBe(true);
    await c.close();
    expect(alive(started[1]!)).toBe(false);
  }, 120_000);

  it("is killed by its job's abort signal", async () => {
    const controller = new AbortController();
    let sent = 0;
    // Aborted once the second document is in LibreOffice's hands.
    converter = createWarmOfficeConverter({ onSend: () => ++sent === 2 && controller.abort() });
    const c = converter;
    const { value, started } = await watchingChildren(async () => {
      await c.convert(docx(), "pdf");
      const pending = c.convert(docx(), "pdf", { signal: controller.signal });
      return pending.then(
        () => "finished",
        (error: Error) => error.name,
      );
    });
    expect(value).toBe("AbortError");
    expect(started).toHaveLength(1);
    expect(alive(started[0]!)).toBe(false);
  }, 120_000);

  it("reports a LibreOffice that died mid-document as crashed and starts a fresh one", async () => {
    converter = createWarmOfficeConverter({ log: () => {} });
    const c = converter;
    const { value, started } = await watchingChildren(async (running) => {
      await c.convert(docx(), "pdf");
      const pending = c.convert({ bytes: corpusBytes("office/testLargeOLEDoc.doc"), ext: "doc" }, "pdf");
      process.kill(-running[0]!, "SIGKILL");
      const crashed = await pending;
      return { crashed, next: await c.convert(docx(), "pdf") };
    });
    expect(value.crashed).toMatchObject({ ok: false, reason: "crashed" });
    expect(value.next.ok).toBe(true);
    expect(started).toHaveLength(2);
  }, 120_000);

  describe("without python3-uno", () => {
    let dir: string;
    let python: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), "courtready-nouno-"));
      python = path.join(dir, "python3");
      // What the bridge answers when `import uno` fails.
      await writeFile(
        python,
        `#!/bin/sh\necho '{"ready": false, "missing": true, "error": "No module named uno"}'\nexit 3\n`,
      );
      await chmod(python, 0o755);
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it("falls back to the cold run with one log line, and stops no conversion", async () => {
      const lines: string[] = [];
      converter = createWarmOfficeConverter({ pythonCommand: python, log: (line) => lines.push(line) });
      const files = ["testWORD.docx", "testRTF.rtf"].map((name) => ({
        name,
        bytes: corpusBytes(`office/${name}`),
      }));
      const first = await convertOffice(files, { converter });
      const second = await convertOffice(files.slice(0, 1), { converter });
      for (const result of [...first.values(), ...second.values()])
        expect(result).not.toBeInstanceOf(EngineError);
      expect(lines).toEqual([
        "warm LibreOffice unavailable (No module named uno); converting with a cold soffice run instead",
      ]);
      expect(existsSync(python)).toBe(true);
    }, 120_000);
  });
});
