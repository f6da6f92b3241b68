// The "Español / English" switch in the header of every page: one tap shows the app in the other language and
// remembers the choice (i18n/index.ts keeps it in a cookie); for a signed-in person it is also saved on the account,
// so their e-mails and their next sign-in, on any device, use it (issue 39).
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ACCOUNT_LANGUAGE_URL, asLanguage } from "@courtready/contracts";
import type { TUser } from "@courtready/contracts";
import { apiJson } from "../api/client.ts";
import { CURRENT_USER_QUERY_KEY, useAuth } from "../features/shared/useAuth.ts";
import { i18n } from "../i18n/index.ts";

export function LanguageSwitch() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const other = t("language.otherLanguageCode");
  const choose = () => {
    void i18n.changeLanguage(other);
    const language = asLanguage(other);
    if (!user || !language) return;
    // The cookie already holds the choice for this browser; a failed save only means other devices and the e-mails
    // keep the old language until the next switch, which is not worth interrupting the person for.
    // The answer is the account with its new language; caching it keeps the sign-in hook from undoing the switch.
    apiJson<TUser>("PUT", ACCOUNT_LANGUAGE_URL, { language }).then(
      (saved) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, saved),
      () => undefined,
    );
  };
  return (
    <button
      type="button"
      onClick={choose}
      // The button's words are in the other language; lang lets a screen reader say them with the right voice.
      lang={other}
      className="inline-flex min-h-11 items-center justify-center rounded-lg px-2 text-base font-semibold whitespace-nowrap text-blue-800 hover:bg-blue-50 sm:px-3"
    >
      {/* A phone's header has no room for the whole word next to the logo, sign-in and menu: "ES" / "EN" there. */}
      <span className="sm:hidden">{t("language.otherLanguageShort")}</span>
      <span className="hidden sm:inline">{t("language.otherLanguageName")}</span>
      {/* Its name starts with the words it shows ("ES", "Español"), so a person using voice control can say what they
          see (WCAG 2.5.3); the rest says what pressing it does. */}
      <span className="sr-only"> {t("language.switchTo")}</span>
    </button>
  );
}
