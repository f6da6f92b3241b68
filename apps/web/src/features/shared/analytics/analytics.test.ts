// The browser side of analytics without a browser: the queue's batching and flushing, the path kept for an event,
// the spec's checkout and purchase values, and what Google's tag is given (pathname only, never the title).
import { afterEach, describe, expect, it, vi } from "vitest";
import { analyticsPath, MAX_ANALYTICS_BATCH } from "@courtready/contracts";
import type { TAnalyticsEvent } from "@courtready/contracts";
import { beginCheckoutParams, purchaseParams } from "./events.ts";
import { googleEventParams } from "./googleTag.ts";
import { createEventQueue } from "./queue.ts";

const view = (path: string): TAnalyticsEvent => ({ name: "page_view", path });

describe("createEventQueue", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits for the delay, then sends everything queued in one request", async () => {
    vi.useFakeTimers();
    const send = vi.fn(async (_events: TAnalyticsEvent[]) => undefined);
    const queue = createEventQueue({ send, delayMs: 2000 });
    queue.push(view("/"));
    queue.push(view("/help"));
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0].map((e) => e.path)).toEqual(["/", "/help"]);
    expect(queue.pending()).toBe(0);
  });

  it("sends at once when a full batch is waiting, and never more than a batch per request", async () => {
    vi.useFakeTimers();
    const send = vi.fn(async (_events: TAnalyticsEvent[]) => undefined);
    const queue = createEventQueue({ send, delayMs: 2000 });
    for (let i = 0; i < MAX_ANALYTICS_BATCH; i += 1) queue.push(view(`/p${i}`));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toHaveLength(MAX_ANALYTICS_BATCH);
    queue.push(view("/after"));
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0]).toEqual([view("/after")]);
  });

  it("flushes on demand (leaving the page) without sending anything twice", async () => {
    vi.useFakeTimers();
    const send = vi.fn(async (_events: TAnalyticsEvent[]) => undefined);
    const queue = createEventQueue({ send, delayMs: 2000 });
    queue.push(view("/membership"));
    await Promise.all([queue.flush(), queue.flush()]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(1);
    await queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("swallows a failed send (analytics never break the page) and drops those events", async () => {
    const send = vi.fn(async () => {
      throw new Error("429: too many");
    });
    const queue = createEventQueue({ send, delayMs: 10 });
    queue.push(view("/"));
    await expect(queue.flush()).resolves.toBeUndefined();
    expect(queue.pending()).toBe(0);
  });
});

describe("analyticsPath", () => {
  it("keeps the pathname only and masks ids", () => {
    for (const [input, want] of [
      ["/courts?search=ann@example.com", "/courts"],
      ["/help#uploading", "/help"],
      ["https://x.example/contact?email=a@b.co", "/contact"],
      ["/project-edit/7f1c2a9e-1b2c-4d5e-8f90-123456789abc", "/project-edit/:id"],
      ["/binder-type/personal_injury_claim", "/binder-type/personal_injury_claim"],
      ["//evil.example/x", "/evil.example/x"],
      ["", "/"],
    ] as const)
      expect(analyticsPath(input), String(input)).toBe(want);
  });
});

describe("event values (spec §9)", () => {
  it("begin_checkout carries the plan's price in dollars", () => {
    expect(beginCheckoutParams("one-time")).toEqual({ label: "one-time", value: 29, currency: "USD" });
    expect(beginCheckoutParams("yearly")).toEqual({ label: "yearly", value: 199, currency: "USD" });
    expect(beginCheckoutParams("group-monthly").value).toBe(59);
  });

  it("purchase is 20 for monthly and 120 for annual, in USD", () => {
    expect(purchaseParams("one-time")).toEqual({ label: "one-time", value: 20, currency: "USD" });
    expect(purchaseParams("yearly")).toEqual({ label: "yearly", value: 120, currency: "USD" });
    expect(purchaseParams("group-yearly").value).toBe(120);
    // A made-up tier in the address is not stored as a label.
    expect(purchaseParams("ann@example.com")).toEqual({ value: 20, currency: "USD" });
  });
});

describe("googleEventParams", () => {
  it("gives Google the page as origin + pathname and the path as title, with the event's label and value", () => {
    expect(
      googleEventParams(
        {
          name: "purchase",
          path: "/membership?session_id=cs_123",
          label: "yearly",
          value: 120,
          currency: "USD",
        },
        "https://courtready.example.org",
      ),
    ).toEqual({
      page_location: "https://courtready.example.org/membership",
      page_path: "/membership",
      page_title: "/membership",
      event_label: "yearly",
      value: 120,
      currency: "USD",
    });
  });
});
