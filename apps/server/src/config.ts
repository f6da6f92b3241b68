// Configuration: read once from the environment at start-up and validated with zod. Every variable is optional
// and defaults to a working single-machine set-up; .env.example documents each one.
import { isIP } from "node:net";
import { createPrivateKey } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import os from "node:os";
import { z } from "zod";
import { MAX_BUILD_MB, MAX_FILE_MB, MAX_PHOTO_MB } from "@courtready/contracts";
import { loadS3Config } from "./storage/s3-config.ts";
import type { S3Config } from "./storage/s3-config.ts";

/** Empty strings count as unset, so `FOO=` in a shell or .env file falls back to the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

/** An OpenID provider's issuer: https, or plain http on loopback only (the tests' stand-in provider). */
const issuerUrl = z.url().refine((value) => {
  const url = new URL(value);
  return (
    url.protocol === "https:" ||
    (url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname))
  );
}, "must be an https:// URL (http:// only on 127.0.0.1 or localhost)");

/** Apple's .p8 key: PEM text, with line breaks as real newlines or as \\n (one-line .env values). */
const applePrivateKey = z
  .string()
  .transform((value) => value.replace(/\\n/g, "\n").trim())
  .refine((pem) => {
    try {
      const key = createPrivateKey(pem);
      return key.asymmetricKeyType === "ec" && key.asymmetricKeyDetails?.namedCurve === "prime256v1";
    } catch {
      return false;
    }
  }, "APPLE_PRIVATE_KEY must be the PEM text of Apple's .p8 key (an EC P-256 private key)");

/** Apple's team and key ids: ten upper-case letters and digits. */
const appleId = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{10}$/, "must be Apple's 10-character id");

