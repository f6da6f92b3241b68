// /file-library (accounts-dashboard-and-pages.md §2.9): the person's stored evidence, with folders and stat cards.
import { SignInRequired } from "../components/SignInRequired.tsx";
import { usePageTitle } from "../components/usePageTitle.ts";
import { LibraryView } from "../features/library/LibraryView.tsx";

export default function FileLibraryPage() {
  usePageTitle("File Library");
  return (
    <SignInRequired what="your file library">
      <section aria-labelledby="page-title" className="mx-auto max-w-6xl space-y-4">
        <div>
          <h1 id="page-title" className="text-3xl font-bold text-slate-900">
            File Library
          </h1>
          <p className="mt-1 text-lg text-slate-700">
            Keep your evidence in one place. Files stay here until you delete them.
          </p>
        </div>
        <LibraryView variant="page" />
      </section>
    </SignInRequired>
  );
}
