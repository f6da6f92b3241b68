// Cookie options shared by the session and CSRF cookies: SameSite=Lax, path /, Secure when served over HTTPS.
import type { FastifyRequest } from "fastify";
import type { CookieSerializeOptions } from "@fastify/cookie";
import type { Config } from "../config.ts";

export function baseCookieOptions(config: Config, request: FastifyRequest): CookieSerializeOptions {
  const secure = config.cookieSecure === "auto" ? request.protocol === "https" : config.cookieSecure;
  return { path: "/", sameSite: "lax", secure };
}
