// The real-world mix of issue 23, from ../shared/corpus: a book in chapters and whole, PDFs qpdf must repair or
// decrypt, scans (JPEG, JBIG2, fax), CMYK, rotated and odd-sized pages: over 1,000 pages no generator would make.
// The corpus is read where it is; only the book's chapters are written, into the bench's own temporary folder.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** Whole corpus files, with why each is in the mix (../shared/corpus/MANIFEST.tsv says more). */
const WHOLE = [
  "pdf/freeculture.pdf", // 352 pages, 3 page sizes, linearized, AcroForm
  "pdf/leading-junk.pdf", // garbage before the header, RC4 with an empty password; 30 pages
  "pdf/badlin1.pdf", // wrong linearization hints; 30 pages
  "pdf/append-xref-loop.pdf", // /Prev loop; 30 pages
  "pdf/hybrid-xref.pdf", // xref table and stream; 30 pages
  "pdf/c-linearized.pdf", // 30 pages
  "pdf/qpdf_enc-R2-V1_owner-master_noprint.pdf", // owner password only; 30 pages
  "pdf/V4-aes.pdf", // AES-128, empty user password; 30 pages
  "pdf/testPDF_protected.pdf", // a real 41-page speech, RC4, changes denied
  "pdf/encrypted-with-images.pdf", // encrypted JPEG images
  "pdf/qpdf_rotated_20pages.pdf", // /Rotate 0, 90, 180, 270
  "pdf/hello_world_rotated.pdf",
  "pdf/inherited-rotate.pdf",
  "pdf/boxes.pdf", // differing boxes
  "pdf/sizes.pdf", // letter, landscape, 649x323
  "pdf/fxo-smallbig.pdf", // half-letter then letter
  "pdf/boundingBox_invalid.pdf", // a 0x0 MediaBox
  "pdf/fax-decode-parms.pdf", // 10 fax pages, 8 sizes
  "pdf/scan-bad.pdf", // 300-dpi scanner JPEG, qpdf warnings
  "pdf/issue7229.pdf", // 2 scanned A4 pages
  "pdf/testPDF_JBIG2.pdf",
  "pdf/cmykjpeg.pdf", // CMYK JPEG
  "pdf/tracemonkey.pdf", // Type 1 fonts
  "pdf/damaged-stream.pdf", // corrupt Flate data
  "pdf/bad-xref-entry.pdf",
  "pdf/qpdf_bad-xref.pdf",
  "pdf/xref_command_missing.pdf",
];

/** The book again, as the chapters a person downloads one by one: 10-page files. */
const CHAPTER_PAGES = 10;

/**
 * Writes the chapters into `dir` and returns every file of the mix, in a fixed order (the chapters first, as people
 * add the long documents last). Throws when the corpus is missing: the bench says so instead of measuring less.
 */
export function realWorldMix(dir, corpus) {
  const missing = WHOLE.filter((f) => !existsSync(path.join(corpus, f)));
  if (missing.length) throw new Error(`the corpus at ${corpus} lacks ${missing.join(", ")}`);
  const chapters = path.join(dir, "chapters");
  mkdirSync(chapters, { recursive: true });
  execFileSync(
    "qpdf",
    [
      path.join(corpus, "pdf/freeculture.pdf"),
      `--split-pages=${CHAPTER_PAGES}`,
      path.join(chapters, "freeculture-chapter-%d.pdf"),
    ],
    { stdio: "ignore" },
  );
  const split = readdirSync(chapters)
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
    .map((f) => path.join(chapters, f));
  return [...split, ...WHOLE.map((f) => path.join(corpus, f))];
}
