// The engine's refusals by code (issue 39): English from one source, Spanish by code, an unknown code in English.
import { describe, expect, it } from "vitest";
import { ACCEPTED_FORMATS_SENTENCE } from "./formats.ts";
import { FILE_REFUSALS, fileRefusalEnglish } from "./file-refusals.ts";
import type { FileRefusalCode } from "./file-refusals.ts";
import { fileRefusalText, translateMessage } from "./i18n/messages.ts";

const codes = Object.keys(FILE_REFUSALS) as FileRefusalCode[];

describe("the engine's refusals", () => {
  it("are filled in English from FILE_REFUSALS, the numbers as the engine gives them", () => {
    expect(fileRefusalEnglish({ code: "tooLarge", params: { sizeMb: "31.0", maxMb: "30.0" } })).toMatch(
      /^this file is 31\.0 MB\. The limit is 30\.0 MB a file\. Split it/,
    );
    expect(fileRefusalEnglish({ code: "zip" })).toBe(
      "this file is a ZIP archive, which cannot go in a binder. Open (unzip) it and upload the documents inside " +
        `one by one (accepted: ${ACCEPTED_FORMATS_SENTENCE})`,
    );
  });

  it("say each clause as a sentence of its own, so none runs on past a semicolon outside brackets", () => {
    const outsideBrackets = (text: string) => text.replace(/\([^()]*\)/g, "");
    for (const code of codes) expect(outsideBrackets(FILE_REFUSALS[code]), code).not.toMatch(/; \p{L}/u);
    // A list in brackets keeps its semicolons: they separate its items, not sentences.
    expect(FILE_REFUSALS.tooLarge).toContain(
      '(for a PDF, "Reduce file size"; for photos, a lower resolution)',
    );
  });

  it("are said in Spanish by code, with the same numbers, for every code", () => {
    for (const code of codes) {
      const params = {
        ...{ ext: "xyz", sizeMb: "31.0", maxMb: "30.0", pages: "2,000,000", maxPages: "100,000" },
        ...{ width: 30000, height: 30000, megapixels: 900, maxMegapixels: 120, kb: 12 },
        ...{ bytes: 4096, detail: "unusable sector size 2^7", declared: "4 GB", actual: "12 KB" },
        ...{ size: "120 MB", needed: "470 MB", budget: "400 MB", room: "97 MB", label: "B", page: 2 },
        ...{ binderPage: 9, limit: "0.7 MB", pageList: "2, 5", binderList: "9, 12", count: 7, max: 120 },
      };
      const spanish = fileRefusalText({ code, params }, fileRefusalEnglish({ code, params }), "es");
      expect(spanish, code).not.toBe(fileRefusalEnglish({ code, params }));
      expect(spanish, code).not.toMatch(/\{\{|\bthe\b|\bupload\b/);
    }
    expect(
      fileRefusalText(
        { code: "pdfTooManyPages", params: { pages: "2,000,000", maxPages: "100,000" } },
        "unused",
        "es",
      ),
    ).toMatch(/^este PDF dice que tiene 2,000,000 páginas, .*\(el límite es 100,000\)/);
    expect(fileRefusalText({ code: "textNamedPdf", params: { ext: "pdf" } }, "unused", "es")).toMatch(
      /^el nombre de este archivo dice que es un PDF \(\.pdf\), pero solo tiene texto simple/,
    );
  });

  it("keep the English in English, and an unknown code is the engine's English whatever the language", () => {
    const english = fileRefusalEnglish({ code: "html" });
    expect(fileRefusalText({ code: "html" }, english, "en")).toBe(english);
    expect(fileRefusalText({ code: "hologram" }, "this file is a hologram", "es")).toBe(
      "this file is a hologram",
    );
  });

  it("are found by their English text too, so a build's refused file list is said in Spanish", () => {
    expect(translateMessage(fileRefusalEnglish({ code: "largerThan", params: { maxMb: 250 } }), "es")).toBe(
      "pesa más de 250 MB",
    );
    const english = fileRefusalEnglish({ code: "imageBomb", params: { megapixels: 900, kb: 12 } });
    expect(translateMessage(english, "es")).toMatch(
      /^esta imagen dice que tiene 900 megapíxeles con solo 12 KB/,
    );
    expect(translateMessage(`lease.odt: ${fileRefusalEnglish({ code: "opendocumentText" })}`, "es")).toMatch(
      /^lease\.odt: este archivo es un archivo de texto OpenDocument \(\.odt\), que no puede ir en una carpeta/,
    );
  });

  it("say a build's memory budget, a page over the size limit and a translation's problem in Spanish by their English", () => {
    const memory = fileRefusalEnglish({
      code: "memoryBudgetWithOthers",
      params: { size: "120 MB", needed: "470 MB", budget: "400 MB", room: "97 MB" },
    });
    expect(memory).toMatch(
      /^this file is 120 MB\. Building it together with the other files needs about 470 MB/,
    );
    expect(translateMessage(memory, "es")).toMatch(
      /^este archivo pesa 120 MB; crear la carpeta con él y con los otros archivos necesita unos 470 MB de memoria/,
    );
    const page = fileRefusalEnglish({
      code: "pageOverLimit",
      params: { label: "B", page: 2, pages: 3, binderPage: 9, size: "0.8 MB", limit: "0.7 MB" },
    });
    expect(page).toMatch(
      /^in Exhibit B, page 2 of 3 \(binder page 9\) takes 0\.8 MB: more than the 0\.7 MB limit/,
    );
    expect(translateMessage(page, "es")).toMatch(
      /^en la Prueba B, la página 2 de 3 \(página 9 de la carpeta\) pesa 0\.8 MB: más que el límite de 0\.7 MB/,
    );
    const translation = fileRefusalEnglish({ code: "translationNoText" });
    expect(translateMessage(`carta.pdf: ${translation}`, "es")).toBe(
      "carta.pdf: la traducción no tiene texto; escríbalo o adjunte su archivo",
    );
  });
});