/**
 * TRUST_PROXY: "false"/"0"/unset → none; otherwise a comma-separated list of the proxies' addresses or CIDR ranges,
 * or proxy-addr's names for ranges ("loopback" for a proxy on this machine, "linklocal", "uniquelocal"). A hop count
 * and "true" (every hop) are refused with a message: Fastify ignores hop counts (they cannot check who is talking),
 * and trusting every hop lets a client pick its own address.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | string[] {
  if (value === "false" || value === "0" || value === "") return false;
  const proxies = value.split(",").map((p) => p.trim());
  const named = new Set(["loopback", "linklocal", "uniquelocal"]);
  const isRange = (p: string) => {
    const [address = "", bits, ...rest] = p.split("/");
    return rest.length === 0 && isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
  };
  if (proxies.every((p) => named.has(p) || isRange(p))) return proxies;
  ctx.addIssue({
    code: "custom",
    message:
      'TRUST_PROXY must list the proxies in front of the app (addresses or CIDR ranges, or "loopback" for one on this machine), or be false; "true" and hop counts would let a client choose its own address',
  });
  return z.NEVER;
}

const ZEnv = z.object({
  NODE_ENV: optional(z.enum(["development", "production", "test"])),
  PASSWORD_HASH_COST: optional(z.enum(["standard", "low"])),
  PORT: optional(z.coerce.number().int().min(1).max(65535)),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")),
  SQLITE_PATH: optional(z.string()),
  FILES_DIR: optional(z.string()),
  JOBS_TMP_DIR: optional(z.string()),
  WEB_DIST_DIR: optional(z.string()),
  SESSION_TTL_DAYS: optional(z.coerce.number().int().min(1).max(365)),
  CSRF_SECRET: optional(
    z.string().trim().min(32, "CSRF_SECRET must be at least 32 characters (e.g. openssl rand -base64 32)"),
  ),
  TRUST_PROXY: optional(
    z
      .string()
      .trim()
      .transform((v, ctx) => parseTrustProxy(v, ctx)),
  ),
  LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])),
  JOB_WORKERS: optional(z.coerce.number().int().min(1).max(64)),
  CHECK_WORKERS: optional(z.coerce.number().int().min(0).max(16)),
  JOB_RECYCLE_AFTER_BUILDS: optional(z.coerce.number().int().min(0).max(100_000)),
  JOB_RECYCLE_ABOVE_MB: optional(z.coerce.number().int().min(64).max(65_536)),
  JOB_MEMORY_BUDGET_MB: optional(z.coerce.number().int().min(128).max(65_536)),
  DATABASE_POOL_SIZE: optional(z.coerce.number().int().min(2).max(100)),
  COURTREADY_SERVICES: optional(
    z
      .string()
      .regex(
        /^\s*(web|worker)\s*(,\s*(web|worker)\s*)?$/,
        "COURTREADY_SERVICES must be web, worker or web,worker",
      ),
  ),
  WORKER_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  QUEUE_HEARTBEAT_SECONDS: optional(z.coerce.number().int().min(10).max(3600)),
  QUEUE_MONITOR_SECONDS: optional(z.coerce.number().int().min(1).max(3600)),
  DEPENDENCY_RETRY_SECONDS: optional(z.coerce.number().int().min(0).max(3600)),
  MAX_FILE_MB: optional(z.coerce.number().positive().max(2048)),
  MAX_PHOTO_MB: optional(z.coerce.number().positive().max(2048)),
  MAX_BUILD_MB: optional(z.coerce.number().positive().max(8192)),
  LIBRARY_QUOTA_MB: optional(z.coerce.number().positive().max(1_000_000)),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, "STRIPE_SECRET_KEY must start with sk_ or rk_")),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_/, "STRIPE_WEBHOOK_SECRET must start with whsec_"),
  ),
  STRIPE_API_URL: optional(z.url()),
  PUBLIC_BASE_URL: optional(
    z
      .url()
      .refine((value) => /^https?:$/.test(new URL(value).protocol), "must be an http:// or https:// URL"),
  ),
  PAYMENTS: optional(z.enum(["stripe", "test", "free"])),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")),
  SUPPORT_EMAIL: optional(z.email()),
  CONTACT_MAX_PER_HOUR: optional(z.coerce.number().int().min(1)),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: optional(z.coerce.number().int().min(1)),
  LOGIN_MAX_FAILURES_PER_IP: optional(z.coerce.number().int().min(1)),
  SIGNUPS_PER_ADDRESS_PER_HOUR: optional(z.coerce.number().int().min(1)),
  UPLOADS_PER_ACCOUNT: optional(z.coerce.number().int().min(1)),
  UPLOADS_PER_ADDRESS: optional(z.coerce.number().int().min(1)),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_CLIENTS: optional(z.coerce.number().int().min(1)),
  GOOGLE_CLIENT_ID: optional(z.string().trim()),
  GOOGLE_CLIENT_SECRET: optional(z.string().trim()),
  GOOGLE_ISSUER_URL: optional(issuerUrl),
  APPLE_CLIENT_ID: optional(z.string().trim()),
  APPLE_TEAM_ID: optional(appleId),
  APPLE_KEY_ID: optional(appleId),
  APPLE_PRIVATE_KEY: optional(applePrivateKey),
  APPLE_ISSUER_URL: optional(issuerUrl),
  AI_BASE_URL: optional(z.url()),
  AI_API_KEY: optional(z.string().trim().min(1)),
  AI_MODEL: optional(z.string().trim().min(1)),
  AI_PROVIDER_NAME: optional(z.string().trim().min(1).max(100)),
  AI_TIMEOUT_MS: optional(z.coerce.number().int().min(1000).max(300_000)),
  BUILD_RETENTION_HOURS: optional(
    z.coerce
      .number()
      .positive()
      .max(24 * 365),
  ),
  GA_MEASUREMENT_ID: optional(
    z.string().regex(/^G-[A-Z0-9]+$/, "GA_MEASUREMENT_ID must look like G-XXXXXXXXXX"),
  ),
});

export type PaymentsMode = "stripe" | "test" | "free";
export type PasswordHashCost = "standard" | "low";

export interface Config {
  env: "development" | "production" | "test";
  /**
   * argon2id's cost for new password hashes (modules/auth/passwords.ts). "low" exists so the server tests'
   * thousands of sign-ups do not each spend 64 MiB and three passes; it is refused unless NODE_ENV=test.
   */
  passwordHashCost: PasswordHashCost;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL connections this process's data pool may open (DATABASE_POOL_SIZE, default 10). pg-boss opens up to
   * 4 more (jobs/pg-boss.ts), so a process's budget is this + 4 (docs/deploy.md, issue 41).
   */
  databasePoolSize: number;
  sqlitePath: string;
  filesDir: string;
  /** Files go to this S3-compatible bucket when S3_BUCKET is set (storage/s3-config.ts); else to filesDir. */
  s3: S3Config | null;
  /** Each build's temporary files go in a folder of its own here, removed when it ends (and after a crash). */
  jobsTmpDir: string;
  webDistDir: string;
  sessionTtlDays: number;
  /** The key CSRF tokens are HMACs under; unset: a random key kept in DATA_DIR (plugins/csrf.ts). */
  csrfSecret: string | undefined;
  /**
   * Which X-Forwarded-* headers to believe: false (none, the default) or those added by the listed proxies. Never
   * "every hop": a client could then name any address it likes and step around every per-IP limit by rotating
   * X-Forwarded-For (issue 22, finding 3).
   */
  trustProxy: false | string[];
  logLevel: string;
  jobWorkers: number;
  /** Threads kept for checks and descriptions beside the JOB_WORKERS build threads (CHECK_WORKERS, issue 41). */
  checkWorkers: number;
  /**
   * Memory bounded (issue 41): a job thread, with its warm LibreOffice, is replaced after this many builds
   * (JOB_RECYCLE_AFTER_BUILDS, 0 never) or when its memory after a job is above recycleAboveBytes (JOB_RECYCLE_ABOVE_MB).
   */
  recycleAfterBuilds: number;
  recycleAboveBytes: number;
  /**
   * The most memory one build may take on a job thread (JOB_MEMORY_BUDGET_MB, default 1,024; issue 40): a build whose
   * files say it would need more is refused naming its largest file (engine pipeline/memory-budget.ts). Not the
   * issue's 400 yet: a PDF the job takes by path still costs about 1.75× its size (the volumes are held until
   * stored), other files 3×, so 400 admits some 165 MB of PDFs where MAX_BUILD_MB allows 600 (decisions.md
   * "Issue 40: the engine takes a PDF by path").
   */
  jobMemoryBudgetBytes: number;
  /** What this process does (COURTREADY_SERVICES): serve the site and API, run jobs, or both (the default). */
  services: { web: boolean; worker: boolean };
  /** Where a worker-only process answers its health check. */
  workerPort: number;
  /**
   * How builds and conversions reach a worker: "local" runs them in this process (on the build_jobs table and its own
   * worker threads); "pg-boss" sends them through pg-boss on DATABASE_URL to worker processes (web and worker apart).
   */
  queue: { kind: "local" | "pg-boss"; heartbeatSeconds: number; monitorSeconds: number };
  /**
   * How long a build and the request waiting for it keep trying through a PostgreSQL or storage outage before the
   * build is given up (DEPENDENCY_RETRY_SECONDS, issue 41; builds.retry.ts).
   */
  dependencyRetrySeconds: number;
  /** Largest PDF, office or other document file (MAX_FILE_MB, 250 since issue 40). */
  maxFileBytes: number;
  /** Largest picture (MAX_PHOTO_MB, 30): the engine decodes a picture whole, so pictures keep their old limit. */
  maxPhotoBytes: number;
  maxBuildBytes: number;
  /** What one person's file library may hold in all. */
  libraryQuotaBytes: number;
  /**
   * How memberships are had (issue 22, finding 4): "stripe" card payments; "test" the built-in test checkout (no
   * money is taken; never the default in production); "free" every account is a member and nothing is sold.
   */
  payments: PaymentsMode;
  /** Stripe's keys; set exactly when payments is "stripe". */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | null;
  /**
   * The address people reach the app at, without a trailing slash: every absolute link (share links, payment
   * return links, sign-in callbacks, reset mail, sitemap) is built on it, never on the request's Host header.
   * Required in production; elsewhere http://localhost:PORT.
   */
  publicBaseUrl: string;
  /** PUBLIC_BASE_URL is https: cookies are Secure and HSTS is sent (issue 22, finding 6). */
  https: boolean;
  /** Contact messages are e-mailed to `to` through `smtpUrl` when both are set; they are always stored. */
  mail: { smtpUrl: string; to: string } | null;
  /** SUPPORT_EMAIL, even without SMTP: pages show it as a way to reach a person. */
  supportEmail: string | null;
  contactMaxPerHour: number;
  /**
   * An OpenAI-compatible chat-completions endpoint for descriptions and suggestions when both AI_BASE_URL and
   * AI_API_KEY are set; otherwise the built-in offline describer (nothing leaves the server).
   */
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number; providerName: string } | null;
  /** Generated binders and the files uploaded for them are deleted this long after the build. */
  buildRetentionHours: number;
  /**
   * Sign-in throttling (auth.service.ts#logIn): maxFailuresPerAccount wrong passwords per account and client (a known
   * device, else an IP address), then growing delays; maxFailuresPerAccountAllClients per account from browsers it
   * has never signed in from; maxFailuresPerIp per address; each within windowMinutes.
   */
  login: {
    maxFailuresPerAccount: number;
    maxFailuresPerAccountAllClients: number;
    maxFailuresPerIp: number;
    windowMinutes: number;
  };
  /**
   * Reset-link requests allowed per e-mail address and per IP address within login.windowMinutes. Links are sent
   * only when `mail` and `publicBaseUrl` are both set (a link built from the request's Host header could point
   * anywhere).
   */
  passwordReset: { maxRequestsPerEmail: number; maxRequestsPerIp: number };
  /** Accounts one IP address may create in an hour (issue 40; SIGNUPS_PER_ADDRESS_PER_HOUR, default 10). */
  signUp: { maxPerAddressPerHour: number };
  /**
   * Uploads one account (UPLOADS_PER_ACCOUNT, default 4) and one address (UPLOADS_PER_ADDRESS, default 8) may have
   * streaming and being checked at once (issue 40, modules/limits/).
   */
  uploads: { perAccount: number; perAddress: number };
  /** Sign in with Google when client id and secret are set; otherwise the button lands on /login with an error. */
  googleSignIn: { clientId: string; clientSecret: string; issuerUrl: string } | null;
  /** Sign in with Apple when the Services ID, team id, key id and .p8 key are all set. */
  appleSignIn: {
    clientId: string;
    teamId: string;
    keyId: string;
    privateKey: string;
    issuerUrl: string;
  } | null;
  /** A Google Analytics 4 measurement id: the browser then loads Google's tag besides first-party analytics. */
  googleAnalyticsId: string | null;
}

