// The filing check's structure pass: qpdf dumps a PDF's objects as JSON (no stream data) and this reads that dump a
// line at a time, keeping only the few keys the rules need from each object, then answers per page: scripts,
// attachments, form fields, media, links, fonts not embedded, pictures. Memory follows the number of objects kept
// (small records), never the file's bytes: qpdf.ts's planNormalization needs the whole dump in memory, so it is not
// used here.
import { EngineError } from "../errors.ts";
import { OCR_MARK } from "../kit/ocr-mark.ts";
import { runTool } from "../tools/run.ts";

/** Where a rule's hits are: pages (1-based, sorted) and whether something outside any page (the catalog) has one. */
export interface Hits {
  pages: number[];
  document: boolean;
}

export interface StructureFacts {
  pageCount: number;
  /** The trailer has /Encrypt (even with an empty password: e-filing systems refuse secured PDFs). */
  encrypted: boolean;
  /** The file needs a password to open at all: nothing else could be read. */
  needsPassword: boolean;
  javascript: Hits;
  embeddedFiles: Hits;
  formFields: Hits;
  richMedia: Hits;
  /** Pages with a link to a place in the same file, and pages with one that leaves it (web address, other file). */
  internalLinks: number[];
  externalLinks: number[];
  bookmarks: boolean;
  /** Fonts whose program is not in the file, with the first page that uses one (null: used only outside pages). */
  unembeddedFonts: { name: string; page: number | null }[];
  /** Pages that draw a picture (directly or through a form XObject). */
  pagesWithImages: number[];
  /** Pages whose resources reach a text layer our OCR made and marked (kit/ocr.ts#OCR_MARK): they were read. */
  pagesReadByOcr: number[];
  /** Per page (index 0 = page 1): the content streams it draws, its own and its form XObjects'. */
  pageStreams: number[][];
  /** What places the pictures of the pages that draw one: read with the content streams (pictures.ts). */
  drawing: PictureIndex;
}

/** An XObject's name in a resource dictionary (with its slash) → its object number. */
export type XObjectNames = Map<string, number>;

/** The facts that say where and how large each picture is drawn, once the content streams are read. */
export interface PictureIndex {
  /** Per page that draws a picture: its resources' XObjects. */
  pages: Map<number, { xobjects: XObjectNames }>;
  /** Form XObjects: their /Matrix and their own XObjects (null: none of their own, the caller's are used). */
  forms: Map<number, { matrix: number[] | null; xobjects: XObjectNames | null }>;
  /** Image XObjects: their size in pixels. */
  images: Map<number, { width: number; height: number }>;
  /** Pages with an annotation that has a look of its own (/AP), which readers draw and may hold a picture. */
  annotated: Set<number>;
}

type Value = null | boolean | number | string | Value[] | { [key: string]: Value };
type Dict = { [key: string]: Value };

/** The keys any rule reads; everything else in an object is dropped as it is read. */
const KEPT = new Set([
  "/Type",
  "/Subtype",
  "/S",
  "/JS",
  "/A",
  "/AA",
  "/Annots",
  "/Resources",
  "/Font",
  "/XObject",
  "/FontDescriptor",
  "/FontFile",
  "/FontFile2",
  "/FontFile3",
  "/DescendantFonts",
  "/BaseFont",
  "/Names",
  "/JavaScript",
  "/EmbeddedFiles",
  "/AcroForm",
  "/Fields",
  "/Outlines",
  "/First",
  "/OpenAction",
  "/Kids",
  "/Parent",
  "/EF",
  "/Root",
  "/Encrypt",
  "/Collection",
  // How large a picture is drawn (pictures.ts): a form's matrix, an image's pixels, an annotation's own look.
  "/Matrix",
  "/Width",
  "/Height",
  "/AP",
  // The mark our OCR leaves in a page's text layer (kit/ocr.ts#OCR_MARK): /PieceInfo /CourtReady /Private /Process.
  "/PieceInfo",
  "/CourtReady",
  "/Private",
  "/Process",
]);
const MEDIA_SUBTYPES = new Set(["/RichMedia", "/Screen", "/Movie", "/Sound", "/3D"]);
const EXTERNAL_ACTIONS = new Set(["/URI", "/Launch", "/GoToR", "/SubmitForm", "/ImportData", "/GoToE"]);
/** Deep enough for a page's /Resources /Font /F1 or an annotation's /A /Next. */
const MAX_DEPTH = 5;
/** Arrays longer than this are kept only when they hold references (a /Kids or /Annots list). */
const SHORT_ARRAY = 16;

/** Dictionaries whose keys are names a file chooses (/F1, /Im0, /O): all their keys are kept. */
const ANY_KEYS = new Set(["/Font", "/XObject", "/AA"]);

