// Issue 20: a crash in the middle of a paid build loses nothing. A person with a one-time pass presses Generate
// Binder; while the build runs, the server process is killed with SIGKILL and started again on the same data. The
// restarted server finishes the build; the builder page, still open, tells the person their binder was finished
// after an interruption and links to it; the pass is used once, for a binder that exists; no upload or temporary
// folder is left behind. Screenshots under e2e/artifacts/crash-recovery/.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { grantMembership, signUpAndLogIn } from "../support/accounts.ts";
import { openBrowser, snapshot, watchErrors } from "../support/browser.ts";
import { startBinderBuild, writeHeavyBuildFiles } from "../support/builder.ts";
import { filesUnder, freePort, startServer } from "../support/server.ts";
import type { RunningServer } from "../support/server.ts";

const work = mkdtempSync(path.join(tmpdir(), "courtready-crash-"));
let browser: Browser;
let heavyFiles: string[];
const servers: RunningServer[] = [];

beforeAll(async () => {
  heavyFiles = await writeHeavyBuildFiles(work);
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const server of servers) await server.stop("SIGKILL");
  rmSync(work, { recursive: true, force: true });
});

describe("a server killed during a paid build", () => {
  it("finishes the build after the restart, tells the person, and keeps nothing it should not", async () => {
    const env = { PORT: String(await freePort()), JOB_WORKERS: "1" };
    const first = await startServer(env);
    servers.push(first);
    const email = "crash.recovery@example.com";
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signUpAndLogIn(context, first.url, { email });
    grantMembership(first, email, "one_time");
    const page = await context.newPage();
    const errors = watchErrors(page);
    const shot = (name: string) => snapshot(page, "crash-recovery", name);

    // The checks kept each photo's conversion, which would make the build too quick to crash in the middle of:
    // without them it prepares the photos again, for seconds.
    const buildId = await startBinderBuild(page, first.url, heavyFiles, async () => {
      const users = path.join(first.dataDir, "files", "users");
      for (const user of readdirSync(users))
        rmSync(path.join(users, user, "conversions"), { recursive: true, force: true });
    });
    const progress = async () =>
      (await context.request.get(`${first.url}/api/builds/${buildId}/progress`)).json() as Promise<{
        stage: string;
        outcome?: unknown;
      }>;
    await expect
      .poll(async () => (await progress()).stage, { timeout: 60_000, interval: 50 })
      .toMatch(/converting|assembling|packaging/);
    expect((await progress()).outcome).toBeUndefined();

    // The crash: no shutdown, no chance to tidy up.
    await first.stop("SIGKILL", { keepData: true });
    // While the server is down, the open page says the answer was lost and the binder may still finish, not that
    // it failed…
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "The connection was lost" }).count(), {
        timeout: 30_000,
      })
      .toBe(1);
    expect(await page.getByText("Your binder could not be built").count()).toBe(0);
    const second = await startServer(env, { dataDir: first.dataDir });
    servers.push(second);

    // …and once the restarted server answers, how the build ended, with the link to the binder.
    const notice = page.getByRole("status").filter({ hasText: "Your last binder" });
    await expect
      .poll(() => notice.textContent(), { timeout: 120_000 })
      .toContain("Your binder was finished after an interruption on our side. It is ready.");
    await shot("1-finished-after-restart");
    const href = await notice.getByRole("link", { name: "Open the binder (PDF)" }).getAttribute("href");
    const pdf = await context.request.get(`${second.url}${href}`);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // The pass paid for this binder, once; the upload and the build's temporary folder are gone.
    const status = await (await context.request.get(`${second.url}/api/membership/status`)).json();
    expect(status).toMatchObject({ oneTimeUseCount: 1 });
    const users = path.join(second.dataDir, "files", "users");
    const uploads = readdirSync(users).flatMap((u) => filesUnder(path.join(users, u, "uploads")));
    expect(uploads).toEqual([]);
    expect(filesUnder(path.join(second.dataDir, "tmp", "jobs"))).toEqual([]);

    // Coming back later shows the same answer, until the person says they have seen it.
    await page.reload();
    await expect.poll(() => notice.textContent(), { timeout: 30_000 }).toContain("It is ready.");
    await notice.getByRole("button", { name: "Done" }).click();
    await expect.poll(() => notice.count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { name: "Binder Builder" }).count()).toBe(1);
    expect(await notice.count()).toBe(0);

    // The lost answer showed as a connection error while the server was down; nothing else went wrong.
    expect(errors.filter((e) => !/Failed to load resource|net::ERR_/.test(e))).toEqual([]);
    await context.close();
    expect(await second.stop()).toBe(0);
  });
});
