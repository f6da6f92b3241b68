// Loads the engine's fonts from Debian's font packages (fonts-dejavu-core, fonts-droid-fallback, fonts-noto-core)
// and Noto Emoji from npm, for the CLI and the server. Kept apart from the pure library, which takes font bytes as
// arguments.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { EngineFonts } from "./fonts.ts";
import { EngineError } from "../errors.ts";

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

/**
 * Noto Emoji (Google's outline emoji, OFL-1.1), last of the script fonts: the only emoji font a PDF text font can
 * carry (Debian's fonts-noto-color-emoji is colour bitmaps) that ships as one TrueType file, in the npm package
 * @expo-google-fonts/noto-emoji (decisions.md "Issue 38: emoji in transcripts"). Messages are where people write
 * emoji; without it they show as empty boxes. Null when the package cannot be found (a copy of the CLI without its
 * node_modules).
 */
export const EMOJI_FONT_PATH: string | null = (() => {
  try {
    return createRequire(import.meta.url).resolve(
      "@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf",
    );
  } catch {
    return null;
  }
})();

/**
 * Reads the fonts; the CJK fallback and the script fonts are optional (without them, such characters show as empty
 * boxes). Those 22 files (about 10 MB) are read the first time a document needs one of them, not here: most binders
 * are Latin text, and reading them was 20–25 ms of every `courtready` run (decisions.md, "What the CLI no longer
 * loads"). The regular and bold fonts are read at once, so a missing one is reported before any work.
 */
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
  const fonts: EngineFonts = {
    regular: new Uint8Array(readFileSync(FONT_PATHS.regular)),
    bold: new Uint8Array(readFileSync(FONT_PATHS.bold)),
    scripts: onFirstRead(
      [...SCRIPT_FONT_PATHS, ...(EMOJI_FONT_PATH ? [EMOJI_FONT_PATH] : [])].filter((file) =>
        existsSync(file),
      ),
    ),
  };
  if (existsSync(FONT_PATHS.fallback)) {
    let fallback: Uint8Array | undefined;
    Object.defineProperty(fonts, "fallback", {
      enumerable: true,
      get: () => (fallback ??= new Uint8Array(readFileSync(FONT_PATHS.fallback))),
    });
  }
  return fonts;
}

/** An array of the files' bytes, each file read when its element is first read (and kept). */
function onFirstRead(files: readonly string[]): Uint8Array[] {
  const bytes: Uint8Array[] = [];
  files.forEach((file, i) => {
    let read: Uint8Array | undefined;
    Object.defineProperty(bytes, i, {
      enumerable: true,
      get: () => (read ??= new Uint8Array(readFileSync(file))),
    });
  });
  return bytes;
}