const MB = 1024 * 1024;

/**
 * Parses the environment into a Config, throwing one readable error that lists every bad variable.
 * @example loadConfig({ PORT: "8080" }).port // → 8080
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const incomplete = [
    ...together(e, ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"]),
    ...together(e, ["APPLE_CLIENT_ID", "APPLE_TEAM_ID", "APPLE_KEY_ID", "APPLE_PRIVATE_KEY"]),
    ...together(e, ["AI_BASE_URL", "AI_API_KEY"]),
  ];
  if (incomplete.length) throw new Error(`Invalid configuration:\n${incomplete.join("\n")}`);
  const nodeEnv = e.NODE_ENV ?? "production";
  if (e.PASSWORD_HASH_COST === "low" && nodeEnv !== "test")
    throw new Error(
      `Invalid configuration:\n  PASSWORD_HASH_COST: "low" is for tests only (NODE_ENV=test); NODE_ENV=${nodeEnv} hashes passwords at the standard cost, so remove PASSWORD_HASH_COST`,
    );
  const port = e.PORT ?? 3000;
  const deployment = deploymentChoices(e, nodeEnv, port);
  const dataDir = path.resolve(cwd, e.DATA_DIR ?? "data");
  const services = servicesOf(e.COURTREADY_SERVICES, e.DATABASE_URL, e.CSRF_SECRET);
  return {
    env: nodeEnv,
    passwordHashCost: e.PASSWORD_HASH_COST ?? "standard",
    port,
    // "localhost" makes Fastify listen on both IPv4 and IPv6 loopback; set HOST=0.0.0.0 to serve a network.
    host: e.HOST ?? "localhost",
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? 10,
    sqlitePath: path.resolve(cwd, e.SQLITE_PATH ?? path.join(dataDir, "courtready.db")),
    filesDir: path.resolve(cwd, e.FILES_DIR ?? path.join(dataDir, "files")),
    s3: loadS3Config(env),
    jobsTmpDir: path.resolve(cwd, e.JOBS_TMP_DIR ?? path.join(dataDir, "tmp", "jobs")),
    webDistDir: path.resolve(cwd, e.WEB_DIST_DIR ?? "apps/web/dist"),
    sessionTtlDays: e.SESSION_TTL_DAYS ?? 30,
    csrfSecret: e.CSRF_SECRET,
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL ?? "info",
    jobWorkers: e.JOB_WORKERS ?? Math.max(1, Math.min(2, os.availableParallelism() - 1)),
    checkWorkers: e.CHECK_WORKERS ?? 1,
    recycleAfterBuilds: e.JOB_RECYCLE_AFTER_BUILDS ?? 20,
    recycleAboveBytes: (e.JOB_RECYCLE_ABOVE_MB ?? 400) * MB,
    jobMemoryBudgetBytes: (e.JOB_MEMORY_BUDGET_MB ?? 1024) * MB,
    services,
    workerPort: e.WORKER_PORT ?? 3001,
    queue: {
      kind: services.web && services.worker ? "local" : "pg-boss",
      heartbeatSeconds: e.QUEUE_HEARTBEAT_SECONDS ?? 30,
      monitorSeconds: e.QUEUE_MONITOR_SECONDS ?? 15,
    },
    dependencyRetrySeconds: e.DEPENDENCY_RETRY_SECONDS ?? 90,
    maxFileBytes: Math.round((e.MAX_FILE_MB ?? MAX_FILE_MB) * MB),
    maxPhotoBytes: Math.round((e.MAX_PHOTO_MB ?? MAX_PHOTO_MB) * MB),
    maxBuildBytes: Math.round((e.MAX_BUILD_MB ?? MAX_BUILD_MB) * MB),
    libraryQuotaBytes: Math.round((e.LIBRARY_QUOTA_MB ?? 2048) * MB),
    ...deployment,
    mail: e.SMTP_URL && e.SUPPORT_EMAIL ? { smtpUrl: e.SMTP_URL, to: e.SUPPORT_EMAIL } : null,
    supportEmail: e.SUPPORT_EMAIL ?? null,
    contactMaxPerHour: e.CONTACT_MAX_PER_HOUR ?? 5,
    ai:
      e.AI_BASE_URL && e.AI_API_KEY
        ? {
            baseUrl: e.AI_BASE_URL.replace(/\/+$/, ""),
            apiKey: e.AI_API_KEY,
            model: e.AI_MODEL ?? "gpt-4o-mini",
            timeoutMs: e.AI_TIMEOUT_MS ?? 20_000,
            // The name the privacy page shows; by default the API's host, which at least says where text goes.
            providerName: e.AI_PROVIDER_NAME ?? new URL(e.AI_BASE_URL).host,
          }
        : null,
    buildRetentionHours: e.BUILD_RETENTION_HOURS ?? 24,
    login: {
      maxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT ?? 5,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP ?? 30,
      maxFailuresPerAccountAllClients: e.LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_CLIENTS ?? 50,
      windowMinutes: 15,
    },
    passwordReset: { maxRequestsPerEmail: 3, maxRequestsPerIp: 20 },
    signUp: { maxPerAddressPerHour: e.SIGNUPS_PER_ADDRESS_PER_HOUR ?? 10 },
    uploads: { perAccount: e.UPLOADS_PER_ACCOUNT ?? 4, perAddress: e.UPLOADS_PER_ADDRESS ?? 8 },
    googleSignIn:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuerUrl: e.GOOGLE_ISSUER_URL ?? "https://accounts.google.com",
          }
        : null,
    appleSignIn:
      e.APPLE_CLIENT_ID && e.APPLE_TEAM_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY
        ? {
            clientId: e.APPLE_CLIENT_ID,
            teamId: e.APPLE_TEAM_ID,
            keyId: e.APPLE_KEY_ID,
            privateKey: e.APPLE_PRIVATE_KEY,
            issuerUrl: e.APPLE_ISSUER_URL ?? "https://appleid.apple.com",
          }
        : null,
    googleAnalyticsId: e.GA_MEASUREMENT_ID ?? null,
  };
}

/**
 * PAYMENTS and PUBLIC_BASE_URL, which production must state (issue 22, findings 4 and 5): a server that guessed
 * would either give memberships away through the test checkout or build links on whatever Host a client sent.
 */
