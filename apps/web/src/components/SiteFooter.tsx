// The site footer: links to the legal and information pages.
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";

const FOOTER_LINKS = [
  { to: "/terms", label: "footer.terms" },
  { to: "/privacy", label: "footer.privacy" },
  { to: "/sitemap", label: "footer.sitemap" },
  { to: "/about", label: "footer.about" },
  { to: "/contact", label: "footer.contact" },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-3 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <nav aria-label={t("footer.navLabel")}>
          <ul className="flex flex-wrap gap-x-1 gap-y-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded-md px-2 text-slate-800 underline underline-offset-4 hover:text-blue-800"
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="px-2 text-sm text-slate-600">{t("footer.disclaimer")}</p>
      </div>
    </footer>
  );
}
