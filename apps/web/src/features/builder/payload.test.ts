// Tests of what the builder sends (§7): the payload, descriptions and the multipart field names of each call.
import { describe, expect, it } from "vitest";
import {
  buildDescriptions,
  buildFormData,
  buildPayload,
  buildSignature,
  maxSizeField,
  projectFormData,
} from "./payload.ts";
import { projectSizeLimit } from "../shared/sizeLimit.ts";
import { builderReducer } from "./builderState.ts";
import { buildFile, buildSchema, buildState } from "./testFactories.ts";

const base = buildState();
const state = buildState({
  role: "defendant",
  presetKey: "ca_alameda",
  formData: { claim_amount: " 1200.50 ", county: "Kern", claim_statement: "", served: true, note: "12" },
  caseInfo: { ...base.caseInfo, caseName: " Diaz v. Lee ", hearingDate: "2026-05-01" },
  files: [
    buildFile("lease.pdf", { description: "Signed lease", descriptionSource: "ai" }),
    buildFile("photo.jpg"),
  ],
});

describe("buildPayload", () => {
  it("sends answered fields (numbers as numbers), the case information and the role", () => {
    expect(buildPayload(state, buildSchema())).toEqual({
      claim_amount: 1200.5,
      county: "Kern",
      served: true,
      note: "12",
      caseName: "Diaz v. Lee",
      hearingDate: "2026-05-01",
      role: "defendant",
    });
  });

  it("keeps a number field as text when it is not a number", () => {
    const odd = buildState({ formData: { claim_amount: "about 1200" } });
    expect(buildPayload(odd, buildSchema()).claim_amount).toBe("about 1200");
  });
});

describe("buildDescriptions", () => {
  it("lists every file in order with its description and who wrote it", () => {
    expect(buildDescriptions(state.files)).toEqual([
      { name: "lease.pdf", description: "Signed lease", isAiGenerated: true, source: "ai" },
      { name: "photo.jpg", isAiGenerated: false, source: "person" },
    ]);
  });
});

