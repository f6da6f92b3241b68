// Tests of the HTTP client's error format (spec §7), message extraction, cookie reading and request headers.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  apiRequest,
  errorStatus,
  formatHttpError,
  readCookie,
  serverMessage,
  throwIfResNotOk,
} from "./client.ts";

describe("formatHttpError", () => {
  it("puts the status, a colon and a space before the response text", () => {
    expect(formatHttpError(401, "Unauthorized", '{"message":"Invalid email or password"}')).toBe(
      '401: {"message":"Invalid email or password"}',
    );
  });

  it("uses the status text when the body is empty", () => {
    expect(formatHttpError(502, "Bad Gateway", "")).toBe("502: Bad Gateway");
  });
});

describe("throwIfResNotOk", () => {
  it("lets a 2xx response through", async () => {
    await expect(throwIfResNotOk(new Response("{}", { status: 200 }))).resolves.toBeUndefined();
  });

  it("throws the formatted message for a non-2xx response", async () => {
    const res = new Response('{"message":"Too many sign-in attempts."}', {
      status: 429,
      statusText: "Too Many Requests",
    });
    await expect(throwIfResNotOk(res)).rejects.toThrow('429: {"message":"Too many sign-in attempts."}');
  });

  it("falls back to the status text for an empty body", async () => {
    await expect(
      throwIfResNotOk(new Response(null, { status: 500, statusText: "Internal Server Error" })),
    ).rejects.toThrow("500: Internal Server Error");
  });
});

describe("serverMessage", () => {
  it("extracts the server's message", () => {
    expect(serverMessage(new Error('401: {"message":"Invalid email or password"}'), "fallback")).toBe(
      "Invalid email or password",
    );
  });

  it("keeps a message that itself contains a colon or newline", () => {
    expect(serverMessage(new Error('409: {"message":"Taken: try\\nagain"}'), "fallback")).toBe(
      "Taken: try\nagain",
    );
  });

  it("falls back for a body that is not JSON", () => {
    expect(serverMessage(new Error("502: Bad Gateway"), "fallback")).toBe("fallback");
    expect(serverMessage(new Error("500: <html>oops</html>"), "fallback")).toBe("fallback");
  });

  it("falls back for JSON without a usable message", () => {
    expect(serverMessage(new Error('400: {"error":"x"}'), "fallback")).toBe("fallback");
    expect(serverMessage(new Error('400: {"message":""}'), "fallback")).toBe("fallback");
    expect(serverMessage(new Error('400: {"message":42}'), "fallback")).toBe("fallback");
    expect(serverMessage(new Error("400: null"), "fallback")).toBe("fallback");
  });

  it("falls back for errors that never reached the server and for non-errors", () => {
    expect(serverMessage(new TypeError("Failed to fetch"), "fallback")).toBe("fallback");
    expect(serverMessage("401: nope", "fallback")).toBe("fallback");
    expect(serverMessage(undefined, "fallback")).toBe("fallback");
  });
});

describe("errorStatus", () => {
  it("reads the status of a formatted error", () => {
    expect(errorStatus(new Error('401: {"message":"x"}'))).toBe(401);
  });

  it("is null for other errors", () => {
    expect(errorStatus(new TypeError("Failed to fetch"))).toBeNull();
    expect(errorStatus(null)).toBeNull();
  });
});

describe("readCookie", () => {
  it("finds a cookie among others and decodes it", () => {
    expect(readCookie("cr_csrf", "a=1; cr_csrf=abc%3D; b=2")).toBe("abc=");
  });

  it("does not match a cookie whose name merely ends with the name", () => {
    expect(readCookie("cr_csrf", "xcr_csrf=wrong")).toBeNull();
  });

  it("is null when absent or the string is empty", () => {
    expect(readCookie("cr_csrf", "a=1")).toBeNull();
    expect(readCookie("cr_csrf", "")).toBeNull();
  });

  it("returns a malformed escape untouched", () => {
    expect(readCookie("cr_csrf", "cr_csrf=%E0%A4%A")).toBe("%E0%A4%A");
  });
});

describe("apiRequest", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stub(cookie: string) {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("document", { cookie });
    return fetchMock;
  }

  function sentInit(fetchMock: ReturnType<typeof stub>): RequestInit {
    const call = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    return call[1];
  }

  it("sends cookies and the CSRF header on a write", async () => {
    const fetchMock = stub("cr_csrf=token123");
    await apiRequest("POST", "/api/auth/login", { email: "a@b.co", password: "x" });
    const init = sentInit(fetchMock);
    expect(init.credentials).toBe("include");
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>)["x-csrf-token"]).toBe("token123");
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect(init.body).toBe('{"email":"a@b.co","password":"x"}');
  });

  it("sends cookies but no CSRF header on a read", async () => {
    const fetchMock = stub("cr_csrf=token123");
    await apiRequest("GET", "/api/projects");
    const init = sentInit(fetchMock);
    expect(init.credentials).toBe("include");
    expect((init.headers as Record<string, string>)["x-csrf-token"]).toBeUndefined();
  });

  it("throws the formatted error for a non-2xx answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"message":"Invalid email or password"}', { status: 401 })),
    );
    vi.stubGlobal("document", { cookie: "" });
    await expect(apiRequest("POST", "/api/auth/login", {})).rejects.toThrow(
      '401: {"message":"Invalid email or password"}',
    );
  });
});
