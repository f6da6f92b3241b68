import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.ts";
import { corpusBytes } from "../testing/corpus.ts";
import { decodeClipping } from "./clipping.ts";
import { buildBplist, clipping, concat, latin1Bytes, utf16, utf8 } from "../testing/bytes.ts";

function clippingError(bytes: Uint8Array): EngineError {
  try {
    decodeClipping({ name: "quote.textClipping", bytes });
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error("expected an EngineError");
}

describe("decodeClipping on the corpus", () => {
  it("first.textClipping: the UTF-8 representation, Swift code with tabs", () => {
    const r = decodeClipping({
      name: "first.textClipping",
      bytes: corpusBytes("clipping/first.textClipping"),
    });
    expect(r.source).toBe("public.utf8-plain-text");
    expect(r.text.startsWith("#if canImport(Darwin)\n\t\t// Make sure we request access to th")).toBe(true);
    expect(r.text).not.toContain("\r");
    expect(r.warnings).toEqual([]);
  });

  it("third.textClipping: emoji survive", () => {
    const r = decodeClipping({
      name: "third.textClipping",
      bytes: corpusBytes("clipping/third.textClipping"),
    });
    expect(r).toEqual({ text: '"ABCD🥶🫥"', source: "public.utf8-plain-text", warnings: [] });
  });
});

describe("decodeClipping: representations in order of preference", () => {
  it("UTF-8 stored as data", () => {
    const r = decodeClipping({
      name: "c.textClipping",
      bytes: clipping({ "public.utf8-plain-text": utf8("Miete €\r") }),
    });
    expect(r).toEqual({ text: "Miete €\n", source: "public.utf8-plain-text", warnings: [] });
  });

  it("prefers UTF-8 over UTF-16 over Mac Roman whatever the order in the file", () => {
    const bytes = clipping({
      "com.apple.traditional-mac-plain-text": latin1Bytes("mac"),
      "public.utf16-plain-text": utf16("sixteen", true),
      "public.utf8-plain-text": utf8("eight"),
    });
    expect(decodeClipping({ name: "c.textClipping", bytes }).text).toBe("eight");
  });

  it("UTF-16 plain text is little-endian without a BOM", () => {
    const bytes = clipping({ "public.utf16-plain-text": utf16("ABCD🥶🫥", true) });
    expect(decodeClipping({ name: "c.textClipping", bytes })).toEqual({
      text: "ABCD🥶🫥",
      source: "public.utf16-plain-text",
      warnings: [],
    });
  });

  it("UTF-16 external text follows its BOM, and is big-endian without one", () => {
    const le = clipping({ "public.utf16-external-plain-text": concat([0xff, 0xfe], utf16("Zoë", true)) });
    const be = clipping({ "public.utf16-external-plain-text": utf16("Zoë", false) });
    expect(decodeClipping({ name: "c.textClipping", bytes: le }).text).toBe("Zoë");
    expect(decodeClipping({ name: "c.textClipping", bytes: be }).text).toBe("Zoë");
  });

  it("Mac Roman, with a warning that characters may be lost", () => {
    // 0x8E is é and 0xD2/0xD3 are curly double quotes in Mac Roman.
    const bytes = clipping({ "com.apple.traditional-mac-plain-text": latin1Bytes("\xd2caf\x8e\xd3\r") });
    const r = decodeClipping({ name: "c.textClipping", bytes });
    expect(r.text).toBe("“café”\n");
    expect(r.source).toBe("com.apple.traditional-mac-plain-text");
    expect(r.warnings).toEqual([expect.stringContaining("Mac Roman")]);
  });

  it("skips an empty representation for the next one", () => {
    const bytes = clipping({ "public.utf8-plain-text": "", "public.utf16-plain-text": utf16("kept", true) });
    expect(decodeClipping({ name: "c.textClipping", bytes }).text).toBe("kept");
  });
});

describe("decodeClipping: no text", () => {
  it("an empty file (the old format: text in the resource fork)", () => {
    const e = clippingError(new Uint8Array(0));
    expect(e.code).toBe("CLIPPING_EMPTY");
    expect(e.message).toMatch(
      /^quote\.textClipping: this text clipping has no text in it \(the file is empty/,
    );
    expect(e.reason).toMatch(/copy the text into a \.txt file/);
  });

  it("a plist with no UTI-Data", () => {
    expect(clippingError(buildBplist({ other: "x" })).reason).toMatch(/no clipping data/);
  });

  it("only formatted text or only a picture", () => {
    expect(clippingError(clipping({ "public.rtf": utf8("{\\rtf1 hi}") })).reason).toMatch(
      /only formatted text/,
    );
    expect(clippingError(clipping({ "public.png": Uint8Array.of(0x89, 0x50) })).reason).toMatch(/picture/);
  });

  it("only whitespace", () => {
    expect(clippingError(clipping({ "public.utf8-plain-text": utf8(" \r\n\t") })).code).toBe(
      "CLIPPING_EMPTY",
    );
  });

  it("is sent by code, what the clipping holds instead named by its code (issue 39)", () => {
    expect(clippingError(new Uint8Array(0)).refusal).toEqual({ code: "clippingEmpty" });
    expect(clippingError(latin1Bytes("hello")).refusal).toEqual({ code: "clippingDamaged" });
    expect(clippingError(buildBplist({ other: "x" })).refusal).toEqual({ code: "clippingNoData" });
    const holding = (representations: Parameters<typeof clipping>[0]) =>
      clippingError(clipping(representations));
    expect(holding({}).refusal).toEqual({ code: "clippingNoRepresentations" });
    expect(holding({ "public.rtf": utf8("{\\rtf1 hi}") }).refusal).toEqual({ code: "clippingFormattedOnly" });
    expect(holding({ "public.png": Uint8Array.of(0x89, 0x50) }).refusal).toEqual({ code: "clippingPicture" });
    expect(holding({ "public.url": utf8("https://example.com") }).refusal).toEqual({ code: "clippingLink" });
    const blank = holding({ "public.utf8-plain-text": utf8(" ") });
    expect(blank.refusal).toEqual({ code: "clippingNoPlainText" });
    expect(blank.reason).toBe(
      "this text clipping has no plain text in it (it holds no plain text). Open it on the Mac, copy the text " +
        "into a .txt file (TextEdit › Format › Make Plain Text), and upload that",
    );
  });

  it("damaged: not a plist, or a plist cut short", () => {
    expect(clippingError(latin1Bytes("hello")).reason).toMatch(/damaged/);
    const whole = clipping({ "public.utf8-plain-text": utf8("text") });
    expect(clippingError(whole.subarray(0, whole.length - 10)).reason).toMatch(/damaged/);
  });
});
