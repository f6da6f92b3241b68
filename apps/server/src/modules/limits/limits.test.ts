// The limits of issue 40, through the app: uploads under way are counted in the database, so two web processes on
// one database refuse the same person's fifth upload (429 with Retry-After, saying what to do), and take it once one
// ends; unlocks have their own limits per account and per address, held across processes the same way; sign-ups are
// counted per address, also in the database, and sent all at once to two processes only the limit's number pass.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { makePdf } from "@courtready/engine/testing";
import type { JobRunner } from "../../jobs/runner.ts";
import {
  buildSignup,
  buildTestApp,
  multipartBody,
  signedInClient,
  TestClient,
} from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import {
  UNLOCK_BUSY_MESSAGE,
  UNLOCKS_PER_ACCOUNT,
  UNLOCKS_PER_ADDRESS,
  UPLOAD_BUSY_MESSAGE,
} from "./limits.service.ts";

/** The default (config.uploads.perAccount), which the apps here keep. */
const UPLOADS_PER_ACCOUNT = 4;

/** Holds every job of one name until released, so the uploads that wait on them stay under way. */
function gate(name: string) {
  const waiting: (() => void)[] = [];
  let open = false;
  return {
    waiting,
    wrap: (jobs: JobRunner): JobRunner => ({
      async run(job, payload, options) {
        if (job.name === name && !open) await new Promise<void>((resolve) => waiting.push(resolve));
        return jobs.run(job, payload, options);
      },
      close: () => jobs.close(),
    }),
    release() {
      open = true;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

/** A one-page PDF locked with `password` by qpdf, as a person's bank statement comes. */
async function lockedPdf(password: string): Promise<Buffer> {
  const dir = mkdtempSync(path.join(tmpdir(), "courtready-limits-"));
  try {
    writeFileSync(path.join(dir, "open.pdf"), await makePdf([{ text: "Statement" }]));
    execFileSync("qpdf", ["--encrypt", password, password, "256", "--", "open.pdf", "locked.pdf"], {
      cwd: dir,
    });
    return readFileSync(path.join(dir, "locked.pdf"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Two web processes of one deployment on one database (they share the CSRF secret, as they share the database), each
 * running its jobs through `wrapJobs` when given.
 */
async function twoProcesses(
  dialect: Parameters<typeof buildTestApp>[0],
  apps: TestApp[],
  env: Record<string, string> = {},
  wrapJobs?: (jobs: JobRunner) => JobRunner,
): Promise<[TestApp, TestApp]> {
  const shared = { CSRF_SECRET: "limits-test-csrf-secret-0123456789abcdef", ...env };
  const a = await buildTestApp(dialect, shared, wrapJobs ? { wrapJobs } : {});
  apps.push(a);
  const b = await buildTestApp(dialect, shared, { sameDatabaseAs: a, ...(wrapJobs ? { wrapJobs } : {}) });
  apps.push(b);
  return [a, b];
}

/** The same person's browser, its requests answered by another process. */
function sameBrowserOn(t: TestApp, client: TestClient): TestClient {
  const other = new TestClient(t.app);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

describe.each(dialectsUnderTest())("limits on %s", (dialect) => {
  const apps: TestApp[] = [];
  let locked: Buffer;
  beforeAll(async () => {
    locked = await lockedPdf("pass-1234");
  });
  afterEach(async () => {
    // The second app first: it shares the first one's database, which the first closes.
    for (const t of apps.splice(0).reverse()) await t.close();
  });

  it("counts a person's uploads under way across two web processes on one database", async () => {
    const held = gate("file.describe");
    const [a, b] = await twoProcesses(dialect, apps, {}, held.wrap);
    const { client } = await signedInClient(a.app);
    const other = sameBrowserOn(b, client);

    const pdf = await makePdf([{ text: "Exhibit" }]);
    const upload = (c: TestClient, name: string) =>
      c.request({
        method: "POST",
        url: "/api/user-files",
        ...multipartBody({}, { filename: name, bytes: pdf }),
      });

    const first = Array.from({ length: UPLOADS_PER_ACCOUNT }, (_, i) => upload(client, `${i}.pdf`));
    await vi.waitFor(() => expect(held.waiting).toHaveLength(UPLOADS_PER_ACCOUNT), { timeout: 30_000 });

    const refused = await upload(other, "one-more.pdf");
    expect(refused.statusCode, refused.body).toBe(429);
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(30);
    expect(refused.json<{ message: string }>().message).toBe(
      `${UPLOAD_BUSY_MESSAGE} Try again in 30 seconds.`,
    );

    held.release();
    for (const response of await Promise.all(first)) expect(response.statusCode, response.body).toBe(201);
    // Each ended upload gave its lease back: the other process takes the next one.
    const taken = await upload(other, "one-more.pdf");
    expect(taken.statusCode, taken.body).toBe(201);
  });

  it("holds a person's unlocks, and an address's, to their limits across two processes", async () => {
    const held = gate("file.unlock");
    const [a, b] = await twoProcesses(dialect, apps, {}, held.wrap);
    const unlock = (c: TestClient) =>
      c.request({
        method: "POST",
        url: "/api/unlock-pdf",
        ...multipartBody({ password: "pass-1234" }, { filename: "statement.pdf", bytes: locked }),
      });
    // One person's unlocks fill their own limit; the next, sent to the other process, is refused.
    const first = (await signedInClient(a.app)).client;
    const under = Array.from({ length: UNLOCKS_PER_ACCOUNT }, () => unlock(first));
    await vi.waitFor(() => expect(held.waiting).toHaveLength(UNLOCKS_PER_ACCOUNT), { timeout: 30_000 });
    const refused = await unlock(sameBrowserOn(b, first));
    expect(refused.statusCode, refused.body).toBe(429);
    const busy = (response: typeof refused) =>
      response.json<{ message: string }>().message.slice(0, UNLOCK_BUSY_MESSAGE.length);
    expect(busy(refused)).toBe(UNLOCK_BUSY_MESSAGE);

    // Others behind the same address fill the address's limit (within their own); the next one is refused.
    const others: Promise<Awaited<ReturnType<typeof unlock>>>[] = [];
    while (under.length + others.length < UNLOCKS_PER_ADDRESS) {
      const person = (await signedInClient(b.app)).client;
      for (let i = 0; i < UNLOCKS_PER_ACCOUNT && under.length + others.length < UNLOCKS_PER_ADDRESS; i += 1)
        others.push(unlock(person));
    }
    await vi.waitFor(() => expect(held.waiting).toHaveLength(UNLOCKS_PER_ADDRESS), { timeout: 30_000 });
    const stranger = (await signedInClient(a.app)).client;
    const addressFull = await unlock(stranger);
    expect(addressFull.statusCode, addressFull.body).toBe(429);
    expect(busy(addressFull)).toBe(UNLOCK_BUSY_MESSAGE);

    held.release();
    for (const response of await Promise.all([...under, ...others]))
      expect(response.statusCode, response.body).toBe(200);
    // Every lease was given back: the refused ones go through now.
    expect((await unlock(stranger)).statusCode).toBe(200);
    expect((await unlock(sameBrowserOn(b, first))).statusCode).toBe(200);
  });

  it("lets exactly the limit of simultaneous sign-ups from one address through two processes", async () => {
    const limit = 3;
    const [a, b] = await twoProcesses(dialect, apps, { SIGNUPS_PER_ADDRESS_PER_HOUR: String(limit) });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        new TestClient((i % 2 === 0 ? a : b).app).post("/api/auth/signup", buildSignup()),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(limit).fill(201), ...Array<number>(10 - limit).fill(429)]);
  });

  it("counts sign-ups per address in the database, and says when to try again", async () => {
    const a = await buildTestApp(dialect, { SIGNUPS_PER_ADDRESS_PER_HOUR: "2" });
    apps.push(a);
    const b = await buildTestApp(dialect, { SIGNUPS_PER_ADDRESS_PER_HOUR: "2" }, { sameDatabaseAs: a });
    apps.push(b);
    const signUp = (t: TestApp) => new TestClient(t.app).post("/api/auth/signup", buildSignup());
    expect((await signUp(a)).statusCode).toBe(201);
    expect((await signUp(b)).statusCode).toBe(201);
    const refused = await signUp(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("3600");
    expect(refused.json<{ message: string }>().message).toBe(
      "Too many accounts have been created from your network in the last hour. Try again in 60 minutes, or sign in to the account you already have.",
    );
    a.clock.advance(60 * 60_000);
    expect((await signUp(a)).statusCode).toBe(201);
  });
});
