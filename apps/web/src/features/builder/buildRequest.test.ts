// Tests of the build request: the XHR it sends (cookies, CSRF header, progress) and the progress poller, with a fake
// XMLHttpRequest and fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NetworkError, pollBuildProgress, progressUrl, sendMultipart } from "./buildRequest.ts";
import type { XhrLike } from "./buildRequest.ts";

class FakeXhr implements XhrLike {
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  withCredentials = false;
  responseType: XMLHttpRequestResponseType = "";
  status = 0;
  response: unknown = null;
  upload: XhrLike["upload"] = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

function send(xhr: FakeXhr, extra: Partial<Parameters<typeof sendMultipart>[0]> = {}) {
  return sendMultipart({
    url: "/api/preview",
    body: new FormData(),
    responseType: "text",
    csrfToken: "token-1",
    csrfHeader: "x-csrf-token",
    createXhr: () => xhr,
    ...extra,
  });
}

describe("sendMultipart", () => {
  it("POSTs with cookies and the CSRF header, and reports upload progress", async () => {
    const xhr = new FakeXhr();
    const progress: number[][] = [];
    const uploaded = vi.fn();
    const result = send(xhr, {
      onUploadProgress: (loaded, total) => progress.push([loaded, total]),
      onUploaded: uploaded,
    });
    expect(xhr).toMatchObject({
      method: "POST",
      url: "/api/preview",
      withCredentials: true,
      responseType: "text",
    });
    expect(xhr.headers["x-csrf-token"]).toBe("token-1");
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 7, total: 0 } as ProgressEvent);
    xhr.upload.onload?.();
    xhr.answer(200, '{"success":true}');
    await expect(result).resolves.toEqual({ status: 200, ok: true, text: '{"success":true}', blob: null });
    expect(progress).toEqual([[5, 10]]);
    expect(uploaded).toHaveBeenCalledOnce();
  });

  it("sends no CSRF header without a token, and resolves error answers too", async () => {
    const xhr = new FakeXhr();
    const result = send(xhr, { csrfToken: null });
    expect(xhr.headers).not.toHaveProperty("x-csrf-token");
    xhr.answer(422, '{"success":false}');
    await expect(result).resolves.toMatchObject({ status: 422, ok: false, text: '{"success":false}' });
  });

  it("gives the bytes of a blob answer, and the text of a blob error", async () => {
    const ok = new FakeXhr();
    const zip = new Blob(["PK"]);
    const okResult = send(ok, { responseType: "blob" });
    ok.answer(200, zip);
    await expect(okResult).resolves.toMatchObject({ ok: true, blob: zip });

    const failed = new FakeXhr();
    const failedResult = send(failed, { responseType: "blob" });
    failed.answer(500, new Blob(['{"error":"Boom"}']));
    await expect(failedResult).resolves.toMatchObject({ ok: false, text: '{"error":"Boom"}', blob: null });
  });

  it("rejects with NetworkError when offline or cancelled", async () => {
    const offline = new FakeXhr();
    const offlineResult = send(offline);
    offline.onerror?.();
    await expect(offlineResult).rejects.toMatchObject({ name: "NetworkError", aborted: false });

    const controller = new AbortController();
    const cancelled = new FakeXhr();
    const cancelledResult = send(cancelled, { signal: controller.signal });
    controller.abort();
    expect(cancelled.aborted).toBe(true);
    await expect(cancelledResult).rejects.toBeInstanceOf(NetworkError);
  });
});

describe("pollBuildProgress", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks every interval, quietly skips 404s and odd answers, and stops when told", async () => {
    const answers = [
      { status: 404, body: undefined },
      { status: 200, body: { stage: "nonsense" } },
      { status: 200, body: { stage: "converting", fraction: 0.25, message: "Converting a.docx (1 of 4)" } },
    ];
    const fetchJson = vi.fn(
      async (_url: string, _signal: AbortSignal) =>
        answers.shift() ?? { status: 200, body: { stage: "done", fraction: 1, message: "" } },
    );
    const onProgress = vi.fn();
    const stop = pollBuildProgress({
      url: progressUrl("build-1234"),
      intervalMs: 500,
      fetchJson,
      onProgress,
    });

    expect(fetchJson).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(fetchJson).toHaveBeenCalledTimes(1);
    expect(fetchJson.mock.calls[0]?.[0]).toBe("/api/builds/build-1234/progress");
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchJson).toHaveBeenCalledTimes(3);
    expect(onProgress).toHaveBeenCalledTimes(1);
    expect(onProgress).toHaveBeenCalledWith({
      stage: "converting",
      fraction: 0.25,
      message: "Converting a.docx (1 of 4)",
    });

    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchJson).toHaveBeenCalledTimes(3);
  });

  it("keeps asking after a network error", async () => {
    const fetchJson = vi
      .fn()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ status: 200, body: { stage: "queued", fraction: 0, message: "" } });
    const onProgress = vi.fn();
    const stop = pollBuildProgress({ url: "/p", intervalMs: 500, fetchJson, onProgress });
    await vi.advanceTimersByTimeAsync(1000);
    expect(onProgress).toHaveBeenCalledTimes(1);
    stop();
  });

  it("says it is reconnecting on a 5xx or a dropped connection, and keeps asking", async () => {
    const fetchJson = vi
      .fn()
      .mockResolvedValueOnce({ status: 503, body: undefined })
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ status: 404, body: undefined })
      .mockResolvedValue({ status: 200, body: { stage: "queued", fraction: 0, message: "" } });
    const onProgress = vi.fn();
    const onReconnecting = vi.fn();
    const stop = pollBuildProgress({ url: "/p", intervalMs: 500, fetchJson, onProgress, onReconnecting });
    await vi.advanceTimersByTimeAsync(1500);
    expect(onReconnecting).toHaveBeenCalledTimes(2);
    expect(onProgress).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(onProgress).toHaveBeenCalledTimes(1);
    stop();
  });

  it("drops an answer that arrives after stop()", async () => {
    let resolve: (value: { status: number; body: unknown }) => void = () => {};
    const fetchJson = vi.fn(() => new Promise<{ status: number; body: unknown }>((r) => (resolve = r)));
    const onProgress = vi.fn();
    const stop = pollBuildProgress({ url: "/p", intervalMs: 500, fetchJson, onProgress });
    await vi.advanceTimersByTimeAsync(500);
    stop();
    resolve({ status: 200, body: { stage: "done", fraction: 1, message: "" } });
    await vi.advanceTimersByTimeAsync(0);
    expect(onProgress).not.toHaveBeenCalled();
  });
});
