// Any path outside the route table (spec §2.17): the spec's title and text, the way home, and the pages people most
// often look for.
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { buttonClasses } from "../components/ui/button.tsx";
import { TextLink } from "../features/public/PublicPage.tsx";
import { usePageMeta } from "../features/public/usePageMeta.ts";

const USEFUL_LINKS = [
  { to: "/help", key: "help" },
  { to: "/file-formats", key: "fileFormats" },
  { to: "/court-information", key: "courtInformation" },
  { to: "/sitemap", key: "sitemap" },
  { to: "/contact", key: "contact" },
] as const;

export default function NotFoundPage() {
  const { t } = useTranslation("pages");
  usePageMeta(t("notFound.title"), t("notFound.description"));
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-xl py-10 text-center">
      <p className="text-5xl font-bold text-slate-500" aria-hidden="true">
        404
      </p>
      <h1 id="page-title" className="mt-2 text-3xl font-bold text-slate-900">
        {t("notFound.title")}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t("notFound.text")}</p>
      <Link to="/" className={buttonClasses("primary", "mt-8")}>
        {t("notFound.home")}
      </Link>
      <nav aria-labelledby="useful-title" className="mt-10 text-left sm:text-center">
        <h2 id="useful-title" className="text-lg font-bold text-slate-900">
          {t("notFound.tryThese")}
        </h2>
        <ul className="mt-2 space-y-1">
          {USEFUL_LINKS.map((link) => (
            <li key={link.to}>
              <TextLink to={link.to} className="inline-flex min-h-11 items-center">
                {t(`notFound.links.${link.key}`)}
              </TextLink>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
