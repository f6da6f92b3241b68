// The builder's binder-type select names each type in the language shown, sorted as its readers sort (issue 39): the
// server's list (or contracts' while it loads) gives the types, the binderTypes catalogue their names.
import { afterEach, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { i18n } from "../../i18n/index.ts";
import { useBinderTypeChoices } from "./api.ts";

function Names() {
  return (
    <ul>
      {useBinderTypeChoices().map((choice) => (
        <li key={choice.slug}>{choice.name}</li>
      ))}
    </ul>
  );
}

/** The names the select offers, in order. */
function names(): string[] {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Names />
    </QueryClientProvider>,
  );
  return [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
}

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("the builder's binder types", () => {
  it("are named in English, in English order, by default", () => {
    const shown = names();
    expect(shown).toContain("Small Claims");
    expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("are named in Spanish, in Spanish order, once Spanish is chosen", async () => {
    await i18n.changeLanguage("es");
    const shown = names();
    expect(shown).toContain("Reclamos menores");
    expect(shown).toContain("Respuesta a un desalojo");
    expect(shown).not.toContain("Small Claims");
    expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, "es")));
    expect(shown).toHaveLength(30);
  });
});
