// Every catalogue of the web app, by language and namespace. A namespace is one area of the app (common: the frame of
// every page); add a namespace by adding its en and es files here. English is the source: its keys type `t()` calls
// (i18next.d.ts), and catalogues.test.ts holds Spanish to the same keys.
import enCommon from "./locales/en/common.json";
import esCommon from "./locales/es/common.json";
import enTranslation from "./locales/en/translation.json";
import esTranslation from "./locales/es/translation.json";

export const DEFAULT_NAMESPACE = "common";

export const resources = {
  en: { common: enCommon, translation: enTranslation },
  es: { common: esCommon, translation: esTranslation },
} as const;
