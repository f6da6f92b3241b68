// Every catalogue of the web app, by language and namespace. A namespace is one area of the app (common: the frame of
// every page); add a namespace by adding its en and es files here. English is the source: its keys type `t()` calls
// (i18next.d.ts), and catalogues.test.ts holds Spanish to the same keys.
import enCommon from "./locales/en/common.json";
import esCommon from "./locales/es/common.json";
import enAuth from "./locales/en/auth.json";
import esAuth from "./locales/es/auth.json";
import enAccount from "./locales/en/account.json";
import esAccount from "./locales/es/account.json";
import enMembership from "./locales/en/membership.json";
import esMembership from "./locales/es/membership.json";
import enMenu from "./locales/en/menu.json";
import esMenu from "./locales/es/menu.json";
import enPwa from "./locales/en/pwa.json";
import esPwa from "./locales/es/pwa.json";
import enUi from "./locales/en/ui.json";
import esUi from "./locales/es/ui.json";
import enBinderTypes from "./locales/en/binderTypes.json";
import esBinderTypes from "./locales/es/binderTypes.json";
import enCourts from "./locales/en/courts.json";
import esCourts from "./locales/es/courts.json";

export const DEFAULT_NAMESPACE = "common";

export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    account: enAccount,
    binderTypes: enBinderTypes,
    courts: enCourts,
    membership: enMembership,
    menu: enMenu,
    pwa: enPwa,
    ui: enUi,
  },
  es: {
    common: esCommon,
    auth: esAuth,
    account: esAccount,
    binderTypes: esBinderTypes,
    courts: esCourts,
    membership: esMembership,
    menu: esMenu,
    pwa: esPwa,
    ui: esUi,
  },
} as const;
