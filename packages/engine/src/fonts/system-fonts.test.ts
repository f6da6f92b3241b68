// The optional fonts are read when first used, and are then the same bytes every time.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EMOJI_FONT_PATH, FONT_PATHS, SCRIPT_FONT_PATHS, loadSystemFonts } from "./system-fonts.ts";

describe("loadSystemFonts", () => {
  it("reads the fallback and script fonts on first use, once", () => {
    const fonts = loadSystemFonts();
    // Not read yet: accessors, not bytes.
    expect(typeof Object.getOwnPropertyDescriptor(fonts, "fallback")?.get).toBe("function");
    expect(typeof Object.getOwnPropertyDescriptor(fonts.scripts, 0)?.get).toBe("function");
    const fallback = fonts.fallback!;
    expect(Buffer.from(fallback).equals(readFileSync(FONT_PATHS.fallback))).toBe(true);
    expect(fonts.fallback).toBe(fallback);
    // Noto Emoji from npm comes last, after Debian's script fonts.
    expect(EMOJI_FONT_PATH).toMatch(/NotoEmoji_400Regular\.ttf$/);
    expect(fonts.scripts!.length).toBe(SCRIPT_FONT_PATHS.length + 1);
    const last = fonts.scripts!.at(-1)!;
    expect(Buffer.from(last).equals(readFileSync(EMOJI_FONT_PATH!))).toBe(true);
    expect(fonts.scripts!.at(-1)).toBe(last);
    // Spread and listed like plain data (the build passes the fonts on in objects).
    expect(Object.keys(fonts)).toEqual(["regular", "bold", "scripts", "fallback"]);
    expect([...fonts.scripts!].every((bytes) => bytes instanceof Uint8Array)).toBe(true);
  });
});
