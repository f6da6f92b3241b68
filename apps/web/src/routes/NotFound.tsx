// Any path outside the route table (spec §2.17).
import { Link } from "react-router-dom";
import { buttonClasses } from "../components/ui/button.tsx";
import { usePageTitle } from "../components/usePageTitle.ts";

export default function NotFoundPage() {
  usePageTitle("Page Not Found");
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-xl py-10 text-center">
      <p className="text-5xl font-bold text-slate-400" aria-hidden="true">
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
    </section>
  );
}
