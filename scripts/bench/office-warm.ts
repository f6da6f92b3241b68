// Issue 23, item 1: three corpus Office files (2 Word, 1 Excel, as in the typical binder) converted by the engine
// with a cold soffice run, then with a warm LibreOffice (office-warm.ts) that has already converted one file, as a
// server job thread's has. Rounds interleaved, medians compared. Prints a table and met / NOT met; a measurement,
// never a test. Bundled and run by run.mjs: `node office-warm.mjs [rounds]`.
import { readFileSync } from "node:fs";
import { convertOffice } from "../../packages/engine/src/convert/office.ts";
import { createWarmOfficeConverter } from "../../packages/engine/src/convert/office-warm.ts";
import { EngineError } from "../../packages/engine/src/errors.ts";
import { corpusPath } from "../../packages/engine/src/testing/corpus.ts";

// Files without Writer comments: one with comments crashes the warm instance and gets a cold run (decisions.md).
const NAMES = ["office/testWORD.docx", "office/testWORD_various.docx", "office/testEXCEL.xlsx"];
const rounds = Number(process.argv[2] ?? 3);
const files = NAMES.map((name) => ({
  name: name.slice("office/".length),
  bytes: new Uint8Array(readFileSync(corpusPath(name))),
}));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(work: () => Promise<Map<string, unknown>>): Promise<number> {
  const t0 = performance.now();
  const results = await work();
  const seconds = (performance.now() - t0) / 1000;
  const failed = [...results].filter(([, r]) => r instanceof EngineError).map(([name]) => name);
  if (failed.length) throw new Error(`conversion failed: ${failed.join(", ")}`);
  return seconds;
}

const converter = createWarmOfficeConverter({ log: (line) => process.stderr.write(`${line}\n`) });
// The warm instance's own start (once per thread, on its first file) is measured apart.
const startSeconds = await timed(() => convertOffice(files.slice(0, 1), { converter }));
const cold: number[] = [];
const warm: number[] = [];
for (let round = 0; round < rounds; round++) {
  cold.push(await timed(() => convertOffice(files)));
  warm.push(await timed(() => convertOffice(files, { converter })));
}
await converter.close();

const coldS = median(cold);
const warmS = median(warm);
const ratio = warmS / coldS;
const fmt = (s: number) => s.toFixed(2);
console.log(
  `3 office files, warm converter vs cold soffice (engine level: convertOffice, median of ${rounds})`,
);
console.log(`  cold soffice run       ${fmt(coldS)} s`);
console.log(`  warm converter         ${fmt(warmS)} s   (its first start and file: ${fmt(startSeconds)} s)`);
console.log(`  ratio warm ÷ cold      ${ratio.toFixed(2)}×`);
console.log(
  `  target ≤ 0.4× (issue 23 sets it for Preview through HTTP; this is the engine-level conversion alone): ` +
    (ratio <= 0.4 ? "met" : "NOT met"),
);
