// A case-type page in both languages (issue 39; HTML from the server renderer): in Spanish every heading, list and
// button is Spanish, with no English left; in English the button keeps its article ("Start an Eviction Response").
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { markupWords } from "../features/shared/markupWords.ts";
import { i18n } from "../i18n/index.ts";
import BinderTypePage from "./BinderType.tsx";
import { expectText } from "@courtready/contracts/testing";

function render(path: string): string {
  return markupWords(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/binder-type/:type" element={<BinderTypePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("a binder type page", () => {
  afterEach(() => i18n.changeLanguage("en"));

  it("is all Spanish in Spanish, the binder's printed stamp excepted", async () => {
    await i18n.changeLanguage("es");
    const words = render("/binder-type/eviction-response");
    expectText(words, {
      has: [
        "Respuesta a un desalojo",
        "Crear una carpeta de Respuesta a un desalojo",
        "Pruebas que suelen importar",
        "Su contrato de alquiler y sus renovaciones",
        "¿Números o letras?",
        "Vea la ayuda sobre formatos de archivo .",
        "Reúna sus documentos y luego cree su carpeta de Respuesta a un desalojo paso a paso.",
      ],
      lacks: ["Evidence that often matters", "Start", "Every CourtReady binder", "Your lease"],
    });
  });

  it("says in Spanish why an old link opened another type, and lists the types by Spanish name when none fits", async () => {
    await i18n.changeLanguage("es");
    expect(render("/binder-type/workers-comp")).toContain(
      "Usted siguió un enlace sobre compensación al trabajador.",
    );
    const missing = render("/binder-type/no-such-type");
    expect(missing).toContain("No encontramos ese tipo de carpeta");
    expect(missing.indexOf("Apelación de beneficios del gobierno")).toBeLessThan(
      missing.indexOf("Audiencia administrativa"),
    );
  });

  it("puts the English article before the name in English", () => {
    const words = render("/binder-type/eviction_response");
    expectText(words, {
      has: [
        "Start an Eviction Response binder",
        "build your Eviction Response binder step by step",
        "Not sure which file types work? See file format help .",
      ],
    });
  });
});
