// What the auth route files are given: auth.routes.ts registers the others (OAuth, password reset, sessions), so
// this lives apart and they need not import the file that imports them.
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import type { Config } from "../../config.ts";
import type { Clock } from "../../clock.ts";

export interface AuthRouteDeps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
}
