// First-party analytics (accounts-dashboard-and-pages.md §2.18, §7): POST /api/analytics/events stores page views
// and product events, GET /api/analytics/config tells the browser what is active. No sign-in is needed, and nothing
// that identifies a person is stored: no user id, IP address, user agent or e-mail, only the event, the page's
// path (query string and fragment removed, ids masked), an optional label, value and currency, and the hour.
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import {
  ANALYTICS_MESSAGES,
  ZAnalyticsBatch,
  ZAnalyticsBatchResponse,
  ZAnalyticsConfig,
  ZErrorResponse,
} from "@courtready/contracts";
import type { Clock } from "../../clock.ts";
import type { Config } from "../../config.ts";
import { HttpError } from "../../plugins/errors.ts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";
import { createEventBudget } from "./rate-limit.ts";
import { recordEvents } from "./analytics.service.ts";

/** Events one IP address may send a minute: a busy person makes a few page views a minute, not a hundred. */
export const ANALYTICS_EVENTS_PER_MINUTE = 120;
const MINUTE = 60 * 1000;
/** 20 events of a few hundred bytes each fit easily; anything larger is not from our app. */
const BODY_LIMIT = 32 * 1024;

export async function analyticsRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; config: Config; clock: Clock; eventsPerMinute?: number },
): Promise<void> {
  const { db, config, clock } = deps;
  const budget = createEventBudget({
    limit: deps.eventsPerMinute ?? ANALYTICS_EVENTS_PER_MINUTE,
    windowMs: MINUTE,
    clock,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/analytics/config", { schema: { response: { 200: ZAnalyticsConfig } } }, async () => ({
    firstParty: true as const,
    googleAnalyticsId: config.googleAnalyticsId,
  }));

  r.post(
    "/analytics/events",
    {
      bodyLimit: BODY_LIMIT,
      // No request log lines (they carry the client's address) for a call every page makes; failures still log.
      logLevel: "warn",
      schema: { body: ZAnalyticsBatch, response: { 200: ZAnalyticsBatchResponse, "4xx": ZErrorResponse } },
    },
    async (request) => {
      const { events } = request.body;
      // request.ip is used for this in-memory budget only; it is not written anywhere.
      if (!budget.take(request.ip, events.length)) throw new HttpError(429, ANALYTICS_MESSAGES.tooMany);
      await recordEvents(db, events, clock());
      return { accepted: events.length };
    },
  );
}
