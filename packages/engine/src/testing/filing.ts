// Test helpers for filing profiles: profiles built in the test (every rule off unless given, each given rule with
// one source, so no test depends on the court data), every word of a PDF with its box (pdftotext -bbox), and the
// page label a viewer shows for each page (qpdf's JSON of /PageLabels, resolved as PDF 32000 §12.4.2 says).
import { execFileSync } from "node:child_process";
import { NO_FILING_RULES, ZFilingProfile } from "@courtready/contracts";
import type { TClerkBox, TFileNameRule, TFilingProfile } from "@courtready/contracts";
import { withFile } from "./pdf.ts";

export const TEST_SOURCE = {
  title: "Test Court e-filing rule 1",
  url: "https://example.org/rules",
  read: "2026-01-01",
  value: null,
};

/** A rule's value with one source, as profiles carry it. */
export function sourced<T>(value: T): { value: T; sources: (typeof TEST_SOURCE)[] } {
  return { value, sources: [TEST_SOURCE] };
}

/** A sourced profile with no rule but those given (in the profile's own shape). */
export function filingProfile(rules: Partial<TFilingProfile> = {}): TFilingProfile {
  return ZFilingProfile.parse({
    court: "test_court",
    kind: "sourced",
    name: "Test Court",
    ...NO_FILING_RULES,
    notes: [],
    ...rules,
  });
}

export interface ProfileRules {
  clerkBoxFirstPage?: TClerkBox;
  clerkBoxLaterPages?: TClerkBox;
  links?: "internal" | "none";
  pageSize?: "scale-to-letter" | "keep-legal";
  fileName?: TFileNameRule;
  packaging?: "combined" | "lead-plus-attachments";
}

/** Texas's file-name rule as packages/courts records it from the JCIT: Latin-1 letters and digits, at most 50. */
export const TEXAS_FILE_NAME: TFileNameRule = {
  pattern: "^[A-Za-z0-9\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u00FF]+$",
  max_length: 50,
  description: "Latin-1 letters and digits only; at most 50 characters",
};

/** A sourced profile with just the rules the output tests need, named shortly (every other rule null). */
export function profileWithRules(rules: ProfileRules, court = "test_court"): TFilingProfile {
  const rule = <T>(value: T | undefined) => (value === undefined ? null : sourced(value));
  return filingProfile({
    court,
    links: rule(rules.links),
    clerk_box_first_page: rule(rules.clerkBoxFirstPage),
    clerk_box_later_pages: rule(rules.clerkBoxLaterPages),
    page_size: rule(rules.pageSize),
    file_name: rule(rules.fileName),
    packaging: rule(rules.packaging),
  });
}

export interface PlacedWord {
  text: string;
  /** In points from the page's top-left corner, as poppler gives them. */
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export interface PageWords {
  width: number;
  height: number;
  words: PlacedWord[];
}

const decodeEntities = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** Every word of every page with its box (pdftotext -bbox). */
export function pageWords(bytes: Uint8Array): PageWords[] {
  const html = withFile(bytes, (file) =>
    execFileSync("pdftotext", ["-bbox", "-enc", "UTF-8", file, "-"], {
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    }),
  );
  return [...html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map((page) => ({
    width: Number(page[1]),
    height: Number(page[2]),
    words: [
      ...page[3]!.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      ),
    ].map((w) => ({
      xMin: Number(w[1]),
      yMin: Number(w[2]),
      xMax: Number(w[3]),
      yMax: Number(w[4]),
      text: decodeEntities(w[5]!),
    })),
  }));
}

/** The words of a page that reach into a box of `box` at its top-right corner. */
export function wordsInBox(page: PageWords, box: TClerkBox): PlacedWord[] {
  const left = page.width - box.width_in * 72;
  const bottom = box.height_in * 72;
  return page.words.filter((w) => w.xMax > left && w.yMin < bottom);
}

interface QpdfLabel {
  index: number;
  label: { "/S"?: string; "/St"?: number; "/P"?: string };
}

/** The label a viewer shows for each page (decimal style only: the binder writes no other). */
export function pageLabels(bytes: Uint8Array): string[] {
  const json = withFile(bytes, (file) =>
    execFileSync("qpdf", ["--json=2", "--json-key=pagelabels", "--json-key=pages", file], {
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    }),
  );
  const parsed = JSON.parse(json) as { pagelabels: QpdfLabel[]; pages: unknown[] };
  // qpdf writes strings as "u:text" (or hex "b:…" for binary ones, which the binder never writes).
  const text = (s: string | undefined) => (s ? s.replace(/^u:/, "") : "");
  return parsed.pages.map((_, i) => {
    const range = parsed.pagelabels.filter((r) => r.index <= i).at(-1);
    if (!range) return String(i + 1);
    const { "/S": style, "/St": start = 1, "/P": prefix } = range.label;
    return `${text(prefix)}${style === "/D" ? String(start + i - range.index) : ""}`;
  });
}
