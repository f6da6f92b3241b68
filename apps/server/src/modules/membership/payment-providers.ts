// Where a person pays. With Stripe keys configured, Stripe Checkout through the official SDK; without them, the
// built-in test checkout, a page of our own that says plainly that no money moves. Both end in the same fulfilment.
import Stripe from "stripe";
import type { Plan } from "@courtready/contracts";

export interface CheckoutUrls {
  /** Where the provider sends the person after paying; "{CHECKOUT_SESSION_ID}" is filled in by Stripe. */
  success: string;
  cancel: string;
}

export interface PaymentProvider {
  readonly name: "local" | "stripe";
  createSession(
    checkoutId: string,
    plan: Plan,
    urls: CheckoutUrls,
    customerEmail: string,
  ): Promise<{ providerSessionId: string; url: string }>;
}

export const localProvider: PaymentProvider = {
  name: "local",
  async createSession(checkoutId) {
    return { providerSessionId: checkoutId, url: `/test-checkout/${checkoutId}` };
  },
};

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (a local stand-in in tests); default Stripe's own. */
  apiUrl?: string | undefined;
}

export function stripeClient(settings: StripeSettings): Stripe {
  const url = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port || (url.protocol === "https:" ? 443 : 80)),
          protocol: url.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: "stripe",
    async createSession(checkoutId, plan, urls, customerEmail) {
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        customer_email: customerEmail,
        client_reference_id: checkoutId,
        metadata: { checkoutId, tier: plan.id },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "usd",
              unit_amount: plan.priceCents,
              product_data: { name: `CourtReady ${plan.name} membership (${plan.validity.display})` },
            },
          },
        ],
        success_url: urls.success,
        cancel_url: urls.cancel,
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { providerSessionId: session.id, url: session.url };
    },
  };
}
