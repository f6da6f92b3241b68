// The device cookie: a long-lived, httpOnly random value that marks this browser as one an account has signed in
// from (auth.service.ts#logIn throttles such a browser on its own, so strangers cannot lock its owner out).
import type { FastifyReply } from "fastify";
import type { CookieSerializeOptions } from "@fastify/cookie";
import { DEVICE_COOKIE } from "@courtready/contracts";
import { newDeviceToken } from "./devices.repository.ts";

/** 400 days: the longest browsers keep a cookie. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export function setDeviceCookie(reply: FastifyReply, options: CookieSerializeOptions, token: string): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    ...options,
    httpOnly: true,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}

/**
 * The browser's device token: the cookie it sent when well formed, else a new one. Every sign-in attempt sets it
 * (issue 42, finding 6), so a browser is counted on its own from its first attempt, not with its whole network.
 */
export function deviceTokenFor(
  reply: FastifyReply,
  options: CookieSerializeOptions,
  sent: string | undefined,
): string {
  const token = sent && /^[A-Za-z0-9_-]{43}$/.test(sent) ? sent : newDeviceToken();
  setDeviceCookie(reply, options, token);
  return token;
}
