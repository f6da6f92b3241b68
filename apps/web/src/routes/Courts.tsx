// /courts: placeholder until the page is built; it already carries the page's real title.
import { PlaceholderPage } from "../components/PlaceholderPage.tsx";

export default function CourtsPage() {
  return <PlaceholderPage title="All U.S. Courts" />;
}
