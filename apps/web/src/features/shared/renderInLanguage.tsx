// Test helper for render tests in either language: a page or panel as static HTML (no browser), with answers of the
// server already in the query cache, in English or Spanish.
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import type { ReactNode } from "react";
import { i18n } from "../../i18n/index.ts";
import type { Language } from "../../i18n/index.ts";

/** The markup of `node` in `language`, with each [query key, answer] already loaded; nothing reaches a network. */
export async function renderMarkup(
  node: ReactNode,
  language: Language,
  answers: ReadonlyArray<readonly [readonly unknown[], unknown]> = [],
): Promise<string> {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, queryFn: () => Promise.reject(new Error("no network")) },
    },
  });
  for (const [key, answer] of answers) client.setQueryData(key, answer);
  await i18n.changeLanguage(language);
  try {
    return renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>,
    );
  } finally {
    // Every other test reads English: leave the shared instance as it was found.
    await i18n.changeLanguage("en");
  }
}
