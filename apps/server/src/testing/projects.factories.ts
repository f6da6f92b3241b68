// Test steps on saved projects through the real routes: save one (POST /api/projects) and read one back
// (GET /api/projects/{id}), each asserting that the call worked; the files and fields a save sends (a Los Angeles
// defendant's, a Cook County plaintiff's); and the files of a project whose binder comes in volumes under a 0.5 MB
// limit, or of scans that fit a 1 MB limit only once made smaller; and a project's preview binder read back as text.
import { execFileSync } from "node:child_process";
import { beforeAll, expect } from "vitest";
import { makeJpeg, makeNoisyJpeg, makePdf, makeScannedPdf } from "@courtready/engine/testing";
import { pageTexts, withFile } from "@courtready/engine/testing/pdf";
import type { Dialect } from "@courtready/db";
import type { TProject } from "@courtready/contracts";
import { sendMultipart, signedInClient, useTestApp } from "./harness.ts";
import type { MultipartFile, TestApp, TestClient } from "./harness.ts";
import { grantByEmail } from "../admin.ts";

/** A new person signed in with a yearly membership (building needs one), and their id. */
export async function signedInMember(t: Pick<TestApp, "app" | "database" | "clock">) {
  const signed = await signedInClient(t.app);
  await grantByEmail(t.database.db, signed.input.email, "yearly", t.clock());
  const userId = ((await signed.client.get("/api/auth/user")).json() as { id: string }).id;
  return { ...signed, userId };
}

/** The limits the saved-projects tests run under: 1 MB a file, 3 MB a project. */
export const SAVED_PROJECT_LIMITS = { MAX_FILE_MB: "1", MAX_BUILD_MB: "3" };

/**
 * The app of a saved-projects test file on `dialect`, under SAVED_PROJECT_LIMITS: built before the file's tests and
 * closed after them (hooks registered by this call); the returned function gives it to a test.
 */
export function savedProjectsApp(dialect: Dialect): () => TestApp {
  return useTestApp(dialect, SAVED_PROJECT_LIMITS);
}

/** A new person signed in (no membership), and their id. */
export async function signedInOwner(t: Pick<TestApp, "app">) {
  const { client } = await signedInClient(t.app);
  const userId = ((await client.get("/api/auth/user")).json() as { id: string }).id;
  return { client, userId };
}

export async function createProject(
  client: TestClient,
  fields: Record<string, string>,
  parts: MultipartFile[],
): Promise<{ id: string; project: TProject }> {
  const response = await sendMultipart(client, "POST", "/api/projects", fields, parts);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; project: TProject };
}

