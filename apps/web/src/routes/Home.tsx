// "/": the builder for a signed-in user, the landing page for a visitor, and nothing decided while the session loads.
import { Spinner } from "../components/ui/spinner.tsx";
import { LandingPage } from "../features/landing/LandingPage.tsx";
import { useAuth } from "../features/auth/useAuth.ts";
import CreatePage from "./Create.tsx";

export default function HomePage() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <Spinner label="Checking whether you are signed in" />;
  return isAuthenticated ? <CreatePage /> : <LandingPage />;
}
