// What a court's filing profile (contracts' TFilingProfile) asks of the binder's own pages, in the assembly's terms:
// the clerk's boxes in points, whether links may be written, whether legal-size pages keep their size. A rule the
// profile leaves null (no source for it) changes nothing: the binder is built as without a profile.
import type { TClerkBox, TFilingProfile } from "@courtready/contracts";
import { BAND, LETTER } from "./layout.ts";
import type { Size } from "./layout.ts";

/** The clerk's boxes at the top right of a page, in points: page 1 of each file, and every later page. */
export interface ClerkBoxes {
  first: Size | null;
  later: Size | null;
}

/** What the assembly reads from a profile. */
export interface FilingRules {
  boxes: ClerkBoxes;
  /** False when the court takes no link annotation at all (the index keeps its page numbers). */
  links: boolean;
  /** True when legal-size pages stay legal-size instead of being shrunk to Letter. */
  keepLegal: boolean;
  /**
   * Whether each exhibit's own PDF may be filed (an attachment to a lead document): its first page then keeps the
   * first-page box clear too. False only where the court takes one combined binder.
   */
  exhibitsFiledAlone: boolean;
}

/**
 * The tallest box that leaves room below it, on the smallest page it can fall on (Letter landscape), for the stamp
 * band and an inch of content. A box may be as wide as the page (Illinois's 2 in top margin is 8.5 × 2 in).
 */
const MAX_BOX_HEIGHT = LETTER.width - BAND - 72;

function boxInPoints(box: TClerkBox | undefined, which: string): Size | null {
  if (!box) return null;
  const size = { width: box.width_in * 72, height: box.height_in * 72 };
  // A box this tall is a data error (inches entered as points?): refuse it rather than shrink pages to nothing.
  if (size.height > MAX_BOX_HEIGHT)
    throw new Error(
      `The filing profile's ${which} clerk box (${box.width_in} × ${box.height_in} in) leaves no room`,
    );
  return size;
}

/** The rules of `profile`; no profile (or a rule without a source) means today's binder. */
export function filingRulesOf(profile: TFilingProfile | undefined): FilingRules {
  return {
    boxes: {
      first: boxInPoints(profile?.clerk_box_first_page?.value, "first-page"),
      later: boxInPoints(profile?.clerk_box_later_pages?.value, "later-page"),
    },
    links: profile?.links?.value !== "none",
    keepLegal: profile?.page_size?.value === "keep-legal",
    exhibitsFiledAlone: profile?.packaging?.value !== "combined",
  };
}

/** The box reserved on a page: page 1 of a file gets the first-page box, any other page the later one. */
export function boxFor(boxes: ClerkBoxes, opensFile: boolean): Size | null {
  return opensFile ? boxes.first : boxes.later;
}

/**
 * How far text drawn from `top` (its highest baseline, `ascent` above it) must come down so that it starts `gap`
 * below a clerk box; 0 when it is clear already.
 */
export function dropBelow(
  box: Size | null,
  pageHeight: number,
  top: number,
  ascent: number,
  gap = 12,
): number {
  if (!box) return 0;
  return Math.max(0, top + ascent - (pageHeight - box.height - gap));
}
