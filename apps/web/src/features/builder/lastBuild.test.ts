// The builder remembers an unanswered binder build on this device and reads how it ended.
import { describe, expect, it } from "vitest";
import {
  LAST_BUILD_KEY,
  LAST_BUILD_MAX_AGE_MS,
  forgetBuild,
  lastBuildStateOf,
  readLastBuild,
  rememberBuild,
} from "./lastBuild.ts";
import type { KeyValueStore } from "./lastBuild.ts";

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const NOW = Date.parse("2026-11-25T12:00:00Z");

describe("last build", () => {
  it("remembers a build until it is forgotten", () => {
    const store = memoryStore();
    rememberBuild(store, { buildId: "build-12345678", kind: "render", startedAt: NOW });
    expect(readLastBuild(store, NOW + 1000)).toEqual({
      buildId: "build-12345678",
      kind: "render",
      startedAt: NOW,
    });
    forgetBuild(store);
    expect(readLastBuild(store, NOW)).toBeNull();
  });

  it("forgets a build older than a day, and anything it cannot read", () => {
    const store = memoryStore();
    rememberBuild(store, { buildId: "build-12345678", kind: "compile", startedAt: NOW });
    expect(readLastBuild(store, NOW + LAST_BUILD_MAX_AGE_MS + 1)).toBeNull();
    expect(store.data.has(LAST_BUILD_KEY)).toBe(false);
    store.setItem(LAST_BUILD_KEY, "{not json");
    expect(readLastBuild(store, NOW)).toBeNull();
    expect(store.data.has(LAST_BUILD_KEY)).toBe(false);
  });

  it("reads the server's answer: ended with its outcome, still running, or unknown", () => {
    const outcome = {
      state: "failed",
      message: "Stopped. Your one-time pass was given back.",
      passReturned: true,
    };
    expect(lastBuildStateOf(200, { stage: "failed", fraction: 1, message: "x", outcome })).toEqual({
      type: "ended",
      outcome,
    });
    expect(lastBuildStateOf(200, { stage: "converting", fraction: 0.4, message: "Converting" })).toEqual({
      type: "running",
    });
    expect(lastBuildStateOf(404, undefined)).toEqual({ type: "unknown" });
    expect(lastBuildStateOf(503, undefined)).toEqual({ type: "running" });
  });
});
