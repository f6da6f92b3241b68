// Google and Apple sign-in (OpenID Connect, authorization code flow with PKCE, state and nonce) through openid-client,
// and what a verified sign-in means for accounts: the provider account's subject finds its user; else a user with
// the same (verified) e-mail is linked; else a new user is created without a password.
import * as oidc from "openid-client";
import { importPKCS8, SignJWT } from "jose";
import type { CryptoKey } from "jose";
import { z } from "zod";
import type { Kysely } from "kysely";
import type { Database, User } from "@courtready/db";
import type { SocialProvider } from "@courtready/contracts";
import type { Config } from "../../config.ts";
import { clearPasswordHash, findUserByEmail, findUserById, insertUser } from "./users.repository.ts";
import { revokeUserSessions } from "./sessions.repository.ts";
import {
  findIdentity,
  insertIdentity,
  isUniqueViolation,
  updateIdentityEmail,
} from "./identities.repository.ts";

/** How long someone has at Google or Apple before the sign-in must start again. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/** Where the providers send people back; also the redirect_uri registered with them. */
export const OAUTH_CALLBACK_PATHS: Readonly<Record<SocialProvider, string>> = {
  google: "/api/auth/google/callback",
  apple: "/api/auth/apple/callback",
};

/** Apple posts its answer from appleid.apple.com (response_mode=form_post): the one cross-site POST we accept. */
export const APPLE_CALLBACK_PATH = OAUTH_CALLBACK_PATHS.apple;

/** How long the Apple client secret (a JWT made for each token request) is valid; Apple allows up to 6 months. */
const APPLE_CLIENT_SECRET_TTL_S = 5 * 60;

/** Discovery documents change rarely; they are fetched again after a day (signing keys have their own cache). */
const METADATA_TTL_MS = 24 * 60 * 60 * 1000;

/** Seconds the provider may take for discovery, keys or the token request. */
const HTTP_TIMEOUT_S = 10;

/** A sign-in that cannot go on, with the /login?error= code to show for it. */
export class SocialSignInError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "SocialSignInError";
  }
}

/** The person as the provider vouches for them. */
export interface ProviderProfile {
  subject: string;
  /** Verified e-mail; null when the provider sent none or did not verify it. */
  email: string | null;
  firstName: string;
  lastName: string;
}

export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OAuthClient {
  readonly provider: SocialProvider;
  /** Makes fresh state, nonce and PKCE verifier and the provider's sign-in address that carries them. */
  authorizationRequest(redirectUri: string): Promise<AuthorizationRequest>;
  /**
   * Checks the provider's answer against what was stored, exchanges the code (with the PKCE verifier and client
   * authentication) and validates the ID token: signature (provider's JWKS), issuer, audience, expiry and nonce.
   */
  completeSignIn(input: {
    redirectUri: string;
    /** The answer's OAuth parameters: code, state, iss. */
    params: URLSearchParams;
    state: string;
    nonce: string;
    codeVerifier: string;
  }): Promise<oidc.IDToken>;
}

interface ProviderSettings {
  provider: SocialProvider;
  issuerUrl: string;
  clientId: string;
  /** Authorization request parameters besides client_id, response_type, redirect_uri, state, nonce and PKCE. */
  authorizationParams: Record<string, string>;
  /** The client secret for one token request. */
  clientSecret(now: Date): Promise<string>;
}

function googleSettings(google: NonNullable<Config["googleSignIn"]>): ProviderSettings {
  return {
    provider: "google",
    issuerUrl: google.issuerUrl,
    clientId: google.clientId,
    authorizationParams: { scope: "openid email profile" },
    clientSecret: async () => google.clientSecret,
  };
}

