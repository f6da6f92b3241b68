// The authorization suite can fail: on a scratch app whose policy.ts is the mock of testing/broken-policy.ts, one
// route at a time is broken ("allow" where the rule refuses), and the suite's check for that route's class
// (testing/authorization.checks.ts) reports it — while the same check on the same route, mended, reports nothing.
import { afterEach, describe, expect, it, vi } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { ROUTES } from "./testing/authorization.table.ts";
import type { Routes } from "./testing/authorization.table.ts";
import { useAuthorizationScene } from "./testing/authorization.setup.ts";
import * as checks from "./testing/authorization.checks.ts";
import { breakRoute, installRouteBreaker, mend } from "./testing/broken-policy.ts";
import type { Breakage } from "./testing/broken-policy.ts";

vi.mock("./policy.ts", async (importOriginal) => {
  const { brokenPolicy } = await import("./testing/broken-policy.ts");
  return brokenPolicy(await importOriginal());
});

/** The table with only `names`, so a check runs on the broken route alone. */
const only = (...names: string[]): Routes => Object.fromEntries(names.map((name) => [name, ROUTES[name]!]));

describe.each(dialectsUnderTest())("the authorization checks on a broken route, on %s", (dialect) => {
  const scene = useAuthorizationScene(dialect, installRouteBreaker);
  afterEach(() => mend());

  /** The check's breaches on the mended route (expected none), then with `route` broken as `breakage` says. */
  const mendedThenBroken = async (route: string, breakage: Breakage, check: () => Promise<string[]>) => {
    const mended = await check();
    breakRoute(route, breakage);
    return { mended, broken: await check() };
  };

  it("public: a route that answers whoever asks with A's account is caught by the public check", async () => {
    // The author calls it public; the route, broken, serves A's account to anyone.
    const table = { "GET /api/auth/user": { ...ROUTES["GET /api/auth/user"]!, access: "public" as const } };
    const { mended, broken } = await mendedThenBroken(
      "GET /api/auth/user",
      { actAs: scene().owner.user },
      () => checks.publicLeaks(scene(), table),
    );
    expect(mended).toEqual([]);
    expect(broken).toContainEqual(
      expect.stringMatching(/^GET \/api\/auth\/user answered a stranger with A's email/),
    );
    expect(broken).toContainEqual(expect.stringMatching(/^GET \/api\/auth\/user answered B with A's email/));
  });

  it("signed-in lists: a list that serves A's rows to B is caught by the list check", async () => {
    const { mended, broken } = await mendedThenBroken(
      "GET /api/projects",
      { actAs: scene().owner.user },
      () => checks.listLeaks(scene(), only("GET /api/projects")),
    );
    expect(mended).toEqual([]);
    expect(broken).toContainEqual(expect.stringMatching(/^GET \/api\/projects showed B A's .*projectName/));
  });

  it("builds: B downloading A's real build is caught by the owner check", async () => {
    const name = "GET /api/builds/:id/:file";
    const { mended, broken } = await mendedThenBroken(name, { anyOwner: true }, () =>
      checks.refusals(scene(), name, ROUTES[name]!),
    );
    expect(mended).toEqual([]);
    expect(broken).toEqual([expect.stringMatching(/^GET \/api\/builds\/:id\/:file answered B 200, not 404/)]);
  });

  it("filings: A's real filed binder served to whoever asks is caught by the owner check", async () => {
    const name = "GET /api/projects/:id/filings/:filingId/binder.pdf";
    const { mended, broken } = await mendedThenBroken(name, { actAs: scene().owner.user }, () =>
      checks.refusals(scene(), name, ROUTES[name]!),
    );
    expect(mended).toEqual([]);
    expect(broken).toContainEqual(expect.stringMatching(/answered a stranger 200, not 401/));
    expect(broken).toContainEqual(expect.stringMatching(/answered B 200, not 404/));
  });

  it("writes: a write done before a 404 passes the status check and is caught by the read-after check", async () => {
    const name = "POST /api/membership/checkout/:id/cancel";
    const breakage: Breakage = { anyOwner: true, refuseAfterWork: true };
    const statuses = await mendedThenBroken(name, breakage, () =>
      checks.refusals(scene(), name, ROUTES[name]!),
    );
    // Every answer is what the class asks for, so only the owner's reads can tell.
    expect(statuses).toEqual({ mended: [], broken: [] });
    mend();
    const { mended, broken } = await mendedThenBroken(name, breakage, () =>
      checks.writesByAnother(scene(), only(name)),
    );
    expect(mended).toEqual([]);
    expect(broken).toEqual([
      expect.stringMatching(
        /^POST \/api\/membership\/checkout\/:id\/cancel by B changed A's GET \/api\/membership/,
      ),
    ]);
  });

  it("member routes: a build route that reads a non-member's upload is caught by the large-body check", async () => {
    const name = "POST /api/compile";
    const { mended, broken } = await mendedThenBroken(name, { anyMember: true }, () =>
      checks.memberBodyReads(scene(), only(name)),
    );
    expect(mended).toEqual([]);
    expect(broken).toContainEqual(
      expect.stringMatching(/^POST \/api\/compile answered B only after 25\.0 MB/),
    );
  });
});
