// The court directory API on SQLite and PostgreSQL: the keyed object, state filter, search, summary, filing
// profiles, which court hears a case type (issue 37), ETag/304, compression and query validation. Expectations come
// from packages/courts itself, so they hold for the placeholder data and for the full directory alike.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import {
  allPresets,
  courtForCase,
  coverageSummary,
  filingProfileFor,
  genericPresets,
  presetsForState,
  searchCourts,
  searchPresets,
  topCourts,
} from "@courtready/courts";
import {
  COURT_FOR_CASE_MESSAGES,
  COURT_STATES,
  FILING_PROFILE_MESSAGES,
  PRESETS_MESSAGES,
  TOP_COURTS,
  ZCourtForCase,
  ZFilingProfile,
} from "@courtready/contracts";
import type {
  TCourtPreset,
  TPresetsResponse,
  TPresetsSearchResponse,
  TPresetsSummaryResponse,
} from "@courtready/contracts";
import { buildTestApp } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import Fastify from "fastify";
import fastifyCompress from "@fastify/compress";
import { serializerCompiler, validatorCompiler } from "../../plugins/zod.ts";
import { createCompressedBodyCache, strongETag } from "./http-cache.ts";
import { courtsRoutes, PRESETS_MAX_AGE_SECONDS } from "./courts.routes.ts";
import { createCourtsService } from "./courts.service.ts";

const ids = (presets: Iterable<TCourtPreset>) => [...presets].map((preset) => preset.id);

