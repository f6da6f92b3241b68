import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.ts";
import { corpusBytes } from "../testing/corpus.ts";
import { concat, file, latin1Bytes, noise, utf16, utf32, utf8 } from "../testing/bytes.ts";
import { decodeText, decodeUtf32, normaliseLineEndings } from "./text.ts";
import { isPlausibleText, wordShapeScore } from "./text-quality.ts";

/** Encodes with a single-byte code page by inverting TextDecoder's own table (Node has no such encoder). */
function encodeSingleByte(text: string, label: string): Uint8Array {
  const table = new Map<string, number>();
  const decoded = Array.from(new TextDecoder(label).decode(Uint8Array.from({ length: 256 }, (_, i) => i)));
  decoded.forEach((ch, byte) => {
    if (!table.has(ch)) table.set(ch, byte);
  });
  return Uint8Array.from(Array.from(text), (ch) => {
    const byte = table.get(ch);
    if (byte === undefined) throw new Error(`${label} cannot encode ${ch}`);
    return byte;
  });
}

function errorOf(fn: () => unknown): EngineError {
  try {
    fn();
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error("expected an EngineError");
}

const RUSSIAN =
  "Однажды, в студёную зимнюю пору, я из лесу вышел; был сильный мороз. Гляжу, поднимается медленно в гору " +
  "лошадка, везущая хворосту воз. И, шествуя важно, в спокойствии чинном, лошадку ведёт под уздцы мужичок.\n";

describe("decodeText: byte-order marks", () => {
  it("UTF-8 with a BOM: BOM stripped, nothing guessed", () => {
    expect(decodeText(file("a.txt", concat([0xef, 0xbb, 0xbf], utf8("Grüße\r\n"))))).toEqual({
      text: "Grüße\n",
      encoding: "utf-8",
      warnings: [],
    });
  });

  it("UTF-8 with a BOM but a damaged byte: read as UTF-8, with a warning", () => {
    const long = "Grüße aus Köln, wir haben die Miete für März pünktlich überwiesen. ".repeat(2);
    const r = decodeText(file("a.txt", concat([0xef, 0xbb, 0xbf], utf8(long), [0xff], utf8(" ok"))));
    expect(r.text).toBe(`${long}\uFFFD ok`);
    expect(r.warnings).toHaveLength(1);
  });

  it("UTF-16 little- and big-endian with BOMs", () => {
    expect(decodeText(file("a.txt", concat([0xff, 0xfe], utf16("Ελληνικά €\r\n", true))))).toMatchObject({
      text: "Ελληνικά €\n",
      encoding: "utf-16le",
      warnings: [],
    });
    expect(decodeText(file("a.txt", concat([0xfe, 0xff], utf16("Ελληνικά €", false))))).toMatchObject({
      text: "Ελληνικά €",
      encoding: "utf-16be",
    });
  });

  it("a big-endian BOM over a little-endian body is read as little-endian, with a warning", () => {
    const r = decodeText(file("a.txt", concat([0xfe, 0xff], utf16("Euro Symbol: €. Hello there.", true))));
    expect(r.text).toBe("Euro Symbol: €. Hello there.");
    expect(r.encoding).toBe("utf-16le");
    expect(r.warnings.join()).toMatch(
      /byte-order mark says UTF-16 big-endian but the text is UTF-16 little-endian/,
    );
  });

  it("a little-endian BOM over a big-endian body is read as big-endian", () => {
    const r = decodeText(file("a.txt", concat([0xff, 0xfe], utf16("Plain English words here.", false))));
    expect(r).toMatchObject({ text: "Plain English words here.", encoding: "utf-16be" });
  });

  it("UTF-32 with BOMs, including characters outside the BMP", () => {
    expect(decodeText(file("a.txt", concat([0xff, 0xfe, 0, 0], utf32("ABCD🥶🫥", true))))).toMatchObject({
      text: "ABCD🥶🫥",
      encoding: "utf-32le",
    });
    expect(decodeText(file("a.txt", concat([0, 0, 0xfe, 0xff], utf32("ABCD🥶🫥", false))))).toMatchObject({
      text: "ABCD🥶🫥",
      encoding: "utf-32be",
    });
  });
});

describe("decodeText: Unicode without a BOM", () => {
  it("UTF-16 little- and big-endian, told apart by where the NUL bytes fall", () => {
    expect(decodeText(file("a.txt", utf16("Hello, world\r\n", true)))).toEqual({
      text: "Hello, world\n",
      encoding: "utf-16le",
      warnings: [],
    });
    expect(decodeText(file("a.txt", utf16("Hello, world", false))).encoding).toBe("utf-16be");
  });

  it("UTF-16 Cyrillic, whose only NULs are in spaces and punctuation", () => {
    expect(decodeText(file("a.txt", utf16(RUSSIAN, true)))).toMatchObject({
      text: RUSSIAN,
      encoding: "utf-16le",
    });
  });

  it("UTF-32 little- and big-endian", () => {
    expect(decodeText(file("a.txt", utf32("Zürich 🥶", true)))).toMatchObject({
      text: "Zürich 🥶",
      encoding: "utf-32le",
    });
    expect(decodeText(file("a.txt", utf32("Zürich 🥶", false)))).toMatchObject({
      text: "Zürich 🥶",
      encoding: "utf-32be",
    });
  });

  it("plain ASCII is us-ascii, valid UTF-8 is utf-8, neither guessed", () => {
    expect(decodeText(file("a.txt", "Rent paid 3/1/2024\n"))).toEqual({
      text: "Rent paid 3/1/2024\n",
      encoding: "us-ascii",
      warnings: [],
    });
    expect(decodeText(file("a.txt", utf8("Café crème — 5 €")))).toEqual({
      text: "Café crème — 5 €",
      encoding: "utf-8",
      warnings: [],
    });
  });

  it("UTF-8 with one damaged byte among many good characters stays UTF-8, with a warning", () => {
    const bytes = concat(
      utf8("Grüße aus München, schöne Grüße, Äpfel und Öl. ".repeat(3)),
      [0xe9],
      utf8(" Ende"),
    );
    const r = decodeText(file("a.txt", bytes));
    expect(r.encoding).toBe("utf-8");
    expect(r.text).toContain("Öl. \uFFFD Ende");
    expect(r.warnings).toEqual([expect.stringMatching(/^1 damaged character /)]);
  });

  it("ISO-2022-JP (7-bit Japanese with escape sequences)", () => {
    // ESC $ B, JIS X 0208 for 日本, ESC ( B
    const bytes = Uint8Array.of(0x1b, 0x24, 0x42, 0x46, 0x7c, 0x4b, 0x5c, 0x1b, 0x28, 0x42, 0x0a);
    expect(decodeText(file("a.txt", bytes))).toMatchObject({ text: "日本\n", encoding: "iso-2022-jp" });
  });
});

describe("decodeText: code pages", () => {
  it("Windows-1252 smart quotes and dashes (0x80–0x9F), with a guessed-encoding warning", () => {
    const r = decodeText(
      file("a.txt", "He said \x93the rent is late\x94 \x96 it\x92s the caf\xe9 owner\x85"),
    );
    expect(r.text).toBe("He said “the rent is late” – it’s the café owner…");
    expect(r.encoding).toBe("windows-1252");
    expect(r.warnings).toEqual([expect.stringContaining("Windows-1252 (Western European)")]);
  });

  it("Latin-1 text without 0x80–0x9F is named ISO-8859-1 and decoded the same", () => {
    const text =
      "Le propriétaire a reçu le loyer. Il a refusé de réparer le chauffage pendant l'hiver, malgré nos lettres " +
      "répétées. Nous avons payé à l'échéance chaque mois, comme le prévoit le bail signé en février.\n";
    const r = decodeText(file("a.txt", encodeSingleByte(text, "windows-1252")));
    expect(r.text).toBe(text);
    expect(r.encoding).toBe("iso-8859-1");
  });

  it.each([
    ["koi8-r", "KOI8-R (Russian)"],
    ["windows-1251", "Windows-1251 (Cyrillic)"],
    ["ibm866", "DOS code page 866 (Cyrillic)"],
  ])("Russian in %s", (label, name) => {
    const r = decodeText(file("a.txt", encodeSingleByte(RUSSIAN, label)));
    expect(r.text).toBe(RUSSIAN);
    expect(r.encoding).toBe(label);
    expect(r.warnings).toEqual([expect.stringContaining(name)]);
  });

  it("Shift_JIS (corpus)", () => {
    const r = decodeText({ name: "shiftjis.txt", bytes: corpusBytes("text/shiftjis.txt") });
    expect(r.encoding).toBe("shift_jis");
    expect(r.text.startsWith("コンピューターは、本質的には数字しか扱うことができません。")).toBe(true);
  });

  it("Shift_JIS cut off mid-character after the sample is kept, the broken character marked", () => {
    const one = corpusBytes("text/shiftjis.txt");
    const bytes = concat(...Array.from({ length: 8 }, () => one), [0x83]); // 22 KB, then half a character
    const r = decodeText({ name: "long.txt", bytes });
    expect(r.encoding).toBe("shift_jis");
    expect(r.text.endsWith("\uFFFD")).toBe(true);
    expect(r.warnings).toHaveLength(2);
  });

  it("EBCDIC 500 and 037 are told apart by where the exclamation mark is", () => {
    const cp500 = corpusBytes("text/english.cp500.txt");
    const r500 = decodeText({ name: "e.txt", bytes: cp500 });
    expect(r500.encoding).toBe("ibm500");
    expect(r500.text).toContain("it’s an easy install!\n");
    // The same text in code page 037: "!" is 0x5A there.
    const cp037 = cp500.map((b) => (b === 0x4f ? 0x5a : b));
    const r037 = decodeText({ name: "e.txt", bytes: cp037 });
    expect(r037.encoding).toBe("ibm037");
    expect(r037.text).toBe(r500.text);
  });
});

describe("decodeText: layout characters", () => {
  it("turns every line ending into \\n, keeps tabs and form feeds, drops a final Ctrl-Z", () => {
    expect(decodeText(file("a.txt", "a\r\nb\rc\nd\te\ff\x1a")).text).toBe("a\nb\nc\nd\te\ff");
    expect(normaliseLineEndings("a\u0085b\u2028c\u2029d")).toBe("a\nb\nc\nd");
  });
});

describe("decodeText: not text", () => {
  it("empty", () => {
    expect(errorOf(() => decodeText(file("a.txt", []))).code).toBe("EMPTY_FILE");
  });

  it("binary noise", () => {
    const e = errorOf(() => decodeText(file("a.txt", noise(2000))));
    expect(e.code).toBe("TEXT_UNREADABLE");
    expect(e.message).toMatch(/^a\.txt: this file does not read as text/);
  });

  it("text with NUL bytes that fit no UTF-16/32 pattern", () => {
    const bytes = concat(utf8("Hello there, "), [0, 0, 0], utf8("this has a hole"));
    expect(errorOf(() => decodeText(file("a.txt", bytes))).code).toBe("TEXT_UNREADABLE");
  });

  it("ASCII sprinkled with control codes (more than 1%)", () => {
    const bytes = latin1Bytes("abc\x01\x02def\x03ghi\x04 ".repeat(20));
    expect(errorOf(() => decodeText(file("a.txt", bytes))).code).toBe("TEXT_UNREADABLE");
  });
});

describe("helpers", () => {
  it("decodeUtf32 refuses surrogates, code points past U+10FFFF and ragged lengths", () => {
    expect(decodeUtf32(Uint8Array.of(0x00, 0xd8, 0, 0), true)).toBeNull();
    expect(decodeUtf32(Uint8Array.of(0, 0, 0x11, 0), true)).toBeNull();
    expect(decodeUtf32(Uint8Array.of(0x41, 0, 0), true)).toBeNull();
    expect(decodeUtf32(Uint8Array.of(0, 0, 0, 0x41), false)).toBe("A");
  });

  it("wordShapeScore tells text from mojibake", () => {
    expect(wordShapeScore("le café, la crème, français")).toBe(1);
    expect(wordShapeScore("franзais")).toBe(0);
    expect(wordShapeScore("cafÃ©")).toBeLessThan(0.5);
    expect(wordShapeScore("пЕРВОМАЙ")).toBe(0);
    expect(wordShapeScore("ПЕРВОМАЙ")).toBe(0.5);
    expect(wordShapeScore("plain ascii")).toBe(1);
  });

  it("isPlausibleText allows 1% of oddities, no more", () => {
    expect(isPlausibleText("a".repeat(99) + "\x01")).toBe(true);
    expect(isPlausibleText("a".repeat(98) + "\x01\x02")).toBe(false);
    expect(isPlausibleText("")).toBe(false);
  });
});

describe("decodeText on the corpus's text files", () => {
  // file → [encoding, a piece of the decoded text, number of warnings]
  const expected: [string, string, string, number][] = [
    ["text/utf16le_bom.txt", "utf-16le", "Greek: Μπορώ να φάω σπασμένα γυαλιά", 0],
    ["text/utf16be_bom_but_le_body.txt", "utf-16le", "Greek: Μπορώ να φάω σπασμένα γυαλιά", 1],
    ["text/utf32le_nobom.txt", "utf-32le", "Greek: Μπορώ να φάω σπασμένα γυαλιά", 0],
    ["text/utf8.txt", "utf-8", "Euro Symbol: €.\nGreek: Μπορώ", 0],
    ["text/iso88591_en.txt", "us-ascii", "What is Unicode?\n\nUnicode provides", 0],
    ["text/windows_1252.txt", "windows-1252", "€", 1],
    ["text/shiftjis.txt", "shift_jis", "ユニコード", 1],
    ["text/koi8r.txt", "koi8-r", "Первомай в современном виде", 1],
    ["text/testTXT_win-1252.txt", "windows-1252", "a “windows” encoding", 1],
    ["text/russian.cp866.txt", "ibm866", "Однажды, в студеную зимнюю пору,\nЯ из лесу вышел", 1],
    ["text/english.cp500.txt", "ibm500", "IntelliStation POWER \n\n", 1],
    ["text/testTXTNonASCIIUTF8.txt", "utf-8", "Le renard brun rapide", 0],
    ["text/multi-language.txt", "iso-8859-1", "Port ABC doação uno negócios", 1],
  ];

  it.each(expected)("%s → %s", (path, encoding, snippet, warnings) => {
    const r = decodeText({ name: path, bytes: corpusBytes(path) });
    expect(r.encoding).toBe(encoding);
    expect(r.text).toContain(snippet);
    expect(r.text).not.toMatch(/\r|\uFEFF/);
    expect(r.warnings).toHaveLength(warnings);
  });

  it("is deterministic: the same bytes give the same result", () => {
    for (const [path] of expected) {
      const bytes = corpusBytes(path);
      expect(decodeText({ name: path, bytes })).toEqual(decodeText({ name: path, bytes: bytes.slice() }));
    }
  });
});
