// Tests of the menu's membership line (spec §2.2, §3).
import { describe, expect, it } from "vitest";
import { MEMBERSHIP_TEXTS, membershipDescription } from "./membershipDescription.ts";

describe("membershipDescription", () => {
  it("calls an active yearly membership Annual", () => {
    expect(membershipDescription({ status: "active", type: "yearly" })).toBe("Active Annual Member");
  });

  it("calls every other active membership One-Time", () => {
    expect(membershipDescription({ status: "active", type: "one-time" })).toBe("Active One-Time Member");
    expect(membershipDescription({ status: "active", type: "one_time" })).toBe("Active One-Time Member");
  });

  it("names a free installation's membership (PAYMENTS=free: active, no type) as such", () => {
    expect(membershipDescription({ status: "active", type: null })).toBe("Active Member (free here)");
  });

  it("prompts to buy when not active or unknown", () => {
    expect(membershipDescription({ status: "free", type: "yearly" })).toBe(MEMBERSHIP_TEXTS.purchasePrompt);
    expect(membershipDescription({ status: "expired", type: "yearly" })).toBe(
      MEMBERSHIP_TEXTS.purchasePrompt,
    );
    expect(membershipDescription(null)).toBe("Purchase membership to create exhibit binders");
    expect(membershipDescription(undefined)).toBe(MEMBERSHIP_TEXTS.purchasePrompt);
  });
});
