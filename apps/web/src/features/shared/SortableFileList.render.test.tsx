// The one file list as drawn (HTML from the server renderer, no browser needed): the list named, every row with
// the same controls named for its file (drag handle, Edit description, Move up / Move down disabled at the ends,
// Remove), the exhibit label then the position, and who wrote a description the person did not (issue 37).
import { describe, expect, it } from "vitest";
import type { TDescriptionSource } from "@courtready/contracts";
import { SortableFileList } from "./SortableFileList.tsx";
import { readList, rowControls } from "./testMarkup.ts";

interface Item {
  id: string;
  name: string;
  text: string;
  source: TDescriptionSource;
}

const noop = () => undefined;

function render(items: Item[]) {
  return readList(
    <SortableFileList
      files={items}
      listName="Files in order"
      nameOf={(item) => item.name}
      labelOf={(index) => String.fromCharCode(65 + index)}
      row={(item) => ({ thumbnail: null, description: { text: item.text, source: item.source } })}
      onMove={noop}
      onRemove={noop}
      onDescribe={noop}
    />,
  );
}

describe("SortableFileList", () => {
  const items: Item[] = [
    { id: "a", name: "lease.pdf", text: "Lease I signed", source: "person" },
    { id: "b", name: "photo.jpg", text: "A kitchen", source: "ai" },
    { id: "c", name: "notes.txt", text: "", source: "person" },
    { id: "d", name: "IMG_0001.jpg", text: "Photo taken March 3, 2025", source: "file" },
  ];

  it("names the list and gives every row its controls, the moves disabled at the ends", () => {
    const { list, buttons } = render(items);
    expect(list).toBe("Files in order");
    expect(buttons).toEqual([
      ...rowControls("lease.pdf", true, false),
      ...rowControls("photo.jpg", false, false),
      ...rowControls("notes.txt", false, false),
      ...rowControls("IMG_0001.jpg", false, true),
    ]);
  });

  it("disables both moves of a file alone", () => {
    expect(render(items.slice(0, 1)).buttons).toEqual(rowControls("lease.pdf", true, true));
  });

  it("reads label, position, name and description, marked with who wrote it when the person did not", () => {
    const { rows } = render(items);
    expect(rows[0]).toMatch(/^Exhibit APosition 1lease\.pdf/);
    expect(rows[0]).toContain("Lease I signed");
    expect(rows[0]).not.toMatch(/AI|From the file/);
    expect(rows[1]).toContain("Suggested by AI:A kitchen");
    expect(rows[2]).toContain("No description yet");
    expect(rows[3]).toContain("From the file:Photo taken March 3, 2025");
    expect(rows[3]).not.toContain("AI");
  });

  it("draws no list when there are no files", () => {
    expect(render([]).list).toBeUndefined();
  });
});
