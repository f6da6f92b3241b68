// One file sent resumably as a promise (issue 40), with the tus client replaced by a fake the test drives: each step
// reported as the rows show it, the id once every byte is on the server, a refusal as an error, and a cancel that
// removes what was stored and ends the promise as cancelled rather than failed.
import { describe, expect, it, vi } from "vitest";
import {
  UploadCancelled,
  appendNamedFiles,
  appendOneFile,
  shouldRetry,
  uploadResumably,
} from "./resumableUpload.ts";
import type { ResumableCallbacks } from "./resumableUpload.ts";
import type { UploadStatus } from "./uploadProgress.ts";

function fakeStart() {
  const calls = {
    callbacks: undefined as ResumableCallbacks | undefined,
    cancel: vi.fn(async () => undefined),
  };
  const start = (_file: File, callbacks: ResumableCallbacks) => {
    calls.callbacks = callbacks;
    return { cancel: calls.cancel, pause: () => undefined };
  };
  return { calls, start };
}

const file = new File([new Uint8Array(10)], "scan.pdf", { type: "application/pdf" });

describe("uploadResumably", () => {
  it("reports bytes as they go and answers the finished upload's id", async () => {
    const { calls, start } = fakeStart();
    const seen: UploadStatus[] = [];
    const upload = uploadResumably(file, (status) => seen.push(status), start);
    calls.callbacks!.onProgress(4, 10, 2);
    calls.callbacks!.onDone("a".repeat(32));
    await expect(upload.done).resolves.toBe("a".repeat(32));
    expect(seen[0]).toMatchObject({ state: "sending", sent: 4, total: 10, startBytes: 2 });
    expect(seen[1]).toEqual({ state: "done", total: 10, uploadId: "a".repeat(32) });
    await upload.remove();
    expect(calls.cancel).toHaveBeenCalledOnce();
  });

  it("fails with the server's refusal", async () => {
    const { calls, start } = fakeStart();
    const upload = uploadResumably(file, () => undefined, start);
    calls.callbacks!.onFailed("scan.pdf is not a PDF");
    await expect(upload.done).rejects.toThrow("scan.pdf is not a PDF");
  });

  it("cancels as cancelled, removing what the server stored", async () => {
    const { calls, start } = fakeStart();
    const upload = uploadResumably(file, () => undefined, start);
    await upload.cancel();
    await expect(upload.done).rejects.toBeInstanceOf(UploadCancelled);
    expect(calls.cancel).toHaveBeenCalledOnce();
  });
});

describe("shouldRetry", () => {
  it("retries a dropped connection, a conflict and a busy server, not a refusal", () => {
    expect([undefined, 500, 409, 423, 429].map(shouldRetry)).toEqual([true, true, true, true, true]);
    expect([400, 403, 413, 422].map(shouldRetry)).toEqual([false, false, false, false]);
  });
});

describe("appendNamedFiles", () => {
  const files = ["a.pdf", "b.pdf", "c.pdf"].map((name) => ({ id: name, name, file: new File(["x"], name) }));
  const id = "0123456789abcdef0123456789abcdef";

  it("names a finished upload in order and sends the rest, with room for parts sent after", () => {
    const form = new FormData();
    appendNamedFiles(form, files, (fileId) => (fileId === "b.pdf" ? id : undefined), 1);
    expect(JSON.parse(String(form.get("uploadIds")))).toEqual([null, id, null, null]);
    expect((form.getAll("files") as File[]).map((f) => f.name)).toEqual(["a.pdf", "c.pdf"]);
  });

  it("sends every file, without the field, when none has finished uploading", () => {
    const form = new FormData();
    appendNamedFiles(form, files, () => undefined);
    expect(form.has("uploadIds")).toBe(false);
    expect(form.getAll("files")).toHaveLength(3);
  });
});

describe("appendOneFile", () => {
  it("names a finished upload instead of sending the bytes again (unlock, the redaction finder)", () => {
    const form = new FormData();
    appendOneFile(form, "file", { name: "scan.pdf", file }, "b".repeat(32));
    expect(form.get("uploadIds")).toBe(JSON.stringify(["b".repeat(32)]));
    expect(form.get("file")).toBeNull();
  });

  it("sends the file as its part when it has no finished upload", () => {
    const form = new FormData();
    appendOneFile(form, "file", { name: "renamed.pdf", file }, undefined);
    expect(form.get("uploadIds")).toBeNull();
    expect((form.get("file") as File).name).toBe("renamed.pdf");
  });
});
