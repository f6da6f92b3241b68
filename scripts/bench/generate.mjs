// Writes the benchmark corpus in a process of its own and lists it in manifest.json. Its own process because a
// child's maxRSS on Linux starts from its parent's RSS at spawn: generating 12 MP photos in the parent would
// inflate every build's measured peak memory by the parent's hundreds of megabytes.
//   node scripts/bench/generate.mjs DIR [--quick]
import { writeFileSync } from "node:fs";
import path from "node:path";
import { rng, writeOffice, writePhotos, writeScans, writeTextPdfs } from "./corpus.mjs";

// pdf-lib names font and XObject resources with Math.random suffixes; seeded here (this process only generates)
// so the same corpus comes out byte for byte. LibreOffice still stamps the conversion time into the Office files.
Math.random = rng(999);

const [dir, ...flags] = process.argv.slice(2);
if (!dir) throw new Error("usage: node scripts/bench/generate.mjs DIR [--quick] [--no-office]");
const quick = flags.includes("--quick");
const corpus = path.join(dir, "corpus");
const step = async (label, make) => {
  const t0 = performance.now();
  const files = await make();
  process.stderr.write(
    `  ${label}: ${files.length} files in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`,
  );
  return files;
};

const manifest = {
  // The floor of a build's time and memory: module loading, fonts, cover and index, one page of content.
  single: await step("baseline PDF", () =>
    writeTextPdfs(path.join(corpus, "single"), { seed: 606, files: 1, totalPages: 1, prefix: "single" }),
  ),
  text: await step("text PDFs", () =>
    writeTextPdfs(path.join(corpus, "text"), { seed: 101, files: 100, totalPages: 1000, prefix: "text" }),
  ),
  photos: await step("phone photos", () =>
    writePhotos(path.join(corpus, "photos"), { seed: 202, count: 30 }),
  ),
  scans: await step("scanned PDFs", () =>
    writeScans(path.join(corpus, "scans"), { seed: 303, count: 20, pages: 5 }),
  ),
  office: flags.includes("--no-office")
    ? []
    : await step("Office files", () =>
        writeOffice(path.join(corpus, "office"), { seed: 404, profileDir: path.join(dir, "lo-profile") }),
      ),
  big: quick
    ? []
    : await step("100-page PDFs", () =>
        writeTextPdfs(path.join(corpus, "big"), {
          seed: 505,
          files: 50,
          totalPages: 5000,
          prefix: "long",
          uniform: true,
        }),
      ),
};
writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
