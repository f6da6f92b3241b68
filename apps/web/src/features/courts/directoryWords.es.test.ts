// The directory's words made outside React, in both languages (issue 39): the labeling rule and the counts follow the
// `t` they are given, with the thousands separator US readers expect in either language.
import { describe, expect, it } from "vitest";
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
