// Text to PDF: wrapped, paginated, every character kept (with the CJK fallback font), reproducible.
import { describe, expect, it } from "vitest";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { pageCount, pageTexts, qpdfCheck } from "../testing/pdf.ts";
import { textToPdf } from "./text-pdf.ts";
import { expectText } from "@courtready/contracts/testing";

const fonts = loadSystemFonts();
const date = new Date("2026-11-22T12:00:00Z");

describe("textToPdf", () => {
  it("wraps a long line at spaces without losing a word", async () => {
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`);
    const { pdf } = await textToPdf(words.join(" "), fonts, { title: "t", date });
    const text = pageTexts(pdf).join(" ");
    for (const w of words) expect(text).toContain(w);
    expect(text.split("\n").filter((l) => l.trim()).length).toBeGreaterThan(5);
  });

  it("paginates long text and starts a new page at a form feed", async () => {
    const lines = Array.from({ length: 100 }, (_, i) => `Line ${i + 1}`).join("\n");
    const { pdf, pageCount: pages } = await textToPdf(`${lines}\fAfter the break`, fonts, {
      title: "t",
      date,
    });
    expect(pages).toBe(pageCount(pdf));
    // 44 lines fit a page: 100 lines take three pages, and the form feed starts a fourth.
    expect(pages).toBe(4);
    const texts = pageTexts(pdf);
    expect(texts[0]).toContain("Line 44");
    expect(texts[0]).not.toContain("Line 45");
    expect(texts[2]).toContain("Line 100");
    expect(texts[3]?.trim()).toBe("After the break");
    qpdfCheck(pdf);
  });

  it("keeps accented, Greek, Cyrillic and Japanese text, and shows control characters", async () => {
    const sample = "Señora Müller — Ελληνικά — Русский — 日本語のテキスト\u0007bell";
    const { pdf } = await textToPdf(sample, fonts, { title: "t", date });
    const text = pageTexts(pdf)[0] ?? "";
    expectText(text, { has: ["Señora Müller", "Ελληνικά", "Русский"] });
    // scripts/setup-system.sh installs fonts-droid-fallback, so the fallback is always there in tests.
    expect(fonts.fallback).toBeDefined();
    expect(text).toContain("日本語のテキスト");
    expect(text).toContain("^Gbell");
  });

  it("is byte-identical for the same input", async () => {
    const a = await textToPdf("Same text\nTwice", fonts, { title: "t", date });
    const b = await textToPdf("Same text\nTwice", fonts, { title: "t", date });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
  });
});
