// One benchmark build in its own process, so its peak memory (maxRSS) is this build's alone: reads the files,
// builds the binder as the CLI does, writes binder.pdf and binder.zip, and reports times per stage as JSON.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildBinder } from "../../packages/engine/src/pipeline/build.ts";
import { buildEnhancedKit, writeKitFiles } from "../../packages/engine/src/kit/kit.ts";
import { EngineErrors } from "../../packages/engine/src/errors.ts";
import { writePackageZip } from "../../packages/engine/src/pipeline/package.ts";
import { loadSystemFonts } from "../../packages/engine/src/fonts/system-fonts.ts";

interface Job {
  files: string[];
  /** Build the enhanced kit (print, review, labels, manifest, quality report) instead of the standard binder. */
  enhanced?: boolean;
  outDir: string;
  resultFile: string;
  /** Build a second time in this process, as a warm server worker would (fonts read, modules loaded, tools cached). */
  again?: boolean;
}

export interface WorkerResult {
  /** Seconds: inputs read → outputs written (the figure compared with the qpdf merge). */
  total: number;
  /** Seconds per stage, from the engine's progress reports. */
  stages: { read: number; convert: number; assemble: number; zip: number; write: number };
  pages: number;
  exhibits: number;
  pdfBytes: number;
  zipBytes: number;
  warnings: number;
  /** Peak resident memory of this process, bytes (child tools such as qpdf and LibreOffice are not included). */
  maxRss: number;
  /** Seconds the second build took (inputs in memory → binder and ZIP), when the job asked for one. */
  again?: number;
}

const job = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as Job;
const fonts = loadSystemFonts();
const now = () => performance.now() / 1000;

const t0 = now();
const files = job.files.map((p) => ({ name: path.basename(p), bytes: new Uint8Array(readFileSync(p)) }));
const tRead = now();
// The progress messages mark the stage boundaries: conversion until "Assembling", then the ZIP (below; the kit's from
// "Making the print version").
let tAssemble = tRead;
let tZip = tRead;
let result;
const options = {
  role: "plaintiff" as const,
  case: { caseName: "Benchmark v. Corpus", caseNumber: "24-CV-0001", courtName: "Superior Court" },
  batesPrefix: "BENCH",
  preparedOn: new Date("2025-01-15T12:00:00Z"),
};
// For the kit, "zip" covers everything after assembly: print version, labels, page checks and the kit's ZIP.
const onProgress = (_fraction: number, message: string) => {
  if (message.startsWith("Assembling")) tAssemble = now();
  else if (message === "Making the print version") tZip = now();
};
let kit;
try {
  if (job.enhanced) {
    kit = await buildEnhancedKit(files, fonts, options, onProgress);
    result = kit.binder;
  } else result = await buildBinder(files, fonts, options, onProgress);
} catch (error) {
  if (error instanceof EngineErrors) for (const e of error.errors) console.error(`${e.file}: ${e.reason}`);
  throw error;
}
const tBuilt = now();
mkdirSync(job.outDir, { recursive: true });
// The standard binder's ZIP is made by its caller, written entry by entry as the CLI does (issue 40): that is its
// "zip" stage; the kit's ZIP was made inside the build, from "Making the print version" on.
if (!kit) tZip = tBuilt;
const zipBytes = writePackageZip(path.join(job.outDir, "binder.zip"), result, options.preparedOn);
const tZipped = now();
writeFileSync(path.join(job.outDir, "binder.pdf"), result.pdf);
if (kit) await writeKitFiles(job.outDir, kit);
const tEnd = now();
let again: number | undefined;
if (job.again && !job.enhanced) {
  const t = now();
  await buildBinder(files, fonts, options);
  again = now() - t;
}

const report: WorkerResult = {
  total: tEnd - t0,
  stages: {
    read: tRead - t0,
    convert: tAssemble - tRead,
    assemble: tZip - tAssemble,
    zip: kit ? tBuilt - tZip : tZipped - tBuilt,
    write: tEnd - tZipped,
  },
  pages: result.pages,
  exhibits: result.exhibits.length,
  pdfBytes: result.pdf.byteLength,
  zipBytes,
  warnings: result.warnings.length,
  maxRss: process.resourceUsage().maxRSS * 1024,
  ...(again !== undefined ? { again } : {}),
};
writeFileSync(job.resultFile, JSON.stringify(report));
