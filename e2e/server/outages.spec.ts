// Issue 41: dependency outages cost nobody anything. Web and worker processes apart on a PostgreSQL server of this
// spec's own and the S3 stand-in. PostgreSQL is stopped (pg_ctl stop -m fast: every connection ended, new ones
// refused) for 20 s while a build runs and a project is saved; then the bucket stops answering for 20 s while another
// build stores its binder and a project is saved. Each time the request waiting for the build answers 200 and the
// person gets the binder, the one-time pass is used once (read from the database), a save either completes or answers
// a message asking to try again and, saved again, keeps every file; afterwards the bucket holds only what a row refers
// to. The mechanisms are asserted (DEPENDENCY_RETRY_SECONDS set here, the retries logged, the progress saying
// "Reconnecting"), never how long anything took.
import { setTimeout as pause } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { csrfHeaders, grantMembership, signUpAndLogIn } from "../support/accounts.ts";
import { onPostgres, queryRows, readyBinderHref, storedKeys, useCluster } from "../support/cluster.ts";
import type { RunningServer } from "../support/server.ts";

/** The outage each dependency goes through; the retry budget below outlasts it with room to spare. */
const OUTAGE_MS = 20_000;
const RETRY_SECONDS = 60;
const RETRIED = "dependency unreachable, trying again";

const cluster = useCluster("outages", {
  ownPostgres: true,
  env: { DEPENDENCY_RETRY_SECONDS: String(RETRY_SECONDS) },
  // The ledger and one large photo: a build of seconds, still under way when an outage begins as the worker takes
  // it, with two file checks before it (four would double the spec's slowest part on a busy machine).
  heavyFiles: 2,
});
let web: RunningServer;
let worker: RunningServer;
/** The two people, each signed in with a one-time pass before their test (set-up, not what is under test). */
let databasePerson: Person;
let bucketPerson: Person;

beforeAll(async () => {
  if (!onPostgres) return;
  worker = await cluster.start("worker");
  web = await cluster.start("web");
  databasePerson = await personWithPass("outage.database@example.com");
  bucketPerson = await personWithPass("outage.bucket@example.com");
});

type Person = Awaited<ReturnType<typeof personWithPass>>;

/** A person with a one-time pass, signed in, on the builder's page; the answers to its build requests are recorded. */
async function personWithPass(email: string) {
  const context = await cluster.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signUpAndLogIn(context, web.url, { email });
  grantMembership(web, email, "one_time");
  const page = await context.newPage();
  const renderAnswers: number[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "POST" && response.url().endsWith("/api/binders/render"))
      renderAnswers.push(response.status());
  });
  return { context, page, renderAnswers, email };
}

/** The project save the builder sends (POST /api/projects, two files); its status and answer. */
async function saveProject(context: BrowserContext, name: string) {
  const form = new FormData();
  form.append("projectName", name);
  form.append("binderType", "small_claims");
  form.append("role", "plaintiff");
  for (const file of ["lease", "receipt"])
    form.append("files", new File([`The ${file} for ${name}.\n`], `${file}.txt`, { type: "text/plain" }));
  const answer = await context.request.post(`${web.url}/api/projects`, {
    headers: await csrfHeaders(context, web.url),
    multipart: form,
  });
  return { status: answer.status(), body: (await answer.json()) as { id?: string; message?: string } };
}

/**
 * A save answered during an outage: saved, or refused with words that tell the person to try again (never an
 * answer that reads as done when it was not). Either way the person saves again once the outage is over, as told,
 * and the project then holds both files.
 */
async function expectSaveCompletesOrAsksToRetry(
  answer: { status: number; body: { id?: string; message?: string } },
  context: BrowserContext,
  name: string,
) {
  if (answer.status !== 201) {
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(answer.body.message).toMatch(/try again/i);
    answer = await saveProject(context, name);
  }
  expect(answer.status).toBe(201);
  const files = await queryRows<{ original_name: string }>(
    cluster.database.url!,
    "select original_name from project_files where project_id = $1 order by original_name",
    [answer.body.id],
  );
  expect(files.map((f) => f.original_name)).toEqual(["lease.txt", "receipt.txt"]);
}

async function buildRow(buildId: string) {
  const [row] = await queryRows<{ state: string; attempts: number; use_returned: number }>(
    cluster.database.url!,
    "select state, attempts, use_returned from build_jobs where client_ref = $1 or id = $1",
    [buildId],
  );
  return row;
}

/** The person's one-time pass uses, as the database counts them. */
async function passUses(email: string): Promise<number> {
  const [row] = await queryRows<{ one_time_use_count: number }>(
    cluster.database.url!,
    `select m.one_time_use_count from memberships m join users u on u.id = m.owner_id
     where u.email = $1 and m.type = 'one_time'`,
    [email],
  );
  return row!.one_time_use_count;
}

/**
 * Keeps an outage going until `seen` holds (the mechanism under test has acted) and OUTAGE_MS has passed since it
 * began: the outage's length is the scenario, not a wait for something to happen.
 */
