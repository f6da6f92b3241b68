// "Redacted" badly (issue 43): the words of a PDF that a dark box is drawn over but that can still be copied out of
// the file — the filing check's hidden-text-under-box, here with the places, so the builder offers a real
// redaction of exactly those areas in one tap. Each run of covered words on a line becomes one box.
import type { PageText } from "../check/text.ts";
import { isCovered, renderPages } from "../check/render.ts";
import type { DrawnBox } from "./redact.ts";

/** Points around a covered run, so the redaction takes the glyphs' edges too. */
const PAD = 1;
/** Words further apart than this on a line are separate boxes. */
const GAP = 12;

/** The areas of `pages` (their words read already) where readable text lies under a dark box. */
export async function findCoveredText(
  file: string,
  name: string,
  pages: readonly PageText[],
): Promise<DrawnBox[]> {
  const withWords = new Map(pages.filter((p) => p.words.length > 0).map((p) => [p.page, p]));
  const boxes: DrawnBox[] = [];
  await renderPages(file, name, [...withWords.keys()], (page, gray) => {
    const text = withWords.get(page)!;
    let run: DrawnBox | null = null;
    for (const w of text.words) {
      if (!isCovered(gray, text.width, text.height, w)) {
        run = null;
        continue;
      }
      const sameLine = run && Math.abs(run.rect.y0 - (w.y0 - PAD)) < 3 && w.x0 - run.rect.x1 < GAP;
      if (run && sameLine) {
        run.rect.x1 = Math.max(run.rect.x1, w.x1 + PAD);
        run.rect.y1 = Math.max(run.rect.y1, w.y1 + PAD);
      } else {
        run = { page, rect: { x0: w.x0 - PAD, y0: w.y0 - PAD, x1: w.x1 + PAD, y1: w.y1 + PAD } };
        boxes.push(run);
      }
    }
  });
  return boxes.map((b) => ({
    page: b.page,
    rect: {
      x0: Math.max(0, b.rect.x0),
      y0: Math.max(0, b.rect.y0),
      x1: b.rect.x1,
      y1: b.rect.y1,
    },
  }));
}
