// The court words made outside React, in both languages (issue 39): the court field's status and options, a place's
// line and ZIP sentence follow the `t` they are given.
import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n/index.ts";
import { comboboxStatus, optionDetail } from "./courtCombobox.ts";
import { buildPreset, buildZipPlace } from "./courtTestFactories.ts";
import { COURT_SEARCH_HINT, placeLine, zipSentence } from "./matchedPlace.ts";

const en = i18n.getFixedT("en", "courts");
const es = i18n.getFixedT("es", "courts");

describe("the court words in Spanish", () => {
  it("word the court field's status and options", () => {
    expect(comboboxStatus("Sacra", "searching", 0, es)).toBe("Buscando cortes…");
    expect(comboboxStatus("Sacramento", "done", 1, es)).toBe(
      "Encontramos 1 corte. Use las flechas arriba y abajo para elegirla.",
    );
    expect(comboboxStatus("Houston", "done", 40, es)).toContain("Encontramos 8 cortes.");
    expect(comboboxStatus(" Atlantis ", "done", 0, es)).toBe(
      "No encontramos una corte para “Atlantis”. Pruebe con el nombre del condado o de la ciudad.",
    );
    const bronx = buildPreset({ id: "ny_bronx", state: "NY", county: "Bronx County" });
    const place = buildZipPlace("10463", "Bronx County", { counties: 2, rank: 2 });
    expect(optionDetail({ preset: bronx, place }, es)).toBe(
      "Código postal 10463, NY — una parte en Bronx County",
    );
    expect(optionDetail({ preset: bronx, place }, en)).toBe("ZIP code 10463, NY — partly Bronx County");
  });

  it("say where a ZIP code lies, naming the county as the data does", () => {
    const one = buildZipPlace("11201", "Kings County", { counties: 1, rank: 1 });
    expect(zipSentence({ ...one, zip: { counties: 1, rank: 1 } }, es)).toBe(
      "El código postal 11201 está en Kings County.",
    );
    expect(placeLine(one, es)).toBe("Código postal 11201, NY — Kings County");
  });

  it("keep the builder's English hint constant equal to the catalogue's English", () => {
    expect(COURT_SEARCH_HINT).toBe(en("combobox.searchHint"));
    expect(es("combobox.searchHint")).toContain("código postal");
  });
});
