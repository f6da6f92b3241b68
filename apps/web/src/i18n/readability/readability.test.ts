// Holds the readability measures to texts whose difficulty is known, so the catalogue check can fail.
import { describe, expect, it } from "vitest";
import {
  explanatory,
  fernandezHuerta,
  fleschKincaidGrade,
  isExcluded,
  readableText,
  sentences,
  worstSentences,
} from "./readability.ts";

const plainEnglish = "Add your files. Put them in order. Then make the binder. It is ready to print.";
const hardEnglish =
  "Notwithstanding the aforementioned jurisdictional considerations, administrative adjudicative determinations necessitate comprehensive documentary substantiation, particularly regarding evidentiary authentication.";
const plainSpanish = "Suba sus archivos. Póngalos en orden. Luego cree la carpeta. Ya la puede imprimir.";
const hardSpanish =
  "No obstante las consideraciones jurisdiccionales anteriormente mencionadas, las determinaciones administrativas adjudicativas requieren una fundamentación documental exhaustiva, particularmente respecto a la autenticación probatoria correspondiente.";

describe("fleschKincaidGrade", () => {
  it("puts short common words low and long Latinate ones far above grade 8", () => {
    expect(fleschKincaidGrade(plainEnglish)).toBeLessThanOrEqual(3);
    expect(fleschKincaidGrade(hardEnglish)).toBeGreaterThan(16);
  });
});

describe("fernandezHuerta", () => {
  it("scores plain Spanish above 70 and dense legal Spanish far below", () => {
    expect(fernandezHuerta(plainSpanish)).toBeGreaterThan(85);
    expect(fernandezHuerta(hardSpanish)).toBeLessThan(20);
  });

  it("follows 206.84 − 60·syllables per word − 1.02·words per sentence", () => {
    // "La corte abre hoy." — 4 words, 6 syllables (la, cor-te, a-bre, hoy), one sentence.
    expect(fernandezHuerta("La corte abre hoy.")).toBeCloseTo(206.84 - 60 * (6 / 4) - 1.02 * 4, 1);
  });
});

describe("readableText", () => {
  it("keeps the words inside markup, reads a placeholder as one word and ends the sentence", () => {
    expect(readableText("Still stuck? <page>Contact support</page> about {{file}}")).toBe(
      "Still stuck? Contact support about X.",
    );
    expect(readableText("Done!")).toBe("Done!");
  });
});

describe("sentences", () => {
  it("splits at stops and at a colon, in both languages", () => {
    expect(sentences("¿Listo? Suba la prueba. Tres cosas: nombre, fecha y página.")).toEqual([
      "¿Listo?",
      "Suba la prueba.",
      "Tres cosas:",
      "nombre, fecha y página.",
    ]);
  });
});

describe("explanatory", () => {
  const en = { button: "Save", help: { body: "Add each file you want the judge to see, in order." } };
  const es = { button: "Guardar", help: { body: "Agregue cada archivo que el juez debe ver, en orden." } };

  it("measures sentences, not labels, and the Spanish of the same keys", () => {
    const measured = explanatory("demo", en, es, []);
    expect(measured.en.map(({ key }) => key)).toEqual(["help.body"]);
    expect(measured.es).toEqual([{ key: "help.body", text: es.help.body }]);
  });

  it("leaves out keys an exclusion pattern names", () => {
    const rules = [{ pattern: "demo:help.*", reason: "test" }];
    expect(isExcluded(rules, "demo", "help.body")).toBe(true);
    expect(isExcluded(rules, "other", "help.body")).toBe(false);
    expect(explanatory("demo", en, es, rules).en).toEqual([]);
  });
});

describe("worstSentences", () => {
  it("lists the hardest sentence first", () => {
    const worst = worstSentences(
      [{ key: "a", text: `${plainEnglish} ${hardEnglish}` }],
      fleschKincaidGrade,
      "higher",
      1,
    );
    expect(worst[0]?.sentence).toBe(hardEnglish);
  });
});
