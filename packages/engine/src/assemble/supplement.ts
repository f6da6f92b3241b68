// Supplements: exhibits added after a binder was filed continue its labels, page and Bates numbers, so nothing the
// court already has is renumbered. Here: the filed manifest each binder carries (made, embedded in the PDF's
// information dictionary, read back from a PDF or JSON), the options a supplement is assembled with, and its texts.
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString, hexStringOfText } from "../pdf/pdf-lib.ts";
import {
  FILED_MANIFEST_FORMAT,
  ROLE_NAMES,
  ZFiledManifest,
  exhibitLabel,
  labelRange,
} from "@courtready/contracts";
import type { TFiledManifest, TFiling } from "@courtready/contracts";
import { EngineError } from "../errors.ts";
import type { AssembleOptions, AssembledExhibit } from "./types.ts";
import { formatDate } from "./format.ts";
import { supplementOf } from "./mode.ts";

/** The information dictionary key holding the filed manifest (JSON text). */
const MANIFEST_KEY = "CourtReadyFiledManifest";

/** How far along the label sequence a kept label is looked for (labels past it are not "after" anything). */
const LABEL_SCAN = 10_000;

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The labels of `count` new exhibits: the sequence continues after the furthest filed label found in it (filed
 * "6", "1", "2" → "7", "8"), never reusing one; by position after the filed ones when no filed label is in the
 * sequence (kept labels such as "12a").
 */
export function supplementLabels(manifest: TFiledManifest, count: number): string[] {
  const used = new Set(manifest.exhibits.map((e) => e.label));
  const label = (position: number) => exhibitLabel(manifest.role, position, manifest.labels);
  let next = manifest.exhibits.length;
  let found = 0;
  for (let p = 0; p < LABEL_SCAN && found < used.size; p++) {
    if (used.has(label(p))) {
      found++;
      next = Math.max(next, p + 1);
    }
  }
  const out: string[] = [];
  for (let p = next; out.length < count; p++) {
    const l = label(p);
    if (!used.has(l)) out.push(l);
  }
  return out;
}

/**
 * The options a supplement is really assembled with: the filed binder's role, labelling, caption and Bates
 * numbering win over whatever was asked, and the new exhibits' labels continue the filed ones. Unchanged without
 * `supplement`; the same when applied twice.
 */
export function supplementOptions(options: AssembleOptions, exhibitCount: number): AssembleOptions {
  const m = supplementOf(options);
  if (!m) return options;
  const {
    batesPrefix: _prefix,
    batesDigits: _digits,
    batesStart: _start,
    exhibitLabels: _labels,
    ...rest
  } = options;
  return {
    ...rest,
    role: m.role,
    case: { ...options.case, ...m.case },
    labels: m.labels,
    exhibitLabels: supplementLabels(m, exhibitCount),
    ...(m.bates
      ? { batesPrefix: m.bates.prefix, batesDigits: m.bates.digits, batesStart: m.bates.last + 1 }
      : {}),
  };
}

/** "Supplemental Exhibits to Plaintiff's Exhibit Binder, filed December 3, 2026" (or prepared, when not filed). */
export function supplementTitleLine(m: TFiledManifest): string {
  const original = m.filings[0]!;
  const when = original.filedOn
    ? `filed ${formatDate(original.filedOn)}`
    : `prepared ${formatDate(original.preparedOn)}`;
  return `to ${ROLE_NAMES[m.role]}'s Exhibit Binder, ${when}`;
}

/** The line under the supplement's index heading pointing to the indexes already filed. */
export function supplementIndexNote(m: TFiledManifest): string {
  const parts = m.filings.map((f: TFiling) => {
    const index = f.kind === "binder" ? "the Exhibit Index" : "the Supplemental Exhibit Index";
    const when = f.filedOn ? `filed ${formatDate(f.filedOn)}` : `prepared ${formatDate(f.preparedOn)}`;
    return `${labelRange(f.labels)} (pages ${f.firstPage}–${f.lastPage}): see ${index} ${when}`;
  });
  return `Filed earlier — ${parts.join("; ")}.`;
}

/**
 * The manifest of what this binder (or supplement) adds to what was filed: given to the caller beside the PDF and
 * embedded in it, so a later supplement continues from either.
 */
