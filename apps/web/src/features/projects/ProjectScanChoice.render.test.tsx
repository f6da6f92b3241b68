// The project editor's scan choice (issue 37 §3), rendered on the server in English and Spanish: offered only with a
// limit to fit and after volumes were seen (or once smaller scans were chosen), the kept choice checked.
import { afterEach, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { TProject } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import { offersScanChoice, ProjectScanChoice } from "./ProjectScanChoice.tsx";
import { makeProject } from "./projectTestFactories.ts";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const render = (project: TProject, volumes: number | null) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ProjectScanChoice project={project} volumes={volumes} />
    </QueryClientProvider>,
  );

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("the project editor's scan choice", () => {
  it("is offered with a limit once volumes were seen or smaller scans chosen", () => {
    expect(offersScanChoice({ sizeLimit: "court" }, true)).toBe(true);
    expect(offersScanChoice({ sizeLimit: 1, compressScans: true }, false)).toBe(true);
    expect(offersScanChoice({ sizeLimit: 1, compressScans: false }, false)).toBe(false);
    expect(offersScanChoice({ sizeLimit: "none" }, true)).toBe(false);
    expect(offersScanChoice({}, true)).toBe(false);
  });

  it("says how many volumes came and checks the kept choice", () => {
    const html = render(makeProject({ sizeLimit: 1, compressScans: false }), 3);
    expect(text(html)).toContain("The last preview came in 3 volumes");
    expect(text(html)).toContain("Make the scans smaller");
    // "Split into volumes" (the second radio) is the kept choice.
    const radios = [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map((m) => m[0]);
    expect(radios.map((r) => r.includes("checked"))).toEqual([false, true]);
    expect(render(makeProject({ sizeLimit: 1 }), null)).toBe("");
  });

  it("is in Spanish when the interface is", async () => {
    await i18n.changeLanguage("es");
    const html = text(render(makeProject({ sizeLimit: 1, compressScans: true }), null));
    expect(html).toContain("Este proyecto reduce sus escaneos");
    expect(html).not.toContain("Make the scans smaller");
  });
});
