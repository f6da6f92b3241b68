// Translated exhibits (issue 39 §2): a foreign-language exhibit's English translation (a file converted like any
// other, or typed text laid out as plain pages) and the translator's declaration become pages of the same exhibit,
// right after the original, before the pages are pooled. Everything after (plan, stamps, Bates, volumes, page
// counts, the kit) then sees one longer exhibit, so no output can disagree about where the translation is.
import { pdfBytes } from "../ingest/source-file.ts";
import { writeFile, readFile } from "node:fs/promises";
import path from "node:path";
import { assignExhibitLabels, fileRefusalEnglish, TRANSLATION_LIMITS } from "@courtready/contracts";
import type { FileRefusal } from "@courtready/contracts";
import type { ExhibitTranslation } from "../assemble/types.ts";
import type { AssembleOptions } from "../assemble/types.ts";
import { supplementOptions } from "../assemble/supplement.ts";
import { imagesToPdf } from "../convert/images-pdf.ts";
import { textToPdf } from "../convert/text-pdf.ts";
import { EngineError, refused } from "../errors.ts";
import type { EngineFonts } from "../fonts/fonts.ts";
import { runTool, withTempDir } from "../tools/run.ts";
import type { PdfSource, SourceFile } from "../types.ts";
import { notesOf, withNotes } from "../notes.ts";
import type { EngineNote } from "../notes.ts";
import { convertAll, convertOne } from "./convert-all.ts";
import type { Converted } from "./convert-all.ts";

/** One exhibit's English translation and who made it. */
export interface TranslationInput {
  /** The translation as a file of any accepted format … */
  file?: SourceFile;
  /** … or typed text (exactly one of the two). */
  text?: string;
  /** The translator's name, as it is signed. */
  translator: string;
  /** What makes them competent: "Court-certified Spanish interpreter, No. 301234", "Native speaker, …". */
  qualifications: string;
  /** The original's language ("Spanish"); absent: "the original language". */
  language?: string;
}

/** The index description's suffix for an exhibit carrying a translation. */
export const WITH_TRANSLATION = "(with English translation)";

/** Limits that keep the declaration on one page and the name on the signature line (the web's too). */
const {
  translator: TRANSLATOR_NAME_MAX,
  qualifications: QUALIFICATIONS_MAX,
  language: LANGUAGE_MAX,
} = TRANSLATION_LIMITS;

/**
 * The declaration's text. Worded after Cal. Rules of Court, rule 3.1110(g) (a foreign-language exhibit accompanied
 * by an English translation certified under oath by a qualified interpreter), Fed. R. Evid. 604 (a translator must
 * be qualified and affirm to make a true translation), and the unsworn declaration forms of Cal. Code Civ. Proc.
 * § 2015.5 and 28 U.S.C. § 1746 ("under penalty of perjury that the foregoing is true and correct", dated).
 * Not a rule's text: docs/decisions.md says where each part comes from.
 */
export function declarationText(label: string, t: TranslationInput): string {
  const language = t.language?.trim() || "the original language";
  return [
    "TRANSLATOR'S DECLARATION",
    `Exhibit ${label} — English translation`,
    "",
    "",
    `I, ${t.translator.trim()}, declare that I am competent to translate from ${language} into English, that my qualifications are: ${t.qualifications.trim().replace(/\s+/g, " ")}, and that the attached English translation of Exhibit ${label} is true and accurate to the best of my ability.`,
    "",
    "I declare under penalty of perjury that the foregoing is true and correct.",
    "",
    "",
    "Executed on (date): ______________________   at (city, state): ______________________",
    "",
    "",
    "",
    "______________________________________",
    `${t.translator.trim()}, Translator`,
  ].join("\n");
}