export function filedManifestOf(
  options: AssembleOptions,
  exhibits: AssembledExhibit[],
  totalPages: number,
): TFiledManifest {
  const prior = supplementOf(options);
  const filing: TFiling = {
    kind: prior ? "supplement" : "binder",
    filedOn: null,
    preparedOn: day(options.preparedOn),
    firstPage: prior ? exhibits[0]!.startPage : 1,
    lastPage: totalPages,
    labels: exhibits.map((e) => e.label),
  };
  const pages = exhibits.reduce((n, e) => n + e.pages, 0);
  const c = options.case;
  return {
    format: FILED_MANIFEST_FORMAT,
    version: 1,
    role: options.role,
    case: {
      ...(c.courtName ? { courtName: c.courtName } : {}),
      ...(c.caseName ? { caseName: c.caseName } : {}),
      ...(c.caseNumber ? { caseNumber: c.caseNumber } : {}),
      ...(c.partyName ? { partyName: c.partyName } : {}),
    },
    labels: {
      letterStyle: options.labels?.letterStyle ?? "A1",
      startNumber: options.labels?.startNumber ?? 1,
    },
    bates: options.batesPrefix
      ? {
          prefix: options.batesPrefix,
          digits: options.batesDigits ?? 6,
          last: (options.batesStart ?? 1) + pages - 1,
        }
      : null,
    lastPage: totalPages,
    filings: [...(prior?.filings ?? []), filing],
    exhibits: [
      ...(prior?.exhibits ?? []),
      ...exhibits.map((e) => ({
        label: e.label,
        description: e.description,
        pages: e.pages,
        startPage: e.startPage,
        endPage: e.endPage,
        batesStart: e.batesStart ?? null,
        batesEnd: e.batesEnd ?? null,
      })),
    ],
  };
}

/** The document's information dictionary, when it has one. */
function infoDict(doc: PDFDocument): PDFDict | undefined {
  const info = doc.context.lookup(doc.context.trailerInfo.Info);
  return info instanceof PDFDict ? info : undefined;
}

/** Puts the manifest in the document's information dictionary (invisible in print, kept by every viewer). */
export function embedFiledManifest(doc: PDFDocument, manifest: TFiledManifest): void {
  const info = infoDict(doc);
  if (!info) throw new Error("Internal error: the binder has no information dictionary");
  info.set(PDFName.of(MANIFEST_KEY), hexStringOfText(JSON.stringify(manifest)));
}

/** The filed date of the last filing, set when the person says when it was filed. */
export function markFiled(manifest: TFiledManifest, filedOn: string): TFiledManifest {
  const filings = manifest.filings.map((f, i) => (i === manifest.filings.length - 1 ? { ...f, filedOn } : f));
  return { ...manifest, filings };
}

const NOT_A_MANIFEST =
  "this is not a CourtReady filed manifest or a binder CourtReady made; give the filed-manifest.json written beside the binder";

function parseManifest(file: string, text: string): TFiledManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new EngineError("UNSUPPORTED_TYPE", file, NOT_A_MANIFEST);
  }
  const parsed = ZFiledManifest.safeParse(json);
  if (!parsed.success) throw new EngineError("UNSUPPORTED_TYPE", file, NOT_A_MANIFEST);
  return parsed.data;
}

/**
 * The filed manifest from a binder PDF CourtReady made (its information dictionary) or from the JSON file written
 * beside it. A PDF without one is refused rather than guessed from its printed text.
 */
export async function readFiledManifest(file: string, bytes: Uint8Array): Promise<TFiledManifest> {
  const isPdf = new TextDecoder("latin1").decode(bytes.subarray(0, 1024)).includes("%PDF-");
  if (!isPdf) return parseManifest(file, new TextDecoder().decode(bytes));
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    throw new EngineError(
      "PDF_DAMAGED",
      file,
      "this PDF cannot be read; give the filed-manifest.json instead",
    );
  }
  const value = infoDict(doc)?.lookup(PDFName.of(MANIFEST_KEY));
  if (!(value instanceof PDFHexString || value instanceof PDFString)) {
    throw new EngineError(
      "UNSUPPORTED_TYPE",
      file,
      "this PDF holds no CourtReady filed manifest (it was made elsewhere or before supplements existed); give the filed-manifest.json written beside it",
    );
  }
  return parseManifest(file, value.decodeText());
}
