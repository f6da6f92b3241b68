// GET /api/presets/:id/court-for/:type on SQLite and PostgreSQL: which court hears a case type, public and cached
// like the directory, the amount deciding small claims, and 404s for an unknown court or type. Expectations come
// from packages/courts' courtForCase itself, plus the issue's Brooklyn, Houston and Baltimore examples.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { courtForCase } from "@courtready/courts";
import { COURT_FOR_CASE_MESSAGES, ZCourtForCase } from "@courtready/contracts";
import { buildTestApp } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import { strongETag } from "./http-cache.ts";
import { PRESETS_MAX_AGE_SECONDS } from "./courts.routes.ts";

describe.each(dialectsUnderTest())("GET /api/presets/:id/court-for/:type on %s", (dialect) => {
  let t: TestApp;
  // The route reads no database, so one app per dialect serves every test.
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  it("answers without sign-in with the court packages/courts gives, and its sources", async () => {
    const response = await get("/api/presets/ny_kings/court-for/small_claims?amount=2500");
    expect(response.statusCode).toBe(200);
    const body = ZCourtForCase.parse(response.json());
    expect(body).toEqual(courtForCase("ny_kings", "small_claims", 2500));
    expect(body.label).toBe("Civil Court of the City of New York, County of Kings");
    expect(body.sources.length).toBeGreaterThan(0);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("asks for a Texas Justice Court precinct and names the District Court of Maryland for Baltimore", async () => {
    const houston = ZCourtForCase.parse(
      (await get("/api/presets/tx_harris/court-for/eviction_response")).json(),
    );
    expect(houston).toMatchObject({ level: "justice_court", needs_precinct: true });
    const baltimore = ZCourtForCase.parse(
      (await get("/api/presets/md_baltimore_city/court-for/small_claims")).json(),
    );
    expect(baltimore.label).toBe("District Court of Maryland for Baltimore City");
  });

  it("lets the amount decide: over the ceiling the general court stays, with the note to check", async () => {
    const body = ZCourtForCase.parse(
      (await get("/api/presets/fl_orange/court-for/small_claims?amount=9000")).json(),
    );
    expect(body.level).toBe("general");
    expect(body.label).toBe("Circuit Court, Orange County, Florida");
    expect(body.note).toContain(COURT_FOR_CASE_MESSAGES.checkCourt);
  });

  it("accepts a binder type's other names (a hyphenated slug or a legacy code)", async () => {
    const body = ZCourtForCase.parse((await get("/api/presets/il_cook/court-for/landlord-tenant")).json());
    expect(body.binder_type).toBe("eviction_response");
    expect(body.level).toBe("circuit_court");
  });

  it("answers an unknown court or type with 404, and a negative or non-numeric amount with 400", async () => {
    const unknownCourt = await get("/api/presets/xx_nowhere/court-for/small_claims");
    expect(unknownCourt.statusCode).toBe(404);
    expect(unknownCourt.json()).toEqual({ message: COURT_FOR_CASE_MESSAGES.unknownCourt });
    const unknownType = await get("/api/presets/tx_harris/court-for/not_a_type");
    expect(unknownType.statusCode).toBe(404);
    expect(unknownType.json()).toEqual({ message: COURT_FOR_CASE_MESSAGES.unknownType });
    for (const amount of ["-1", "lots"]) {
      expect((await get(`/api/presets/tx_harris/court-for/small_claims?amount=${amount}`)).statusCode).toBe(
        400,
      );
    }
  });

  it("is cached by ETag like the directory", async () => {
    const first = await get("/api/presets/ca_sacramento/court-for/small_claims");
    expect(first.headers.etag).toBe(strongETag(first.body));
    expect(first.headers["cache-control"]).toBe(`public, max-age=${PRESETS_MAX_AGE_SECONDS}`);
    const again = await get("/api/presets/ca_sacramento/court-for/small_claims", {
      "if-none-match": first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });
});
