// The one file list as each screen draws it, as HTML from the server renderer (no browser needed): the builder's
// and the project editor's rows carry the same controls with the same accessible names (drag handle, Move up /
// Move down disabled at the ends, Remove, Edit description), the exhibit label then the position, the A.I mark on
// a description the A.I wrote, and each screen's own marks (kind and size; Not saved yet, Filed, Not filed yet).
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import type { ReactElement } from "react";
import { FileList } from "../builder/FileList.tsx";
import { buildFile } from "../builder/testFactories.ts";
import { ProjectFileList } from "../projects/ProjectFileList.tsx";
import type { EditFile } from "../projects/projectRules.ts";

/** The list's items as text (a picture's tile reads first: "PDF"), and every button's accessible name with whether it is disabled. */
function read(element: ReactElement) {
  const html = renderToStaticMarkup(element);
  const list = /<ol [^>]*aria-label="([^"]+)"/.exec(html)?.[1];
  const rows = html
    .split("<li")
    .slice(1)
    .map((part) =>
      part
        .slice(part.indexOf(">") + 1)
        .replace(/<[^>]+>/g, "")
        .replace(/&#x27;/g, "'")
        .trim(),
    );
  const buttons = [...html.matchAll(/<button ([^>]*)>/g)].map((match) => {
    const attributes = match[1]!;
    return `${/aria-label="([^"]+)"/.exec(attributes)?.[1] ?? "?"}${attributes.includes('disabled=""') ? " (disabled)" : ""}`;
  });
  return { list, rows, buttons };
}

const CONTROLS = (name: string, first: boolean, last: boolean) => [
  `Drag ${name} to reorder`,
  `Edit description of ${name}`,
  `Move ${name} up${first ? " (disabled)" : ""}`,
  `Move ${name} down${last ? " (disabled)" : ""}`,
  `Remove ${name}`,
];

const noop = () => undefined;

describe("the builder's file list", () => {
  const files = [
    buildFile("lease.pdf", { bytes: 2048, description: "Lease signed March 1", isAiGenerated: false }),
    buildFile("photo.jpg", { description: "A photo of the kitchen", isAiGenerated: true }),
  ];
  const { list, rows, buttons } = read(
    <FileList
      files={files}
      labelFor={(index) => String(index + 1)}
      describing={new Set()}
      onMove={noop}
      onRemove={noop}
      onDescribe={noop}
      onEmptied={noop}
      onUnlock={() => Promise.resolve()}
    />,
  );

  it("names the list and gives every row the same controls, the moves disabled at the ends", () => {
    expect(list).toBe("Your files, in exhibit order");
    expect(buttons).toEqual([...CONTROLS("lease.pdf", true, false), ...CONTROLS("photo.jpg", false, true)]);
  });

  it("shows the label, position, name, kind and size, and marks the A.I's description", () => {
    expect(rows[0]).toMatch(/Exhibit 1Position 1lease\.pdfPDF · 2(\.0)? KBLease signed March 1/);
    expect(rows[0]).not.toContain("A.I");
    expect(rows[1]).toMatch(/Exhibit 2Position 2photo\.jpg/);
    expect(rows[1]).toContain("A.I description:A photo of the kitchen");
  });
});

describe("the project editor's file list", () => {
  const file = (id: string, name: string, overrides: Partial<EditFile> = {}): EditFile => ({
    id,
    filename: name,
    originalName: name,
    exhibitLabel: "",
    description: "",
    aiDescription: null,
    sortOrder: 0,
    fileUrl: null,
    fileType: "application/pdf",
    ...overrides,
  });
  const files = [
    file("f1", "lease.pdf", { description: "Lease I signed", aiDescription: "A lease" }),
    file("f2", "receipt.pdf", { aiDescription: "A receipt for the deposit" }),
    file("new-1", "notice.pdf"),
  ];
  const render = (filedIds?: ReadonlySet<string>) =>
    read(
      <ProjectFileList
        files={files}
        labels={["A", "B", "C"]}
        onMove={noop}
        onRemove={noop}
        onDescribe={noop}
        filedIds={filedIds}
      />,
    );

  it("names the list and gives every row the builder's controls", () => {
    const { list, buttons } = render();
    expect(list).toBe("Files in exhibit order");
    expect(buttons).toEqual([
      ...CONTROLS("lease.pdf", true, false),
      ...CONTROLS("receipt.pdf", false, false),
      ...CONTROLS("notice.pdf", false, true),
    ]);
  });

  it("shows the person's own description over the A.I one, and marks a file not saved yet", () => {
    const { rows } = render();
    expect(rows[0]).toMatch(/Exhibit APosition 1lease\.pdf/);
    expect(rows[0]).toContain("Lease I signed");
    expect(rows[0]).not.toContain("A.I");
    expect(rows[1]).toContain("A.I description:A receipt for the deposit");
    expect(rows[2]).toMatch(/Exhibit CPosition 3Not saved yetnotice\.pdf/);
    expect(rows[2]).toContain("No description yet");
    expect(rows.join()).not.toMatch(/Filed|Not filed yet/);
  });

  it("once filed, marks each file Filed or Not filed yet", () => {
    const { rows } = render(new Set(["f1"]));
    expect(rows[0]).toMatch(/Exhibit APosition 1Filedlease\.pdf/);
    expect(rows[1]).toContain("Not filed yet");
  });
});
