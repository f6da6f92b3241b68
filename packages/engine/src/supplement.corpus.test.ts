// Supplements on real files, through the CLI: a binder is built, then a supplement continues it from the binder PDF
// or from its filed-manifest.json; labels, page and Bates numbers run on, and the filed binder's bytes never change.
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ZFiledManifest } from "@courtready/contracts";
import { main } from "./cli.ts";
import { corpusPath } from "./testing/corpus.ts";
import { pageTexts, qpdfCheck } from "./testing/pdf.ts";
import { expectText } from "@courtready/contracts/testing";

const work = mkdtempSync(path.join(tmpdir(), "courtready-supplement-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const sha = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");
const flat = (text: string) => text.replace(/\s+/g, " ");

/** Runs the CLI with stdout and stderr captured. */
async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const write = (sink: "out" | "err") => (chunk: string | Uint8Array) => {
    const text = typeof chunk === "string" ? chunk : new TextDecoder().decode(chunk);
    if (sink === "out") out += text;
    else err += text;
    return true;
  };
  const stdout = process.stdout.write.bind(process.stdout);
  const stderr = process.stderr.write.bind(process.stderr);
  process.stdout.write = write("out") as typeof process.stdout.write;
  process.stderr.write = write("err") as typeof process.stderr.write;
  try {
    return { code: await main(args), out, err };
  } finally {
    process.stdout.write = stdout;
    process.stderr.write = stderr;
  }
}

const ORIGINAL = ["pdf/boundingBox_invalid.pdf", "pdf/issue14755.pdf", "image/hopper_gray.jpg"];
const ADDED = ["pdf/hello_world_rotated.pdf", "text/iso88591_en.txt"];

