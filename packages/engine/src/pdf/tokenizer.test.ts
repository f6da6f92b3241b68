// The PDF tokenizer on hand-written syntax. Strict mode: what is and is not a reference, where values end, a
// dictionary's top-level entries, the small value readers, and malformed input refused with RawSyntaxError.
// Hostile mode: the same rules, with oddities and overruns reported as TokenizerUnsure.
import { describe, expect, it } from "vitest";
import { HostileLexer, MAX_DEPTH } from "./hostile-lexer.ts";
import {
  RawSyntaxError,
  TokenizerUnsure,
  dictEntries,
  hexStringEnd,
  literalStringEnd,
  findRefs,
  numberIn,
  numbersIn,
  refIn,
  refsIn,
  skipWhite,
  text,
  valueEnd,
} from "./tokenizer.ts";
import type { Span } from "./tokenizer.ts";

/** PDF syntax as bytes, one byte per character (Latin-1), so positions in the string are positions in the bytes. */
const bytes = (source: string): Uint8Array => new Uint8Array(Buffer.from(source, "latin1"));

/** The references of a whole buffer as "num gen" pairs. */
function refsOf(source: string): [number, number][] {
  const b = bytes(source);
  return findRefs(b, 0, b.length).map((r) => [r.num, r.gen]);
}

/** The span of a whole buffer. */
const all = (b: Uint8Array): Span => ({ start: 0, end: b.length });

/** valueEnd on `source` from 0, as the text the value covers (so failures show what was taken). */
function valueText(source: string, at = 0): string {
  const b = bytes(source);
  return source.slice(skipWhite(b, at, b.length), valueEnd(b, at, b.length));
}

