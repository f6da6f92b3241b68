// Any path outside the route table (spec §2.17): the spec's title and text, the way home, and the pages people most
// often look for.
import { Link } from "react-router-dom";
import { buttonClasses } from "../components/ui/button.tsx";
import { TextLink } from "../features/public/PublicPage.tsx";
import { usePageMeta } from "../features/public/usePageMeta.ts";

const USEFUL_LINKS = [
  { to: "/help", label: "How to use CourtReady" },
  { to: "/file-formats", label: "File format help" },
  { to: "/court-information", label: "Court information" },
  { to: "/sitemap", label: "Site map: every page" },
  { to: "/contact", label: "Contact support" },
] as const;

export default function NotFoundPage() {
  usePageMeta("Page Not Found", "This page does not exist or has been moved.");
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-xl py-10 text-center">
      <p className="text-5xl font-bold text-slate-500" aria-hidden="true">
        404
      </p>
      <h1 id="page-title" className="mt-2 text-3xl font-bold text-slate-900">
        Page Not Found
      </h1>
      <p className="mt-3 text-lg text-slate-700">
        The page you're looking for doesn't exist or has been moved.
      </p>
      <Link to="/" className={buttonClasses("primary", "mt-8")}>
        Return to Home
      </Link>
      <nav aria-labelledby="useful-title" className="mt-10 text-left sm:text-center">
        <h2 id="useful-title" className="text-lg font-bold text-slate-900">
          Or try one of these pages
        </h2>
        <ul className="mt-2 space-y-1">
          {USEFUL_LINKS.map((link) => (
            <li key={link.to}>
              <TextLink to={link.to} className="inline-flex min-h-11 items-center">
                {link.label}
              </TextLink>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
