// App-level behaviour: health, JSON errors, security headers, the SPA fallback, and logs free of secrets.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { toDbTime } from "@courtready/db";
import { createTestDatabase, dialectsUnderTest } from "@courtready/db/testing";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { buildSignup, buildTestApp, fixedClock, signedInClient, TestClient } from "./testing/harness.ts";
import type { TestApp } from "./testing/harness.ts";
import { insertJobRow } from "./testing/builds.factories.ts";
import { filingCheckRefused } from "./testing/filing-check.ts";

/** The web app's source folder: its index.html is the page the built one is made from. */
const WEB_DIR = path.resolve(import.meta.dirname, "../../web");

describe.each(dialectsUnderTest())("app on %s", (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("GET /api/health reports the database and each external tool", async () => {
    t = await buildTestApp(dialect);
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.database).toEqual({ available: true, dialect });
    for (const tool of ["libreoffice", "qpdf", "poppler", "tesseract"]) {
      expect(body.tools[tool]).toEqual({
        available: expect.any(Boolean),
        version: expect.toBeOneOf([null, expect.any(String)]),
      });
    }
    // tesseract is optional: the status follows the three the app needs.
    expect(body.status).toBe(
      ["libreoffice", "qpdf", "poppler"].every((tool) => body.tools[tool].available) ? "ok" : "degraded",
    );
  });

  it("GET /api/health reports the build queue's depth and oldest waiting build, and the storage", async () => {
    t = await buildTestApp(dialect, {}, { runsBuilds: false });
    const at = toDbTime(new Date(t.clock().getTime() - 90_000));
    const user = await signedInClient(t.app);
    const owner = await t.database.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", user.input.email.toLowerCase())
      .executeTakeFirstOrThrow();
    for (const [id, state] of [
      ["job-a", "queued"],
      ["job-b", "queued"],
      ["job-c", "running"],
      ["job-d", "done"],
    ] as const)
      await insertJobRow(t.database.db, { id, user_id: owner.id, state, updated_at: at });
    const body = (await t.app.inject({ method: "GET", url: "/api/health" })).json();
    expect(body.queue).toEqual({ kind: "local", waiting: 2, running: 1, oldestWaitingSeconds: 90 });
    expect(body.storage).toEqual({ kind: "local", available: true });
  });

  it("answers 503 with database unavailable when the database is gone", async () => {
    t = await buildTestApp(dialect);
    await t.database.destroy();
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: "degraded",
      database: { available: false, dialect },
      problems: ["database: does not answer"],
    });
    t.database.destroy = async () => {};
  });

  it("answers 503 with the reason when the file storage is gone, though the database answers", async () => {
    t = await buildTestApp(dialect);
    // A file where the folder should be (a folder merely missing is made on the first write).
    rmSync(t.config.filesDir, { recursive: true, force: true });
    writeFileSync(t.config.filesDir, "");
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      database: { available: true },
      storage: { kind: "local", available: false },
      problems: ["storage (local folder): ENOTDIR"],
    });
  });

  it("answers unknown API paths and malformed bodies with JSON messages", async () => {
    t = await buildTestApp(dialect);
    const missing = await t.app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Not found" });

    const client = new TestClient(t.app);
    const broken = await client.request({
      method: "POST",
      url: "/api/auth/login",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: "The request body is not valid JSON." });
  });

  it("sets security headers and never caches API answers", async () => {
    t = await buildTestApp(dialect);
    const response = await t.app.inject({ method: "GET", url: "/api/auth/user" });
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("keeps passwords, cookies and tokens out of the request log", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const dataDir = mkdtempSync(path.join(tmpdir(), "courtready-log-"));
    const database = await createTestDatabase(dialect);
    const app = await buildApp({
      checkFiling: filingCheckRefused,
      config: loadConfig({
        NODE_ENV: "development",
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, "none"),
      }),
      database,
      clock: fixedClock(),
      logger: { level: "info", stream },
    });
    try {
      const client = new TestClient(app);
      const input = buildSignup({ password: "Sup3r-secret-passw0rd" });
      await client.post("/api/auth/signup", input);
      await client.post("/api/auth/login", { email: input.email, password: input.password });
      await client.get("/api/auth/user");
      // The health answer waits on the same probe whose versions are logged at start-up, once (issue 42).
      await client.get("/api/health");
      await client.get("/api/health");
      const log = lines.join("");
      const tools = log.match(/"msg":"external tools: [^"]*"/g) ?? [];
      expect(tools).toHaveLength(1);
      expect(tools[0]).toMatch(/LibreOffice [^,]+, qpdf [^,]+, poppler [^,]+, tesseract [^,]+"$/);
      expect(log).toContain('"url":"/api/auth/login"');
      expect(log).not.toContain("Sup3r-secret-passw0rd");
      for (const value of client.cookies.values()) expect(log).not.toContain(value);
    } finally {
      await app.close();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("serving the web app", () => {
  it("serves index.html for page routes, files as they are, and JSON 404s under /api", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), "courtready-dist-"));
    mkdirSync(path.join(dist, "assets"));
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>CourtReady</title>");
    writeFileSync(path.join(dist, "assets", "app-abc123.js"), "console.log(1)");
    const t = await buildTestApp("sqlite", { WEB_DIST_DIR: dist });
    try {
      for (const url of ["/", "/login", "/binder-type/small_claims", "/some/unknown/page"]) {
        const page = await t.app.inject({ method: "GET", url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain("<title>CourtReady</title>");
      }
      const asset = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
      expect(asset.headers["cache-control"]).toContain("immutable");
      // Shared caches keep it for a year: no anonymous CSRF binding may ride along (issue 22, finding 6).
      expect(asset.headers["set-cookie"]).toBeUndefined();
      expect((await t.app.inject({ method: "GET", url: "/" })).headers["set-cookie"]).toBeDefined();
      // An asset of an older build is gone: a 404, never the page under a .js name.
      const missing = await t.app.inject({ method: "GET", url: "/assets/app-old999.js" });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).not.toContain("<title>");
      expect((await t.app.inject({ method: "GET", url: "/api/nothing" })).json()).toEqual({
        message: "Not found",
      });
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it("says the page's language and title in the person's language before any script runs (issue 39)", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), "courtready-dist-"));
    writeFileSync(path.join(dist, "index.html"), readFileSync(path.join(WEB_DIR, "index.html")));
    const t = await buildTestApp("sqlite", { WEB_DIST_DIR: dist });
    const page = (url: string, headers: Record<string, string>) =>
      t.app.inject({ method: "GET", url, headers }).then((response) => response.body);
    try {
      for (const url of ["/", "/index.html", "/create"]) {
        const spanish = await page(url, { "accept-language": "es-US,es;q=0.9" });
        expect(spanish, url).toContain('<html lang="es">');
        expect(spanish, url).toContain(
          "<title>CourtReady — carpetas de pruebas listas para la corte</title>",
        );
        expect(spanish, url).not.toContain("court-ready exhibit binder");
      }
      // The switch's cookie wins over the browser's language, either way.
      const chosen = await page("/help", { "accept-language": "es-US", cookie: "courtready_lang=en" });
      expect(chosen).toContain('<html lang="en">');
      expect(chosen).toContain("<title>CourtReady — court-ready exhibit binders</title>");
      expect(await page("/help", { "accept-language": "en-US", cookie: "courtready_lang=es" })).toContain(
        '<html lang="es">',
      );
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