describe("findRefs", () => {
  it("finds references in arrays and in nested dictionaries, in order", () => {
    expect(refsOf("<< /A [ 1 0 R [ 2 0 R ] ] /B << /C 3 0 R /D << /E 4 1 R >> >> /F 5 0 R >>")).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 1],
      [5, 0],
    ]);
  });

  it("finds references written without spaces around delimiters", () => {
    expect(refsOf("<</P 7 0 R/K[8 0 R 9 0 R]>>")).toEqual([
      [7, 0],
      [8, 0],
      [9, 0],
    ]);
  });

  it("gives positions that cover exactly 'num gen R'", () => {
    const source = "<</Parent 12 0 R /Kids [ 345  2\n R 6 0 R]/Last 7 0 R>>";
    const b = bytes(source);
    const refs = findRefs(b, 0, b.length);
    expect(refs.map((r) => text(b, r))).toEqual(["12 0 R", "345  2\n R", "6 0 R", "7 0 R"]);
    expect(refs[0]).toEqual({ start: source.indexOf("12"), end: source.indexOf("12") + 6, num: 12, gen: 0 });
    expect(refs[1]!.num).toBe(345);
    expect(refs[1]!.gen).toBe(2);
  });

  it("takes the last two integers before R when more integers come first", () => {
    const source = "[ 9 8 7 0 R ]";
    const b = bytes(source);
    const refs = findRefs(b, 0, b.length);
    expect(refs.map((r) => [r.num, r.gen, text(b, r)])).toEqual([[7, 0, "7 0 R"]]);
  });

  it("ignores references inside literal strings, with nested and escaped parentheses", () => {
    // Balanced parentheses nest: the string ends at the last ')'.
    expect(refsOf("[ (a (1 0 R) b 2 0 R) 3 0 R ]")).toEqual([[3, 0]]);
    // An escaped '(' does not open a level, so the string ends at the first unescaped ')'.
    expect(refsOf("[ (a \\( 1 0 R) 4 0 R ]")).toEqual([[4, 0]]);
    // An escaped ')' does not close the string: "5 0 R" is still inside it.
    expect(refsOf("[ (a \\) 5 0 R) 6 0 R ]")).toEqual([[6, 0]]);
    // An escaped backslash does not escape the ')' after it, so the string ends there.
    expect(refsOf("[ (a \\\\) 7 0 R ]")).toEqual([[7, 0]]);
  });

  it("does not join a string's digits with numbers outside it", () => {
    expect(refsOf("[ (1) 0 R ]")).toEqual([]);
    expect(refsOf("[ 1 (0) R ]")).toEqual([]);
  });

  it("ignores hex strings", () => {
    expect(refsOf("[ <31 20 30 20 52> <10> 0 R 8 0 R ]")).toEqual([[8, 0]]);
  });

  it("does not take names for numbers or for R", () => {
    expect(refsOf("<< /12 0 R >>")).toEqual([]);
    expect(refsOf("[ 1 0 /R ]")).toEqual([]);
    expect(refsOf("<< /R 1 0 R >>")).toEqual([[1, 0]]);
  });

  it("ignores comments, and a comment between the parts of a reference does not break it", () => {
    expect(refsOf("[ % 1 0 R\n 2 0 R ]")).toEqual([[2, 0]]);
    expect(refsOf("[ 1 0 % not R\r R ]")).toEqual([[1, 0]]);
  });

  it("does not take a pair of numbers without R, or non-integers, for a reference", () => {
    expect(refsOf("[ 1 0 2 0 ]")).toEqual([]);
    expect(refsOf("1 0 obj << >> endobj")).toEqual([]);
    expect(refsOf("[ 1.0 0 R -1 0 R +1 0 R 1 0.0 R ]")).toEqual([]);
    expect(refsOf("[ 1 0 Rx 1 0 RG ]")).toEqual([]);
    expect(refsOf("[ 1 0 R 0 R ]")).toEqual([[1, 0]]);
  });

  it("looks only within [start, end)", () => {
    const source = "1 0 R 2 0 R 3 0 R";
    const b = bytes(source);
    const refs = findRefs(b, 6, 11);
    expect(refs).toEqual([{ start: 6, end: 11, num: 2, gen: 0 }]);
  });

  it("throws RawSyntaxError on an unterminated string or hex string", () => {
    const b = bytes("[ (abc (def) 1 0 R ]");
    expect(() => findRefs(b, 0, b.length)).toThrow(RawSyntaxError);
    const hex = bytes("[ <414243 1 0 R ]");
    expect(() => findRefs(hex, 0, hex.length)).toThrow(RawSyntaxError);
    // A string whose ')' lies beyond `end` is unterminated within the range.
    const cut = bytes("(abc) 1 0 R");
    expect(() => findRefs(cut, 0, 4)).toThrow(RawSyntaxError);
  });
});

