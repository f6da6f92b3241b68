// Puts every PDF exhibit of a binder through qpdf together (one run, or two at once for a large set), then reads
// the merged result raw: which pages belong to which exhibit, where each page's content and resources are, and
// anything on a page that qpdf's full inspection (convert/pdf.ts) must deal with first. A qpdf process per core for
// the whole binder instead of one per file is most of what keeps a hundred-file binder near a plain merge's cost.
import { symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { constants, deflateSync, inflateSync } from "node:zlib";
import { layOutPdf } from "../pdf/lay-out.ts";
import { decodeStreamData } from "../pdf/pdf-lib.ts";
import { RawPdf, RawSet, SEGMENT_BITS, streamBytes } from "../pdf/read-objects.ts";
import type { StreamData } from "../pdf/read-objects.ts";
import { RawSyntaxError, dictEntries, numberIn, numbersIn, refIn, refsIn, text } from "../pdf/tokenizer.ts";
import type { Span } from "../pdf/tokenizer.ts";
import { runTool, withFlatTempDir } from "../tools/run.ts";
import type { PdfSource } from "../types.ts";
import type { Box } from "./layout.ts";
import { LETTER, normaliseRotation } from "./layout.ts";

/** One source page as the pooled file has it. */
export interface PooledPage {
  /** The page object's number in the pool's RawSet. */
  num: number;
  /** The visible box: CropBox within MediaBox; Letter when the page has no usable size. */
  box: Box;
  rotate: 0 | 90 | 180 | 270;
  /** The page had no usable MediaBox (missing, 0×0, or a CropBox outside it). */
  sizeless: boolean;
  /**
   * The page has page actions (/AA) or annotations other than plain links: printing may show them, so the file
   * needs the full inspection (which draws printable ones into the page).
   */
  interactive: boolean;
}

/** The pooled files and, per source (in the order given), its pages. */
export interface SourcePool {
  /** The pooled files (one, or two merged side by side), and the objects the binder adds. */
  raw: RawSet;
  pages: PooledPage[][];
  /** Form XObjects already made from pages, by page object number (a pool serves several assemblies). */
  forms: Map<number, number>;
  /** Resource dictionaries that pages held inline, made objects of their own (file-local numbers), by file and text. */
  resources: Map<string, number>;
}

export interface PoolResult {
  /** Absent when qpdf could not read every file (see `problems`). */
  pool?: SourcePool;
  /** qpdf's warnings or errors per source index, as qpdf printed them. */
  problems: Map<number, string[]>;
}

/** A one-page PDF put between sources, so the pooled file's pages can be told apart by source. */
const BOUNDARY_KEY = "CourtReadyBoundary";
const BOUNDARY = layOutPdf([
  "<< /Type /Catalog /Pages 2 0 R >>",
  "<< /Type /Pages /Kids [ 3 0 R ] /Count 1 >>",
  `<< /Type /Page /Parent 2 0 R /MediaBox [ 0 0 1 1 ] /${BOUNDARY_KEY} true >>`,
]);

export interface PoolOptions {
  qpdfCommand?: string;
  /** Default 120 s for the whole run. */
  timeoutMs?: number;
  /**
   * Work for this thread while qpdf runs (it would otherwise wait); called once qpdf has started, with how many qpdf
   * processes run (one, or two for a large set). `ended` is aborted as soon as a qpdf run ends, when this thread
   * has the pool to read: work only worth doing meanwhile stops then.
   */
  whileWaiting?: (ended: AbortSignal, runs: number) => void;
  /**
   * A pool to extend: the new sources' files are added after its files, and its sources keep their indexes (the new
   * ones follow). For a build that sends a few sources back for inspection: only those are merged again. `problems`
   * are still by index in `pdfs`.
   */
  after?: SourcePool;
}

/** Below this many bytes in all, one qpdf run: a second process would cost more than it saves. */
const SPLIT_BYTES = 2 * 1024 * 1024;

/**
 * Merges `pdfs` with qpdf (streams copied as they are, no object streams, so every object can be read where it lies)
 * and reads the result back. A PDF on disk is linked into qpdf's folder, not copied or read (issue 40). A large set is merged as two halves by two qpdf processes at once, one per core:
 * qpdf works on one core, and the merge is most of a binder's time. Never throws for what is in the inputs: their
 * problems come back per source.
 */
export async function poolPdfs(pdfs: PdfSource[], options: PoolOptions = {}): Promise<PoolResult> {
  const qpdf = options.qpdfCommand ?? "qpdf";
  const total = pdfs.reduce((n, p) => n + p.byteLength, 0);
  // Contiguous halves by size, so each group's pages stay in order.
  let split = pdfs.length;
  if (total >= SPLIT_BYTES && pdfs.length >= 2) {
    let sum = 0;
    split = pdfs.findIndex((p) => (sum += p.byteLength) >= total / 2) + 1;
    split = Math.min(Math.max(split, 1), pdfs.length - 1);
  }
  const groups = split < pdfs.length ? [pdfs.slice(0, split), pdfs.slice(split)] : [pdfs];
  // The earlier pool's files keep their segments; the new files come after them.
  const earlier = options.after ? options.after.raw.segments.slice(1) : [];
  return withFlatTempDir("pool", async (dir) => {
    // Written one after another without yielding: for a hundred small files the promise API's per-file
    // round trips cost several times the writing itself.
    writeFileSync(path.join(dir, "b.pdf"), BOUNDARY);
    let first = 0;
    const runs = groups.map((group, g) => {
      const from = first;
      first += group.length;
      // Each group's inputs just before its qpdf starts: the first run works while the second's are written.
      group.forEach((pdf, k) => {
        const name = path.join(dir, `s${from + k}.pdf`);
        // Linked under the name qpdf's messages are attributed by (below); qpdf reads it where it is.
        if (pdf instanceof Uint8Array) writeFileSync(name, pdf);
        else symlinkSync(path.resolve(pdf.path), name);
      });
      const pages = group.flatMap((_, k) => (k === 0 ? [`s${from + k}.pdf`] : ["b.pdf", `s${from + k}.pdf`]));
      return runTool(
        qpdf,
        // Streams copied as they are, as the inspection does (convert/pdf.ts): byte-faithful, and qpdf would
        // otherwise inflate and deflate again every image whose /Filter is an array, [ /FlateDecode ] (0.35 s for
        // one 10-page scan in the real-world mix, for a larger file).
        [
          "--empty",
          "--pages",
          ...pages,
          "--",
          "--object-streams=disable",
          "--stream-data=preserve",
          `pool${g}.pdf`,
        ],
        {
          cwd: dir,
          timeoutMs: options.timeoutMs ?? 120_000,
        },
      );
    });
    const ended = new AbortController();
    const stop = () => ended.abort();
    // Registered before the reading below, so waiting work sees the abort before the pool is read.
    for (const run of runs) void run.then(stop, stop);
    // Each half is read back as soon as its qpdf is done, while the other may still run.
    const parsed = runs.map((run, g) =>
      run.then((result) => {
        if (result.code !== 0 && result.code !== 3) return undefined;
        // A large pooled file is read by position and stays open after its folder is removed (read-objects.ts).
        const file = RawPdf.open(path.join(dir, `pool${g}.pdf`), (earlier.length + g + 1) << SEGMENT_BITS);
        return { file, pages: readPool(file, groups[g]!.length) };
      }),
    );
    // A failed read is reported after qpdf's own problems, below; never an unhandled rejection meanwhile.
    for (const p of parsed) p.catch(() => undefined);
    options.whileWaiting?.(ended.signal, runs.length);
    const results = await Promise.all(runs);
    const problems = new Map<number, string[]>();
    let failed = false;
    for (const [g, result] of results.entries()) {
      const indexes = g === 0 ? [0, groups[0]!.length] : [split, pdfs.length];
      const unattributed: string[] = [];
      for (const line of result.stderr.split("\n")) {
        if (!line.trim()) continue;
        const match = /\bs(\d+)\.pdf\b/.exec(line);
        const index = match ? Number(match[1]) : -1;
        if (index >= 0 && index < pdfs.length) problems.set(index, [...(problems.get(index) ?? []), line]);
        else if (!/\bb\.pdf\b/.test(line)) unattributed.push(line);
      }
      const mark = (reason: string[]) => {
        for (let i = indexes[0]!; i < indexes[1]!; i++) problems.set(i, reason);
      };
      if (result.code !== 0 && result.code !== 3) {
        failed = true;
        // Which file failed is in qpdf's message; without one, every source of the group is suspect.
        const named = [...problems.keys()].some((i) => i >= indexes[0]! && i < indexes[1]!);
        if (!named) {
          mark([
            result.timedOut
              ? "qpdf took too long"
              : result.missing
                ? "qpdf is missing"
                : unattributed.join(" ") || `qpdf stopped (${result.code ?? result.signal})`,
          ]);
        }
      } else if (unattributed.some((l) => /^WARNING/.test(l))) mark(unattributed);
    }
    if (failed) return { problems };
    let halves: { file: RawPdf; pages: PooledPage[][] }[];
    try {
      halves = (await Promise.all(parsed)).map((half) => half!);
    } catch (error) {
      // qpdf wrote something this reader does not expect: a problem for every source, never a crash.
      const detail = error instanceof Error ? error.message : String(error);
      pdfs.forEach((_, i) => problems.set(i, [`the merged file could not be read back (${detail})`]));
      return { problems };
    }
    const raw = new RawSet([...earlier, ...halves.map(({ file }) => file)].map((file) => () => file));
    const pages = [...(options.after?.pages ?? []), ...halves.flatMap((half) => half.pages)];
    return { pool: { raw, pages, forms: new Map(), resources: new Map() }, problems };
  });
}

/**
 * A pool of one source, from a PDF laid out as qpdf writes a pool (a classic cross-reference table, no object
 * streams): for pipeline/warm-up.ts, which assembles a one-page binder without running qpdf.
 */
export function poolOfFile(bytes: Uint8Array): SourcePool {
  const file = RawPdf.parse(bytes, 1 << SEGMENT_BITS);
  return { raw: new RawSet([() => file]), pages: readPool(file, 1), forms: new Map(), resources: new Map() };
}

/** Splits a pooled file's pages by source at the boundary pages; page numbers are the RawSet's. */
function readPool(file: RawPdf, sources: number): PooledPage[][] {
  const pages: PooledPage[][] = [[]];
  for (const num of file.pages()) {
    const { head, entries } = file.dict(num);
    if (entries.has(BOUNDARY_KEY)) {
      pages.push([]);
      continue;
    }
    pages.at(-1)!.push(readPage(file, num, head, entries));
  }
  if (pages.length !== sources) {
    throw new RawSyntaxError(`expected ${sources} sources, found ${pages.length}`);
  }
  return pages;
}

/**
 * A value read with `read`, directly or through a reference (qpdf keeps an indirect /MediaBox or /Rotate as an
 * object of its own); null when absent or of another kind.
 */
function direct<T>(
  raw: RawPdf,
  head: Uint8Array,
  span: Span | undefined,
  read: (bytes: Uint8Array, span: Span) => T | null,
): T | null {
  if (!span) return null;
  const value = read(head, span);
  if (value !== null) return value;
  const ref = refIn(head, span);
  const target = ref === null ? undefined : raw.get(ref);
  return target ? read(target.head, { start: 0, end: target.head.length }) : null;
}

const numberOf = (raw: RawPdf, head: Uint8Array, span: Span | undefined) => direct(raw, head, span, numberIn);

function readPage(raw: RawPdf, num: number, head: Uint8Array, entries: Map<string, Span>): PooledPage {
  const boxOf = (key: string): Box | null => {
    const values = direct(raw, head, entries.get(key), numbersIn);
    if (!values || values.length !== 4) return null;
    const [x1, y1, x2, y2] = values as [number, number, number, number];
    return { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
  };
  const media = boxOf("MediaBox");
  const crop = boxOf("CropBox") ?? media;
  let box: Box | null = null;
  if (media && crop) {
    const x = Math.max(media.x, crop.x);
    const y = Math.max(media.y, crop.y);
    const width = Math.min(media.x + media.width, crop.x + crop.width) - x;
    const height = Math.min(media.y + media.height, crop.y + crop.height) - y;
    if (width > 1 && height > 1) box = { x, y, width, height };
  }
  const rotate = normaliseRotation(numberOf(raw, head, entries.get("Rotate")) ?? 0);
  return {
    num: raw.base + num,
    box: box ?? { x: 0, y: 0, ...LETTER },
    rotate,
    sizeless: box === null,
    interactive: entries.has("AA") || !onlyPlainLinks(raw, head, entries.get("Annots")),
  };
}

/**
 * Whether a page's annotations are all links without an appearance of their own (or there are none): what
 * printing shows of such a page is its content alone, so the page needs no flattening, and a binder page never
 * carries a source page's annotations. Links are on nearly every page printed from an email or a web page.
 * Anything else, or anything unclear, needs the full inspection.
 */
function onlyPlainLinks(raw: RawPdf, head: Uint8Array, span: Span | undefined): boolean {
  if (!span) return true;
  const list = direct(raw, head, span, refsIn);
  if (!list) return false;
  return list.every((n) => {
    const annotation = raw.get(n);
    if (!annotation || annotation.data) return false;
    const entries = dictEntries(annotation.head, 0, annotation.head.length);
    const subtype = entries.get("Subtype");
    return subtype !== undefined && text(annotation.head, subtype).trim() === "/Link" && !entries.has("AP");
  });
}

const ascii = new TextEncoder();

/**
 * The page as a Form XObject (an object added to the pool, made once per page): its content stream's bytes as
 * stored, with the page's resources, clipped to `page.box` and with its origin at the box's lower-left corner.
 * Content split over several streams is joined (decoded and compressed again).
 * @throws Error when split content uses a filter pdf-lib cannot undo (pdf/pdf-lib.ts#decodeStreamData).
 */
export function pageForm(pool: SourcePool, page: PooledPage): number {
  const made = pool.forms.get(page.num);
  if (made !== undefined) return made;
  // The form goes into the page's own file, so the resources it shares with the page keep their numbers.
  const file = pool.raw.of(page.num);
  const { head, entries } = file.dict(page.num - file.base);
  const resources = entries.get("Resources");
  const streams = contentStreams(file, head, entries.get("Contents"));
  let data: StreamData;
  let filter = "";
  if (streams.length === 1) {
    const only = streams[0]!;
    const stream = only.entries;
    for (const key of ["Filter", "DecodeParms"]) {
      const span = stream.get(key);
      if (span) filter += ` /${key} ${text(only.head, span)}`;
    }
    data = only.data;
  } else if (streams.length === 0) data = new Uint8Array();
  else {
    // Content split over several streams may break between any two tokens: join with a newline, as viewers do.
    const parts = streams.map((s) => decoded(s.head, s.entries, s.data));
    data = deflateSync(Buffer.concat(parts.flatMap((p) => [p, Buffer.from("\n")])));
    filter = " /Filter /FlateDecode";
  }
  const { x, y, width, height } = page.box;
  const dict =
    `<< /Type /XObject /Subtype /Form /FormType 1 /BBox [ ${x} ${y} ${x + width} ${y + height} ] ` +
    `/Matrix [ 1 0 0 1 ${-x} ${-y} ] /Resources ${resourcesRef(pool, file, head, resources)}${filter} ` +
    `/Length ${data.length} >>`;
  const form = file.base + file.add({ head: ascii.encode(dict), data });
  pool.forms.set(page.num, form);
  return form;
}

/**
 * The page's resources as a reference. Resources written inline in the page become an object of their own, one
 * per distinct dictionary: a stream's dictionary is never compressed, an object can be (in an object stream), and
 * pages of one document often share the same resources.
 */
function resourcesRef(pool: SourcePool, file: RawPdf, head: Uint8Array, span: Span | undefined): string {
  if (!span) return "<< >>";
  if (refIn(head, span) !== null) return text(head, span);
  // Keyed by file too: the same text names different objects in another file.
  const key = `${file.base} ${text(head, span)}`;
  let n = pool.resources.get(key);
  if (n === undefined) {
    n = file.add({ head: head.subarray(span.start, span.end) });
    pool.resources.set(key, n);
  }
  return `${n} 0 R`;
}

interface StreamObject {
  head: Uint8Array;
  data: StreamData;
  entries: Map<string, Span>;
}

/** The page's content streams in order; a blank page has none. */
function contentStreams(raw: RawPdf, head: Uint8Array, contents: Span | undefined): StreamObject[] {
  if (!contents) return [];
  let refs = refsIn(head, contents);
  if (!refs) {
    const ref = refIn(head, contents);
    const target = ref === null ? undefined : raw.get(ref);
    if (!target) return [];
    // A reference to a stream, or to an array of streams.
    refs = target.data ? [ref!] : refsIn(target.head, { start: 0, end: target.head.length });
  }
  // Anything but a stream here (a null, a damaged reference) draws nothing in a viewer either.
  return (refs ?? []).flatMap((n) => {
    const object = raw.get(n);
    return object?.data ? [{ head: object.head, data: object.data, entries: raw.dict(n).entries }] : [];
  });
}

function decoded(head: Uint8Array, entries: Map<string, Span>, stored: StreamData): Buffer {
  const data = streamBytes(stored);
  const filter = entries.get("Filter");
  const name = filter ? text(head, filter).replace(/[\s[\]]/g, "") : "";
  if (name === "") return Buffer.from(data);
  if (name === "/FlateDecode" && !entries.has("DecodeParms")) {
    // A truncated stream gives what it has, as viewers show it; data that does not inflate at all shows nothing
    // in any viewer either.
    try {
      return inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH });
    } catch {
      return Buffer.alloc(0);
    }
  }
  // The pool copies streams as they are (no decoding by qpdf): other filters are undone here, by pdf-lib's decoders.
  const parms = entries.get("DecodeParms");
  try {
    return Buffer.from(decodeStreamData(text(head, filter!), parms && text(head, parms), data));
  } catch (error) {
    throw new Error(
      `content compressed with ${name} (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}
