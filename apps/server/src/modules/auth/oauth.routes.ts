// /api/auth/google and /api/auth/apple: sign-in with Google or Apple (accounts-dashboard-and-pages.md §2.4, §7, §8).
// The button leads here; we send the browser to the provider with a fresh state, nonce and PKCE challenge, kept in
// oauth_states for 10 minutes. The provider sends it back to the callback (Google: GET with a query; Apple: a
// cross-site form POST), which takes the state out (single use), exchanges the code, validates the ID token, finds
// or creates the account and starts a session like password login. Every outcome is a redirect: "/" on success,
// /login?error=<code> otherwise (§8's codes where it has one).
//
// The state is also bound to the browser that started the sign-in: an httpOnly cookie holding it, limited to the
// callback path, must match. Otherwise someone could send a victim their own half-finished sign-in link and have
// the victim's browser signed in to the attacker's account. Google comes back with a top-level GET, so SameSite=Lax
// suffices; Apple's form POST is cross-site, so its cookie is SameSite=None (which browsers accept only with Secure;
// Apple requires https callbacks anyway).
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { CookieSerializeOptions } from "@fastify/cookie";
import { SESSION_COOKIE, SOCIAL_SIGN_IN_ERRORS, ZAuthProviders } from "@courtready/contracts";
import type { SocialProvider } from "@courtready/contracts";
import { baseCookieOptions } from "../../plugins/cookies.ts";
import type { AuthRouteDeps } from "./route-deps.ts";
import { logOut } from "./auth.service.ts";
import { createSession } from "./sessions.repository.ts";
import { consumeOAuthState, saveOAuthState } from "./identities.repository.ts";
import {
  appleProfile,
  createOAuthClient,
  failureSummary,
  googleProfile,
  OAUTH_CALLBACK_PATHS,
  OAUTH_STATE_TTL_MS,
  SocialSignInError,
  userForIdentity,
} from "./oauth.ts";
import type { OAuthClient, ProviderProfile } from "./oauth.ts";

const PROVIDERS: readonly SocialProvider[] = ["google", "apple"];

/** The cookie that ties a sign-in under way to the browser that started it. */
export const oauthBindingCookie = (provider: SocialProvider) => `cr_oauth_${provider}`;

/** The authorization response parameters openid-client checks; anything else the provider sends is ignored. */
const RESPONSE_PARAMS = ["code", "state", "iss", "error", "error_description"] as const;

/** Largest Apple form post we read (code, state, a small user JSON and, if sent, an ID token). */
const FORM_BODY_LIMIT = 32 * 1024;

/** Request log lines for the callbacks name the path only: Google's query carries the code and state. */
const callbackLogSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: req.url.split("?")[0],
    host: req.host,
    remoteAddress: req.ip,
  }),
};

