// The way back to the builder after buying a membership: only builder addresses are kept, and each is followed once.
import { describe, expect, it } from "vitest";
import { isBuilderPath, peekReturn, rememberReturn, takeReturn } from "./returnTo.ts";

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("membership return", () => {
  it("keeps the builder address with its project and gives it back once", () => {
    const store = memoryStore();
    rememberReturn("/create?project=abc", store);
    expect(peekReturn(store)).toBe("/create?project=abc");
    expect(takeReturn(store)).toBe("/create?project=abc");
    expect(takeReturn(store)).toBeNull();
  });

  it("ignores anything that is not the builder", () => {
    const store = memoryStore();
    rememberReturn("https://evil.example/create", store);
    rememberReturn("/dashboard", store);
    expect(peekReturn(store)).toBeNull();
    expect(isBuilderPath("/create")).toBe(true);
    expect(isBuilderPath("/created")).toBe(false);
    expect(isBuilderPath("//evil.example/create")).toBe(false);
  });
});
