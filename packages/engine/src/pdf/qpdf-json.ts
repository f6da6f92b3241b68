// Reads qpdf's JSON v2 dump of a PDF and plans the edits that make it safe to print: every action and script
// removed, attachments and XFA dropped, a looping page tree rebuilt. Pure functions, so they can be tested without
// qpdf; pdf.ts feeds the plan back through `qpdf --update-from-json`.

/** A PDF value as qpdf JSON v2 writes it: names "/N", references "3 0 R", strings "u:…"/"b:…". */
export type PdfJson = null | boolean | number | string | PdfJson[] | PdfDict;
export interface PdfDict {
  [key: string]: PdfJson;
}

interface QpdfObject {
  value?: PdfJson;
  stream?: { dict: PdfDict; data?: string; datafile?: string };
}

/** The document as `qpdf --json-output --json-stream-data=none` prints it (qpdf 11.3: a two-element array). */
export interface QpdfJsonDocument {
  qpdf: [Record<string, unknown>, Record<string, QpdfObject>];
}

/** What the plan learnt about the document, for warnings. */
export interface PdfFacts {
  /** A form field holds a digital signature (not Adobe's "Reader extensions" usage-rights signature). */
  signed: boolean;
  /** The catalog had an XFA form. */
  hasXfa: boolean;
  /** An XFA form with no AcroForm fields behind it: other programs show only the "please wait" placeholder. */
  xfaOnly: boolean;
  /** File names of attachments (embedded files), which are dropped. */
  attachments: string[];
  /** 1-based numbers of pages whose visible area is empty or undefined (no or 0×0 MediaBox, CropBox outside it). */
  pagesWithoutSize: number[];
  /** Some stream uses /BrotliDecode, which qpdf, poppler and most viewers cannot decode. */
  usesBrotli: boolean;
  /** The page tree looped and was rebuilt from the pages actually found. */
  pageTreeRepaired: boolean;
  /** The form asks viewers to draw its fields (/NeedAppearances), so qpdf must generate appearance streams. */
  needsAppearances: boolean;
  /** Pages as the (repaired) page tree lists them. */
  pageCount: number;
  /** The file is encrypted (it opened without a user password, or the dump would have failed). */
  encrypted: boolean;
  /** Some page has annotations, or the catalog has a form: qpdf must flatten them into the page content. */
  hasAnnotationsOrForm: boolean;
}

export interface NormalizationPlan {
  /** JSON for `--update-from-json`, or null when nothing needs changing. */
  update: QpdfJsonDocument | null;
  facts: PdfFacts;
}

const REF = /^(\d+) (\d+) R$/;

/** Action types from ISO 32000-2 §12.6.4, used to recognise an action dictionary wherever it hides. */
const ACTION_TYPES = new Set([
  "/GoTo",
  "/GoToR",
  "/GoToE",
  "/GoToDp",
  "/Launch",
  "/Thread",
  "/URI",
  "/Sound",
  "/Movie",
  "/Hide",
  "/Named",
  "/SubmitForm",
  "/ResetForm",
  "/ImportData",
  "/JavaScript",
  "/SetOCGState",
  "/Rendition",
  "/Trans",
  "/GoTo3DView",
  "/RichMediaExecute",
]);

/** Attributes a page inherits from its /Pages ancestors (ISO 32000-2 §7.7.3.4). */
const INHERITABLE = ["/MediaBox", "/CropBox", "/Rotate", "/Resources"] as const;

/** Guards against hostile depth; qpdf itself refuses nesting beyond 500. */
const MAX_DEPTH = 1000;

