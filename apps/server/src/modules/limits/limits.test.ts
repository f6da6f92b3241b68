// The limits of issue 40, through the app: uploads under way are counted in the database, so two web processes on
// one database refuse the same person's fifth upload (429 with Retry-After, saying what to do), and take it once one
// ends; sign-ups are counted per address, also in the database.
import { afterEach, describe, expect, it, vi } from "vitest";
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
import { UPLOAD_BUSY_MESSAGE } from "./limits.service.ts";

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

describe.each(dialectsUnderTest())("limits on %s", (dialect) => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    // The second app first: it shares the first one's database, which the first closes.
    for (const t of apps.splice(0).reverse()) await t.close();
  });

  it("counts a person's uploads under way across two web processes on one database", async () => {
    const held = gate("file.describe");
    // Two processes of one deployment share the CSRF secret, as they share the database.
    const env = { CSRF_SECRET: "limits-test-csrf-secret-0123456789abcdef" };
    const a = await buildTestApp(dialect, env, { wrapJobs: held.wrap });
    apps.push(a);
    const b = await buildTestApp(dialect, env, { sameDatabaseAs: a });
    apps.push(b);
    const { client } = await signedInClient(a.app);
    // The same person's browser, its requests answered by the other process.
    const other = new TestClient(b.app);
    for (const [name, value] of client.cookies) other.cookies.set(name, value);

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
