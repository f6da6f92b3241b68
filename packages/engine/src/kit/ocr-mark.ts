// The mark our OCR leaves in a page's text layer, in a module of its own: the filing check reads it without loading
// the OCR and its PDF writer (check/check-main.ts is a small bundle of its own).

/**
 * The mark our OCR leaves on every page it read: the page's text layer (a form XObject drawn by the page) carries
 * a page-piece dictionary (PDF 32000 §14.5) under CourtReady's own key, `/Private << /Process /OCR >>`, with the
 * date as /LastModified. It lives in the text layer itself, so it goes wherever the page's content goes (the
 * binder, volumes, the print version, the exhibits' PDFs) and a page that was never read has none. The filing
 * check (check/structure.ts) reads it to tell a photo with no words from a scan nobody read.
 */
export const OCR_MARK = { key: "CourtReady", process: "OCR" } as const;
