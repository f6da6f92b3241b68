// /membership and the test checkout in Spanish: the owner of an active group plan sees the plan's Spanish name, the
// day written the Spanish way, the group's seats and the plans; a visitor is asked to sign in, in Spanish.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GROUP_URL } from "../features/membership/api.ts";
import { MEMBERSHIP_STATUS_URL } from "../features/shared/membershipStatus.ts";
import { renderMarkup } from "../features/shared/renderInLanguage.tsx";
import MembershipPage from "./Membership.tsx";
import TestCheckoutPage from "./TestCheckout.tsx";
import { expectText } from "@courtready/contracts/testing";

const user = { id: "u1", email: "ana@example.com", firstName: "Ana", lastName: "Ruiz" };
const OWNER = [
  [["/api/auth/user"], user],
  [["/api/membership/payments"], { mode: "test" }],
  [
    [MEMBERSHIP_STATUS_URL],
    {
      status: "active",
      type: "group-yearly",
      expiresAt: "2027-03-05T12:00:00Z",
      oneTimeUseCount: 0,
      role: "owner",
    },
  ],
  [
    [GROUP_URL],
    {
      seatsLeft: 1,
      members: [
        {
          id: "m1",
          email: "luis@example.com",
          joined: false,
          invitedAt: "2026-11-01T00:00:00Z",
          holder: null,
          requestedBy: { name: "Luis Pérez", email: "luis.p@example.com" },
          awaitingConfirmation: false,
        },
      ],
    },
  ],
] as const;

describe("the membership page", () => {
  // "Back to your binder" looks for a way back kept in sessionStorage, which node has not got: nothing is kept here.
  beforeAll(() =>
    vi.stubGlobal("sessionStorage", { getItem: () => null, setItem: () => {}, removeItem: () => {} }),
  );
  afterAll(() => vi.unstubAllGlobals());

  it("shows an owner's group plan in Spanish", async () => {
    const html = await renderMarkup(<MembershipPage />, "es", OWNER);
    expectText(html, {
      has: [
        "Membresía</h1>",
        '<span class="font-semibold text-green-800">Activa</span>: plan Grupos anual.',
        "Vigente hasta el 5 de marzo de 2027.",
        "Personas de su grupo",
        "(Luis Pérez · luis.p@example.com abrió el enlace, con otro correo: el lugar es suyo solo si usted se lo da)",
        'aria-label="Darle el lugar a Luis Pérez, luis.p@example.com"',
        "Agregar más tiempo",
      ],
      lacks: ["Your membership", "Valid until", "People in your group", "Give the seat", "Plans</h2>"],
    });
  });

  it("reads as before in English", async () => {
    const html = await renderMarkup(<MembershipPage />, "en", OWNER);
    expectText(html, {
      has: [
        '<span class="font-semibold text-green-800">Active</span> — Groups Annual plan.',
        "Valid until March 5, 2027.",
        "(link opened by Luis Pérez · luis.p@example.com, another address: the seat is theirs only if you give it)",
      ],
    });
  });

  it("asks a visitor to sign in, with the links inside the Spanish sentence", async () => {
    const html = await renderMarkup(<MembershipPage />, "es", [
      [["/api/auth/user"], null],
      [["/api/membership/payments"], { mode: "test" }],
    ]);
    expect(html).toMatch(
      /<a [^>]*href="\/login"[^>]*>Inicie sesión<\/a> o <a [^>]*href="\/signup"[^>]*>regístrese<\/a> para comprar una membresía\./,
    );
  });
});

describe("the test checkout", () => {
  it("names the plan in Spanish", async () => {
    const checkout = {
      id: "c1",
      tier: "yearly",
      planName: "Annual",
      priceDisplay: "$199.00",
      status: "open",
    };
    const html = await renderMarkup(<TestCheckoutPage />, "es", [
      [["/api/auth/user"], user],
      // No route here, so the page's id is "" and it asks for the checkout with an empty id.
      [["/api/membership/checkout/"], checkout],
    ]);
    expectText(html, {
      has: [
        "Pago de prueba</h1>",
        'Membresía Anual: <span class="font-bold">$199.00</span>',
        "Completar el pago de prueba",
      ],
      lacks: ["Annual membership"],
    });
  });
});
