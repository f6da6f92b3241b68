// The typed HTTP client every screen uses: cookies on every call, the CSRF header on writes, and one error shape.
import { CSRF_COOKIE, CSRF_HEADER } from "@courtready/contracts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Methods that change state; the server rejects them unless the CSRF cookie's value comes back as a header. */
const WRITE_METHODS: ReadonlySet<HttpMethod> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The value of one cookie from a `document.cookie`-style string, or null.
 * @example readCookie("cr_csrf", "a=1; cr_csrf=abc%3D") // "abc="
 */
export function readCookie(name: string, cookieString: string): string | null {
  for (const part of cookieString.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // A malformed escape is still the value the server set; send it back untouched rather than dropping it.
      return raw;
    }
  }
  return null;
}

/**
 * The message of a failed call, as the spec (§7) fixes it: status, colon and space, then the body or status text.
 * @example formatHttpError(401, "Unauthorized", '{"message":"Invalid email or password"}')
 *   // '401: {"message":"Invalid email or password"}'
 */
export function formatHttpError(status: number, statusText: string, responseText: string): string {
  return `${status}: ${responseText || statusText}`;
}

/** Turns a non-2xx response into an Error whose message follows formatHttpError; 2xx responses pass through. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let text = "";
  try {
    text = await res.text();
  } catch {
    // The body could not be read (connection dropped); the status text still says what happened.
  }
  throw new Error(formatHttpError(res.status, res.statusText, text));
}

/**
 * The HTTP status at the start of an error made by throwIfResNotOk, or null for any other error
 * (for example a network failure, which never reached the server).
 */
export function errorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : null;
}

/**
 * The server's `{ "message": … }` from an error made by throwIfResNotOk, for showing in a toast; `fallback` when
 * the error has no such message (network failure, HTML error page, empty body).
 * @example serverMessage(new Error('401: {"message":"Invalid email or password"}'), "Login failed")
 *   // "Invalid email or password"
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return fallback;
  try {
    const body: unknown = JSON.parse(match[1] ?? "");
    if (body && typeof body === "object" && "message" in body) {
      const message = (body as { message: unknown }).message;
      if (typeof message === "string" && message.trim() !== "") return message;
    }
  } catch {
    // Not JSON: a proxy's or browser's text is not written for the user, so the caller's fallback reads better.
  }
  return fallback;
}

/** The CSRF token the server left in its JS-readable cookie, or null outside a browser or before it is set. */
function csrfToken(): string | null {
  return typeof document === "undefined" ? null : readCookie(CSRF_COOKIE, document.cookie);
}

/**
 * Sends one request to the API with the session cookie (and the CSRF header on writes) and returns the response,
 * throwing for any non-2xx status. `body` is sent as JSON; FormData is sent as multipart, untouched.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser must write the multipart boundary itself, so no Content-Type here.
    payload = body;
  } else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  if (WRITE_METHODS.has(method)) {
    const token = csrfToken();
    if (token) headers[CSRF_HEADER] = token;
  }
  const res = await fetch(url, { method, headers, body: payload, credentials: "include" });
  await throwIfResNotOk(res);
  return res;
}

/** apiRequest, then the JSON body typed as T (the caller names the contract type). An empty body gives null. */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}
