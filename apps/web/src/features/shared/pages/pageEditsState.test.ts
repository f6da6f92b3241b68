// The Pages panel's rules: turning, removing (never the last page), moving, and what the build and a saved project
// are sent: the same edits whichever way the person got there.
import { describe, expect, it } from "vitest";
import {
  draftFromEdits,
  editsOf,
  keptCount,
  movePage,
  pageEditsForBuild,
  toggleRemoved,
  turnPage,
  untouched,
} from "./pageEditsState.ts";

describe("the Pages panel's draft", () => {
  it("turns, removes and moves pages, and sends the edits in their one form", () => {
    let draft = untouched(4);
    draft = turnPage(draft, 0);
    draft = toggleRemoved(draft, 1)!;
    draft = movePage(draft, 2, -1)!; // 3 above the removed 2
    draft = movePage(draft, 1, -1)!; // 3 above 1
    expect(draft.map((p) => p.page)).toEqual([3, 1, 2, 4]);
    expect(keptCount(draft)).toBe(3);
    // Every page in its place, the removed one too (so the panel shows it where it was).
    expect(editsOf(draft)).toEqual({ remove: [2], rotate: [{ page: 1, turn: 90 }], order: [3, 1, 2, 4] });
  });

  it("comes back upright after four turns, and is then no edit at all", () => {
    let draft = untouched(2);
    for (let k = 0; k < 4; k++) draft = turnPage(draft, 1);
    expect(draft[1]!.turn).toBe(0);
    expect(editsOf(draft)).toBeUndefined();
  });

  it("never removes the last page left, and moves nothing past either end", () => {
    const one = toggleRemoved(untouched(2), 0)!;
    expect(toggleRemoved(one, 1)).toBeNull();
    // Put back, it can be removed again.
    expect(toggleRemoved(one, 0)![0]!.removed).toBe(false);
    expect(movePage(untouched(2), 0, -1)).toBeNull();
    expect(movePage(untouched(2), 1, 1)).toBeNull();
  });

  it("reads a saved project's edits (their one form) back: a removed page in its file place", () => {
    const edits = { remove: [2], rotate: [{ page: 1, turn: 90 as const }], order: [3] };
    const draft = draftFromEdits(4, edits);
    expect(draft.map((p) => [p.page, p.turn, p.removed])).toEqual([
      [3, 0, false],
      [1, 90, false],
      [2, 0, true],
      [4, 0, false],
    ]);
    expect(editsOf(draft)).toEqual({ ...edits, order: [3, 1, 2, 4] });
  });

  it("sends each edited file's edits by its name, and nothing for the others", () => {
    const byFile = new Map([["a", editsOf(turnPage(untouched(1), 0))!]]);
    expect(
      pageEditsForBuild(
        [
          { id: "b", name: "b.pdf" },
          { id: "a", name: "a.jpg" },
        ],
        byFile,
      ),
    ).toEqual([{ name: "a.jpg", edits: { rotate: [{ page: 1, turn: 90 }] } }]);
  });
});
