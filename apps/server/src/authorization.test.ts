// Authorization, generated from the app's own route table: every registered route must be listed in ROUTES with
// who may call it, and each class is exercised through the real app on both databases: a stranger without a session
// (401 where sign-in is needed), another signed-in person (404 for someone else's thing, never its data; 403 for a
// member-only action) and the owner or member (2xx). A route added later without an entry here fails the first test.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { makePdf } from "@courtready/engine/testing";
import type { TSaveProjectResponse, TShareLinkResponse } from "@courtready/contracts";
import type { InjectOptions } from "fastify";
import { firstLink, startSmtpStandIn } from "./testing/smtp-stand-in.ts";
import type { SmtpStandIn } from "./testing/smtp-stand-in.ts";
import { buildTestApp, multipartBody, signedInClient, TestClient } from "./testing/harness.ts";
import type { TestApp } from "./testing/harness.ts";

/**
 * Who may call a route:
 * - public: anyone; a stranger is never asked to sign in (no 401/403) and never causes a 5xx.
 * - signed-in: about the caller's own account (no id of someone else's thing in the path): a stranger gets 401, the
 *   signed-in person 2xx.
 * - owner: names one stored thing by id: a stranger gets 401, another person 404 without the thing's data, the owner
 *   2xx.
 * - member: needs an active membership: a stranger gets 401, a signed-in non-member 403 (before any upload is read).
 * - group-owner: changes a group plan's seats: a stranger gets 401, anyone who did not buy a group plan 403.
 * - share: a share-link holder without an account: the link's holder gets 2xx, a made-up token 404.
 * - webhook: called by the payment provider with a signature instead of a session and CSRF token: a stranger's
 *   unsigned call is refused, and not by the CSRF check.
 */
type Access = "public" | "signed-in" | "owner" | "member" | "group-owner" | "share" | "webhook";
const ACCESS: Access[] = ["public", "signed-in", "owner", "member", "group-owner", "share", "webhook"];

/** The ids a route's request is built from; `stranger` runs swap the share token for a made-up one. */
interface Fixtures {
  projectId: string;
  projectFileId: string;
  otherProjectFileId: string;
  libraryFileId: string;
  folderId: string;
  shareId: string;
  shareToken: string;
  checkoutId: string;
  buildId: string;
  groupMemberId: string;
  /** Fresh things for routes that delete or spend what they are given. */
  fresh: {
    project(): Promise<string>;
    libraryFile(): Promise<string>;
    folder(): Promise<string>;
    share(): Promise<string>;
    checkout(): Promise<string>;
    otherSessionId(): Promise<string>;
    /** The secret of a new invitation to the owner's group, from the e-mail that carries it. */
    invitation(): Promise<string>;
  };
  pdf: Uint8Array;
  ownerPassword: string;
}

type Call = Pick<InjectOptions, "method" | "url" | "payload" | "headers">;

interface RouteCase {
  access: Access;
  /** The request, the same for every caller, so only who asks differs. */
  call(fx: Fixtures): Call | Promise<Call>;
  /**
   * What the owner, member or link holder gets; default any 2xx. `null` when the allowed caller is not exercised
   * here, with the reason in `why` (the route's own tests cover it).
   */
  allowed?: number[] | null;
  why?: string;
  /** The allowed caller must be a fresh account (the route ends its sessions or deletes it). */
  freshOwner?: boolean;
}

const json = (method: Call["method"], url: string, payload?: object): Call => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});
const get = (url: string): Call => ({ method: "GET", url });
const upload = (url: string, fields: Record<string, string>, fx: Fixtures, field = "file"): Call => {
  const body = multipartBody(fields, {
    field,
    filename: "lease.pdf",
    bytes: fx.pdf,
    contentType: "application/pdf",
  });
  return { method: "POST", url, payload: body.payload, headers: body.headers };
};
const emptyUpload = (url: string): Call => {
  const body = multipartBody({});
  return { method: "POST", url, payload: body.payload, headers: body.headers };
};
const projectFields = {
  projectName: "Deposit dispute",
  binderType: "small_claims",
  courtName: "Los Angeles Superior Court",
  role: "defendant",
  formData: JSON.stringify({ caseName: "Diaz v. Acme", caseNumber: "SC-1", hearingDate: "2026-12-20" }),
  descriptions: JSON.stringify([{ name: "lease.pdf", description: "Signed lease" }]),
};
const REAL_BUILD =
  "A real build is slow; builds.test.ts and projects.test.ts cover the member's way through.";

