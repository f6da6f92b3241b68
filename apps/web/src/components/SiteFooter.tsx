// The site footer: links to the legal and information pages.
import { Link } from "react-router-dom";

const FOOTER_LINKS = [
  { to: "/terms", label: "Terms" },
  { to: "/privacy", label: "Privacy" },
  { to: "/sitemap", label: "Site Map" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;

export function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-3 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-1 gap-y-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded-md px-2 text-slate-800 underline underline-offset-4 hover:text-blue-800"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="px-2 text-sm text-slate-600">
          CourtReady formats documents. It is not a law firm and does not give legal advice.
        </p>
      </div>
    </footer>
  );
}
