// The builder's gate toast (issue 39): the gate's words are the contracts' BUILDER_MESSAGES, and the toast on screen
// says them in the interface's language, as useBuildActions shows a refused start.
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { BUILDER_MESSAGES } from "@courtready/contracts";
import { Toaster, dismissToast, toast } from "../../components/ui/toast.tsx";
import { i18n } from "../../i18n/index.ts";
import { startStop } from "./buildActions.ts";
import { buildGate } from "./gate.ts";

/** The toast a signed-out person's "Preview" click shows, rendered. */
function gateToast(): string {
  const stop = startStop({ busy: false, gate: buildGate(false, undefined), files: 1, attention: [] });
  if (!stop) throw new Error("a signed-out person must be stopped");
  toast({ ...stop.message, variant: "destructive" });
  return renderToStaticMarkup(<Toaster />);
}

describe("the builder's gate toast", () => {
  afterEach(async () => {
    dismissToast();
    await i18n.changeLanguage("en");
  });

  it("says the contracts' English words in English", () => {
    const html = gateToast();
    expect(html).toContain(BUILDER_MESSAGES.loginRequired.title);
    expect(html).toContain(BUILDER_MESSAGES.loginRequired.description);
  });

  it("says them in Spanish when the interface is Spanish", async () => {
    await i18n.changeLanguage("es");
    const html = gateToast();
    expect(html).toContain("Debe iniciar sesión");
    expect(html).toContain("Inicie sesión para crear carpetas de pruebas.");
    expect(html).not.toContain(BUILDER_MESSAGES.loginRequired.title);
    expect(html).not.toContain(BUILDER_MESSAGES.loginRequired.description);
  });
});
