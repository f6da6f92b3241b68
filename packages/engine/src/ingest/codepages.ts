// Single-byte code pages decoded by table: ASCII-based ones (tables taken from TextDecoder, with Node's faults
// mended) and EBCDIC (IBM mainframe code pages 037 and 500), which TextDecoder does not know at all.

// Node 20's TextDecoder("windows-1252") takes a Latin-1 fast path and turns 0x80–0x9F (€ ‚ „ … ‘ ’ “ ” – —) into
// control codes, and its ibm866 swaps three control codes; so single-byte code pages are decoded here from a
// 256-entry table taken from TextDecoder, with ASCII kept as ASCII and the WHATWG Windows-1252 upper half restored.
const WINDOWS_1252_80_9F =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";
const SINGLE_BYTE_TABLES = new Map<string, Uint16Array>();

// Every single-byte code page maps into the Basic Multilingual Plane, so a byte becomes exactly one UTF-16 code
// unit: decoding is a table lookup into a Uint16Array that the native UTF-16 decoder turns into a string. (Building
// the string a character at a time costs seconds and gigabytes on a 30 MB file.)
function singleByteTable(label: string): Uint16Array {
  let table = SINGLE_BYTE_TABLES.get(label);
  if (table) return table;
  const upper = new TextDecoder(label).decode(Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i));
  table = new Uint16Array(256);
  for (let i = 0; i < 256; i++)
    table[i] = i < 0x80 ? i : upper.length === 128 ? upper.charCodeAt(i - 0x80) : 0xfffd;
  if (label === "windows-1252")
    for (let i = 0; i < 32; i++) table[0x80 + i] = WINDOWS_1252_80_9F.charCodeAt(i);
  SINGLE_BYTE_TABLES.set(label, table);
  return table;
}

const UTF16 = new TextDecoder("utf-16le");

function decodeByTable(b: Uint8Array, table: Uint16Array): string {
  const units = new Uint16Array(b.length);
  for (let i = 0; i < b.length; i++) units[i] = table[b[i]!]!;
  return UTF16.decode(units);
}

/** Decodes an ASCII-based single-byte code page (a TextDecoder label such as "windows-1252" or "ibm866"). */
export function decodeSingleByte(b: Uint8Array, label: string): string {
  return decodeByTable(b, singleByteTable(label));
}

// EBCDIC: mainframe exports still reach people as "text" files (payroll, benefits and court-system printouts).

/** IBM code page 037 (US/Canada), byte value to character; control positions map to their Unicode controls. */
const CP037 =
  "\u0000\u0001\u0002\u0003\u009c\u0009\u0086\u007f\u0097\u008d\u008e\u000b\u000c\u000d\u000e" +
  "\u000f\u0010\u0011\u0012\u0013\u009d\u0085\u0008\u0087\u0018\u0019\u0092\u008f\u001c\u001d" +
  "\u001e\u001f\u0080\u0081\u0082\u0083\u0084\u000a\u0017\u001b\u0088\u0089\u008a\u008b\u008c" +
  "\u0005\u0006\u0007\u0090\u0091\u0016\u0093\u0094\u0095\u0096\u0004\u0098\u0099\u009a\u009b" +
  "\u0014\u0015\u009e\u001a \u00a0\u00e2\u00e4\u00e0\u00e1\u00e3\u00e5\u00e7\u00f1\u00a2.<(+|" +
  "&\u00e9\u00ea\u00eb\u00e8\u00ed\u00ee\u00ef\u00ec\u00df!$*);\u00ac-/\u00c2\u00c4\u00c0" +
  "\u00c1\u00c3\u00c5\u00c7\u00d1\u00a6,%_>?\u00f8\u00c9\u00ca\u00cb\u00c8\u00cd\u00ce\u00cf" +
  "\u00cc`:#@'=\u0022\u00d8abcdefghi\u00ab\u00bb\u00f0\u00fd\u00fe\u00b1\u00b0jklmnopqr\u00aa" +
  "\u00ba\u00e6\u00b8\u00c6\u00a4\u00b5~stuvwxyz\u00a1\u00bf\u00d0\u00dd\u00de\u00ae^\u00a3" +
  "\u00a5\u00b7\u00a9\u00a7\u00b6\u00bc\u00bd\u00be[]\u00af\u00a8\u00b4\u00d7{ABCDEFGHI\u00ad" +
  "\u00f4\u00f6\u00f2\u00f3\u00f5}JKLMNOPQR\u00b9\u00fb\u00fc\u00f9\u00fa\u00ff\u005c\u00f7ST" +
  "UVWXYZ\u00b2\u00d4\u00d6\u00d2\u00d3\u00d50123456789\u00b3\u00db\u00dc\u00d9\u00da\u009f";