function appleSettings(apple: NonNullable<Config["appleSignIn"]>): ProviderSettings {
  let key: Promise<CryptoKey> | undefined;
  return {
    provider: "apple",
    issuerUrl: apple.issuerUrl,
    clientId: apple.clientId,
    // Apple sends name and e-mail only with form_post, and the name only on the very first sign-in.
    authorizationParams: { scope: "name email", response_mode: "form_post" },
    async clientSecret(now) {
      key ??= importPKCS8(apple.privateKey, "ES256");
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: "ES256", kid: apple.keyId })
        .setIssuer(apple.teamId)
        .setSubject(apple.clientId)
        .setAudience(apple.issuerUrl)
        .setIssuedAt(iat)
        .setExpirationTime(iat + APPLE_CLIENT_SECRET_TTL_S)
        .sign(await key);
    },
  };
}

/** The provider's client, or null when the installation has not configured it. */
export function createOAuthClient(
  config: Config,
  provider: SocialProvider,
  clock: () => Date,
): OAuthClient | null {
  if (provider === "google")
    return config.googleSignIn ? openIdClient(googleSettings(config.googleSignIn), clock) : null;
  return config.appleSignIn ? openIdClient(appleSettings(config.appleSignIn), clock) : null;
}

function openIdClient(settings: ProviderSettings, clock: () => Date): OAuthClient {
  // Plain http is allowed only for a loopback issuer (config.ts refuses it elsewhere): the tests' stand-in.
  const insecure = new URL(settings.issuerUrl).protocol === "http:";
  let metadata: { value: Promise<oidc.ServerMetadata>; fetchedAt: number } | undefined;
  let jwks: oidc.ExportedJWKSCache | undefined;

  function serverMetadata(): Promise<oidc.ServerMetadata> {
    const now = clock().getTime();
    if (!metadata || now - metadata.fetchedAt > METADATA_TTL_MS) {
      const value = oidc
        .discovery(new URL(settings.issuerUrl), settings.clientId, undefined, undefined, {
          // allowInsecureRequests is marked deprecated to stand out; here it serves the loopback issuer only.
          execute: insecure ? [oidc.allowInsecureRequests] : [],
          timeout: HTTP_TIMEOUT_S,
        })
        .then((c) => c.serverMetadata());
      const entry = { value, fetchedAt: now };
      metadata = entry;
      // A failed discovery is not remembered: the next sign-in tries again.
      value.catch(() => {
        if (metadata === entry) metadata = undefined;
      });
    }
    return metadata.value;
  }

  /** A configuration for one request: Apple's client secret is made per token request. */
  async function configuration(clientSecret?: string): Promise<oidc.Configuration> {
    const config = new oidc.Configuration(
      await serverMetadata(),
      settings.clientId,
      undefined,
      clientSecret === undefined ? oidc.None() : oidc.ClientSecretPost(clientSecret),
    );
    if (insecure) oidc.allowInsecureRequests(config);
    // Verify the ID token's signature against the provider's published keys, not only TLS.
    oidc.enableNonRepudiationChecks(config);
    config.timeout = HTTP_TIMEOUT_S;
    if (jwks) oidc.setJwksCache(config, jwks);
    return config;
  }

  return {
    provider: settings.provider,

    async authorizationRequest(redirectUri) {
      const config = await configuration();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const url = oidc.buildAuthorizationUrl(config, {
        ...settings.authorizationParams,
        redirect_uri: redirectUri,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
      });
      return { url, state, nonce, codeVerifier };
    },

    async completeSignIn(input) {
      const config = await configuration(await settings.clientSecret(clock()));
      const callbackUrl = new URL(input.redirectUri);
      for (const [k, v] of input.params) callbackUrl.searchParams.append(k, v);
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        expectedState: input.state,
        expectedNonce: input.nonce,
        pkceCodeVerifier: input.codeVerifier,
        idTokenExpected: true,
      });
      jwks = oidc.getJwksCache(config) ?? jwks;
      const claims = tokens.claims();
      if (!claims) throw new Error("no ID token in the token response");
      return claims;
    },
  };
}

const NAME_MAX = 100;
const cleanName = (value: unknown): string =>
  typeof value === "string" ? value.trim().slice(0, NAME_MAX) : "";

