// Verification's search of the whole file's qdf dump (issue 43), handed over in pieces as qpdf writes it: a value or
// an attachment key cut between two pieces is found as in one piece, without case, and nothing else is.
import { describe, expect, it } from "vitest";
import { DumpSearch } from "./verify.ts";

/** The dump cut at every `size` characters, searched piece by piece. */
function searched(dump: string, values: string[], size: number): DumpSearch {
  const search = new DumpSearch(values);
  for (let at = 0; at < dump.length; at += size) search.piece(dump.slice(at, at + size));
  return search;
}

describe("DumpSearch", () => {
  const dump =
    "1 0 obj\n<< /Type /EmbeddedFile >>\nendobj\nBT (Account 4111-2222) Tj ET\n(SSN 123-45-6789) Tj\n";

  it("finds each value and an attached file wherever the pieces are cut", () => {
    for (const size of [1, 2, 3, 5, 7, 13, 64, dump.length]) {
      const search = searched(dump, ["123-45-6789", "ACCOUNT 4111-2222", "999-99-9999", "abc"], size);
      expect([...search.found].sort(), `pieces of ${size}`).toEqual(["123-45-6789", "account 4111-2222"]);
      expect(search.attached, `pieces of ${size}`).toBe(true);
    }
  });

  it("finds nothing in a clean dump, and takes values of fewer than four characters as nothing to look for", () => {
    const search = searched("BT (Account XXXX-2222) Tj ET\n/Type /Page\n", ["4111-2222", "Tj"], 4);
    expect([...search.found]).toEqual([]);
    expect(search.attached).toBe(false);
  });
});
