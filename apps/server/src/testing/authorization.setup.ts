// The people and things the authorization suite works on: person A (the owner, who runs a group plan) and person B
// (another signed-in person), each with a project, a library file and a folder under names only they use, A's real
// build and filed binder, and the Fixtures the route table's requests are built from; useAuthorizationScene gives a
// test file all of it on an app of its own.
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import type { Dialect } from "@courtready/db";
import { makePdf } from "@courtready/engine/testing";
import type { TSaveProjectResponse, TShareLinkResponse, TUser } from "@courtready/contracts";
import { firstLink, startSmtpStandIn } from "./smtp-stand-in.ts";
import type { SmtpStandIn } from "./smtp-stand-in.ts";
import { buildTestApp, multipartBody, signedInClient, TestClient } from "./harness.ts";
import type { TestApp } from "./harness.ts";
import { projectFields, upload } from "./authorization.table.ts";
import type { Fixtures } from "./authorization.table.ts";
import { filedBinder, finishedBuild } from "./authorization.factories.ts";

/** A signed-in person and the values only their data holds (what must never reach anyone else). */
export interface Person {
  /** "A" or "B", for the checks' messages. */
  name: string;
  client: TestClient;
  email: string;
  password: string;
  user: TUser;
  /** What only this person's rows hold, by what it is: e-mail, names, project, file, folder, description, ids. */
  marks: Record<string, string>;
}

/** What the checks (authorization.checks.ts) work on: the app, A's ids, A and B. */
export interface Scene {
  app: FastifyInstance;
  /** The app's port on 127.0.0.1, for the requests that need a real socket. */
  port: number;
  fx: Fixtures;
  owner: Person;
  other: Person;
}

type Response = { statusCode: number; body: string; json(): unknown };

function expectStatus(response: Response, status: number): Record<string, unknown> {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as Record<string, unknown>;
}

/**
 * Signs a person up whose every value carries `word` (a made-up word no fixture or page text uses), and gives them a
 * project (with a described file), a library file and a folder.
 */
async function person(t: TestApp, name: string, word: string, pdf: Uint8Array): Promise<Person> {
  const lower = word.toLowerCase();
  const { client, input } = await signedInClient(t.app, {
    email: `${lower}.${randomUUID().slice(0, 8)}@example.com`,
    firstName: word,
    lastName: `${word}son`,
  });
  const user = expectStatus(await client.get("/api/auth/user"), 200) as unknown as TUser;
  const fileName = `${lower}-lease.pdf`;
  const description = `${word}'s signed lease, page four`;
  const projectName = `${word} tenancy dispute`;
  const saved = multipartBody(
    {
      ...projectFields,
      projectName,
      descriptions: JSON.stringify([{ name: fileName, description }]),
    },
    { field: "files", filename: fileName, bytes: pdf, contentType: "application/pdf" },
  );
  const { project } = expectStatus(
    await client.request({ method: "POST", url: "/api/projects", ...saved }),
    201,
  ) as unknown as TSaveProjectResponse;
  const libraryFile = multipartBody(
    {},
    { filename: `${lower}-receipt.pdf`, bytes: pdf, contentType: "application/pdf" },
  );
  const stored = expectStatus(
    await client.request({ method: "POST", url: "/api/user-files", ...libraryFile }),
    201,
  );
  const folderName = `${word} receipts`;
  const folder = expectStatus(await client.post("/api/folders", { name: folderName }), 201);
  return {
    name,
    client,
    email: input.email,
    password: input.password,
    user,
    marks: {
      email: input.email,
      firstName: word,
      projectName,
      fileName,
      description,
      folderName,
      libraryFileName: `${lower}-receipt.pdf`,
      userId: user.id,
      projectId: project.id,
      projectFileId: project.files[0]!.id,
      libraryFileId: String(stored.id),
      folderId: String(folder.id),
    },
  };
}

