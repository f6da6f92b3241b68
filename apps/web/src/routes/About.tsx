// /about: placeholder until the page is built; it already carries the page's real title.
import { PlaceholderPage } from "../components/PlaceholderPage.tsx";

export default function AboutPage() {
  return <PlaceholderPage title="About CourtReady" />;
}