export async function loadProject(client: TestClient, id: string): Promise<TProject> {
  const response = await client.get(`/api/projects/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TProject;
}

/** Four photos of about 0.25 MB each: over a 0.5 MB limit together, each within it alone. */
export function photosForVolumes(): Promise<MultipartFile[]> {
  return Promise.all(
    [1, 2, 3, 4].map(async (seed) => ({
      field: "files",
      filename: `photo-${seed}.jpg`,
      bytes: await makeNoisyJpeg(700, 560, seed),
      contentType: "image/jpeg",
    })),
  );
}

/**
 * The files of the volume tests, made once per test file before its tests (a beforeAll hook of the file that calls
 * this): photosForVolumes' four photos and a one-page lease PDF.
 */
export function volumeFiles(): { readonly photos: MultipartFile[]; readonly pdf: Uint8Array } {
  const files: { photos: MultipartFile[]; pdf: Uint8Array } = { photos: [], pdf: new Uint8Array() };
  beforeAll(async () => {
    files.photos = await photosForVolumes();
    files.pdf = await makePdf([{ text: "Lease page one" }]);
  });
  return files;
}

/**
 * Two 600-dpi scans of about 0.7 MB each (1,050 px over 1.75 inches) as "files" parts, made before the calling test
 * file's tests (its beforeAll): volumes under a 1 MB limit, one file once made smaller (issue 37 §3).
 */
export function scanParts(): MultipartFile[] {
  const parts: MultipartFile[] = [];
  beforeAll(async () => {
    for (const seed of [1, 2])
      parts.push({
        field: "files",
        filename: `scan-${seed}.pdf`,
        bytes: await makeScannedPdf(1050, 1.75, seed),
        contentType: "application/pdf",
      });
  });
  return parts;
}

/**
 * The edit screen's save of a project's files (POST /api/projects/{id}/update-files): `order` lists the kept files
 * by id and the new ones as "new-N", `files` are the new ones; `relabel` sends the "relabel the exhibits" choice
 * (left out, the server's default). Asserts it worked; resolves with the saved project.
 */
export async function updateProjectFiles(
  client: TestClient,
  projectId: string,
  order: { id: string; sortOrder: number; exhibitLabel?: string }[],
  files: MultipartFile[] = [],
  options: { relabel?: boolean } = {},
): Promise<TProject> {
  const relabel: Record<string, string> =
    options.relabel === undefined ? {} : { relabelExhibits: String(options.relabel) };
  const response = await sendMultipart(
    client,
    "POST",
    `/api/projects/${projectId}/update-files`,
    { projectId, fileOrder: JSON.stringify(order), ...relabel },
    files,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { project: TProject }).project;
}

/** A Cook County project's save fields (its court's limit is 25 MB), with `overrides` such as a `sizeLimit`. */
export const cookCountyFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  projectName: "Deposit dispute",
  binderType: "small_claims",
  courtName: "Circuit Court of Cook County, Illinois",
  formData: JSON.stringify({ caseName: "Diaz v. Acme Property", caseNumber: "SC-2026-0142" }),
  role: "plaintiff",
  presetKey: "il_cook",
  ...overrides,
});

/**
 * The files a saved-projects test uploads: a two-page PDF, an 800×600 JPEG and a text file, as multipart parts. The
 * bytes are made once per test file, before its tests (a beforeAll hook of the file that calls this).
 */
export function projectParts() {
  // The bytes themselves too, for comparing what a download sends back.
  const sample: { pdf: Uint8Array; jpeg: Uint8Array } = { pdf: new Uint8Array(), jpeg: new Uint8Array() };
  beforeAll(async () => {
    sample.pdf = await makePdf([{ text: "Lease page one" }, { text: "Lease page two" }]);
    sample.jpeg = await makeJpeg(800, 600);
  });

  const pdfPart = (filename = "lease.pdf"): MultipartFile => ({
    field: "files",
    filename,
    bytes: sample.pdf,
    contentType: "application/pdf",
  });
  const jpegPart = (filename = "damage photo.jpg"): MultipartFile => ({
    field: "files",
    filename,
    bytes: sample.jpeg,
    contentType: "image/jpeg",
  });
  const textPart = (filename: string, text: string): MultipartFile => ({
    field: "files",
    filename,
    bytes: new TextEncoder().encode(text),
    contentType: "text/plain",
  });
  /** Saves a project (createProject): a Los Angeles defendant's fields and the PDF and JPEG unless told otherwise. */
  const create = (client: TestClient, body = losAngelesFields(), parts = [pdfPart(), jpegPart()]) =>
    createProject(client, body, parts);
  return { sample, pdfPart, jpegPart, textPart, create };
}

/** A Los Angeles small-claims case's form data, as the builder saves it. */
export const losAngelesFormData = {
  caseName: "Diaz v. Acme Property",
  caseNumber: "SC-2026-0142",
  hearingDate: "2026-12-20",
  claim_amount: 1200,
};

/** A Los Angeles defendant's save fields, with `overrides`. */
export function losAngelesFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    projectName: "Deposit dispute",
    binderType: "small_claims",
    courtName: "Los Angeles Superior Court",
    formData: JSON.stringify(losAngelesFormData),
    role: "defendant",
    presetKey: "ca_los_angeles",
    ...overrides,
  };
}

/**
 * Asks for a project's preview binder with the exhibits in `fileOrder` (POST /api/projects/{id}/preview) and
 * downloads it: the binder's bytes, or the refusal's status and body when it was not built.
 */
export async function previewBinder(
  client: TestClient,
  id: string,
  fileOrder: string[],
): Promise<{ status: number; body: string; pdf: Uint8Array }> {
  const response = await client.post(`/api/projects/${id}/preview`, { fileOrder });
  if (response.statusCode !== 200)
    return { status: response.statusCode, body: response.body, pdf: new Uint8Array() };
  const pdf = (await client.get((response.json() as { previewUrl: string }).previewUrl)).rawPayload;
  return { status: 200, body: "", pdf };
}

/** The preview binder's bytes, asserting it was built. */
async function builtPreview(client: TestClient, id: string, fileOrder: string[]): Promise<Uint8Array> {
  const { status, body, pdf } = await previewBinder(client, id, fileOrder);
  expect(status, body).toBe(200);
  return pdf;
}

/** The preview binder's text as pdftotext reads it without layout (words in reading order), asserting it was built. */
export async function previewText(client: TestClient, id: string, fileOrder: string[]): Promise<string> {
  const pdf = await builtPreview(client, id, fileOrder);
  return withFile(pdf, (file) => execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }));
}

/** The preview binder's pages' text in order (pdftotext -layout), asserting it was built. */
export async function previewPages(client: TestClient, id: string, fileOrder: string[]): Promise<string[]> {
  return pageTexts(await builtPreview(client, id, fileOrder));
}