const loginError = (code: string) => `/login?error=${encodeURIComponent(code)}`;

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function oauthRoutes(app: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  const { db, config, clock } = deps;
  const clients: Record<SocialProvider, OAuthClient | null> = {
    google: createOAuthClient(config, "google", clock),
    apple: createOAuthClient(config, "apple", clock),
  };

  const bindingCookieOptions = (provider: SocialProvider): CookieSerializeOptions => ({
    ...baseCookieOptions(config),
    path: OAUTH_CALLBACK_PATHS[provider],
    httpOnly: true,
    ...(provider === "apple" ? { sameSite: "none" as const, secure: true } : {}),
  });

  // Normalized (new URL drops a default port) because the token request repeats it in that form and the provider
  // compares the two exactly.
  const redirectUri = (provider: SocialProvider) =>
    new URL(OAUTH_CALLBACK_PATHS[provider], config.publicBaseUrl).href;

  // The login page shows a provider's button only when it is set up here (issue 19, item 7): a button that can
  // only answer "unavailable" is a promise the app does not keep.
  app.get("/auth/providers", async (_request, reply) =>
    reply
      .header("Cache-Control", "no-store")
      .send(ZAuthProviders.parse({ google: clients.google !== null, apple: clients.apple !== null })),
  );

  for (const provider of PROVIDERS) {
    app.get(`/auth/${provider}`, async (request, reply) => {
      const codes = SOCIAL_SIGN_IN_ERRORS[provider];
      const client = clients[provider];
      if (!client) return reply.redirect(loginError(codes.notConfigured));
      try {
        const callback = redirectUri(provider);
        const started = await client.authorizationRequest(callback);
        await saveOAuthState(
          db,
          {
            provider,
            state: started.state,
            codeVerifier: started.codeVerifier,
            nonce: started.nonce,
            redirectUri: callback,
          },
          clock(),
          OAUTH_STATE_TTL_MS,
        );
        reply.setCookie(oauthBindingCookie(provider), started.state, {
          ...bindingCookieOptions(provider),
          maxAge: OAUTH_STATE_TTL_MS / 1000,
        });
        return reply.redirect(started.url.href);
      } catch (error) {
        request.log.warn({ provider, ...failureSummary(error) }, "social sign-in could not start");
        return reply.redirect(loginError(codes.failed));
      }
    });
  }

  /**
   * Handles the provider's answer (Google's query, or Apple's posted form, which carries the `user` field with the
   * name on the first sign-in) and says where the browser goes next.
   */
  async function finishSignIn(
    provider: SocialProvider,
    request: FastifyRequest,
    reply: FastifyReply,
    answer: Record<string, unknown>,
  ): Promise<string> {
    const codes = SOCIAL_SIGN_IN_ERRORS[provider];
    const client = clients[provider];
    if (!client) return loginError(codes.notConfigured);
    const field = (name: string) => (typeof answer[name] === "string" ? answer[name] : undefined);

    const boundState = request.cookies[oauthBindingCookie(provider)];
    reply.clearCookie(oauthBindingCookie(provider), bindingCookieOptions(provider));
    const state = field("state");
    // Taken out before anything else: a state is good for one answer, whatever that answer is.
    const stored = state ? await consumeOAuthState(db, provider, state, clock()) : undefined;

    const error = field("error");
    if (error) {
      request.log.info(
        { provider, oauthError: error.slice(0, 64) },
        "social sign-in refused at the provider",
      );
      return loginError(error === "access_denied" ? codes.denied : codes.failed);
    }
    try {
      if (!state || !stored)
        throw new SocialSignInError(codes.failed, "state unknown, expired or already used");
      if (!boundState || !sameText(boundState, state))
        throw new SocialSignInError(codes.failed, "state not started in this browser");

      const params = new URLSearchParams();
      for (const name of RESPONSE_PARAMS) {
        const value = field(name);
        if (value !== undefined) params.set(name, value);
      }
      const claims = await client.completeSignIn({
        redirectUri: stored.redirect_uri,
        params,
        state,
        nonce: stored.nonce,
        codeVerifier: stored.code_verifier,
      });
      const profile: ProviderProfile =
        provider === "google" ? googleProfile(claims) : appleProfile(claims, field("user"));
      const email = profile.email;
      if (!email || email.length > 254)
        throw new SocialSignInError(codes.emailRequired, "no verified e-mail address in the ID token");

      const now = clock();
      const user = await userForIdentity(db, provider, { ...profile, email }, now);
      // Whoever this browser was signed in as before, that session ends here.
      await logOut(db, request.sessionToken, now);
      const session = await createSession(db, user.id, now, config.sessionTtlDays, {
        userAgent: request.headers["user-agent"],
        ip: request.ip,
      });
      reply.setCookie(SESSION_COOKIE, session.token, {
        ...baseCookieOptions(config),
        httpOnly: true,
        expires: session.expiresAt,
      });
      return "/";
    } catch (failure) {
      request.log.warn({ provider, ...failureSummary(failure) }, "social sign-in failed");
      return loginError(failure instanceof SocialSignInError ? failure.code : codes.failed);
    }
  }

  app.get("/auth/google/callback", { logSerializers: callbackLogSerializers }, async (request, reply) =>
    reply.redirect(await finishSignIn("google", request, reply, request.query as Record<string, unknown>)),
  );

  // Apple answers with an HTML form that posts application/x-www-form-urlencoded from appleid.apple.com. The parser
  // exists only in this scope; csrf.ts lets exactly this path through (state, binding cookie, nonce and PKCE protect it).
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(
      "/auth/apple/callback",
      { logSerializers: callbackLogSerializers, bodyLimit: FORM_BODY_LIMIT },
      async (request, reply) => {
        const body = request.body && typeof request.body === "object" ? request.body : {};
        // 303: the browser follows a POST's answer with a GET.
        return reply.redirect(
          await finishSignIn("apple", request, reply, body as Record<string, unknown>),
          303,
        );
      },
    );
  });
}