function prune(value: Value, depth: number, anyKey = false): Value | undefined {
  if (Array.isArray(value)) {
    if (depth >= MAX_DEPTH) return undefined;
    if (value.length > SHORT_ARRAY && !value.every((v) => typeof v === "string" && refOf(v) !== null))
      return undefined;
    return value.map((v) => prune(v, depth + 1) ?? null);
  }
  if (value && typeof value === "object") {
    if (depth >= MAX_DEPTH) return undefined;
    const out: Dict = {};
    for (const [key, v] of Object.entries(value)) {
      if (!anyKey && !KEPT.has(key)) continue;
      const kept = prune(v, depth + 1, ANY_KEYS.has(key));
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  }
  return value;
}

/** "12 0 R" → 12. */
function refOf(value: Value | undefined): number | null {
  if (typeof value !== "string") return null;
  const m = /^(\d+) \d+ R$/.exec(value);
  return m ? Number(m[1]) : null;
}

/**
 * Reads qpdf's `--json=2` output a line at a time: each page entry of "pages" and each object of "qpdf" is parsed
 * alone (qpdf writes one key a line, two spaces an indent), then pruned to the kept keys.
 */
export class QpdfJsonReader {
  readonly pageObjects: number[] = [];
  /** Per page, its content streams' object numbers. */
  readonly pageContents: number[][] = [];
  readonly objects = new Map<number, Dict>();
  trailer: Dict = {};
  private section = "";
  private buffer: string[] | null = null;
  private current: number | "trailer" | "page" = "page";

  line(line: string): void {
    const top = /^ {2}"(\w+)": /.exec(line);
    if (top) {
      this.section = top[1]!;
      return;
    }
    if (this.buffer) {
      if (/^ {6}\},?$/.test(line) && this.current !== "page") return this.end();
      if (/^ {4}\},?$/.test(line) && this.current === "page") return this.end();
      this.buffer.push(line);
      return;
    }
    if (this.section === "pages" && line === "    {") {
      this.current = "page";
      this.buffer = [];
    } else if (this.section === "qpdf") {
      const m = /^ {6}"(?:obj:(\d+) \d+ R|(trailer))": \{$/.exec(line);
      if (m) {
        this.current = m[2] ? "trailer" : Number(m[1]);
        this.buffer = [];
      }
    }
  }

  private end(): void {
    const entry = JSON.parse(`{${this.buffer!.join("\n")}}`) as Dict;
    this.buffer = null;
    if (this.current === "page") {
      const ref = refOf(entry.object);
      if (ref !== null) {
        this.pageObjects.push(ref);
        this.pageContents.push(asArray(entry.contents).flatMap((c) => refOf(c) ?? []));
      }
      return;
    }
    const stream = entry.stream as Dict | undefined;
    const raw = (stream ? stream.dict : entry.value) as Value;
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
      // An array object (an /Annots or /Fields list kept by reference) is kept as { "": [...] }.
      if (Array.isArray(raw) && this.current !== "trailer") {
        const kept = prune(raw, 1);
        if (kept !== undefined) this.objects.set(this.current, { "": kept });
      }
      return;
    }
    const kept = prune(raw, 0) as Dict;
    if (this.current === "trailer") this.trailer = kept;
    else if (Object.keys(kept).length) this.objects.set(this.current, kept);
  }
}

/** What `dict[key]` is once a reference is followed (one level). */
function resolve(reader: QpdfJsonReader, value: Value | undefined): Value | undefined {
  const ref = refOf(value);
  if (ref === null) return value;
  const obj = reader.objects.get(ref);
  return obj && "" in obj ? obj[""] : obj;
}

function asDict(value: Value | undefined): Dict | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? value : undefined;
}

function asArray(value: Value | undefined): Value[] {
  return Array.isArray(value) ? value : [];
}

/** Whether an action (or a chain through /Next, not followed) runs a script, and whether it leaves the file. */
function actionKind(
  reader: QpdfJsonReader,
  value: Value | undefined,
): "script" | "external" | "internal" | null {
  const action = asDict(resolve(reader, value));
  if (!action) return null;
  if (action["/S"] === "/JavaScript" || "/JS" in action) return "script";
  if (typeof action["/S"] === "string" && EXTERNAL_ACTIONS.has(action["/S"])) return "external";
  return "internal";
}

function hasScriptIn(reader: QpdfJsonReader, additional: Value | undefined): boolean {
  const aa = asDict(resolve(reader, additional));
  return !!aa && Object.values(aa).some((v) => actionKind(reader, v) === "script");
}

