// The builder's file list in Spanish (issue 39): the row of a file that needs attention says so in Spanish, with
// the password box; the exhibit label the binder stamps stays English; no English word of the list is left.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { i18n } from "../../i18n/index.ts";
import { having, lacking, readList } from "../shared/testMarkup.ts";
import { FileList } from "./FileList.tsx";
import { buildFile } from "./testFactories.ts";

const locked = buildFile("lease.docx", {
  bytes: 2048,
  // The problem and reason come from the server, already in the person's language.
  check: {
    state: "attention",
    problem: "Bloqueado",
    reason: "El archivo tiene contraseña.",
    canUnlock: true,
  },
});
const ready = buildFile("scan.pdf", { check: { state: "ready", pageCount: 3 } });

const ignore = () => undefined;
const list = (
  <FileList
    files={[locked, ready]}
    labelFor={(index) => String.fromCharCode(65 + index)}
    describing={new Set()}
    {...{ onMove: ignore, onRemove: ignore, onDescribe: ignore, onEmptied: ignore, onChooseMessages: ignore }}
    onUnlock={() => Promise.resolve()}
  />
);

describe("the builder's file list in Spanish", () => {
  beforeAll(() => i18n.changeLanguage("es"));
  afterAll(() => i18n.changeLanguage("en"));

  it("says what needs attention and how to unlock it, in Spanish", () => {
    const { list: name, rows, buttons } = readList(list);
    expect(name).toBe("Sus archivos, en el orden de las pruebas");
    // The tile reads first: WORD is a product name.
    expect(rows[0]).toMatch(/^WORDExhibit APosición 1lease\.docxDocumento de Word · 2(\.0)? KB/);
    expect(
      lacking(rows[0]!, [
        "Necesita atención: Bloqueado",
        "¿Sabe la contraseña? Escríbala para abrir lease.docx",
        "Todavía no tiene descripción",
      ]),
    ).toEqual([]);
    expect(rows[1]).toContain("Listo · 3 páginas");
    expect(
      lacking(buttons.join("\n"), [
        "Arrastre lease.docx para cambiar el orden",
        "Mover scan.pdf hacia arriba",
      ]),
    ).toEqual([]);
    expect(
      having(rows.join(" "), [
        "Needs attention",
        "Position",
        "Know the password",
        "Word document",
        "Unlock",
        "Ready",
      ]),
    ).toEqual([]);
  });

  it("marks the binder's English label as English for a screen reader", () => {
    expect(renderToStaticMarkup(list)).toMatch(/<span lang="en"[^>]*>Exhibit A<\/span>/);
  });
});
