// The library's Upload Files dialog in Spanish (HTML from the server renderer, no browser needed): its title, hint,
// fields and buttons are Spanish, and switching back gives the English ones.
import { afterEach, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MAX_FILE_MB } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import { UploadDialog } from "./UploadDialog.tsx";

const render = () =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <UploadDialog open onClose={() => {}} />
    </QueryClientProvider>,
  );

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("UploadDialog", () => {
  it("is in English by default", () => {
    const html = render();
    expect(html).toContain("Upload Files");
    expect(html).toContain(`Up to ${MAX_FILE_MB} MB each.`);
    expect(html).toContain("PDF, photos (JPG, PNG");
  });

  it("is in Spanish once Spanish is chosen", async () => {
    await i18n.changeLanguage("es");
    const html = render();
    expect(html).toContain("Subir archivos");
    expect(html).toContain(`Hasta ${MAX_FILE_MB} MB cada uno.`);
    expect(html).toContain("Sin categoría");
    expect(html).toContain("(opcional, separadas por comas)");
    expect(html).not.toContain("Upload Files");
    expect(html).not.toContain("Your notes");
    // The list of formats is the files catalogue's, not contracts' English one.
    expect(html).toContain("PDF, fotos (JPG, PNG");
    expect(html).not.toContain("text-message or e-mail exports");
  });
});
