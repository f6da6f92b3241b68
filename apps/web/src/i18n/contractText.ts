// Texts the web app takes from packages/contracts (password rules, validation and toast messages, the server's
// own words) in the interface's language (issue 39). The contracts keep their English constants, which tests and the
// server compare against; `translateMessage` finds the Spanish of any text its catalogue holds and leaves the rest.
import type { Namespace, TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { asLanguage, DEFAULT_LANGUAGE, translateMessage } from "@courtready/contracts";
import { currentLanguage } from "./index.ts";

/**
 * A function saying a contracts text in the language shown now; the component re-renders when the language changes.
 * @example const say = useContractText(); <p>{say(AUTH_MESSAGES.passwordMismatch)}</p>
 */
export function useContractText(): (english: string) => string {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
  return (english) => translateMessage(english, language);
}

/**
 * A contracts text in the language shown at the moment of the call, for a callback outside render (a toast's text
 * put together from two contracts texts, each said on its own).
 */
export function contractText(english: string): string {
  return translateMessage(english, currentLanguage());
}

/**
 * A function saying contracts texts in the language of `t`, for a pure module handed a `t` (its tests pass
 * `i18n.getFixedT("es", …)`); without a language on `t`, the language shown at the moment of the call.
 * @example contractTextFor(t)(LIBRARY_MESSAGES.noFile) // "Elija un archivo para subir." for a Spanish t
 */
export function contractTextFor<Ns extends Namespace>(t: TFunction<Ns>): (english: string) => string {
  // i18next sets `lng` on every fixed t (getFixedT, which useTranslation calls with the language shown), though its
  // types do not declare it.
  const lng = (t as { lng?: unknown }).lng;
  const language = (typeof lng === "string" ? asLanguage(lng) : undefined) ?? currentLanguage();
  return (english) => translateMessage(english, language);
}