async function holdOutage(began: number, seen: () => Promise<boolean> | boolean) {
  await expect.poll(seen, { timeout: 60_000, interval: 250 }).toBe(true);
  const left = OUTAGE_MS - (Date.now() - began);
  if (left > 0) await pause(left);
}

/** Once the outage is over: the request that waited answered 200 and the person has the binder. */
async function expectBinder(person: { context: BrowserContext; page: Page; renderAnswers: number[] }) {
  await expect.poll(() => person.renderAnswers, { timeout: 60_000 }).toEqual([200]);
  const href = await readyBinderHref(person.page);
  const pdf = await person.context.request.get(`${web.url}${href}`);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
}

describe.skipIf(!onPostgres)("PostgreSQL and the bucket unreachable during builds and saves", () => {
  it("PostgreSQL stopped for 20 s: the build's request waits it out, the pass is used once, saves lose nothing", async () => {
    const postgres = cluster.postgres!;
    const person = databasePerson;
    const buildId = await cluster.startHeavyBuild(person.page, web.url);
    await expect.poll(async () => (await buildRow(buildId))?.state, { interval: 50 }).toBe("running");
    const retriesBefore = web.output().split(RETRIED).length;

    // A save under way as the database stops, and one sent while it is down.
    const savedAsItStops = saveProject(person.context, "Saved as the database stopped");
    await postgres.stop();
    const began = Date.now();
    const savedWhileDown = await saveProject(person.context, "Saved while the database was down");
    // The waiting request keeps reading the build's row through the outage (its retries logged), and the person's
    // progress says it is reconnecting instead of failing.
    await holdOutage(
      began,
      async () =>
        web.output().split(RETRIED).length > retriesBefore &&
        (await person.page.getByText("Reconnecting to the server").count()) > 0,
    );
    await postgres.start();

    await expectBinder(person);
    expect(await buildRow(buildId)).toMatchObject({ state: "done", attempts: 1, use_returned: 0 });
    expect(await passUses(person.email)).toBe(1);
    await expectSaveCompletesOrAsksToRetry(
      await savedAsItStops,
      person.context,
      "Saved as the database stopped",
    );
    await expectSaveCompletesOrAsksToRetry(
      savedWhileDown,
      person.context,
      "Saved while the database was down",
    );
    await person.context.close();
  });

  it("the bucket gone for 20 s: the binder is stored when it is back, the pass is used once, saves lose nothing", async () => {
    const { s3 } = cluster;
    const person = bucketPerson;
    const buildId = await cluster.startHeavyBuild(person.page, web.url);
    await expect.poll(async () => (await buildRow(buildId))?.state, { interval: 50 }).toBe("running");
    const retriesBefore = worker.output().split(RETRIED).length;

    const savedAsItStops = saveProject(person.context, "Saved as the bucket went");
    await s3.pause();
    const began = Date.now();
    const savedWhileDown = await saveProject(person.context, "Saved while the bucket was gone");
    // The worker keeps trying (to read the build's files, or to store the finished binder: wherever the build is when
    // the bucket goes), its retries logged, while the bucket is gone.
    await holdOutage(began, () => worker.output().split(RETRIED).length > retriesBefore);
    await s3.resume();

    await expectBinder(person);
    expect(await buildRow(buildId)).toMatchObject({ state: "done", attempts: 1, use_returned: 0 });
    expect(await passUses(person.email)).toBe(1);
    await expectSaveCompletesOrAsksToRetry(await savedAsItStops, person.context, "Saved as the bucket went");
    await expectSaveCompletesOrAsksToRetry(savedWhileDown, person.context, "Saved while the bucket was gone");
    await person.context.close();

    // Nothing left behind by either outage: every stored object belongs to a binder or a saved file a row refers to
    // (or is a kept conversion of a checked file); no upload or task remains.
    const url = cluster.database.url!;
    const prefixes = (
      await queryRows<{ storage_prefix: string }>(url, "select storage_prefix from builds")
    ).map((b) => `${b.storage_prefix}/`);
    const saved = await queryRows<{ storage_key: string }>(url, "select storage_key from project_files");
    // The builder keeps each added file in the person's library, with its thumbnail.
    const library = await queryRows<{ storage_key: string; thumbnail_key: string | null }>(
      url,
      "select storage_key, thumbnail_key from user_files",
    );
    const referred = new Set([
      ...saved.map((f) => f.storage_key),
      ...library.flatMap((f) => [f.storage_key, ...(f.thumbnail_key ? [f.thumbnail_key] : [])]),
    ]);
    const keys = await storedKeys(s3);
    const unexplained = keys.filter(
      (key) =>
        !prefixes.some((prefix) => key.startsWith(prefix)) &&
        !referred.has(key) &&
        !/^users\/[^/]+\/conversions\//.test(key),
    );
    expect(unexplained).toEqual([]);
    expect(keys.filter((key) => /\/uploads\/|^tasks\//.test(key))).toEqual([]);
    expect(prefixes).toHaveLength(2);
    // Four saves of two files each: every save kept once, whether it was answered at once or saved again.
    expect(saved).toHaveLength(8);
  });
});
