// /api/auth/password-reset*: ask for a reset link, check a link, and set a new password with it (issue 19, item 4).
// Links go out through the SMTP settings the contact form uses, and are built on PUBLIC_BASE_URL only: a link built
// from a request's Host header could be made to point at someone else's site. Without both, the page offers support.
import type { FastifyInstance } from "fastify";
import nodemailer from "nodemailer";
import {
  DEVICE_COOKIE,
  PASSWORD_RESET_MESSAGES,
  SESSION_COOKIE,
  ZErrorResponse,
  ZPasswordResetCheck,
  ZPasswordResetCheckResponse,
  ZPasswordResetConfirm,
  ZPasswordResetConfirmResponse,
  ZPasswordResetRequest,
  ZPasswordResetRequestResponse,
  ZPasswordResetStatus,
} from "@courtready/contracts";
import { baseCookieOptions } from "../../plugins/cookies.ts";
import { requestLanguage } from "../../plugins/language.ts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";
import { setDeviceCookie } from "./device-cookie.ts";
import type { AuthRouteDeps } from "./route-deps.ts";
import { checkResetToken, confirmPasswordReset, requestPasswordReset } from "./password-reset.service.ts";
import type { ResetMail } from "./password-reset.service.ts";

export async function passwordResetRoutes(app: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  const { db, config, clock } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const mail = config.mail;
  const baseUrl = config.publicBaseUrl;
  const mailer = mail ? nodemailer.createTransport(mail.smtpUrl) : null;

  r.get("/auth/password-reset", { schema: { response: { 200: ZPasswordResetStatus } } }, async () => ({
    available: mailer !== null,
    supportEmail: config.supportEmail,
  }));

  r.post(
    "/auth/password-reset",
    {
      schema: {
        body: ZPasswordResetRequest,
        response: { 200: ZPasswordResetRequestResponse, "4xx": ZErrorResponse, "5xx": ZErrorResponse },
      },
    },
    async (request, reply) => {
      // Sent as is: the error handler would replace any 5xx message with its generic one.
      if (!mailer || !mail) return reply.status(503).send({ message: PASSWORD_RESET_MESSAGES.notAvailable });
      const send = (message: ResetMail) => {
        // Not awaited, so the answer does not take longer for an address that has an account.
        mailer.sendMail({ from: mail.to, ...message }).catch((error: unknown) => {
          request.log.error({ err: error }, "password reset e-mail not sent");
        });
      };
      await requestPasswordReset(
        db,
        { email: request.body.email, ip: request.ip, language: requestLanguage(request) },
        clock(),
        config,
        baseUrl,
        send,
      );
      return { message: PASSWORD_RESET_MESSAGES.requestSent };
    },
  );

  r.post(
    "/auth/password-reset/check",
    {
      schema: {
        body: ZPasswordResetCheck,
        response: { 200: ZPasswordResetCheckResponse, "4xx": ZErrorResponse },
      },
    },
    async (request) => {
      await checkResetToken(db, request.body.token, clock());
      return { valid: true as const };
    },
  );

  r.post(
    "/auth/password-reset/confirm",
    {
      schema: {
        body: ZPasswordResetConfirm,
        response: { 200: ZPasswordResetConfirmResponse, "4xx": ZErrorResponse },
      },
    },
    async (request, reply) => {
      const session = await confirmPasswordReset(
        db,
        {
          ...request.body,
          userAgent: request.headers["user-agent"],
          ip: request.ip,
          deviceToken: request.cookies[DEVICE_COOKIE],
        },
        clock(),
        config,
      );
      reply.setCookie(SESSION_COOKIE, session.token, {
        ...baseCookieOptions(config),
        httpOnly: true,
        expires: session.expiresAt,
      });
      setDeviceCookie(reply, baseCookieOptions(config), session.deviceToken);
      return { message: PASSWORD_RESET_MESSAGES.changed, user: session.user };
    },
  );
}
