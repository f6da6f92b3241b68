// `courtready redact (--court ID | --rules federal|tx|il|fl|ca) [--minor NAME]... [--box PAGE:x,y,w,h]... [--no-find]
// [--json] --out OUT.pdf FILE`: finds what the court's rules ask removed, writes a redacted copy, verifies it and
// prints what it removed per page. Exit 0 verified, 1 when verification fails (the copy is deleted: nothing
// unverified is left to file), 2 for bad usage, an unknown court or rule set, or a file that cannot be read.
import { rm } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import type { TRedactionRuleSet } from "@courtready/contracts";
import type { CheckCliResult } from "../check/cli-check.ts";
import { EngineError } from "../errors.ts";
import { KIND_LABELS } from "./find.ts";
import type { RedactionHit } from "./find.ts";
import { findRedactionsInPdf, redactPdf } from "./redact.ts";
import type { DrawnBox, RedactResult } from "./redact.ts";

export const REDACT_USAGE =
  "  courtready redact (--court PRESET_ID | --rules federal|tx|il|fl|ca) [--minor NAME]... [--box PAGE:x,y,w,h]... [--no-find] [--json] --out OUT.pdf FILE";

/** Where the CLI finds the rules (packages/courts, through cli-court.ts); undefined: no such court or rule set. */
export type RulesLookup = (
  by: { court: string } | { rules: string },
) => Promise<{ rules: TRedactionRuleSet; label: string } | undefined>;

/** As `check`'s: an exit code and what goes to stdout and stderr. */
export type RedactCliResult = CheckCliResult;

function usage(message: string): RedactCliResult {
  return { code: 2, stdout: "", stderr: `courtready redact: ${message}\nusage:\n${REDACT_USAGE}\n` };
}

/** "2:72,100,150,14" → page 2, a box 150 × 14 points whose top-left corner is 72, 100 from the page's top left. */
export function parseBox(text: string): DrawnBox | null {
  const m = /^(\d+):(-?[\d.]+),(-?[\d.]+),([\d.]+),([\d.]+)$/.exec(text.trim());
  if (!m) return null;
  const [page, x, y, w, h] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (page < 1 || !(w > 0) || !(h > 0)) return null;
  return { page, rect: { x0: x, y0: y, x1: x + w, y1: y + h } };
}

/** Runs `redact` with its arguments; never throws for a person's mistake (the exit code says it). */
export async function runRedact(argv: string[], lookup: RulesLookup): Promise<RedactCliResult> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        court: { type: "string" },
        rules: { type: "string" },
        minor: { type: "string", multiple: true, default: [] },
        box: { type: "string", multiple: true, default: [] },
        "no-find": { type: "boolean", default: false },
        json: { type: "boolean", default: false },
        out: { type: "string" },
      },
    });
  } catch (error) {
    return usage((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (Boolean(values.court) === Boolean(values.rules))
    return usage("give either --court PRESET_ID or --rules NAME");
  // `redact IN.pdf OUT.pdf` (the issue's form) is accepted beside `--out OUT.pdf IN.pdf`.
  const [input, second] = positionals;
  const output = values.out ?? second;
  if (!input || !output || positionals.length > (values.out ? 1 : 2))
    return usage("give one FILE and --out OUT.pdf");
  if (path.resolve(input) === path.resolve(output))
    return usage("OUT.pdf must not be the original: it is never changed");
  const boxes: DrawnBox[] = [];
  for (const text of values.box) {
    const box = parseBox(text);
    if (!box) return usage(`--box "${text}" is not PAGE:x,y,w,h (points from the page's top-left corner)`);
    boxes.push(box);
  }
  const found = await lookup(values.court ? { court: values.court } : { rules: values.rules ?? "" });
  if (!found)
    return usage(
      values.court
        ? `unknown court "${values.court}" (court ids are the presets' ids, e.g. tx_harris)`
        : `unknown rules "${values.rules}" (federal, tx, il, fl or ca)`,
    );
  const name = path.basename(input);
  let hits: RedactionHit[] = [];
  let result: RedactResult;
  try {
    if (!values["no-find"])
      hits = await findRedactionsInPdf(input, name, found.rules, { minors: values.minor });
    result = await redactPdf(input, output, name, found.rules, hits, boxes);
  } catch (error) {
    if (error instanceof EngineError) return { code: 2, stdout: "", stderr: `${error.message}\n` };
    throw error;
  }
  if (!result.verification.ok) await rm(output, { force: true });
  const code = result.verification.ok ? 0 : 1;
  if (values.json) {
    const json = {
      file: name,
      output: result.verification.ok ? output : null,
      rules: found.rules.id,
      hits: hits.map(({ value: _value, ...shown }) => shown),
      boxes,
      applied: result.applied,
      verification: result.verification,
    };
    return { code, stdout: `${JSON.stringify(json, null, 2)}\n`, stderr: "" };
  }
  return {
    code,
    stdout: plainRedaction(name, output, found.label, found.rules, hits, boxes, result),
    stderr: "",
  };
}

/** What was removed, page by page, then what else was cleaned and whether the copy passed verification. */
export function plainRedaction(
  name: string,
  output: string,
  label: string,
  rules: TRedactionRuleSet,
  hits: readonly RedactionHit[],
  boxes: readonly DrawnBox[],
  result: RedactResult,
): string {
  const lines = [`${name}: redacted by ${rules.name} (${label})`];
  const pages = [...new Set([...hits.map((h) => h.page), ...boxes.map((b) => b.page)])].sort((a, b) => a - b);
  if (!pages.length) lines.push("  nothing found to redact");
  for (const page of pages) {
    lines.push(`  page ${page}:`);
    for (const h of hits.filter((x) => x.page === page))
      lines.push(
        `    ${KIND_LABELS[h.kind]} ${h.masked}${h.from === "ocr" ? " (read from the scan)" : ""} — ${h.reason}`,
      );
    for (const b of boxes.filter((x) => x.page === page))
      lines.push(
        `    box at ${b.rect.x0},${b.rect.y0} (${b.rect.x1 - b.rect.x0} × ${b.rect.y1 - b.rect.y0} pt)`,
      );
    const notes = result.applied.pages[String(page)]?.annotations ?? 0;
    if (notes)
      lines.push(
        `    ${notes} annotation${notes === 1 ? "" : "s"} or form widget${notes === 1 ? "" : "s"} removed`,
      );
  }
  const { fields, bookmarks, info, xmp } = result.applied;
  if (fields) lines.push(`  ${fields} form field${fields === 1 ? "" : "s"} holding a redacted value removed`);
  if (bookmarks) lines.push(`  ${bookmarks} bookmark${bookmarks === 1 ? "" : "s"} rewritten`);
  if (info) lines.push(`  ${info} document propert${info === 1 ? "y" : "ies"} (title, subject…) rewritten`);
  if (xmp) lines.push("  XMP metadata holding a redacted value removed");
  const { pageData, attachments } = result.applied;
  if (pageData)
    lines.push(`  ${pageData} page metadata or editor data entr${pageData === 1 ? "y" : "ies"} removed`);
  if (attachments) lines.push(`  ${attachments} attached file${attachments === 1 ? "" : "s"} removed`);
  if (result.verification.ok) lines.push(`verified: nothing redacted can be read in ${output}`);
  else {
    lines.push(`NOT verified, so ${output} was not kept:`);
    for (const p of result.verification.problems)
      lines.push(`  ${p.page === null ? "the file" : `page ${p.page}`}: ${p.message}`);
  }
  if (rules.filingReminder) lines.push(`reminder: ${rules.filingReminder}`);
  return `${lines.join("\n")}\n`;
}
