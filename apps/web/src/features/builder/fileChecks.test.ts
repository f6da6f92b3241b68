// The file checks' rules: which files are sent to be checked, what each server answer shows on the row, what
// Preview and Generate say while files need attention, the reducer's marks, and the two-at-a-time queue.
import { describe, expect, it } from "vitest";
import { attentionFor } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import { builderReducer } from "./builderState.ts";
import {
  attentionMessage,
  checkFromInspection,
  checkSource,
  createQueue,
  filesToCheck,
  needingAttention,
  uncheckedOffline,
} from "./fileChecks.ts";
import { buildFile, buildState } from "./testFactories.ts";

describe("filesToCheck", () => {
  it("sends new files with bytes once; not saved files, library files or files already checked", () => {
    const files = [
      buildFile("new.pdf"),
      buildFile("saved.pdf", { isSaved: true }),
      buildFile("library.pdf", { libraryFileId: "lib-1" }),
      buildFile("known.pdf", { file: null, url: "/api/files/1" }),
      buildFile("checking.pdf", { check: { state: "checking" } }),
    ];
    expect(filesToCheck(files).map((file) => file.name)).toEqual(["new.pdf"]);
  });
});

describe("checkSource", () => {
  const MB = 1024 * 1024;
  it("sends a small file, or any file of a visitor, with its bytes", () => {
    expect(checkSource({ size: MB }, undefined, true)).toEqual({ kind: "bytes" });
    expect(checkSource({ size: 50 * MB }, undefined, false)).toEqual({ kind: "bytes" });
  });

  it("waits for a large file's upload, then names it; a failed upload's file goes with its bytes", () => {
    const sending = {
      state: "sending",
      sent: MB,
      total: 50 * MB,
      startedAt: 0,
      startBytes: 0,
      now: 1,
    } as const;
    expect(checkSource({ size: 50 * MB }, undefined, true)).toEqual({ kind: "wait" });
    expect(checkSource({ size: 50 * MB }, sending, true)).toEqual({ kind: "wait" });
    expect(
      checkSource({ size: 50 * MB }, { state: "done", total: 50 * MB, uploadId: "a".repeat(32) }, true),
    ).toEqual({ kind: "upload", uploadId: "a".repeat(32) });
    expect(checkSource({ size: 50 * MB }, { state: "failed" }, true)).toEqual({ kind: "bytes" });
  });
});

describe("checkFromInspection", () => {
  it("turns each answer into the row's state", () => {
    expect(
      checkFromInspection({ status: "ready", fileType: "PDF Document", pageCount: 3, warnings: [] }),
    ).toEqual({ state: "ready", pageCount: 3 });
    expect(
      checkFromInspection(attentionFor("PDF_NEEDS_PASSWORD", "this PDF is protected by a password")),
    ).toEqual({
      state: "attention",
      problem: "This PDF is locked with a password",
      reason: "This PDF is protected by a password.",
      canUnlock: true,
    });
    expect(checkFromInspection({ status: "unchecked", reason: "Later." })).toEqual({
      state: "unchecked",
      reason: "Later.",
    });
  });
});

describe("attention", () => {
  it("lists the files that need attention in order and counts them in a short message", () => {
    const bad = { state: "attention" as const, problem: "p", reason: "r", canUnlock: false };
    const files = [
      buildFile("a.pdf", { check: bad }),
      buildFile("b.pdf"),
      buildFile("c.pdf", { check: bad }),
    ];
    expect(needingAttention(files).map((file) => file.name)).toEqual(["a.pdf", "c.pdf"]);
    expect(attentionMessage(1)).toEqual({
      title: "1 file needs attention",
      description: "Fix or remove it in step 2 (marked in red), then try again.",
    });
  });
});

describe("the reducer's check actions", () => {
  it("marks a checked file, swaps in unlocked bytes to be checked again, and marks files a build refused", () => {
    let state = buildState({ files: [buildFile("locked.pdf"), buildFile("letter.doc")] });
    state = builderReducer(state, {
      type: "fileChecked",
      id: "id-locked.pdf",
      check: { state: "attention", problem: "Locked", reason: "r", canUnlock: true },
    });
    expect(state.files[0]!.check?.state).toBe("attention");
    const opened = new File([new Uint8Array(9)], "locked.pdf", { type: "application/pdf" });
    state = builderReducer(state, { type: "unlocked", id: "id-locked.pdf", file: opened });
    expect(state.files[0]).toMatchObject({ file: opened, size: 9, type: "application/pdf" });
    expect(state.files[0]!.check).toBeUndefined();
    state = builderReducer(state, {
      type: "markProblems",
      problems: [{ name: "letter.doc", reason: "this Word file is damaged" }],
    });
    expect(state.files[1]!.check).toEqual({
      state: "attention",
      problem: "This file cannot be used",
      reason: "This Word file is damaged.",
      canUnlock: false,
    });
  });
});

describe("createQueue", () => {
  it("runs two at a time in order, and a failed job does not stop the rest", async () => {
    const queue = createQueue(2);
    const started: string[] = [];
    const release = new Map<string, () => void>();
    const job =
      (name: string, fail = false) =>
      () => {
        started.push(name);
        return new Promise<void>((resolve, reject) =>
          release.set(name, () => (fail ? reject(new Error(name)) : resolve())),
        );
      };
    queue.add(job("a", true));
    queue.add(job("b"));
    queue.add(job("c"));
    expect(started).toEqual(["a", "b"]);
    expect(queue.waiting).toBe(1);
    release.get("a")!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(["a", "b", "c"]);
    release.get("b")!();
    release.get("c")!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.running).toBe(0);
  });
});

describe("what Preview and Generate say about files needing attention, in each language (issue 39)", () => {
  it("counts the files in English and in Spanish, one and many", () => {
    const en = i18n.getFixedT("en", "files");
    const es = i18n.getFixedT("es", "files");
    expect(attentionMessage(3, en)).toEqual({
      title: "3 files need attention",
      description: "Fix or remove them in step 2 (marked in red), then try again.",
    });
    expect(attentionMessage(1, es)).toEqual({
      title: "1 archivo necesita atención",
      description: "Corríjalo o quítelo en el paso 2 (está marcado en rojo). Luego intente otra vez.",
    });
    expect(attentionMessage(2, es).title).toBe("2 archivos necesitan atención");
    expect(uncheckedOffline(es)).toMatch(/^No se pudo revisar este archivo ahora\./);
  });

  it("follows the language shown when no translation is passed", async () => {
    await i18n.changeLanguage("es");
    try {
      expect(attentionMessage(2).title).toBe("2 archivos necesitan atención");
    } finally {
      await i18n.changeLanguage("en");
    }
    expect(attentionMessage(2).title).toBe("2 files need attention");
  });
});
