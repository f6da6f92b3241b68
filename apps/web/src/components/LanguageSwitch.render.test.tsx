// The header's language switch: its accessible name begins with the words it shows, in both languages (WCAG 2.5.3
// label in name: voice-control users say what they see), and it is marked as being in the other language.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../i18n/index.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";

describe("the language switch", () => {
  afterEach(() => i18n.changeLanguage("en"));

  it.each([
    ["en", "es", "ES", "Español", "Ver en español"],
    ["es", "en", "EN", "English", "View in English"],
  ])("in %s shows %s words whose text is its name", async (shown, other, short, long, action) => {
    await i18n.changeLanguage(shown);
    // The switch reads the signed-in person (to save the choice on the account) through react-query.
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <LanguageSwitch />
      </QueryClientProvider>,
    );
    expect(html).toContain(`lang="${other}"`);
    // No aria-label: the name is the button's own text, so it contains what is seen at every width.
    expect(html).not.toContain("aria-label");
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).toBe(`${short}${long} ${action}`);
  });
});
