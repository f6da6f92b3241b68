// Tests of the builder's date wording, with fixed time zones.
import { describe, expect, it } from "vitest";
import { formatDay, formatMoment } from "./dates.ts";
import { i18n } from "../../i18n/index.ts";

describe("formatDay", () => {
  it("writes a calendar day without shifting it by time zone", () => {
    expect(formatDay("2026-04-05")).toBe("Sunday, April 5, 2026");
    expect(formatDay("2026-12-31")).toBe("Thursday, December 31, 2026");
  });

  it("leaves text that is not a real day as it is", () => {
    expect(formatDay("2026-02-30")).toBe("2026-02-30");
    expect(formatDay("next week")).toBe("next week");
  });
});

describe("formatMoment", () => {
  it("writes the moment in the given time zone", () => {
    expect(formatMoment("2026-04-05T15:04:00Z", "UTC")).toBe("Sunday, April 5 at 3:04 PM");
    expect(formatMoment("2026-04-05T15:04:00Z", "America/Los_Angeles")).toBe("Sunday, April 5 at 8:04 AM");
  });

  it("gives null for a timestamp that cannot be read", () => {
    expect(formatMoment("soon")).toBeNull();
  });
});

describe("dates in Spanish", () => {
  it("writes the day and the moment the Spanish way, US conventions kept", () => {
    expect(formatDay("2026-04-05", "es")).toBe("domingo, 5 de abril de 2026");
    expect(formatMoment("2026-04-05T15:04:00Z", "UTC", "es")).toMatch(/^domingo, 5 de abril a las 3:04/);
    expect(formatMoment("2026-04-05T15:04:00Z", "UTC", "es")).not.toContain(" at ");
    expect(i18n.language).toBe("en");
  });
});
