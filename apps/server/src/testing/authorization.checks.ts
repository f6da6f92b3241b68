// The authorization suite's checks, each a function that returns the breaches it found (empty when none), so the
// suite asserts "no breach" on the real app and authorization.mutation.test.ts shows each one reports a route whose
// policy was deliberately broken.
import type { FastifyInstance } from "fastify";
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from "@courtready/contracts";
import { TestClient } from "./harness.ts";
import { sendLargeBody } from "./large-body.ts";
import type { Fixtures, RouteCase, Routes } from "./authorization.table.ts";
import type { Person, Scene } from "./authorization.setup.ts";

type Answer = { statusCode: number; body: string };

const is2xx = (status: number) => status >= 200 && status < 300;

/** The start of an answer for a message, printable (a download's bytes are not). */
const preview = (body: string) => body.slice(0, 160).replace(/[^\x20-\x7e]+/g, " ");

/** `owner`'s values found in `body`, as "what (value)". */
function marksIn(body: string, owner: Person): string[] {
  return Object.entries(owner.marks)
    .filter(([, value]) => body.includes(value))
    .map(([what, value]) => `${what} (${value})`);
}

const byAccess = (routes: Routes, ...access: RouteCase["access"][]) =>
  Object.entries(routes).filter(([, route]) => access.includes(route.access));

/** A new session of `someone` (their own browser signing in again), for a check that may end the one it holds. */
async function signIn(app: FastifyInstance, someone: Person): Promise<TestClient> {
  const client = new TestClient(app);
  const login = await client.post("/api/auth/login", { email: someone.email, password: someone.password });
  if (login.statusCode !== 200) throw new Error(`${someone.name} could not sign in again: ${login.body}`);
  return client;
}

/**
 * Public routes: each answer, to a stranger and to `other` (signed in), holds none of `owner`'s values. "Public" is
 * the table's word; this is what makes it true.
 */
export async function publicLeaks({ app, fx, owner, other }: Scene, routes: Routes): Promise<string[]> {
  const breaches: string[] = [];
  let asOther = await signIn(app, other);
  for (const [name, route] of byAccess(routes, "public")) {
    // Sign-out is public too: the next route is asked by a session that still works.
    if (!asOther.cookies.has(SESSION_COOKIE)) asOther = await signIn(app, other);
    for (const [who, client] of [
      ["a stranger", new TestClient(app)],
      [other.name, asOther],
    ] as const) {
      const answer = await client.request(await route.call(fx));
      const found = marksIn(answer.body, owner);
      if (found.length) breaches.push(`${name} answered ${who} with ${owner.name}'s ${found.join(", ")}`);
    }
  }
  return breaches;
}

/**
 * What each signed-in list shows of its owner's rows: without these the list check could pass on lists that are
 * simply empty.
 */
export const OWN_ROWS: Record<string, string[]> = {
  "GET /api/auth/user": ["email"],
  "GET /api/projects": ["projectId", "projectName"],
  "GET /api/user-files": ["libraryFileId", "libraryFileName"],
  "GET /api/folders": ["folderId", "folderName"],
  "GET /api/account/export": ["email", "projectName", "folderName"],
};

/**
 * Signed-in reads about the caller's own account (lists): each person's answer holds none of the other's values,
 * and, for the lists in OWN_ROWS, their own rows.
 */
export async function listLeaks({ fx, owner, other }: Scene, routes: Routes): Promise<string[]> {
  const breaches: string[] = [];
  const people: [Person, Person] = [owner, other];
  const reads = byAccess(routes, "signed-in").filter(([name]) => name.startsWith("GET "));
  for (const [name, route] of reads) {
    for (const [me, them] of [people, [...people].reverse() as [Person, Person]]) {
      // A refusal is an answer too (the group's list is its buyer's only): it must not carry the other's rows either.
      const answer = await me.client.request(await route.call(fx));
      const found = marksIn(answer.body, them);
      if (found.length) breaches.push(`${name} showed ${me.name} ${them.name}'s ${found.join(", ")}`);
      const missing = (OWN_ROWS[name] ?? []).filter((what) => !answer.body.includes(me.marks[what] ?? "\0"));
      if (missing.length) breaches.push(`${name} did not show ${me.name} their own ${missing.join(", ")}`);
    }
  }
  return breaches;
}

/** The owner's reads that show whether a write to `url` changed anything: the thing itself, its list, the lists. */
function readsAfter(url: string, fx: Fixtures): string[] {
  const parent = url.slice(0, url.lastIndexOf("/"));
  return [
    url,
    parent,
    `/api/projects/${fx.projectId}`,
    `/api/projects/${fx.projectId}/shares`,
    `/api/projects/${fx.projectId}/filing`,
    `/api/projects`,
    `/api/user-files/${fx.libraryFileId}`,
    `/api/user-files`,
    `/api/folders`,
    `/api/auth/sessions`,
    `/api/membership/status`,
    `/api/membership/group`,
    `/api/membership/checkout/${fx.checkoutId}`,
  ];
}

