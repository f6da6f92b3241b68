// A large scanned PDF written straight to a file, page by page (issue 40): the memory tests and the large-scan
// bench need a 60–120 MB scan of noise pictures, and building one in memory (pdf-lib) would itself take several
// times its size. Each page is one noisy JPEG (testing/factories.ts#makeNoisyJpeg) drawn over a Letter page.
import { closeSync, openSync, writeSync } from "node:fs";
import { makeNoisyJpeg } from "./factories.ts";

/** Bytes of JPEG per pixel of noise at quality 80, as measured here with the PDF around it (a 120 MB ask wrote 127 MB at 0.63). */
const BYTES_PER_PIXEL = 0.667;

/**
 * Writes a `pages`-page scan of about `totalBytes` to `file`: every page a different noise picture (so nothing is
 * shared or compressible), the same bytes every run. Returns the file's size.
 */
export async function writeLargeScan(file: string, totalBytes: number, pages: number): Promise<number> {
  const side = Math.max(16, Math.round(Math.sqrt(totalBytes / pages / BYTES_PER_PIXEL)));
  const fd = openSync(file, "w");
  let offset = 0;
  const offsets: number[] = [];
  const put = (data: string | Uint8Array) => {
    const bytes = typeof data === "string" ? Buffer.from(data, "latin1") : data;
    writeSync(fd, bytes);
    offset += bytes.byteLength;
  };
  const object = (num: number, body: string, stream?: Uint8Array) => {
    offsets[num] = offset;
    put(`${num} 0 obj\n${body}\n`);
    if (stream) {
      put("stream\n");
      put(stream);
      put("\nendstream\n");
    }
    put("endobj\n");
  };
  try {
    put("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n");
    // 1: catalog, 2: page tree, then per page: page, content, picture.
    const kids: string[] = [];
    for (let p = 0; p < pages; p++) {
      const page = 3 + p * 3;
      kids.push(`${page} 0 R`);
      const jpeg = await makeNoisyJpeg(side, side, 1000 + p);
      const content = Buffer.from("q 540 0 0 540 36 126 cm /Im0 Do Q", "latin1");
      object(
        page,
        `<< /Type /Page /Parent 2 0 R /MediaBox [ 0 0 612 792 ] /Contents ${page + 1} 0 R ` +
          `/Resources << /XObject << /Im0 ${page + 2} 0 R >> >> >>`,
      );
      object(page + 1, `<< /Length ${content.byteLength} >>`, content);
      object(
        page + 2,
        `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB ` +
          `/BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.byteLength} >>`,
        jpeg,
      );
    }
    object(1, "<< /Type /Catalog /Pages 2 0 R >>");
    object(2, `<< /Type /Pages /Kids [ ${kids.join(" ")} ] /Count ${pages} >>`);
    const size = 3 + pages * 3;
    const xref = offset;
    const rows = ["0000000000 65535 f \n"];
    for (let n = 1; n < size; n++) rows.push(`${String(offsets[n]).padStart(10, "0")} 00000 n \n`);
    put(
      `xref\n0 ${size}\n${rows.join("")}trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    );
  } finally {
    closeSync(fd);
  }
  return offset;
}
