// A render job's files as its thread hands them to the engine (issue 40): a staged PDF stays a path, which the engine
// pools from; any other file, and a PDF to redact (the redaction rewrites its bytes), is read on the thread.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withPdfsOnDisk } from "./builds.job-files.ts";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "builds-jobs-"));
  writeFileSync(path.join(dir, "0"), "%PDF-1.7\n% a staged scan\n");
  writeFileSync(path.join(dir, "1"), "Rent paid in cash.\n");
  writeFileSync(path.join(dir, "2"), "%PDF-1.7\n% to redact\n");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a render job's files", () => {
  it("leaves a staged PDF on disk and reads the rest, and a PDF to redact, on the thread", () => {
    const redaction = { hits: [], boxes: [] };
    const files = withPdfsOnDisk([
      { name: "scan.pdf", path: path.join(dir, "0"), label: "A" },
      { name: "note.txt", path: path.join(dir, "1") },
      { name: "statement.pdf", path: path.join(dir, "2"), redaction },
      { name: "sent.pdf", bytes: new Uint8Array(Buffer.from("%PDF-1.7\n")) },
    ]);
    expect(files[0]).toEqual({ name: "scan.pdf", path: path.join(dir, "0"), label: "A" });
    expect(
      files.slice(1).map((f) => [f.name, f.path, Buffer.from(f.bytes ?? []).toString("latin1")]),
    ).toEqual([
      ["note.txt", undefined, "Rent paid in cash.\n"],
      ["statement.pdf", undefined, "%PDF-1.7\n% to redact\n"],
      ["sent.pdf", undefined, "%PDF-1.7\n"],
    ]);
    expect(files[2]).toMatchObject({ redaction });
  });
});
