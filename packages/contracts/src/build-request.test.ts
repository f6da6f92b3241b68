// The builds' multipart fields parsed once: JSON fields into values, null labels into undefined, the size limit by
// its one rule, and each refusal with the message the builder shows.
import { describe, expect, it } from "vitest";
import { buildFieldMessage, ZCompileFields, ZPreviewFields, ZRenderFields } from "./build-request.ts";
import {
  SIZE_LIMIT_MESSAGE,
  sizeLimitBytes,
  sizeLimitMbOf,
  ZSizeLimit,
  ZSizeLimitField,
} from "./size-limit.ts";

const refusal = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  result.success
    ? undefined
    : buildFieldMessage(result.error!.issues[0] as Parameters<typeof buildFieldMessage>[0]);

describe("build fields", () => {
  it("parse the JSON fields once into typed values, a null or blank label becoming undefined", () => {
    const request = ZRenderFields.parse({
      type_slug: "appeals",
      role: "defendant",
      preset_key: "ca_los_angeles",
      court_name: " Superior Court of California, County of Los Angeles ",
      payload: JSON.stringify({ caseName: "Diaz v. Acme", claim_amount: 1200 }),
      descriptions: JSON.stringify([{ name: "lease.pdf", description: "The lease" }]),
      exhibitLabels: JSON.stringify(["B", null, " ", " 7 "]),
      max_size_mb: "12.5",
      redactions: JSON.stringify([
        { name: "lease.pdf", hits: [], boxes: [{ page: 1, rect: { x0: 10, y0: 10, x1: 90, y1: 30 } }] },
      ]),
      buildId: "build-0001",
    });
    expect(request).toEqual({
      binderType: "appeals",
      role: "defendant",
      presetKey: "ca_los_angeles",
      courtName: "Superior Court of California, County of Los Angeles",
      payload: { caseName: "Diaz v. Acme", claim_amount: 1200 },
      descriptions: [{ name: "lease.pdf", description: "The lease" }],
      exhibitLabels: ["B", undefined, undefined, "7"],
      sizeLimit: 12.5,
      redactions: [
        { name: "lease.pdf", hits: [], boxes: [{ page: 1, rect: { x0: 10, y0: 10, x1: 90, y1: 30 } }] },
      ],
      translations: [],
      pageEdits: [],
      sections: [],
      buildId: "build-0001",
    });
  });

  it("leave out what was not sent: defaults, no labels, no limit, an empty preset key as none", () => {
    expect(ZPreviewFields.parse({ preset_key: "", court_name: " ", payload: " " })).toEqual({
      binderType: "small_claims",
      role: "plaintiff",
      presetKey: undefined,
      courtName: undefined,
      payload: {},
      descriptions: [],
      exhibitLabels: undefined,
      sizeLimit: undefined,
      redactions: [],
      translations: [],
      pageEdits: [],
      sections: [],
      buildId: undefined,
    });
    expect(ZCompileFields.parse({ max_size_mb: "court" }).sizeLimit).toBe("court");
    // A box with no size is no redaction: refused, never read as "nothing to redact".
    const flat = JSON.stringify([
      { name: "a.pdf", hits: [], boxes: [{ page: 1, rect: { x0: 5, y0: 5, x1: 5, y1: 9 } }] },
    ]);
    expect(refusal(ZRenderFields.safeParse({ redactions: flat }))).toBe("The redactions field is not valid.");
    expect(ZRenderFields.parse({ max_size_mb: "none" }).sizeLimit).toBe("none");
  });

  it("read the person's language for the kit's report (issue 39): a language it does not speak is English", () => {
    expect(ZCompileFields.parse({ language: "es" }).language).toBe("es");
    expect(ZCompileFields.parse({ language: "es-US" }).language).toBe("es");
    expect(ZCompileFields.parse({ language: "EN" }).language).toBe("en");
    expect(ZCompileFields.parse({ language: "fr" }).language).toBeUndefined();
    expect(ZCompileFields.parse({}).language).toBeUndefined();
  });

  it("refuse a bad field with what the builder says", () => {
    expect(refusal(ZPreviewFields.safeParse({ payload: "{not json" }))).toBe(
      "The payload field is not valid JSON.",
    );
    expect(refusal(ZPreviewFields.safeParse({ payload: "[1]" }))).toBe("The payload field is not valid.");
    expect(refusal(ZRenderFields.safeParse({ exhibitLabels: JSON.stringify(["A".repeat(21)]) }))).toBe(
      "The exhibitLabels field is not valid.",
    );
    expect(refusal(ZRenderFields.safeParse({ role: "judge" }))).toBe("The role field is not valid.");
    for (const bad of ["lots", "0.4", "10001", "1e3", "-5", ""])
      expect(refusal(ZRenderFields.safeParse({ max_size_mb: bad })), bad).toBe(SIZE_LIMIT_MESSAGE);
  });
});

describe("size limit", () => {
  it("is one rule for typed text, JSON and multipart", () => {
    for (const ok of ["25", "0.5", " 12.5 ", "10000"]) expect(sizeLimitMbOf(ok), ok).toBe(Number(ok));
    for (const bad of ["", "abc", "0.4", "10001", "1e3", "-1", "25 MB"])
      expect(sizeLimitMbOf(bad), bad).toBeUndefined();
    expect(ZSizeLimit.safeParse(12.5).success).toBe(true);
    expect(ZSizeLimit.safeParse(0.4).error?.issues[0]?.message).toBe(SIZE_LIMIT_MESSAGE);
    expect(ZSizeLimitField.parse("court")).toBe("court");
    expect(ZSizeLimitField.safeParse("0").error?.issues[0]?.message).toBe(SIZE_LIMIT_MESSAGE);
  });

  it("gives the bytes a build splits under: the court's sourced limit, none, or the person's own", () => {
    expect(sizeLimitBytes("court", 25)).toBe(25 * 1024 * 1024);
    expect(sizeLimitBytes("court", undefined)).toBeUndefined();
    expect(sizeLimitBytes("none", 25)).toBeUndefined();
    expect(sizeLimitBytes(0.5, 25)).toBe(524288);
  });
});