describe.each(dialectsUnderTest())("court directory API on %s", (dialect) => {
  let t: TestApp;
  // The routes read no database, so one app per dialect serves every test; each request stands alone.
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  describe("GET /api/presets", () => {
    it("answers without sign-in with the spec's object keyed by court id, in directory order", async () => {
      const response = await get("/api/presets");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      const body = response.json<TPresetsResponse>();
      expect(Object.keys(body)).toEqual([...allPresets().keys()]);
      for (const [id, preset] of Object.entries(body)) expect(preset.id).toBe(id);
      expect(body).toEqual(Object.fromEntries(allPresets()));
      expect(body.ca_los_angeles?.state).toBe("CA");
      expect(body.other_state_court?.kind).toBe("generic");
    });

    it("?state=CA gives California's presets only: no other state, no generic preset", async () => {
      const body = (await get("/api/presets?state=CA")).json<TPresetsResponse>();
      expect(Object.keys(body)).toEqual(ids(presetsForState("CA")));
      expect(Object.keys(body)).toContain("ca_los_angeles");
      for (const preset of Object.values(body)) expect(preset.state).toBe("CA");
      for (const generic of genericPresets()) expect(body).not.toHaveProperty(generic.id);
      // A lowercase code is read the same way.
      expect((await get("/api/presets?state=ca")).json()).toEqual(body);
    });

    it("?state= of a state with no preset is an empty object, not an error", async () => {
      const empty = COURT_STATES.map(([code]) => code).find((code) => presetsForState(code).length === 0);
      if (!empty) return; // the full directory covers every state and territory
      const response = await get(`/api/presets?state=${empty}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
    });

    it("?q= searches places, label, id and city, ignoring case, in the search's rank order", async () => {
      const houston = (await get("/api/presets?q=Houston")).json<TPresetsResponse>();
      expect(Object.keys(houston)[0]).toBe("tx_harris");
      expect(Object.keys(houston)).toEqual(ids(searchPresets("Houston")));

      const byLabel = (await get("/api/presets?q=los%20angeles")).json<TPresetsResponse>();
      expect(Object.keys(byLabel)).toContain("ca_los_angeles");
      expect(Object.keys(byLabel)).toEqual(ids(searchPresets("los angeles")));
      expect((await get("/api/presets?q=LOS%20ANGELES")).json()).toEqual(byLabel);

      const byId = (await get("/api/presets?q=ca_los_angeles")).json<TPresetsResponse>();
      expect(Object.keys(byId)).toContain("ca_los_angeles");

      const generic = (await get("/api/presets?q=other%20state")).json<TPresetsResponse>();
      expect(Object.keys(generic)).toContain("other_state_court");

      const none = await get("/api/presets?q=no%20court%20is%20called%20this");
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({});
    });

    it("?q= with ?state= searches within that state", async () => {
      const body = (await get("/api/presets?state=CA&q=court")).json<TPresetsResponse>();
      const expected = searchPresets("court").filter((preset) => preset.state === "CA");
      expect(Object.keys(body)).toEqual(ids(expected));
      const elsewhere = (await get("/api/presets?state=NY&q=los%20angeles")).json<TPresetsResponse>();
      expect(elsewhere).not.toHaveProperty("ca_los_angeles");
    });

    it("an empty state or search means no filter", async () => {
      const all = (await get("/api/presets")).json();
      expect((await get("/api/presets?state=&q=%20%20")).json()).toEqual(all);
    });

    it.each([
      ["an unknown state", "state=ZZ", PRESETS_MESSAGES.unknownState],
      ["a state name instead of its code", "state=California", PRESETS_MESSAGES.unknownState],
      ["two states", "state=CA&state=NY", PRESETS_MESSAGES.unknownState],
      ["a search over 200 characters", `q=${"a".repeat(201)}`, PRESETS_MESSAGES.queryTooLong],
    ])("refuses %s with 400 and a plain message", async (_case, query, message) => {
      const response = await get(`/api/presets?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      // Errors are never cached.
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers.etag).toBeUndefined();
    });
  });

  describe("GET /api/presets/search", () => {
    const search = async (query: string) => {
      const response = await get(`/api/presets/search?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<TPresetsSearchResponse>().results;
    };

    it("ranks the courts of the city people typed first, naming the place on each", async () => {
      const results = await search("q=Houston");
      expect(results[0]?.preset.id).toBe("tx_harris");
      expect(results[0]?.place).toMatchObject({ name: "Houston", state: "TX", county: "Harris County" });
      expect(results[0]?.place?.source.url).toMatch(/^https:\/\//);
      expect(results.map((result) => result.preset.id)).toEqual(
        searchCourts("Houston").map((result) => result.preset.id),
      );
      // The Houston Counties are still there, found by name.
      expect(results.filter((result) => result.preset.county === "Houston County")).toHaveLength(5);
    });

    it("finds Kings County for Brooklyn, and keeps exact county names working", async () => {
      const brooklyn = await search("q=brooklyn");
      expect(brooklyn[0]?.preset.id).toBe("ny_kings");
      expect(brooklyn[0]?.place?.county).toBe("Kings County");
      const cook = await search("q=Cook%20County");
      expect(cook.map((result) => result.preset.id)).toContain("il_cook");
      expect(cook.every((result) => result.place === null)).toBe(true);
    });

    it("finds a ZIP code's courts, saying how the ZIP code lies across counties (issue 37)", async () => {
      const kings = await search("q=11201");
      expect(kings.map((result) => result.preset.id)).toEqual(["ny_kings"]);
      expect(kings[0]?.place).toMatchObject({ name: "11201", state: "NY", zip: { counties: 1, rank: 1 } });
      const riverdale = await search("q=10463");
      expect(riverdale.map((result) => [result.preset.id, result.place?.zip])).toEqual([
        ["ny_bronx", { counties: 2, rank: 1 }],
        ["ny_new_york", { counties: 2, rank: 2 }],
      ]);
      expect((await search("q=77002")).map((result) => result.preset.id)).toEqual(["tx_harris"]);
    });

    it("narrows to one state, and answers an unmatched search with an empty list", async () => {
      const inKansas = await search("q=Kansas%20City&state=ks");
      expect(inKansas.length).toBeGreaterThan(0);
      expect(inKansas.every((result) => result.preset.state === "KS")).toBe(true);
      expect(inKansas[0]?.preset.id).toBe("ks_wyandotte");
      expect(await search("q=no%20court%20is%20called%20this")).toEqual([]);
    });

    it("is cached by ETag and refuses what GET /api/presets refuses", async () => {
      const first = await get("/api/presets/search?q=Houston");
      expect(first.headers.etag).toBe(strongETag(first.body));
      const again = await get("/api/presets/search?q=Houston", {
        "if-none-match": first.headers.etag as string,
      });
      expect(again.statusCode).toBe(304);
      const refused = await get("/api/presets/search?state=ZZ&q=Houston");
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: PRESETS_MESSAGES.unknownState });
    });
  });

  describe("caching", () => {
    it("sends a strong ETag of the body, public caching, and no cookie", async () => {
      const response = await get("/api/presets?state=CA");
      const etag = response.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      expect(etag).toBe(strongETag(response.body));
      expect(response.headers["cache-control"]).toBe(`public, max-age=${PRESETS_MAX_AGE_SECONDS}`);
      expect(String(response.headers.vary).toLowerCase()).toContain("accept-encoding");
      // The first visit of a browser gets a CSRF cookie on most answers, but never on one a shared cache may keep.
      expect(response.headers["set-cookie"]).toBeUndefined();
    });

    it("answers 304 with no body when If-None-Match names the current ETag", async () => {
      const first = await get("/api/presets");
      const etag = first.headers.etag as string;
      for (const ifNoneMatch of [etag, `W/${etag}`, `"something-else", ${etag}`, "*"]) {
        const again = await get("/api/presets", { "if-none-match": ifNoneMatch });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe("");
        expect(again.headers.etag).toBe(etag);
        expect(again.headers["cache-control"]).toBe(`public, max-age=${PRESETS_MAX_AGE_SECONDS}`);
        expect(again.headers["content-type"]).toBeUndefined();
      }
    });

    it("answers 200 with the body when the ETag has changed or belongs to another query", async () => {
      const all = await get("/api/presets");
      const ca = await get("/api/presets?state=CA");
      expect(ca.headers.etag).not.toBe(all.headers.etag);
      const stale = await get("/api/presets?state=CA", { "if-none-match": all.headers.etag as string });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(ca.body);
      // The same query always gives the same bytes and the same ETag.
      expect((await get("/api/presets?state=CA")).headers.etag).toBe(ca.headers.etag);
    });
  });

  describe("compression", () => {
    it.each([
      ["gzip", gunzipSync],
      ["br", brotliDecompressSync],
    ] as const)("compresses the directory with %s when the browser accepts it", async (encoding, decode) => {
      const plain = await get("/api/presets");
      const response = await get("/api/presets", { "accept-encoding": encoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(String(response.headers.vary).toLowerCase()).toContain("accept-encoding");
      expect(response.headers.etag).toBe(plain.headers.etag);
      const decoded = decode(response.rawPayload).toString("utf8");
      expect(decoded).toBe(plain.body);
      expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body));
    });

    it("prefers brotli when both are accepted, and sends plain JSON when neither is", async () => {
      const both = await get("/api/presets", { "accept-encoding": "gzip, deflate, br" });
      expect(both.headers["content-encoding"]).toBe("br");
      const none = await get("/api/presets");
      expect(none.headers["content-encoding"]).toBeUndefined();
    });
  });

  describe("GET /api/presets/summary", () => {
    it("gives the coverage counts, the busiest courts in rank order and each state's count", async () => {
      const response = await get("/api/presets/summary");
      expect(response.statusCode).toBe(200);
      const body = response.json<TPresetsSummaryResponse>();
      expect(body.coverage).toEqual(coverageSummary());
      expect(ids(body.top)).toEqual(ids(topCourts(TOP_COURTS)));
      expect(body.top.length).toBeLessThanOrEqual(TOP_COURTS);
      // Los Angeles is the most populous county, so once populations are recorded it ranks first (spec §2.11).
      if (body.top.length > 0) expect(body.top[0]?.id).toBe("ca_los_angeles");
      const expectedStates = COURT_STATES.filter(([code]) => presetsForState(code).length > 0).map(
        ([state, name]) => ({ state, name, courts: presetsForState(state).length }),
      );
      expect(body.states).toEqual(expectedStates);
      expect(body.states.find((entry) => entry.state === "CA")?.name).toBe("California");
      const counted = body.states.reduce((sum, entry) => sum + entry.courts, 0);
      expect(counted).toBe(body.coverage.courts);
    });

    it("is cached by ETag like the directory", async () => {
      const first = await get("/api/presets/summary");
      expect(first.headers.etag).toBe(strongETag(first.body));
      expect(first.headers["cache-control"]).toBe(`public, max-age=${PRESETS_MAX_AGE_SECONDS}`);
      const again = await get("/api/presets/summary", { "if-none-match": first.headers.etag as string });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
    });
  });

  describe("GET /api/presets/:id/filing-profile", () => {
    it("gives a court's sourced filing profile without sign-in, as packages/courts builds it", async () => {
      const response = await get("/api/presets/tx_harris/filing-profile");
      expect(response.statusCode).toBe(200);
      const body = ZFilingProfile.parse(response.json());
      expect(body).toEqual(filingProfileFor("tx_harris"));
      expect(body).toMatchObject({ court: "tx_harris", kind: "sourced" });
      expect(body.file_name?.value.max_length).toBe(50);
      expect(body.file_name?.sources[0]?.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(response.headers["set-cookie"]).toBeUndefined();
    });

    it("names the generic profile for a court with no rules recorded", async () => {
      const body = ZFilingProfile.parse((await get("/api/presets/other_state_court/filing-profile")).json());
      expect(body.kind).toBe("generic");
      expect(body.name).toBe("Strictest common rules (no rules recorded for this court)");
    });

    it("answers an unknown court with 404 and the usual error shape, never cached", async () => {
      for (const id of ["xx_nowhere", "TX_HARRIS", "%20"]) {
        const response = await get(`/api/presets/${id}/filing-profile`);
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ message: FILING_PROFILE_MESSAGES.unknownCourt });
        expect(response.headers["cache-control"]).toBe("no-store");
        expect(response.headers.etag).toBeUndefined();
      }
    });

    it("is cached by ETag like the directory", async () => {
      const first = await get("/api/presets/il_cook/filing-profile");
      expect(first.headers.etag).toBe(strongETag(first.body));
      expect(first.headers["cache-control"]).toBe(`public, max-age=${PRESETS_MAX_AGE_SECONDS}`);
      const again = await get("/api/presets/il_cook/filing-profile", {
        "if-none-match": first.headers.etag as string,
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
    });
  });

  describe("GET /api/presets/:id/court-for/:type (issue 37)", () => {
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
});

// On the routes alone, with the app's compression plugin in front and the cache handed in so it can be watched.
describe("compressed once per body (issue 22, finding 11)", () => {
  it("compresses ?state=CA once for many requests, and the ETag and 304 still hold", async () => {
    const app = Fastify();
    await app.register(fastifyCompress, { global: true, encodings: ["br", "gzip"] });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const compressed = createCompressedBodyCache();
    await app.register(courtsRoutes, { prefix: "/api", courts: createCourtsService(), compressed });
    try {
      const get = (headers: Record<string, string>) =>
        app.inject({ method: "GET", url: "/api/presets?state=CA", headers });
      const plain = await get({});
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push(await get({ "accept-encoding": "gzip, deflate, br" }));
      expect(compressed.compressions).toBe(1);
      for (const answer of answers) {
        expect(answer.headers["content-encoding"]).toBe("br");
        expect(answer.headers.etag).toBe(plain.headers.etag);
        expect(answer.headers.vary).toBe("accept-encoding");
        expect(brotliDecompressSync(answer.rawPayload).toString("utf8")).toBe(plain.body);
      }
      const gzip = await get({ "accept-encoding": "gzip" });
      expect(gunzipSync(gzip.rawPayload).toString("utf8")).toBe(plain.body);
      expect(compressed.compressions).toBe(2);
      const again = await get({ "accept-encoding": "br", "if-none-match": plain.headers.etag as string });
      expect(again.statusCode).toBe(304);
      expect(again.headers["content-encoding"]).toBeUndefined();
      expect(again.rawPayload.length).toBe(0);
    } finally {
      await app.close();
    }
  });
});
