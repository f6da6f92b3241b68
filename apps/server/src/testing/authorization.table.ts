// The authorization test's table (authorization.test.ts): every route the app registers, who may call it, and the
// request that calls it, built from the ids of the things the test makes.
import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { multipartBody } from "./harness.ts";

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
export const ACCESS: Access[] = ["public", "signed-in", "owner", "member", "group-owner", "share", "webhook"];

/** The ids a route's request is built from; `stranger` runs swap the share token for a made-up one. */
export interface Fixtures {
  projectId: string;
  projectFileId: string;
  otherProjectFileId: string;
  libraryFileId: string;
  folderId: string;
  shareId: string;
  shareToken: string;
  checkoutId: string;
  /** A's finished build: its id (downloads) and the id the builder page polls its progress by. */
  buildId: string;
  buildRef: string;
  /** A's binder, marked filed in two volumes. */
  filingId: string;
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

export interface RouteCase {
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
export const upload = (url: string, fields: Record<string, string>, fx: Fixtures, field = "file"): Call => {
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
export const projectFields = {
  projectName: "Deposit dispute",
  binderType: "small_claims",
  courtName: "Los Angeles Superior Court",
  role: "defendant",
  formData: JSON.stringify({ caseName: "Diaz v. Acme", caseNumber: "SC-1", hearingDate: "2026-12-20" }),
  descriptions: JSON.stringify([{ name: "lease.pdf", description: "Signed lease" }]),
};
const REAL_BUILD =
  "A real build is slow; builds.test.ts and projects.test.ts cover the member's way through.";

export type Routes = Record<string, RouteCase>;

/** Every route the app registers, by "METHOD /path" (HEAD routes Fastify adds for a GET follow that GET). */
export const ROUTES: Routes = {
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
  "GET /api/presets/:id/filing-profile": {
    access: "public",
    call: () => get("/api/presets/tx_harris/filing-profile"),
  },
  "GET /api/presets/:id/court-for/:type": {
    access: "public",
    call: () => get("/api/presets/tx_harris/court-for/small_claims?amount=500"),
  },
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
  "POST /api/redactions/find": {
    access: "signed-in",
    call: (fx) => upload("/api/redactions/find", { preset_key: "" }, fx),
  },
  // The Pages panel's pictures of one added file (issue 37 §3).
  "POST /api/file-pages": { access: "signed-in", call: (fx) => upload("/api/file-pages", {}, fx) },
  // The message picker's pages and an e-mail's attachment (issue 38): the fixture PDF is not a message export, so
  // the signed-in answer is the 422 that says so, past the sign-in check.
  "POST /api/message-export/messages": {
    access: "signed-in",
    call: (fx) => upload("/api/message-export/messages", { conversation: "c", timeZone: "UTC" }, fx),
    allowed: [422],
  },
  "POST /api/message-export/attachment": {
    access: "signed-in",
    call: (fx) =>
      upload(
        "/api/message-export/attachment",
        { conversation: "c", timeZone: "UTC", message: "0", position: "0" },
        fx,
      ),
    allowed: [422],
  },
  "POST /api/unlock-pdf": {
    access: "signed-in",
    call: (fx) => upload("/api/unlock-pdf", { password: "secret" }, fx),
    // The fixture PDF is not locked, so the owner's answer is the 4xx that says so, past the sign-in check.
    allowed: [400, 422],
  },
  "POST /api/uploads": {
    access: "signed-in",
    call: () => ({
      method: "POST",
      url: "/api/uploads",
      headers: {
        "tus-resumable": "1.0.0",
        "upload-length": "1000",
        "upload-metadata": "filename bGVhc2UucGRm",
      },
    }),
  },
  ...Object.fromEntries(
    (["HEAD", "PATCH", "DELETE"] as const).map((method) => [
      `${method} /api/uploads/:id`,
      {
        access: "owner" as const,
        call: (): Call => ({
          method,
          url: `/api/uploads/${"0".repeat(32)}`,
          headers: {
            "tus-resumable": "1.0.0",
            ...(method === "PATCH"
              ? { "upload-offset": "0", "content-type": "application/offset+octet-stream" }
              : {}),
          },
          ...(method === "PATCH" ? { payload: Buffer.from("%PDF-") } : {}),
        }),
        allowed: null,
        why: "resumable.test.ts: the owner's upload resumes, is cancelled, and another person's id is a 404",
      },
    ]),
  ),
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
    // The secret of a fresh invitation, read from its e-mail; the person accepting is a new account of another
    // address, so the rule (not the policy) answers 403 "This invitation is for …" and notes the request (issue 42).
    allowed: [403],
    call: async (fx) => json("POST", "/api/membership/group/accept", { token: await fx.fresh.invitation() }),
    freshOwner: true,
  },
  "POST /api/membership/group/confirm": {
    access: "signed-in",
    // A made-up secret: the signed-in person reaches the rule, which answers 410. A real link works only for the
    // account it was mailed to; another account gets 403 (seat-confirmation.test.ts).
    allowed: [410],
    call: () => json("POST", "/api/membership/group/confirm", { token: "C".repeat(43) }),
  },
  "GET /api/account/export": { access: "signed-in", call: () => get("/api/account/export") },
  "PUT /api/account/language": {
    access: "signed-in",
    call: () => json("PUT", "/api/account/language", { language: "es" }),
  },
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
  "POST /api/membership/group/members/:id/give": {
    access: "group-owner",
    // Nobody asked for the seat in the fixture: the owner is let through to the rule, which answers 409.
    allowed: [409],
    call: (fx) => json("POST", `/api/membership/group/members/${fx.groupMemberId}/give`),
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
  "PUT /api/projects/:id/files/:fileId/redaction": {
    access: "owner",
    call: (fx) =>
      json("PUT", `/api/projects/${fx.projectId}/files/${fx.projectFileId}/redaction`, {
        hits: [],
        boxes: [{ page: 1, rect: { x0: 10, y0: 10, x1: 100, y1: 30 } }],
      }),
  },
  "PUT /api/projects/:id/files/:fileId/messages": {
    access: "owner",
    call: (fx) =>
      json("PUT", `/api/projects/${fx.projectId}/files/${fx.projectFileId}/messages`, {
        conversations: ["chat"],
        timeZone: "America/Chicago",
        declaration: false,
      }),
  },
  // The picker on a saved export (issue 38): the scene's file is a PDF, not an export, so the owner's answer is the
  // 422 that says so, past the ownership check (projects.message-pages.test.ts covers an export's answers).
  "POST /api/projects/:id/files/:fileId/messages/page": {
    access: "owner",
    call: (fx) =>
      json("POST", `/api/projects/${fx.projectId}/files/${fx.projectFileId}/messages/page`, {
        conversation: "c",
        timeZone: "UTC",
      }),
    allowed: [422],
  },
  "POST /api/projects/:id/files/:fileId/messages/attachment": {
    access: "owner",
    call: (fx) =>
      json("POST", `/api/projects/${fx.projectId}/files/${fx.projectFileId}/messages/attachment`, {
        conversation: "c",
        timeZone: "UTC",
        message: 0,
        position: 0,
      }),
    allowed: [422],
  },
  "POST /api/projects/:id/files/:fileId/messages/attachment-exhibit": {
    access: "owner",
    call: (fx) =>
      json("POST", `/api/projects/${fx.projectId}/files/${fx.projectFileId}/messages/attachment-exhibit`, {
        conversation: "c",
        timeZone: "UTC",
        message: 0,
        position: 0,
      }),
    allowed: [422],
  },
  "PUT /api/projects/:id/files/:fileId/pages": {
    access: "owner",
    call: (fx) =>
      // A turn, not a removal: the later share routes build this one-page file's exhibit.
      json("PUT", `/api/projects/${fx.projectId}/files/${fx.projectFileId}/pages`, {
        rotate: [{ page: 1, turn: 90 }],
      }),
  },
  "GET /api/projects/:id/files/:fileId/page-pictures": {
    access: "owner",
    call: (fx) => get(`/api/projects/${fx.projectId}/files/${fx.projectFileId}/page-pictures?first_page=1`),
  },
  "PUT /api/projects/:id/files/:fileId/section": {
    access: "owner",
    call: (fx) =>
      json("PUT", `/api/projects/${fx.projectId}/files/${fx.projectFileId}/section`, { title: "Lease" }),
  },
  "PUT /api/projects/:id/files/:fileId/translation": {
    access: "owner",
    call: (fx) => {
      const translation = { translator: "Ana Ruiz", qualifications: "Native speaker", text: "Rent receipt." };
      const body = multipartBody({ translation: JSON.stringify(translation) });
      return {
        method: "PUT",
        url: `/api/projects/${fx.projectId}/files/${fx.projectFileId}/translation`,
        payload: body.payload,
        headers: body.headers,
      };
    },
  },
  "GET /api/projects/:id/files/:fileId/translation": {
    access: "owner",
    // The scene's file has no translation, so its owner gets 404 too; the owner's download is in
    // projects.translation.test.ts.
    allowed: null,
    why: "the scene's file has no translation file (projects.translation.test.ts downloads one)",
    call: (fx) => get(`/api/projects/${fx.projectId}/files/${fx.projectFileId}/translation`),
  },
  "DELETE /api/projects/:id/files/:fileId/translation": {
    access: "owner",
    call: (fx) => ({
      method: "DELETE",
      url: `/api/projects/${fx.projectId}/files/${fx.projectFileId}/translation`,
    }),
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
    call: (fx) => get(`/api/projects/${fx.projectId}/filings/${fx.filingId}/binder.pdf`),
  },
  "GET /api/projects/:id/filings/:filingId/volumes.zip": {
    access: "owner",
    call: (fx) => get(`/api/projects/${fx.projectId}/filings/${fx.filingId}/volumes.zip`),
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
    call: (fx) => get(`/api/builds/${fx.buildRef}/progress`),
  },
  "GET /api/builds/:id/pages/:page": {
    access: "owner",
    call: (fx) => get(`/api/builds/${fx.buildId}/pages/1`),
  },
  "GET /api/builds/:id/:file": {
    access: "owner",
    call: (fx) => get(`/api/builds/${fx.buildId}/binder.pdf`),
  },

  // Members only; the upload is not read before the membership is checked (authorization.checks.ts#memberBodyReads
  // sends these a large body over a socket).
  "POST /api/preview": {
    access: "member",
    call: () => emptyUpload("/api/preview"),
    allowed: null,
    why: REAL_BUILD,
  },
  "POST /api/binders/pages": {
    access: "member",
    call: () => emptyUpload("/api/binders/pages"),
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
  "GET /api/shared/:token/files/:fileId/exhibit.pdf": {
    access: "share",
    call: (fx) => get(`/api/shared/${fx.shareToken}/files/${fx.projectFileId}/exhibit.pdf`),
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
