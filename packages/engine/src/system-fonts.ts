// Loads the engine's fonts from Debian's font packages (fonts-dejavu-core, fonts-droid-fallback, fonts-noto-core),
// for the CLI and the server. Kept apart from the pure library, which takes font bytes as arguments.
import { existsSync, readFileSync } from "node:fs";
import type { EngineFonts } from "./fonts.ts";
import { EngineError } from "./errors.ts";

export const FONT_PATHS = {
  regular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  bold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
  fallback: "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
} as const;

/**
 * Noto Sans for the scripts DejaVu and Droid lack (fonts-noto-core), in the order they are tried: the scripts of
 * the languages people most often write in after English and Chinese. Each is optional: without it that script
 * shows as empty boxes, as before.
 */
const NOTO_DIR = "/usr/share/fonts/truetype/noto";
export const SCRIPT_FONT_PATHS: readonly string[] = [
  "Arabic",
  "Hebrew",
  "Devanagari",
  "Bengali",
  "Gurmukhi",
  "Gujarati",
  "Oriya",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam",
  "Sinhala",
  "Thai",
  "Lao",
  "Khmer",
  "Myanmar",
  "Armenian",
  "Georgian",
  "Ethiopic",
  "Syriac",
  "Thaana",
].map((script) => `${NOTO_DIR}/NotoSans${script}-Regular.ttf`);

/** Reads the fonts; the CJK fallback and the script fonts are optional (without them, such characters show as empty boxes). */
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
    scripts: SCRIPT_FONT_PATHS.filter((file) => existsSync(file)).map(
      (file) => new Uint8Array(readFileSync(file)),
    ),
  };
}