describe("buildFormData", () => {
  it("uses the preview's field names, buildId first and files last", () => {
    const form = buildFormData("preview", { state, schema: buildSchema(), buildId: "build-12345678" });
    const keys = [...form.keys()];
    expect(keys[0]).toBe("buildId");
    expect(keys.slice(-2)).toEqual(["files", "files"]);
    expect(form.get("binderType")).toBe("small_claims");
    expect(form.get("role")).toBe("defendant");
    expect(form.get("preset_key")).toBe("ca_alameda");
    expect(form.has("enhanced")).toBe(false);
    expect(JSON.parse(String(form.get("payload")))).toMatchObject({
      role: "defendant",
      claim_amount: 1200.5,
    });
    expect(JSON.parse(String(form.get("descriptions")))).toHaveLength(2);
    expect((form.getAll("files") as File[]).map((f) => f.name)).toEqual(["lease.pdf", "photo.jpg"]);
  });

  it("names a file by its finished upload's id instead of sending it, keeping the files' order (issue 40)", () => {
    const first = state.files[0]!;
    const form = buildFormData("render", {
      state,
      buildId: "build-12345678",
      uploadIdOf: (id) => (id === first.id ? "0123456789abcdef0123456789abcdef" : undefined),
    });
    expect(JSON.parse(String(form.get("uploadIds")))).toEqual(["0123456789abcdef0123456789abcdef", null]);
    expect((form.getAll("files") as File[]).map((f) => f.name)).toEqual(["photo.jpg"]);
    expect(buildFormData("render", { state, buildId: "build-12345678" }).has("uploadIds")).toBe(false);
  });

  it("saves a project naming a finished upload instead of sending the file again (issue 40)", () => {
    const second = state.files[1]!;
    const id = "fedcba9876543210fedcba9876543210";
    const form = projectFormData(state, "Rent deposit", "Alameda", (fileId) =>
      fileId === second.id ? id : undefined,
    );
    expect(JSON.parse(String(form.get("uploadIds")))).toEqual([null, id]);
    expect((form.getAll("files") as File[]).map((f) => f.name)).toEqual(["lease.pdf"]);
    expect(projectFormData(state, "Rent deposit", "Alameda").has("uploadIds")).toBe(false);
  });

  it("names the binder type type_slug for render, and adds enhanced for compile", () => {
    const render = buildFormData("render", { state, buildId: "build-12345678" });
    expect(render.get("type_slug")).toBe("small_claims");
    expect(render.has("binderType")).toBe(false);
    const compile = buildFormData("compile", { state, buildId: "build-12345678" });
    expect(compile.get("binderType")).toBe("small_claims");
    expect(compile.get("enhanced")).toBe("true");
  });

  it("sends the court that hears the case as court_name, only with a court (issue 37)", () => {
    const kings = "Civil Court of the City of New York, County of Kings";
    const render = buildFormData("render", { state, buildId: "build-12345678", courtName: kings });
    expect(render.get("court_name")).toBe(kings);
    expect(
      buildFormData("render", { state, buildId: "build-12345678", courtName: "" }).has("court_name"),
    ).toBe(false);
    const noCourt = builderReducer(state, { type: "setPreset", presetKey: "" });
    expect(
      buildFormData("render", { state: noCourt, buildId: "build-12345678", courtName: kings }).has(
        "court_name",
      ),
    ).toBe(false);
  });

  it("sends the sections by position, and no field without sections (issue 37 §3)", () => {
    const sections = [{ title: "Lease", exhibits: [0, 1] }];
    const form = buildFormData("render", { state, buildId: "build-12345678", sections });
    expect(JSON.parse(String(form.get("sections")))).toEqual(sections);
    expect(buildFormData("render", { state, buildId: "build-12345678", sections: [] }).has("sections")).toBe(
      false,
    );
  });

  it("sends the interface's language with compile only, for the kit's quality report (issue 39)", () => {
    expect(
      buildFormData("compile", { state, buildId: "build-12345678", language: "es" }).get("language"),
    ).toBe("es");
    expect(
      buildFormData("render", { state, buildId: "build-12345678", language: "es" }).get("language"),
    ).toBeNull();
    expect(buildFormData("compile", { state, buildId: "build-12345678" }).get("language")).toBeNull();
  });

  it("sends the size limit with render and compile (the court's by default), never with a preview", () => {
    expect(buildFormData("render", { state, buildId: "build-12345678" }).get("max_size_mb")).toBe("court");
    expect(buildFormData("compile", { state, buildId: "build-12345678" }).get("max_size_mb")).toBe("court");
    expect(buildFormData("preview", { state, buildId: "build-12345678" }).has("max_size_mb")).toBe(false);
    const own = builderReducer(state, { type: "setSizeLimit", sizeLimit: "custom", sizeLimitMb: " 12.5 " });
    expect(buildFormData("render", { state: own, buildId: "build-12345678" }).get("max_size_mb")).toBe(
      "12.5",
    );
    const none = builderReducer(own, { type: "setSizeLimit", sizeLimit: "none" });
    // What was typed stays, for when the person picks their own limit again.
    expect(none.sizeLimitMb).toBe(" 12.5 ");
    expect(maxSizeField(none)).toBe("none");
  });

  it("sends 'Make the scans smaller' with render and compile once chosen, never with a preview (issue 37 §3)", () => {
    expect(buildFormData("render", { state, buildId: "build-12345678" }).has("compress_scans")).toBe(false);
    const smaller = builderReducer(state, { type: "setCompressScans", compress: true });
    expect(buildFormData("render", { state: smaller, buildId: "build-12345678" }).get("compress_scans")).toBe(
      "true",
    );
    expect(
      buildFormData("compile", { state: smaller, buildId: "build-12345678" }).get("compress_scans"),
    ).toBe("true");
    expect(
      buildFormData("preview", { state: smaller, buildId: "build-12345678" }).has("compress_scans"),
    ).toBe(false);
    const split = builderReducer(smaller, { type: "setCompressScans", compress: false });
    expect(buildFormData("render", { state: split, buildId: "build-12345678" }).has("compress_scans")).toBe(
      false,
    );
  });
});

describe("projectFormData", () => {
  it("carries Save's fields with the case information inside formData", () => {
    const form = projectFormData(state, "Diaz case", "Alameda County Superior Court");
    expect(form.get("projectName")).toBe("Diaz case");
    expect(form.get("courtName")).toBe("Alameda County Superior Court");
    expect(form.get("presetKey")).toBe("ca_alameda");
    expect(JSON.parse(String(form.get("formData")))).toMatchObject({
      county: "Kern",
      caseName: "Diaz v. Lee",
    });
    expect(JSON.parse(String(form.get("descriptions")))[0]).toEqual({
      name: "lease.pdf",
      description: "Signed lease",
      isAiGenerated: true,
      source: "ai",
    });
    expect(form.getAll("files")).toHaveLength(2);
  });

  it("keeps the size limit choice with the project, and leaves out a limit still being typed", () => {
    const limit = (sizeLimit: "court" | "none" | "custom", sizeLimitMb = "") =>
      projectFormData({ ...state, sizeLimit, sizeLimitMb }, "Diaz case", "").get("sizeLimit");
    expect(limit("court")).toBe("court");
    expect(limit("none")).toBe("none");
    expect(limit("custom", " 12.5 ")).toBe("12.5");
    expect(limit("custom", "12.")).toBeNull();
    expect(limit("custom", "")).toBeNull();
    expect(projectSizeLimit({ sizeLimit: "custom", sizeLimitMb: "25" })).toBe(25);
  });
});

describe("buildSignature", () => {
  it("changes when the order of files changes, not when nothing does", () => {
    const same = buildSignature(state);
    expect(buildSignature({ ...state })).toBe(same);
    expect(buildSignature({ ...state, files: [...state.files].reverse() })).not.toBe(same);
  });
});
