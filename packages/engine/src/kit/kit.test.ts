// The enhanced kit end to end on generated files: print version (slip sheets, right-hand starts, unnumbered
// inserts), review version (links resolve), volumes under a size limit, the manifest and the quality report, in
// English or Spanish (the court's files the same in both).
import { createHash } from "node:crypto";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { EngineErrors } from "../errors.ts";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { makeNoisyJpeg, makePdf, makeScannedPdf } from "../testing/factories.ts";
import { TEST_SOURCE, TEXAS_FILE_NAME, filingProfile, profileWithRules, sourced } from "../testing/filing.ts";
import { readNavigation } from "../testing/inspect.ts";
import { pageTexts, qpdfCheck } from "../testing/pdf.ts";
import type { FileInMemory } from "../types.ts";
import { buildEnhancedKit, defaultBatesPrefix, planVolumeParts, planVolumes } from "./kit.ts";
import type { EnhancedKit, KitOptions } from "./kit.ts";
import { BLANK_PAGE_TEXT, printSequence } from "./print.ts";
import { KIT_FILES, ZFilingCheckReport } from "@courtready/contracts";
import { expectText } from "@courtready/contracts/testing";

const fonts = loadSystemFonts();
const options: KitOptions = {
  role: "plaintiff",
  case: { caseName: "Roe v. Acme Property", caseNumber: "24-SC-0042", courtName: "Small Claims Court" },
  batesPrefix: "ROE",
  preparedOn: new Date("2026-11-22T12:00:00Z"),
};

const pdfFile = async (name: string, texts: string[]): Promise<FileInMemory> => ({
  name,
  bytes: await makePdf(texts.map((text) => ({ text }))),
});

describe("printSequence", () => {
  it("starts the cover, the index, each slip sheet and each exhibit on a right-hand (odd) page", () => {
    const seq = printSequence([
      {
        pages: 9,
        exhibits: [
          { from: 4, to: 6 },
          { from: 7, to: 9 },
        ],
      },
    ]);
    const kinds = seq.map((p) => (p.kind === "part" ? p.page : p.kind));
    expect(kinds).toEqual([1, "blank", 2, 3, "slip", "blank", 4, 5, 6, "blank", "slip", "blank", 7, 8, 9]);
  });

  it("prints a section's slip sheet on its own right-hand page before its first exhibit's slip", () => {
    // Cover 1, index 2, section slip 3, exhibit 4–5, section slip 6, exhibit 7.
    const seq = printSequence([
      {
        pages: 7,
        exhibits: [
          { from: 4, to: 5, sectionPage: 3 },
          { from: 7, to: 7, sectionPage: 6 },
        ],
      },
    ]);
    const kinds = seq.map((p) => (p.kind === "part" ? p.page : p.kind));
    expect(kinds).toEqual([
      1,
      "blank",
      2,
      "blank",
      3,
      "blank",
      "slip",
      "blank",
      4,
      5,
      6,
      "blank",
      "slip",
      "blank",
      7,
    ]);
  });
});

