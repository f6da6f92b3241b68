// Tests of the file-type placeholder tiles and names.
import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n/index.ts";
import { fileKindName, fileTile, isImageName } from "./fileTypes.ts";

describe("fileTile", () => {
  it("gives PDF, WORD and EXCEL tiles their colours, by extension in any case", () => {
    expect(fileTile("a.pdf")).toEqual({ text: "PDF", className: "bg-red-700 text-white" });
    expect(fileTile("a.DOC").text).toBe("WORD");
    expect(fileTile("a.docx").className).toContain("blue");
    expect(fileTile("a.xlsx")).toEqual({ text: "EXCEL", className: "bg-green-700 text-white" });
  });

  it("shows the extension for anything else", () => {
    expect(fileTile("notes.rtf").text).toBe("RTF");
    expect(fileTile("README").text).toBe("FILE");
  });
});

describe("names", () => {
  it("say what kind of file it is", () => {
    expect(fileKindName("IMG_2031.JPG")).toBe("Photo");
    expect(fileKindName("budget.xls")).toBe("Excel spreadsheet");
    expect(fileKindName("a.textclipping")).toBe("Text clipping");
    // An iPhone photo is a photo, though the browser cannot draw it as a thumbnail.
    expect(fileKindName("IMG_1034.HEIC")).toBe("Photo");
    expect(fileTile("fax.tif").text).toBe("IMAGE");
    expect(isImageName("IMG_1034.heic")).toBe(false);
  });

  it("know which files are pictures", () => {
    expect(isImageName("a.png")).toBe(true);
    expect(isImageName("a.pdf")).toBe(false);
  });
});

describe("a file's kind and tile in each language (issue 39)", () => {
  const en = i18n.getFixedT("en", "files");
  const es = i18n.getFixedT("es", "files");

  it("names the kind in the reader's language, keeping product names", () => {
    expect(fileKindName("lease.docx", en)).toBe("Word document");
    expect(fileKindName("lease.docx", es)).toBe("Documento de Word");
    expect(fileKindName("budget.xls", es)).toBe("Hoja de cálculo de Excel");
    expect(fileKindName("IMG_2031.JPG", es)).toBe("Foto");
    expect(fileKindName("a.textclipping", es)).toBe("Recorte de texto");
    expect(fileKindName("notes.txt", es)).toBe("Documento de texto");
    expect(fileKindName("scan.pdf", es)).toBe("PDF");
    expect(fileKindName("data.xml", es)).toBe("Archivo XML");
    expect(fileKindName("README", es)).toBe("Archivo");
  });

  it("words the tiles that are words, and leaves formats' names as they are", () => {
    expect(fileTile("fax.tif", es).text).toBe("IMAGEN");
    expect(fileTile("README", es).text).toBe("ARCHIVO");
    expect(fileTile("a.docx", es).text).toBe("WORD");
    expect(fileTile("fax.tif", en).text).toBe("IMAGE");
  });
});
