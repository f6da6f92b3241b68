// What a build hands to its worker thread without copying (never a view into Node's shared buffer pool), and the one
// typed job input a build's request becomes.
import { describe, expect, it } from "vitest";
import { ZRenderFields } from "@courtready/contracts";
import type { BuildRequest, TFiledManifest } from "@courtready/contracts";
import { jobInputOf, ownedBuffers, sectionsFor, ZJobInput } from "./builds.service.ts";
import type { BuildWant } from "./builds.service.ts";

describe("ownedBuffers", () => {
  it("hands over memory a file owns alone, once, and never a slice of a shared buffer", () => {
    const own = new Uint8Array(16);
    // Small Buffers come from Node's pool: a view into a larger ArrayBuffer shared with unrelated Buffers.
    const pooled = Buffer.from("small file");
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    const files = [
      { name: "a.pdf", bytes: own },
      { name: "again.pdf", bytes: own },
      { name: "b.txt", bytes: pooled },
    ];
    expect(ownedBuffers(files)).toEqual([own.buffer]);
  });
});

describe("jobInputOf: the size limit a binder is split into volumes under (issue 24)", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  // il_cook records a sourced 25 MB e-filing limit (packages/courts generate.test.ts); ca_los_angeles records none.
  const request = (presetKey: string, maxSize?: string): BuildRequest =>
    ZRenderFields.parse({
      preset_key: presetKey,
      ...(maxSize !== undefined ? { max_size_mb: maxSize } : {}),
    });
  const files = [{ name: "a.pdf", key: "k", size: 1 }];
  const limit = (r: BuildRequest, want: BuildWant = { kind: "binder" }) => {
    const output = jobInputOf(r, files, now, want).output;
    return output.kind === "supplement" ? "never split" : output.maxSizeBytes;
  };
  const MB = 1024 * 1024;

  it("takes the court's sourced limit, the person's own, or none", () => {
    expect(limit(request("il_cook", "court"))).toBe(25 * MB);
    expect(limit(request("il_cook", "12.5"))).toBe(12.5 * MB);
    expect(limit(request("il_cook", "none"))).toBeUndefined();
    // A court without a recorded limit gives none: never a guessed one.
    expect(limit(request("ca_los_angeles", "court"))).toBeUndefined();
  });

  it("keeps what each build did before the choice: the binder whole, the kit at the court's limit", () => {
    const kit = { kind: "kit" } as const;
    expect(limit(request("il_cook"))).toBeUndefined();
    expect(limit(request("il_cook"), kit)).toBe(25 * MB);
    expect(limit(request("il_cook", "30"), kit)).toBe(30 * MB);
    expect(limit(request("il_cook", "none"), kit)).toBeUndefined();
  });
});

describe("jobInputOf: the court named on the binder (issue 37 §1)", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const files = [{ name: "a.pdf", key: "k", size: 1 }];
  const courtOf = (fields: Record<string, string>) =>
    jobInputOf(ZRenderFields.parse(fields), files, now).case.courtName;

  it("names the court that hears the case when the builder sends it, else the directory court", () => {
    expect(
      courtOf({ preset_key: "ny_kings", court_name: "Civil Court of the City of New York, County of Kings" }),
    ).toBe("Civil Court of the City of New York, County of Kings");
    expect(courtOf({ preset_key: "ny_kings" })).toBe(
      "Supreme Court of the State of New York, County of Kings",
    );
    // A name without a court is not a court: nothing is captioned.
    expect(courtOf({ court_name: "Civil Court of the City of New York" })).toBeUndefined();
  });
});

describe("jobInputOf: one typed input, labels and descriptions by file", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  const files = [
    { name: "lease.pdf", key: "k/0", size: 1 },
    { name: "photo.jpg", key: "k/1", size: 2 },
  ];

  it("carries a label sent as null as no label at all, through the stored JSON and back", () => {
    const request = ZRenderFields.parse({
      exhibitLabels: JSON.stringify([null, "C"]),
      descriptions: JSON.stringify([{ name: "photo.jpg", description: "The back door" }]),
    });
    const input = jobInputOf(request, files, now);
    expect(input.files.map((f) => [f.label, f.description])).toEqual([
      [undefined, undefined],
      ["C", "The back door"],
    ]);
    // As the queue stores it and the runner reads it: no null anywhere, the same values back.
    const stored = JSON.stringify(input);
    expect(stored).not.toContain("null");
    expect(ZJobInput.parse(JSON.parse(stored))).toEqual(JSON.parse(stored));
    expect(ZJobInput.parse(JSON.parse(stored)).files[0]).not.toHaveProperty("label");
  });

  it("refuses a label list that does not match the files, and a build with none", () => {
    const oneLabel = ZRenderFields.parse({ exhibitLabels: JSON.stringify(["A"]) });
    expect(() => jobInputOf(oneLabel, files, now)).toThrow(
      "The exhibitLabels field must give one label for each file, in order.",
    );
    expect(() => jobInputOf(ZRenderFields.parse({}), [], now)).toThrow(/^No Files Uploaded/);
  });
});

