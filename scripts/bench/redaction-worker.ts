// The redaction bench in process (redaction.mjs, issue 43): `generate FILE PAGES HITS` writes a text PDF of PAGES
// letter pages, each a full page of statement lines, with HITS Social Security numbers spread over them; `redact
// FILE` finds the hits with FRCP 5.2's rules, redacts and verifies the copy (FILE.redacted.pdf, its job beside it);
// `verify FILE` verifies that copy again alone. Each prints one JSON line with its stages' wall seconds.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { RedactJob } from "../../packages/engine/src/redact/apply.ts";
import { findRedactionsInPdf, redactPdf } from "../../packages/engine/src/redact/redact.ts";
import { verifyRedaction } from "../../packages/engine/src/redact/verify.ts";
import { PDFDocument, StandardFonts } from "../../packages/engine/src/pdf/pdf-lib.ts";
import { FEDERAL } from "../../packages/engine/src/testing/redaction.ts";

const [command, file, pagesArg, hitsArg] = process.argv.slice(2) as [string, string, string?, string?];
const since = (t0: number) => (performance.now() - t0) / 1000;

if (command === "generate") {
  const pages = Number(pagesArg);
  const hits = Number(hitsArg);
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const every = Math.max(1, Math.floor(pages / Math.max(1, hits)));
  let placed = 0;
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([612, 792]);
    // 40 lines of a statement (dates, payees, amounts): about 450 words a page, as a real statement has.
    for (let line = 0; line < 40; line++) {
      const n = p * 40 + line;
      const date = `${String((n % 12) + 1).padStart(2, "0")}/${String((n % 28) + 1).padStart(2, "0")}/2024`;
      const amount = `$${(n % 997) + 1}.${String(n % 100).padStart(2, "0")}`;
      page.drawText(`${date}  Payment to merchant number ${n} for services rendered in full  ${amount}`, {
        x: 54,
        y: 740 - line * 17,
        size: 10,
        font,
      });
    }
    if (p % every === 0 && placed < hits) {
      const ssn = `${100 + placed}-45-${1000 + placed}`;
      page.drawText(`Social Security number: ${ssn}`, { x: 54, y: 40, size: 10, font });
      placed += 1;
    }
  }
  writeFileSync(file, await doc.save());
  console.log(JSON.stringify({ pages, hits: placed }));
} else if (command === "redact") {
  const t0 = performance.now();
  const hits = await findRedactionsInPdf(file, path.basename(file), FEDERAL, { ocr: false });
  const find = since(t0);
  const t1 = performance.now();
  const result = await redactPdf(file, `${file}.redacted.pdf`, path.basename(file), FEDERAL, hits, []);
  writeFileSync(`${file}.job.json`, JSON.stringify(result.job));
  console.log(
    JSON.stringify({
      hits: hits.length,
      find,
      redactAndVerify: since(t1),
      apply: result.seconds.apply,
      verify: result.seconds.verify,
      ok: result.verification.ok,
      problems: result.verification.problems.slice(0, 3),
    }),
  );
} else if (command === "verify") {
  const job = JSON.parse(readFileSync(`${file}.job.json`, "utf8")) as RedactJob;
  const t0 = performance.now();
  const verification = await verifyRedaction(
    `${file}.redacted.pdf`,
    path.basename(file),
    job.pages,
    job.values,
    job.style,
  );
  console.log(JSON.stringify({ verify: since(t0), checks: verification.seconds, ok: verification.ok }));
} else {
  console.error("usage: redaction-worker generate FILE PAGES HITS | redact FILE | verify FILE");
  process.exit(2);
}
