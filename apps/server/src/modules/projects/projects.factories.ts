// Test steps on saved projects through the real routes: save one (POST /api/projects) and read one back
// (GET /api/projects/{id}), each asserting that the call worked.
import { expect } from "vitest";
import type { TProject } from "@courtready/contracts";
import { sendMultipart } from "../../testing.ts";
import type { MultipartFile, TestClient } from "../../testing.ts";

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