describe("valueEnd", () => {
  it("ends a dictionary after its own '>>', across nested dictionaries, arrays and strings", () => {
    expect(valueText("<< /A << /B [ 1 2 (x ] >> ) ] >> /C 3 0 R /D <41> >> trailing")).toBe(
      "<< /A << /B [ 1 2 (x ] >> ) ] >> /C 3 0 R /D <41> >>",
    );
    expect(valueText("<</A<</B<<>>>>>>/Next")).toBe("<</A<</B<<>>>>>>");
  });

  it("ends an array after its own ']'", () => {
    expect(valueText("[ (a)(b) <<>> [ ] [[1]] 4 0 R ] 5")).toBe("[ (a)(b) <<>> [ ] [[1]] 4 0 R ]");
  });

  it("ends a literal string after the parenthesis that balances the first", () => {
    expect(valueText("(a (b) \\) c \\\\) rest")).toBe("(a (b) \\) c \\\\)");
  });

  it("ends a hex string, a name, a keyword and a number", () => {
    for (const [input, want] of [
      ["<4142 43> rest", "<4142 43>"],
      ["/Name/Other", "/Name"],
      ["true]", "true"],
      ["-3.5 0 R", "-3.5"],
    ] as const)
      expect(valueText(input), String(input)).toBe(want);
  });

  it("takes 'num gen R' as one value, and a number without R as a number", () => {
    for (const [input, want] of [
      ["12 0 R /X", "12 0 R"],
      ["12 0 R]", "12 0 R"],
      ["12 0 obj", "12"],
      ["12 /X", "12"],
      ["12 0 Rx", "12"],
      ["12 0", "12"],
    ] as const)
      expect(valueText(input), String(input)).toBe(want);
  });

  it("does not take closers inside comments, strings or hex strings for the container's end", () => {
    expect(valueText("[ 1 % ] not the end\n 2 ] x")).toBe("[ 1 % ] not the end\n 2 ]");
    expect(valueText("<< /A 1 % >> not the end\r /B (>>]) /C <3E> >> x")).toBe(
      "<< /A 1 % >> not the end\r /B (>>]) /C <3E> >>",
    );
  });

  it("skips white space and comments before the value", () => {
    const source = " \r\n\t% comment\n  /Key rest";
    const b = bytes(source);
    expect(valueEnd(b, 0, b.length)).toBe(source.indexOf(" rest"));
  });

  it("does not read past `end`", () => {
    const b = bytes("12 0 R");
    expect(valueEnd(b, 0, 4)).toBe(2);
  });

  it.each([
    ["an unterminated string", "(abc (def)"],
    ["an unterminated dictionary", "<< /A 1"],
    ["an unterminated array", "[ 1 2"],
    ["an unterminated hex string", "<4142"],
    ["a dictionary closed by a single '>'", "<< /A 1 > >>"],
    ["a dictionary closed by ']'", "<< /A 1 ]"],
    ["an array closed by '>>'", "[ 1 >>"],
    ["a dictionary inside an array closed in the wrong order", "[ << ] >>"],
    ["a closing delimiter", ") 1"],
    ["nothing", "   % only a comment"],
  ])("throws RawSyntaxError on %s", (_, source) => {
    const b = bytes(source);
    expect(() => valueEnd(b, 0, b.length)).toThrow(RawSyntaxError);
  });
});

describe("dictEntries", () => {
  it("gives the top-level keys only, each with the exact span of its value", () => {
    const source =
      "<< /Type /Page /Kids [ 1 0 R /Hidden ] /Inner << /Deep 5 /Type /X >> " +
      "/S (a /Fake 1) /Len 7 0 R /Last<41>>>";
    const b = bytes(source);
    const entries = dictEntries(b, 0, b.length);
    expect([...entries.keys()]).toEqual(["Type", "Kids", "Inner", "S", "Len", "Last"]);
    const spans = Object.fromEntries([...entries].map(([k, span]) => [k, text(b, span)]));
    expect(spans).toEqual({
      Type: "/Page",
      Kids: "[ 1 0 R /Hidden ]",
      Inner: "<< /Deep 5 /Type /X >>",
      S: "(a /Fake 1)",
      Len: "7 0 R",
      Last: "<41>",
    });
    const kids = entries.get("Kids")!;
    expect(kids.start).toBe(source.indexOf("["));
    expect(kids.end).toBe(source.indexOf("]") + 1);
  });

  it("reads a dictionary at an offset, after white space, and an empty one", () => {
    const source = "1 0 obj\n  <</A 1>> endobj";
    const b = bytes(source);
    const entries = dictEntries(b, 7, b.length);
    expect([...entries.keys()]).toEqual(["A"]);
    expect(text(b, entries.get("A")!)).toBe("1");
    expect(dictEntries(bytes("<< >>"), 0, 5).size).toBe(0);
  });

  it.each([
    ["not a dictionary", "[ /A 1 ]"],
    ["an unterminated dictionary", "<< /A 1 /B 2"],
    ["a key without a value", "<< /A"],
    ["a value that is an unterminated string", "<< /A (abc >>"],
    ["a key that is not a name", "<< 1 2 >>"],
  ])("throws RawSyntaxError on %s", (_, source) => {
    const b = bytes(source);
    expect(() => dictEntries(b, 0, b.length)).toThrow(RawSyntaxError);
  });
});

