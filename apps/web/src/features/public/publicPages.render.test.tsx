// The public pages rendered in Spanish (HTML from the server renderer): each page group shows its Spanish words and
// none of the English ones it used to hard-code; the legal pages add the "English version governs" line only in
// Spanish, and the help page says the binder itself is made in English.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/index.ts";
import { COVERAGE_FIXTURE } from "./coverageFixture.ts";
import { SignInRequired } from "../../components/SignInRequired.tsx";
import { PlaceholderPage } from "../../components/PlaceholderPage.tsx";
import AboutPage from "../../routes/About.tsx";
import ContactPage from "../../routes/Contact.tsx";
import FileFormatsPage from "../../routes/FileFormats.tsx";
import HelpPage from "../../routes/Help.tsx";
import NotFoundPage from "../../routes/NotFound.tsx";
import PrivacyPage from "../../routes/Privacy.tsx";
import SitemapPage from "../../routes/Sitemap.tsx";
import TermsPage from "../../routes/Terms.tsx";
import { LandingPage } from "./LandingPage.tsx";
import { expectText } from "@courtready/contracts/testing";

/** The page's HTML, rendered with a signed-out visitor and the court summary loaded. */
function html(page: ReactElement): string {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, queryFn: () => Promise.reject(new Error("no network")) } },
  });
  client.setQueryData(["/api/auth/user"], null);
  client.setQueryData(["/api/presets/summary"], { coverage: COVERAGE_FIXTURE });
  client.setQueryData(["/api/ai/provider"], { provider: null });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The page's visible text, tags dropped. */
function text(page: ReactElement): string {
  return html(page)
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("the public pages in Spanish", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("es");
  });
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("shows the landing page, its ticker and the court count in Spanish", () => {
    const page = text(<LandingPage />);
    expectText(page, {
      has: [
        "Convierta sus pruebas en una carpeta lista para la corte",
        "Hoy es",
        "3,007 cortes en 50 estados, DC y 5 territorios",
        "Lo que hace CourtReady",
        "Respuesta a un desalojo",
        "Esta es información general, no asesoría legal.",
      ],
      lacks: [
        "Turn your evidence into a court-ready exhibit binder",
        "What CourtReady does",
        "Technical capabilities",
      ],
    });
  });

  it("explains the builder in Spanish and says the binder is made in English", () => {
    const page = text(<HelpPage />);
    expectText(page, {
      has: ["Cinco pasos para su carpeta", "la carpeta que crea está en inglés", "Escanee a 300 dpi."],
    });
    // The words of a sentence's link are inside the link, not after an empty one.
    const links = [...html(<HelpPage />).matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)</g)];
    const linked = new Map(links.map((match) => [match[1], match[2]]));
    expect(linked.get("/sitemap#binder-types-title")).toBe("lista de tipos de carpeta");
    expect(linked.get("/contact")).toBe("Escriba a soporte");
    expect(page).not.toContain("Five steps to your binder");
    expect(page).not.toContain("Best practices");
  });

  it("shows the file formats page in Spanish, file endings unchanged", () => {
    const page = text(<FileFormatsPage />);
    expectText(page, {
      has: [
        "Formatos aceptados",
        "Presentaciones de PowerPoint",
        ".ppt, .pptx",
        "“Este PDF está protegido con contraseña”",
      ],
    });
    expect(html(<FileFormatsPage />)).toMatch(/href="\/contact"[^>]*>Escriba a soporte</);
    expect(page).not.toContain("Supported formats");
    expect(page).not.toContain("What to do instead");
  });

  it("shows the terms and the privacy policy in Spanish, with the English version governing", () => {
    const terms = text(<TermsPage />);
    expectText(terms, {
      has: [
        "Términos del servicio",
        "vale la versión en inglés",
        "3 de agosto de 2025",
        "13. Cerrar su cuenta, la ley que se aplica y los cambios",
      ],
      lacks: ["Agreeing to these terms"],
    });
    const privacy = text(<PrivacyPage />);
    expectText(privacy, {
      has: [
        "Política de privacidad",
        "vale la versión en inglés",
        "Hoy no hay ningún proveedor externo de IA configurado",
      ],
      lacks: ["Information we collect"],
    });
  });

  it("shows about, contact, site map, not found and the sign-in page in Spanish", () => {
    const about = text(<AboutPage />);
    expectText(about, {
      has: ["Nuestra misión", "También tiene información de 3,007 cortes"],
      lacks: ["Our mission"],
    });
    const contact = text(<ContactPage />);
    expectText(contact, { has: ["Contactar a soporte", "Reportar un problema"], lacks: ["Send Message"] });
    const sitemap = text(<SitemapPage />);
    expectText(sitemap, {
      has: [
        "Páginas principales",
        "Respuesta a un desalojo",
        "Buscar un abogado",
        "(se abre en una pestaña nueva)",
      ],
      lacks: ["Main Pages"],
    });
    const notFound = text(<NotFoundPage />);
    expect(notFound).toContain("Página no encontrada");
    expect(notFound).not.toContain("Return to Home");
    const signIn = text(
      <SignInRequired what="sus proyectos guardados">
        <p>private</p>
      </SignInRequired>,
    );
    expect(signIn).toContain("Inicie sesión o cree una cuenta gratis para ver sus proyectos guardados.");
    expect(signIn).not.toContain("private");
    expect(text(<PlaceholderPage title="Membresía" />)).toContain("se está construyendo");
  });
});

describe("the public pages in English", () => {
  it("keep their English words and add no translation notice", () => {
    const terms = text(<TermsPage />);
    expect(terms).toContain("Effective and last updated August 3, 2025");
    expect(terms).not.toContain("English version governs");
    const help = text(<HelpPage />);
    expect(help).toContain("Five steps to your binder");
    expect(help).not.toContain("always in English");
    expect(text(<LandingPage />)).toContain("3,007 courts in 50 states, DC and 5 territories");
  });
});
