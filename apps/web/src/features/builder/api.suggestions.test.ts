// The preview's tips when the server cannot give any: the spec's fixed list, in the interface's language (issue 39).
import { afterEach, describe, expect, it, vi } from "vitest";
import { FALLBACK_SUGGESTIONS } from "@courtready/contracts";
import type { TSuggestionsRequest } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import { requestSuggestions } from "./api.ts";

const request: TSuggestionsRequest = {
  binderType: "small_claims",
  role: "plaintiff",
  exhibits: [],
  caseInfo: {},
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

describe("requestSuggestions when the server is out of reach", () => {
  it("falls back to the fixed tips in English, and in Spanish for a Spanish interface", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    expect(await requestSuggestions(request)).toEqual([...FALLBACK_SUGGESTIONS]);
    await i18n.changeLanguage("es");
    const spanish = await requestSuggestions(request);
    expect(spanish).toHaveLength(FALLBACK_SUGGESTIONS.length);
    expect(spanish[0]).toBe(
      "Agregue una cronología corta y escrita de los hechos, en orden de fechas, como su primera prueba.",
    );
    for (const tip of spanish) expect(FALLBACK_SUGGESTIONS).not.toContain(tip);
  });
});
