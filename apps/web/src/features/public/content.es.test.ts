// The public pages' pure builders in both languages: English is what contracts and the server say, Spanish has the
// same structure (sections, formats, links) with Spanish words, and the binder's words are never translated.
import { describe, expect, it } from "vitest";
import { ACCEPTED_FORMATS_SENTENCE, MESSAGE_EXPORT_FORMATS, SESSION_COOKIE } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import { COVERAGE_FIXTURE } from "./coverageFixture.ts";
import {
  acceptedFormatsSentence,
  supportedFormats,
  troubleshooting,
  unsupportedFormats,
} from "./fileFormats.ts";
import { aiProviderSentence, privacySections, retentionPoints, termsSections } from "./legal.ts";
import { coverageSentence, formatTickerDate } from "./landingText.ts";
import { sitemapGroups } from "./sitemap.ts";

const es = {
  fileFormats: i18n.getFixedT("es", "fileFormats"),
  legal: i18n.getFixedT("es", "legal"),
  landing: i18n.getFixedT("es", "landing"),
  pages: i18n.getFixedT("es", "pages"),
};
const en = {
  fileFormats: i18n.getFixedT("en", "fileFormats"),
  landing: i18n.getFixedT("en", "landing"),
};

describe("the accepted formats sentence", () => {
  it("is contracts' sentence in English, and names the same formats in Spanish", () => {
    expect(acceptedFormatsSentence(en.fileFormats)).toBe(ACCEPTED_FORMATS_SENTENCE);
    const spanish = acceptedFormatsSentence(es.fileFormats);
    expect(spanish).toMatch(/^PDF, fotos \(JPG, /);
    expect(spanish).toContain("WhatsApp .txt o .zip");
  });
});

describe("the file formats in Spanish", () => {
  it("keep the endings and the message exports' order, with Spanish names and steps", () => {
    const english = supportedFormats(en.fileFormats);
    const spanish = supportedFormats(es.fileFormats);
    expect(spanish.map((f) => f.extensions)).toEqual(english.map((f) => f.extensions));
    expect(english.slice(-MESSAGE_EXPORT_FORMATS.length).map((f) => f.name)).toEqual(
      MESSAGE_EXPORT_FORMATS.map((f) => f.name),
    );
    expect(english.slice(-MESSAGE_EXPORT_FORMATS.length).map((f) => f.details[0])).toEqual(
      MESSAGE_EXPORT_FORMATS.map((f) => f.how),
    );
    expect(spanish.map((f) => f.name)).toContain("Fotos e imágenes");
    expect(unsupportedFormats(es.fileFormats)[0]).toEqual({
      name: "Presentaciones de PowerPoint",
      examples: ".ppt, .pptx",
      instead: "En PowerPoint, elija Archivo › Exportar › PDF y suba el PDF.",
    });
    expect(troubleshooting(es.fileFormats).every((item) => item.steps.length > 0)).toBe(true);
  });
});

describe("the legal pages in Spanish", () => {
  it("have the same 13 sections with Spanish titles, and say the same about keeping files", () => {
    const terms = termsSections(es.legal);
    const privacy = privacySections({ aiProvider: null }, es.legal);
    expect(terms.map((s) => s.id)).toEqual(termsSections().map((s) => s.id));
    expect(privacy.map((s) => s.id)).toEqual(privacySections({ aiProvider: null }).map((s) => s.id));
    for (const [index, section] of [...terms, ...privacy].entries())
      expect(section.title).toMatch(new RegExp(`^${(index % 13) + 1}\\. `));
    const points = retentionPoints(es.legal);
    expect(points[1]).toContain("se borran 24 horas después");
    for (const point of points) {
      expect(JSON.stringify(terms)).toContain(JSON.stringify(point));
      expect(JSON.stringify(privacy)).toContain(JSON.stringify(point));
    }
    expect(JSON.stringify(privacy)).toContain(`${SESSION_COOKIE}: mantiene su sesión iniciada`);
  });

  it("name the outside AI provider, or say none is set up, or that the page could not check", () => {
    expect(aiProviderSentence("Example AI", es.legal)).toContain("se envía a Example AI");
    expect(aiProviderSentence(null, es.legal)).toContain("no hay ningún proveedor externo de IA");
    expect(aiProviderSentence(undefined, es.legal)).toContain("no pudo revisarlo");
  });
});

describe("the landing page's words in Spanish", () => {
  it("counts courts and places with Spanish plurals", () => {
    expect(coverageSentence(COVERAGE_FIXTURE, es.landing)).toBe(
      "3,007 cortes en 50 estados, DC y 5 territorios",
    );
    expect(
      coverageSentence(
        { ...COVERAGE_FIXTURE, courts: 1, jurisdictions: 2, states: 1, territories: 1 },
        es.landing,
      ),
    ).toBe("1 corte en 1 estado y 1 territorio");
    expect(coverageSentence(COVERAGE_FIXTURE, en.landing)).toBe(
      "3,007 courts in 50 states, DC and 5 territories",
    );
  });

  it("writes the ticker's date in Spanish", () => {
    expect(formatTickerDate(new Date(2026, 2, 3, 9), "es")).toBe("martes, 3 de marzo de 2026");
  });
});

describe("the site map in Spanish", () => {
  it("has the same links in the same groups, with Spanish names", () => {
    const english = sitemapGroups();
    const spanish = sitemapGroups(es.pages);
    expect(spanish.map((g) => g.links.map((l) => l.to))).toEqual(
      english.map((g) => g.links.map((l) => l.to)),
    );
    expect(spanish.map((g) => g.title)).toContain("Ayuda y recursos");
    expect(spanish.flatMap((g) => g.links).find((l) => l.to === "/terms")?.label).toBe(
      "Términos del servicio",
    );
  });
});