describe("buildEnhancedKit", async () => {
  const files = [
    await pdfFile("lease.pdf", ["LEASE page one", "LEASE page two"]),
    await pdfFile("ledger.pdf", ["Tenant ledger", "SSN 123-45-6789 on file"]),
    { name: "scan.pdf", bytes: await makeScannedPdf(300, 6, 7) },
    await pdfFile("notice.pdf", ["NOTICE TO QUIT", ""]),
  ];
  const descriptions = ["Lease signed 3/1/2024", '=HYPERLINK("x") rent ledger', undefined, "Notice"];
  const kit = await buildEnhancedKit(files, fonts, { ...options, descriptions });
  const binderTexts = pageTexts(kit.binder.pdf);
  const file = (name: string) => kit.files.find((f) => f.name === name)!.bytes;

  it("holds every file of the kit, in the ZIP too", () => {
    const names = kit.files.map((f) => f.name);
    expect(names.slice(0, 8)).toEqual(["binder.pdf", ...Object.values(KIT_FILES)]);
    expect(Object.keys(unzipSync(kit.zip)).sort()).toEqual([...names].sort());
    for (const name of names.filter((n) => n.endsWith(".pdf")))
      expect(() => qpdfCheck(file(name))).not.toThrow();
  });

  it("print version: unnumbered slip sheets and blanks, exhibits on odd pages, numbered pages as in the binder", () => {
    const print = pageTexts(file("binder-print.pdf"));
    const numbered = print.filter((t) => /Page \d+ of \d+/.test(t));
    expect(numbered).toEqual(binderTexts);
    const inserts = print.filter((t) => !/Page \d+ of \d+/.test(t));
    expect(inserts.every((t) => !/ROE-\d/.test(t))).toBe(true);
    kit.binder.exhibits.forEach((e) => {
      const physical = print.findIndex((t) => t.includes(`Exhibit ${e.label} – page 1 of`)) + 1;
      expect(physical % 2, `exhibit ${e.label} starts on page ${physical}`).toBe(1);
      const slip = print[physical - 3]!;
      expect(slip).toContain(`PLAINTIFF'S EXHIBIT ${e.label}`);
      expect(print[physical - 2]).toContain(BLANK_PAGE_TEXT);
    });
  });

  it("review version: every index row and every back link jumps to the right page", async () => {
    const nav = await readNavigation(file("binder-review.pdf"));
    const starts = kit.binder.exhibits.map((e) => e.startPage - 1);
    expect(nav.links.get(1)).toEqual(starts);
    for (const start of starts) expect(nav.links.get(start)).toEqual([1]);
    expect(pageTexts(file("binder-review.pdf"))[starts[0]!]).toContain("Back to index");
    // The court copy has no back links.
    const court = await readNavigation(kit.binder.pdf);
    expect(court.links.get(starts[0]!) ?? []).toEqual([]);
    expect(binderTexts[starts[0]!]).not.toContain("Back to index");
  });

  it("manifest: one row per exhibit with the source's SHA-256, ranges, and formulas defused", () => {
    const csv = new TextDecoder().decode(file("bates-manifest.csv"));
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Exhibit,Description,Source file,SHA-256,Source pages,Binder first page,Binder last page,Bates first,Bates last",
    );
    const sha = createHash("sha256").update(files[0]!.bytes).digest("hex");
    expect(lines[1]).toBe(`1,Lease signed 3/1/2024,lease.pdf,${sha},2,3,4,ROE-000001,ROE-000002`);
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"") rent ledger"`);
    expect(lines).toHaveLength(5);
  });

  it("quality report: personal data on the right page, scans without text, blank pages, low resolution", () => {
    const [lease, ledger, scan, notice] = kit.report.documents;
    expect(lease!.status).toBe("ok");
    expect(ledger!.personalData).toEqual([
      expect.objectContaining({ kind: "social-security-number", page: 6, masked: "***-**-6789" }),
    ]);
    expect(ledger!.status).toBe("fix");
    expect(scan!.pagesWithoutText).toEqual([7]);
    // 300 px over 6 in is 50 dpi; the page is shrunk to clear the stamp band, so 54 at print size.
    expect(scan!.lowResolution).toEqual([{ page: 7, dpi: 54 }]);
    expect(notice!.blankPages).toEqual([9]);
    expect(kit.report.status).toBe("fix");
    expect(kit.report.summary.join("\n")).toMatch(/page 6 may show a full Social Security number/);
    const html = new TextDecoder().decode(file("quality-report.html"));
    expect(html).toContain("Fix before filing");
    expect(html).not.toContain("123-45-6789");
    expect(new TextDecoder().decode(file("quality-report.json"))).not.toContain("123-45-6789");
  });

  it("labels: one sticker per exhibit on an Avery 5160 sheet", () => {
    const [sheet] = pageTexts(file("labels-avery-5160.pdf"));
    for (const e of kit.binder.exhibits) expect(sheet).toContain(`PLAINTIFF'S EXHIBIT ${e.label}`);
  });

  it("is byte-identical when built again with the same clock", async () => {
    const again = await buildEnhancedKit(files, fonts, { ...options, descriptions });
    expect(Buffer.from(again.zip).equals(Buffer.from(kit.zip))).toBe(true);
  });
});

