// Reads only the cross-reference sections, trailer, catalog, name dictionary and page-tree root of a PDF, to tell
// a plain file (no form, attachment or encryption) from one that needs qpdf's full inspection; unsure means null.
// Uploads are untrusted: everything here goes through the tokenizer's hostile mode (hostile-lexer.ts).
import { inflateSync } from "node:zlib";
// Reading stops at unsure() (hostile-lexer.ts) when something is unusual, unreadable or over a limit; then null.
import { HostileLexer, MAX_TOKENS, unsure } from "./hostile-lexer.ts";
import type { PdfValueDict, PdfValue, TokenBudget } from "./hostile-lexer.ts";
import { TokenizerUnsure, startsWith } from "./tokenizer.ts";
import { unpredictPng } from "./unpredict-png.ts";
import { XrefStream, XrefTable } from "./xref-lookup.ts";
import type { Subsection, XrefEntry, XrefLayer } from "./xref-lookup.ts";

/** What the catalog of a PDF says about the things that need qpdf's full treatment. */
export interface CatalogFacts {
  /** The trailer has /Encrypt. */
  encrypted: boolean;
  /** The catalog has /AcroForm (any form, including XFA and signatures). */
  acroForm: boolean;
  /** Attachments: the catalog's /Names dictionary has /EmbeddedFiles, or the catalog has /Collection (a portfolio). */
  attachments: boolean;
  /** Number of pages per the page tree root's /Count (informational only). */
  pageCount: number;
}

// Every limit exists so that a hostile file costs little; a file beyond one is simply "unsure".
/** qpdf looks for `startxref` only this far from the end (1024 for %%EOF plus room for the offset). Looking further
 *  would let us read a file that qpdf reconstructs, and a reconstructed file may name a different catalog. */
const STARTXREF_WINDOW = 1054;
/** Cross-reference sections followed (each /Prev and each hybrid /XRefStm counts). */
const MAX_SECTIONS = 32;
/** Cross-reference entries read in one call, over all sections. */
const MAX_XREF_ENTRIES = 2_000_000;
/** Decoded size of one stream (an xref or object stream), and of all of them together in one call. */
const MAX_STREAM_OUTPUT = 8 << 20;
const MAX_TOTAL_OUTPUT = 24 << 20;

/**
 * Reads the trailer and catalog of `bytes`; null when anything is unusual or unreadable (then the caller inspects
 * it fully). Never throws; the work is bounded whatever the input (a few sections, a few objects, capped inflates).
 * @example const facts = readCatalogFacts(bytes); if (facts && !facts.acroForm && !facts.attachments) …
 */
export function readCatalogFacts(bytes: Uint8Array): CatalogFacts | null {
  try {
    return new CatalogReader(bytes).read();
  } catch {
    // Unsure, and equally anything unforeseen (an inflate error, a RangeError): the slow path decides.
    return null;
  }
}

/**
 * The same reading without the safety net, for the fuzz test (read-catalog.fuzz.test.ts): what stopped it is
 * thrown, CatalogUnsure when it was a limit or something unusual, so anything else shows up as a defect there.
 */
export function readCatalogFactsOrThrow(bytes: Uint8Array): CatalogFacts {
  return new CatalogReader(bytes).read();
}

export { TokenizerUnsure as CatalogUnsure };

// --- Values ---------------------------------------------------------------------------------------------------

const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

/** The integer a value holds, or unsure. */
function integer(value: PdfValue | undefined): number {
  if (value?.kind !== "number" || !value.integer || !Number.isSafeInteger(value.value)) unsure();
  return value.value;
}

/** Whether a dictionary has the key. A direct null is unusual (it means "absent" to some readers, not others). */
function has(dict: PdfValueDict, key: string): boolean {
  const value = dict.entries.get(key);
  if (value === undefined) return false;
  if (value.kind === "null") unsure();
  return true;
}

/** Shared by every lexer of one call, so that the limits hold for the whole call. */
interface Budget extends TokenBudget {
  xrefEntries: number;
  streamOutput: number;
}

interface ObjectStream {
  data: Uint8Array;
  first: number;
  /** Object number and offset (from /First) of each object, in the stream's order. */
  nums: number[];
  offsets: number[];
}

// --- The reader ----------------------------------------------------------------------------------------------

class CatalogReader {
  private readonly budget: Budget = { tokens: MAX_TOKENS, xrefEntries: MAX_XREF_ENTRIES, streamOutput: 0 };
  /** Newest first, in the order qpdf registers entries (first registration of an object wins). */
  private readonly layers: XrefLayer[] = [];
  private readonly objectStreams = new Map<number, ObjectStream>();
  private encrypted = false;
  /** One more than the highest object number the newest trailer allows. */
  private size = 0;

