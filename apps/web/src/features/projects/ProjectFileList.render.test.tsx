// The project editor's rows in the shared file list (HTML from the server renderer): named "Files in exhibit
// order", the person's own description over the A.I one, "Not saved yet" on a file added since the last save and,
// once the project was filed, "Filed" or "Not filed yet".
import { describe, expect, it } from "vitest";
import { readList, rowControls } from "../shared/testMarkup.ts";
import { ProjectFileList } from "./ProjectFileList.tsx";
import type { EditFile } from "./projectRules.ts";

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

describe("the project editor's file list", () => {
  const files = [
    file("f1", "lease.pdf", { description: "Lease I signed", aiDescription: "A lease" }),
    file("f2", "receipt.pdf", { aiDescription: "A receipt for the deposit" }),
    file("new-1", "notice.pdf"),
  ];
  const render = (filedIds?: ReadonlySet<string>) =>
    readList(
      <ProjectFileList
        files={files}
        labels={["A", "B", "C"]}
        onMove={() => undefined}
        onRemove={() => undefined}
        onDescribe={() => undefined}
        filedIds={filedIds}
      />,
    );

  it("is the list the e2e specs read, with the shared controls", () => {
    const { list, buttons } = render();
    expect(list).toBe("Files in exhibit order");
    expect(buttons).toEqual([
      ...rowControls("lease.pdf", true, false),
      ...rowControls("receipt.pdf", false, false),
      ...rowControls("notice.pdf", false, true),
    ]);
  });

  it("shows the person's own description over the A.I one, and marks a file not saved yet", () => {
    const { rows } = render();
    expect(rows[0]).toMatch(/Exhibit APosition 1lease\.pdf/);
    expect(rows[0]).toContain("Lease I signed");
    expect(rows[0]).not.toContain("A.I");
    expect(rows[1]).toContain("A.I description:A receipt for the deposit");
    expect(rows[2]).toMatch(/Exhibit CPosition 3Not saved yetnotice\.pdf/);
    expect(rows.join()).not.toMatch(/Filed|Not filed yet/);
  });

  it("once filed, marks each file Filed or Not filed yet", () => {
    const { rows } = render(new Set(["f1"]));
    expect(rows[0]).toMatch(/Exhibit APosition 1Filedlease\.pdf/);
    expect(rows[1]).toContain("Not filed yet");
  });
});
