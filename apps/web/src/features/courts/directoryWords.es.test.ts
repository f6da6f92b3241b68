// The directory's words made outside React, in both languages (issue 39): the labeling rule and the counts follow the
// `t` they are given, with the thousands separator US readers expect in either language; and the English catalogue
// keeps the words the contracts share with the server.
import { describe, expect, it } from "vitest";
import { FILING_RULES_MESSAGES, NO_COURTS_FOUND, NOT_LISTED } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import { countOf, formatReadDate, labelingLines } from "./directory.ts";

const en = i18n.getFixedT("en", "courts");
const es = i18n.getFixedT("es", "courts");

describe("the directory's words in Spanish", () => {
  it("word the labeling rule, counts and dates, with US thousands separators in both languages", () => {
    expect(formatReadDate("2026-11-20", "es")).toBe("20 nov 2026");
    expect(
      labelingLines({ plaintiff: "numbers", defendant: "letters", start_number: 2, is_default: false }, es),
    ).toEqual([
      "Lado demandante: números (1, 2, 3)",
      "Lado demandado: letras (A, B, C)",
      "Después de la Z: A1, A2, A3",
      "Los números empiezan en 2",
    ]);
    expect(countOf(es, "court", 1)).toBe("1 corte");
    expect(countOf(es, "court", 3312)).toBe("3,312 cortes");
    expect(countOf(en, "stateOrTerritory", 56)).toBe("56 states and territories");
  });
});

describe("the courts catalogue's English", () => {
  it("says what the contracts say, where the server and the e2e specs read the same words", () => {
    expect(en("card.notListed")).toBe(NOT_LISTED);
    expect(en("search.noCourtsFound")).toBe(NO_COURTS_FOUND);
    const M = FILING_RULES_MESSAGES;
    expect([en("filingRules.title"), en("filingRules.loading"), en("filingRules.failed")]).toEqual([
      M.title,
      M.loading,
      M.failed,
    ]);
    expect([en("filingRules.generic"), en("filingRules.none")]).toEqual([M.generic, M.none]);
    expect(en("filingRules.sourced", { name: "Texas" })).toBe(M.sourced("Texas"));
    expect(en("source.read", { date: "Nov 20, 2026" })).toBe(M.read("Nov 20, 2026"));
  });
});
