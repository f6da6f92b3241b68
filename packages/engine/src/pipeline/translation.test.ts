// Translated exhibits: the translation and the declaration are pages of the original's exhibit, and every output
// (index, stamps, bookmarks, page counts, the exhibit's own PDF, the split into volumes) agrees about them.
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { zipOf } from "../testing/zip.ts";
import { buildBinder } from "./build.ts";
import type { BuildOptions } from "./build.ts";
import { declarationText, plannedLabels, translationPageCount } from "./translation.ts";
import type { TranslationInput } from "./translation.ts";
import { EngineErrors } from "../errors.ts";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { makeJpeg, makeNoisyJpeg, makePdf } from "../testing/factories.ts";
import { pageTexts } from "../testing/pdf.ts";
import { readNavigation } from "../testing/inspect.ts";
import { buildBinderInVolumes, buildEnhancedKit } from "../kit/kit.ts";

const fonts = loadSystemFonts();
const preparedOn = new Date("2026-11-22T12:00:00Z");
const who = { translator: "Ana Ruiz", qualifications: "Court-certified Spanish interpreter No. 301234" };
const options = (translations: (TranslationInput | undefined)[], more: Partial<BuildOptions> = {}) => ({
  role: "plaintiff" as const,
  case: {},
  preparedOn,
  descriptions: ["Lease", "Text from landlord"],
  translations,
  ...more,
});
const oneLine = (s: string) => s.replace(/\s+/g, " ");

