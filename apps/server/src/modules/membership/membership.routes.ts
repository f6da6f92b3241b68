// /api/membership/*: status, checkout (Stripe or the built-in test checkout), the Stripe webhook, group seats.
// Thin routes: the rules are in membership.service.ts, who may do what in policy.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { Database } from "@courtready/db";
import nodemailer from "nodemailer";
import {
  DEVICE_COOKIE,
  MEMBERSHIP_MESSAGES,
  ZAcceptInvitePending,
  ZAcceptInviteRequest,
  ZConfirmSeatRequest,
  SESSION_COOKIE,
  ZCheckoutResponse,
  ZCreateCheckoutRequest,
  ZErrorResponse,
  ZGroupResponse,
  ZIdParams,
  ZInviteRequest,
  ZLocalCheckout,
  ZLocalCheckoutResult,
  ZMembershipStatus,
  ZPaymentsInfo,
  ZSignupCheckoutRequest,
} from "@courtready/contracts";
import type { Clock } from "../../clock.ts";
import type { Config } from "../../config.ts";
import { baseCookieOptions } from "../../plugins/cookies.ts";
import { HttpError } from "../../plugins/errors.ts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";
import { requireUser } from "../../policy.ts";
import type { PaymentProvider } from "./payment-providers.ts";
import { localProvider, stripeClient, stripeProvider } from "./payment-providers.ts";
import * as membership from "./membership.service.ts";
import { signupMailerFor } from "../auth/signup-mail.ts";
import { deviceTokenFor } from "../auth/device-cookie.ts";
import { csrfSecret } from "../../plugins/csrf.ts";
import { requestLanguage } from "../../plugins/language.ts";
import { grantMembershipToEveryone } from "./membership.service.ts";
import { confirmSeatAddress } from "./seat-confirmation.ts";
import type { SeatMailer } from "./seat-confirmation.ts";

export const WEBHOOK_PATH = "/api/membership/webhook";

export interface MembershipRouteDeps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
}

