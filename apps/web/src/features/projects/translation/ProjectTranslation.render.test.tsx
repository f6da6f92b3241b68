// A saved file's translation line in the project editor (HTML from the server renderer), in English and Spanish:
// it offers to add one, naming the file; a translated file says so and offers to change it.
import { describe, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { TProjectFileTranslation } from "@courtready/contracts";
import { expectText } from "@courtready/contracts/testing";
import { i18n } from "../../../i18n/index.ts";
import { ProjectTranslation } from "./ProjectTranslation.tsx";

const saved: TProjectFileTranslation = {
  translator: "Ana Ruiz",
  qualifications: "Court-certified interpreter",
  file: { name: "letter-english.pdf", size: 1200 },
};

/** The line as read aloud: each button's accessible name in brackets, then the words shown. */
function spoken(translation: TProjectFileTranslation | null): string {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ProjectTranslation projectId="p1" file={{ id: "f1", name: "carta.pdf" }} saved={translation} />
    </QueryClientProvider>,
  );
  const labels = [...html.matchAll(/aria-label="([^"]+)"/g)].map((match) => `[${match[1]}]`);
  return `${labels.join(" ")} ${html.replace(/<[^>]+>/g, " ")}`.replace(/&#x27;/g, "'");
}

describe("a saved file's translation in the project editor", () => {
  it("offers to add one, naming the file, and says when the file has one", () => {
    expectText(spoken(null), {
      has: ["[Add English translation for carta.pdf]", "Add English translation"],
      lacks: ["With English translation"],
    });
    expectText(spoken(saved), {
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
    try {
      expectText(spoken(null), {
        has: ["[Agregar traducción al inglés de carta.pdf]", "Agregar traducción al inglés"],
        lacks: ["Add English translation"],
      });
      expectText(spoken(saved), {
        has: ["Con traducción al inglés", "Cambiar traducción"],
        lacks: ["With English"],
      });
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
