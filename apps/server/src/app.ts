// Builds the Fastify app. Plugin order matters: cookies first (everything reads them), then error handling and
// schema compilers (so every later route gets them), then the request guards (security headers, CSRF, session),
// then the API routes, and last the web app with its catch-all page route.
import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import fastifyCookie from "@fastify/cookie";
import type { DatabaseHandle } from "@courtready/db";
import type { Config } from "./config.ts";
import { systemClock } from "./clock.ts";
import type { Clock } from "./clock.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { serializerCompiler, validatorCompiler } from "./plugins/zod.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerCsrf } from "./plugins/csrf.ts";
import { registerSession } from "./plugins/session.ts";
import { registerSpa } from "./plugins/spa.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { createHealthService } from "./modules/health/health.service.ts";

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** Pino options, or false to keep tests quiet. */
  logger?: boolean | object;
}

/** Header and field paths that must never reach a log line. */
export const REDACTED_LOG_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  "req.headers['x-csrf-token']",
  'res.headers["set-cookie"]',
];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel, redact: REDACTED_LOG_PATHS },
    // Request logs carry method, path, status and time; bodies (passwords, file contents) are never logged.
    trustProxy: config.trustProxy,
  });

  await app.register(fastifyCookie);
  registerErrorHandling(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSecurityHeaders(app);
  registerCsrf(app, config);
  registerSession(app, database.db, clock);

  const health = createHealthService(database.db, database.dialect);
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health });
      await api.register(authRoutes, { db: database.db, config, clock });
    },
    { prefix: "/api" },
  );

  await registerSpa(app, config.webDistDir);
  app.addHook("onReady", async () => health.warmUp());
  return app;
}
