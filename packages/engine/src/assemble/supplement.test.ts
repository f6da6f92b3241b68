// The filed manifest and a supplement's labels and numbers, on made-up exhibits (the corpus run is in
// ../supplement.corpus.test.ts).
import { describe, expect, it } from "vitest";
import type { TFiledManifest } from "@courtready/contracts";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { makePdf, sampleAssembleOptions } from "../testing/factories.ts";
import { pageTexts } from "../testing/pdf.ts";
import { assembleBinder } from "./binder.ts";
import type { ExhibitInput } from "./types.ts";
import { markFiled, readFiledManifest, supplementLabels } from "./supplement.ts";

async function exhibit(source: string, pages: number): Promise<ExhibitInput> {
  const pdf = await makePdf(Array.from({ length: pages }, (_, i) => ({ text: `${source} page ${i + 1}` })));
  return { source, typeLabel: "PDF Document", content: { kind: "pdf", pdf } };
}

function manifestWith(role: TFiledManifest["role"], labels: string[], startNumber = 1): TFiledManifest {
  return {
    format: "courtready-filed-manifest",
    version: 1,
    role,
    case: {},
    labels: { letterStyle: "A1", startNumber },
    bates: null,
    lastPage: 10,
    filings: [
      { kind: "binder", filedOn: null, preparedOn: "2026-11-01", firstPage: 1, lastPage: 10, labels },
    ],
    exhibits: labels.map((label, i) => ({
      label,
      description: label,
      pages: 1,
      startPage: 3 + i,
      endPage: 3 + i,
      batesStart: null,
      batesEnd: null,
    })),
  };
}

describe("supplement labels", () => {
  it("continue after the furthest filed label, never reusing one", () => {
    expect(supplementLabels(manifestWith("plaintiff", ["1", "2", "3"]), 2)).toEqual(["4", "5"]);
    expect(supplementLabels(manifestWith("plaintiff", ["6", "1", "2"]), 2)).toEqual(["7", "8"]);
    expect(supplementLabels(manifestWith("defendant", ["A", "B"]), 1)).toEqual(["C"]);
    expect(supplementLabels(manifestWith("plaintiff", ["101", "102"], 101), 1)).toEqual(["103"]);
    // A kept label outside the sequence: by position after the filed ones.
    expect(supplementLabels(manifestWith("plaintiff", ["12a", "1"]), 1)).toEqual(["3"]);
  });
});

describe("a supplement assembled from a binder's manifest", async () => {
  const fonts = loadSystemFonts();
  const options = sampleAssembleOptions();
  const filed = await assembleBinder([await exhibit("lease", 2), await exhibit("notice", 1)], fonts, options);

  it("the binder carries its manifest, read back from the PDF", async () => {
    const read = await readFiledManifest("binder.pdf", filed.pdf);
    expect(read).toEqual(filed.manifest);
    expect(read.exhibits.map((e) => [e.label, e.startPage, e.endPage, e.batesStart, e.batesEnd])).toEqual([
      ["A", 3, 4, "JONES-000001", "JONES-000002"],
      ["B", 5, 5, "JONES-000003", "JONES-000003"],
    ]);
    expect(read.bates).toEqual({ prefix: "JONES", digits: 6, last: 3 });
  });

  it("keeps the filed role and Bates numbering whatever else is asked", async () => {
    const supplement = await assembleBinder([await exhibit("receipt", 2)], fonts, {
      ...options,
      role: "plaintiff",
      batesPrefix: "OTHER",
      supplement: markFiled(filed.manifest, "2026-12-03"),
    });
    expect(supplement.exhibits.map((e) => [e.label, e.startPage, e.endPage, e.batesStart])).toEqual([
      ["C", 6, 7, "JONES-000004"],
    ]);
    const texts = pageTexts(supplement.pdf).map((t) => t.replace(/\s+/g, " "));
    expect(texts[0]).toContain("to Defendant's Exhibit Binder, filed December 3, 2026");
    expect(texts[2]).toContain("DEFENDANT'S EXHIBIT C");
    expect(texts[2]).toContain("Page 6 of 7");
    expect(supplement.manifest.lastPage).toBe(7);
    expect(supplement.manifest.bates?.last).toBe(5);
  });

  it("has no Bates numbers when the filed binder had none", async () => {
    const { batesPrefix: _, ...plain } = options;
    const noBates = await assembleBinder([await exhibit("lease", 1)], fonts, plain);
    const supplement = await assembleBinder([await exhibit("receipt", 1)], fonts, {
      ...options,
      supplement: noBates.manifest,
    });
    expect(supplement.exhibits[0]).toMatchObject({ label: "B", startPage: 4 });
    expect(supplement.exhibits[0]!.batesStart).toBeUndefined();
    expect(pageTexts(supplement.pdf)[0]).toContain("prepared November 22, 2026");
  });
});