function deploymentChoices(
  e: z.infer<typeof ZEnv>,
  env: Config["env"],
  port: number,
): Pick<Config, "payments" | "stripe" | "publicBaseUrl" | "https"> {
  const problems: string[] = [];
  const hasStripeKeys = e.STRIPE_SECRET_KEY !== undefined && e.STRIPE_WEBHOOK_SECRET !== undefined;
  // Outside production a missing choice means the test checkout (or Stripe when its keys are there); in
  // production only what PAYMENTS says, or Stripe when both keys are set.
  const payments: PaymentsMode | undefined =
    e.PAYMENTS ?? (hasStripeKeys ? "stripe" : env === "production" ? undefined : "test");
  if (payments === undefined)
    problems.push(
      "  PAYMENTS: required in production without Stripe keys. Set PAYMENTS=stripe (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET), PAYMENTS=free (every account is a member, nothing is sold) or PAYMENTS=test (a test checkout: no money is taken)",
    );
  if (payments === "stripe" && !hasStripeKeys)
    problems.push("  PAYMENTS: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
  if (e.PUBLIC_BASE_URL === undefined && env === "production")
    problems.push(
      "  PUBLIC_BASE_URL: required in production: the address people reach the app at, e.g. PUBLIC_BASE_URL=https://courtready.example.org (links are never built from the request's Host header)",
    );
  if (problems.length || payments === undefined)
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  const publicBaseUrl = (e.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, "");
  return {
    payments,
    stripe:
      payments === "stripe" && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
        : null,
    publicBaseUrl,
    https: new URL(publicBaseUrl).protocol === "https:",
  };
}

/**
 * What `npm start` may choose for this machine (scripts/lib.sh choose_deployment_defaults): "defaults" unless NODE_ENV
 * says production. Under NODE_ENV=production nothing is chosen: the server's own check runs here, so a missing
 * PAYMENTS or PUBLIC_BASE_URL throws the very message the server would (issue 42, finding 1).
 */
export function startChoices(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): string {
  if (env.NODE_ENV?.trim() !== "production") return "defaults";
  loadConfig(env, cwd);
  return "production";
}

/**
 * Only where the database is, for operator commands (migrate, seed, admin): they serve nothing, so they need neither
 * PAYMENTS nor PUBLIC_BASE_URL, and `npm run migrate` works on a production box before those are decided.
 */
/** The build lease (QUEUE_HEARTBEAT_SECONDS, builds.lease.ts) in ms, for the admin commands that judge a row's runner. */
export function loadLeaseMs(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = ZEnv.pick({ QUEUE_HEARTBEAT_SECONDS: true }).safeParse(env);
  if (!parsed.success)
    throw new Error(`Invalid configuration: QUEUE_HEARTBEAT_SECONDS: ${parsed.error.issues[0]?.message}`);
  return (parsed.data.QUEUE_HEARTBEAT_SECONDS ?? 30) * 1000;
}

export function loadDatabaseConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): Pick<Config, "databaseUrl" | "sqlitePath"> {
  const parsed = ZEnv.pick({ DATA_DIR: true, DATABASE_URL: true, SQLITE_PATH: true }).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const dataDir = path.resolve(cwd, parsed.data.DATA_DIR ?? "data");
  return {
    databaseUrl: parsed.data.DATABASE_URL,
    sqlitePath: path.resolve(cwd, parsed.data.SQLITE_PATH ?? path.join(dataDir, "courtready.db")),
  };
}