/** The facts of one page: its annotations' kinds, and the fonts and pictures its resources reach. */
function readPage(
  reader: QpdfJsonReader,
  page: number,
  objectId: number,
  facts: StructureFacts,
  fonts: FontUse,
) {
  const dict = reader.objects.get(objectId) ?? {};
  if (hasScriptIn(reader, dict["/AA"])) facts.javascript.pages.push(page);
  const marks = { links: "", widget: false, media: false, attachment: false, script: false };
  for (const ref of asArray(resolve(reader, dict["/Annots"]))) {
    const annot = asDict(resolve(reader, ref));
    if (!annot) continue;
    const subtype = annot["/Subtype"];
    const action = actionKind(reader, annot["/A"]);
    if (action === "script" || hasScriptIn(reader, annot["/AA"])) marks.script = true;
    if (subtype === "/Link") {
      if (action === "external") marks.links += "e";
      else marks.links += "i";
    }
    if (subtype === "/Widget") marks.widget = true;
    if ("/AP" in annot) facts.drawing.annotated.add(page);
    if (subtype === "/FileAttachment") marks.attachment = true;
    if (typeof subtype === "string" && MEDIA_SUBTYPES.has(subtype)) marks.media = true;
  }
  if (marks.script) facts.javascript.pages.push(page);
  if (marks.links.includes("i")) facts.internalLinks.push(page);
  if (marks.links.includes("e")) facts.externalLinks.push(page);
  if (marks.widget) facts.formFields.pages.push(page);
  if (marks.attachment) facts.embeddedFiles.pages.push(page);
  if (marks.media) facts.richMedia.pages.push(page);
  // Resources: the page's own, or inherited from the page tree.
  let resources = resolve(reader, dict["/Resources"]);
  let parent = dict["/Parent"];
  for (let up = 0; resources === undefined && parent !== undefined && up < 32; up++) {
    const node = asDict(resolve(reader, parent));
    resources = resolve(reader, node?.["/Resources"]);
    parent = node?.["/Parent"];
  }
  let image = false;
  let read = false;
  const streams = [...(reader.pageContents[page - 1] ?? [])];
  const seen = new Set<Value>();
  const { forms, images } = facts.drawing;
  const walk = (res: Value | undefined, depth: number): XObjectNames | null => {
    const r = asDict(resolve(reader, res));
    if (!r || depth > 8) return null;
    for (const font of Object.values(asDict(resolve(reader, r["/Font"])) ?? {})) fonts.use(font, page);
    const names: XObjectNames = new Map();
    for (const [name, xobject] of Object.entries(asDict(resolve(reader, r["/XObject"])) ?? {})) {
      const ref = refOf(xobject);
      if (ref !== null) names.set(name, ref);
      if (seen.has(xobject)) continue;
      seen.add(xobject);
      const x = asDict(resolve(reader, xobject));
      if (x?.["/Subtype"] === "/Image") {
        image = true;
        if (ref !== null) images.set(ref, { width: numberOf(x["/Width"]), height: numberOf(x["/Height"]) });
      } else if (x?.["/Subtype"] === "/Form") {
        if (readByOcr(reader, x)) read = true;
        if (ref !== null) streams.push(ref);
        const own = walk(x["/Resources"], depth + 1);
        if (ref !== null && !forms.has(ref)) {
          const matrix = asArray(resolve(reader, x["/Matrix"])).map(numberOf);
          forms.set(ref, { matrix: matrix.length === 6 ? matrix : null, xobjects: own });
        }
      }
    }
    return names;
  };
  const xobjects = walk(resources, 0);
  if (image) {
    facts.pagesWithImages.push(page);
    facts.drawing.pages.set(page, { xobjects: xobjects ?? new Map() });
  }
  if (read) facts.pagesReadByOcr.push(page);
  facts.pageStreams.push(streams);
}

function numberOf(value: Value | undefined): number {
  return typeof value === "number" ? value : Number.NaN;
}

/** Whether a form XObject is a text layer our OCR made: its /PieceInfo has CourtReady's entry naming OCR. */
function readByOcr(reader: QpdfJsonReader, form: Dict): boolean {
  const pieces = asDict(resolve(reader, form["/PieceInfo"]));
  const ours = asDict(resolve(reader, pieces?.[`/${OCR_MARK.key}`]));
  const data = asDict(resolve(reader, ours?.["/Private"]));
  return data?.["/Process"] === `/${OCR_MARK.process}`;
}

/** Fonts by their reference (or, for a font written inside a resource dictionary, by itself), first page of use. */
class FontUse {
  readonly firstPage = new Map<Value, number>();
  use(font: Value, page: number): void {
    if (!this.firstPage.has(font)) this.firstPage.set(font, page);
  }
}

function fontEmbedded(reader: QpdfJsonReader, font: Dict): boolean {
  const subtype = font["/Subtype"];
  if (subtype === "/Type3") return true;
  const target =
    subtype === "/Type0"
      ? asDict(resolve(reader, asArray(resolve(reader, font["/DescendantFonts"]))[0]))
      : font;
  const descriptor = asDict(resolve(reader, target?.["/FontDescriptor"]));
  return (
    !!descriptor && ("/FontFile" in descriptor || "/FontFile2" in descriptor || "/FontFile3" in descriptor)
  );
}

