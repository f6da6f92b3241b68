// Accounts for specs that are about something else: sign up and sign in through the API, as the browser app does
// (CSRF cookie, then the token in its header), so the browser context holds a real session; a membership granted
// by the operator command, or by its work run here for the specs that only need a member.
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import { connect } from "@courtready/db";
import { grantByEmail } from "../../apps/server/src/admin.ts";
import { loadDatabaseConfig } from "../../apps/server/src/config.ts";
import { ROOT } from "./server.ts";
import type { RunningServer } from "./server.ts";

/**
 * `npm run admin -- grant-membership EMAIL TYPE` against the running server's data, as an operator would: the
 * server-operation specs (crash recovery, failover, scale-out, outages) run the command itself.
 */
export function grantMembership(
  server: Pick<RunningServer, "env">,
  email: string,
  type: "yearly" | "one_time",
): void {
  execFileSync(
    process.execPath,
    [path.join(ROOT, "apps/server/dist/cli.js"), "grant-membership", email, type],
    {
      cwd: ROOT,
      env: { ...process.env, ...server.env },
      stdio: "pipe",
    },
  );
}

/**
 * A membership for a spec that only needs a member: the grant command's own work (admin.ts#grantByEmail) on the
 * server's database, as the command does it, without starting a Node process and loading the server's bundle for
 * each new member (about 0.6 s of CPU each, and a blocked worker while it ran: docs/decisions.md).
 */
export async function grantMembershipHere(
  server: Pick<RunningServer, "env">,
  email: string,
  type: "yearly" | "one_time",
): Promise<void> {
  const database = connect(loadDatabaseConfig(server.env, ROOT));
  try {
    await grantByEmail(database.db, email, type, new Date());
  } finally {
    await database.destroy();
  }
}

export async function signUpAndLogIn(
  context: BrowserContext,
  baseUrl: string,
  person: { email: string; password?: string; firstName?: string; lastName?: string },
): Promise<void> {
  const password = person.password ?? "Evidence2026binder";
  await context.request.get(`${baseUrl}/api/auth/user`);
  const csrf = (await context.cookies(baseUrl)).find((cookie) => cookie.name === "cr_csrf")?.value ?? "";
  const headers = { "x-csrf-token": csrf, origin: baseUrl };
  const signup = await context.request.post(`${baseUrl}/api/auth/signup`, {
    headers,
    data: {
      email: person.email,
      password,
      firstName: person.firstName ?? "Rosa",
      lastName: person.lastName ?? "Diaz",
    },
  });
  if (signup.status() !== 201) throw new Error(`sign-up failed: ${signup.status()} ${await signup.text()}`);
  const login = await context.request.post(`${baseUrl}/api/auth/login`, {
    headers,
    data: { email: person.email, password },
  });
  if (login.status() !== 200) throw new Error(`log-in failed: ${login.status()} ${await login.text()}`);
}

/** The headers a signed-in browser context sends with a write: its CSRF token and its origin. */
export async function csrfHeaders(
  context: BrowserContext,
  baseUrl: string,
): Promise<{ "x-csrf-token": string; origin: string }> {
  const csrf = (await context.cookies(baseUrl)).find((cookie) => cookie.name === "cr_csrf")?.value ?? "";
  return { "x-csrf-token": csrf, origin: baseUrl };
}

/** Saves a project through POST /api/projects, as the builder's Save sends it; its id. */
export async function createProject(
  context: BrowserContext,
  baseUrl: string,
  form: FormData,
): Promise<string> {
  const created = await context.request.post(`${baseUrl}/api/projects`, {
    headers: await csrfHeaders(context, baseUrl),
    multipart: form,
  });
  if (created.status() !== 201)
    throw new Error(`saving the project: ${created.status()} ${await created.text()}`);
  return ((await created.json()) as { id: string }).id;
}
