// Page geometry in PDF points (1/72 in): where a source page goes on a US Letter page so that nothing sits in the
// band at the bottom reserved for page numbers, exhibit lines, Bates numbers and stickers.

export const LETTER = { width: 612, height: 792 } as const;
/** Height of the reserved band at the bottom of every binder page (2/3 in). */
export const BAND = 48;
/** Small margin at the top and sides so content never touches the paper's edge. */
export const EDGE = 12;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SourcePageGeometry {
  /** The visible box of the source page (CropBox within MediaBox), in its own coordinates. */
  box: Box;
  /** /Rotate, normalised to 0, 90, 180 or 270 (clockwise, as PDF defines it). */
  rotate: 0 | 90 | 180 | 270;
}

export interface Placement {
  /** Output page size: Letter, portrait or landscape as the content is. */
  pageWidth: number;
  pageHeight: number;
  /** Scale applied to the source page (never above 1: small pages are not blown up). */
  scale: number;
  /** Where the drawn (rotated, scaled) content lands on the output page. */
  drawn: Box;
  /** Arguments for drawing the embedded page: origin and counter-clockwise rotation in degrees. */
  origin: { x: number; y: number };
  rotationDegrees: number;
}

/** Normalises any /Rotate value (negative, over 360, not a multiple of 90) to what viewers show. */
export function normaliseRotation(value: number): 0 | 90 | 180 | 270 {
  const quarter = Math.round(value / 90);
  return ((((quarter % 4) + 4) % 4) * 90) as 0 | 90 | 180 | 270;
}

/** The area content may use on an output page of the given size. */
export function contentArea(pageWidth: number, pageHeight: number): Box {
  return { x: EDGE, y: BAND, width: pageWidth - 2 * EDGE, height: pageHeight - BAND - EDGE };
}

/**
 * Places a source page on Letter: landscape when the page (as displayed, after /Rotate) is wider than tall;
 * scaled down to fit the content area if needed, never up; centred horizontally, top-aligned.
 * @example placePage({ box: { x: 0, y: 0, width: 612, height: 792 }, rotate: 0 }).scale // → 0.9394 (744/792)
 */
export function placePage(source: SourcePageGeometry): Placement {
  const quarterTurn = source.rotate === 90 || source.rotate === 270;
  const shownWidth = quarterTurn ? source.box.height : source.box.width;
  const shownHeight = quarterTurn ? source.box.width : source.box.height;
  const landscape = shownWidth > shownHeight;
  const pageWidth = landscape ? LETTER.height : LETTER.width;
  const pageHeight = landscape ? LETTER.width : LETTER.height;
  const area = contentArea(pageWidth, pageHeight);
  const scale = Math.min(1, area.width / shownWidth, area.height / shownHeight);
  const width = shownWidth * scale;
  const height = shownHeight * scale;
  const drawn = { x: area.x + (area.width - width) / 2, y: area.y + area.height - height, width, height };

  // Drawing an embedded page rotates it about its origin (counter-clockwise positive); /Rotate turns clockwise.
  // Shift the origin so the rotated content lands exactly on `drawn`.
  const w = source.box.width * scale;
  const h = source.box.height * scale;
  let origin: { x: number; y: number };
  switch (source.rotate) {
    case 0:
      origin = { x: drawn.x, y: drawn.y };
      break;
    case 90:
      origin = { x: drawn.x, y: drawn.y + w };
      break;
    case 180:
      origin = { x: drawn.x + w, y: drawn.y + h };
      break;
    case 270:
      origin = { x: drawn.x + h, y: drawn.y };
      break;
  }
  return { pageWidth, pageHeight, scale, drawn, origin, rotationDegrees: -source.rotate };
}

/** Where an image of the given print size goes (same rules as pages; images are never rotated here). */
export function placeImage(widthPt: number, heightPt: number): Placement {
  return placePage({ box: { x: 0, y: 0, width: widthPt, height: heightPt }, rotate: 0 });
}