async function snapshot(client: TestClient, urls: string[]): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  for (const url of new Set(urls)) {
    const answer = await client.get(url);
    seen.set(url, `${answer.statusCode} ${answer.body}`);
  }
  return seen;
}

/**
 * Writes by another person: for every route that changes one of `owner`'s things (owner and group-owner classes),
 * `other` sends the same request on the owner's thing and is refused, and the owner's reads show nothing changed.
 */
export async function writesByAnother({ fx, owner, other }: Scene, routes: Routes): Promise<string[]> {
  const breaches: string[] = [];
  const writes = byAccess(routes, "owner", "group-owner").filter(([name]) => !name.startsWith("GET "));
  for (const [name, route] of writes) {
    // The request is made first (a fresh thing of the owner's for routes that delete or spend it), then the reads.
    const call = await route.call(fx);
    const reads = readsAfter(call.url as string, fx);
    const before = await snapshot(owner.client, reads);
    const answer: Answer = await other.client.request(call);
    if (is2xx(answer.statusCode)) breaches.push(`${name} let ${other.name} do it: ${answer.statusCode}`);
    const after = await snapshot(owner.client, reads);
    for (const url of before.keys())
      if (before.get(url) !== after.get(url))
        breaches.push(
          `${name} by ${other.name} changed ${owner.name}'s GET ${url}: ${before.get(url)} → ${after.get(url)}`,
        );
  }
  return breaches;
}

/**
 * One route against its class through three callers — a stranger (401 where sign-in is needed), another signed-in
 * person (404 without the owner's values for someone else's thing, 403 for a member-only or group-owner action)
 * — the breaches found; the allowed caller is the suite's own step.
 */
export async function refusals(
  { app, fx, owner, other }: Scene,
  name: string,
  route: RouteCase,
): Promise<string[]> {
  const breaches: string[] = [];
  if (route.access === "public" || route.access === "share" || route.access === "webhook") return breaches;
  const call = await route.call(fx);
  const anonymous = await new TestClient(app).request(call);
  if (anonymous.statusCode !== 401)
    breaches.push(`${name} answered a stranger ${anonymous.statusCode}, not 401: ${preview(anonymous.body)}`);
  const expected = { "signed-in": null, owner: 404, member: 403, "group-owner": 403 }[route.access];
  if (expected === null) return breaches;
  const someoneElse = await other.client.request(call);
  if (someoneElse.statusCode !== expected)
    breaches.push(
      `${name} answered ${other.name} ${someoneElse.statusCode}, not ${expected}: ${preview(someoneElse.body)}`,
    );
  const found = marksIn(someoneElse.body, owner);
  if (found.length) breaches.push(`${name} showed ${other.name} ${owner.name}'s ${found.join(", ")}`);
  return breaches;
}

/** 25 MB: under each member route's own size limit (30 MB a file, 100 MB a build), so only membership refuses it. */
export const LARGE_BODY_BYTES = 25 * 1024 * 1024;

/**
 * Member routes that take an upload: B, not a member, sends a large body over a socket to the app (on `port`),
 * and the 403 comes before the server reads it — while most of the body is unsent, and without this process's memory
 * growing by a body's worth. (A JSON member route's body is parsed before any handler runs, bounded by the JSON
 * limit; only the upload routes can promise not to read.)
 */
export async function memberBodyReads(
  { fx, other: nonMember, port }: Scene,
  routes: Routes,
): Promise<string[]> {
  const breaches: string[] = [];
  const cookies = nonMember.client.cookies;
  const headers = {
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    [CSRF_HEADER]: cookies.get(CSRF_COOKIE) ?? "",
  };
  for (const [name, route] of byAccess(routes, "member")) {
    const call = await route.call(fx);
    const type = (call.headers as Record<string, string> | undefined)?.["content-type"] ?? "";
    if (!type.startsWith("multipart/")) continue;
    const answer = await sendLargeBody(port, call.url as string, headers, LARGE_BODY_BYTES);
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    if (answer.status !== 403) breaches.push(`${name} answered ${nonMember.name} ${answer.status}, not 403`);
    if (answer.sentWhenAnswered > answer.declared / 2)
      breaches.push(
        `${name} answered ${nonMember.name} only after ${mb(answer.sentWhenAnswered)} of ${mb(answer.declared)} ` +
          "was sent: it read the body before refusing",
      );
    if (answer.memoryGrowth > answer.declared / 4)
      breaches.push(`${name} grew memory by ${mb(answer.memoryGrowth)} before refusing ${nonMember.name}`);
  }
  return breaches;
}
