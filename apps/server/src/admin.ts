// Operator actions behind `npm run admin` (cli.ts parses the arguments; the work is here so it can be tested).
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { findUserByEmail } from "./modules/auth/users.repository.ts";
import { grantMembership } from "./modules/membership/membership.service.ts";

export const ADMIN_USAGE = "usage: npm run admin -- migrate | seed | grant-membership EMAIL yearly|one_time";

/** The grant command's work, separate from argument parsing so it can be tested against a database. */
export async function grantByEmail(
  db: Kysely<Database>,
  email: string,
  type: string,
  now: Date,
): Promise<string> {
  if (type !== "yearly" && type !== "one_time")
    throw new Error(`Unknown membership type "${type}". ${ADMIN_USAGE}`);
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`No account uses the e-mail address ${email}.`);
  const membership = await grantMembership(db, user.id, type, now);
  return `Granted a ${type === "yearly" ? "yearly membership" : "one-time pass (one binder)"} to ${user.email} until ${membership.expires_at}.`;
}
