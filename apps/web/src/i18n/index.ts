// The web app's languages (issue 39): i18next with the catalogues of ./locales, English and Spanish (es-US). The first
// visit follows the browser's language; a choice made with the header's switch is kept in a cookie the server also
// reads (for its error messages and e-mails). Importing this module initialises i18next, so a component that uses
// `useTranslation` works in the app, in render tests and in the server-less checks alike.
import i18next from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { DEFAULT_NAMESPACE, resources } from "./resources.ts";

/** The languages of the interface; the binder itself is always English (US courts take filings in English). */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Cookie holding the chosen language; the server reads the same name (it is not a secret, so not httpOnly). */
export const LANGUAGE_COOKIE = "courtready_lang";

const inBrowser = typeof document !== "undefined";

export const i18n = i18next.createInstance();
if (inBrowser) i18n.use(LanguageDetector);
void i18n.use(initReactI18next).init({
  resources,
  // Outside a browser (render tests, node checks) there is no one to detect: English, so tests are deterministic.
  ...(inBrowser ? {} : { lng: "en" }),
  fallbackLng: "en",
  supportedLngs: [...LANGUAGES],
  // "es-MX", "es-419" and "en-GB" are served by "es" and "en".
  nonExplicitSupportedLngs: true,
  load: "languageOnly",
  defaultNS: DEFAULT_NAMESPACE,
  ns: Object.keys(resources.en),
  // React escapes what it renders; escaping here as well would show "&amp;" to the reader.
  interpolation: { escapeValue: false },
  // Resources are bundled, so initialisation is synchronous and the first render is already in the right language.
  initAsync: false,
  returnNull: false,
  detection: {
    order: ["cookie", "navigator"],
    lookupCookie: LANGUAGE_COOKIE,
    caches: ["cookie"],
    cookieMinutes: 60 * 24 * 365,
    cookieOptions: { path: "/", sameSite: "lax" },
  },
});

/** The language the interface is shown in now, reduced to one of LANGUAGES. */
export function currentLanguage(): Language {
  const language = (i18n.resolvedLanguage ?? i18n.language ?? "en").slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : "en";
}

// Screen readers pick their voice from <html lang>, and WCAG 3.1.1 asks for it to name the page's language.
function markDocumentLanguage(): void {
  if (inBrowser) document.documentElement.lang = currentLanguage();
}
markDocumentLanguage();
i18n.on("languageChanged", markDocumentLanguage);
