// Tests of the single-slot toast store (spec §9: at most one toast at a time).
import { describe, expect, it, vi } from "vitest";
import { createToastStore } from "./toastStore.ts";

describe("toast store", () => {
  it("shows one toast, and a new one replaces it", () => {
    const store = createToastStore();
    store.show({ title: "Login Failed", description: "Invalid email or password", variant: "destructive" });
    store.show({ title: "Login Successful" });
    expect(store.getSnapshot()).toMatchObject({ title: "Login Successful", variant: "default" });
  });

  it("ignores a late dismissal meant for an older toast", () => {
    const store = createToastStore();
    const first = store.show({ title: "First" });
    store.show({ title: "Second" });
    store.dismiss(first);
    expect(store.getSnapshot()?.title).toBe("Second");
  });

  it("dismisses and tells subscribers", () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.show({ title: "Hello" });
    store.dismiss(id);
    expect(store.getSnapshot()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
