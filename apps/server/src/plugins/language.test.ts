// The person's language on the server (issue 39): the saved choice of a signed-in account, then the web app's
// cookie, then Accept-Language, then English; every /api answer's message is said in it, English ones unchanged.
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import {
  ACCOUNT_LANGUAGE_URL,
  AUTH_MESSAGES,
  LANGUAGE_COOKIE,
  messageFor,
  translateMessage,
} from "@courtready/contracts";
import { buildSignup, signedInClient, TestClient, useTestApp } from "../testing/harness.ts";

const SPANISH_BROWSER = { "accept-language": "es-MX,es;q=0.9,en;q=0.5" };

describe.each(dialectsUnderTest())("the request's language on %s", (dialect) => {
  const t = useTestApp(dialect);

  it("answers in English by default, and in the browser's Spanish when it asks for it", async () => {
    const english = await new TestClient(t().app).get("/api/auth/user");
    expect(english.statusCode).toBe(401);
    expect(english.json()).toEqual({ message: AUTH_MESSAGES.notSignedIn });
    const spanish = await new TestClient(t().app, SPANISH_BROWSER).get("/api/auth/user");
    expect(spanish.statusCode).toBe(401);
    expect(spanish.json()).toEqual({ message: "Inicie sesión para continuar." });
  });

  it("lets the web app's cookie override the browser's language, either way", async () => {
    const client = new TestClient(t().app, SPANISH_BROWSER);
    client.cookies.set(LANGUAGE_COOKIE, "en");
    expect((await client.get("/api/auth/user")).json()).toEqual({ message: AUTH_MESSAGES.notSignedIn });
    const english = new TestClient(t().app, { "accept-language": "en-US" });
    english.cookies.set(LANGUAGE_COOKIE, "es");
    expect((await english.get("/api/auth/user")).json()).toEqual({
      message: "Inicie sesión para continuar.",
    });
  });

  it("says validation messages from the contracts and the error handler's own in Spanish", async () => {
    const client = new TestClient(t().app, SPANISH_BROWSER);
    const weak = await client.post("/api/auth/signup", buildSignup({ password: "short1" }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ message: messageFor("auth.passwordTooShort", "es") });
    const badJson = await client.request({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: "El contenido de la solicitud no es JSON válido." });
  });

  it("says a zod default (a limit the schema gives no words for) plainly in Spanish, and as before in English", async () => {
    const { client } = await signedInClient(t().app);
    const long = { name: "x".repeat(101) };
    const english = await client.post("/api/folders", long);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ message: "Too big: expected string to have <=100 characters" });
    client.cookies.set(LANGUAGE_COOKIE, "es");
    const spanish = await client.post("/api/folders", long);
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toEqual({ message: "Use como máximo 100 caracteres." });
    // A message of the schema's own that the catalogue lacks is said by its kind rather than left in English.
    expect((await client.post("/api/folders", { name: " " })).json()).toEqual({
      message: "Complete este campo.",
    });
  });

  it("saves a signed-in person's language, returns it with the account, and answers in it from then on", async () => {
    const { client } = await signedInClient(t().app);
    expect((await client.get("/api/auth/user")).json()).toMatchObject({ language: null });
    const saved = await client.request({
      method: "PUT",
      url: ACCOUNT_LANGUAGE_URL,
      payload: { language: "es" },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ language: "es" });
    expect((await client.get("/api/auth/user")).json()).toMatchObject({ language: "es" });
    // The saved choice outranks the cookie and the browser: the account says what the person chose.
    client.cookies.set(LANGUAGE_COOKIE, "en");
    const missing = await client.get(`/api/projects/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messageFor("projects.notFound", "es") });
    const wrong = await client.request({
      method: "PUT",
      url: ACCOUNT_LANGUAGE_URL,
      payload: { language: "fr" },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await client.get("/api/auth/user")).json()).toMatchObject({ language: "es" });
  });

  it("refuses to save a language for a stranger, or without the CSRF token", async () => {
    const stranger = await new TestClient(t().app).request({
      method: "PUT",
      url: ACCOUNT_LANGUAGE_URL,
      payload: { language: "es" },
    });
    expect(stranger.statusCode).toBe(401);
    const { client } = await signedInClient(t().app);
    const forged = await client.request({
      method: "PUT",
      url: ACCOUNT_LANGUAGE_URL,
      payload: { language: "es" },
      csrf: false,
    });
    expect(forged.statusCode).toBe(403);
    expect((await client.get("/api/auth/user")).json()).toMatchObject({ language: null });
  });
});

/** Every non-test source file of the server. */
function serverSources(folder = path.join(import.meta.dirname, "..")): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : serverSources(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("the server's own refusal texts", () => {
  it("are all in the Spanish catalogue (a new English literal must be added to packages/contracts/src/i18n)", () => {
    // The last argument of an error written as a plain literal: new HttpError(404, "…"), new BuildError(4xx, CODE, "…").
    const literal = /new (?:Http|Build|Upload)Error\([^;]*?,\s*"((?:[^"\\]|\\.)+)",?\s*\)/g;
    const found = serverSources().flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(literal)].map((match) => JSON.parse(`"${match[1]}"`) as string),
    );
    expect(found.length).toBeGreaterThan(5);
    expect(found.filter((text) => translateMessage(text, "es") === text)).toEqual([]);
  });
});
