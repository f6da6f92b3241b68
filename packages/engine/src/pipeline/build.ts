// The whole pipeline, as its stages: check and sniff each file (inputs.ts), convert every document to PDF or
// page images (convert-all.ts), pool the PDFs for qpdf once (pool.ts), assemble the binder
// (assemble/binder.ts) and package the ZIP (package.ts). Every file that cannot be used is reported with its
// reason, all at once; nothing is dropped.
import { availableParallelism } from "node:os";
import type { TBinderSection, TFilingProfile, TLabelOptions, TPageEdits, TRole } from "@courtready/contracts";
import { assembleBinder } from "../assemble/binder.ts";
import type {
  AssembleMode,
  AssembleOptions,
  AssembledBinder,
  CaseDetails,
  ExhibitInput,
  ExhibitTranslation,
} from "../assemble/types.ts";
import { drawFront } from "../assemble/front.ts";
import { editedOutline } from "../assemble/page-edits.ts";
import type { BinderFront, ExhibitOutline } from "../assemble/types.ts";
import { EngineError, EngineErrors } from "../errors.ts";
import type { EngineFonts } from "../fonts/fonts.ts";
import type { DetectedType, ProgressCallback, SourceFile } from "../types.ts";
import { documentTypeLabel } from "../types.ts";
import { encodeConversion } from "../convert/cached.ts";
import { convertAll } from "./convert-all.ts";
import type { CachedConversions, Converted } from "./convert-all.ts";
import { poolPrepared } from "./pool.ts";
import { WARM_UP_OPTIONS, warmUpAssembly } from "./warm-up.ts";
import { attachTranslations, WITH_TRANSLATION } from "./translation.ts";
import type { TranslationInput } from "./translation.ts";
import { notesOf } from "../notes.ts";
import type { DocumentNotes } from "../notes.ts";
import { compressScans } from "../compress/scans.ts";
import type { ScanCompression } from "../compress/scans.ts";

export interface BuildOptions {
  role: TRole;
  case: CaseDetails;
  /** Per-file description, by position; the file name stands in when absent. */
  descriptions?: (string | undefined)[];
  labels?: TLabelOptions;
  /** Per-file kept exhibit label, by position (assemble/binder.ts `exhibitLabels`); by position when absent. */
  exhibitLabels?: (string | undefined)[];
  batesPrefix?: string;
  batesDigits?: number;
  stickers?: "color" | "bw";
  /** Fixed by the caller (the CLI uses today; tests a constant) so output is reproducible. */
  preparedOn: Date;
  maxFileBytes?: number;
  /** Earlier conversions of the files, by position (convert/cached.ts): used instead of converting again. */
  cached?: CachedConversions;
  /** Return a record (convert/cached.ts) of each conversion made afresh, for the caller to keep. */
  keepConversions?: boolean;
  /**
   * What the assembly makes beyond the whole binder, one at a time (assemble/types.ts AssembleMode): the review
   * version, volumes (the ZIP then holds binder-volume-N.pdf), or a supplement continuing what was filed.
   */
  mode?: AssembleMode;
  /** `PrepareOptions.warmUp`. */
  warmUp?: boolean;
  /** The court's filing profile the outputs follow (assemble/types.ts AssembleOptions.filingProfile). */
  filingProfile?: TFilingProfile;
  /**
   * Per-file English translation, by position (translation.ts): placed after the original inside its exhibit,
   * with the translator's declaration. Read where the files are prepared.
   */
  translations?: (TranslationInput | undefined)[];
  /**
   * Per-file page edits, by position (issue 37 §3; assemble/page-edits.ts): pages turned, removed or reordered in
   * the binder, the file itself unchanged.
   */
  pageEdits?: (TPageEdits | undefined)[];
  /** Sections (tabs) grouping the exhibits (assemble/types.ts AssembleOptions.sections). */
  sections?: TBinderSection[];
  /**
   * Re-encode scanned pictures at 200 dpi before converting (compress/scans.ts, issue 37 §3), so a binder fits the
   * court's limit in fewer volumes; the files themselves (their bytes, their SHA-256) are unchanged.
   */
  compressScans?: boolean;
}

/** What the engine found and did to one document, for the quality report. */
export interface DocumentFacts {
  type: DetectedType;
  /** "Converted from Word to PDF with LibreOffice", … */
  conversions: string[];
  /** "Password protection and restrictions removed", … */
  security: string[];
  warnings: string[];
  /** The three lists as codes (notes.ts), which the kit's report words in the person's language. */
  notes: DocumentNotes;
}

/**
 * What a build made. Its ZIP (binder.pdf or the volumes, exhibit-list.pdf and exhibits/<label> - <name>.pdf) is not
 * made here: the caller makes it once, where it is kept — `packageZip` for bytes, `writePackageZip` straight to a
 * file (package.ts) — since it holds every page twice (issue 40).
 */
