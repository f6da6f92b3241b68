// The page-by-page view (HTML from the server renderer), in English and Spanish: one lazy picture per binder page with
// its box reserved, each labelled with its page number and its exhibit or the binder's own pages.
import { afterEach, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { i18n } from "../../../i18n/index.ts";
import { PageViewDialog } from "./PageViewDialog.tsx";
import { PICTURE_BOX } from "./pageView.ts";

const pages = {
  success: true as const,
  pagesUrl: "/api/builds/b1/pages",
  pageCount: 4,
  exhibits: [
    { label: "A", first: 3, last: 3 },
    { label: "B", first: 4, last: 4 },
  ],
};
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const render = (shown: typeof pages | null = pages) =>
  renderToStaticMarkup(
    <PageViewDialog open pages={shown} progress={<p>busy</p>} onClose={() => undefined} />,
  );

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("the page-by-page view", () => {
  it("shows one lazy picture per page, its size reserved, labelled with its page and exhibit", () => {
    const html = render();
    const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(4);
    expect(images[2]).toContain('src="/api/builds/b1/pages/3"');
    for (const img of images) {
      expect(img).toContain('loading="lazy"');
      expect(img).toContain(`width="${PICTURE_BOX.width}"`);
      expect(img).toContain(`height="${PICTURE_BOX.height}"`);
    }
    expect(images[0]).toContain('alt="Page 1 of your binder: Cover and index"');
    expect(images[3]).toContain('alt="Page 4 of your binder: Exhibit B"');
    expect(text(html)).toContain("4 pages, as Generate will make it.");
  });

  it("shows the build's progress until the pages are there", () => {
    const html = render(null);
    expect(html).not.toContain("<img");
    expect(text(html)).toContain("busy");
  });

  it("is in Spanish when the interface is", async () => {
    await i18n.changeLanguage("es");
    const html = text(render());
    expect(html).toContain("Página 3");
    expect(html).toContain("Prueba A");
    expect(html).toContain("Portada e índice");
    expect(html).not.toContain("Cover and index");
  });
});