// Code page 500 ("International") differs from 037 in exactly these seven positions.
const CP500_CHANGES: readonly [number, string][] = [
  [0x4a, "["],
  [0x4f, "!"],
  [0x5a, "]"],
  [0x5f, "^"],
  [0xb0, "\u00a2"],
  [0xba, "\u00ac"],
  [0xbb, "|"],
];

const CP500 = (() => {
  const chars = CP037.split("");
  for (const [byte, ch] of CP500_CHANGES) chars[byte] = ch;
  return chars.join("");
})();

export type EbcdicEncoding = "ibm037" | "ibm500";

/** Bytes that EBCDIC text is made of: space, letters, digits, common punctuation, tab and line ends. */
function isEbcdicTextByte(b: number): boolean {
  return (
    b === 0x40 || // space
    (b >= 0x81 && b <= 0x89) ||
    (b >= 0x91 && b <= 0x99) ||
    (b >= 0xa2 && b <= 0xa9) ||
    (b >= 0xc1 && b <= 0xc9) ||
    (b >= 0xd1 && b <= 0xd9) ||
    (b >= 0xe2 && b <= 0xe9) ||
    (b >= 0xf0 && b <= 0xf9) ||
    (b >= 0x4a && b <= 0x50) ||
    (b >= 0x5a && b <= 0x61) ||
    (b >= 0x6b && b <= 0x6f) ||
    (b >= 0x7a && b <= 0x7f) ||
    b === 0x05 || // tab
    b === 0x0d ||
    b === 0x15 || // NEL, the mainframe line end
    b === 0x25 // LF
  );
}

/**
 * Whether the bytes look like EBCDIC text: at least 5% EBCDIC spaces (0x40), almost no ASCII spaces, and 97% of
 * bytes from EBCDIC's text repertoire. Random binary and every ASCII-based text fail at least one of these.
 * Returns which of the two common code pages fits, or null.
 */
export function detectEbcdic(sample: Uint8Array): EbcdicEncoding | null {
  if (sample.length < 16) return null;
  let spaces = 0;
  let asciiSpaces = 0;
  let texty = 0;
  for (const b of sample) {
    if (b === 0x40) spaces++;
    else if (b === 0x20) asciiSpaces++;
    if (isEbcdicTextByte(b)) texty++;
  }
  const n = sample.length;
  if (spaces < n * 0.05 || asciiSpaces > n * 0.005 || texty < n * 0.97) return null;
  return exclamationVotesFor500(sample) ? "ibm500" : "ibm037";
}

/**
 * 037 and 500 differ mainly in "!" (0x5A in 037, 0x4F in 500) and the brackets. An exclamation mark ends a word:
 * a letter before it and a space or line end after. Whichever byte more often sits there is "!"; ties go to
 * 037, the US code page.
 */
function exclamationVotesFor500(b: Uint8Array): boolean {
  const isLetter = (x: number | undefined) =>
    x !== undefined && ((x >= 0x81 && x <= 0xa9) || (x >= 0xc1 && x <= 0xe9));
  const isEnd = (x: number | undefined) =>
    x === undefined || x === 0x40 || x === 0x25 || x === 0x15 || x === 0x0d;
  let for500 = 0;
  let for037 = 0;
  for (let i = 1; i < b.length; i++) {
    if (!isLetter(b[i - 1]) || !isEnd(b[i + 1])) continue;
    if (b[i] === 0x4f) for500++;
    else if (b[i] === 0x5a) for037++;
  }
  return for500 > for037;
}

/**
 * Decodes EBCDIC bytes. C1 control codes (U+0080–U+009F) are read as the Windows-1252 characters with those
 * numbers: files converted to EBCDIC byte-for-byte from Windows text carry curly quotes and dashes there, and a
 * real C1 control in a text file would print as nothing useful anyway.
 */
export function decodeEbcdic(bytes: Uint8Array, encoding: EbcdicEncoding): string {
  return decodeByTable(bytes, encoding === "ibm500" ? CP500_TABLE : CP037_TABLE);
}

function ebcdicTable(chars: string): Uint16Array {
  const table = new Uint16Array(256);
  for (let i = 0; i < 256; i++) {
    const code = chars.charCodeAt(i);
    table[i] = code >= 0x80 && code <= 0x9f ? WINDOWS_1252_80_9F.charCodeAt(code - 0x80) : code;
  }
  return table;
}

const CP037_TABLE = ebcdicTable(CP037);
const CP500_TABLE = ebcdicTable(CP500);
