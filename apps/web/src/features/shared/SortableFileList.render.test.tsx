// The one file list as drawn (HTML from the server renderer, no browser needed): the list named, every row with
// the same controls named for its file (drag handle, Edit description, Move up / Move down disabled at the ends,
// Remove), the exhibit label then the position, and the A.I mark only on a description the A.I wrote.
import { describe, expect, it } from "vitest";
import { SortableFileList } from "./SortableFileList.tsx";
import { readList, rowControls } from "./testMarkup.ts";

interface Item {
  id: string;
  name: string;
  text: string;
  ai: boolean;
}

const noop = () => undefined;

function render(items: Item[]) {
  return readList(
    <SortableFileList
      files={items}
      listName="Files in order"
      nameOf={(item) => item.name}
      labelOf={(index) => String.fromCharCode(65 + index)}
      row={(item) => ({ thumbnail: null, description: { text: item.text, aiWritten: item.ai } })}
      onMove={noop}
      onRemove={noop}
      onDescribe={noop}
    />,
  );
}

describe("SortableFileList", () => {
  const items: Item[] = [
    { id: "a", name: "lease.pdf", text: "Lease I signed", ai: false },
    { id: "b", name: "photo.jpg", text: "A kitchen", ai: true },
    { id: "c", name: "notes.txt", text: "", ai: false },
  ];

  it("names the list and gives every row its controls, the moves disabled at the ends", () => {
    const { list, buttons } = render(items);
    expect(list).toBe("Files in order");
    expect(buttons).toEqual([
      ...rowControls("lease.pdf", true, false),
      ...rowControls("photo.jpg", false, false),
      ...rowControls("notes.txt", false, true),
    ]);
  });

  it("disables both moves of a file alone", () => {
    expect(render(items.slice(0, 1)).buttons).toEqual(rowControls("lease.pdf", true, true));
  });

  it("reads label, position, name and description, the A.I mark only where the A.I wrote it", () => {
    const { rows } = render(items);
    expect(rows[0]).toMatch(/^Exhibit APosition 1lease\.pdf/);
    expect(rows[0]).toContain("Lease I signed");
    expect(rows[0]).not.toContain("A.I");
    expect(rows[1]).toContain("A.I description:A kitchen");
    expect(rows[2]).toContain("No description yet");
  });

  it("draws no list when there are no files", () => {
    expect(render([]).list).toBeUndefined();
  });
});