/** Puts the kept objects together into the per-page facts. */
export function structureFacts(reader: QpdfJsonReader): StructureFacts {
  const facts: StructureFacts = {
    pageCount: reader.pageObjects.length,
    encrypted: "/Encrypt" in reader.trailer,
    needsPassword: false,
    javascript: { pages: [], document: false },
    embeddedFiles: { pages: [], document: false },
    formFields: { pages: [], document: false },
    richMedia: { pages: [], document: false },
    internalLinks: [],
    externalLinks: [],
    bookmarks: false,
    unembeddedFonts: [],
    pagesWithImages: [],
    pagesReadByOcr: [],
    pageStreams: [],
    drawing: { pages: new Map(), forms: new Map(), images: new Map(), annotated: new Set() },
  };
  const fonts = new FontUse();
  reader.pageObjects.forEach((id, i) => readPage(reader, i + 1, id, facts, fonts));
  const catalog = asDict(resolve(reader, reader.trailer["/Root"])) ?? {};
  const names = asDict(resolve(reader, catalog["/Names"])) ?? {};
  const openAction = catalog["/OpenAction"];
  facts.javascript.document =
    "/JavaScript" in names ||
    hasScriptIn(reader, catalog["/AA"]) ||
    (openAction !== undefined && !Array.isArray(openAction) && actionKind(reader, openAction) === "script");
  facts.embeddedFiles.document = "/EmbeddedFiles" in names || "/Collection" in catalog;
  const form = asDict(resolve(reader, catalog["/AcroForm"]));
  facts.formFields.document = asArray(resolve(reader, form?.["/Fields"])).length > 0;
  const outlines = asDict(resolve(reader, catalog["/Outlines"]));
  facts.bookmarks = !!outlines && outlines["/First"] !== undefined;
  // Objects no page reaches still count: a script or a file can sit anywhere in the file.
  for (const obj of reader.objects.values()) {
    if (obj["/S"] === "/JavaScript" || "/JS" in obj) facts.javascript.document = true;
    if (obj["/Type"] === "/EmbeddedFile" || "/EF" in obj) facts.embeddedFiles.document = true;
    if (typeof obj["/Subtype"] === "string" && ["/RichMedia", "/3D"].includes(obj["/Subtype"]))
      facts.richMedia.document = true;
  }
  for (const [ref, page] of fonts.firstPage) {
    const font = asDict(resolve(reader, ref));
    if (font && !fontEmbedded(reader, font)) {
      const name = typeof font["/BaseFont"] === "string" ? font["/BaseFont"].slice(1) : "an unnamed font";
      facts.unembeddedFonts.push({ name, page });
    }
  }
  for (const hits of [facts.javascript, facts.embeddedFiles, facts.formFields, facts.richMedia])
    hits.pages = [...new Set(hits.pages)].sort((a, b) => a - b);
  return facts;
}

const TIMEOUT_MS = 300_000;

/**
 * qpdf's object dump of the file at `path`, read as it streams.
 * @throws EngineError PDF_DAMAGED when qpdf cannot read it, TOOL_MISSING without qpdf, TOOL_TIMEOUT.
 */
export async function readStructure(path: string, name: string): Promise<StructureFacts> {
  const reader = new QpdfJsonReader();
  let failure: unknown = null;
  const result = await runTool(
    "qpdf",
    ["--json=2", "--json-key=pages", "--json-key=qpdf", "--json-stream-data=none", path],
    {
      timeoutMs: TIMEOUT_MS,
      maxOutputBytes: 64 * 1024,
      onStdoutLine: (line) => {
        if (failure) return;
        try {
          reader.line(line);
        } catch (error) {
          failure = error;
        }
      },
    },
  );
  if (result.missing) throw new EngineError("TOOL_MISSING", name, "qpdf is not installed");
  if (result.timedOut) throw new EngineError("TOOL_TIMEOUT", name, "reading the PDF took too long");
  // qpdf exits 2 for "invalid password": the file is encrypted with a password nobody gave us.
  if (result.code === 2 && /invalid password/.test(result.stderr)) {
    return { ...structureFacts(new QpdfJsonReader()), encrypted: true, needsPassword: true };
  }
  // 3 is "succeeded with warnings" (a damaged file qpdf repaired).
  if ((result.code !== 0 && result.code !== 3) || failure)
    throw new EngineError(
      "PDF_DAMAGED",
      name,
      "this PDF is damaged and cannot be read; make it again from the original, or print it to a new PDF",
    );
  return structureFacts(reader);
}
