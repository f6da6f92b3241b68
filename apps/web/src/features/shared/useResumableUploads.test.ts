// Which resumable uploads the builder and the project editor end (issue 40): a removed file's, and one whose file was
// replaced under the same id (an unlocked PDF in place of the locked one), so no build or check names the old bytes.
import { describe, expect, it } from "vitest";
import { uploadsToEnd } from "./useResumableUploads.ts";

const pdf = (name: string) => new File([new Uint8Array(4)], name, { type: "application/pdf" });

describe("uploadsToEnd", () => {
  const locked = pdf("statement.pdf");
  const other = pdf("lease.pdf");
  const sending = new Map([
    ["a", { file: locked }],
    ["b", { file: other }],
  ]);

  it("keeps uploads whose files are still there as they were", () => {
    expect(
      uploadsToEnd(sending, [
        { id: "a", file: locked },
        { id: "b", file: other },
      ]),
    ).toEqual([]);
  });

  it("ends a removed file's upload", () => {
    expect(uploadsToEnd(sending, [{ id: "b", file: other }])).toEqual(["a"]);
  });

  it("ends the upload of a file replaced under its id, such as the opened copy of a locked PDF", () => {
    const opened = pdf("statement.pdf");
    expect(
      uploadsToEnd(sending, [
        { id: "a", file: opened },
        { id: "b", file: other },
      ]),
    ).toEqual(["a"]);
  });

  it("keeps the upload of a row that only lost its File", () => {
    expect(
      uploadsToEnd(sending, [
        { id: "a", file: null },
        { id: "b", file: other },
      ]),
    ).toEqual([]);
  });
});
