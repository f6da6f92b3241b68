// Draws the app icons of the web manifest (apps/web/public/manifest.webmanifest) from the header's logo and writes
// them, as PNG, to apps/web/public/icons/. The PNGs are committed; run this again only when the logo changes:
//   node apps/web/scripts/generate-icons.mjs
// sharp is not a dependency of the web app (the browser never loads it): it comes from the workspace's
// node_modules, where the binder engine (packages/engine) installs it.
// The lint rules for apps/web are written for browser code; this file is a Node script that ships nowhere.
/* eslint-disable no-restricted-imports, no-console */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const here = path.dirname(new URL(import.meta.url).pathname);
const outDir = path.resolve(here, "../public/icons");

/** The logo's blue (the header's text-blue-900 logo, favicon.svg and the theme-color of index.html). */
const BLUE = "#1e3a8a";

/** The document glyph of the logo (SiteHeader.tsx, favicon.svg), in the logo's 32 × 32 box. */
const GLYPH = `<path d="M9 8h10l4 4v12H9z" fill="#fff"/><path d="M12 15h8M12 19h8" stroke="${BLUE}" stroke-width="2"/>`;

/** The logo exactly as the header draws it: a rounded blue square with the glyph; its corners are transparent. */
const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="6" fill="${BLUE}"/>${GLYPH}</svg>`;

/**
 * The same glyph on full-bleed blue, for "maskable" icons (the launcher crops them to a circle, squircle or rounded
 * square and only the central circle of radius 40 % is safe) and for the apple-touch-icon (iOS rounds the corners
 * itself and paints transparent pixels black). The glyph spans 9..23 × 8..24 of 32: its farthest corner is 10.6 units
 * from the centre, inside the safe circle's 12.8, so it keeps the logo's own size and no mask cuts into it.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${BLUE}"/>${GLYPH}</svg>`;

const ICONS = [
  { file: "icon-192.png", size: 192, svg: logo },
  { file: "icon-512.png", size: 512, svg: logo },
  { file: "icon-maskable-512.png", size: 512, svg: fullBleed },
  { file: "apple-touch-icon-180.png", size: 180, svg: fullBleed },
];

mkdirSync(outDir, { recursive: true });
for (const icon of ICONS) {
  const target = path.join(outDir, icon.file);
  // Rasterise the vector at the target size (density scales the 32-unit box); two colours and their anti-aliased
  // edges fit an 8-bit palette, which keeps each PNG a few kilobytes.
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true, quality: 100 })
    .toFile(target);
  console.log(`wrote ${path.relative(process.cwd(), target)} (${icon.size} × ${icon.size})`);
}