/**
 * Where the database is, in words for an operator: "SQLite at /abs/path.db" or "PostgreSQL at host:port/name" (never
 * the URL's user or password, which would end up in logs). `npm start` prints it, so a DATA_DIR or SQLITE_PATH is
 * seen to be honoured.
 */
export function describeDatabase(config: Pick<Config, "databaseUrl" | "sqlitePath">): string {
  if (!config.databaseUrl) return `SQLite at ${config.sqlitePath}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.host || "the local socket"}${url.pathname}`;
  } catch {
    return "PostgreSQL (DATABASE_URL)";
  }
}

/** A provider is either fully configured or not at all: half a set is a mistake worth stopping for. */
function together<K extends keyof z.infer<typeof ZEnv>>(env: z.infer<typeof ZEnv>, keys: K[]): string[] {
  const set = keys.filter((k) => env[k] !== undefined);
  if (set.length === 0 || set.length === keys.length) return [];
  return keys
    .filter((k) => env[k] === undefined)
    .map((k) => `  ${k}: needed too when ${set.join(", ")} ${set.length === 1 ? "is" : "are"} set`);
}

/** Reads ./.env into process.env when it exists; variables already set in the environment win. */
export function loadDotEnv(cwd: string = process.cwd()): void {
  const file = path.join(cwd, ".env");
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * COURTREADY_SERVICES as flags. Web and worker apart share their jobs through pg-boss on PostgreSQL, so a split
 * without DATABASE_URL is refused here rather than left to queue builds nothing will ever run.
 */
export function servicesOf(
  value: string | undefined,
  databaseUrl: string | undefined,
  csrfSecret: string | undefined,
): Config["services"] {
  const names = new Set((value ?? "web,worker").split(",").map((name) => name.trim()));
  const services = { web: names.has("web"), worker: names.has("worker") };
  const problems: string[] = [];
  if (!(services.web && services.worker) && !databaseUrl)
    problems.push(
      "  COURTREADY_SERVICES: running web and worker as separate processes needs DATABASE_URL (PostgreSQL), which they share their jobs through",
    );
  // A web process alone is one of several behind a load balancer: each must accept the others' CSRF tokens, which a
  // secret generated into one machine's data folder would not.
  if (services.web && !services.worker && !csrfSecret)
    problems.push(
      "  CSRF_SECRET: web processes behind a load balancer must share one (openssl rand -base64 32)",
    );
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  return services;
}
