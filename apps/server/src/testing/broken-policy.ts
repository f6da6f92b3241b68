// Deliberate breaches for the authorization suite's mutation test: policy.ts with each rule able to say "allow", and
// a switch that turns that on for one route of a scratch app, so the suite's checks can be shown to report it.
// authorization.mutation.test.ts mocks policy.ts with brokenPolicy() and installs the route breaker before it builds
// its app; nothing else imports this.
import { AsyncLocalStorage } from "node:async_hooks";
import diagnostics from "node:diagnostics_channel";
import type { FastifyInstance, RouteOptions } from "fastify";
import type { TUser } from "@courtready/contracts";
import type * as Policy from "../policy.ts";
import { HttpError } from "../plugins/errors.ts";

/** How one route's policy is broken while it handles a request. */
export interface Breakage {
  /** requireUser answers this person whoever asks, signed in or not (a route reading the wrong session). */
  actAs?: TUser;
  /** requireOwned hands over any row that exists, whoever owns it. */
  anyOwner?: true;
  /** requireCan allows everything, membership or not. */
  anyMember?: true;
  /** The handler does its work and then answers 404 as if it had refused (a check placed after the write). */
  refuseAfterWork?: true;
}

const current = new AsyncLocalStorage<Breakage>();
let target: { route: string; breakage: Breakage } | null = null;

/** Breaks `route` ("METHOD /path" as in ROUTES) as `breakage` says until `mend()`; one route at a time. */
export function breakRoute(route: string, breakage: Breakage): void {
  target = { route, breakage };
}

export function mend(): void {
  target = null;
}

/** policy.ts as the mock: the real rules, except where the route being handled is broken. */
export function brokenPolicy(real: typeof Policy): typeof Policy {
  return {
    ...real,
    requireUser(actor) {
      return current.getStore()?.actAs ?? real.requireUser(actor);
    },
    requireOwned(user, row, notFoundMessage) {
      if (current.getStore()?.anyOwner && row) return row;
      return real.requireOwned(user, row, notFoundMessage);
    },
    requireCan(membership, action, toError) {
      if (current.getStore()?.anyMember) return;
      real.requireCan(membership, action, toError);
    },
  };
}

/**
 * Wraps every route's handler of the next Fastify instance created (buildTestApp's, through Fastify's
 * "fastify.initialization" channel, as harness.ts reads the route table) so the broken route runs with its breakage.
 * Call just before building the app.
 */
export function installRouteBreaker(): void {
  const channel = diagnostics.channel("fastify.initialization");
  const install = (message: unknown) => {
    channel.unsubscribe(install);
    (message as { fastify: FastifyInstance }).fastify.addHook("onRoute", (route: RouteOptions) => {
      const handler = route.handler;
      const names = [route.method].flat().map((method) => `${method} ${route.url}`);
      route.handler = function (this: FastifyInstance, request, reply) {
        const breakage = target && names.includes(target.route) ? target.breakage : undefined;
        if (!breakage) return handler.call(this, request, reply);
        return current.run(breakage, async () => {
          const answer: unknown = await handler.call(this, request, reply);
          if (breakage.refuseAfterWork) throw new HttpError(404, "Not found.");
          return answer;
        });
      };
    });
  };
  channel.subscribe(install);
}