describe("a long binder", () => {
  it("reads its pages back in two halves and still puts each finding on its own page", async () => {
    // 45 pages of text, a full SSN on page 30 of the document (binder page 32): past the halfway split.
    const texts = Array.from({ length: 45 }, (_, k) =>
      k === 29 ? "SSN 123-45-6789" : `Ledger line ${k + 1}`,
    );
    const kit = await buildEnhancedKit([await pdfFile("ledger.pdf", texts)], fonts, options);
    const [ledger] = kit.report.documents;
    expect(ledger!.personalData.map((f) => f.page)).toEqual([32]);
    expect(ledger!.pagesWithoutText).toEqual([]);
    expect(ledger!.lowResolution).toEqual([]);
  });
});

describe("volumes", async () => {
  const photos = await Promise.all(
    [1, 2, 3, 4, 5].map(async (seed) => ({
      name: `photo-${seed}.jpg`,
      bytes: await makeNoisyJpeg(900, 700, seed),
    })),
  );
  const whole = await buildEnhancedKit(photos, fonts, options);
  const limit = Math.ceil(whole.binder.pdf.byteLength / 2.5);

  it("splits at exhibit boundaries, each volume under the limit, numbers running on, covers saying so", async () => {
    const kit = await buildEnhancedKit(photos, fonts, { ...options, maxSizeBytes: limit });
    const volumes = kit.binder.volumes!;
    expect(volumes.length).toBeGreaterThanOrEqual(3);
    for (const v of volumes) expect(v.pdf.byteLength).toBeLessThanOrEqual(limit);
    expect(kit.files.map((f) => f.name)).not.toContain("binder.pdf");
    expect(kit.files.map((f) => f.name)).toContain(`binder-volume-${volumes.length}.pdf`);
    const total = kit.binder.pages;
    const printed = volumes
      .flatMap((v) => pageTexts(v.pdf))
      .flatMap((t) => {
        const m = /Page (\d+) of (\d+)/.exec(t);
        return m ? [[Number(m[1]), Number(m[2])]] : [];
      });
    expect(printed).toEqual(Array.from({ length: total }, (_, i) => [i + 1, total]));
    volumes.forEach((v, i) => {
      const first = pageTexts(v.pdf)[0]!;
      expect(first).toContain(
        `Volume ${i + 1} of ${volumes.length} — pages ${v.firstPage}–${v.lastPage} of ${total}`,
      );
      expect(v.firstPage).toBe(i === 0 ? 1 : volumes[i - 1]!.lastPage + 1);
    });
    // The master index in volume 1 says where each exhibit is.
    const index = pageTexts(volumes[0]!.pdf)[1]!;
    expect(index).toContain("Volume");
    for (const e of kit.binder.exhibits) expect(e.volume).toBeGreaterThanOrEqual(1);
    expect(kit.report.volumes).toHaveLength(volumes.length);
    // With a limit, the report names the heaviest pages (what to scan again for fewer volumes), heaviest first.
    const heavy = kit.report.heaviestPages!;
    expect(heavy).toHaveLength(5);
    expect(heavy.map((p) => p.sizeBytes)).toEqual([...heavy.map((p) => p.sizeBytes)].sort((a, b) => b - a));
    for (const p of heavy) {
      const exhibit = kit.binder.exhibits.find((e) => e.label === p.exhibit)!;
      expect(p.page).toBe(exhibit.startPage + p.exhibitPage - 1);
    }
    const html = new TextDecoder().decode(kit.files.find((f) => f.name === "quality-report.html")!.bytes);
    expect(html).toContain("Heaviest pages");
  });

  it("refuses a page larger than the limit on its own, naming its exhibit, page and size", async () => {
    const error = await buildEnhancedKit(photos, fonts, { ...options, maxSizeBytes: 150 * 1024 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(EngineErrors);
    const first = (error as EngineErrors).errors[0]!;
    expect(first.code).toBe("EXHIBIT_OVER_SIZE_LIMIT");
    expect(first.file).toBe("photo-1.jpg");
    // Each photo is one page: a page cannot be split, so it is the one thing refused (issue 24).
    expect(first.reason).toMatch(
      /^in Exhibit 1, page 1 of 1 \(binder page 3\) takes [\d.]+ MB: more than the 0\.1 MB limit/,
    );
    expect(first.reason).toContain("lower resolution");
  });
});

describe("Bates numbers when no prefix was chosen (issue 19: the web kit's manifest had empty Bates columns)", () => {
  it("takes the party's surname, else the case name's first word, else EXH", () => {
    expect(defaultBatesPrefix({ partyName: "Jane Roe", caseName: "Roe v. Acme" })).toBe("ROE");
    expect(defaultBatesPrefix({ caseName: "Peña v. Acme Property" })).toBe("PENA");
    expect(defaultBatesPrefix({ partyName: "  ", caseName: "1234" })).toBe("EXH");
    expect(defaultBatesPrefix({})).toBe("EXH");
  });

  it("fills the manifest's Bates first and last and stamps the same numbers on the pages", async () => {
    const { batesPrefix: _chosen, ...unchosen } = options;
    const kit = await buildEnhancedKit(
      [await pdfFile("lease.pdf", ["Lease p1", "Lease p2"]), await pdfFile("notice.pdf", ["Notice"])],
      fonts,
      { ...unchosen, case: { ...unchosen.case, partyName: "Jane Roe" } },
    );
    const csv = new TextDecoder().decode(kit.files.find((f) => f.name === "bates-manifest.csv")!.bytes);
    const rows = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n")
      .slice(1)
      .map((l) => l.split(","));
    expect(rows.map((r) => r.slice(7, 9))).toEqual([
      ["ROE-000001", "ROE-000002"],
      ["ROE-000003", "ROE-000003"],
    ]);
    const texts = pageTexts(kit.binder.pdf);
    const [lease, notice] = kit.binder.exhibits;
    expect(texts[lease!.startPage - 1]).toContain("ROE-000001");
    expect(texts[lease!.endPage - 1]).toContain("ROE-000002");
    expect(texts[notice!.startPage - 1]).toContain("ROE-000003");
  });
});

describe("planVolumes", () => {
  it("fills each volume up to the budget and never leaves one empty", () => {
    expect(planVolumes([400_000, 400_000, 400_000], 10_000, 1_000_000)).toEqual([1, 1, 2]);
    expect(planVolumes([900_000, 10, 10], 10_000, 1_000_000)).toEqual([1, 2, 2]);
  });
});

describe("planVolumeParts (issue 24)", () => {
  // Each volume also holds 96 KB of cover, fonts and outline; volume 1 the index too (10 KB here).
  const KB = 1024;
  it("keeps an exhibit whole when it fits a volume of its own, and cuts only one larger than a volume", () => {
    // Budget 500 KB: 300 + 300 do not share a volume, but each fits one whole.
    expect(planVolumeParts([[300 * KB], [300 * KB]], 10 * KB, 500 * KB)).toEqual({
      volumes: [1, 2],
      splits: [],
    });
    // A 6-page exhibit of 150 KB a page (900 KB) after a small one: it fills volume 1, then 2, then 3.
    const big = Array.from({ length: 6 }, () => 150 * KB);
    expect(planVolumeParts([[50 * KB], big], 10 * KB, 500 * KB)).toEqual({
      volumes: [1, 1],
      splits: [
        { exhibit: 1, page: 3 },
        { exhibit: 1, page: 5 },
      ],
    });
  });

  it("opens the next volume before an exhibit's first page when no page of it fits the one it is in", () => {
    const big = Array.from({ length: 4 }, () => 300 * KB);
    expect(planVolumeParts([[350 * KB], big], 10 * KB, 500 * KB)).toEqual({
      volumes: [1, 2],
      splits: [
        { exhibit: 1, page: 2 },
        { exhibit: 1, page: 3 },
        { exhibit: 1, page: 4 },
      ],
    });
  });
});

describe("buildEnhancedKit under a court's filing profile", async () => {
  // eFileTexas: no links in a filed document, names of Latin-1 letters and digits, at most 50 characters.
  const texas = profileWithRules({ links: "none", fileName: TEXAS_FILE_NAME });
  const files = [
    await pdfFile("Lease (signed).pdf", ["LEASE page one"]),
    await pdfFile("notice.pdf", ["NOTICE"]),
  ];
  const kit = await buildEnhancedKit(files, fonts, { ...options, filingProfile: texas });
  const file = (name: string) => kit.files.find((f) => f.name === name)!.bytes;

  it("names the court copy, the review copy and each exhibit by the rule", () => {
    const pdfs = kit.files.map((f) => f.name).filter((n) => n.endsWith(".pdf"));
    expect(pdfs).toEqual([
      "ExhibitBinder.pdf",
      "ExhibitBinderPrintCopy.pdf",
      "ExhibitBinderReviewCopyNotForFiling.pdf",
      KIT_FILES.labels,
      "ExhibitList.pdf",
      "exhibits/Exhibit1LeaseSigned.pdf",
      "exhibits/Exhibit2Notice.pdf",
    ]);
  });

  it("files a court copy without links; the review copy keeps them and says it is not for filing", async () => {
    const court = await readNavigation(file("ExhibitBinder.pdf"));
    expect([...court.links.values()].flat()).toEqual([]);
    const review = file("ExhibitBinderReviewCopyNotForFiling.pdf");
    expect((await readNavigation(review)).links.get(1)).toEqual([2, 3]);
    expect(pageTexts(review)[0]).toContain("NOT FOR FILING");
  });
});

describe("the filing check in the quality report (issue 36)", async () => {
  // A court that asks for searchable PDFs and Texas's file names; the kit's scan has no text layer.
  const profile = filingProfile({
    searchable_required: sourced(true),
    file_name: sourced(TEXAS_FILE_NAME),
  });
  const files = [
    await pdfFile("lease.pdf", ["LEASE page one"]),
    { name: "scan.pdf", bytes: await makeScannedPdf(300, 6, 7) },
  ];
  const kit = await buildEnhancedKit(files, fonts, { ...options, filingProfile: profile });
  const text = (name: string) => new TextDecoder().decode(kit.files.find((f) => f.name === name)!.bytes);

  it("checks the court copy under its filed name and puts the report in quality-report.json", () => {
    const json = JSON.parse(text(KIT_FILES.reportJson)) as { filing_check: unknown; status: string };
    const check = ZFilingCheckReport.parse(json.filing_check);
    expect(check).toEqual(kit.report.filing_check);
    expect(check.files.map((f) => f.file)).toEqual(["ExhibitBinder.pdf"]);
    const scanPage = kit.binder.exhibits[1]!.startPage;
    const findings = check.files[0]!.findings;
    expect(findings.filter((f) => f.severity === "blocker")).toEqual([
      expect.objectContaining({ rule: "not-searchable", page: scanPage, action: "ocr" }),
    ]);
    // The warnings come too: the test's own PDFs leave Helvetica out, and the scan is 54 dpi.
    expect(findings.filter((f) => f.severity === "warning").map((f) => f.rule)).toEqual([
      "font-not-embedded",
      "low-resolution",
    ]);
    // A blocker makes the whole report "fix", with a line saying where to look.
    expect(json.status).toBe("fix");
    expect(kit.report.summary.at(-1)).toMatch(
      /^One thing blocks filing at Test Court under its e-filing rules/,
    );
  });

  it("shows it in quality-report.html: not ready, the blocker with its file, page, fix and rule", () => {
    const html = text(KIT_FILES.reportHtml);
    expect(html).toContain('<section class="panel fix" id="filing-check">');
    expect(html).toContain("Not ready to file at Test Court yet");
    expect(html).toContain(`ExhibitBinder.pdf, page ${kit.binder.exhibits[1]!.startPage}:`);
    expect(html).toContain("Fix: Run text recognition (OCR) on these pages.");
    expect(html).toContain(`Rule: <a href="${TEST_SOURCE.url}" rel="noreferrer">${TEST_SOURCE.title}</a>`);
    // Blockers first, then what is worth fixing.
    expect(html.indexOf("What blocks filing")).toBeGreaterThan(html.indexOf('id="filing-check"'));
    expect(html.indexOf("Worth fixing")).toBeGreaterThan(html.indexOf("What blocks filing"));
  });

  it("is left out when the kit is built for no court", async () => {
    const plain = await buildEnhancedKit(files, fonts, options);
    expect(plain.report).not.toHaveProperty("filing_check");
    const html = new TextDecoder().decode(plain.files.find((f) => f.name === KIT_FILES.reportHtml)!.bytes);
    expect(html).not.toContain("Filing check");
  });
});

const kitText = (kit: EnhancedKit, name: string) =>
  new TextDecoder().decode(kit.files.find((f) => f.name === name)!.bytes);

describe("buildEnhancedKit in Spanish (issue 39): the report in Spanish, every file for the court the same", async () => {
  // Built for a court, so the report has its filing-check section.
  const court = filingProfile({ searchable_required: sourced(true) });
  const files = [
    { name: "lease.pdf", bytes: await makePdf([{ text: "LEASE page one" }, { text: "" }]) },
    { name: "ledger.pdf", bytes: await makePdf([{ text: "SSN 123-45-6789 on file" }]) },
    // A text file: the engine's conversion note and an A4-free page size, made in convert/, worded per language.
    { name: "note.txt", bytes: new TextEncoder().encode("Paid in full on March 3.\n") },
  ];
  const [english, spanish] = await Promise.all([
    buildEnhancedKit(files, fonts, { ...options, filingProfile: court }),
    buildEnhancedKit(files, fonts, { ...options, filingProfile: court, language: "es" }),
  ]);

  it("says the quality report in Spanish: page, traffic light, summary and filing check", () => {
    const html = kitText(spanish, KIT_FILES.reportHtml);
    expectText(html, {
      has: [
        '<html lang="es">',
        "<h1>Informe de calidad de la carpeta</h1>",
        "Corrija antes de presentar",
        "Preparado el 22 de noviembre de 2026",
        "<h2>Revisión para presentar</h2>",
        "Lista para presentar en Test Court",
        "Este informe señala cosas que revisar. No es asesoría legal.",
      ],
      lacks: ["Binder quality report", "Fix before filing", "Filing check", "What to fix"],
    });
    // What the builder shows of it (quality-report.json's summary) is Spanish too.
    expect(spanish.report.summary).toEqual([
      expect.stringMatching(/^Prueba 1 \(lease\.pdf\): la página \d+ parece estar en blanco\./),
      expect.stringMatching(
        /^Prueba 2 \(ledger\.pdf\): la página \d+ puede mostrar un número de Seguro Social completo\..* Tache/,
      ),
      expect.stringMatching(/^La Prueba 1 tiene páginas escaneadas sin texto/),
    ]);
    expect(JSON.parse(kitText(spanish, KIT_FILES.reportJson))).toEqual(spanish.report);
  });

  it("words the engine's conversion notes and page sizes in Spanish, in quality.json and quality.html", () => {
    const spanishNote = "Texto (leído como us-ascii) puesto en páginas tamaño Carta";
    expect(spanish.report.documents[2]!.conversions).toEqual([spanishNote]);
    expect(spanish.report.documents[2]!.pageSizes).toEqual([{ size: "8.5 × 11 pulg. (Carta)", count: 1 }]);
    expect(kitText(spanish, KIT_FILES.reportHtml)).toContain(`${spanishNote}.`);
    expect(english.report.documents[2]!.conversions).toEqual([
      "Text (read as us-ascii) laid out on Letter pages",
    ]);
    expect(english.report.documents[2]!.pageSizes).toEqual([{ size: "8.5 × 11 in (Letter)", count: 1 }]);
  });

  it("words the filing check's findings in Spanish in the Spanish report only", () => {
    const findings = (kit: EnhancedKit) => kit.report.filing_check!.files.flatMap((f) => f.findings);
    const personal = (kit: EnhancedKit) => findings(kit).find((f) => f.rule === "personal-data")!;
    expect(personal(spanish).message).toMatch(
      /^La página \d+ puede mostrar datos personales que las reglas de la corte no permiten/,
    );
    expect(personal(spanish).fix).toMatch(/^Tache /);
    expect(kitText(spanish, KIT_FILES.reportHtml)).toContain("puede mostrar datos personales");
    expect(personal(english).message).toMatch(/^Page \d+ may show personal data the court rules keep out/);
    expect(personal(english).fix).toMatch(/^Black out /);
    // Everything but the words is the same finding.
    const facts = ({ message: _m, fix: _f, ...rest }: ReturnType<typeof personal>) => rest;
    expect(findings(spanish).map(facts)).toEqual(findings(english).map(facts));
  });

  it("keeps the English kit's report as it was", () => {
    expect(kitText(english, KIT_FILES.reportHtml)).toContain('<html lang="en">');
    expect(english.report.summary[0]).toMatch(/^Exhibit 1 \(lease\.pdf\): page \d+ looks blank\./);
    expect(english.report.summary[1]).toMatch(/^Exhibit 2 \(ledger\.pdf\): page \d+ may show/);
  });

  it("leaves every file for the court byte-identical to the English kit's: the binder stays English", () => {
    const reports = new Set<string>([KIT_FILES.reportHtml, KIT_FILES.reportJson]);
    const others = (kit: EnhancedKit) => kit.files.filter((f) => !reports.has(f.name));
    expect(others(spanish).map((f) => f.name)).toEqual(others(english).map((f) => f.name));
    expect(others(spanish).length).toBeGreaterThan(5);
    others(english).forEach((f, i) => expect(others(spanish)[i]!.bytes, f.name).toEqual(f.bytes));
    expect(spanish.binder.pdf).toEqual(english.binder.pdf);
    // The reports do differ, so the comparison above is not of two identical kits.
    expect(kitText(spanish, KIT_FILES.reportHtml)).not.toBe(kitText(english, KIT_FILES.reportHtml));
  });
});

describe("scans made smaller (issue 37 §3)", () => {
  it("says in the quality report the files' size before and after, and each re-encoded file's", async () => {
    const scan = { name: "scan.pdf", bytes: await makeScannedPdf(1050, 1.75, 3) };
    const lease = await pdfFile("lease.pdf", ["LEASE page one"]);
    const kit = await buildEnhancedKit([scan, lease], fonts, { ...options, compressScans: true });
    const scans = kit.report.scans!;
    expect(scans.beforeBytes).toBe(scan.bytes.byteLength + lease.bytes.byteLength);
    expect(scans.afterBytes).toBeLessThan(scans.beforeBytes / 2);
    // Only the scan was made smaller; the text PDF is not listed.
    expect(scans.files.map((f) => f.name)).toEqual(["scan.pdf"]);
    expect(kit.report.summary.join(" ")).toMatch(
      /Scanned pages were made smaller .* your files came to 0\.7 MB before and (less than )?0\.\d MB after/,
    );
    const html = new TextDecoder().decode(kit.files.find((f) => f.name === "quality-report.html")!.bytes);
    expect(html).toMatch(/scan\.pdf: 0\.7 MB before, (less than )?0\.\d MB after/);
    // Without the choice, no such line.
    const plain = await buildEnhancedKit([scan, lease], fonts, options);
    expect(plain.report.scans).toBeUndefined();
  });
});
