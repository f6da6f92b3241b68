// /file-library (accounts-dashboard-and-pages.md §2.9): the person's stored evidence, with folders and stat cards.
import { useTranslation } from "react-i18next";
// Starts i18next, so this screen shows its words even when rendered on its own (render tests).
import "../i18n/index.ts";
import { SignInRequired } from "../components/SignInRequired.tsx";
import { usePageTitle } from "../components/usePageTitle.ts";
import { LibraryView } from "../features/library/LibraryView.tsx";

export default function FileLibraryPage() {
  const { t } = useTranslation("library");
  usePageTitle(t("page.pageTitle"));
  return (
    <SignInRequired what={t("page.signInWhat")}>
      <section aria-labelledby="page-title" className="mx-auto max-w-6xl space-y-4">
        <div>
          <h1 id="page-title" className="text-3xl font-bold text-slate-900">
            {t("page.title")}
          </h1>
          <p className="mt-1 text-lg text-slate-700">{t("page.intro")}</p>
        </div>
        <LibraryView variant="page" />
      </section>
    </SignInRequired>
  );
}