/** Why a translation cannot be used, by code (contracts FILE_REFUSALS, so the app can say it in Spanish), or undefined. */
export function translationRefusal(t: TranslationInput): FileRefusal | undefined {
  const max = (limit: number) => ({ max: limit });
  if (!t.translator.trim()) return { code: "translationNoTranslator" };
  if (t.translator.trim().length > TRANSLATOR_NAME_MAX)
    return { code: "translationTranslatorTooLong", params: max(TRANSLATOR_NAME_MAX) };
  if (!t.qualifications.trim()) return { code: "translationNoQualifications" };
  if (t.qualifications.trim().length > QUALIFICATIONS_MAX)
    return { code: "translationQualificationsTooLong", params: max(QUALIFICATIONS_MAX) };
  if ((t.language?.trim().length ?? 0) > LANGUAGE_MAX)
    return { code: "translationLanguageTooLong", params: max(LANGUAGE_MAX) };
  if (t.file && t.text !== undefined) return { code: "translationBothSources" };
  if (!t.file && !t.text?.trim()) return { code: "translationNoText" };
  return undefined;
}

/** Why a translation cannot be used, in English (the CLI's words), or undefined when it can. */
export function translationProblem(t: TranslationInput): string | undefined {
  const refusal = translationRefusal(t);
  return refusal && fileRefusalEnglish(refusal);
}

/**
 * Each exhibit's label as the assembly will give it (the plan's own rule, on the same options), for the
 * declaration, which names the exhibit before the binder is planned.
 */
export function plannedLabels(count: number, options: AssembleOptions): string[] {
  const o = supplementOptions(options, count);
  return assignExhibitLabels(
    o.role,
    Array.from({ length: count }, (_, i) => o.exhibitLabels?.[i]),
    o.labels,
  );
}

/** An exhibit's content as one PDF: the original, its translation and the declaration, by qpdf's page copy. */
async function joinPdfs(name: string, pdfs: Uint8Array[]): Promise<Uint8Array> {
  return withTempDir("translation", async (dir) => {
    const names = pdfs.map((_, k) => `part-${k + 1}.pdf`);
    await Promise.all(pdfs.map((pdf, k) => writeFile(path.join(dir, names[k]!), pdf)));
    const result = await runTool(
      "qpdf",
      ["--empty", "--deterministic-id", "--pages", ...names, "--", "joined.pdf"],
      { cwd: dir, timeoutMs: 300_000 },
    );
    if (result.missing) throw refused("TOOL_MISSING", name, { code: "translationQpdfMissing" });
    if (result.timedOut) throw refused("TOOL_TIMEOUT", name, { code: "translationQpdfTimeout" });
    // 3: qpdf succeeded with warnings (an original it repaired on the way).
    if (result.code !== 0 && result.code !== 3) {
      const detail = result.stderr.trim().slice(0, 200);
      throw refused("TOOL_FAILED", name, { code: "translationQpdfFailed", params: { detail } });
    }
    return new Uint8Array(await readFile(path.join(dir, "joined.pdf")));
  });
}

/** The converted original as a PDF fit to copy pages from (a PDF passed on uninspected is inspected first). */
async function originalPdf(
  file: SourceFile,
  c: Converted,
  fonts: EngineFonts,
  date: Date,
): Promise<{ pdf: Uint8Array; pageCount: number }> {
  if (c.content.kind === "images") return { pdf: await imagesToPdf(c.content.pages), pageCount: c.pageCount };
  if (!c.direct) return { pdf: pdfBytes(c.content.pdf), pageCount: c.pageCount };
  const inspected = await convertOne(file, "pdf", fonts, date);
  return { pdf: pdfBytes((inspected.content as { pdf: PdfSource }).pdf), pageCount: inspected.pageCount };
}

/**
 * The pages a translation adds to its exhibit (its own, then the declaration's), for a preview that counts pages
 * before anything is built, made as `attachTranslations` makes them; the EngineError a build would refuse it with.
 * `label` is the exhibit's, which the declaration names (the page count does not depend on it).
 */
