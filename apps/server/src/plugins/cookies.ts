// Cookie options shared by the session and CSRF cookies: SameSite=Lax, path /, and Secure exactly when the app's
// public address (PUBLIC_BASE_URL) is https: behind a TLS proxy the request itself may arrive over plain http, so
// the request's protocol says nothing about what the browser sees (issue 22, finding 6).
import type { CookieSerializeOptions } from "@fastify/cookie";
import type { Config } from "../config.ts";

export function baseCookieOptions(config: Pick<Config, "https">): CookieSerializeOptions {
  return { path: "/", sameSite: "lax", secure: config.https };
}
