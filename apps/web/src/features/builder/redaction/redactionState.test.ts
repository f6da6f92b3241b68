// The builder's redaction choices (issue 43): hits start accepted and toggle, the build's field carries only files
// with something to remove, by name and whatever their order, a removed file's choices go, and a box is moved,
// resized and typed on the page without leaving it.
import { describe, expect, it } from "vitest";
import type { TFindRedactionsAnswer, TRedactionHit } from "@courtready/contracts";
import {
  EMPTY,
  batchStart,
  boxFromDrag,
  boxFromNumbers,
  fromStored,
  storedOf,
  keepFiles,
  nudge,
  pageFromEntry,
  pageToLoad,
  redactionsForBuild,
  startingBox,
  toggleHit,
  withAnswer,
  withCoveredBoxes,
  withPages,
} from "./redactionState.ts";

const hit = (value: string): TRedactionHit => ({
  page: 1,
  kind: "social-security-number",
  boxes: [{ x0: 10, y0: 10, x1: 80, y1: 22 }],
  reason: "Social security number (FRCP 5.2(a)(1)): only the last four digits may stay.",
  value,
  replacement: value.slice(-4),
  masked: `XXX-XX-${value.slice(-4)}`,
  from: "text",
});
const answer: Extract<TFindRedactionsAnswer, { status: "found" }> = {
  status: "found",
  rules: { id: "frcp-5.2", name: "Fed. R. Civ. P. 5.2", style: "black-box", filingReminder: null },
  pageCount: 1,
  pages: [{ page: 1, width: 612, height: 792, image: "data:image/jpeg;base64,/9j/" }],
  hits: [hit("123-45-6789"), hit("987-65-4321")],
  covered: [],
};
const PAGE = { width: 612, height: 792 };

describe("redaction choices", () => {
  it("accepts every hit at first, toggles one, and sends only the accepted by file name in any order", () => {
    let r = withAnswer(undefined, answer);
    expect(r.accepted).toEqual([0, 1]);
    r = toggleHit(r, 0);
    expect(r.accepted).toEqual([1]);
    const files = [
      { id: "b", name: "photo.pdf" },
      { id: "a", name: "statement.pdf" },
    ];
    const sent = redactionsForBuild(files, { a: r, b: withAnswer(undefined, { ...answer, hits: [] }) });
    expect(sent).toEqual([{ name: "statement.pdf", hits: [answer.hits[1]], boxes: [] }]);
    expect(redactionsForBuild(files, { a: toggleHit(r, 1) })).toEqual([]);
  });

  it("keeps drawn boxes when the file is looked at again, and forgets a removed file", () => {
    const drawn = { ...withAnswer(undefined, answer), boxes: [{ page: 1, rect: startingBox(PAGE) }] };
    expect(withAnswer(drawn, answer).boxes).toEqual(drawn.boxes);
    expect(keepFiles({ a: drawn, b: drawn }, ["b"])).toEqual({ b: drawn });
  });
});

describe("a saved project's redaction", () => {
  it("is built with until the file is looked at again, which then accepts only what was kept", () => {
    const saved = fromStored({ hits: [answer.hits[1]!], boxes: [{ page: 1, rect: startingBox(PAGE) }] });
    expect(redactionsForBuild([{ id: "a", name: "statement.pdf" }], { a: saved })).toEqual([
      { name: "statement.pdf", hits: [answer.hits[1]], boxes: saved.boxes },
    ]);
    const again = withAnswer(saved, answer);
    expect(again.accepted).toEqual([1]);
    expect(storedOf(again)).toEqual({ hits: [answer.hits[1]], boxes: saved.boxes });
  });
});

describe("a Word or Excel file's layout", () => {
  const sha = (c: string) => c.repeat(64);
  const office = {
    ...answer,
    pageCount: 3,
    layout: [
      { page: 1, sha256: sha("a") },
      { page: 2, sha256: sha("b") },
      { page: 3, sha256: sha("c") },
    ],
  };

  it("pins each drawn box to its page's layout, sent with the build and kept with a saved project", () => {
    const drawn = {
      ...withAnswer(undefined, office),
      boxes: [
        { page: 3, rect: startingBox(PAGE) },
        { page: 1, rect: startingBox(PAGE) },
        { page: 3, rect: startingBox(PAGE) },
      ],
    };
    const pinned = [office.layout[0], office.layout[2]];
    const [sent] = redactionsForBuild([{ id: "a", name: "statement.docx" }], { a: drawn });
    expect(sent?.layout).toEqual(pinned);
    expect(storedOf(drawn).layout).toEqual(pinned);
    // Opened again as a saved project, the pinned layout goes with the build until the file is looked at again.
    const saved = fromStored(storedOf(drawn));
    expect(redactionsForBuild([{ id: "a", name: "statement.docx" }], { a: saved })[0]?.layout).toEqual(
      pinned,
    );
    const again = withAnswer(saved, {
      ...office,
      layout: [{ page: 1, sha256: sha("d") }, office.layout[2]!],
    });
    expect(storedOf(again).layout).toEqual([{ page: 1, sha256: sha("d") }, office.layout[2]]);
  });

  it("pins the boxes a one-tap fix adds to the layout they were found on, a page already pinned keeping its own", () => {
    const area = { page: 2, rect: startingBox(PAGE) };
    const saved = fromStored({
      hits: [],
      boxes: [{ page: 1, rect: startingBox(PAGE) }],
      layout: [office.layout[0]!],
    });
    const fixed = withCoveredBoxes(saved, [area], [{ page: 1, sha256: sha("e") }, office.layout[1]!]);
    expect(fixed.boxes).toEqual([...saved.boxes, area]);
    expect(storedOf(fixed).layout).toEqual([office.layout[0], office.layout[1]]);
    // A PDF's areas come without a layout: none is sent.
    expect(storedOf(withCoveredBoxes(EMPTY, [area], undefined))).not.toHaveProperty("layout");
  });

  it("sends no layout for a PDF or a picture, whose pages are fixed", () => {
    const drawn = { ...withAnswer(undefined, answer), boxes: [{ page: 1, rect: startingBox(PAGE) }] };
    expect(redactionsForBuild([{ id: "a", name: "statement.pdf" }], { a: drawn })[0]).not.toHaveProperty(
      "layout",
    );
    expect(storedOf(drawn)).not.toHaveProperty("layout");
  });
});

