// Page edits as the builder, the saved project and the engine share them: what they give, what is refused, and the
// one form that tells two sets of edits apart.
import { describe, expect, it } from "vitest";
import { ZRenderFields } from "./build-request.ts";
import { ZPageEdits, applyPageEdits, canonicalPageEdits, noPageEdits } from "./page-edits.ts";

const pages = (r: ReturnType<typeof applyPageEdits>) =>
  "pages" in r ? r.pages.map((p) => (p.turn ? `${p.page}@${p.turn}` : String(p.page))) : r.problem.kind;

describe("page edits", () => {
  it("order lists pages first; the rest follow in the file's order; removed pages drop out; turns stay with their page", () => {
    expect(pages(applyPageEdits(4, { order: [3, 1] }))).toEqual(["3", "1", "2", "4"]);
    expect(pages(applyPageEdits(4, { order: [3, 1], remove: [1] }))).toEqual(["3", "2", "4"]);
    expect(pages(applyPageEdits(3, { rotate: [{ page: 2, turn: 90 }], order: [2] }))).toEqual([
      "2@90",
      "1",
      "3",
    ]);
    expect(pages(applyPageEdits(2, undefined))).toEqual(["1", "2"]);
  });

  it("refuses every page removed and a page past the end", () => {
    expect(pages(applyPageEdits(2, { remove: [1, 2] }))).toBe("allRemoved");
    expect(pages(applyPageEdits(2, { rotate: [{ page: 3, turn: 180 }] }))).toBe("pastEnd");
  });

  it("refuses a page named twice in a list, and turns other than quarter turns", () => {
    expect(ZPageEdits.safeParse({ remove: [1, 1] }).success).toBe(false);
    expect(ZPageEdits.safeParse({ order: [2, 2] }).success).toBe(false);
    expect(ZPageEdits.safeParse({ rotate: [{ page: 1, turn: 45 }] }).success).toBe(false);
    expect(ZPageEdits.safeParse({ rotate: [{ page: 0, turn: 90 }] }).success).toBe(false);
  });

  it("have one canonical form: lists sorted, an order restating the file's dropped (here, with 1 and 3 removed, 2, 4 is the file's order), no edits as none", () => {
    expect(
      canonicalPageEdits({
        remove: [3, 1],
        rotate: [
          { page: 4, turn: 90 },
          { page: 2, turn: 180 },
        ],
        order: [2, 1, 3, 4],
      }),
    ).toEqual({
      remove: [1, 3],
      rotate: [
        { page: 2, turn: 180 },
        { page: 4, turn: 90 },
      ],
    });
    expect(canonicalPageEdits({ order: [2, 1, 3, 4] })).toEqual({ order: [2] });
    expect(canonicalPageEdits({ order: [1, 2] })).toBeUndefined();
    // "3" alone puts 3 first and 1, 2, 4… after it: "3,1" and "3,1,2" say the same.
    expect(canonicalPageEdits({ order: [3, 1, 2] })).toEqual({ order: [3] });
    // Page 2 removed: 4 comes right after 3, 1 anyway, and a removed page's place is dropped.
    expect(canonicalPageEdits({ remove: [2], order: [3, 2, 1, 4] })).toEqual({ remove: [2], order: [3] });
    expect(noPageEdits({ remove: [] })).toBe(true);
    expect(noPageEdits({ remove: [2] })).toBe(false);
  });

  it("travel in a build request by file name", () => {
    const request = ZRenderFields.parse({
      pageEdits: JSON.stringify([{ name: "lease.pdf", edits: { remove: [2] } }]),
    });
    expect(request.pageEdits).toEqual([{ name: "lease.pdf", edits: { remove: [2] } }]);
    expect(ZRenderFields.parse({}).pageEdits).toEqual([]);
    expect(ZRenderFields.safeParse({ pageEdits: '[{"name":"a.pdf","edits":{"remove":[0]}}]' }).success).toBe(
      false,
    );
  });
});
