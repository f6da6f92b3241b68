// Texts the web app takes from packages/contracts (password rules, validation and toast messages, the server's
// own words) in the interface's language (issue 39). The contracts keep their English constants, which tests and the
// server compare against; `translateMessage` finds the Spanish of any text its catalogue holds and leaves the rest.
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
 * A contracts text in the language shown at the moment of the call, for code outside a component (a pure module's
 * line about a server answer); a component uses useContractText, which re-renders on a change of language.
 * @example contractText(LIBRARY_MESSAGES.noFile) // "Elija un archivo para subir." when the interface is Spanish
 */
export function contractText(english: string): string {
  return translateMessage(english, currentLanguage());
}