describe("translated exhibits", () => {
  it("places the translation and the declaration after the original, stamped and numbered with it", async () => {
    const original = await makePdf([{ text: "CONTRATO pagina uno" }, { text: "CONTRATO pagina dos" }]);
    const translation = await makePdf([{ text: "LEASE page one in English" }]);
    const result = await buildBinder(
      [
        { name: "contrato.pdf", bytes: original },
        { name: "mensaje.pdf", bytes: await makePdf([{ text: "Hola" }]) },
      ],
      fonts,
      options([
        { file: { name: "lease-english.pdf", bytes: translation }, language: "Spanish", ...who },
        undefined,
      ]),
    );
    const [a, b] = result.exhibits;
    // 2 original + 1 translation + 1 declaration: one exhibit of four pages, the next exhibit after it.
    expect([a!.pages, a!.startPage, a!.endPage, a!.translation]).toEqual([
      4,
      3,
      6,
      { firstPage: 3, declarationPage: 4 },
    ]);
    expect([b!.startPage, b!.translation]).toEqual([7, undefined]);
    expect(result.pages).toBe(7);
    expect(a!.description).toBe("Lease (with English translation)");
    const pages = pageTexts(result.pdf).map(oneLine);
    expect(pages).toHaveLength(7);
    expect(pages[1]).toContain("Lease (with English translation)");
    expect(pages[2]).toContain("CONTRATO pagina uno");
    expect(pages[4]).toContain("LEASE page one in English");
    expect(pages[4]).toContain("Exhibit 1 – page 3 of 4");
    expect(pages[5]).toContain("TRANSLATOR'S DECLARATION");
    expect(pages[5]).toContain("Exhibit 1 – page 4 of 4");
    expect(pages[5]).toContain("Page 6 of 7");
    expect(pages[5]).toContain(
      "I, Ana Ruiz, declare that I am competent to translate from Spanish into English, that my qualifications are: Court-certified Spanish interpreter No. 301234, and that the attached English translation of Exhibit 1 is true and accurate to the best of my ability.",
    );
    expect(pages[6]).toContain("Exhibit 2 – page 1 of 1");
    const nav = await readNavigation(result.pdf);
    expect(nav.bookmarks.map((m) => [m.title, m.pageIndex])).toEqual([
      ["Cover", 0],
      ["Exhibit Index", 1],
      ["Exhibit 1, Lease (with English translation)", 2],
      ["Exhibit 1 — English translation", 4],
      ["Exhibit 1 — Translator's declaration", 5],
      ["Exhibit 2, Text from landlord", 6],
    ]);
    // The exhibit's own PDF and the exhibit list carry the translation too.
    const zip = unzipSync(zipOf(result));
    const own = Object.keys(zip).find((n) => n.startsWith("exhibits/Exhibit 1"))!;
    expect(pageTexts(zip[own]!)).toHaveLength(4);
    expect(oneLine(pageTexts(result.exhibitListPdf).join(" "))).toContain("Lease (with English translation)");
    expect(result.documents[0]!.conversions.join(" ")).toContain(
      "English translation (lease-english.pdf) added after the original: 1 page",
    );
  });

  it("lays typed text out as plain pages, after a picture exhibit, and says so without a description", async () => {
    const typed = Array.from({ length: 80 }, (_, i) => `Line ${i + 1} of the translated message.`).join("\n");
    const result = await buildBinder([{ name: "photo.jpg", bytes: await makeJpeg(400, 300) }], fonts, {
      role: "defendant",
      case: {},
      preparedOn,
      translations: [{ text: typed, ...who }],
    });
    const [e] = result.exhibits;
    // 1 picture + 2 pages of typed text (80 lines at 46 a page) + the declaration.
    expect([e!.pages, e!.translation]).toEqual([4, { firstPage: 2, declarationPage: 4 }]);
    expect(e!.description).toBe("photo.jpg (with English translation)");
    const pages = pageTexts(result.pdf).map(oneLine);
    expect(pages[3]).toContain("Line 1 of the translated message.");
    expect(pages[4]).toContain("Line 80 of the translated message.");
    expect(pages[5]).toContain("from the original language into English");
    expect(pages[5]).toContain("English translation of Exhibit A is true");
    expect(pages[5]).toContain("Exhibit A – page 4 of 4");
  });

  it("numbers Bates across the translation and keeps the exhibit whole in its volume", async () => {
    const big = async (seed: number) => makeNoisyJpeg(1100, 1100, seed);
    const result = await buildBinderInVolumes(
      [
        { name: "a.jpg", bytes: await big(1) },
        { name: "b.jpg", bytes: await big(2) },
      ],
      fonts,
      options([undefined, { text: "Hello, this is the English text.", ...who }], {
        batesPrefix: "RUIZ",
      }),
      // Each noisy picture is about half a megabyte as printed: together over this limit, each under it.
      700_000,
    );
    const b = result.exhibits[1]!;
    expect([b.pages, b.batesStart, b.batesEnd, b.parts]).toEqual([
      3,
      "RUIZ-000002",
      "RUIZ-000004",
      undefined,
    ]);
    expect(result.volumes?.length).toBeGreaterThan(1);
    const last = result.volumes!.at(-1)!;
    expect(pageTexts(last.pdf).map(oneLine).at(-1)).toContain("TRANSLATOR'S DECLARATION");
    const nav = await readNavigation(last.pdf);
    expect(nav.bookmarks.map((m) => m.title)).toContain("Exhibit 2 — Translator's declaration");
  });

  it("counts the translation in the kit's quality report and its print version", async () => {
    const kit = await buildEnhancedKit(
      [{ name: "carta.pdf", bytes: await makePdf([{ text: "Carta" }]) }],
      fonts,
      { role: "defendant", case: {}, preparedOn, translations: [{ text: "Letter in English.", ...who }] },
    );
    const [doc] = kit.report.documents;
    expect([doc!.label, doc!.pages, doc!.firstPage, doc!.lastPage]).toEqual(["A", 3, 3, 5]);
    expect(doc!.description).toBe("carta.pdf (with English translation)");
    expect(doc!.conversions.join(" ")).toContain(
      "English translation (typed) added after the original: 1 page",
    );
    const print = kit.files.find((f) => f.name === "binder-print.pdf")!;
    expect(pageTexts(print.bytes).map(oneLine).join(" ")).toContain("TRANSLATOR'S DECLARATION");
  });

  it("names the exhibit as labelled, and refuses a translation without its translator", async () => {
    expect(
      plannedLabels(3, { role: "plaintiff", case: {}, preparedOn, exhibitLabels: [undefined, "7"] }),
    ).toEqual(["1", "7", "2"]);
    expect(declarationText("C", { text: "x", translator: " Ana ", qualifications: "a\n b" })).toContain(
      "I, Ana, declare that I am competent to translate from the original language into English, that my qualifications are: a b, and that the attached English translation of Exhibit C",
    );
    const error = await buildBinder(
      [{ name: "carta.pdf", bytes: await makePdf([{ text: "Carta" }]) }],
      fonts,
      {
        role: "plaintiff",
        case: {},
        preparedOn,
        translations: [{ text: "Letter", translator: "Ana", qualifications: " " }],
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineErrors);
    expect((error as EngineErrors).errors.map((e) => [e.file, e.code, e.reason])).toEqual([
      ["carta.pdf", "TRANSLATION_INCOMPLETE", "the translation needs the translator's qualifications"],
    ]);
  });

  it("counts the pages a translation adds for the preview, as the build adds them", async () => {
    const english = await makePdf([{ text: "Dear tenant" }, { text: "Signed" }]);
    const original = await makePdf([{ text: "Querido inquilino" }]);
    const translation = { ...who, file: { name: "letter-english.pdf", bytes: english } };
    const counted = await translationPageCount(translation, "A", fonts, { date: preparedOn });
    // Its two pages and the one-page declaration; the binder has the cover, the index, the original and those.
    expect(counted).toBe(3);
    const built = await buildBinder([{ name: "carta.pdf", bytes: original }], fonts, {
      ...options([translation]),
      descriptions: ["Letter"],
    });
    expect(built.pages).toBe(2 + 1 + (counted as number));
    expect(
      await translationPageCount({ ...who, text: "Rent receipt." }, "B", fonts, { date: preparedOn }),
    ).toBe(2);
    const refused = await translationPageCount({ ...who, translator: " ", text: "x" }, "C", fonts, {
      date: preparedOn,
    });
    expect(refused).toMatchObject({ code: "TRANSLATION_INCOMPLETE" });
  });
});