/** Every route the app registers, by "METHOD /path" (HEAD routes Fastify adds for a GET follow that GET). */
const ROUTES: Record<string, RouteCase> = {
  // Health, sign-in and sign-up, password reset, the directory, binder types, analytics, contact: public.
  "GET /api/health": { access: "public", call: () => get("/api/health") },
  "POST /api/auth/signup": { access: "public", call: () => json("POST", "/api/auth/signup", {}) },
  "POST /api/auth/login": { access: "public", call: () => json("POST", "/api/auth/login", {}) },
  "POST /api/auth/logout": { access: "public", call: () => json("POST", "/api/auth/logout") },
  "GET /api/auth/providers": { access: "public", call: () => get("/api/auth/providers") },
  "GET /api/auth/google": { access: "public", call: () => get("/api/auth/google") },
  "GET /api/auth/apple": { access: "public", call: () => get("/api/auth/apple") },
  "GET /api/auth/google/callback": { access: "public", call: () => get("/api/auth/google/callback") },
  "POST /api/auth/apple/callback": {
    access: "public",
    call: () => json("POST", "/api/auth/apple/callback", {}),
  },
  "GET /api/auth/password-reset": { access: "public", call: () => get("/api/auth/password-reset") },
  "POST /api/auth/password-reset": {
    access: "public",
    call: () => json("POST", "/api/auth/password-reset", {}),
  },
  "POST /api/auth/password-reset/check": {
    access: "public",
    call: () => json("POST", "/api/auth/password-reset/check", {}),
  },
  "POST /api/auth/password-reset/confirm": {
    access: "public",
    call: () => json("POST", "/api/auth/password-reset/confirm", {}),
  },
  "GET /api/presets": { access: "public", call: () => get("/api/presets?state=CA") },
  "GET /api/presets/search": { access: "public", call: () => get("/api/presets/search?q=los") },
  "GET /api/presets/summary": { access: "public", call: () => get("/api/presets/summary") },
  "GET /api/binder-types": { access: "public", call: () => get("/api/binder-types") },
  "GET /api/binder-types/:slug": { access: "public", call: () => get("/api/binder-types/small_claims") },
  "GET /api/analytics/config": { access: "public", call: () => get("/api/analytics/config") },
  "POST /api/analytics/events": { access: "public", call: () => json("POST", "/api/analytics/events", {}) },
  "POST /api/contact": { access: "public", call: () => json("POST", "/api/contact", {}) },
  "GET /api/membership/payments": { access: "public", call: () => get("/api/membership/payments") },
  "GET /api/ai/provider": { access: "public", call: () => get("/api/ai/provider") },
  "POST /api/membership/signup-checkout": {
    access: "public",
    call: () => json("POST", "/api/membership/signup-checkout", {}),
  },
  "GET /robots.txt": { access: "public", call: () => get("/robots.txt") },
  "GET /sitemap.xml": { access: "public", call: () => get("/sitemap.xml") },

  // The caller's own account.
  "GET /api/auth/user": { access: "signed-in", call: () => get("/api/auth/user") },
  "GET /api/auth/sessions": { access: "signed-in", call: () => get("/api/auth/sessions") },
  "DELETE /api/auth/sessions/others": {
    access: "signed-in",
    call: () => json("DELETE", "/api/auth/sessions/others"),
    freshOwner: true,
  },
  "DELETE /api/auth/sessions": {
    access: "signed-in",
    call: () => json("DELETE", "/api/auth/sessions"),
    freshOwner: true,
  },
  "GET /api/user-files": { access: "signed-in", call: () => get("/api/user-files") },
  "POST /api/user-files": { access: "signed-in", call: (fx) => upload("/api/user-files", {}, fx) },
  "POST /api/inspect-file": { access: "signed-in", call: (fx) => upload("/api/inspect-file", {}, fx) },
  "POST /api/unlock-pdf": {
    access: "signed-in",
    call: (fx) => upload("/api/unlock-pdf", { password: "secret" }, fx),
    // The fixture PDF is not locked, so the owner's answer is the 4xx that says so, past the sign-in check.
    allowed: [400, 422],
  },
  "GET /api/storage": { access: "signed-in", call: () => get("/api/storage") },
  "GET /api/folders": { access: "signed-in", call: () => get("/api/folders") },
  "POST /api/folders": {
    access: "signed-in",
    call: () => json("POST", "/api/folders", { name: "Receipts" }),
  },
  "GET /api/membership/status": { access: "signed-in", call: () => get("/api/membership/status") },
  "POST /api/membership/create-checkout": {
    access: "signed-in",
    call: () => json("POST", "/api/membership/create-checkout", { tier: "yearly" }),
  },
  "GET /api/membership/group": { access: "signed-in", call: () => get("/api/membership/group") },
  "POST /api/membership/group/invite": {
    access: "group-owner",
    call: () =>
      json("POST", "/api/membership/group/invite", { email: `invitee-${randomUUID()}@example.com` }),
  },
  "POST /api/membership/group/accept": {
    access: "signed-in",
    // The secret of a fresh invitation, read from its e-mail; the person accepting is a new account.
    call: async (fx) => json("POST", "/api/membership/group/accept", { token: await fx.fresh.invitation() }),
    freshOwner: true,
  },
  "GET /api/account/export": { access: "signed-in", call: () => get("/api/account/export") },
  "DELETE /api/account": {
    access: "signed-in",
    call: (fx) => json("DELETE", "/api/account", { password: fx.ownerPassword }),
    freshOwner: true,
  },
  "GET /api/projects": { access: "signed-in", call: () => get("/api/projects") },
  "POST /api/projects": {
    access: "signed-in",
    call: (fx) => upload("/api/projects", projectFields, fx, "files"),
  },

  // One stored thing, named by id: someone else's id is a 404.
  "DELETE /api/auth/sessions/:id": {
    access: "owner",
    call: async (fx) => json("DELETE", `/api/auth/sessions/${await fx.fresh.otherSessionId()}`),
  },
  "GET /api/user-files/:id": { access: "owner", call: (fx) => get(`/api/user-files/${fx.libraryFileId}`) },
  "PATCH /api/user-files/:id": {
    access: "owner",
    call: (fx) => json("PATCH", `/api/user-files/${fx.libraryFileId}`, { userDescription: "Signed lease" }),
  },
  "DELETE /api/user-files/:id": {
    access: "owner",
    call: async (fx) => json("DELETE", `/api/user-files/${await fx.fresh.libraryFile()}`),
  },
  "GET /api/user-files/:id/thumbnail": {
    access: "owner",
    call: (fx) => get(`/api/user-files/${fx.libraryFileId}/thumbnail`),
  },
  "GET /api/user-files/:id/download": {
    access: "owner",
    call: (fx) => get(`/api/user-files/${fx.libraryFileId}/download`),
  },
  "DELETE /api/folders/:id": {
    access: "owner",
    call: async (fx) => json("DELETE", `/api/folders/${await fx.fresh.folder()}`),
  },
  "GET /api/membership/checkout/:id": {
    access: "owner",
    call: (fx) => get(`/api/membership/checkout/${fx.checkoutId}`),
  },
  "POST /api/membership/checkout/:id/complete": {
    access: "owner",
    call: async (fx) => json("POST", `/api/membership/checkout/${await fx.fresh.checkout()}/complete`),
  },
  "POST /api/membership/checkout/:id/cancel": {
    access: "owner",
    call: async (fx) => json("POST", `/api/membership/checkout/${await fx.fresh.checkout()}/cancel`),
  },
  "DELETE /api/membership/group/members/:id": {
    access: "group-owner",
    call: (fx) => json("DELETE", `/api/membership/group/members/${fx.groupMemberId}`),
  },
  "GET /api/projects/:id": { access: "owner", call: (fx) => get(`/api/projects/${fx.projectId}`) },
  "PUT /api/projects/:id": {
    access: "owner",
    call: (fx) => {
      const body = multipartBody({ projectName: "Deposit dispute (renamed)" });
      return {
        method: "PUT",
        url: `/api/projects/${fx.projectId}`,
        payload: body.payload,
        headers: body.headers,
      };
    },
  },
  "DELETE /api/projects/:id": {
    access: "owner",
    call: async (fx) => json("DELETE", `/api/projects/${await fx.fresh.project()}`),
  },
  "POST /api/projects/duplicate": {
    access: "owner",
    call: (fx) => json("POST", "/api/projects/duplicate", { projectId: fx.projectId }),
  },
  "POST /api/projects/:id/update-files": {
    access: "owner",
    call: (fx) => {
      const body = multipartBody({ fileOrder: JSON.stringify([{ id: fx.projectFileId, sortOrder: 0 }]) });
      return {
        method: "POST",
        url: `/api/projects/${fx.projectId}/update-files`,
        payload: body.payload,
        headers: body.headers,
      };
    },
  },
  "GET /api/projects/:id/files/:fileId": {
    access: "owner",
    call: (fx) => get(`/api/projects/${fx.projectId}/files/${fx.projectFileId}`),
  },
  "GET /api/projects/:id/export/word": {
    access: "owner",
    call: (fx) => get(`/api/projects/${fx.projectId}/export/word`),
  },
  "POST /api/projects/:id/preview": {
    access: "owner",
    call: (fx) => json("POST", `/api/projects/${fx.projectId}/preview`, { fileOrder: [fx.projectFileId] }),
    allowed: null,
    why: REAL_BUILD,
  },
  "GET /api/projects/:id/filing": {
    access: "owner",
    call: (fx) => get(`/api/projects/${fx.projectId}/filing`),
  },
  "POST /api/projects/:id/filing": {
    access: "owner",
    call: (fx) => json("POST", `/api/projects/${fx.projectId}/filing`, { filedOn: "2026-01-02" }),
    allowed: null,
    why: `Nothing is generated here to mark filed. ${REAL_BUILD}`,
  },
  "POST /api/projects/:id/supplement": {
    access: "owner",
    call: (fx) => json("POST", `/api/projects/${fx.projectId}/supplement`),
    allowed: null,
    why: `Nothing is filed here to supplement. ${REAL_BUILD}`,
  },
  "GET /api/projects/:id/filings/:filingId/binder.pdf": {
    access: "owner",
    call: (fx) => get(`/api/projects/${fx.projectId}/filings/${fx.projectFileId}/binder.pdf`),
    allowed: null,
    why: "Nothing is filed here; projects.filing.test.ts downloads a filed binder.",
  },
  "GET /api/projects/:id/filings/:filingId/volumes.zip": {
    access: "owner",
    call: (fx) => get(`/api/projects/${fx.projectId}/filings/${fx.projectFileId}/volumes.zip`),
    allowed: null,
    why: "Nothing is filed here; projects.sizelimit.test.ts downloads a binder filed in volumes.",
  },
  "POST /api/projects/:id/share": {
    access: "owner",
    call: (fx) => json("POST", `/api/projects/${fx.projectId}/share`, {}),
  },
  "GET /api/projects/:id/shares": {
    access: "owner",
    call: (fx) => get(`/api/projects/${fx.projectId}/shares`),
  },
  "DELETE /api/projects/:id/shares/:shareId": {
    access: "owner",
    call: async (fx) => json("DELETE", `/api/projects/${fx.projectId}/shares/${await fx.fresh.share()}`),
  },
  "GET /api/projects/:id/comments": {
    access: "owner",
    call: (fx) => get(`/api/projects/${fx.projectId}/comments`),
  },
  "GET /api/builds/:id/progress": {
    access: "owner",
    call: (fx) => get(`/api/builds/${fx.buildId}/progress`),
    allowed: null,
    why: `No build is run here. ${REAL_BUILD}`,
  },
  "GET /api/builds/:id/:file": {
    access: "owner",
    call: (fx) => get(`/api/builds/${fx.buildId}/binder.pdf`),
    allowed: null,
    why: `No build is run here. ${REAL_BUILD}`,
  },

  // Members only; the upload is not read before the membership is checked.
  "POST /api/preview": {
    access: "member",
    call: () => emptyUpload("/api/preview"),
    allowed: null,
    why: REAL_BUILD,
  },
  "POST /api/binders/render": {
    access: "member",
    call: () => emptyUpload("/api/binders/render"),
    allowed: null,
    why: REAL_BUILD,
  },
  "POST /api/compile": {
    access: "member",
    call: () => emptyUpload("/api/compile"),
    allowed: null,
    why: REAL_BUILD,
  },
  "POST /api/generate-description": {
    access: "member",
    call: () => emptyUpload("/api/generate-description"),
    // The empty upload reaches the file check: past the membership check, which is what is asked here.
    allowed: [400, 415],
  },
  "POST /api/generate-suggestions": {
    access: "member",
    call: () => json("POST", "/api/generate-suggestions", { exhibits: [{ filename: "lease.pdf" }] }),
  },

  // A share link's holder, without an account.
  "GET /api/shared/:token": { access: "share", call: (fx) => get(`/api/shared/${fx.shareToken}`) },
  "GET /api/shared/:token/files/:fileId": {
    access: "share",
    call: (fx) => get(`/api/shared/${fx.shareToken}/files/${fx.projectFileId}`),
  },
  "POST /api/shared/:token/comments": {
    access: "share",
    call: (fx) =>
      json("POST", `/api/shared/${fx.shareToken}/comments`, {
        authorName: "Lin",
        text: "Page 2 is upside down",
      }),
  },

  "POST /api/membership/webhook": {
    access: "webhook",
    call: () => json("POST", "/api/membership/webhook", {}),
  },
};

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
