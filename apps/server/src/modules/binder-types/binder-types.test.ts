// The binder-type calls over HTTP on SQLite and PostgreSQL: the grid list, one type's schema, old link names, unknown
// slugs, and the public cache headers. Expectations come from packages/contracts, so the two cannot drift apart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import {
  BINDER_TYPE_MESSAGES,
  BINDER_TYPE_SLUGS,
  ZBinderTypeDetail,
  ZBinderTypesResponse,
  binderTypeDetail,
  binderTypeList,
} from "@courtready/contracts";
import type { TBinderTypeDetail, TBinderTypeSummary } from "@courtready/contracts";
import { buildTestApp, signedInClient } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";

describe.each(dialectsUnderTest())("binder types API on %s", (dialect) => {
  let t: TestApp;
  // The routes read no database, so one app per dialect serves every test; each request stands alone.
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: "GET", url });

  describe("GET /api/binder-types", () => {
    it("answers without sign-in with all 30 types, slug and display name, sorted by name", async () => {
      const response = await get("/api/binder-types");
      expect(response.statusCode).toBe(200);
      const body = response.json<TBinderTypeSummary[]>();
      expect(ZBinderTypesResponse.parse(body)).toEqual(body);
      expect(body).toEqual(binderTypeList());
      expect(body).toHaveLength(BINDER_TYPE_SLUGS.length);
      const names = body.map((type) => type.display_name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
      // The list carries no schema: the grid needs only names, and each schema is fetched on its own.
      for (const entry of body) expect(Object.keys(entry).sort()).toEqual(["display_name", "slug"]);
    });

    it("may be cached by anyone for an hour, and sets no cookie a shared cache could hand on", async () => {
      const response = await get("/api/binder-types");
      expect(response.headers["cache-control"]).toBe("public, max-age=3600");
      expect(response.headers["set-cookie"]).toBeUndefined();
    });

    it("is the same for a signed-in user", async () => {
      const { client } = await signedInClient(t.app);
      const response = await client.get("/api/binder-types");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(binderTypeList());
    });
  });

  describe("GET /api/binder-types/:slug", () => {
    it("answers every slug with its name and case-field schema", async () => {
      for (const slug of BINDER_TYPE_SLUGS) {
        const response = await get(`/api/binder-types/${slug}`);
        expect(response.statusCode, slug).toBe(200);
        const body = response.json<TBinderTypeDetail>();
        expect(ZBinderTypeDetail.parse(body)).toEqual(body);
        expect(body, slug).toEqual(binderTypeDetail(slug));
      }
    });

    it("serves eviction_response with its own fields, the common ones and its required list", async () => {
      const response = await get("/api/binder-types/eviction_response");
      expect(response.headers["cache-control"]).toBe("public, max-age=3600");
      const body = response.json<TBinderTypeDetail>();
      expect(body.slug).toBe("eviction_response");
      expect(body.display_name).toBe("Eviction Response");
      expect(body.schema.type).toBe("object");
      expect(Object.keys(body.schema.properties)).toEqual(
        expect.arrayContaining([
          "caseName",
          "caseNumber",
          "partyName",
          "hearingDate",
          "landlordName",
          "noticeType",
        ]),
      );
      expect(body.schema.properties.hearingDate).toEqual({
        title: "Hearing Date",
        type: "string",
        format: "date",
      });
      expect(body.schema.required).toEqual(["landlordName", "tenantName"]);
      expect(body.schema.properties).not.toHaveProperty("role");
    });

    it("accepts the hyphenated URL slugs and legacy codes, answering with the canonical slug", async () => {
      const aliases: [string, string][] = [
        ["landlord-tenant", "eviction_response"],
        ["traffic_court", "code_violation"],
        ["dmv-license", "dmv_license"],
        ["Protective-Order", "protective_order"],
      ];
      for (const [alias, slug] of aliases) {
        const response = await get(`/api/binder-types/${alias}`);
        expect(response.statusCode, alias).toBe(200);
        expect(response.json<TBinderTypeDetail>().slug, alias).toBe(slug);
      }
    });

    it("answers 404 with the API's error shape for a slug that names no type", async () => {
      for (const slug of ["bankruptcy-court", "constructor", "__proto__", "%20"]) {
        const response = await get(`/api/binder-types/${slug}`);
        expect(response.statusCode, slug).toBe(404);
        expect(response.json(), slug).toEqual({ message: BINDER_TYPE_MESSAGES.notFound });
        // An error is not cached as if it were the type.
        expect(response.headers["cache-control"], slug).not.toContain("max-age=3600");
      }
    });
  });
});
