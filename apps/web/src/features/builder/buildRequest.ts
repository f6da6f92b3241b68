// Sending a build and following it: a multipart POST through XMLHttpRequest (fetch cannot report upload progress),
// with the session cookie and the CSRF header like every write, and a poller that asks the server how the build is
// going every 500 ms until the POST has an answer. Both take their browser objects as arguments so tests can fake them.
import { ZBuildProgress } from "@courtready/contracts";
import type { TBuildProgress } from "@courtready/contracts";

/** The part of XMLHttpRequest this module uses. */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  withCredentials: boolean;
  responseType: XMLHttpRequestResponseType;
  readonly status: number;
  readonly response: unknown;
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
}

export interface MultipartResult {
  status: number;
  ok: boolean;
  /** The body as text (for JSON answers, and for error bodies of a blob request). */
  text: string;
  /** The body as bytes, for a blob request that succeeded. */
  blob: Blob | null;
}

/** Thrown when the request never got an answer (offline, connection dropped); `aborted` when it was cancelled. */
export class NetworkError extends Error {
  constructor(readonly aborted: boolean) {
    super(aborted ? "The request was cancelled" : "The server could not be reached");
    this.name = "NetworkError";
  }
}

export interface SendOptions {
  url: string;
  body: FormData;
  /** "blob" for a file answer (the enhanced kit ZIP); "text" otherwise. */
  responseType: "text" | "blob";
  /** The CSRF token to send back in `csrfHeader`; null to send none. */
  csrfToken: string | null;
  csrfHeader: string;
  onUploadProgress?: (loaded: number, total: number) => void;
  /** Called once every byte has been sent. */
  onUploaded?: () => void;
  signal?: AbortSignal;
  createXhr?: () => XhrLike;
}

/** POSTs a multipart body and resolves with the answer, whatever its status; rejects with NetworkError. */
export function sendMultipart(options: SendOptions): Promise<MultipartResult> {
  const xhr = options.createXhr ? options.createXhr() : (new XMLHttpRequest() as unknown as XhrLike);
  return new Promise<MultipartResult>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new NetworkError(true));
      return;
    }
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener("abort", onAbort, { once: true });
    const done = () => options.signal?.removeEventListener("abort", onAbort);

    xhr.open("POST", options.url);
    xhr.withCredentials = true;
    xhr.responseType = options.responseType;
    xhr.setRequestHeader("Accept", "application/json");
    if (options.csrfToken) xhr.setRequestHeader(options.csrfHeader, options.csrfToken);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded, event.total);
    };
    xhr.upload.onload = () => options.onUploaded?.();
    xhr.onload = () => {
      done();
      const status = xhr.status;
      const ok = status >= 200 && status < 300;
      const body = xhr.response;
      if (options.responseType === "blob" && body instanceof Blob) {
        if (ok) resolve({ status, ok, text: "", blob: body });
        else
          body.text().then(
            (text) => resolve({ status, ok, text, blob: null }),
            () => resolve({ status, ok, text: "", blob: null }),
          );
        return;
      }
      resolve({ status, ok, text: typeof body === "string" ? body : "", blob: null });
    };
    xhr.onerror = () => {
      done();
      reject(new NetworkError(false));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(new NetworkError(true));
    };
    xhr.send(options.body);
  });
}

/** The progress endpoint of one build. */
export function progressUrl(buildId: string): string {
  return `/api/builds/${encodeURIComponent(buildId)}/progress`;
}

export interface PollOptions {
  url: string;
  intervalMs: number;
  /** Fetches the URL: resolves with the status and parsed JSON body (undefined when there is none). */
  fetchJson: (url: string, signal: AbortSignal) => Promise<{ status: number; body: unknown }>;
  onProgress: (progress: TBuildProgress) => void;
  /** Told when the server answered 5xx or could not be reached: the build goes on, the bar says "reconnecting". */
  onReconnecting?: () => void;
}

/**
 * Asks for the build's progress every `intervalMs`, one request at a time, until the returned stop() is called.
 * Answers other than a valid progress report (404 before the server has registered the build, a dropped
 * connection, anything odd) are ignored quietly: the bar simply waits for the next one.
 */
export function pollBuildProgress(options: PollOptions): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    try {
      const { status, body } = await options.fetchJson(options.url, controller.signal);
      if (controller.signal.aborted) return;
      if (status === 200) {
        const parsed = ZBuildProgress.safeParse(body);
        if (parsed.success) options.onProgress(parsed.data);
      } else if (status >= 500) {
        // The server rides out a database or storage blip while it builds (issue 41): say so, and keep asking.
        options.onReconnecting?.();
      }
    } catch {
      // The network blinked: ask again at the next tick.
      if (!controller.signal.aborted) options.onReconnecting?.();
    }
    if (!controller.signal.aborted) timer = setTimeout(() => void tick(), options.intervalMs);
  };
  timer = setTimeout(() => void tick(), options.intervalMs);
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}

/** The browser's fetchJson for pollBuildProgress: a GET with the session cookie. */
export async function fetchProgressJson(
  url: string,
  signal: AbortSignal,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, { credentials: "include", headers: { Accept: "application/json" }, signal });
  const text = await res.text();
  if (!res.ok || !text) return { status: res.status, body: undefined };
  return { status: res.status, body: JSON.parse(text) as unknown };
}
