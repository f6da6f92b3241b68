// Page geometry in PDF points (1/72 in): where a source page goes on a US Letter page so that nothing sits in the
// band at the bottom reserved for page numbers, exhibit lines, Bates numbers and stickers, nor in a court's clerk
// box at the top right; legal-size pages keep their size when the court asks for it.

export const LETTER = { width: 612, height: 792 } as const;
export const LEGAL = { width: 612, height: 1008 } as const;
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

export interface Size {
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

/** Room kept between a clerk box and the content beside or below it. */
const BOX_GAP = 6;

/**
 * The areas content may use on a page with a clerk box at its top right: below the box (the whole width) and
 * beside it (the whole height). Without a box, the one content area.
 */
export function contentAreas(pageWidth: number, pageHeight: number, box?: Size | null): Box[] {
  const whole = contentArea(pageWidth, pageHeight);
  if (!box) return [whole];
  const top = Math.max(EDGE, box.height + BOX_GAP);
  const right = Math.max(EDGE, box.width + BOX_GAP);
  return [
    { ...whole, height: pageHeight - BAND - top },
    { ...whole, width: pageWidth - EDGE - right },
  ];
}

/** A page of 8.5 × 14 in (either way round), allowing for the rounding of scanners and converters. */
export function isLegalSize(width: number, height: number): boolean {
  const [short, long] = width < height ? [width, height] : [height, width];
  return Math.abs(short - LEGAL.width) <= 12 && Math.abs(long - LEGAL.height) <= 20;
}

/** How a page is placed beyond the defaults: a clerk box to keep clear, and legal-size pages kept legal-size. */
export interface PlaceRules {
  box?: Size | null;
  keepLegal?: boolean;
}

/**
 * Places a source page on Letter (on Legal for a legal-size page when `rules.keepLegal`): landscape when the page
 * (as displayed, after /Rotate) is wider than tall; scaled down to fit the content area if needed, never up —
 * with a clerk box, the area below or beside it that leaves the page larger; centred horizontally, top-aligned.
 * @example placePage({ box: { x: 0, y: 0, width: 612, height: 792 }, rotate: 0 }).scale // → 0.9394 (744/792)
 */
export function placePage(source: SourcePageGeometry, rules: PlaceRules = {}): Placement {
  const quarterTurn = source.rotate === 90 || source.rotate === 270;
  const shownWidth = quarterTurn ? source.box.height : source.box.width;
  const shownHeight = quarterTurn ? source.box.width : source.box.height;
  const landscape = shownWidth > shownHeight;
  const paper = rules.keepLegal && isLegalSize(shownWidth, shownHeight) ? LEGAL : LETTER;
  const pageWidth = landscape ? paper.height : paper.width;
  const pageHeight = landscape ? paper.width : paper.height;
  const fit = (a: Box) => Math.min(1, a.width / shownWidth, a.height / shownHeight);
  // The first area wins a tie: below the box keeps the page centred.
  const area = contentAreas(pageWidth, pageHeight, rules.box).reduce((best, a) =>
    fit(a) > fit(best) ? a : best,
  );
  const scale = fit(area);
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

/** Where an image of the given print size goes (same rules as pages), turned clockwise when the person asked. */
export function placeImage(
  widthPt: number,
  heightPt: number,
  rules: PlaceRules = {},
  rotate: 0 | 90 | 180 | 270 = 0,
): Placement {
  return placePage({ box: { x: 0, y: 0, width: widthPt, height: heightPt }, rotate }, rules);
}