export async function translationPageCount(
  t: TranslationInput,
  label: string,
  fonts: EngineFonts,
  options: { date: Date; maxFileBytes?: number | undefined },
): Promise<number | EngineError> {
  const problem = translationRefusal(t);
  if (problem) return refused("TRANSLATION_INCOMPLETE", t.file?.name ?? "English translation", problem);
  const translation = t.file
    ? (await convertAll([t.file], fonts, { date: options.date, maxFileBytes: options.maxFileBytes }))[0]!
    : await textToPdf(t.text!, fonts, { title: "English translation", date: options.date });
  if (translation instanceof EngineError) return translation;
  const declaration = await textToPdf(declarationText(label, t), fonts, {
    title: `Translator's declaration — Exhibit ${label}`,
    date: options.date,
  });
  return translation.pageCount + declaration.pageCount;
}

export interface Translated {
  /** The results with every translated exhibit's content joined (failures: the file's or the translation's error). */
  results: (Converted | EngineError)[];
  /** Where each exhibit's translation and declaration begin, by position. */
  translations: (ExhibitTranslation | undefined)[];
}

/**
 * Joins each translation and its declaration to its exhibit's converted content. `results` are the originals'
 * conversions by position (kept as they are for their records); the joined ones are new objects.
 */
export async function attachTranslations(
  files: SourceFile[],
  results: readonly (Converted | EngineError)[],
  asked: readonly (TranslationInput | undefined)[] | undefined,
  fonts: EngineFonts,
  options: { date: Date; maxFileBytes?: number | undefined; binder: AssembleOptions | undefined },
): Promise<Translated> {
  const out = [...results];
  const translations: (ExhibitTranslation | undefined)[] = files.map(() => undefined);
  const wanted = files.flatMap((_, i) => (asked?.[i] ? [i] : []));
  if (wanted.length === 0) return { results: out, translations };
  // A programming error, not the person's: every caller preparing translated files says which binder they are for.
  if (!options.binder) throw new Error("Translations need the binder's options (PrepareOptions.ahead).");
  const labels = plannedLabels(files.length, options.binder);
  const withFiles = wanted.filter((i) => asked![i]!.file);
  const convertedFiles = await convertAll(
    withFiles.map((i) => asked![i]!.file!),
    fonts,
    { date: options.date, maxFileBytes: options.maxFileBytes },
  );
  for (const i of wanted) {
    const t = asked![i]!;
    const file = files[i]!;
    const problem = translationRefusal(t);
    if (problem) {
      out[i] = refused("TRANSLATION_INCOMPLETE", t.file?.name ?? file.name, problem);
      continue;
    }
    const original = results[i]!;
    const k = withFiles.indexOf(i);
    const translation =
      k >= 0
        ? convertedFiles[k]!
        : await textToPdf(t.text!, fonts, {
            title: `${file.name} — English translation`,
            date: options.date,
          });
    if (translation instanceof EngineError) {
      out[i] = translation;
      continue;
    }
    if (original instanceof EngineError) continue;
    try {
      const translationPdf =
        "content" in translation
          ? translation.content.kind === "pdf"
            ? pdfBytes(translation.content.pdf)
            : await imagesToPdf(translation.content.pages)
          : translation.pdf;
      const declaration = await textToPdf(declarationText(labels[i]!, t), fonts, {
        title: `Translator's declaration — Exhibit ${labels[i]!}`,
        date: options.date,
      });
      const first = await originalPdf(file, original, fonts, options.date);
      const pdf = await joinPdfs(file.name, [first.pdf, translationPdf, declaration.pdf]);
      const notes = notesOf(original);
      out[i] = {
        type: original.type,
        content: { kind: "pdf", pdf },
        pageCount: first.pageCount + translation.pageCount + declaration.pageCount,
        ...withNotes({
          warnings: [
            ...notes.warnings,
            ...("warnings" in translation ? notesOf(translation).warnings : []).map((note): EngineNote => ({
              code: "translation-warning",
              note,
            })),
          ],
          conversions: [
            ...notes.conversions,
            { code: "translation-added", file: t.file ? t.file.name : null, pages: translation.pageCount },
          ],
          security: notes.security,
        }),
      };
      translations[i] = {
        firstPage: first.pageCount + 1,
        declarationPage: first.pageCount + translation.pageCount + 1,
      };
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      out[i] = error;
    }
  }
  return { results: out, translations };
}
