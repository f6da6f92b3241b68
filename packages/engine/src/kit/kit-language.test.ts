// The kit in the person's language (issue 39): a Spanish kit's quality report (page, summary, filing check) is in
// Spanish, and every file meant for the court is byte for byte the English kit's.
import { describe, expect, it } from "vitest";
import { KIT_FILES } from "@courtready/contracts";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { makePdf } from "../testing/factories.ts";
import { filingProfile, sourced } from "../testing/filing.ts";
import { buildEnhancedKit } from "./kit.ts";
import type { EnhancedKit, KitOptions } from "./kit.ts";

const fonts = loadSystemFonts();
const options: KitOptions = {
  role: "plaintiff",
  case: { caseName: "Roe v. Acme Property", caseNumber: "24-SC-0042", courtName: "Small Claims Court" },
  batesPrefix: "ROE",
  preparedOn: new Date("2026-11-22T12:00:00Z"),
  // Built for a court, so the report has its filing-check section.
  filingProfile: filingProfile({ searchable_required: sourced(true) }),
};

const text = (kit: EnhancedKit, name: string) =>
  new TextDecoder().decode(kit.files.find((f) => f.name === name)!.bytes);

describe("buildEnhancedKit in Spanish", async () => {
  const files = [
    { name: "lease.pdf", bytes: await makePdf([{ text: "LEASE page one" }, { text: "" }]) },
    { name: "ledger.pdf", bytes: await makePdf([{ text: "SSN 123-45-6789 on file" }]) },
  ];
  const [english, spanish] = await Promise.all([
    buildEnhancedKit(files, fonts, options),
    buildEnhancedKit(files, fonts, { ...options, language: "es" }),
  ]);

  it("says the quality report in Spanish: page, traffic light, summary and filing check", () => {
    const html = text(spanish, KIT_FILES.reportHtml);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("<h1>Informe de calidad de la carpeta</h1>");
    expect(html).toContain("Corrija antes de presentar");
    expect(html).toContain("Preparado el 22 de noviembre de 2026");
    expect(html).toContain("<h2>Revisión para presentar</h2>");
    expect(html).toContain("Lista para presentar en Test Court");
    expect(html).toContain("Este informe señala cosas que revisar. No es asesoría legal.");
    for (const word of ["Binder quality report", "Fix before filing", "Filing check", "What to fix"])
      expect(html).not.toContain(word);
    // What the builder shows of it (quality-report.json's summary) is Spanish too.
    expect(spanish.report.summary).toEqual([
      expect.stringMatching(/^Prueba 1 \(lease\.pdf\): la página \d+ parece estar en blanco\./),
      expect.stringMatching(
        /^Prueba 2 \(ledger\.pdf\): la página \d+ puede mostrar un número de Seguro Social completo\..* Tache/,
      ),
      expect.stringMatching(/^La Prueba 1 tiene páginas escaneadas sin texto/),
    ]);
    expect(JSON.parse(text(spanish, KIT_FILES.reportJson))).toEqual(spanish.report);
  });

  it("keeps the English kit's report as it was", () => {
    expect(text(english, KIT_FILES.reportHtml)).toContain('<html lang="en">');
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
    expect(text(spanish, KIT_FILES.reportHtml)).not.toBe(text(english, KIT_FILES.reportHtml));
  });
});