  constructor(private readonly bytes: Uint8Array) {}

  private lexer(pos: number, data: Uint8Array = this.bytes): HostileLexer {
    if (pos < 0 || pos >= data.length) unsure();
    return new HostileLexer(data, pos, this.budget);
  }

  read(): CatalogFacts {
    // Bytes before the header make qpdf shift every offset; such a file is read the slow way.
    if (!startsWith(this.bytes, 0, "%PDF-")) unsure();
    const trailer = this.readXref(this.findStartxref());

    const catalog = this.resolveDict(trailer.entries.get("Root"));
    const names = catalog.entries.get("Names");
    const namesDict = names === undefined ? undefined : this.dictOf(names);
    const pages = this.dictOf(catalog.entries.get("Pages") ?? unsure());
    let count = pages.entries.get("Count");
    if (count?.kind === "ref") count = this.resolve(count);
    const pageCount = integer(count);
    if (pageCount < 0) unsure();
    return {
      encrypted: this.encrypted,
      acroForm: has(catalog, "AcroForm"),
      attachments: (namesDict ? has(namesDict, "EmbeddedFiles") : false) || has(catalog, "Collection"),
      pageCount,
    };
  }

  /** The offset in the last `startxref` near the end of the file (the last one followed by an integer, as qpdf). */
  private findStartxref(): number {
    const end = this.bytes.length;
    for (let i = end - 9; i >= Math.max(0, end - STARTXREF_WINDOW); i--) {
      if (!startsWith(this.bytes, i, "startxref")) continue;
      const lexer = this.lexer(i);
      if (!lexer.keyword("startxref")) continue;
      lexer.skipSpace();
      const offset = lexer.unsignedInteger();
      if (offset !== undefined) return offset;
    }
    return unsure();
  }

  /** Follows the chain of cross-reference sections from the newest; returns the newest trailer. */
  private readXref(start: number): PdfValueDict {
    const visited = new Set<number>();
    const visit = (offset: number): void => {
      // A loop (qpdf reconstructs the file then), or more sections than any honest file has.
      if (visited.has(offset) || visited.size >= MAX_SECTIONS) unsure();
      visited.add(offset);
    };
    let newest: PdfValueDict | undefined;
    let olderEncrypted = false;
    let offset = start;
    for (;;) {
      visit(offset);
      const lexer = this.lexer(offset);
      // qpdf forgives a startxref that points at white-space before the section.
      lexer.skipWhitespace();
      let trailer: PdfValueDict;
      if (lexer.keyword("xref")) {
        const table = this.readXrefTable(lexer);
        trailer = lexer.dictValue();
        this.layers.push(table.view(1));
        const hybrid = trailer.entries.get("XRefStm");
        if (hybrid !== undefined) {
          const at = integer(hybrid);
          visit(at);
          this.layers.push(this.readXrefStream(at).layer);
        }
        this.layers.push(table.view(0));
      } else {
        const section = this.readXrefStream(lexer.pos);
        if (section.dict.entries.has("XRefStm")) unsure();
        this.layers.push(section.layer);
        trailer = section.dict;
      }
      if (newest === undefined) {
        newest = trailer;
        this.size = integer(trailer.entries.get("Size"));
        this.encrypted = has(trailer, "Encrypt");
      } else if (has(trailer, "Encrypt")) {
        olderEncrypted = true;
      }
      const prev = trailer.entries.get("Prev");
      if (prev === undefined) break;
      offset = integer(prev);
      // qpdf stops at /Prev 0; others would read the file's start as a section.
      if (offset === 0) unsure();
    }
    // Encrypted once and no longer: readers disagree on whether the strings are encrypted.
    if (olderEncrypted && !this.encrypted) unsure();
    return newest;
  }

