// Loads the engine's fonts from Debian's font packages (fonts-dejavu-core, fonts-droid-fallback), for the CLI
// and the server. Kept apart from the pure library, which takes font bytes as arguments.
import { existsSync, readFileSync } from "node:fs";
import type { EngineFonts } from "./fonts.ts";
import { EngineError } from "./errors.ts";

export const FONT_PATHS = {
  regular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  bold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
  fallback: "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
} as const;

/** Reads the fonts; the CJK fallback is optional (without it, such characters show as empty boxes). */
export function loadSystemFonts(): EngineFonts {
  for (const key of ["regular", "bold"] as const) {
    if (!existsSync(FONT_PATHS[key])) {
      throw new EngineError(
        "TOOL_MISSING",
        FONT_PATHS[key],
        "this font is missing; run npm start (it installs fonts-dejavu-core)",
      );
    }
  }
  return {
    regular: new Uint8Array(readFileSync(FONT_PATHS.regular)),
    bold: new Uint8Array(readFileSync(FONT_PATHS.bold)),
    ...(existsSync(FONT_PATHS.fallback)
      ? { fallback: new Uint8Array(readFileSync(FONT_PATHS.fallback)) }
      : {}),
  };
}
