// Every catalogue of the web app, by language and namespace. A namespace is one area of the app (common: the frame of
// every page); add a namespace by adding its en and es files here. English is the source: its keys type `t()` calls
// (i18next.d.ts), and catalogues.test.ts holds Spanish to the same keys.
import enAccount from "./locales/en/account.json";
import enAuth from "./locales/en/auth.json";
import enBinderTypes from "./locales/en/binderTypes.json";
import enBuilder from "./locales/en/builder.json";
import enCommon from "./locales/en/common.json";
import enCourts from "./locales/en/courts.json";
import enFileFormats from "./locales/en/fileFormats.json";
import enFiles from "./locales/en/files.json";
import enHelp from "./locales/en/help.json";
import enLanding from "./locales/en/landing.json";
import enLegal from "./locales/en/legal.json";
import enLibrary from "./locales/en/library.json";
import enMembership from "./locales/en/membership.json";
import enMenu from "./locales/en/menu.json";
import enMessages from "./locales/en/messages.json";
import enPageEdits from "./locales/en/pageEdits.json";
import enPages from "./locales/en/pages.json";
import enPageView from "./locales/en/pageView.json";
import enProjects from "./locales/en/projects.json";
import enSections from "./locales/en/sections.json";
import enScanSize from "./locales/en/scanSize.json";
import enPwa from "./locales/en/pwa.json";
import enTranslation from "./locales/en/translation.json";
import enUi from "./locales/en/ui.json";
import enUploads from "./locales/en/uploads.json";
import esAccount from "./locales/es/account.json";
import esAuth from "./locales/es/auth.json";
import esBinderTypes from "./locales/es/binderTypes.json";
import esBuilder from "./locales/es/builder.json";
import esCommon from "./locales/es/common.json";
import esCourts from "./locales/es/courts.json";
import esFileFormats from "./locales/es/fileFormats.json";
import esFiles from "./locales/es/files.json";
import esHelp from "./locales/es/help.json";
import esLanding from "./locales/es/landing.json";
import esLegal from "./locales/es/legal.json";
import esLibrary from "./locales/es/library.json";
import esMembership from "./locales/es/membership.json";
import esMenu from "./locales/es/menu.json";
import esMessages from "./locales/es/messages.json";
import esPageEdits from "./locales/es/pageEdits.json";
import esPages from "./locales/es/pages.json";
import esPageView from "./locales/es/pageView.json";
import esProjects from "./locales/es/projects.json";
import esSections from "./locales/es/sections.json";
import esScanSize from "./locales/es/scanSize.json";
import esPwa from "./locales/es/pwa.json";
import esTranslation from "./locales/es/translation.json";
import esUi from "./locales/es/ui.json";
import esUploads from "./locales/es/uploads.json";

export const DEFAULT_NAMESPACE = "common";

export const resources = {
  en: {
    account: enAccount,
    auth: enAuth,
    binderTypes: enBinderTypes,
    builder: enBuilder,
    common: enCommon,
    courts: enCourts,
    fileFormats: enFileFormats,
    files: enFiles,
    help: enHelp,
    landing: enLanding,
    legal: enLegal,
    library: enLibrary,
    membership: enMembership,
    menu: enMenu,
    messages: enMessages,
    pageEdits: enPageEdits,
    pages: enPages,
    pageView: enPageView,
    projects: enProjects,
    sections: enSections,
    scanSize: enScanSize,
    pwa: enPwa,
    translation: enTranslation,
    ui: enUi,
    uploads: enUploads,
  },
  es: {
    account: esAccount,
    auth: esAuth,
    binderTypes: esBinderTypes,
    builder: esBuilder,
    common: esCommon,
    courts: esCourts,
    fileFormats: esFileFormats,
    files: esFiles,
    help: esHelp,
    landing: esLanding,
    legal: esLegal,
    library: esLibrary,
    membership: esMembership,
    menu: esMenu,
    messages: esMessages,
    pageEdits: esPageEdits,
    pages: esPages,
    pageView: esPageView,
    projects: esProjects,
    sections: esSections,
    scanSize: esScanSize,
    pwa: esPwa,
    translation: esTranslation,
    ui: esUi,
    uploads: esUploads,
  },
} as const;
