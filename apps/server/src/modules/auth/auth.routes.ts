// /api/auth/*: sign up, log in, log out and who am I (accounts-dashboard-and-pages.md §7), password reset and the
// list of sessions.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  DEVICE_COOKIE,
  SESSION_COOKIE,
  ZErrorResponse,
  ZLoginRefused,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutResponse,
  ZSignupRequest,
  ZSignupResponse,
  ZUser,
} from "@courtready/contracts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";
import { baseCookieOptions } from "../../plugins/cookies.ts";
import { requireUser } from "../../policy.ts";
import {
  admitSignUp,
  CheckRequiredError,
  logIn,
  logOut,
  signUp,
  signupAnswer,
  ThrottledError,
} from "./auth.service.ts";
import { csrfSecret } from "../../plugins/csrf.ts";
import { requestLanguage } from "../../plugins/language.ts";
import { signupMailerFor } from "./signup-mail.ts";
import { oauthRoutes } from "./oauth.routes.ts";
import { passwordResetRoutes } from "./password-reset.routes.ts";
import { sessionsRoutes } from "./sessions.routes.ts";
import { deviceTokenFor } from "./device-cookie.ts";
import type { AuthRouteDeps } from "./route-deps.ts";

export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  const { db, config, clock } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signupMailer = signupMailerFor(config);
  const loginSettings = { ...config, checkSecret: csrfSecret(config) };

  const sessionCookie = () => ({
    ...baseCookieOptions(config),
    httpOnly: true,
  });

  r.post(
    "/auth/signup",
    { schema: { body: ZSignupRequest, response: { 201: ZSignupResponse, "4xx": ZErrorResponse } } },
    async (request, reply) => {
      await admitSignUp(db, request.ip, clock(), config.signUp.maxPerAddressPerHour);
      const mailer = signupMailer(request.log, requestLanguage(request));
      await signUp(db, request.body, clock(), mailer);
      return reply.status(201).send({ message: signupAnswer(mailer.send !== null) });
    },
  );

  r.post(
    "/auth/login",
    {
      schema: {
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, 429: ZLoginRefused, "4xx": ZErrorResponse },
      },
    },
    async (request, reply) => {
      const deviceToken = deviceTokenFor(reply, baseCookieOptions(config), request.cookies[DEVICE_COOKIE]);
      let session: Awaited<ReturnType<typeof logIn>>;
      try {
        session = await logIn(
          db,
          { ...request.body, ip: request.ip, deviceToken, userAgent: request.headers["user-agent"] },
          clock(),
          loginSettings,
        );
      } catch (error) {
        if (error instanceof CheckRequiredError)
          return reply.status(429).send({ message: error.message, check: error.check });
        if (error instanceof ThrottledError) reply.header("retry-after", String(error.retryAfterSeconds));
        throw error;
      }
      reply.setCookie(SESSION_COOKIE, session.token, {
        ...sessionCookie(),
        expires: session.expiresAt,
      });
      return { message: "Login successful", user: session.user };
    },
  );

  r.post(
    "/auth/logout",
    { schema: { response: { 200: ZLogoutResponse, "4xx": ZErrorResponse } } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      await logOut(db, request.sessionToken, clock());
      reply.clearCookie(SESSION_COOKIE, sessionCookie());
      return { message: "Logged out" };
    },
  );

  // Google and Apple sign-in (oauth.routes.ts). A provider without credentials still answers: its button returns to
  // /login?error=<provider>_not_configured, which the page explains with the spec's toast.
  await app.register(oauthRoutes, deps);
  // "Forgot password?" (password-reset.routes.ts).
  await app.register(passwordResetRoutes, deps);
  // The account page's list of sessions, and signing out elsewhere (sessions.routes.ts).
  await app.register(sessionsRoutes, deps);

  r.get("/auth/user", { schema: { response: { 200: ZUser, "4xx": ZErrorResponse } } }, async (request) =>
    requireUser(request),
  );
}
