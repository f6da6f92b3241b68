// A build in a process of its own, for the memory test (pipeline/memory.test.ts) and the large-scan bench: takes the
// files by path as the CLI does (a PDF stays on disk, issue 40), builds the binder (split under `--max-size-mb`) and writes its files and ZIP as the CLI does,
// then prints its peak resident memory (VmHWM: the kernel's high-water mark of this process alone, qpdf excluded) as
// JSON. Run with Node's `--experimental-transform-types` (the engine's sources are TypeScript).
//   node --experimental-transform-types memory-child.ts OUT_DIR MAX_SIZE_MB FILE...
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "../pipeline/build-mode.ts";
import { binderFiles, writePackageZip } from "../pipeline/package.ts";
import { loadSystemFonts } from "../fonts/system-fonts.ts";

const [out, maxSizeMb, ...paths] = process.argv.slice(2);
if (!out || !maxSizeMb || paths.length === 0)
  throw new Error("usage: memory-child.ts OUT_DIR MAX_SIZE_MB FILE...");
const preparedOn = new Date("2026-11-22T12:00:00Z");
const t0 = performance.now();
const files = paths.map((p) => ({ name: path.basename(p), path: p }));
const built = await build(
  files,
  loadSystemFonts(),
  {
    role: "plaintiff",
    case: { caseName: "Memory v. Budget", caseNumber: "26-CV-0040", courtName: "Superior Court" },
    batesPrefix: "X",
    preparedOn,
    maxFileBytes: 250 * 1024 * 1024,
  },
  { kind: "binder", maxSizeBytes: Math.floor(Number(maxSizeMb) * 1024 * 1024) },
);
mkdirSync(out, { recursive: true });
for (const f of binderFiles(built.binder)) writeFileSync(path.join(out, f.name), f.bytes);
writePackageZip(path.join(out, "binder.zip"), built.binder, preparedOn);
const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"));
process.stdout.write(
  JSON.stringify({
    peakBytes: Number(hwm?.[1] ?? 0) * 1024,
    seconds: (performance.now() - t0) / 1000,
    pages: built.binder.pages,
    volumes: built.binder.volumes?.length ?? 1,
  }),
);
