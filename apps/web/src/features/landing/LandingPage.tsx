// The landing page for visitors (spec §2.3); for now a placeholder with the two ways in: sign up or log in.
import { Link } from "react-router-dom";
import { PlaceholderPage } from "../../components/PlaceholderPage.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";

export function LandingPage() {
  return (
    <PlaceholderPage title="Court-ready exhibit binders">
      <Link to="/signup" className={buttonClasses("primary")}>
        Build A Binder
      </Link>
      <Link to="/login" className={buttonClasses("secondary")}>
        Log In
      </Link>
    </PlaceholderPage>
  );
}
