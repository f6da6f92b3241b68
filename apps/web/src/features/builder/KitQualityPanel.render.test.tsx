// The enhanced kit's verdict panel in both languages: the verdict in words (never colour alone), the report's own
// lines as the engine wrote them, and where the full report is.
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/index.ts";
import { KitQualityPanel } from "./KitQualityPanel.tsx";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the kit quality panel", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("says the verdict and lists the report's lines in English", () => {
    const html = renderToStaticMarkup(
      <KitQualityPanel
        quality={{ status: "fix", summary: ["Page 3 shows a full Social Security number."] }}
      />,
    );
    expect(text(html)).toContain("Before you file: Fix before filing");
    expect(text(html)).toContain("Page 3 shows a full Social Security number.");
    expect(html).toContain("border-red-700");
  });

  it("speaks Spanish, keeping the engine's report lines as written", async () => {
    await i18n.changeLanguage("es");
    const fix = text(
      renderToStaticMarkup(
        <KitQualityPanel
          quality={{ status: "check", summary: ["Page 3 shows a full Social Security number."] }}
        />,
      ),
    );
    expect(fix).toContain("Antes de presentar: Revise antes de presentar");
    expect(fix).toContain("quality-report.html");
    expect(fix).not.toContain("Before you file");
    expect(fix).toContain("Page 3 shows a full Social Security number.");
    const ok = text(renderToStaticMarkup(<KitQualityPanel quality={{ status: "ok", summary: [] }} />));
    expect(ok).toContain("Lista para presentar");
    expect(ok).toContain("La revisión de calidad no encontró nada que corregir.");
    expect(ok).not.toContain("The quality check found nothing to fix.");
  });
});
