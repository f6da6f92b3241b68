// "Group into sections" and an exhibit row's section select (HTML from the server renderer), in English and
// Spanish: the panel's label and button, the select naming its file with "No section" and the names made, and
// what stops the sections said before Generate.
import { afterEach, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { i18n } from "../../../i18n/index.ts";
import { SectionSelect, SectionsPanel } from "./SectionsPanel.tsx";
import type { Sections } from "./useSections.ts";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const sections = (over: Partial<Sections> = {}): Sections => ({
  names: ["Lease and notices", "Payments"],
  addName: () => undefined,
  byFile: new Map([["a", "Payments"]]),
  set: () => undefined,
  forBuild: () => [],
  problem: null,
  adopt: () => undefined,
  error: null,
  settled: () => Promise.resolve(),
  ...over,
});

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("Group into sections", () => {
  it("names a section with a labelled box and lists the sections made", () => {
    const html = renderToStaticMarkup(<SectionsPanel sections={sections()} fileCount={3} />);
    expect(text(html)).toContain("Group into sections");
    expect(text(html)).toContain("Section name");
    expect(text(html)).toContain("Add section");
    expect(text(html)).toContain("Sections: Lease and notices · Payments.");
    expect(html).not.toContain('role="alert"');
  });

  it("says which exhibit is in no section", () => {
    const html = renderToStaticMarkup(
      <SectionsPanel sections={sections({ problem: { kind: "ungrouped", position: 1 } })} fileCount={3} />,
    );
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain("Exhibit 2 is in no section.");
  });

  it("is not offered for a single file", () => {
    expect(renderToStaticMarkup(<SectionsPanel sections={sections()} fileCount={1} />)).toBe("");
  });

  it("gives each row a select naming its file, its section chosen", () => {
    const html = renderToStaticMarkup(
      <SectionSelect file={{ id: "a", name: "receipt.pdf" }} sections={sections()} />,
    );
    expect(html).toContain('aria-label="Section of receipt.pdf"');
    expect(html).toMatch(/<option value="Payments" selected="">Payments<\/option>/);
    expect(text(html)).toContain("No section");
    expect(
      renderToStaticMarkup(
        <SectionSelect file={{ id: "a", name: "x" }} sections={sections({ names: [] })} />,
      ),
    ).toBe("");
  });

  it("is in Spanish when the interface is", async () => {
    await i18n.changeLanguage("es");
    const html = text(
      renderToStaticMarkup(
        <SectionsPanel
          sections={sections({ problem: { kind: "apart", title: "Payments" } })}
          fileCount={3}
        />,
      ),
    );
    expect(html).toContain("Agrupar en secciones");
    expect(html).toContain("Payments&quot; no están juntas.");
    expect(html).not.toContain("Group into sections");
    const select = text(
      renderToStaticMarkup(<SectionSelect file={{ id: "a", name: "r.pdf" }} sections={sections()} />),
    );
    expect(select).toContain("Sin sección");
  });
});
