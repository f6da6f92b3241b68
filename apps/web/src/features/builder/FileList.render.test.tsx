// The builder's rows in the shared file list (HTML from the server renderer): named "Your files, in exhibit
// order", each file's kind and size after its name, and who wrote a description the person did not (issue 37).
import { describe, expect, it } from "vitest";
import { readList, rowControls } from "../shared/testMarkup.ts";
import { FileList } from "./FileList.tsx";
import { buildFile } from "./testFactories.ts";

/** The list as the builder shows it, numbered from 1, every handler a no-op. */
function listOf(files: ReturnType<typeof buildFile>[]) {
  return readList(
    <FileList
      files={files}
      labelFor={(index) => String(index + 1)}
      describing={new Set()}
      onMove={() => undefined}
      onRemove={() => undefined}
      onDescribe={() => undefined}
      onEmptied={() => undefined}
      onUnlock={() => Promise.resolve()}
      onChooseMessages={() => undefined}
    />,
  );
}

describe("the builder's file list", () => {
  const files = [
    buildFile("lease.pdf", { bytes: 2048, description: "Lease signed March 1", descriptionSource: "person" }),
    buildFile("photo.jpg", { description: "A photo of the kitchen", descriptionSource: "ai" }),
    buildFile("IMG_0001.jpg", { description: "Photo taken March 3, 2025", descriptionSource: "file" }),
  ];
  const { list, rows, buttons } = listOf(files);

  it("is the list the spec names, with the shared controls", () => {
    expect(list).toBe("Your files, in exhibit order");
    expect(buttons).toEqual([
      ...rowControls("lease.pdf", true, false),
      ...rowControls("photo.jpg", false, false),
      ...rowControls("IMG_0001.jpg", false, true),
    ]);
  });

  it("shows each file's kind and size, and who wrote a description that is not the person's", () => {
    expect(rows[0]).toMatch(/Exhibit 1Position 1lease\.pdfPDF · 2(\.0)? KBLease signed March 1/);
    expect(rows[0]).not.toMatch(/AI|From the file/);
    expect(rows[1]).toMatch(/Exhibit 2Position 2photo\.jpgPhoto · /);
    expect(rows[1]).toContain("Suggested by AI:A photo of the kitchen");
    // Read off the photo's own data: not called AI.
    expect(rows[2]).toContain("From the file:Photo taken March 3, 2025");
    expect(rows[2]).not.toContain("AI");
  });
});

describe("a row with no description", () => {
  const { rows } = listOf([
    buildFile("notes.pdf"),
    buildFile("chat.zip", {
      check: { state: "messages", summary: { exportApp: "WhatsApp", conversations: [] } },
    }),
  ]);

  it("asks for one on a document, but not on a message export, whose index line is made from the messages picked", () => {
    expect(rows[0]).toContain("No description yet");
    expect(rows[0]).toContain("Add a description");
    expect(rows[1]).toContain("Made for you from the messages you pick");
    expect(rows[1]).not.toContain("No description yet");
    expect(rows[1]).not.toContain("Add a description");
  });
});
