// One label per document in every output of a saved project, on both databases: after a reorder with the labels
// kept, and after one with them updated, the project, the dashboard list, the Word export, the preview binder
// (stamps, index and bookmarks read back with pdftotext) and the share page all name the same label for each file.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { dialectsUnderTest } from "@courtready/db/testing";
import type { TProject, TProjectSummary, TSharedProject, TShareLinkResponse } from "@courtready/contracts";
import { buildTestApp, signedInClient } from "../../testing/harness.ts";
import type { MultipartFile, TestApp, TestClient } from "../../testing/harness.ts";
import { createProject, updateProjectFiles } from "../../testing/projects.factories.ts";
import { grantByEmail } from "../../admin.ts";

const NAMES = ["alpha.txt", "bravo.txt", "charlie.txt", "delta.txt"];
const parts = (): MultipartFile[] =>
  NAMES.map((name) => ({
    field: "files",
    filename: name,
    bytes: new TextEncoder().encode(`The ${name.replace(".txt", "")} document.`),
    contentType: "text/plain",
  }));

/** Each page's text, as a person reading the PDF would get it. */
function pdfPages(bytes: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "courtready-labels-"));
  try {
    const file = path.join(dir, "binder.pdf");
    writeFileSync(file, bytes);
    return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" })
      .split("\f")
      .filter((page) => page.trim() !== "");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The Word export's exhibit table: [label, document] per row, from word/document.xml. */
function wordRows(docx: Buffer): [string, string][] {
  const xml = new TextDecoder().decode(unzipSync(new Uint8Array(docx))["word/document.xml"]);
  const rows = [...xml.matchAll(/<w:tr\b[\s\S]*?<\/w:tr>/g)].map((row) =>
    [...row[0].matchAll(/<w:tc\b[\s\S]*?<\/w:tc>/g)].map((cell) => cell[0].replace(/<[^>]+>/g, "")),
  );
  return rows.slice(1).map((cells) => [cells[0]!, cells[2]!]);
}

describe.each(dialectsUnderTest())("a reordered project's labels on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function projectOf(client: TestClient): Promise<TProject> {
    const fields = { projectName: "Repairs", binderType: "small_claims", role: "plaintiff", presetKey: "" };
    return (await createProject(client, fields, parts())).project;
  }

  function reorder(client: TestClient, project: TProject, ids: string[], relabel: boolean) {
    const order = ids.map((id, sortOrder) => ({
      id,
      sortOrder,
      exhibitLabel: project.files.find((f) => f.id === id)!.exhibitLabel,
    }));
    return updateProjectFiles(client, project.id, order, [], { relabel });
  }

  /** Every output's [label, file] pairs, in the order that output lists them. */
  async function outputs(client: TestClient, projectId: string) {
    const project = (await client.get(`/api/projects/${projectId}`)).json() as TProject;
    const listed = ((await client.get("/api/projects")).json() as TProjectSummary[]).find(
      (p) => p.id === projectId,
    )!;
    const word = await client.get(`/api/projects/${projectId}/export/word`);
    expect(word.statusCode, word.body).toBe(200);

    const preview = await client.post(`/api/projects/${projectId}/preview`, {
      fileOrder: project.files.map((f) => f.id),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const pdf = await client.get((preview.json() as { previewUrl: string }).previewUrl);
    const pages = pdfPages(pdf.rawPayload);
    // Each document's page: its stamp's label, and the word the document itself says.
    const stamped = pages
      .slice(2)
      .map((page): [string, string] => [
        /Exhibit (\S+) – page 1 of 1/.exec(page)?.[1] ?? "?",
        `${/The (\w+) document\./.exec(page)?.[1] ?? "?"}.txt`,
      ]);
    // The index row of each document: "<label> <description = file name> …".
    const indexed = [...pages[1]!.matchAll(/^\s*(\S+)\s+(\w+\.txt)\b/gm)].map((m): [string, string] => [
      m[1]!,
      m[2]!,
    ]);

    const link = (await client.post(`/api/projects/${projectId}/share`, {})).json() as TShareLinkResponse;
    const token = new URL(link.shareUrl).pathname.split("/").pop()!;
    const shared = (await client.get(`/api/shared/${token}`)).json() as TSharedProject;

    return {
      edit: project.files.map((f) => [f.exhibitLabel, f.filename]),
      dashboard: listed.files.map((f) => [f.exhibitLabel, f.filename]),
      word: wordRows(word.rawPayload),
      stamps: stamped,
      index: indexed,
      share: shared.files.map((f) => [f.exhibitLabel, f.filename]),
    };
  }

  it("keeps each document's label through a reorder, and moves them all to the new order on Update Labels", async () => {
    const { client, input } = await signedInClient(t.app);
    await grantByEmail(t.database.db, input.email, "yearly", t.clock());
    const created = await projectOf(client);
    expect(created.files.map((f) => f.exhibitLabel)).toEqual(["1", "2", "3", "4"]);
    const [a, b, c, d] = created.files.map((f) => f.id) as [string, string, string, string];

    // Delta moved to the front, Keep Original Labels: Delta is Exhibit 4 everywhere, listed first.
    const kept = await reorder(client, created, [d, a, b, c], false);
    const keptExpected = [
      ["4", "delta.txt"],
      ["1", "alpha.txt"],
      ["2", "bravo.txt"],
      ["3", "charlie.txt"],
    ];
    const afterKeep = await outputs(client, kept.id);
    for (const [name, pairs] of Object.entries(afterKeep))
      expect([name, pairs]).toEqual([name, keptExpected]);

    // Then Charlie to the front with Update Labels: labels follow the new order everywhere.
    const relabelled = await reorder(client, kept, [c, d, a, b], true);
    const relabelExpected = [
      ["1", "charlie.txt"],
      ["2", "delta.txt"],
      ["3", "alpha.txt"],
      ["4", "bravo.txt"],
    ];
    const afterRelabel = await outputs(client, relabelled.id);
    for (const [name, pairs] of Object.entries(afterRelabel))
      expect([name, pairs]).toEqual([name, relabelExpected]);
  });

  it("previews an unsaved order with the labels the documents have", async () => {
    const { client, input } = await signedInClient(t.app);
    await grantByEmail(t.database.db, input.email, "yearly", t.clock());
    const project = await projectOf(client);
    const [a, b, c, d] = project.files.map((f) => f.id);
    const preview = await client.post(`/api/projects/${project.id}/preview`, { fileOrder: [b, d, a, c] });
    expect(preview.statusCode, preview.body).toBe(200);
    const pdf = await client.get((preview.json() as { previewUrl: string }).previewUrl);
    const stamps = pdfPages(pdf.rawPayload)
      .slice(2)
      .map((page) => /Exhibit (\S+) – page 1 of 1/.exec(page)?.[1]);
    expect(stamps).toEqual(["2", "4", "1", "3"]);
  });
});
