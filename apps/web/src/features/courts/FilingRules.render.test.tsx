// A court card's filing rules (HTML from the server renderer): closed at first (e2e/courts checks nothing is fetched); a sourced profile's rules
// in words with each source linked and its date read; the generic profile named as such.
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { FILING_RULES_MESSAGES as M, NO_FILING_RULES } from "@courtready/contracts";
import type { TFilingProfile } from "@courtready/contracts";
import { FilingRules, ProfileRules } from "./FilingRules.tsx";
import { i18n } from "../../i18n/index.ts";
import { expectText } from "@courtready/contracts/testing";
import { htmlWords } from "../shared/markupWords.ts";

const source = {
  title: "JCIT Technology Standards",
  url: "https://www.txcourts.gov/jcit",
  read: "2026-11-20",
  value: null,
};
const texas: TFilingProfile = {
  court: "tx_harris",
  kind: "sourced",
  name: "Texas state courts (eFileTexas)",
  ...NO_FILING_RULES,
  max_document_mb: { value: 35, sources: [source] },
  searchable_required: { value: true, sources: [{ ...source, url: null, title: "Tex. e-filing rule 5" }] },
  notes: [],
};

describe("a court's filing rules", () => {
  it("is closed at first: the section's button, no rules and no loading", () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <FilingRules presetId="tx_harris" />
      </QueryClientProvider>,
    );
    expect(html).toContain('aria-expanded="false"');
    expect(htmlWords(html)).toContain(M.title);
    expect(htmlWords(html)).not.toContain(M.loading);
  });

  it("says each sourced rule in words, with its source and the date it was read", () => {
    const html = renderToStaticMarkup(<ProfileRules profile={texas} />);
    const words = htmlWords(html);
    expect(words).toContain(M.sourced("Texas state courts (eFileTexas)"));
    expect(words).toContain("Each document: at most 35 MB.");
    expect(words).toContain("Every page must be text-searchable (scans need OCR).");
    expect(html).toContain('href="https://www.txcourts.gov/jcit"');
    expect(words).toContain("Tex. e-filing rule 5 , read Nov 20, 2026");
    expect(words).not.toContain(M.generic);
  });

  it("names the generic profile as such", () => {
    const words = htmlWords(renderToStaticMarkup(<ProfileRules profile={{ ...texas, kind: "generic" }} />));
    expect(words).toContain(M.generic);
  });

  describe("in Spanish (issue 39)", () => {
    afterEach(async () => {
      await i18n.changeLanguage("en");
    });

    it("says the rules in Spanish, the source's name as the court wrote it", async () => {
      await i18n.changeLanguage("es");
      const words = htmlWords(renderToStaticMarkup(<ProfileRules profile={texas} />));
      expectText(words, {
        has: ["Cada documento: 35 MB como máximo.", "Tex. e-filing rule 5"],
        lacks: ["Each document"],
      });
    });
  });
});