function isDict(value: PdfJson | undefined): value is PdfDict {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Index over the objects of one dump: resolving references and remembering which objects were edited. */
class Objects {
  readonly dirty = new Set<string>();

  constructor(readonly all: Record<string, QpdfObject>) {}

  /** The object's dictionary or value behind a reference; other values come back unchanged. */
  resolve(value: PdfJson | undefined): PdfJson | undefined {
    let current = value;
    // An indirect object may itself be just a reference; follow a few hops, never a cycle.
    for (let hops = 0; hops < 8 && typeof current === "string" && REF.test(current); hops++) {
      const object = this.all[`obj:${current}`];
      if (!object) return null;
      current = object.stream ? object.stream.dict : object.value;
    }
    return current;
  }

  /** Key of the top-level object a reference names, to mark it dirty after editing through resolve(). */
  keyOf(value: PdfJson | undefined): string | null {
    return typeof value === "string" && REF.test(value) && this.all[`obj:${value}`] ? `obj:${value}` : null;
  }

  markDirty(value: PdfJson | undefined): void {
    const key = this.keyOf(value);
    if (key) this.dirty.add(key);
  }
}

function isAction(value: PdfJson | undefined): value is PdfDict {
  if (!isDict(value)) return false;
  const type = value["/Type"];
  if (type !== undefined && type !== "/Action") return false;
  const subtype = value["/S"];
  return type === "/Action" || (typeof subtype === "string" && ACTION_TYPES.has(subtype));
}

/**
 * Removes every action from one dictionary: /AA and /OpenAction outright, and any entry whose value is an
 * action. A GoTo action on a link or bookmark becomes a plain /Dest, which runs nothing.
 * @returns whether the dictionary changed
 */
function stripActions(dict: PdfDict, objects: Objects): boolean {
  let changed = false;
  for (const key of Object.keys(dict)) {
    if (key === "/AA" || key === "/OpenAction") {
      delete dict[key];
      changed = true;
      continue;
    }
    const target = objects.resolve(dict[key]);
    if (!isAction(target)) continue;
    if (key === "/A" && target["/S"] === "/GoTo" && target["/D"] !== undefined && !("/Dest" in dict)) {
      dict["/Dest"] = target["/D"];
    }
    delete dict[key];
    changed = true;
  }
  return changed;
}

/** Calls `visit` on every dictionary nested directly (not through references) in `value`. */
function forEachDict(value: PdfJson | undefined, visit: (dict: PdfDict) => void, depth = 0): void {
  if (depth > MAX_DEPTH || typeof value !== "object" || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) forEachDict(item, visit, depth + 1);
    return;
  }
  visit(value);
  for (const item of Object.values(value)) forEachDict(item, visit, depth + 1);
}

/** Decodes a qpdf JSON string ("u:text" or "b:hex") into text for messages. */
function text(value: PdfJson | undefined): string | null {
  if (typeof value !== "string") return null;
  if (value.startsWith("u:")) return value.slice(2);
  if (value.startsWith("b:")) {
    const bytes = Buffer.from(value.slice(2), "hex");
    return bytes.toString("latin1");
  }
  return null;
}

/** Names of the files in an /EmbeddedFiles name tree and in file-attachment annotations. */
function attachmentNames(objects: Objects, embeddedFiles: PdfJson | undefined): string[] {
  const names: string[] = [];
  const fileSpecName = (spec: PdfJson | undefined): string => {
    const dict = objects.resolve(spec);
    if (isDict(dict)) return text(dict["/UF"]) ?? text(dict["/F"]) ?? "unnamed attachment";
    return text(dict ?? null) ?? "unnamed attachment";
  };
  const seen = new Set<string>();
  const stack: Array<{ node: PdfJson | undefined; depth: number }> = [{ node: embeddedFiles, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    const key = objects.keyOf(node);
    if (key) {
      if (seen.has(key)) continue;
      seen.add(key);
    }
    const dict = objects.resolve(node);
    if (!isDict(dict) || depth > 64) continue;
    const pairs = objects.resolve(dict["/Names"]);
    if (Array.isArray(pairs)) {
      for (let i = 1; i < pairs.length; i += 2) names.push(fileSpecName(pairs[i]));
    }
    const kids = objects.resolve(dict["/Kids"]);
    if (Array.isArray(kids)) for (const kid of kids) stack.push({ node: kid, depth: depth + 1 });
  }
  for (const object of Object.values(objects.all)) {
    const value = object.value;
    if (isDict(value) && value["/Subtype"] === "/FileAttachment") names.push(fileSpecName(value["/FS"]));
  }
  return [...new Set(names)];
}

interface PageEntry {
  /** The page as written in its parent's /Kids: a reference, or (rarely) a direct dictionary. */
  node: PdfJson;
  dict: PdfDict;
  inherited: Partial<Record<(typeof INHERITABLE)[number], PdfJson>>;
}

/**
 * Walks the page tree in order. A /Pages node reached a second time is a loop (qpdf then refuses to flatten);
 * it is skipped and reported. A page reached twice stays twice, as viewers show it (qpdf copies it on write).
 */
function collectPages(objects: Objects, root: PdfJson | undefined): { pages: PageEntry[]; loop: boolean } {
  const pages: PageEntry[] = [];
  let loop = false;
  const visitedNodes = new Set<string>();
  // Iterative depth-first walk in document order: a hostile chain of nested nodes cannot overflow the stack.
  const stack: Array<{ kids: PdfJson[]; next: number; inherited: PageEntry["inherited"] }> = [];
  const visit = (node: PdfJson, inherited: PageEntry["inherited"]): void => {
    const dict = objects.resolve(node);
    if (!isDict(dict)) return;
    const kids = objects.resolve(dict["/Kids"]);
    const isNode = dict["/Type"] === "/Pages" || (dict["/Type"] !== "/Page" && Array.isArray(kids));
    if (!isNode) {
      pages.push({ node, dict, inherited });
      return;
    }
    const key = objects.keyOf(node);
    if (key && visitedNodes.has(key)) {
      loop = true;
      return;
    }
    if (key) visitedNodes.add(key);
    const own = { ...inherited };
    for (const attribute of INHERITABLE) if (dict[attribute] !== undefined) own[attribute] = dict[attribute];
    if (Array.isArray(kids)) stack.push({ kids, next: 0, inherited: own });
  };
  if (root !== undefined) visit(root, {});
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.next >= frame.kids.length) {
      stack.pop();
      continue;
    }
    visit(frame.kids[frame.next++]!, frame.inherited);
  }
  return { pages, loop };
}

