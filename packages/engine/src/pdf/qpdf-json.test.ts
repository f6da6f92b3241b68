// The edit planner on small hand-written dumps: what counts as an action, which signatures count, page boxes,
// a looping page tree, and numbers written back in a form qpdf copies into valid PDF syntax.
import { describe, expect, it } from "vitest";
import { planNormalization, stringifyForQpdf } from "./qpdf-json.ts";
import type { PdfJson, QpdfJsonDocument } from "./qpdf-json.ts";

/** A dump of fresh copies: the planner edits in place, and BASE is shared between tests. */
function dump(objects: Record<string, PdfJson>): QpdfJsonDocument {
  const all: QpdfJsonDocument["qpdf"][1] = {};
  for (const [key, value] of Object.entries(objects)) all[key] = { value: structuredClone(value) };
  return { qpdf: [{ jsonversion: 2 }, all] };
}

const BASE = {
  trailer: { "/Root": "1 0 R" },
  "obj:1 0 R": { "/Type": "/Catalog", "/Pages": "2 0 R" },
  "obj:2 0 R": { "/Type": "/Pages", "/Kids": ["3 0 R"], "/Count": 1, "/MediaBox": [0, 0, 612, 792] },
  "obj:3 0 R": { "/Type": "/Page", "/Parent": "2 0 R" },
};

describe("planNormalization", () => {
  it("changes nothing in a plain document whose pages carry their own attributes", () => {
    const plan = planNormalization(
      dump({ ...BASE, "obj:3 0 R": { "/Type": "/Page", "/Parent": "2 0 R", "/MediaBox": [0, 0, 612, 792] } }),
    );
    expect(plan.update).toBeNull();
    expect(plan.facts).toMatchObject({ signed: false, pagesWithoutSize: [], pageTreeRepaired: false });
  });

  it("removes actions but keeps look-alikes: structure attributes (/A) and transitions (/S)", () => {
    const plan = planNormalization(
      dump({
        ...BASE,
        "obj:3 0 R": {
          "/Type": "/Page",
          "/Parent": "2 0 R",
          "/Trans": { "/S": "/Dissolve" },
          "/AA": { "/O": "9 0 R" },
        },
        "obj:7 0 R": {
          "/Type": "/StructElem",
          "/S": "/Link",
          "/A": { "/O": "/Layout", "/Placement": "/Block" },
        },
        "obj:8 0 R": {
          "/Title": "u:Chapter",
          "/A": { "/S": "/GoTo", "/D": ["3 0 R", "/Fit"], "/Next": "9 0 R" },
        },
        "obj:9 0 R": { "/S": "/JavaScript", "/JS": "u:app.alert(1)" },
      }),
    );
    const changed = plan.update!.qpdf[1];
    expect(changed["obj:3 0 R"]?.value).toEqual({
      "/Type": "/Page",
      "/Parent": "2 0 R",
      "/Trans": { "/S": "/Dissolve" },
      "/MediaBox": [0, 0, 612, 792],
    });
    expect(changed["obj:7 0 R"]).toBeUndefined();
    expect(changed["obj:8 0 R"]?.value).toEqual({ "/Title": "u:Chapter", "/Dest": ["3 0 R", "/Fit"] });
  });

  it("counts a signed field, not Adobe's usage-rights signature", () => {
    const signature = { "/Type": "/Sig", "/ByteRange": [0, 10, 20, 30], "/Contents": "b:00" };
    const rights = planNormalization(
      dump({
        ...BASE,
        "obj:1 0 R": { ...BASE["obj:1 0 R"], "/Perms": { "/UR3": "5 0 R" } },
        "obj:5 0 R": signature,
      }),
    );
    expect(rights.facts.signed).toBe(false);
    expect(rights.update!.qpdf[1]["obj:1 0 R"]?.value).not.toHaveProperty("/Perms");
    const signed = planNormalization(
      dump({ ...BASE, "obj:4 0 R": { "/FT": "/Sig", "/V": "5 0 R" }, "obj:5 0 R": signature }),
    );
    expect(signed.facts.signed).toBe(true);
  });

  it("pushes inherited attributes down onto each page", () => {
    const plan = planNormalization(
      dump({
        ...BASE,
        "obj:2 0 R": {
          "/Type": "/Pages",
          "/Kids": ["4 0 R"],
          "/Count": 1,
          "/Rotate": 90,
          "/Resources": "9 0 R",
        },
        "obj:4 0 R": { "/Type": "/Pages", "/Kids": ["3 0 R"], "/Count": 1, "/MediaBox": [0, 0, 595, 842] },
      }),
    );
    expect(plan.update!.qpdf[1]["obj:3 0 R"]?.value).toEqual({
      "/Type": "/Page",
      "/Parent": "2 0 R",
      "/MediaBox": [0, 0, 595, 842],
      "/Rotate": 90,
      "/Resources": "9 0 R",
    });
  });

  it("names pages with no visible area, ignoring a degenerate CropBox as viewers do", () => {
    const plan = planNormalization(
      dump({
        ...BASE,
        "obj:2 0 R": { "/Type": "/Pages", "/Kids": ["3 0 R", "4 0 R", "5 0 R", "6 0 R"], "/Count": 4 },
        "obj:3 0 R": { "/Type": "/Page", "/MediaBox": [0, 0, 0, 0] },
        "obj:4 0 R": { "/Type": "/Page", "/MediaBox": [0, 0, 800, 600], "/CropBox": [0, 0, 0, 0] },
        "obj:5 0 R": { "/Type": "/Page", "/MediaBox": [0, 0, 600, 800], "/CropBox": [600, 800, 1000, 1000] },
        "obj:6 0 R": { "/Type": "/Page" },
      }),
    );
    expect(plan.facts.pagesWithoutSize).toEqual([1, 3, 4]);
  });

  it("rebuilds a looping page tree over the pages it actually holds, pushing inherited attributes down", () => {
    const plan = planNormalization(
      dump({
        ...BASE,
        "obj:2 0 R": {
          "/Type": "/Pages",
          "/Kids": ["3 0 R", "4 0 R"],
          "/Count": 2,
          "/MediaBox": [0, 0, 595, 842],
        },
        "obj:4 0 R": { "/Type": "/Pages", "/Kids": ["5 0 R"], "/Count": 1, "/Rotate": 90 },
        "obj:5 0 R": { "/Type": "/Pages", "/Kids": ["4 0 R", "6 0 R"], "/Count": 1 },
        "obj:6 0 R": { "/Type": "/Page", "/Parent": "5 0 R" },
      }),
    );
    expect(plan.facts.pageTreeRepaired).toBe(true);
    const changed = plan.update!.qpdf[1];
    expect(changed["obj:2 0 R"]?.value).toMatchObject({ "/Kids": ["3 0 R", "6 0 R"], "/Count": 2 });
    expect(changed["obj:6 0 R"]?.value).toEqual({
      "/Type": "/Page",
      "/Parent": "2 0 R",
      "/MediaBox": [0, 0, 595, 842],
      "/Rotate": 90,
    });
  });
});

describe("stringifyForQpdf", () => {
  it("writes numbers in plain decimal, never with an exponent", () => {
    expect(stringifyForQpdf({ a: [1e-7, 1e21, -0.5, 612, 0.1, -1e-12] })).toBe(
      '{"a":[0.0000001,1000000000000000000000,-0.5,612,0.1,0]}',
    );
  });
});
