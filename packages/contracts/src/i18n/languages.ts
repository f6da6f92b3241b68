// The interface's languages (issue 39), shared by the server (a request's language, an account's saved choice, its
// e-mails) and the web app (the header's switch). The binder itself is always English: US courts take filings in it.
import { z } from "zod";

export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Cookie holding the chosen language, set by the web app (apps/web/src/i18n) and read by the server. */
export const LANGUAGE_COOKIE = "courtready_lang";

export const ZLanguage = z.enum(LANGUAGES);

/** Where a signed-in person saves their language (PUT, body `{ language }`): it is used for their e-mails too. */
export const ACCOUNT_LANGUAGE_URL = "/api/account/language";
export const ZAccountLanguageRequest = z.object({ language: ZLanguage });
export type TAccountLanguageRequest = z.infer<typeof ZAccountLanguageRequest>;

/** "es", "es-MX", "ES_us" → "es"; anything that is not one of LANGUAGES → undefined. */
export function asLanguage(value: string | null | undefined): Language | undefined {
  const base = value?.trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(base ?? "") ? (base as Language) : undefined;
}

/**
 * The first of LANGUAGES an Accept-Language header asks for, by its q weights (ties keep the header's order);
 * undefined when it names none of them. `q=0` means "not this one".
 * @example languageFromAcceptLanguage("fr-CA, es-MX;q=0.8, en;q=0.5") // "es"
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .slice(0, 32)
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";");
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: asLanguage(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language !== undefined && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language;
}