describe("jobInputOf: page edits by file (issue 37 §3)", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const files = [
    { name: "lease.pdf", key: "k/0", size: 1 },
    { name: "photo.jpg", key: "k/1", size: 2 },
  ];

  it("puts each file's edits, in their one form, on its own file, whatever order the list came in", () => {
    const request = ZRenderFields.parse({
      pageEdits: JSON.stringify([
        { name: "photo.jpg", edits: { rotate: [{ page: 1, turn: 270 }] } },
        { name: "lease.pdf", edits: { remove: [3, 1], order: [2, 1] } },
      ]),
    });
    const input = ZJobInput.parse(JSON.parse(JSON.stringify(jobInputOf(request, files, now))));
    expect(input.files.map((f) => f.pageEdits)).toEqual([
      { remove: [1, 3] },
      { rotate: [{ page: 1, turn: 270 }] },
    ]);
  });

  it("leaves out edits that change nothing", () => {
    const request = ZRenderFields.parse({
      pageEdits: JSON.stringify([{ name: "lease.pdf", edits: { order: [1, 2] } }]),
    });
    expect(jobInputOf(request, files, now).files.map((f) => f.pageEdits)).toEqual([undefined, undefined]);
  });
});

describe("jobInputOf: sections by file position (issue 37 §3)", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const files = [
    { name: "lease.pdf", key: "k/0", size: 1 },
    { name: "notice.pdf", key: "k/1", size: 1 },
    { name: "receipt.pdf", key: "k/2", size: 1 },
  ];
  const sent = (sections: unknown) => ZRenderFields.parse({ sections: JSON.stringify(sections) });

  it("keeps the sections, trimmed and in order, through the stored JSON", () => {
    const input = jobInputOf(
      sent([
        { title: " Lease and notices ", exhibits: [1, 0] },
        { title: "Payments", exhibits: [2] },
      ]),
      files,
      now,
    );
    expect(ZJobInput.parse(JSON.parse(JSON.stringify(input))).sections).toEqual([
      { title: "Lease and notices", exhibits: [0, 1] },
      { title: "Payments", exhibits: [2] },
    ]);
    expect(jobInputOf(ZRenderFields.parse({}), files, now)).not.toHaveProperty("sections");
  });

  it("refuses sections that leave a file out or split a run, saying why", () => {
    expect(() => jobInputOf(sent([{ title: "A", exhibits: [0, 1] }]), files, now)).toThrow(
      "Exhibit 3 is in no section",
    );
    expect(() =>
      jobInputOf(
        sent([
          { title: "A", exhibits: [0, 2] },
          { title: "B", exhibits: [1] },
        ]),
        files,
        now,
      ),
    ).toThrow('Section "A" must hold consecutive exhibits');
  });

  it("gives a supplement no sections: it continues a filed binder", () => {
    const sections = [{ title: "A", exhibits: [0, 1, 2] }];
    // sectionsFor reads only the kind of build: the manifest's content does not matter here.
    const supplement = { kind: "supplement", manifest: {} as TFiledManifest } as const;
    expect(sectionsFor(files, sections, supplement)).toEqual([]);
    expect(sectionsFor(files, sections, { kind: "binder" })).toEqual(sections);
  });
});

describe("jobInputOf: the preview's scans-or-volumes choice (issue 37 §3)", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const files = [{ name: "scan.pdf", key: "k/0", size: 1 }];

  it("keeps 'Make the scans smaller' through the stored JSON, and nothing when it was not chosen", () => {
    const input = jobInputOf(ZRenderFields.parse({ compress_scans: "true" }), files, now);
    expect(ZJobInput.parse(JSON.parse(JSON.stringify(input))).compressScans).toBe(true);
    expect(jobInputOf(ZRenderFields.parse({}), files, now)).not.toHaveProperty("compressScans");
    expect(jobInputOf(ZRenderFields.parse({ compress_scans: "no" }), files, now)).not.toHaveProperty(
      "compressScans",
    );
  });
});
