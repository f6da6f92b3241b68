// Tests of the builder's date wording, with fixed time zones.
import { describe, expect, it } from "vitest";
import { formatDay, formatMoment } from "./dates.ts";

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
