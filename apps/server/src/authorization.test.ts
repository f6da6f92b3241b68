// Authorization, generated from the app's own route table: every registered route must be listed in ROUTES
// (authorization.table.ts) with who may call it, and each class is exercised through the real app on both databases: a stranger without a session
// (401 where sign-in is needed), another signed-in person (404 for someone else's thing, never its data; 403 for a
// member-only action) and the owner or member (2xx). A route added later without an entry here fails the first test.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { makePdf } from "@courtready/engine/testing";
import type { TSaveProjectResponse, TShareLinkResponse } from "@courtready/contracts";
import { firstLink, startSmtpStandIn } from "./testing/smtp-stand-in.ts";
import type { SmtpStandIn } from "./testing/smtp-stand-in.ts";
import { buildTestApp, signedInClient, TestClient } from "./testing/harness.ts";
import type { TestApp } from "./testing/harness.ts";
import { ACCESS, ROUTES, projectFields, upload } from "./testing/authorization.table.ts";
import type { Fixtures } from "./testing/authorization.table.ts";

let pdf: Uint8Array;
beforeAll(async () => {
  pdf = await makePdf([{ text: "Lease page one" }]);
});

describe.each(dialectsUnderTest())("authorization on %s", (dialect) => {
  let t: TestApp;
  let smtp: SmtpStandIn;
  let owner: TestClient;
  let ownerPassword: string;
  let other: TestClient;
  let fx: Fixtures;

  beforeAll(async () => {
    // Group invitations go out by e-mail, so the app needs somewhere to send them.
    smtp = await startSmtpStandIn();
    t = await buildTestApp(dialect, {
      SMTP_URL: smtp.url,
      SUPPORT_EMAIL: "support@example.org",
      PUBLIC_BASE_URL: "https://courtready.test",
    });
    const signedIn = await signedInClient(t.app);
    owner = signedIn.client;
    ownerPassword = signedIn.input.password;
    other = (await signedInClient(t.app)).client;

    const expectStatus = (
      response: { statusCode: number; body: string; json(): unknown },
      status: number,
    ) => {
      expect(response.statusCode, response.body).toBe(status);
      return response.json() as Record<string, unknown>;
    };
    const newCheckout = async (client: TestClient, tier: string) => {
      const body = expectStatus(await client.post("/api/membership/create-checkout", { tier }), 200);
      return String(body.checkoutUrl).split("/").pop()!;
    };
    const newProject = async (client: TestClient) => {
      const call = upload("/api/projects", projectFields, { pdf } as Fixtures, "files");
      const created = await client.request(call);
      return (expectStatus(created, 201) as unknown as TSaveProjectResponse).project;
    };
    const newLibraryFile = async () =>
      String(expectStatus(await owner.request(upload("/api/user-files", {}, { pdf } as Fixtures)), 201).id);
    const newShare = async (projectId: string, body: object = {}) =>
      expectStatus(
        await owner.post(`/api/projects/${projectId}/share`, body),
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

    // The owner runs a group (a member, and the owner of a group with invited seats).
    const buyGroup = async (buyer: TestClient) => {
      const checkout = await newCheckout(buyer, "group-yearly");
      expectStatus(await buyer.post(`/api/membership/checkout/${checkout}/complete`), 200);
    };
    await buyGroup(owner);
    const { group } = await invite(owner);

    const project = await newProject(owner);
    const otherProject = await newProject(other);
    const link = await newShare(project.id, { permissions: "comment" });
    const folder = expectStatus(await owner.post("/api/folders", { name: "Lease" }), 201);
    fx = {
      projectId: project.id,
      projectFileId: project.files[0]!.id,
      otherProjectFileId: otherProject.files[0]!.id,
      libraryFileId: await newLibraryFile(),
      folderId: String(folder.id),
      shareId: link.id,
      shareToken: new URL(link.shareUrl).pathname.split("/").pop()!,
      checkoutId: await newCheckout(owner, "yearly"),
      // No build is run: an id nobody owns still shows that strangers and other people get no further.
      buildId: randomUUID(),
      groupMemberId: group.members[0]!.id,
      fresh: {
        project: async () => (await newProject(owner)).id,
        libraryFile: newLibraryFile,
        folder: async () => String(expectStatus(await owner.post("/api/folders", { name: "Old" }), 201).id),
        share: async () => (await newShare(project.id)).id,
        checkout: () => newCheckout(owner, "yearly"),
        // From a group of its own: a group has only MAX_GROUP_INVITES seats, and the owner's are the invite route's.
        invitation: async () => {
          const host = (await signedInClient(t.app)).client;
          await buyGroup(host);
          return (await invite(host)).secret;
        },
        otherSessionId: async () => {
          // A second sign-in of the owner's, which the first one ends.
          const second = new TestClient(t.app);
          const email = expectStatus(await owner.get("/api/auth/user"), 200).email;
          expectStatus(await second.post("/api/auth/login", { email, password: ownerPassword }), 200);
          const { sessions } = expectStatus(await owner.get("/api/auth/sessions"), 200) as {
            sessions: { id: string; current: boolean }[];
          };
          return sessions.find((s) => !s.current)!.id;
        },
      },
      pdf,
      ownerPassword,
    };
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("has every registered route in its table, and nothing that is not registered", () => {
    const registered = new Set(t.routes);
    // Fastify adds a HEAD route for every GET; it answers as the GET does.
    const own = t.routes.filter(
      (route) => !(route.startsWith("HEAD ") && registered.has(`GET ${route.slice(5)}`)),
    );
    const unclassified = own.filter((route) => !(route in ROUTES));
    expect(
      unclassified.map(
        (route) =>
          `${route} is not in ROUTES in apps/server/src/authorization.test.ts: add it with who may call it ` +
          `(${ACCESS.join(", ")}) and a request that reaches it.`,
      ),
    ).toEqual([]);
    const stale = Object.keys(ROUTES).filter((route) => !registered.has(route));
    expect(stale.map((route) => `${route} is in ROUTES but no longer registered: remove it.`)).toEqual([]);
  });

  const ownerData = () => [fx.projectId, fx.libraryFileId, fx.shareToken, "Deposit dispute", "lease.pdf"];

  it.each(Object.entries(ROUTES))("%s", async (_name, route) => {
    const stranger = new TestClient(t.app);
    const call = await route.call(fx);
    const is2xx = (status: number) => status >= 200 && status < 300;
    const expectAllowed = (response: { statusCode: number; body: string }) => {
      if (route.allowed === null) return;
      if (route.allowed) expect(route.allowed, response.body).toContain(response.statusCode);
      else expect(is2xx(response.statusCode), `${response.statusCode} ${response.body}`).toBe(true);
    };

    switch (route.access) {
      case "public": {
        const response = await stranger.request(call);
        expect([401, 403], response.body).not.toContain(response.statusCode);
        expect(response.statusCode, response.body).toBeLessThan(500);
        break;
      }
      case "signed-in":
      case "owner":
      case "member":
      case "group-owner": {
        const anonymous = await stranger.request(call);
        expect(anonymous.statusCode, anonymous.body).toBe(401);
        if (route.access === "owner") {
          const someoneElse = await other.request(call);
          expect(someoneElse.statusCode, someoneElse.body).toBe(404);
          for (const secret of ownerData()) expect(someoneElse.body).not.toContain(secret);
        }
        if (route.access === "member" || route.access === "group-owner") {
          const nonMember = await other.request(call);
          expect(nonMember.statusCode, nonMember.body).toBe(403);
        }
        const allowed = route.freshOwner ? (await signedInClient(t.app)).client : owner;
        expectAllowed(await allowed.request(call));
        break;
      }
      case "share": {
        const guessed = await stranger.request(await route.call({ ...fx, shareToken: "A".repeat(43) }));
        expect(guessed.statusCode, guessed.body).toBe(404);
        const holder = await stranger.request(call);
        expectAllowed(holder);
        break;
      }
      case "webhook": {
        // No session, no CSRF token, no signature: refused, and not by the CSRF check (Stripe cannot send one).
        const response = await stranger.request({ ...call, csrf: false });
        expect(is2xx(response.statusCode), response.body).toBe(false);
        expect(response.statusCode, response.body).not.toBe(403);
        break;
      }
    }
  });

  it("serves a share holder only the files of the shared project", async () => {
    const foreign = await new TestClient(t.app).get(
      `/api/shared/${fx.shareToken}/files/${fx.otherProjectFileId}`,
    );
    expect(foreign.statusCode, foreign.body).toBe(404);
  });
});