/** Google's ID token: the e-mail counts only with email_verified true; names come with the profile scope. */
export function googleProfile(claims: oidc.IDToken): ProviderProfile {
  const email = typeof claims.email === "string" && claims.email_verified === true ? claims.email : null;
  const first = cleanName(claims.given_name);
  return {
    subject: claims.sub,
    email,
    firstName: first || (claims.family_name ? "" : cleanName(claims.name)),
    lastName: cleanName(claims.family_name),
  };
}

/** The `user` field Apple posts on the first sign-in only. It is not signed: used for the name, never the e-mail. */
const ZAppleUser = z.object({
  name: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).partial().optional(),
});

/**
 * Apple's ID token: Apple only hands out addresses it has verified (email_verified is true, or "true" in older
 * tokens), but the person may withhold it. Names come from the form's `user` field.
 */
export function appleProfile(claims: oidc.IDToken, userField: string | undefined): ProviderProfile {
  const verified = claims.email_verified !== false && claims.email_verified !== "false";
  const email = typeof claims.email === "string" && verified ? claims.email : null;
  let firstName = "";
  let lastName = "";
  if (userField) {
    try {
      const parsed = ZAppleUser.safeParse(JSON.parse(userField));
      if (parsed.success) {
        firstName = cleanName(parsed.data.name?.firstName);
        lastName = cleanName(parsed.data.name?.lastName);
      }
    } catch {
      // A malformed `user` field only costs the name.
    }
  }
  return { subject: claims.sub, email, firstName, lastName };
}

/**
 * The user this provider account signs in as: the one it is linked to; else the account with the same e-mail, now
 * linked; else a new account without a password. Concurrent first sign-ins settle on the unique indexes.
 */
export async function userForIdentity(
  db: Kysely<Database>,
  provider: SocialProvider,
  profile: ProviderProfile & { email: string },
  now: Date,
): Promise<User> {
  const known = await findIdentity(db, provider, profile.subject);
  if (known) {
    const user = await findUserById(db, known.user_id);
    if (user) {
      if (known.email !== profile.email) await updateIdentityEmail(db, known.id, profile.email);
      return user;
    }
  }

  let user = await findUserByEmail(db, profile.email);
  if (user?.password_hash) {
    // Nobody ever proved they own a password account's e-mail address (there is no verification at sign-up), but
    // the provider just did. Someone could have signed up with this person's address first; so the address's
    // owner takes the account over: the password is cleared and every session of the account ends. They keep
    // signing in with Google or Apple (docs/decisions.md).
    await clearPasswordHash(db, user.id, now);
    await revokeUserSessions(db, user.id, now);
    user = { ...user, password_hash: null };
  }
  if (!user) {
    try {
      user = await insertUser(
        db,
        {
          email: profile.email,
          passwordHash: null,
          firstName: profile.firstName,
          lastName: profile.lastName,
        },
        now,
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      user = await findUserByEmail(db, profile.email);
      if (!user) throw error;
    }
  }

  try {
    await insertIdentity(
      db,
      { provider, subject: profile.subject, userId: user.id, email: profile.email },
      now,
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const linked = await findIdentity(db, provider, profile.subject);
    const linkedUser = linked && (await findUserById(db, linked.user_id));
    if (!linkedUser) throw error;
    return linkedUser;
  }
  return user;
}

/** What may be logged about a failure: names, codes and fixed messages, never tokens, codes or claims. */
export function failureSummary(error: unknown): Record<string, unknown> {
  if (error instanceof SocialSignInError) return { code: error.code, reason: error.message };
  if (error instanceof oidc.ResponseBodyError)
    return { error: error.name, status: error.status, oauthError: error.error };
  if (error instanceof oidc.AuthorizationResponseError) return { error: error.name, oauthError: error.error };
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { error: error.name, message: error.message, ...(typeof code === "string" ? { code } : {}) };
  }
  return { error: typeof error };
}
