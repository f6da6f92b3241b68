// Share links against the real app on both databases: only the owner creates, lists and revokes links and reads
// comments; a link shows the project read-only and opens its exhibits without sign-in; view links refuse comments;
// links stop at expiry and on revocation, saying which; comments are rate-limited per address; tokens are stored
// only as hashes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { makeJpeg, makePdf, makePdfWithScript } from "@courtready/engine/testing";
import { PROJECT_MESSAGES, SHARE_MESSAGES } from "@courtready/contracts";
import type {
  TProjectComment,
  TSaveProjectResponse,
  TShareLink,
  TShareLinkResponse,
  TSharedProject,
} from "@courtready/contracts";
import { TestClient, buildTestApp, multipartBody, signedInClient } from "../../testing/harness.ts";
import type { MultipartFile, TestApp } from "../../testing/harness.ts";
import { createProject } from "../../testing/projects.factories.ts";
import { projectFields } from "../../testing/authorization.table.ts";
import { COMMENT_LIMIT } from "./sharing.routes.ts";
import { shareTokenHash } from "./sharing.service.ts";

const DAY = 24 * 60 * 60 * 1000;

let pdf: Uint8Array;
beforeAll(async () => {
  pdf = await makePdf([{ text: "Lease page one" }]);
});

describe.each(dialectsUnderTest())("project sharing on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function ownerWithProject(
    files: MultipartFile[] = [
      { field: "files", filename: "lease.pdf", bytes: pdf, contentType: "application/pdf" },
    ],
  ) {
    const { client, input } = await signedInClient(t.app);
    const { project } = await createProject(client, projectFields, files);
    return { client, email: input.email, project };
  }

  async function share(
    client: TestClient,
    projectId: string,
    body: object = {},
  ): Promise<TShareLinkResponse> {
    const response = await client.post(`/api/projects/${projectId}/share`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as TShareLinkResponse;
  }

  const tokenOf = (link: TShareLinkResponse) => new URL(link.shareUrl).pathname.split("/").pop()!;

  it("creates a link with the defaults (view, 7 days) whose token is long, random and stored only hashed", async () => {
    const { client, project } = await ownerWithProject();
    const now = t.clock().getTime();
    const link = await share(client, project.id);
    expect(link.shareUrl).toMatch(/^http:\/\/localhost(:\d+)?\/shared\/[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({
      permissions: "view",
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + 7 * DAY).toISOString(),
    });
    const token = tokenOf(link);
    expect(tokenOf(await share(client, project.id))).not.toBe(token);

    const rows = await t.database.db
      .selectFrom("project_shares")
      .selectAll()
      .where("id", "=", link.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(shareTokenHash(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("builds the link on PUBLIC_BASE_URL, whatever Host the request names (issue 22, finding 5)", async () => {
    const { client, project } = await ownerWithProject();
    const link = (
      await client.request({
        method: "POST",
        url: `/api/projects/${project.id}/share`,
        payload: {},
        headers: { host: "evil.example" },
      })
    ).json() as TShareLinkResponse;
    // Outside production PUBLIC_BASE_URL defaults to this machine's own address, never the request's.
    expect(link.shareUrl).toMatch(/^http:\/\/localhost:3000\/shared\/[A-Za-z0-9_-]{43}$/);
  });

  it("builds the link on PUBLIC_BASE_URL when it is set", async () => {
    const other = await buildTestApp(dialect, { PUBLIC_BASE_URL: "https://courtready.example.org/" });
    try {
      const { client } = await signedInClient(other.app);
      const body = multipartBody({ projectName: "Named" });
      const created = await client.request({ method: "POST", url: "/api/projects", ...body });
      const id = (created.json() as TSaveProjectResponse).id;
      const link = (await client.post(`/api/projects/${id}/share`, {})).json() as TShareLinkResponse;
      expect(link.shareUrl).toMatch(/^https:\/\/courtready\.example\.org\/shared\/[A-Za-z0-9_-]{43}$/);
    } finally {
      await other.close();
    }
  });

  it("refuses a permission or expiry outside the choices", async () => {
    const { client, project } = await ownerWithProject();
    for (const [body, message] of [
      [{ permissions: "edit" }, SHARE_MESSAGES.permissionInvalid],
      [{ expiresIn: 365 }, SHARE_MESSAGES.expiryInvalid],
      [{ expiresIn: "7" }, SHARE_MESSAGES.expiryInvalid],
    ] as const) {
      const response = await client.post(`/api/projects/${project.id}/share`, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const never = await share(client, project.id, { permissions: "comment", expiresIn: null });
    expect(never).toMatchObject({ permissions: "comment", expiresAt: null });
  });

  it("lets only the owner create, list and revoke links and read comments", async () => {
    const { client, project } = await ownerWithProject();
    const link = await share(client, project.id);
    const { client: stranger } = await signedInClient(t.app);
    const visitor = new TestClient(t.app);

    const calls = (c: TestClient) => [
      c.post(`/api/projects/${project.id}/share`, {}),
      c.get(`/api/projects/${project.id}/shares`),
      c.request({ method: "DELETE", url: `/api/projects/${project.id}/shares/${link.id}` }),
      c.get(`/api/projects/${project.id}/comments`),
    ];
    for (const response of await Promise.all(calls(stranger))) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toBe(PROJECT_MESSAGES.notFound);
    }
    for (const response of await Promise.all(calls(visitor))) expect(response.statusCode).toBe(401);

    // Still one working link: nothing the others tried changed it.
    const links = (await client.get(`/api/projects/${project.id}/shares`)).json() as TShareLink[];
    expect(links.map((l) => l.id)).toEqual([link.id]);
    expect(JSON.stringify(links)).not.toContain(tokenOf(link));
  });

  it("shows the project read-only to anyone holding the link, without the owner's details", async () => {
    const { client, email, project } = await ownerWithProject();
    const expiresAt = new Date(t.clock().getTime() + 7 * DAY).toISOString();
    const token = tokenOf(await share(client, project.id));
    const visitor = new TestClient(t.app);
    const response = await visitor.get(`/api/shared/${token}`);
    expect(response.statusCode, response.body).toBe(200);
    const shared = response.json() as TSharedProject;
    const file = project.files[0]!;
    expect(shared).toEqual({
      projectName: "Deposit dispute",
      binderType: "Small Claims",
      courtName: "Los Angeles Superior Court",
      caseInfo: { case_name: "Diaz v. Acme", case_number: "SC-1", hearing_date: "2026-12-20" },
      role: "defendant",
      permissions: "view",
      expiresAt,
      files: [
        {
          id: file.id,
          exhibitLabel: "A",
          filename: "lease.pdf",
          fileType: "PDF Document",
          mimeType: "application/pdf",
          fileSize: pdf.byteLength,
          description: "Signed lease",
          exhibitUrl: `/api/shared/${token}/files/${file.id}/exhibit.pdf`,
          fileUrl: `/api/shared/${token}/files/${file.id}`,
        },
      ],
    });
    expect(response.body).not.toContain(email);
    expect(response.body).not.toContain(project.id);

    const opened = await visitor.get(shared.files[0]!.fileUrl);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["content-type"]).toBe("application/pdf");
    // A PDF is a download on a share page, never opened inline (issue 22 finding 7; see the next test).
    expect(opened.headers["content-disposition"]).toMatch(/^attachment; filename="lease.pdf"/);
    expect(opened.headers["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.compare(opened.rawPayload, Buffer.from(pdf))).toBe(0);

    // A file of another project cannot be reached through this link.
    const other = await ownerWithProject();
    const foreign = await visitor.get(`/api/shared/${token}/files/${other.project.files[0]!.id}`);
    expect(foreign.statusCode).toBe(404);
  });

  it("hands a stranger a PDF that carries JavaScript only as a download, while a photo opens in the browser", async () => {
    const scripted = await makePdfWithScript("Invoice", "app.alert('gotcha');");
    const { client, project } = await ownerWithProject([
      { field: "files", filename: "invoice.pdf", bytes: scripted, contentType: "application/pdf" },
      { field: "files", filename: "photo.jpg", bytes: await makeJpeg(64, 48), contentType: "image/jpeg" },
    ]);
    const token = tokenOf(await share(client, project.id));
    const visitor = new TestClient(t.app);
    const [pdfFile, photo] = ((await visitor.get(`/api/shared/${token}`)).json() as TSharedProject).files;

    const opened = await visitor.get(pdfFile!.fileUrl);
    expect(opened.statusCode).toBe(200);
    expect(Buffer.from(opened.rawPayload).includes("app.alert")).toBe(true);
    expect(opened.headers["content-type"]).toBe("application/pdf");
    expect(opened.headers["content-disposition"]).toMatch(/^attachment; filename="invoice.pdf"/);
    expect(opened.headers["x-content-type-options"]).toBe("nosniff");

    const picture = await visitor.get(photo!.fileUrl);
    expect(picture.headers["content-type"]).toBe("image/jpeg");
    expect(picture.headers["content-disposition"]).toMatch(/^inline; filename="photo.jpg"/);
  });

  it("answers unknown and malformed tokens with a plain 404", async () => {
    const visitor = new TestClient(t.app);
    for (const token of ["A".repeat(43), "short", "not%20a%20token", "B".repeat(90)]) {
      const response = await visitor.get(`/api/shared/${token}`);
      expect(response.statusCode, token).toBe(404);
      expect(response.json().message).toBe(SHARE_MESSAGES.linkNotFound);
    }
  });

  it("stops a link when it expires, and says so", async () => {
    const { client, project } = await ownerWithProject();
    const oneDay = tokenOf(await share(client, project.id, { expiresIn: 1 }));
    const never = tokenOf(await share(client, project.id, { expiresIn: null }));
    const visitor = new TestClient(t.app);
    t.clock.advance(DAY - 1);
    expect((await visitor.get(`/api/shared/${oneDay}`)).statusCode).toBe(200);
    t.clock.advance(1);
    const expired = await visitor.get(`/api/shared/${oneDay}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(SHARE_MESSAGES.linkExpired);
    const file = await visitor.get(`/api/shared/${oneDay}/files/${project.files[0]!.id}`);
    expect(file.statusCode).toBe(410);
    expect((await visitor.get(`/api/shared/${never}`)).statusCode).toBe(200);
    const links = (await client.get(`/api/projects/${project.id}/shares`)).json() as TShareLink[];
    expect(links.map((l) => l.expiresAt)).toEqual([null]);
  });

  it("stops a revoked link, says so, and keeps it off", async () => {
    const { client, project } = await ownerWithProject();
    const link = await share(client, project.id, { permissions: "comment" });
    const token = tokenOf(link);
    const url = `/api/projects/${project.id}/shares/${link.id}`;
    const revoked = await client.request({ method: "DELETE", url });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ success: true, message: SHARE_MESSAGES.revokedText });
    expect((await client.request({ method: "DELETE", url })).statusCode).toBe(200);

    const visitor = new TestClient(t.app);
    const page = await visitor.get(`/api/shared/${token}`);
    expect(page.statusCode).toBe(410);
    expect(page.json().message).toBe(SHARE_MESSAGES.linkRevoked);
    const comment = await visitor.post(`/api/shared/${token}/comments`, { authorName: "Ann", text: "Hi" });
    expect(comment.statusCode).toBe(410);
    expect((await client.get(`/api/projects/${project.id}/shares`)).json()).toEqual([]);

    const unknown = await client.request({
      method: "DELETE",
      url: `/api/projects/${project.id}/shares/nope`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SHARE_MESSAGES.shareNotFound);
  });

  it("takes comments only through comment links, and shows them to the owner newest first", async () => {
    const { client, project } = await ownerWithProject();
    const viewOnly = tokenOf(await share(client, project.id));
    const commenting = tokenOf(await share(client, project.id, { permissions: "comment" }));
    const visitor = new TestClient(t.app);

    const refused = await visitor.post(`/api/shared/${viewOnly}/comments`, { authorName: "Ann", text: "Hi" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SHARE_MESSAGES.commentsNotAllowed);

    for (const [body, message] of [
      [{ authorName: "   ", text: "Hi" }, SHARE_MESSAGES.commentNameRequired],
      [{ authorName: "A".repeat(81), text: "Hi" }, SHARE_MESSAGES.commentNameTooLong],
      [{ authorName: "Ann", text: "  \n " }, SHARE_MESSAGES.commentTextRequired],
      [{ authorName: "Ann", text: "x".repeat(2001) }, SHARE_MESSAGES.commentTextTooLong],
    ] as const) {
      const response = await visitor.post(`/api/shared/${commenting}/comments`, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
    }

    const first = await visitor.post(`/api/shared/${commenting}/comments`, {
      authorName: "  Ann Lee ",
      text: " Exhibit A is missing page 2. <b>bold</b> ",
    });
    expect(first.statusCode, first.body).toBe(201);
    t.clock.advance(60_000);
    await visitor.post(`/api/shared/${commenting}/comments`, { authorName: "Bo", text: "Looks good" });
    expect(
      (await visitor.request({ method: "POST", url: `/api/shared/${commenting}/comments`, csrf: false }))
        .statusCode,
    ).toBe(403);

    const comments = (await client.get(`/api/projects/${project.id}/comments`)).json() as TProjectComment[];
    expect(comments.map((c) => [c.authorName, c.text])).toEqual([
      ["Bo", "Looks good"],
      ["Ann Lee", "Exhibit A is missing page 2. <b>bold</b>"],
    ]);
    const stored = await t.database.db.selectFrom("project_comments").selectAll().execute();
    expect(stored.filter((c) => c.project_id === project.id)).toHaveLength(2);
  });

  it("limits comments per address and lets the address comment again once the window has passed", async () => {
    const { client, project } = await ownerWithProject();
    const token = tokenOf(await share(client, project.id, { permissions: "comment", expiresIn: null }));
    const from = (remoteAddress: string, text: string) =>
      new TestClient(t.app).request({
        method: "POST",
        url: `/api/shared/${token}/comments`,
        payload: { authorName: "Flood", text },
        remoteAddress,
      });
    for (let i = 0; i < COMMENT_LIMIT.limit; i += 1)
      expect((await from("203.0.113.50", `note ${i}`)).statusCode).toBe(201);
    const limited = await from("203.0.113.50", "one too many");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(SHARE_MESSAGES.tooManyComments);
    expect((await from("203.0.113.51", "another person")).statusCode).toBe(201);
    t.clock.advance(COMMENT_LIMIT.windowMs);
    expect((await from("203.0.113.50", "later")).statusCode).toBe(201);

    const comments = (await client.get(`/api/projects/${project.id}/comments`)).json() as TProjectComment[];
    expect(comments).toHaveLength(COMMENT_LIMIT.limit + 2);
    expect(comments.map((c) => c.text)).not.toContain("one too many");
  });

  it("removes links and comments with the project", async () => {
    const { client, project } = await ownerWithProject();
    const token = tokenOf(await share(client, project.id, { permissions: "comment" }));
    await new TestClient(t.app).post(`/api/shared/${token}/comments`, { authorName: "Ann", text: "Hi" });
    expect((await client.request({ method: "DELETE", url: `/api/projects/${project.id}` })).statusCode).toBe(
      200,
    );
    expect((await new TestClient(t.app).get(`/api/shared/${token}`)).statusCode).toBe(404);
    const left = await t.database.db
      .selectFrom("project_comments")
      .select("id")
      .where("project_id", "=", project.id)
      .execute();
    expect(left).toEqual([]);
  });
});
