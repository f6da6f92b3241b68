// Test helper: an OpenID Connect provider on 127.0.0.1 that speaks the real protocol, standing in for Google or
// Apple. Discovery document, JWKS, an authorization endpoint (answers by redirect, or with an auto-posting form for
// response_mode=form_post like Apple), and a token endpoint that checks the code, the client's authentication, the
// redirect_uri and the PKCE verifier before it returns an RS256-signed ID token carrying the authorization's nonce.
import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import type { CryptoKey, JWTPayload } from "jose";

/** Who signs in at the stand-in's authorization endpoint, or the refusal the person gives instead. */
export type StandInOutcome =
  | {
      claims: { sub: string } & Record<string, unknown>;
      /** Apple only: the `user` field posted with the first authorization. */
      userField?: string;
    }
  | { error: string };

export interface StandInOptions {
  clientId: string;
  /** Decides whether the client_secret the token request carries is right. */
  checkClientSecret(secret: string): Promise<boolean>;
}

export interface AuthorizationAnswer {
  /** "query": the browser is sent to `redirect`; "form_post": it posts `fields` to `action`. */
  mode: "query" | "form_post";
  redirect: URL;
  fields: Record<string, string>;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  claims: Record<string, unknown>;
}

const b64url = (bytes: Buffer) => bytes.toString("base64url");
const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

async function readBody(request: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of request) body += chunk;
  return body;
}

export async function startOidcStandIn(options: StandInOptions) {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const kid = b64url(randomBytes(8));
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  const grants = new Map<string, Grant>();
  const authorizeRequests: URLSearchParams[] = [];
  const tokenRequests: URLSearchParams[] = [];
  let issuer = "";

  const state = {
    /** What the next authorization request answers. */
    next: { error: "access_denied" } as StandInOutcome,
    /** Changes the next ID token (claims to add or replace, or another signing key) to test the client's checks. */
    tamper: undefined as undefined | { claims?: JWTPayload; key?: CryptoKey },
  };

  function json(response: ServerResponse, status: number, body: unknown) {
    response.statusCode = status;
    response.setHeader("content-type", "application/json");
    response.setHeader("cache-control", "no-store");
    response.end(JSON.stringify(body));
  }

  function authorize(url: URL, response: ServerResponse) {
    const q = url.searchParams;
    authorizeRequests.push(q);
    const redirectUri = q.get("redirect_uri");
    if (q.get("client_id") !== options.clientId || !redirectUri) {
      return json(response, 400, {
        error: "invalid_request",
        error_description: "unknown client or redirect",
      });
    }
    const answer: Record<string, string> = {};
    const outcome = state.next;
    if ("error" in outcome) {
      answer.error = outcome.error;
    } else if (
      q.get("response_type") !== "code" ||
      q.get("code_challenge_method") !== "S256" ||
      !q.get("code_challenge")
    ) {
      answer.error = "invalid_request";
    } else {
      const code = b64url(randomBytes(24));
      grants.set(code, {
        clientId: options.clientId,
        redirectUri,
        codeChallenge: q.get("code_challenge")!,
        nonce: q.get("nonce") ?? undefined,
        claims: outcome.claims,
      });
      answer.code = code;
      if (outcome.userField !== undefined) answer.user = outcome.userField;
    }
    const stateParam = q.get("state");
    if (stateParam !== null) answer.state = stateParam;

    if (q.get("response_mode") === "form_post") {
      const inputs = Object.entries(answer)
        .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
        .join("");
      response.setHeader("content-type", "text/html; charset=utf-8");
      return response.end(
        `<!doctype html><body onload="document.forms[0].submit()">` +
          `<form method="post" action="${escapeHtml(redirectUri)}">${inputs}</form></body>`,
      );
    }
    const target = new URL(redirectUri);
    for (const [k, v] of Object.entries(answer)) target.searchParams.set(k, v);
    response.statusCode = 302;
    response.setHeader("location", target.href);
    response.end();
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const body = new URLSearchParams(await readBody(request));
    tokenRequests.push(body);
    if (body.get("grant_type") !== "authorization_code")
      return json(response, 400, { error: "unsupported_grant_type" });
    const secret = body.get("client_secret");
    if (body.get("client_id") !== options.clientId || !secret || !(await options.checkClientSecret(secret))) {
      return json(response, 401, { error: "invalid_client" });
    }
    const code = body.get("code") ?? "";
    const grant = grants.get(code);
    grants.delete(code); // a code is good once
    if (!grant || grant.redirectUri !== body.get("redirect_uri"))
      return json(response, 400, { error: "invalid_grant" });
    const verifier = body.get("code_verifier") ?? "";
    if (b64url(createHash("sha256").update(verifier).digest()) !== grant.codeChallenge) {
      return json(response, 400, { error: "invalid_grant", error_description: "PKCE verification failed" });
    }
    const now = Math.floor(Date.now() / 1000);
    const tamper = state.tamper;
    state.tamper = undefined;
    const idToken = await new SignJWT({
      iss: issuer,
      aud: grant.clientId,
      iat: now,
      exp: now + 600,
      ...grant.claims,
      ...(grant.nonce !== undefined ? { nonce: grant.nonce } : {}),
      ...tamper?.claims,
    })
      .setProtectedHeader({ alg: "RS256", kid })
      .sign(tamper?.key ?? privateKey);
    json(response, 200, {
      access_token: b64url(randomBytes(24)),
      token_type: "Bearer",
      expires_in: 3600,
      id_token: idToken,
    });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", issuer);
    const route = `${request.method} ${url.pathname}`;
    if (route === "GET /.well-known/openid-configuration") {
      return json(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        response_modes_supported: ["query", "form_post"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        scopes_supported: ["openid", "email", "profile", "name"],
        token_endpoint_auth_methods_supported: ["client_secret_post"],
        code_challenge_methods_supported: ["S256"],
      });
    }
    if (route === "GET /jwks") return json(response, 200, { keys: [jwk] });
    if (route === "GET /authorize") return authorize(url, response);
    if (route === "POST /token") {
      return void token(request, response).catch(() => json(response, 500, { error: "server_error" }));
    }
    json(response, 404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    state,
    authorizeRequests,
    tokenRequests,
    /** Codes handed out and not yet redeemed. */
    get pendingCodes() {
      return grants.size;
    },
    /** Plays the browser at the authorization endpoint: returns where the provider sends it next and with what. */
    async authorize(authorizationUrl: URL): Promise<AuthorizationAnswer> {
      const response = await fetch(authorizationUrl, { redirect: "manual" });
      if (response.status === 302) {
        const redirect = new URL(response.headers.get("location")!);
        return { mode: "query", redirect, fields: Object.fromEntries(redirect.searchParams) };
      }
      const html = await response.text();
      if (response.status !== 200) throw new Error(`authorize answered ${response.status}: ${html}`);
      const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1];
      const fields: Record<string, string> = {};
      for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
        fields[unescapeHtml(m[1]!)] = unescapeHtml(m[2]!);
      }
      return { mode: "form_post", redirect: new URL(unescapeHtml(action ?? "")), fields };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type OidcStandIn = Awaited<ReturnType<typeof startOidcStandIn>>;
