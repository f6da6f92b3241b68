// Authorization, generated from the app's own route table: every registered route must be listed in ROUTES
// (authorization.table.ts) with who may call it, and each class is exercised through the real app on both databases:
// a stranger without a session (401 where sign-in is needed), another signed-in person (404 for someone else's thing,
// never its data; 403 for a member-only action) and the owner or member (2xx). Beyond each route's answer, the checks
// of authorization.checks.ts look at data: public answers and each person's lists hold nothing of the other's,
// another person's refused write leaves the owner's reads unchanged, and a member route refuses a large upload
// before reading it. authorization.mutation.test.ts shows each check fails on a route whose policy is broken.
// A route added later without an entry here fails the first test.
import { describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { signedInClient, TestClient } from "./testing/harness.ts";
import { ACCESS, ROUTES } from "./testing/authorization.table.ts";
import { useAuthorizationScene } from "./testing/authorization.setup.ts";
import * as checks from "./testing/authorization.checks.ts";

describe.each(dialectsUnderTest())("authorization on %s", (dialect) => {
  const scene = useAuthorizationScene(dialect);

  it("has every registered route in its table, and nothing that is not registered", () => {
    const { t } = scene();
    const registered = new Set(t.routes);
    // Fastify adds a HEAD route for every GET; it answers as the GET does.
    const own = t.routes.filter(
      (route) => !(route.startsWith("HEAD ") && registered.has(`GET ${route.slice(5)}`)),
    );
    const unclassified = own.filter((route) => !(route in ROUTES));
    expect(
      unclassified.map(
        (route) =>
          `${route} is not in ROUTES in apps/server/src/testing/authorization.table.ts: add it with who may call it ` +
          `(${ACCESS.join(", ")}) and a request that reaches it.`,
      ),
    ).toEqual([]);
    const stale = Object.keys(ROUTES).filter((route) => !registered.has(route));
    expect(stale.map((route) => `${route} is in ROUTES but no longer registered: remove it.`)).toEqual([]);
  });

  // The data checks run first, on the things as setUpAuthorization made them (the table's owner calls rename and
  // re-describe A's project and file).
  it("answers nobody's data on public routes, to a stranger or to another person", async () => {
    expect(await checks.publicLeaks(scene(), ROUTES)).toEqual([]);
  });

  it("shows each person only their own rows in every signed-in list", async () => {
    expect(await checks.listLeaks(scene(), ROUTES)).toEqual([]);
  });

  it("leaves the owner's things as they were after another person's refused write", async () => {
    expect(await checks.writesByAnother(scene(), ROUTES)).toEqual([]);
  });

  it("refuses a non-member's large upload on a member route before reading it", async () => {
    expect(await checks.memberBodyReads(scene(), ROUTES)).toEqual([]);
  });

  it.each(Object.entries(ROUTES))("%s", async (name, route) => {
    const { t, fx, owner } = scene();
    expect(await checks.refusals(scene(), name, route)).toEqual([]);
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
        const allowed = route.freshOwner ? (await signedInClient(t.app)).client : owner.client;
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
    const { t, fx } = scene();
    const foreign = await new TestClient(t.app).get(
      `/api/shared/${fx.shareToken}/files/${fx.otherProjectFileId}`,
    );
    expect(foreign.statusCode, foreign.body).toBe(404);
  });
});
