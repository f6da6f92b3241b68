// Issue 40 "Bad input": a PDF claiming 100,000 pages and a 30,000 × 30,000 px picture are refused by what their
// headers say, with typed errors naming the file and what to do, before anything is rendered or rewritten.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.ts";
import { claimedPageCount, MAX_PDF_PAGES, normalizePdf } from "./pdf.ts";
import { prepareImage } from "./image.ts";

/**
 * A small PDF whose page tree says it has `count` pages (it holds one), written plainly; with `padding`, that many
 * bytes of a comment line before the page tree (so it lies where a file read in parts is cut), and as many after
 * its objects (so the file is read in more than one part).
 */
function pdfClaiming(count: number, padding = 0): Uint8Array {
  const comments = padding ? `%${"x".repeat(padding - 2)}\n` : "";
  return new TextEncoder().encode(
    "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n" +
      comments +
      `2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count ${count} >>\nendobj\n` +
      "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n" +
      comments +
      "trailer\n<< /Root 1 0 R >>\n%%EOF\n",
  );
}

/** A PNG whose header says `width` × `height` pixels, with a few bytes of pixel data (far too few). */
function pngClaiming(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const pixels = chunk("IDAT", deflateSync(Buffer.alloc(64)));
  return Buffer.concat([signature, chunk("IHDR", ihdr), pixels, chunk("IEND", Buffer.alloc(0))]);
}

async function refusal(work: Promise<unknown>): Promise<EngineError> {
  const error: unknown = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof EngineError)) throw new Error(`expected an EngineError, got ${String(error)}`);
  return error;
}

describe("refused by their headers", () => {
  it("reads the pages a plainly written page tree claims", () => {
    expect(claimedPageCount(pdfClaiming(3))).toBe(3);
    expect(claimedPageCount(pdfClaiming(100_000))).toBe(100_000);
    expect(claimedPageCount(new TextEncoder().encode("%PDF-1.7\n<< /Type /Page >>"))).toBe(0);
  });

  it("refuses a PDF claiming 100,000 pages before qpdf reads it", async () => {
    // qpdf is never started: a command that does not exist would fail with TOOL_MISSING if it were.
    const error = await refusal(
      normalizePdf({ name: "statement.pdf", bytes: pdfClaiming(100_000) }, { qpdfCommand: "no-such-qpdf" }),
    );
    expect(error.code).toBe("PDF_TOO_MANY_PAGES");
    expect(error.file).toBe("statement.pdf");
    expect(error.reason).toContain("100,000 pages");
    expect(error.reason).toContain(MAX_PDF_PAGES.toLocaleString("en-US"));
    // Its numbers go by code too, so the server can say the limit in the person's language (issue 39).
    expect(error.refusal).toEqual({
      code: "pdfTooManyPages",
      params: { pages: "100,000", maxPages: MAX_PDF_PAGES.toLocaleString("en-US") },
    });
    // Within the limit, the claim alone refuses nothing: qpdf is asked (here, missing).
    const within = await refusal(
      normalizePdf({ name: "ok.pdf", bytes: pdfClaiming(3) }, { qpdfCommand: "no-such-qpdf" }),
    );
    expect(within.code).toBe("TOOL_MISSING");
  });

  it("refuses a PDF given by path by its claim, wherever the page tree lies in the parts it is read in", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "header-limits-"));
    try {
      // The page tree's "/Type" at, before and after the first 1 MiB part's end (normalizePdf's scanPdf window).
      const prefix =
        "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n".length + "2 0 obj\n<< ".length;
      for (const at of [2 ** 20 - 4200, 2 ** 20 - 40, 2 ** 20 - 3, 2 ** 20, 2 ** 20 + 2, 2 ** 20 + 4100]) {
        const file = path.join(dir, `claim-${at}.pdf`);
        const bytes = pdfClaiming(100_000, at - prefix);
        expect(Buffer.from(bytes).indexOf("/Type /Pages")).toBe(at);
        writeFileSync(file, bytes);
        const error = await refusal(
          normalizePdf({ name: "statement.pdf", path: file }, { qpdfCommand: "no-such-qpdf" }),
        );
        expect([at, error.code]).toEqual([at, "PDF_TOO_MANY_PAGES"]);
        writeFileSync(file, pdfClaiming(3, at - prefix));
        const within = await refusal(
          normalizePdf({ name: "ok.pdf", path: file }, { qpdfCommand: "no-such-qpdf" }),
        );
        expect([at, within.code]).toEqual([at, "TOOL_MISSING"]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a 30,000 × 30,000 px picture by its header", async () => {
    const error = await refusal(
      prepareImage({ name: "scan.png", bytes: pngClaiming(30_000, 30_000) }, "png", {
        widthPt: 588,
        heightPt: 732,
      }),
    );
    expect(error.code).toBe("DECOMPRESSION_BOMB");
    expect(error.reason).toContain("30000 × 30000 pixels");
    expect(error.refusal).toMatchObject({
      code: "imageTooManyPixels",
      params: { width: 30000, height: 30000 },
    });
  });
});