describe("a supplement continues the filed binder", async () => {
  const filed = path.join(work, "filed");
  const first = await run([
    "build",
    "--out",
    filed,
    "--case-name",
    "Doe v. Roe",
    "--case-number",
    "24-CV-7",
    "--bates-prefix",
    "DOE",
    ...ORIGINAL.map(corpusPath),
  ]);
  const binder = path.join(filed, "binder.pdf");
  const manifest = ZFiledManifest.parse(
    JSON.parse(readFileSync(path.join(filed, "filed-manifest.json"), "utf8")),
  );
  const before = sha(binder);

  it("the binder and its manifest say the same", () => {
    expect(first.code).toBe(0);
    expect(manifest.exhibits.map((e) => e.label)).toEqual(["1", "2", "3"]);
    expect(manifest.filings).toHaveLength(1);
    expect(manifest.filings[0]).toMatchObject({ kind: "binder", filedOn: null, firstPage: 1 });
    const pages = pageTexts(readFileSync(binder));
    expect(manifest.lastPage).toBe(pages.length);
    expect(pages.at(-1)).toContain(`Page ${manifest.lastPage} of ${manifest.lastPage}`);
    expect(manifest.bates).toEqual({ prefix: "DOE", digits: 6, last: manifest.lastPage - 2 });
  });

  const fromPdf = path.join(work, "supplement-from-pdf");
  const second = await run([
    "build",
    "--out",
    fromPdf,
    "--continue-from",
    binder,
    "--filed-on",
    "2026-12-03",
    ...ADDED.map(corpusPath),
  ]);
  const supplement = new Uint8Array(readFileSync(path.join(fromPdf, "binder.pdf")));
  const pages = pageTexts(supplement);

  const added = ZFiledManifest.parse(
    JSON.parse(readFileSync(path.join(fromPdf, "filed-manifest.json"), "utf8")),
  ).exhibits.slice(3);

  it("labels, pages and Bates numbers run on from the filed binder", () => {
    expect(second.code).toBe(0);
    const last = manifest.lastPage;
    const [four, five] = added;
    expect(added.map((e) => [e.label, e.startPage])).toEqual([
      ["4", last + 1],
      ["5", last + 1 + four!.pages],
    ]);
    const end = five!.endPage;
    expect(second.out).toContain(`Exhibits 4–5 on pages ${last + 1}–${end}`);
    // The supplement's cover and one index page, then only the new exhibits' pages.
    expect(pages).toHaveLength(2 + end - last);
    const bates = (n: number) => `DOE-${String(manifest.bates!.last + n).padStart(6, "0")}`;
    const firstOfFour = flat(pages[2]!);
    expect(firstOfFour).toContain(`Page ${last + 1} of ${end}`);
    expect(firstOfFour).toContain(`Exhibit 4 – page 1 of ${four!.pages}`);
    expect(firstOfFour).toContain("PLAINTIFF'S EXHIBIT 4");
    expect(firstOfFour).toContain(bates(1));
    const firstOfFive = flat(pages[2 + four!.pages]!);
    expect(firstOfFive).toContain(`Page ${five!.startPage} of ${end}`);
    expect(firstOfFive).toContain(`Exhibit 5 – page 1 of ${five!.pages}`);
    expect(firstOfFive).toContain("PLAINTIFF'S EXHIBIT 5");
    expect(firstOfFive).toContain(bates(four!.pages + 1));
    expect(flat(pages.at(-1)!)).toContain(`Page ${end} of ${end}`);
    expect(flat(pages.at(-1)!)).toContain(bates(end - last));
    expect(() => qpdfCheck(supplement)).not.toThrow();
  });

  it("has its own cover and an index of the new exhibits pointing to the filed one", () => {
    const cover = flat(pages[0]!);
    expectText(cover, {
      has: [
        "SUPPLEMENTAL EXHIBITS",
        "to Plaintiff's Exhibit Binder, filed December 3, 2026",
        "Doe v. Roe",
        "Supplement cover",
      ],
      lacks: ["Page 1 of"],
    });
    const index = flat(pages[1]!);
    expect(index).toContain("SUPPLEMENTAL EXHIBIT INDEX");
    expect(index).toContain(
      `Exhibits 1–3 (pages 1–${manifest.lastPage}): see the Exhibit Index filed December 3, 2026`,
    );
    expect(index).toMatch(/\b4\b.*hello_world_rotated/);
    expect(index).not.toMatch(/boundingBox_invalid/);
  });

  it("leaves the filed binder's bytes unchanged", () => {
    expect(sha(binder)).toBe(before);
  });

  it("continues the same from the manifest file, and records both filings", async () => {
    const fromJson = path.join(work, "supplement-from-json");
    const third = await run([
      "build",
      "--out",
      fromJson,
      "--continue-from",
      path.join(filed, "filed-manifest.json"),
      "--filed-on",
      "2026-12-03",
      ...ADDED.map(corpusPath),
    ]);
    expect(third.code).toBe(0);
    const again = pageTexts(readFileSync(path.join(fromJson, "binder.pdf")));
    expect(again.map(flat)).toEqual(pages.map(flat));
    const next = ZFiledManifest.parse(
      JSON.parse(readFileSync(path.join(fromJson, "filed-manifest.json"), "utf8")),
    );
    expect(next.filings.map((f) => [f.kind, f.filedOn, f.firstPage, f.lastPage])).toEqual([
      ["binder", "2026-12-03", 1, manifest.lastPage],
      ["supplement", null, manifest.lastPage + 1, added.at(-1)!.endPage],
    ]);
    expect(next.exhibits.map((e) => e.label)).toEqual(["1", "2", "3", "4", "5"]);
    expect(sha(binder)).toBe(before);
  });

  it("refuses a PDF that carries no manifest, naming what to give instead", async () => {
    const foreign = path.join(work, "foreign.pdf");
    writeFileSync(foreign, readFileSync(corpusPath("pdf/issue14755.pdf")));
    const refused = await run([
      "build",
      "--out",
      path.join(work, "x"),
      "--continue-from",
      foreign,
      corpusPath(ADDED[0]!),
    ]);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain("holds no CourtReady filed manifest");
    expect(refused.err).toContain("filed-manifest.json");
  });
});
