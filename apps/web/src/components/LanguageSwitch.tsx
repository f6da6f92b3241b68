// The "Español / English" switch in the header of every page: one tap shows the app in the other language and
// remembers the choice (i18n/index.ts keeps it in a cookie).
import { useTranslation } from "react-i18next";
import { i18n } from "../i18n/index.ts";

export function LanguageSwitch() {
  const { t } = useTranslation();
  const other = t("language.otherLanguageCode");
  return (
    <button
      type="button"
      onClick={() => void i18n.changeLanguage(other)}
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
