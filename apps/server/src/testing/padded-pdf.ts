// A valid one-page PDF of about a given size, for tests and benches of large uploads (issue 40): its content stream
// draws one line of text and carries the rest as comment lines, so every tool reads it quickly and the checks pass
// it as a large scan would pass. Plain TypeScript without imports, so a bench under Node 24 can import it as it is.

/** A one-page PDF of about `bytes` bytes (never less than a few hundred). */
export function paddedPdf(bytes: number): Buffer {
  const text = "BT /F1 24 Tf 72 700 Td (Exhibit) Tj ET\n";
  const content = text + `%${"x".repeat(98)}\n`.repeat(Math.max(0, Math.floor((bytes - 600) / 100)));
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) out += `${String(at).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
