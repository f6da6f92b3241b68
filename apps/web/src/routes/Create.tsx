// /create: the binder builder. Visitors who are not signed in are sent to /signup (builder-and-projects.md §2, §6);
// nothing is decided while the sign-in check is still on its way.
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router-dom";
import { Spinner } from "../components/ui/spinner.tsx";
import { usePageTitle } from "../components/usePageTitle.ts";
import { useAuth } from "../features/shared/useAuth.ts";
import { BuilderPage } from "../features/builder/BuilderPage.tsx";

export default function CreatePage() {
  const { t } = useTranslation("builder");
  usePageTitle(t("page.title"));
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <Spinner label={t("page.checkingSignIn")} />;
  if (!isAuthenticated) return <Navigate to="/signup" replace />;
  return <BuilderPage />;
}
