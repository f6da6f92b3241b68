// A row queued by the previous release (its input JSON exactly as that release's jobInputOf wrote it) is read as
// version 2 with each file's label and description and the one output it asked for; a current row reads unchanged,
// and a row naming another version is refused rather than guessed at. The filing job's input likewise.
import { describe, expect, it } from "vitest";
import { ZStoredFilingJobInput } from "../projects/projects.filing.run.ts";
import { parseStoredJobInput } from "./builds.stored-input.ts";

// The previous release's shapes, written out as its code serialized them (key order and nulls included).
const OLD_RENDER =
  '{"binderType":"small_claims","binderTypeName":"Small Claims","role":"plaintiff","presetKey":"ca-sf-small-claims",' +
  '"payload":{"caseName":"Diaz v. Acme","hearingDate":"2026-12-01"},' +
  '"case":{"caseName":"Diaz v. Acme","hearingDate":"2026-12-01","binderType":"Small Claims","courtName":"SF"},' +
  '"descriptions":["Deposit receipt",null],"exhibitLabels":["7",null],' +
  '"files":[{"name":"receipt.pdf","key":"users/u/uploads/j/0","size":1200,"sha256":"ab12"},' +
  '{"name":"lease.pdf","key":"users/u/uploads/j/1","size":900}],' +
  '"date":"2026-11-20T10:00:00.000Z","maxSizeBytes":10485760}';
const OLD_COMPILE =
  '{"binderType":"small_claims","binderTypeName":"Small Claims","role":"defendant","payload":{},' +
  '"case":{"binderType":"Small Claims"},"descriptions":[null],' +
  '"files":[{"name":"a.pdf","key":"users/u/uploads/j/0","size":10}],' +
  '"date":"2026-11-20T10:00:00.000Z","kit":{"maxSizeBytes":26214400,"ocrMaxPages":40}}';
const MANIFEST = {
  format: "courtready-filed-manifest",
  version: 1,
  role: "plaintiff",
  case: { caseName: "Diaz v. Acme" },
  labels: { letterStyle: "A1", startNumber: 1 },
  bates: null,
  lastPage: 4,
  filings: [
    {
      kind: "binder",
      filedOn: "2026-11-01",
      preparedOn: "2026-10-30",
      firstPage: 1,
      lastPage: 4,
      labels: ["1"],
    },
  ],
  exhibits: [
    {
      label: "1",
      description: "Receipt",
      pages: 2,
      startPage: 3,
      endPage: 4,
      batesStart: null,
      batesEnd: null,
    },
  ],
};
const OLD_SUPPLEMENT =
  '{"binderType":"small_claims","binderTypeName":"Small Claims","role":"plaintiff","payload":{},' +
  '"case":{"binderType":"Small Claims"},"descriptions":[null],"exhibitLabels":[null],' +
  '"files":[{"name":"b.pdf","key":"users/u/projects/p/b","size":10}],"date":"2026-11-20T10:00:00.000Z",' +
  `"supplement":${JSON.stringify(MANIFEST)}}`;

describe("a build row's stored input", () => {
  it("reads the previous release's render as version 2: labels and descriptions by file, the binder's limit", () => {
    expect(parseStoredJobInput(OLD_RENDER)).toEqual({
      version: 2,
      binderType: "small_claims",
      binderTypeName: "Small Claims",
      role: "plaintiff",
      presetKey: "ca-sf-small-claims",
      payload: { caseName: "Diaz v. Acme", hearingDate: "2026-12-01" },
      case: {
        caseName: "Diaz v. Acme",
        hearingDate: "2026-12-01",
        binderType: "Small Claims",
        courtName: "SF",
      },
      files: [
        {
          name: "receipt.pdf",
          key: "users/u/uploads/j/0",
          size: 1200,
          sha256: "ab12",
          label: "7",
          description: "Deposit receipt",
        },
        {
          name: "lease.pdf",
          key: "users/u/uploads/j/1",
          size: 900,
          label: undefined,
          description: undefined,
        },
      ],
      date: "2026-11-20T10:00:00.000Z",
      output: { kind: "binder", maxSizeBytes: 10485760 },
    });
  });

  it("reads the previous release's kit and supplement as those outputs", () => {
    expect(parseStoredJobInput(OLD_COMPILE).output).toEqual({
      kind: "kit",
      maxSizeBytes: 26214400,
      ocrMaxPages: 40,
    });
    const supplement = parseStoredJobInput(OLD_SUPPLEMENT);
    expect(supplement.output).toEqual({ kind: "supplement", manifest: MANIFEST });
    expect(supplement.files[0]).toMatchObject({ label: undefined, description: undefined });
  });

  it("reads a version 2 row as it is, and refuses a row of a version it does not know", () => {
    const current = { ...parseStoredJobInput(OLD_COMPILE) };
    expect(parseStoredJobInput(JSON.stringify(current))).toEqual(JSON.parse(JSON.stringify(current)));
    expect(() => parseStoredJobInput(JSON.stringify({ ...current, version: 3 }))).toThrow();
    // The old fields under a version number are not the old shape: refused, not upgraded.
    expect(() => parseStoredJobInput(OLD_RENDER.replace("{", '{"version":3,'))).toThrow();
  });
});

describe("a filing row's stored input", () => {
  const old = {
    projectId: "p1",
    filingId: "f1",
    filedOn: "2026-11-20",
    source: "users/u/builds/b/binder.pdf",
    key: "users/u/projects/p1/filed/f1.pdf",
    at: "2026-11-20T10:00:00.000Z",
  };

  it("reads the previous release's unversioned input as version 1", () => {
    expect(ZStoredFilingJobInput.parse(JSON.parse(JSON.stringify(old)))).toEqual({ ...old, version: 1 });
    expect(ZStoredFilingJobInput.parse({ ...old, version: 1 })).toEqual({ ...old, version: 1 });
  });

  it("refuses a filing input of another version", () => {
    expect(() => ZStoredFilingJobInput.parse({ ...old, version: 2 })).toThrow();
  });
});
