// Texts the web app takes from packages/contracts (password rules, validation and toast messages, the server's
// own words) in the interface's language (issue 39). The contracts keep their English constants, which tests and the
// server compare against; `translateMessage` finds the Spanish of any text its catalogue holds and leaves the rest.
import { useTranslation } from "react-i18next";
import { asLanguage, DEFAULT_LANGUAGE, translateMessage } from "@courtready/contracts";

/**
 * A function saying a contracts text in the language shown now; the component re-renders when the language changes.
 * @example const say = useContractText(); <p>{say(AUTH_MESSAGES.passwordMismatch)}</p>
 */
export function useContractText(): (english: string) => string {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
  return (english) => translateMessage(english, language);
}
