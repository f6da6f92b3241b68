// Builds the Fastify app. Plugin order matters: cookies first (everything reads them), then compression (it attaches
// itself to each route as the route is declared, so it must come before every route), then error handling and
// schema compilers (so every later route gets them), then the request guards (security headers, CSRF, session),
// then the API routes, and last the web app with its catch-all page route.
import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import fastifyCookie from "@fastify/cookie";
import fastifyCompress from "@fastify/compress";
import type { DatabaseHandle } from "@courtready/db";
import type { Config } from "./config.ts";
import { systemClock } from "./clock.ts";
import type { Clock } from "./clock.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { serializerCompiler, validatorCompiler } from "./plugins/zod.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerCsrf } from "./plugins/csrf.ts";
import { registerSession } from "./plugins/session.ts";
import { registerLanguage } from "./plugins/language.ts";
import { registerSpa } from "./plugins/spa.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { setPasswordHashCost } from "./modules/auth/passwords.ts";
import { courtsRoutes } from "./modules/courts/courts.routes.ts";
import { createCourtsService } from "./modules/courts/courts.service.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import type { TUser } from "@courtready/contracts";
import { libraryRoutes } from "./modules/library/library.routes.ts";
import { fileOnce } from "./modules/library/library.service.ts";
import type { MemberFile } from "./modules/library/library.service.ts";
import { accountRoutes } from "./modules/account/account.routes.ts";
import { contactRoutes } from "./modules/contact/contact.routes.ts";
import { analyticsRoutes } from "./modules/analytics/analytics.routes.ts";
import { membershipRoutes, WEBHOOK_PATH } from "./modules/membership/membership.routes.ts";
import { createStorage } from "./storage/create-storage.ts";
import type { FileStorage } from "./storage/storage.ts";
import { createHealthService } from "./modules/health/health.service.ts";
import { binderTypesRoutes } from "./modules/binder-types/binder-types.routes.ts";
import { buildsRoutes } from "./modules/builds/builds.routes.ts";
import { resumableRoutes } from "./modules/uploads/resumable.routes.ts";
import { createResumableStore } from "./modules/uploads/resumable.store.ts";
import { aiRoutes } from "./modules/ai/ai.routes.ts";
import { createAiProvider } from "./modules/ai/ai.provider.ts";
import { memberDescription } from "./modules/ai/ai.service.ts";
import { projectsRoutes } from "./modules/projects/projects.routes.ts";
import { sharingRoutes } from "./modules/sharing/sharing.routes.ts";
import type { JobRunner } from "./jobs/runner.ts";
import { createRuntime } from "./runtime.ts";
import type { FilingChecker } from "./modules/builds/builds.filing.ts";

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** Where user files are kept; default what the configuration says (storage/create-storage.ts). */
  storage?: FileStorage;
  /** Pino options, or false to keep tests quiet. */
  logger?: boolean | object;
  /**
   * Where conversion and assembly run. Default: a pool of config.jobWorkers worker threads started on first use from
   * worker.js beside the bundled server (dist/); tests pass a pool made from a freshly bundled worker.
   */
  jobs?: JobRunner;
  /** False: builds are queued but not run here (tests that run their own queue against this app's database). */
  runsBuilds?: boolean;
  /** Checks each finished build's filed files against the chosen court's profile (builds/builds.filing.ts). */
  checkFiling: FilingChecker;
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
  setPasswordHashCost(config.passwordHashCost);
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel, redact: REDACTED_LOG_PATHS },
    // Request logs carry method, path, status and time; bodies (passwords, file contents) are never logged.
    trustProxy: config.trustProxy,
  });

  await app.register(fastifyCookie);
  // gzip or brotli (quality 4, the plugin's default) for any response over 1 KiB whose client accepts it: the court
  // directory shrinks about tenfold, which matters on a phone. Vary: Accept-Encoding is set on what it compresses.
  await app.register(fastifyCompress, { global: true, encodings: ["br", "gzip"] });
  registerErrorHandling(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSecurityHeaders(app, { googleAnalytics: config.googleAnalyticsId !== null, https: config.https });
  // Stripe's webhook is called by Stripe's servers, which carry a signature instead of a CSRF token.
  registerCsrf(app, config, [WEBHOOK_PATH]);
  registerSession(app, database.db, clock);
  registerLanguage(app);

  const courts = createCourtsService();
  const storage = deps.storage ?? createStorage(config, clock);
  const health = createHealthService(database.db, database.dialect, {
    queueKind: config.queue.kind,
    storage,
    storageKind: config.s3 ? "s3" : "local",
    now: clock,
  });
  // Builds are rows run by the queue (issue 20); with web and worker apart, pg-boss carries them and every
  // conversion to worker processes (issue 21, runtime.ts). It recovers what a crash left when the app is ready, and on
  // close lets running builds end before the threads stop.
  const runtime = await createRuntime({
    config,
    db: database.db,
    storage,
    clock,
    ...(deps.jobs ? { pool: deps.jobs } : {}),
    checkFiling: deps.checkFiling,
    ...(deps.runsBuilds === false ? { runsBuilds: false } : {}),
    log: {
      error: (error, message) => app.log.error({ err: error }, message),
      info: (fields, message) => app.log.info(fields, message),
    },
  });
  const { jobs, queue } = runtime;
  app.addHook("onReady", async () => runtime.start());
  app.addHook("onClose", async () => runtime.close());
  const libraryAi = createAiProvider(config, jobs);
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health });
      await api.register(authRoutes, { db: database.db, config, clock });
      await api.register(courtsRoutes, { courts });
      const libraryDeps = {
        db: database.db,
        storage,
        jobs,
        describeForMember: (user: TUser, file: MemberFile, now: Date) =>
          memberDescription(database.db, libraryAi, user, file, now, (error) =>
            app.log.warn({ err: error }, "AI description failed; the file was stored without one"),
          ),
        maxFileBytes: config.maxFileBytes,
        quotaBytes: config.libraryQuotaBytes,
      };
      // One store for the tus routes and the requests that claim what they stored (modules/uploads).
      const resumable = createResumableStore(config, storage);
      await api.register(libraryRoutes, { ...libraryDeps, clock, uploadLimits: config.uploads, resumable });
      await api.register(membershipRoutes, { db: database.db, config, clock });
      await api.register(accountRoutes, { db: database.db, storage, config, clock });
      await api.register(contactRoutes, { db: database.db, config, clock });
      await api.register(analyticsRoutes, { db: database.db, config, clock });
      await api.register(binderTypesRoutes);
      await api.register(resumableRoutes, { db: database.db, storage, config, clock, store: resumable });
      await api.register(buildsRoutes, { db: database.db, storage, config, clock, jobs, queue, resumable });
      await api.register(aiRoutes, { db: database.db, config, clock, jobs, storage });
      await api.register(projectsRoutes, {
        db: database.db,
        storage,
        config,
        clock,
        jobs,
        queue,
        fileInLibrary: (user, files, now) => fileOnce(libraryDeps, user, files, now),
        resumable,
      });
      await api.register(sharingRoutes, { db: database.db, storage, config, clock, jobs });
    },
    { prefix: "/api" },
  );

  await registerSpa(app, config.webDistDir, { publicBaseUrl: config.publicBaseUrl });
  app.addHook("onReady", async () => health.warmUp((line) => app.log.info(line)));
  return app;
}