/** A rectangle [x1 y1 x2 y2] as numbers, normalised so x1 ≤ x2 and y1 ≤ y2, or null if it is not one. */
function rectangle(objects: Objects, value: PdfJson | undefined): [number, number, number, number] | null {
  const array = objects.resolve(value);
  if (!Array.isArray(array) || array.length !== 4) return null;
  const numbers = array.map((item) => objects.resolve(item));
  if (!numbers.every((n): n is number => typeof n === "number" && Number.isFinite(n))) return null;
  const [a, b, c, d] = numbers as [number, number, number, number];
  return [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)];
}

/** Whether a page has a visible area of at least 1 × 1 pt (CropBox ∩ MediaBox, per ISO 32000-2 §14.11.2). */
function pageHasSize(objects: Objects, page: PageEntry): boolean {
  const media = rectangle(objects, page.dict["/MediaBox"] ?? page.inherited["/MediaBox"]);
  if (!media) return false;
  // Viewers ignore a degenerate CropBox and show the MediaBox; one that misses the MediaBox leaves nothing.
  const declared = rectangle(objects, page.dict["/CropBox"] ?? page.inherited["/CropBox"]);
  const crop =
    declared && declared[2] - declared[0] >= 1 && declared[3] - declared[1] >= 1 ? declared : media;
  const width = Math.min(media[2], crop[2]) - Math.max(media[0], crop[0]);
  const height = Math.min(media[3], crop[3]) - Math.max(media[1], crop[1]);
  return width >= 1 && height >= 1;
}

function usesBrotli(dict: PdfDict): boolean {
  const filter = dict["/Filter"];
  return filter === "/BrotliDecode" || (Array.isArray(filter) && filter.includes("/BrotliDecode"));
}

/**
 * Plans the edits for one document. Mutates the parsed dump in place (it is thrown away afterwards) and returns
 * only the edited objects as the update.
 */
