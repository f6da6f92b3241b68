// Every catalogue of the web app, by language and namespace. A namespace is one area of the app (common: the frame of
// every page); add a namespace by adding its en and es files here. English is the source: its keys type `t()` calls
// (i18next.d.ts), and catalogues.test.ts holds Spanish to the same keys.
import enCommon from "./locales/en/common.json";
import esCommon from "./locales/es/common.json";
import enBinderTypes from "./locales/en/binderTypes.json";
import esBinderTypes from "./locales/es/binderTypes.json";
import enCourts from "./locales/en/courts.json";
import esCourts from "./locales/es/courts.json";
import enFiles from "./locales/en/files.json";
import esFiles from "./locales/es/files.json";

export const DEFAULT_NAMESPACE = "common";

export const resources = {
  en: { common: enCommon, binderTypes: enBinderTypes, courts: enCourts, files: enFiles },
  es: { common: esCommon, binderTypes: esBinderTypes, courts: esCourts, files: esFiles },
} as const;
