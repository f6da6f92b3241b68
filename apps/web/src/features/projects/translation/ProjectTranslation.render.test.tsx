// A saved file's translation line in the project editor (HTML from the server renderer), in English and Spanish:
// it offers to add one, naming the file; a translated file says so and offers to change it.
import { afterEach, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { TProjectFileTranslation } from "@courtready/contracts";
import { expectText } from "@courtready/contracts/testing";
import { i18n } from "../../../i18n/index.ts";
import { ProjectTranslation } from "./ProjectTranslation.tsx";

const file = { id: "f1", name: "carta.pdf" };
const saved: TProjectFileTranslation = {
  translator: "Ana Ruiz",
  qualifications: "Court-certified interpreter",
  file: { name: "letter-english.pdf", size: 1200 },
};
const render = (translation: TProjectFileTranslation | null) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ProjectTranslation projectId="p1" file={file} saved={translation} />
    </QueryClientProvider>,
  )
    .replace(/<[^>]+aria-label="([^"]+)"[^>]*>/g, " [$1] ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("a saved file's translation in the project editor", () => {
  it("offers to add one, naming the file, and says when the file has one", () => {
    expectText(render(null), {
      has: ["[Add English translation for carta.pdf]", "Add English translation"],
      lacks: ["With English translation"],
    });
    expectText(render(saved), {
      has: [
        "With English translation",
        "[Change the English translation for carta.pdf]",
        "Change translation",
      ],
      lacks: ["Add English translation"],
    });
  });

  it("is in Spanish when the interface is", async () => {
    await i18n.changeLanguage("es");
    const none = render(null);
    expect(none).toContain("Agregar traducción al inglés");
    expect(none).not.toContain("Add English translation");
    expectText(render(saved), {
      has: ["Con traducción al inglés", "Cambiar traducción"],
      lacks: ["With English"],
    });
  });
});
