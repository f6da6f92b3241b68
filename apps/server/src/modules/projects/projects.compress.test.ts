// A saved project keeps the "Make the scans smaller" choice (issue 37 §3, migration 0031), against the real app,
// worker thread and engine on both databases: saved with the project and read back, applied to the project's
// preview (one file under the limit where it would be volumes), changed by a save that sends it alone (the edit
// screen's), kept by one that leaves it out; a project that never chose builds in volumes, as before.
import { describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import type { TProject, TProjectPreviewResponse } from "@courtready/contracts";
import { sendMultipart as send, useTestApp } from "../../testing/harness.ts";
import type { TestClient } from "../../testing/harness.ts";
import {
  cookCountyFields,
  createProject,
  loadProject,
  scanParts,
  signedInMember,
} from "../../testing/projects.factories.ts";

const scans = scanParts();

describe.each(dialectsUnderTest())("a saved project's scan choice on %s", (dialect) => {
  const t = useTestApp(dialect, { MAX_FILE_MB: "2", MAX_BUILD_MB: "4" });

  async function preview(client: TestClient, id: string): Promise<TProjectPreviewResponse> {
    const project = await loadProject(client, id);
    const response = await client.post(`/api/projects/${id}/preview`, {
      fileOrder: project.files.map((f) => f.id),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TProjectPreviewResponse;
  }

  it("builds the project's binder as one file with smaller scans when chosen, in volumes when not", async () => {
    const { client } = await signedInMember(t());
    const fields = cookCountyFields({ sizeLimit: "1", compressScans: "true" });
    const { id, project } = await createProject(client, fields, scans);
    expect(project.compressScans).toBe(true);
    expect((await loadProject(client, id)).compressScans).toBe(true);
    expect((await preview(client, id)).volumes).toBeUndefined();

    // The edit screen sends the choice alone; a save that leaves it out keeps it.
    const volumes = await send(client, "PUT", `/api/projects/${id}`, { compressScans: "false" }, []);
    expect(volumes.statusCode, volumes.body).toBe(200);
    expect((volumes.json() as { project: TProject }).project.compressScans).toBe(false);
    const renamed = await send(client, "PUT", `/api/projects/${id}`, { projectName: "Renamed" }, []);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await loadProject(client, id)).compressScans).toBe(false);
    expect((await preview(client, id)).volumes).toBeGreaterThanOrEqual(2);

    const bad = await send(client, "PUT", `/api/projects/${id}`, { compressScans: "maybe" }, []);
    expect(bad.statusCode).toBe(400);
  });

  it("builds a project that never chose in volumes, as before the choice was kept", async () => {
    const { client } = await signedInMember(t());
    const { id, project } = await createProject(client, cookCountyFields({ sizeLimit: "1" }), scans);
    expect(project.compressScans).toBeUndefined();
    expect((await preview(client, id)).volumes).toBeGreaterThanOrEqual(2);
  });
});