describe("refIn", () => {
  it.each([
    ["12 0 R", 12],
    ["  \n3 5 R", 3],
    ["[ 12 0 R ]", null],
    ["12", null],
    ["(12 0 R)", null],
    ["/Name", null],
    ["<< /A 1 0 R >>", null],
    ["1 0 R /X", null],
    ["1 0 R 5", null],
    ["12 0 R  \n", 12],
  ])("reads %j as %j", (source, expected) => {
    const b = bytes(source);
    expect(refIn(b, all(b))).toBe(expected);
  });

  it("reads the span it is given, not the whole buffer", () => {
    const b = bytes("/A 4 0 R /B 5 0 R");
    expect(refIn(b, { start: 11, end: b.length })).toBe(5);
    expect(refIn(b, { start: 12, end: b.length })).toBe(5);
    // From "/B" on, the span holds a name before the reference.
    expect(refIn(b, { start: 9, end: b.length })).toBeNull();
  });
});

describe("refsIn", () => {
  it("reads an array of references", () => {
    const b = bytes(" [ 3 0 R 4 0 R\n10 0 R ]");
    expect(refsIn(b, all(b))).toEqual([3, 4, 10]);
    const tight = bytes("[3 0 R]");
    expect(refsIn(tight, all(tight))).toEqual([3]);
  });

  it("reads an empty array as no references", () => {
    const b = bytes("[ ]");
    expect(refsIn(b, all(b))).toEqual([]);
  });

  it.each(["[ 3 0 R null ]", "[ null 3 0 R ]", "[ 3 0 R 5 ]", "[ 7 3 0 R ]", "[ 3 0 R /N ]", "3 0 R"])(
    "gives null for %j",
    (source) => {
      const b = bytes(source);
      expect(refsIn(b, all(b))).toBeNull();
    },
  );
});

describe("numbersIn and numberIn", () => {
  it("reads an array of numbers", () => {
    const box = bytes("[ 0 0 612 792 ]");
    expect(numbersIn(box, all(box))).toEqual([0, 0, 612, 792]);
    const odd = bytes("[-1.5 .5 +3 4.]");
    expect(numbersIn(odd, all(odd))).toEqual([-1.5, 0.5, 3, 4]);
  });

  it.each(["[ 1 0 R ]", "[ 1 2 - 3 ]", "[ 1.2.3 ]", "0 0 612 792", "[ /A ]"])(
    "gives null for %j",
    (source) => {
      const b = bytes(source);
      expect(numbersIn(b, all(b))).toBeNull();
    },
  );

  it.each([
    ["42", 42],
    [" -3.5 ", -3.5],
    [".5", 0.5],
    ["4.", 4],
    ["+7", 7],
    ["1 0 R", null],
    ["/N", null],
    ["1.2.3", null],
    ["", null],
  ])("reads %j as %j", (source, expected) => {
    const b = bytes(source);
    expect(numberIn(b, all(b))).toBe(expected);
  });
});

describe("text and skipWhite", () => {
  it("gives a span's bytes as Latin-1", () => {
    const b = new Uint8Array([0x2f, 0x41, 0xe9, 0xff, 0x20]);
    expect(text(b, { start: 0, end: 4 })).toBe("/A\u00e9\u00ff");
  });

  it("skips every kind of white space and comments up to the end of their line", () => {
    const source = "\0\t\n\f\r % one\r% two\n/X";
    const b = bytes(source);
    expect(skipWhite(b, 0, b.length)).toBe(source.indexOf("/X"));
    expect(skipWhite(b, 0, 3)).toBe(3);
    expect(skipWhite(b, source.indexOf("/X"), b.length)).toBe(source.indexOf("/X"));
  });
});

