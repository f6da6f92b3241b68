// toastFailure: the server's own words when its error carries a message, the caller's fallback otherwise, always
// shown as a failure (the app's one toast slot).
import { afterEach, describe, expect, it } from "vitest";
import { dismissToast, toastStore } from "../../components/ui/toastStore.ts";
import { toastFailure } from "./toastFailure.ts";

afterEach(() => dismissToast());

describe("toastFailure", () => {
  it("shows the server's message under the title, as a failure", () => {
    toastFailure("Could not save", new Error('409: {"message":"That name is taken"}'), "Please try again.");
    expect(toastStore.getSnapshot()).toMatchObject({
      title: "Could not save",
      description: "That name is taken",
      variant: "destructive",
    });
  });

  it("falls back to the caller's words when the server sent none fit to show", () => {
    toastFailure("Could not save", new Error("502: <html>Bad gateway</html>"), "Please try again.");
    expect(toastStore.getSnapshot()).toMatchObject({
      description: "Please try again.",
      variant: "destructive",
    });
    toastFailure("Could not save", new TypeError("Failed to fetch"), "Check your connection.");
    expect(toastStore.getSnapshot()?.description).toBe("Check your connection.");
  });
});
