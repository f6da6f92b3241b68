// Finds what a court's redaction rules ask removed on each page (issue 43): the personal-data scanner's numbers and
// dates plus the state rules' kinds, each hit placed on its page as boxes (one per line it spans) with its reason.
import { redactionHitReason } from "@courtready/contracts";
import type { TRedactionKind, TRedactionKindRule, TRedactionRuleSet } from "@courtready/contracts";
import type { PageText } from "../check/text.ts";
import { scanPage } from "../kit/personal-data.ts";
import { scanMinorNames, scanStateKinds } from "./state-kinds.ts";
import type { TextHit } from "./state-kinds.ts";

/** A box in points from the page's top-left corner, as pdftotext and mutool place things. */
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface RedactionHit {
  /** 1-based. */
  page: number;
  kind: TRedactionKind;
  boxes: Rect[];
  /** "Social security number (FRCP 5.2(a)(1)): only the last four digits may stay." */
  reason: string;
  /** The value as the page's text has it: what verification searches the output for. Never printed. */
  value: string;
  /** What is drawn in its place: "XXX-XX-6789" (X per character) or the part that may stay ("6789"), or "". */
  replacement: string;
  /** The value as it may be shown (reports, the CLI): an X for each character the rule removes. */
  masked: string;
  /** Where the words came from: the page's text layer or OCR of its picture. */
  from: "text" | "ocr";
}

/** Short names for labels ("[REDACTED: SSN]") and the CLI's lines. */
export const KIND_LABELS: Record<TRedactionKind, string> = {
  "social-security-number": "SSN",
  "taxpayer-id": "TIN",
  "financial-account-number": "ACCOUNT",
  "card-number": "CARD",
  "birth-date": "DOB",
  "drivers-licence": "DL",
  "passport-number": "PASSPORT",
  "home-address": "ADDRESS",
  "minor-name": "MINOR",
};

/** Every hit the rules ask for on these pages; `minors` are the names the person entered. */
export function findRedactions(
  pages: readonly PageText[],
  rules: TRedactionRuleSet,
  minors: readonly string[] = [],
  from: "text" | "ocr" = "text",
): RedactionHit[] {
  const byKind = new Map(rules.kinds.map((k) => [k.kind, k]));
  const out: RedactionHit[] = [];
  for (const page of pages) {
    const { text, spans } = pageTextWithSpans(page);
    const hits: TextHit[] = [
      ...scanPage(text).map((h) => ({
        kind: h.kind,
        start: h.start,
        end: h.end,
        value: text.slice(h.start, h.end),
      })),
      ...scanStateKinds(text, rules.licenceShapes ?? []),
      ...scanMinorNames(text, minors),
    ];
    const kept: TextHit[] = [];
    for (const hit of hits.sort((a, b) => a.start - b.start || b.end - a.end)) {
      if (!byKind.has(hit.kind)) continue;
      if (kept.some((k) => hit.start < k.end && k.start < hit.end)) continue;
      kept.push(hit);
    }
    for (const hit of kept) {
      const rule = byKind.get(hit.kind)!;
      const boxes = boxesOf(page, spans, hit.start, hit.end);
      if (!boxes.length) continue;
      out.push({
        page: page.page,
        kind: hit.kind,
        boxes,
        reason: redactionHitReason(rule),
        value: hit.value,
        replacement: replacementOf(hit.value, rule.keep, rules.style),
        masked: replacementOf(hit.value, rule.keep, "x-per-character"),
        from,
      });
    }
  }
  return out;
}

/**
 * What is drawn where the value was: with "x-per-character", the value with each removed letter or digit an "X";
 * with a black box, only the part that may stay (printed on the box), or nothing.
 */
export function replacementOf(
  value: string,
  keep: TRedactionKindRule["keep"],
  style: TRedactionRuleSet["style"],
): string {
  const stays = staying(value, keep);
  if (style === "black-box") {
    const kept = value.split("").filter((_, i) => stays[i]);
    return keep === "initials" ? kept.map((c) => `${c}.`).join(" ") : kept.join("");
  }
  return value
    .split("")
    .map((ch, i) => (stays[i] || !/[\p{L}\p{N}]/u.test(ch) ? ch : "X"))
    .join("");
}

/** For each character of the value, whether the rule lets it stay. */
function staying(value: string, keep: TRedactionKindRule["keep"]): boolean[] {
  const chars = value.split("");
  const flags = chars.map(() => false);
  if (keep === "last-4") {
    let left = 4;
    for (let i = chars.length - 1; i >= 0 && left > 0; i--) {
      if (/[A-Za-z0-9]/.test(chars[i]!)) {
        flags[i] = true;
        left--;
      }
    }
  } else if (keep === "year") {
    const year = /(?:1[89]|20)\d\d(?!.*(?:1[89]|20)\d\d)/.exec(value) ?? /\d{2}$/.exec(value);
    if (year) for (let i = year.index; i < year.index + year[0].length; i++) flags[i] = true;
  } else if (keep === "initials") {
    chars.forEach((ch, i) => {
      if (/\p{L}/u.test(ch) && (i === 0 || /[\s,]/.test(chars[i - 1]!))) flags[i] = true;
    });
  }
  return flags;
}

/** The page's words as one text (a space between words, a line break where they move down) and each word's span. */
export function pageTextWithSpans(page: PageText): { text: string; spans: [number, number][] } {
  let text = "";
  const spans: [number, number][] = [];
  let lastY = Number.NaN;
  for (const w of page.words) {
    if (text) text += Math.abs(w.y0 - lastY) > 2 ? "\n" : " ";
    spans.push([text.length, text.length + w.text.length]);
    text += w.text;
    lastY = w.y0;
  }
  return { text, spans };
}

/** The boxes of the words [start, end) touches, one per line, a point wider on each side. */
function boxesOf(page: PageText, spans: [number, number][], start: number, end: number): Rect[] {
  const lines: Rect[] = [];
  page.words.forEach((w, i) => {
    const [s, e] = spans[i]!;
    if (e <= start || s >= end) return;
    const line = lines.find((r) => Math.abs(r.y0 - (w.y0 - 1)) < 2);
    if (line) {
      line.x0 = Math.min(line.x0, w.x0 - 1);
      line.x1 = Math.max(line.x1, w.x1 + 1);
      line.y1 = Math.max(line.y1, w.y1 + 1);
    } else lines.push({ x0: w.x0 - 1, y0: w.y0 - 1, x1: w.x1 + 1, y1: w.y1 + 1 });
  });
  return lines;
}