/** A and B with their things, A's group, build and filing, and the Fixtures built from A's ids. */
async function setUpAuthorization(
  t: TestApp,
  smtp: SmtpStandIn,
  pdf: Uint8Array,
): Promise<{ fx: Fixtures; owner: Person; other: Person }> {
  const owner = await person(t, "A", "Zephyrine", pdf);
  const other = await person(t, "B", "Bramblewick", pdf);

  const newCheckout = async (client: TestClient, tier: string) => {
    const body = expectStatus(await client.post("/api/membership/create-checkout", { tier }), 200);
    return String(body.checkoutUrl).split("/").pop()!;
  };
  const newProject = async (client: TestClient) => {
    const call = upload("/api/projects", projectFields, { pdf } as Fixtures, "files");
    return (expectStatus(await client.request(call), 201) as unknown as TSaveProjectResponse).project;
  };
  const newLibraryFile = async () =>
    String(
      expectStatus(await owner.client.request(upload("/api/user-files", {}, { pdf } as Fixtures)), 201).id,
    );
  const newShare = async (projectId: string, body: object = {}) =>
    expectStatus(
      await owner.client.post(`/api/projects/${projectId}/share`, body),
      201,
    ) as unknown as TShareLinkResponse;

  /** Invites a new address to `host`'s group; the group's members and the secret mailed to that address. */
  const invite = async (host: TestClient) => {
    const email = `seat-${randomUUID()}@example.com`;
    const group = expectStatus(await host.post("/api/membership/group/invite", { email }), 200) as {
      members: { id: string; email: string }[];
    };
    // Mail arrives in the order sent; earlier invitations (from the invite route's own check) are passed over.
    for (;;) {
      const mail = await smtp.nextMail();
      if (mail.to.includes(email))
        return { group, secret: new URL(firstLink(mail.text)).hash.slice("#join=".length) };
    }
  };

  // A runs a group (a member, and the owner of a group with invited seats).
  const buyGroup = async (buyer: TestClient) => {
    const checkout = await newCheckout(buyer, "group-yearly");
    expectStatus(await buyer.post(`/api/membership/checkout/${checkout}/complete`), 200);
  };
  await buyGroup(owner.client);
  const { group } = await invite(owner.client);

  const link = await newShare(owner.marks.projectId!, { permissions: "comment" });
  const build = await finishedBuild(t, owner.user.id, pdf);
  const filingId = await filedBinder(
    t,
    owner.user.id,
    owner.marks.projectId!,
    owner.marks.projectFileId!,
    pdf,
  );
  const checkoutId = await newCheckout(owner.client, "yearly");
  Object.assign(owner.marks, { buildId: build.id, buildRef: build.ref, filingId, checkoutId });

  const fx: Fixtures = {
    projectId: owner.marks.projectId!,
    projectFileId: owner.marks.projectFileId!,
    otherProjectFileId: other.marks.projectFileId!,
    libraryFileId: owner.marks.libraryFileId!,
    folderId: owner.marks.folderId!,
    shareId: link.id,
    shareToken: new URL(link.shareUrl).pathname.split("/").pop()!,
    checkoutId,
    buildId: build.id,
    buildRef: build.ref,
    filingId,
    groupMemberId: group.members[0]!.id,
    fresh: {
      project: async () => (await newProject(owner.client)).id,
      libraryFile: newLibraryFile,
      folder: async () =>
        String(expectStatus(await owner.client.post("/api/folders", { name: "Old" }), 201).id),
      share: async () => (await newShare(owner.marks.projectId!)).id,
      checkout: () => newCheckout(owner.client, "yearly"),
      // From a group of its own: a group has only MAX_GROUP_INVITES seats, and A's are the invite route's.
      invitation: async () => {
        const host = (await signedInClient(t.app)).client;
        await buyGroup(host);
        return (await invite(host)).secret;
      },
      otherSessionId: async () => {
        // A second sign-in of A's, which the first one ends.
        const second = new TestClient(t.app);
        expectStatus(
          await second.post("/api/auth/login", { email: owner.email, password: owner.password }),
          200,
        );
        const { sessions } = expectStatus(await owner.client.get("/api/auth/sessions"), 200) as {
          sessions: { id: string; current: boolean }[];
        };
        return sessions.find((s) => !s.current)!.id;
      },
    },
    pdf,
    ownerPassword: owner.password,
  };
  owner.marks.shareToken = fx.shareToken;
  return { fx, owner, other };
}

/**
 * The app of a test file on `dialect`, with mail for group invitations, A and B set up and listening on a port:
 * built before the file's tests and closed after them (hooks registered by this call). `beforeBuild` runs just before
 * the app is made (the mutation test installs its route breaker there).
 */
export function useAuthorizationScene(
  dialect: Dialect,
  beforeBuild: () => void = () => undefined,
): () => Scene & { t: TestApp } {
  let t: TestApp | undefined;
  let smtp: SmtpStandIn | undefined;
  let scene: (Scene & { t: TestApp }) | undefined;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    beforeBuild();
    t = await buildTestApp(dialect, {
      SMTP_URL: smtp.url,
      SUPPORT_EMAIL: "support@example.org",
      PUBLIC_BASE_URL: "https://courtready.test",
    });
    const people = await setUpAuthorization(t, smtp, await makePdf([{ text: "Lease page one" }]));
    // The large-upload check needs a real socket; the rest go through inject.
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    scene = { ...people, t, app: t.app, port: (t.app.server.address() as AddressInfo).port };
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  return () => {
    if (!scene) throw new Error("the scene is set up before the tests run (beforeAll)");
    return scene;
  };
}
