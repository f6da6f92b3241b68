// Which resumable uploads the builder and the project editor end (issue 40): a removed file's, and one whose file was
// replaced under the same id (an unlocked PDF in place of the locked one), so no build or check names the old bytes.
import { describe, expect, it } from "vitest";
import { uploadsToEnd } from "./useResumableUploads.ts";

const pdf = (name: string) => new File([new Uint8Array(4)], name, { type: "application/pdf" });
const locked = pdf("statement.pdf");
const other = pdf("lease.pdf");
const sending = new Map([
  ["a", { file: locked }],
  ["b", { file: other }],
]);

describe("uploadsToEnd", () => {
  it.each([
    ["keeps uploads whose files are still there", [{ id: "a", file: locked }], []],
    ["ends a removed file's upload", [], ["a"]],
    [
      "ends the upload of a file replaced under its id (an unlocked PDF)",
      [{ id: "a", file: pdf("x.pdf") }],
      ["a"],
    ],
    ["keeps the upload of a row that only lost its File", [{ id: "a", file: null }], []],
  ])("%s", (_case, rowA: { id: string; file: File | null }[], ended: string[]) => {
    expect(uploadsToEnd(sending, [...rowA, { id: "b", file: other }])).toEqual(ended);
  });
});
