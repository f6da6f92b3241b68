// Test steps on saved projects through the real routes: save one (POST /api/projects) and read one back
// (GET /api/projects/{id}), each asserting that the call worked; and the files and fields of a project whose binder
// comes in volumes under a 0.5 MB limit.
import { expect } from "vitest";
import { makeNoisyJpeg } from "@courtready/engine/testing";
import type { TProject } from "@courtready/contracts";
import { sendMultipart, signedInClient } from "./harness.ts";
import type { MultipartFile, TestApp, TestClient } from "./harness.ts";
import { grantByEmail } from "../admin.ts";

/** A new person signed in with a yearly membership (building needs one), and their id. */
export async function signedInMember(t: Pick<TestApp, "app" | "database" | "clock">) {
  const signed = await signedInClient(t.app);
  await grantByEmail(t.database.db, signed.input.email, "yearly", t.clock());
  const userId = ((await signed.client.get("/api/auth/user")).json() as { id: string }).id;
  return { ...signed, userId };
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

/** Four photos of about 0.25 MB each: over a 0.5 MB limit together, each within it alone (as builds.test.ts). */
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