  /** The entries of an `xref` table, the lexer just past the keyword; leaves the lexer at the trailer's `<<`. */
  private readXrefTable(lexer: HostileLexer): XrefTable {
    const bytes = this.bytes;
    const subsections: Subsection[] = [];
    for (;;) {
      lexer.skipWhitespace();
      // qpdf requires at least one subsection.
      if (subsections.length > 0 && lexer.keyword("trailer")) return new XrefTable(subsections);
      const first = lexer.unsignedInteger();
      if (first === undefined || !lexer.atWhite()) unsure();
      lexer.skipWhitespace();
      const count = lexer.unsignedInteger();
      if (count === undefined) unsure();
      lexer.skipWhitespace();
      // Each entry takes at least 19 bytes.
      if (count > (bytes.length - lexer.pos) / 19) unsure();
      this.budget.xrefEntries -= count;
      if (this.budget.xrefEntries < 0) unsure();
      const s: Subsection = {
        first,
        count,
        offsets: new Float64Array(count),
        gens: new Uint32Array(count),
        inUse: new Uint8Array(count),
      };
      let p = lexer.pos;
      for (let i = 0; i < count; i++) {
        // "oooooooooo ggggg n" and its end of line: " \r", " \n", "\r\n", or (a common slip) one of them alone.
        /** A fixed-width run of digits at p, then the space after it. */
        const field = (width: number): number => {
          let value = 0;
          for (let k = 0; k < width; k++) {
            const c = bytes[p++] ?? -1;
            if (!isDigit(c)) unsure();
            value = value * 10 + c - 0x30;
          }
          if (bytes[p++] !== 0x20) unsure();
          return value;
        };
        const offset = field(10);
        const gen = field(5);
        const type = bytes[p++];
        if (type !== 0x6e && type !== 0x66) unsure();
        if (bytes[p] === 0x20) p++;
        if (bytes[p] === 0x0d) p += bytes[p + 1] === 0x0a ? 2 : 1;
        else if (bytes[p] === 0x0a) p++;
        else unsure();
        s.offsets[i] = offset;
        s.gens[i] = gen;
        s.inUse[i] = type === 0x6e ? 1 : 0;
      }
      lexer.pos = p;
      subsections.push(s);
    }
  }

  /** A cross-reference stream at `offset`: its dictionary (the trailer, unless hybrid) and its entries. */
  private readXrefStream(offset: number): { dict: PdfValueDict; layer: XrefLayer } {
    const lexer = this.lexer(offset);
    lexer.objectHeader();
    const dict = lexer.dictValue();
    if (!isName(dict.entries.get("Type"), "XRef")) unsure();
    // The xref stream is read before any object can be looked up, so its /Length must be direct.
    const data = this.streamData(lexer, dict, integer(dict.entries.get("Length")));

    const w = dict.entries.get("W");
    if (w?.kind !== "array" || w.items.length !== 3) unsure();
    const widths = w.items.map(integer) as [number, number, number];
    if (widths.some((x) => x < 0 || x > 8) || widths[1] === 0) unsure();
    const rowLength = widths[0] + widths[1] + widths[2];

    const size = integer(dict.entries.get("Size"));
    const indexValue = dict.entries.get("Index");
    let index: number[];
    if (indexValue === undefined) index = [0, size];
    else {
      if (indexValue.kind !== "array" || indexValue.items.length === 0 || indexValue.items.length % 2)
        unsure();
      index = indexValue.items.map(integer);
    }
    let rows = 0;
    for (const n of index) if (n < 0) unsure();
    for (let k = 1; k < index.length; k += 2) rows += index[k] ?? 0;
    this.budget.xrefEntries -= rows;
    if (this.budget.xrefEntries < 0) unsure();
    // qpdf rebuilds the file when the data is too short and warns when it is too long: either way, unusual.
    if (rows * rowLength !== data.length) unsure();
    const layer = new XrefStream(data, widths, index);
    layer.validate(rows);
    return { dict, layer };
  }

  /**
   * The decoded data of the stream whose dictionary the lexer has just read: `stream`, its end of line, `length`
   * bytes, `endstream`. Only FlateDecode (with or without a PNG predictor) or no filter at all.
   */
  private streamData(lexer: HostileLexer, dict: PdfValueDict, length: number): Uint8Array {
    lexer.skipSpace();
    if (!lexer.keyword("stream")) unsure();
    if (lexer.at(lexer.pos) === 0x0d && lexer.at(lexer.pos + 1) === 0x0a) lexer.pos += 2;
    else if (lexer.at(lexer.pos) === 0x0a) lexer.pos += 1;
    else unsure();
    const start = lexer.pos;
    const end = start + length;
    if (length < 0 || end > this.bytes.length) unsure();
    lexer.pos = end;
    lexer.skipWhitespace();
    if (!lexer.keyword("endstream")) unsure();
    const raw = this.bytes.subarray(start, end);

    let filter = dict.entries.get("Filter");
    let parms = dict.entries.get("DecodeParms");
    if (filter?.kind === "array") {
      if (filter.items.length !== 1) unsure();
      filter = filter.items[0];
      if (parms?.kind === "array") {
        if (parms.items.length !== 1) unsure();
        parms = parms.items[0];
      }
    }
    if (filter === undefined) {
      if (parms !== undefined) unsure();
      return raw;
    }
    if (!isName(filter, "FlateDecode")) unsure();
    const room = Math.min(MAX_STREAM_OUTPUT, MAX_TOTAL_OUTPUT - this.budget.streamOutput);
    if (room <= 0) unsure();
    // maxOutputLength makes zlib throw (caught by readCatalogFacts) rather than inflate a bomb.
    const inflated = inflateSync(raw, { maxOutputLength: room });
    this.budget.streamOutput += inflated.length;
    if (parms === undefined || parms.kind === "null") return inflated;
    if (parms.kind !== "dict") unsure();
    const predictor = optionalInteger(parms, "Predictor", 1);
    if (predictor === 1) return inflated;
    if (predictor < 10 || predictor > 15) unsure();
    if (optionalInteger(parms, "Colors", 1) !== 1 || optionalInteger(parms, "BitsPerComponent", 8) !== 8)
      unsure();
    return unpredictPng(inflated, optionalInteger(parms, "Columns", 1));
  }