export function planNormalization(document: QpdfJsonDocument): NormalizationPlan {
  const [header, all] = document.qpdf;
  const objects = new Objects(all);
  const facts: PdfFacts = {
    signed: false,
    hasXfa: false,
    xfaOnly: false,
    attachments: [],
    pagesWithoutSize: [],
    usesBrotli: false,
    pageTreeRepaired: false,
    needsAppearances: false,
    pageCount: 0,
    encrypted: false,
    hasAnnotationsOrForm: false,
  };

  // Facts first, before any edit removes what they are read from.
  const trailer = all["trailer"]?.value;
  const rootRef = isDict(trailer) ? trailer["/Root"] : undefined;
  const catalog = objects.resolve(rootRef);
  facts.encrypted = isDict(trailer) && trailer["/Encrypt"] !== undefined;
  for (const object of Object.values(all)) {
    if (object.stream && usesBrotli(object.stream.dict)) facts.usesBrotli = true;
    forEachDict(object.stream ? object.stream.dict : object.value, (dict) => {
      // A signature field's value; Adobe's usage-rights signature hangs off /Perms instead and is no evidence.
      const value = objects.resolve(dict["/V"]);
      if (isDict(value) && value["/ByteRange"] !== undefined && value["/Contents"] !== undefined) {
        facts.signed = true;
      }
    });
  }

  if (isDict(catalog)) {
    const names = objects.resolve(catalog["/Names"]);
    facts.attachments = attachmentNames(objects, isDict(names) ? names["/EmbeddedFiles"] : undefined);

    const form = objects.resolve(catalog["/AcroForm"]);
    if (isDict(form) && objects.resolve(form["/NeedAppearances"]) === true) facts.needsAppearances = true;
    if (isDict(form) && form["/XFA"] !== undefined) {
      facts.hasXfa = true;
      const fields = objects.resolve(form["/Fields"]);
      facts.xfaOnly = !Array.isArray(fields) || fields.length === 0;
    }
    if (catalog["/NeedsRendering"] === true) facts.xfaOnly = true;

    const { pages, loop } = collectPages(objects, catalog["/Pages"]);
    facts.pageCount = pages.length;
    facts.hasAnnotationsOrForm =
      form !== undefined ||
      pages.some((page) => {
        const annots = objects.resolve(page.dict["/Annots"]);
        return annots !== undefined && (!Array.isArray(annots) || annots.length > 0);
      });
    facts.pagesWithoutSize = pages.flatMap((page, index) => (pageHasSize(objects, page) ? [] : [index + 1]));
    // Every page gets its own copy of what it inherits, so whoever reads a page later (the assembler, pdf-lib,
    // qpdf) need not walk up the tree for its box, rotation or resources.
    pushInheritedAttributes(objects, pages);
    if (loop) {
      rebuildPageTree(objects, catalog["/Pages"], pages);
      facts.pageTreeRepaired = true;
    }
  }

  // Edits. Catalog-level entries that run, prompt or carry payloads go first.
  if (isDict(catalog)) {
    let changed = false;
    for (const key of ["/OpenAction", "/AA", "/Perms", "/NeedsRendering", "/Collection"]) {
      if (key in catalog) {
        delete catalog[key];
        changed = true;
      }
    }
    // Of the name trees only named destinations matter on paper; /JavaScript runs, /EmbeddedFiles carries
    // attachments, the rest (web capture, renditions, templates) has no place in a printed exhibit.
    const names = objects.resolve(catalog["/Names"]);
    if (isDict(names)) {
      const extra = Object.keys(names).filter((key) => key !== "/Dests");
      for (const key of extra) delete names[key];
      if (extra.length > 0) {
        if (objects.keyOf(catalog["/Names"])) objects.markDirty(catalog["/Names"]);
        else changed = true;
      }
      if (Object.keys(names).length === 0) {
        delete catalog["/Names"];
        changed = true;
      }
    }
    // XFA goes so that viewers show the AcroForm (when there is one) the way qpdf flattens it.
    const form = objects.resolve(catalog["/AcroForm"]);
    if (isDict(form) && "/XFA" in form) {
      delete form["/XFA"];
      if (objects.keyOf(catalog["/AcroForm"])) objects.markDirty(catalog["/AcroForm"]);
      else changed = true;
    }
    if (changed) objects.markDirty(rootRef);
  }

  // Every action anywhere: pages' and fields' /AA, links' and bookmarks' /A, chained /Next…
  for (const [key, object] of Object.entries(all)) {
    let changed = false;
    forEachDict(object.stream ? object.stream.dict : object.value, (dict) => {
      if (stripActions(dict, objects)) changed = true;
    });
    if (changed) objects.dirty.add(key);
  }

  if (objects.dirty.size === 0) return { update: null, facts };
  const changedObjects: Record<string, QpdfObject> = {};
  for (const key of [...objects.dirty].sort()) {
    const object = all[key];
    if (!object) continue;
    // Without "data" qpdf keeps the stream's bytes and replaces only its dictionary.
    changedObjects[key] = object.stream
      ? { stream: { dict: object.stream.dict } }
      : { value: object.value ?? null };
  }
  return { update: { qpdf: [header, changedObjects] }, facts };
}

/** Copies inherited /MediaBox, /CropBox, /Rotate and /Resources onto each page that lacks its own. */
function pushInheritedAttributes(objects: Objects, pages: PageEntry[]): void {
  for (const page of pages) {
    // A page written directly inside /Kids (not as its own object) is left as it is: qpdf makes it indirect.
    if (!objects.keyOf(page.node)) continue;
    for (const attribute of INHERITABLE) {
      const inherited = page.inherited[attribute];
      if (page.dict[attribute] === undefined && inherited !== undefined) {
        page.dict[attribute] = inherited;
        objects.markDirty(page.node);
      }
    }
  }
}

/** Replaces a looping page tree by one flat /Pages node over the pages found (their attributes already pushed). */
function rebuildPageTree(objects: Objects, rootNode: PdfJson | undefined, pages: PageEntry[]): void {
  const root = objects.resolve(rootNode);
  if (!isDict(root) || !objects.keyOf(rootNode)) return;
  for (const page of pages) {
    page.dict["/Parent"] = rootNode ?? null;
    objects.markDirty(page.node);
  }
  root["/Kids"] = pages.map((page) => page.node);
  root["/Count"] = pages.length;
  objects.markDirty(rootNode);
}

/**
 * Serialises an update for qpdf. JSON.stringify would write 1e-7 or 1e+21 for extreme numbers, which qpdf would
 * copy into the PDF as invalid syntax, so numbers are written in plain decimal.
 */
export function stringifyForQpdf(value: unknown): string {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return "0";
    if (Number.isInteger(value)) return Math.abs(value) < 1e21 ? String(value) : BigInt(value).toString();
    const plain = value.toFixed(10).replace(/0+$/, "").replace(/\.$/, "");
    return plain === "-0" ? "0" : plain;
  }
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stringifyForQpdf).join(",")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([key, item]) => `${JSON.stringify(key)}:${stringifyForQpdf(item)}`,
    );
    return `{${entries.join(",")}}`;
  }
  return "null";
}
