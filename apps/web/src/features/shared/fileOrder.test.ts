// Where focus goes after a row's button moved a file, and the keyboard drag's 25 px step (§9).
import { describe, expect, it } from "vitest";
import { KEYBOARD_STEP_PX, focusAfterMove, keyboardStep, moveTo } from "./fileOrder.ts";
import type { RowControl } from "./fileOrder.ts";

describe("moveTo", () => {
  it("moves an item to another place, keeping the others in order", () => {
    expect(moveTo(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveTo(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveTo(["a", "b"], 0, 5)).toEqual(["a", "b"]);
  });
});

describe("focusAfterMove", () => {
  it("keeps the pressed control while the file is between the ends", () => {
    expect(focusAfterMove("up", 1, 3)).toBe("up");
    expect(focusAfterMove("down", 1, 3)).toBe("down");
    expect(focusAfterMove("remove", 0, 3)).toBe("remove");
  });

  it("turns to the other direction when the file reached the end its button is disabled at", () => {
    expect(focusAfterMove("up", 0, 3)).toBe("down");
    expect(focusAfterMove("down", 2, 3)).toBe("up");
  });

  it("goes to Remove for a file alone in the list, where both moves are disabled", () => {
    const cases: [RowControl, RowControl][] = [
      ["up", "remove"],
      ["down", "remove"],
    ];
    for (const [pressed, focused] of cases) expect(focusAfterMove(pressed, 0, 1)).toBe(focused);
  });
});

describe("keyboardStep", () => {
  const at = { x: 100, y: 200 };
  // The getter reads only the key's code and the current point (the unit tests run in Node, with no DOM events),
  // so the event and dnd-kit's context are given just those.
  const press = (code: string) =>
    keyboardStep({ code } as KeyboardEvent, { currentCoordinates: at } as Parameters<typeof keyboardStep>[1]);

  it("moves 25 px a press in the arrow's direction", () => {
    expect(KEYBOARD_STEP_PX).toBe(25);
    expect(press("ArrowDown")).toEqual({ x: 100, y: 225 });
    expect(press("ArrowUp")).toEqual({ x: 100, y: 175 });
    expect(press("ArrowRight")).toEqual({ x: 125, y: 200 });
    expect(press("ArrowLeft")).toEqual({ x: 75, y: 200 });
  });

  it("leaves other keys to dnd-kit (Space, Enter, Escape)", () => {
    expect(press("Space")).toBeUndefined();
  });
});
