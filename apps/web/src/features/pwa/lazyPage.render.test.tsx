// What a page shows while its code arrives, or when it cannot: in the reader's language, as the spinner and the
// dialog's close button it uses (namespace ui).
import { describe, expect, it } from "vitest";
import { CloseButton } from "../../components/ui/close-button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { renderMarkup } from "../shared/renderInLanguage.tsx";
import { PageLoadFailed, PageLoading } from "./lazyPage.tsx";
import { expectText } from "@courtready/contracts/testing";

const noop = () => {};

describe("page loading and its failure", () => {
  it("speak Spanish", async () => {
    expect(await renderMarkup(<PageLoading />, "es")).toContain('aria-label="Cargando la página"');
    const failed = await renderMarkup(<PageLoadFailed />, "es");
    expectText(failed, { has: ["No se pudo abrir esta página", "Intentar otra vez"], lacks: ["Try again"] });
  });

  it("name the spinner and the close button in Spanish, and in English as before", async () => {
    const spanish = await renderMarkup(
      <>
        <Spinner />
        <CloseButton onClick={noop} />
      </>,
      "es",
    );
    expect(spanish).toContain('aria-label="Cargando"');
    expect(spanish).toContain('aria-label="Cerrar"');
    const english = await renderMarkup(
      <>
        <Spinner />
        <CloseButton onClick={noop} />
      </>,
      "en",
    );
    expect(english).toContain('aria-label="Loading"');
    expect(english).toContain('aria-label="Close"');
  });
});