describe("a box without dragging", () => {
  it("moves with the arrows, resizes with Shift, and stays on the page", () => {
    const box = { x0: 0, y0: 0, x1: 100, y1: 20 };
    expect(nudge(box, "ArrowRight", false, 6, PAGE)).toEqual({ x0: 6, y0: 0, x1: 106, y1: 20 });
    expect(nudge(box, "ArrowLeft", false, 6, PAGE)).toEqual(box);
    expect(nudge(box, "ArrowDown", true, 6, PAGE)).toEqual({ x0: 0, y0: 0, x1: 100, y1: 26 });
    expect(nudge(box, "ArrowLeft", true, 200, PAGE)).toEqual({ x0: 0, y0: 0, x1: 4, y1: 20 });
  });

  it("is typed as numbers, refused when it leaves the page or has no size", () => {
    expect(boxFromNumbers({ left: 72, top: 100, width: 200, height: 20 }, PAGE)).toEqual({
      x0: 72,
      y0: 100,
      x1: 272,
      y1: 120,
    });
    expect(boxFromNumbers({ left: 500, top: 100, width: 200, height: 20 }, PAGE)).toBeNull();
    expect(boxFromNumbers({ left: 72, top: 100, width: 2, height: 20 }, PAGE)).toBeNull();
  });

  it("takes a drag in either direction and ignores a tap", () => {
    expect(boxFromDrag({ x: 300, y: 200 }, { x: 100, y: 150 }, PAGE)).toEqual({
      x0: 100,
      y0: 150,
      x1: 300,
      y1: 200,
    });
    expect(boxFromDrag({ x: 10, y: 10 }, { x: 12, y: 11 }, PAGE)).toBeNull();
  });
});

describe("pages past the first answer's", () => {
  const picture = (page: number) => ({ page, width: 612, height: 792, image: "data:image/jpeg;base64,/9j/" });
  const long = { ...answer, pageCount: 70, pages: Array.from({ length: 30 }, (_, i) => picture(i + 1)) };

  it("asks for a page not drawn yet, or the next batch a few pages before the drawn ones end", () => {
    expect(pageToLoad(long, 10, 3)).toBeNull();
    expect(pageToLoad(long, 28, 3)).toBe(31);
    expect(pageToLoad(long, 45, 3)).toBe(45);
    expect(pageToLoad(long, 70, 3)).toBe(70);
    expect(pageToLoad({ ...long, pageCount: 30 }, 29, 3)).toBeNull();
    expect([1, 30, 31, 45, 61].map((p) => batchStart(p, 30))).toEqual([1, 1, 31, 31, 61]);
  });

  it("goes to a typed page of the file, and to nothing else", () => {
    expect(pageFromEntry("45", 70)).toBe(45);
    expect(pageFromEntry(" 70 ", 70)).toBe(70);
    expect(pageFromEntry("1", 70)).toBe(1);
    // Going to 45 asks for the batch holding it (31–60), not every batch on the way.
    expect(pageToLoad(long, pageFromEntry("45", 70)!, 3)).toBe(45);
    expect(["", "0", "71", "-3", "4.5", "1e1", "page 3", "٣"].map((e) => pageFromEntry(e, 70))).toEqual(
      Array.from({ length: 8 }, () => null),
    );
  });

  it("adds a batch's pictures in page order, once each, and keeps the choices", () => {
    const r = { ...withAnswer(undefined, long), boxes: [{ page: 40, rect: { x0: 1, y0: 1, x1: 9, y1: 9 } }] };
    const more = withPages(r, [picture(32), picture(31), picture(30)]);
    const pages = more.answer?.status === "found" ? more.answer.pages.map((p) => p.page) : [];
    expect(pages).toEqual([...Array.from({ length: 30 }, (_, i) => i + 1), 31, 32]);
    expect(more.accepted).toEqual(r.accepted);
    expect(more.boxes).toEqual(r.boxes);
    expect(withPages({ accepted: [], boxes: [] }, [picture(1)])).toEqual({ accepted: [], boxes: [] });
  });
});
