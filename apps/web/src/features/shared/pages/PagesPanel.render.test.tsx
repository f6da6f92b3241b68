// The row's Pages button (HTML from the server renderer), in English and Spanish: it names its file, says how many
// pages the file has, and once edited how many of them the binder shows; for a saved project's file, whose count is
// read when the panel opens, only whether its pages are edited.
import { afterEach, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { i18n } from "../../../i18n/index.ts";
import { PagesPanel } from "./PagesPanel.tsx";

const file = { id: "a", name: "lease.pdf" };
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const render = (edits?: { remove: number[] }) =>
  renderToStaticMarkup(
    <PagesPanel file={file} source={null} pageCount={4} edits={edits} onChange={() => undefined} />,
  );
const renderSaved = (edits?: { remove: number[] }) =>
  renderToStaticMarkup(
    <PagesPanel
      file={file}
      source={{ kind: "saved", projectId: "p1", fileId: "a" }}
      pageCount={undefined}
      edits={edits}
      onChange={() => undefined}
    />,
  );

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("an exhibit row's Pages button", () => {
  it("names its file and counts its pages, then the pages the binder keeps", () => {
    const none = render();
    expect(none).toContain('aria-label="Pages of lease.pdf: turn, remove or reorder"');
    expect(none).toContain('aria-expanded="false"');
    expect(text(none)).toContain("4 pages");
    expect(text(render({ remove: [2] }))).toContain("3 pages of 4 in the binder");
  });

  it("on a saved project's file, says only whether its pages are edited until it opens", () => {
    const none = renderSaved();
    expect(none).toContain('aria-label="Pages of lease.pdf: turn, remove or reorder"');
    expect(text(none)).not.toMatch(/\d+ pages?/);
    expect(text(none)).not.toContain("Pages edited");
    expect(text(renderSaved({ remove: [2] }))).toContain("Pages edited");
  });

  it("is in Spanish when the interface is", async () => {
    await i18n.changeLanguage("es");
    expect(text(render())).toContain("Páginas");
    expect(text(render({ remove: [2, 3, 4] }))).toContain("1 página de 4 en la carpeta");
  });
});