describe("findRefs without strings", () => {
  // Text without a string or comment takes a quicker path; a string appended sends the same text down the
  // tokenising one, which must find exactly the same references.
  it.each([
    "<< /Font << /F1 12 0 R /F2 13 0 R >> /XObject << /P0 7 0 R >> >>",
    "/12 0 R 3 0 R",
    "/R 4 0 R /Rx 5 0 R",
    "1.5 0 R +1 0 R -2 0 R 6 0 R",
    "[1 2 3 0 R]",
    ">>1 0 R<<",
    "12 0 Rx 13 0 R",
    "1 0 R\r\n2\n0\nR\t3 0 R",
    "0 0 R",
    "R 1 R 1 0 R",
    "/A[9 0 R]/B 10 0 R",
  ])("finds the same references in %j either way", (source) => {
    const quick = bytes(source);
    const tokenised = bytes(`${source} (x)`);
    const strip = (refs: ReturnType<typeof findRefs>) =>
      refs.map(({ start, end, num, gen }) => [start, end, num, gen]);
    expect(strip(findRefs(quick, 0, quick.length))).toEqual(strip(findRefs(tokenised, 0, tokenised.length)));
  });
});

describe("the two modes", () => {
  it("end a string where each other does, and fail each with its own error", () => {
    const b = bytes("(a (b) \\) c) <41 42> tail");
    expect(literalStringEnd(b, 0, b.length, "strict")).toBe(12);
    expect(literalStringEnd(b, 0, b.length, "hostile")).toBe(12);
    expect(hexStringEnd(b, 13, b.length, "strict")).toBe(20);
    expect(hexStringEnd(b, 13, b.length, "hostile")).toBe(20);
    const open = bytes("(never closed");
    expect(() => literalStringEnd(open, 0, open.length, "strict")).toThrow(RawSyntaxError);
    expect(() => literalStringEnd(open, 0, open.length, "hostile")).toThrow(TokenizerUnsure);
  });

  it("check a hex string's digits only in hostile mode", () => {
    const b = bytes("<4G>");
    expect(hexStringEnd(b, 0, b.length, "strict")).toBe(4);
    expect(() => hexStringEnd(b, 0, b.length, "hostile")).toThrow(TokenizerUnsure);
  });
});

describe("HostileLexer", () => {
  const lexer = (source: string, tokens = 1000) => new HostileLexer(bytes(source), 0, { tokens });

  it("parses a dictionary with escaped names, references and nested values", () => {
    const value = lexer("<< /Acro#46orm 3 0 R /Kids [ 1 -2.5 (x) <41> null true ] >>").dictValue();
    expect([...value.entries.keys()]).toEqual(["AcroForm", "Kids"]);
    expect(value.entries.get("AcroForm")).toEqual({ kind: "ref", num: 3, gen: 0 });
    expect(value.entries.get("Kids")).toMatchObject({ kind: "array", items: { length: 6 } });
  });

  it("is unsure of a key given twice, a bad escape, and anything past the depth or token budget", () => {
    expect(() => lexer("<< /A 1 /A 2 >>").dictValue()).toThrow(TokenizerUnsure);
    expect(() => lexer("<< /A#4 1 >>").dictValue()).toThrow(TokenizerUnsure);
    const deep = "[".repeat(MAX_DEPTH + 2) + "]".repeat(MAX_DEPTH + 2);
    expect(() => lexer(deep, 1_000_000).value(0)).toThrow(TokenizerUnsure);
    expect(lexer("[".repeat(MAX_DEPTH) + "]".repeat(MAX_DEPTH)).value(0)).toMatchObject({ kind: "array" });
    expect(() => lexer("[ 1 2 3 4 5 ]", 5).value(0)).toThrow(TokenizerUnsure);
    expect(lexer("[ 1 2 3 4 5 ]", 6).value(0)).toMatchObject({ kind: "array", items: { length: 5 } });
  });
});
