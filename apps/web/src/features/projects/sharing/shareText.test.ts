// The sharing screens' pure helpers: expiry choices round-trip through the select, dates and sentences read
// right, failed loads map to the page's three states, and the comment form applies the contract's rules.
import { describe, expect, it } from "vitest";
import { SHARE_EXPIRY_OPTIONS, SHARE_MESSAGES } from "@courtready/contracts";
import {
  EXPIRY_SELECT_OPTIONS,
  commentErrors,
  expiryFromSelect,
  expiryText,
  expiryToSelect,
  fileSizeText,
  formatShareDate,
  originalLinkText,
  permissionText,
  sharedLoadProblem,
} from "./shareText.ts";

describe("expiry select values", () => {
  it("round-trips every choice, with never as null", () => {
    for (const option of SHARE_EXPIRY_OPTIONS)
      expect(expiryFromSelect(expiryToSelect(option.value))).toBe(option.value);
    expect(expiryToSelect(null)).toBe("never");
    expect(EXPIRY_SELECT_OPTIONS.map((o) => o.value)).toEqual(["1", "7", "30", "never"]);
    expect(EXPIRY_SELECT_OPTIONS.map((o) => o.label)).toEqual(["1 day", "7 days", "30 days", "Never"]);
  });

  it("falls back to the default for a value that is not a choice", () => {
    expect(expiryFromSelect("365")).toBe(7);
    expect(expiryFromSelect("")).toBe(7);
    expect(expiryFromSelect("junk", 30)).toBe(30);
  });
});

describe("dates and sentences", () => {
  it("formats a time in the given zone and leaves a bad value as it is", () => {
    expect(formatShareDate("2026-11-29T12:00:00.000Z", "UTC")).toBe("Nov 29, 2026, 12:00 PM");
    expect(formatShareDate("2026-11-29T12:00:00.000Z", "America/Los_Angeles")).toBe("Nov 29, 2026, 4:00 AM");
    expect(formatShareDate("not a date")).toBe("not a date");
  });

  it("says when a link stops and what it allows", () => {
    expect(expiryText(null)).toBe("Never expires");
    expect(expiryText("2026-11-29T12:00:00.000Z", "UTC")).toBe("Works until Nov 29, 2026, 12:00 PM");
    expect(permissionText("view")).toBe("Can view only");
    expect(permissionText("comment")).toBe("Can view and comment");
  });

  it("writes file sizes people can read", () => {
    expect(fileSizeText(900)).toBe("900 B");
    expect(fileSizeText(1536)).toBe("1.5 KB");
    expect(fileSizeText(5 * 1024 * 1024)).toBe("5.0 MB");
  });
});

describe("sharedLoadProblem", () => {
  it("tells a dead link from an unknown one and from a failure worth retrying", () => {
    for (const [input, want] of [
      [410, "gone"],
      [404, "notFound"],
      [500, "unavailable"],
      [null, "unavailable"],
    ] as const)
      expect(sharedLoadProblem(input), String(input)).toBe(want);
  });
});

describe("commentErrors", () => {
  it("accepts a comment with a name and text, once trimmed", () => {
    expect(commentErrors({ authorName: " Ann ", text: " Looks good " })).toEqual({});
  });

  it("names each field's problem in the contract's words", () => {
    expect(commentErrors({ authorName: "  ", text: "" })).toEqual({
      authorName: SHARE_MESSAGES.commentNameRequired,
      text: SHARE_MESSAGES.commentTextRequired,
    });
    expect(commentErrors({ authorName: "A".repeat(81), text: "x".repeat(2001) })).toEqual({
      authorName: SHARE_MESSAGES.commentNameTooLong,
      text: SHARE_MESSAGES.commentTextTooLong,
    });
    expect(commentErrors({ authorName: "A".repeat(80), text: "x".repeat(2000) })).toEqual({});
  });
});

describe("originalLinkText", () => {
  it("names the original by its extension, lower-cased, and plainly when it has none", () => {
    for (const [input, want] of [
      ["lease.docx", "Original file (.docx)"],
      ["IMG_0042.HEIC", "Original file (.heic)"],
      ["notes", "Original file"],
      ["archive.tar.gz", "Original file (.gz)"],
    ] as const)
      expect(originalLinkText(input), String(input)).toBe(want);
  });
});