export async function membershipRoutes(app: FastifyInstance, deps: MembershipRouteDeps): Promise<void> {
  const { db, config, clock } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signupMailer = signupMailerFor(config);
  const loginSettings = { ...config, checkSecret: csrfSecret(config) };
  const stripe: Stripe | null =
    config.payments === "stripe" && config.stripe ? stripeClient(config.stripe) : null;
  // PAYMENTS=free sells nothing; the test checkout exists only under PAYMENTS=test (issue 22, finding 4).
  const provider: PaymentProvider | null = stripe
    ? stripeProvider(stripe)
    : config.payments === "test"
      ? localProvider
      : null;
  if (config.payments === "free") grantMembershipToEveryone(db);

  r.get("/membership/payments", { schema: { response: { 200: ZPaymentsInfo } } }, async () => ({
    mode: config.payments,
  }));

  r.get(
    "/membership/status",
    { schema: { response: { 200: ZMembershipStatus, "4xx": ZErrorResponse } } },
    async (request) => membership.membershipStatus(db, requireUser(request), clock()),
  );

  r.post(
    "/membership/create-checkout",
    { schema: { body: ZCreateCheckoutRequest, response: { 200: ZCheckoutResponse, "4xx": ZErrorResponse } } },
    async (request) => {
      const user = requireUser(request);
      return {
        checkoutUrl: await membership.checkoutFor(
          db,
          provider,
          user,
          request.body.tier,
          config.publicBaseUrl,
          clock(),
        ),
      };
    },
  );

  r.post(
    "/membership/signup-checkout",
    { schema: { body: ZSignupCheckoutRequest, response: { 200: ZCheckoutResponse, "4xx": ZErrorResponse } } },
    async (request, reply) => {
      const { checkoutUrl, session } = await membership.signUpAndCheckout(
        db,
        provider,
        {
          ...request.body,
          ip: request.ip,
          deviceToken: deviceTokenFor(reply, baseCookieOptions(config), request.cookies[DEVICE_COOKIE]),
        },
        loginSettings,
        clock,
        signupMailer(request.log, requestLanguage(request)),
      );
      reply.setCookie(SESSION_COOKIE, session.token, {
        ...baseCookieOptions(config),
        httpOnly: true,
        expires: session.expiresAt,
      });
      return { checkoutUrl };
    },
  );

  // The built-in test checkout: only under PAYMENTS=test, only for the checkout's own buyer.
  const localCheckout = async (request: FastifyRequest, id: string) => {
    if (provider?.name !== "local") throw new HttpError(404, MEMBERSHIP_MESSAGES.checkoutNotFound);
    const checkout = await membership.ownCheckout(db, requireUser(request), id);
    if (checkout.provider !== "local") throw new HttpError(404, MEMBERSHIP_MESSAGES.checkoutNotFound);
    return checkout;
  };

  r.get(
    "/membership/checkout/:id",
    { schema: { params: ZIdParams, response: { 200: ZLocalCheckout, "4xx": ZErrorResponse } } },
    async (request) => {
      const checkout = await localCheckout(request, request.params.id);
      const plan = membership.planOrThrow(checkout.tier);
      return {
        id: checkout.id,
        tier: plan.id,
        planName: plan.name,
        priceDisplay: plan.priceDisplay,
        status: checkout.status as "open" | "paid" | "canceled",
      };
    },
  );

  r.post(
    "/membership/checkout/:id/complete",
    { schema: { params: ZIdParams, response: { 200: ZLocalCheckoutResult, "4xx": ZErrorResponse } } },
    async (request) => {
      const checkout = await localCheckout(request, request.params.id);
      if (checkout.status === "canceled") throw new HttpError(409, MEMBERSHIP_MESSAGES.checkoutNotFound);
      await db
        .transaction()
        .execute((trx) => membership.fulfilCheckout(trx, checkout.id, `local_${checkout.id}`, clock()));
      return {
        redirectUrl: `/membership?success=true&tier=${encodeURIComponent(checkout.tier)}&session_id=${encodeURIComponent(checkout.id)}`,
      };
    },
  );

  r.post(
    "/membership/checkout/:id/cancel",
    { schema: { params: ZIdParams, response: { 200: ZLocalCheckoutResult, "4xx": ZErrorResponse } } },
    async (request) => {
      const checkout = await localCheckout(request, request.params.id);
      await membership.cancelCheckout(db, checkout.id, clock());
      return { redirectUrl: "/membership?canceled=true" };
    },
  );

  // Stripe's webhook: no cookie and no CSRF token (app.ts exempts the path); the signature over the raw body is
  // the proof, so the body is kept as bytes for this route alone.
  await app.register(async (hook) => {
    hook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    hook.post(WEBHOOK_PATH.replace(/^\/api/, ""), async (request, reply) => {
      if (!stripe || !config.stripe)
        return reply.status(404).send({ message: "Card payments are not set up here." });
      const signature = request.headers["stripe-signature"];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          request.body as Buffer,
          typeof signature === "string" ? signature : "",
          config.stripe.webhookSecret,
        );
      } catch {
        return reply.status(400).send({ message: MEMBERSHIP_MESSAGES.webhookSignature });
      }
      const outcome = await membership.applyStripeEvent(db, event, clock);
      return { received: true, duplicate: outcome === "duplicate" };
    });
  });

  r.get(
    "/membership/group",
    { schema: { response: { 200: ZGroupResponse, "4xx": ZErrorResponse } } },
    async (request) => membership.groupOf(db, requireUser(request), clock()),
  );

  // Invitations are e-mailed through the contact form's SMTP settings; without them there is no way to prove an
  // address, so no invitation is made (issue 22, finding 9).
  const mailer = config.mail ? nodemailer.createTransport(config.mail.smtpUrl) : null;
  const from = config.mail?.to;
  /** Sends one mail or throws after logging why (`what` names it in the log); null when the server has no SMTP. */
  const senderFor = (request: FastifyRequest, what: string) =>
    mailer && from
      ? async (mail: { to: string; subject: string; text: string }) => {
          try {
            await mailer.sendMail({ from, ...mail });
          } catch (error) {
            request.log.error({ err: error }, `${what} e-mail not sent`);
            throw error;
          }
        }
      : null;
  /** Runs a mailing step; its 503 is sent as is (the error handler would replace any 5xx message with its generic one). */
  const mailing = async <T>(reply: FastifyReply, step: () => Promise<T>) => {
    try {
      return await step();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 503)
        return reply.status(503).send({ message: error.message });
      throw error;
    }
  };

  r.post(
    "/membership/group/invite",
    {
      schema: {
        body: ZInviteRequest,
        response: { 200: ZGroupResponse, "4xx": ZErrorResponse, "5xx": ZErrorResponse },
      },
    },
    async (request, reply) =>
      mailing(reply, () =>
        membership.inviteMember(db, requireUser(request), request.body.email, clock(), {
          baseUrl: config.publicBaseUrl,
          language: requestLanguage(request),
          send: senderFor(request, "group invitation"),
        }),
      ),
  );

  // A password account with the invited address is mailed a confirmation link first (issue 42, finding 5): 202.
  r.post(
    "/membership/group/accept",
    {
      schema: {
        body: ZAcceptInviteRequest,
        response: {
          200: ZMembershipStatus,
          202: ZAcceptInvitePending,
          "4xx": ZErrorResponse,
          "5xx": ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const seatMailer: SeatMailer = {
        baseUrl: config.publicBaseUrl,
        language: requestLanguage(request),
        send: senderFor(request, "seat confirmation"),
      };
      return mailing(reply, async () => {
        const answer = await membership.acceptInvitation(
          db,
          requireUser(request),
          request.body.token,
          clock(),
          seatMailer,
        );
        return "pending" in answer ? reply.status(202).send(answer) : answer;
      });
    },
  );

  // The link mailed by acceptInvitation: proves the signed-in account's address and gives the seats held for it.
  r.post(
    "/membership/group/confirm",
    {
      schema: { body: ZConfirmSeatRequest, response: { 200: ZMembershipStatus, "4xx": ZErrorResponse } },
    },
    async (request) => {
      const user = requireUser(request);
      const now = clock();
      await confirmSeatAddress(db, user, request.body.token, now);
      return membership.membershipStatus(db, user, now);
    },
  );

  // The owner gives a seat to the account that opened the link but is not the invited address (issue 42, finding 5).
  r.post(
    "/membership/group/members/:id/give",
    { schema: { params: ZIdParams, response: { 200: ZGroupResponse, "4xx": ZErrorResponse } } },
    async (request) => membership.changeSeat(db, requireUser(request), "give", request.params.id, clock()),
  );

  r.delete(
    "/membership/group/members/:id",
    { schema: { params: ZIdParams, response: { 200: ZGroupResponse, "4xx": ZErrorResponse } } },
    async (request) => membership.changeSeat(db, requireUser(request), "remove", request.params.id, clock()),
  );
}
