// Every upload path names a finished resumable upload instead of sending its bytes again (issue 40), on the local
// folder and on an S3-compatible store: the builder's file check, a library upload and a project save each take the
// upload by id (streamed from storage into the request's staging area) and answer as if the file had been sent; an
// unfinished or another person's upload is refused, and the upload stays for the next request.
import { beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "@courtready/engine/testing";
import type { TProject, TUserFile } from "@courtready/contracts";
import { postMultipart, signedInClient } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import { createUpload, finishedUpload, resumableTestApp, uploadOffset } from "../../testing/resumable.ts";

describe.each(["local", "s3"] as const)("naming finished uploads on %s storage", (kind) => {
  const app = resumableTestApp(kind, { MAX_FILE_MB: "2" });
  let t: TestApp;
  let pdf: Uint8Array;
  beforeAll(async () => {
    t = app();
    pdf = await makePdf([{ text: "Bank statement" }, { text: "Page two" }]);
  });

  it("checks a finished upload named by id, and refuses an unfinished or another person's one", async () => {
    const { client } = await signedInClient(t.app);
    const id = await finishedUpload(client, "statement.pdf", pdf);
    const checked = await postMultipart(client, "/api/inspect-file", { uploadIds: JSON.stringify([id]) }, []);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ status: "ready", pageCount: 2 });

    const unfinished = await createUpload(client, "later.pdf", pdf.length);
    const later = unfinished.path!.split("/").pop()!;
    const notDone = await postMultipart(
      client,
      "/api/inspect-file",
      { uploadIds: JSON.stringify([later]) },
      [],
    );
    expect(notDone.statusCode).toBe(409);

    const other = (await signedInClient(t.app)).client;
    const notTheirs = await postMultipart(
      other,
      "/api/inspect-file",
      { uploadIds: JSON.stringify([id]) },
      [],
    );
    expect(notTheirs.statusCode).toBe(409);
  });

  it("files a finished upload in the library, byte for byte, and keeps the upload", async () => {
    const { client } = await signedInClient(t.app);
    const id = await finishedUpload(client, "statement.pdf", pdf);
    const stored = await postMultipart(client, "/api/user-files", { uploadIds: JSON.stringify([id]) }, []);
    expect(stored.statusCode, stored.body).toBe(201);
    const file = stored.json() as TUserFile;
    expect(file.originalFilename).toBe("statement.pdf");
    const download = await client.get(file.downloadUrl);
    expect(Buffer.compare(download.rawPayload, Buffer.from(pdf))).toBe(0);
    expect((await uploadOffset(client, `/api/uploads/${id}`)).statusCode).toBe(200);
    // Two files named for the library's one-file upload are refused, as two file parts are.
    const two = await postMultipart(client, "/api/user-files", { uploadIds: JSON.stringify([id, id]) }, []);
    expect(two.statusCode).toBe(413);
  });

  it("saves a project from a finished upload and a file sent with it, in the order named", async () => {
    const { client } = await signedInClient(t.app);
    const id = await finishedUpload(client, "statement.pdf", pdf);
    const letter = await makePdf([{ text: "Letter" }]);
    const saved = await postMultipart(
      client,
      "/api/projects",
      {
        projectName: "Deposit dispute",
        binderType: "small_claims",
        courtName: "Los Angeles Superior Court",
        role: "defendant",
        formData: JSON.stringify({ caseName: "Diaz v. Acme", caseNumber: "SC-1" }),
        uploadIds: JSON.stringify([id, null]),
      },
      [{ field: "files", filename: "letter.pdf", bytes: letter, contentType: "application/pdf" }],
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const { project } = saved.json() as { project: TProject };
    expect(project.files.map((f) => f.originalName)).toEqual(["statement.pdf", "letter.pdf"]);
  });
});
