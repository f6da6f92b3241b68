// sniffHead (issue 40): an upload's first bytes refuse what can be nothing accepted — garbage, a video, a program —
// so the rest is never read, and pass every accepted kind, even cut anywhere (containers decided further in, text
// cut inside a character or a line, in UTF-8 and UTF-16).
import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.ts";
import { buildZip, DOCX_ENTRIES, noise, utf16, utf8 } from "../testing/bytes.ts";
import { SNIFF_HEAD_BYTES, sniffHead } from "./sniff.ts";

/** The first SNIFF_HEAD_BYTES of a file, as the upload sees them before the rest arrives. */
const head = (bytes: Uint8Array) => bytes.subarray(0, SNIFF_HEAD_BYTES);

function refusal(name: string, bytes: Uint8Array, complete = false): EngineError | null {
  try {
    sniffHead({ name, bytes }, complete);
    return null;
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
}

describe("sniffHead", () => {
  it("refuses garbage, a video and a program from their first bytes, with sniffType's reason", () => {
    const garbage = refusal("evidence.pdf", head(noise(SNIFF_HEAD_BYTES * 4)));
    expect(garbage?.code).toBe("UNSUPPORTED_TYPE");
    expect(garbage?.reason).toMatch(/upload/i);
    const webm = new Uint8Array(SNIFF_HEAD_BYTES);
    webm.set([0x1a, 0x45, 0xdf, 0xa3]);
    expect(refusal("call.webm", webm)?.code).toBe("UNSUPPORTED_TYPE");
    const elf = new Uint8Array(SNIFF_HEAD_BYTES);
    elf.set(utf8("\u007fELF"));
    expect(refusal("tool", elf)?.code).toBe("UNSUPPORTED_TYPE");
  });

  it("passes the start of every accepted kind, and containers decided further in", () => {
    const pdf = new Uint8Array(SNIFF_HEAD_BYTES);
    pdf.set(utf8("%PDF-1.7\n%\u00e2\u00e3\n1 0 obj"));
    expect(refusal("scan.pdf", pdf)).toBeNull();
    const jpeg = new Uint8Array(SNIFF_HEAD_BYTES);
    jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(refusal("photo.jpg", jpeg)).toBeNull();
    // A Word file's start has no central directory yet: it is decided once the whole file is there.
    expect(refusal("letter.docx", head(buildZip(DOCX_ENTRIES)).subarray(0, 200))).toBeNull();
  });

  it("passes text cut inside a character or a line, in UTF-8 and UTF-16", () => {
    const line = "Le propriétaire a reçu le loyer — 1 200 € — le 3 mars.\n";
    const utf8Text = utf8(line.repeat(Math.ceil((SNIFF_HEAD_BYTES * 2) / line.length)));
    // Every cut in the last line, some of them inside "é", "—" or "€".
    for (let cut = SNIFF_HEAD_BYTES - 80; cut < SNIFF_HEAD_BYTES; cut++)
      expect(refusal("notes.txt", utf8Text.subarray(0, cut)), `cut at ${cut}`).toBeNull();
    const oneLine = utf8("é".repeat(SNIFF_HEAD_BYTES));
    expect(refusal("notes.txt", oneLine.subarray(0, SNIFF_HEAD_BYTES - 1))).toBeNull();
    const le = utf16(`\ufeff${line.repeat(2000)}`, true);
    for (const cut of [SNIFF_HEAD_BYTES - 1, SNIFF_HEAD_BYTES])
      expect(refusal("notes.txt", le.subarray(0, cut)), `UTF-16LE cut at ${cut}`).toBeNull();
  });

  it("decides a whole short file as sniffType does", () => {
    expect(refusal("notes.txt", utf8("A short note.\n"), true)).toBeNull();
    expect(refusal("x.bin", noise(500), true)?.code).toBe("UNSUPPORTED_TYPE");
  });
});