export interface BuildResult extends AssembledBinder {
  warnings: string[];
  /** Per file, in order. */
  documents: DocumentFacts[];
  /** With `keepConversions`: each conversion made afresh, by position (convert/cached.ts); null where none. */
  records?: (Uint8Array | null)[];
  /** With `compressScans`: each file's size before and after. */
  compression?: ScanCompression;
}

/** Every file converted, ready to assemble (once or several times, e.g. whole and in volumes). */
export interface PreparedFiles {
  files: SourceFile[];
  converted: readonly Converted[];
  /** The front of the binder `PrepareOptions.ahead` asked for, drawn while qpdf pooled the PDFs. */
  ahead?: Promise<BinderFront>;
  /** With `keepConversions`: each conversion made afresh, by position (convert/cached.ts); null where none. */
  records?: (Uint8Array | null)[];
  /** Where each translated exhibit's translation begins (its `converted` content holds it), by position. */
  translations?: (ExhibitTranslation | undefined)[];
  /** With `compressScans`: what the compression did (`files` stay the originals). */
  compression?: ScanCompression;
}

export interface PrepareOptions {
  maxFileBytes?: number | undefined;
  preparedOn: Date;
  /**
   * The binder these files are for, when known: its front (cover, index, exhibit list) is drawn from the expected
   * page counts while qpdf pools the PDFs, for `assemblePrepared` with the same options to use.
   */
  ahead?: BuildOptions;
  cached?: CachedConversions | undefined;
  keepConversions?: boolean | undefined;
  /**
   * Assemble a one-page binder while qpdf pools the PDFs (warm-up.ts), once per process, so the assembly after
   * the pool is not this process's first. Default true; off only where a test needs a process left cold.
   */
  warmUp?: boolean;
  /** `BuildOptions.translations`; their declarations name the exhibits as `ahead` labels them. */
  translations?: (TranslationInput | undefined)[] | undefined;
  /** `BuildOptions.compressScans`. */
  compressScans?: boolean | undefined;
}

/**
 * Checks and converts every file, for one or more assemblies.
 * @throws EngineErrors listing every file that cannot be used.
 */
export async function prepareFiles(
  files: SourceFile[],
  fonts: EngineFonts,
  options: PrepareOptions,
  onProgress?: ProgressCallback,
): Promise<PreparedFiles> {
  if (files.length === 0) throw new Error("A binder needs at least one file.");
  if (options.compressScans) {
    // Its own stage, before anything converts: the rest of the build sees the smaller files, the caller the
    // originals (the kit's manifest hashes those); records are keyed by the bytes converted, the smaller ones.
    onProgress?.(0, "Making the scans smaller");
    const { files: smaller, report } = await compressScans(files);
    const prepared = await prepareFiles(smaller, fonts, { ...options, compressScans: false }, onProgress);
    return { ...prepared, files, compression: report };
  }
  const originals = await convertAll(
    files,
    fonts,
    { maxFileBytes: options.maxFileBytes, date: options.preparedOn, direct: true, cached: options.cached },
    onProgress,
  );
  // Made afresh here (not used as uploaded, not restored): what `keepConversions` returns records of.
  const fresh = originals.map((r) => !(r instanceof EngineError) && !r.direct && !r.restored);
  // A translated exhibit's content is the original, its translation and the declaration joined (a new object:
  // the original's conversion is what its record keeps).
  const { results, translations } = await attachTranslations(files, originals, options.translations, fonts, {
    date: options.preparedOn,
    maxFileBytes: options.maxFileBytes,
    binder: options.ahead ? assembleOptionsOf(options.ahead) : undefined,
  });
  const translated = translations.some(Boolean) ? { translations } : {};
  // The pages each restored conversion says it has, before pooling counts them.
  const restoredPages = results.map((r) => (r instanceof EngineError ? undefined : r.restored?.pageCount));
  let ahead: PreparedFiles["ahead"];
  const binder = options.ahead;
  // Drawn while qpdf pools the PDFs (this thread would wait), from the counts known now: the page trees' for PDFs
  // not yet pooled, the converters' for the rest. Pooling may still count differently or fail a file; the
  // assembly then draws the front again.
  const drawAhead = () => {
    if (ahead || !binder || results.some((r) => r instanceof EngineError)) return;
    const outlines = outlinesOf(files, results as Converted[], binder, translations);
    const front = drawFront(outlines, fonts, assembleOptionsOf(binder));
    // Awaited only by an assembly that uses it; a failure here is drawn (and reported) again there.
    front.catch(() => undefined);
    ahead = front;
  };
  const whileWaiting = (ended: AbortSignal, runs: number) => {
    drawAhead();
    // After the front: the warm-up waits for this thread's next turn, and stops once the pool is ready. Only with a
    // core to spare: beside a qpdf on every core it slows the merge more than it saves (a large set, whose
    // assembly of many pages leaves the first pages' compiling little weight anyway).
    if (options.warmUp !== false && runs < availableParallelism()) {
      void warmUpAssembly((prepared) => assemblePrepared(prepared, fonts, WARM_UP_OPTIONS), ended);
    }
  };
  await poolPrepared(files, fonts, results, options.preparedOn, whileWaiting);
  // A restored conversion the pool could not read, or whose pages it counted otherwise, is never trusted: every
  // file is prepared again without records, exactly as if there had been none.
  const distrusted = results.some(
    (r, i) =>
      restoredPages[i] !== undefined && (r instanceof EngineError || r.pageCount !== restoredPages[i]),
  );
  if (distrusted) return prepareFiles(files, fonts, { ...options, cached: undefined }, onProgress);
  const problems = results.filter((r): r is EngineError => r instanceof EngineError);
  if (problems.length) throw new EngineErrors(problems);
  const converted = results as Converted[];
  const records = options.keepConversions
    ? converted.map((c, i) => {
        // A translated exhibit keeps the record of its original alone (the translation is not the file's).
        const own = translations[i] ? (originals[i] as Converted) : c;
        return fresh[i] ? encodeConversion(files[i]!.bytes, own, { date: options.preparedOn }) : null;
      })
    : undefined;
  return {
    files,
    converted,
    ...(ahead ? { ahead } : {}),
    ...(records ? { records } : {}),
    ...translated,
  };
}

