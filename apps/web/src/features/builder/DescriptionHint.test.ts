// Which rows Generate's description question lists (issue 19, issue 37): a generic description, and one the person
// did not write (read off the file, or suggested by AI); never one they wrote themselves.
import { describe, expect, it } from "vitest";
import { filesNeedingDescription } from "./DescriptionHint.tsx";
import { buildFile } from "./testFactories.ts";

describe("filesNeedingDescription", () => {
  it("lists generic, file-made and AI descriptions, in order, and leaves the person's own", () => {
    const files = [
      buildFile("lease.pdf", { description: "Lease I signed in March", descriptionSource: "person" }),
      buildFile("photo.jpg", { description: "Photo taken March 3, 2025", descriptionSource: "file" }),
      buildFile("bill.pdf", { description: "Plumbing invoice for $1,250.00", descriptionSource: "ai" }),
      buildFile("scan.pdf", { description: "PDF document, 2 pages", descriptionSource: "person" }),
      buildFile("notes.txt"),
    ];
    expect(filesNeedingDescription(files).map((f) => f.name)).toEqual([
      "photo.jpg",
      "bill.pdf",
      "scan.pdf",
      "notes.txt",
    ]);
  });

  it("lists nothing once the person has described every file", () => {
    expect(filesNeedingDescription([buildFile("lease.pdf", { description: "Lease I signed" })])).toEqual([]);
  });
});