  /** The xref entry that counts for object `num` `gen`: the newest one; anything odd is unsure. */
  private entry(num: number, gen: number): Exclude<XrefEntry, { type: 0 }> {
    if (num <= 0 || num >= this.size) unsure();
    for (const layer of this.layers) {
      const entry = layer.lookup(num);
      if (entry === undefined) continue;
      // A deleted object, or a newer generation than the reference asks for (qpdf would then look further back).
      if (entry.type === 0) unsure();
      if ((entry.type === 1 ? entry.gen : 0) !== gen) unsure();
      return entry;
    }
    return unsure();
  }

  /** The value of an indirect object (not a stream). */
  private resolve(ref: PdfValue | undefined): PdfValue {
    if (ref?.kind !== "ref") unsure();
    const entry = this.entry(ref.num, ref.gen);
    if (entry.type === 1) {
      const lexer = this.lexer(entry.offset);
      const [num, gen] = lexer.objectHeader();
      if (num !== ref.num || gen !== ref.gen) unsure();
      const value = lexer.value(0);
      lexer.skipSpace();
      if (!lexer.keyword("endobj")) unsure();
      return value;
    }
    // Object streams of an encrypted file are encrypted.
    if (this.encrypted) unsure();
    const stream = this.objectStream(entry.stream);
    // qpdf finds the object by number in the stream's header, others by position: both must agree.
    if (
      stream.nums[entry.index] !== ref.num ||
      stream.nums.indexOf(ref.num) !== stream.nums.lastIndexOf(ref.num)
    ) {
      unsure();
    }
    const lexer = this.lexer(stream.first + (stream.offsets[entry.index] ?? unsure()), stream.data);
    return lexer.value(0);
  }

  private resolveDict(ref: PdfValue | undefined): PdfValueDict {
    const value = this.resolve(ref);
    if (value.kind !== "dict") unsure();
    return value;
  }

  /** A dictionary given directly or by reference. */
  private dictOf(value: PdfValue): PdfValueDict {
    if (value.kind === "dict") return value;
    return this.resolveDict(value);
  }

  /** An object stream (`/Type /ObjStm`), decoded, with its header read. */
  private objectStream(num: number): ObjectStream {
    const cached = this.objectStreams.get(num);
    if (cached) return cached;
    const entry = this.entry(num, 0);
    if (entry.type !== 1) unsure();
    const lexer = this.lexer(entry.offset);
    const [n, gen] = lexer.objectHeader();
    if (n !== num || gen !== 0) unsure();
    const dict = lexer.dictValue();
    if (!isName(dict.entries.get("Type"), "ObjStm")) unsure();
    let length = dict.entries.get("Length");
    // An indirect /Length must be a plain integer object, not another compressed object.
    if (length?.kind === "ref") {
      if (this.entry(length.num, length.gen).type !== 1) unsure();
      length = this.resolve(length);
    }
    const data = this.streamData(lexer, dict, integer(length));
    const count = integer(dict.entries.get("N"));
    const first = integer(dict.entries.get("First"));
    if (first > data.length || count < 0 || count > first) unsure();
    const header = this.lexer(0, data.subarray(0, first));
    const nums: number[] = [];
    const offsets: number[] = [];
    for (let i = 0; i < count; i++) {
      header.skipWhitespace();
      const objectNum = header.unsignedInteger();
      header.skipWhitespace();
      const offset = header.unsignedInteger();
      if (objectNum === undefined || offset === undefined || first + offset >= data.length) unsure();
      // An object stream listing itself (qpdf skips such an entry).
      if (objectNum === num) unsure();
      nums.push(objectNum);
      offsets.push(offset);
    }
    const stream = { data, first, nums, offsets };
    this.objectStreams.set(num, stream);
    return stream;
  }
}

function isName(value: PdfValue | undefined, name: string): boolean {
  return value?.kind === "name" && value.name === name;
}

function optionalInteger(dict: PdfValueDict, key: string, fallback: number): number {
  const value = dict.entries.get(key);
  return value === undefined ? fallback : integer(value);
}