/** Each file as the binder's index will list it, with its page count. */
function outlinesOf(
  files: SourceFile[],
  converted: readonly Converted[],
  options: BuildOptions,
  translations: readonly (ExhibitTranslation | undefined)[] | undefined,
): ExhibitOutline[] {
  return files.map((file, i) => {
    const translation = translations?.[i];
    const asked = options.descriptions?.[i]?.trim();
    // The index says the exhibit carries its translation (the file name stands in for a missing description).
    const description = translation ? `${asked || file.name} ${WITH_TRANSLATION}` : asked;
    return {
      source: file.name,
      ...(description ? { description } : {}),
      typeLabel: documentTypeLabel(converted[i]!.type),
      // As the binder will show it, after the page edits: the front drawn ahead is then the one the assembly keeps.
      ...editedOutline(converted[i]!.pageCount, options.pageEdits?.[i], translation),
    };
  });
}

/** What the assembler is told, from a build's options. */
function assembleOptionsOf(options: BuildOptions): AssembleOptions {
  return {
    role: options.role,
    case: options.case,
    preparedOn: options.preparedOn,
    ...(options.labels ? { labels: options.labels } : {}),
    ...(options.exhibitLabels ? { exhibitLabels: options.exhibitLabels } : {}),
    ...(options.batesPrefix ? { batesPrefix: options.batesPrefix } : {}),
    ...(options.batesDigits ? { batesDigits: options.batesDigits } : {}),
    ...(options.stickers ? { stickers: options.stickers } : {}),
    ...(options.mode ? { mode: options.mode } : {}),
    ...(options.filingProfile ? { filingProfile: options.filingProfile } : {}),
    ...(options.sections?.length ? { sections: options.sections } : {}),
  };
}

/**
 * Assembles converted files into a binder and its ZIP; with `measureOnly`, weighs it without writing it
 * (assemble/binder.ts: `pdf` empty, `measuredBytes` its size).
 */
export async function assemblePrepared(
  prepared: PreparedFiles,
  fonts: EngineFonts,
  options: BuildOptions,
  measureOnly = false,
): Promise<BuildResult> {
  const { files, converted } = prepared;
  const exhibits: ExhibitInput[] = outlinesOf(files, converted, options, prepared.translations).map(
    ({ pages: _, translation: _edited, ...outline }, i) => {
      // The assembly applies the edits to the pages as converted, and to where the translation begins among them.
      const pageEdits = options.pageEdits?.[i];
      const translation = prepared.translations?.[i];
      return {
        ...outline,
        content: converted[i]!.content,
        ...(translation ? { translation } : {}),
        ...(pageEdits ? { pageEdits } : {}),
      };
    },
  );
  const binder = await assembleBinder(
    exhibits,
    fonts,
    assembleOptionsOf(options),
    prepared.ahead,
    measureOnly,
  );
  const warnings = files.flatMap((file, i) => converted[i]!.warnings.map((w) => `${file.name}: ${w}`));
  const documents = converted.map((c) => ({
    type: c.type,
    conversions: c.conversions,
    security: c.security,
    warnings: c.warnings,
    notes: notesOf(c),
  }));
  return {
    ...binder,
    warnings,
    documents,
    ...(prepared.compression ? { compression: prepared.compression } : {}),
  };
}

/**
 * Builds a binder from files in the given order.
 * @throws EngineErrors listing every file that cannot be used (nothing is built then).
 */
export async function buildBinder(
  files: SourceFile[],
  fonts: EngineFonts,
  options: BuildOptions,
  onProgress?: ProgressCallback,
): Promise<BuildResult> {
  const prepared = await prepareFiles(files, fonts, { ...options, ahead: options }, onProgress);
  onProgress?.(0.75, "Assembling the binder");
  const result = await assemblePrepared(prepared, fonts, options);
  onProgress?.(1, "Done");
  return prepared.records ? { ...result, records: prepared.records } : result;
}
