// "/": the builder for a signed-in user, the landing page for a visitor, and nothing decided while the session loads.
// The builder's code is fetched only when a signed-in person needs it, so a visitor's first download stays small.
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../components/ui/spinner.tsx";
import { LandingPage } from "../features/public/LandingPage.tsx";
import { useAuth } from "../features/shared/useAuth.ts";
import { lazyPage } from "../features/pwa/lazyPage.tsx";

// lazyPage (React.lazy) shows "could not be opened" with a Try again button when the code cannot be fetched offline.
const CreatePage = lazyPage(() => import("./Create.tsx"));

export default function HomePage() {
  const { t } = useTranslation("pages");
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <Spinner label={t("home.checkingSignIn")} />;
  return isAuthenticated ? (
    <Suspense fallback={<Spinner label={t("home.loadingBuilder")} />}>
      <CreatePage />
    </Suspense>
  ) : (
    <LandingPage />
  );
}
