// The device cookie: a long-lived, httpOnly random value that marks this browser as one an account has signed in
// from (auth.service.ts#logIn throttles such a browser on its own, so strangers cannot lock its owner out).
import type { FastifyReply } from "fastify";
import type { CookieSerializeOptions } from "@fastify/cookie";
import { DEVICE_COOKIE } from "@courtready/contracts";

/** 400 days: the longest browsers keep a cookie. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export function setDeviceCookie(reply: FastifyReply, options: CookieSerializeOptions, token: string): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    ...options,
    httpOnly: true,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
