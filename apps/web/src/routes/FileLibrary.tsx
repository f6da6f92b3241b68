// /file-library: placeholder until the page is built; it already carries the page's real title.
import { PlaceholderPage } from "../components/PlaceholderPage.tsx";

export default function FileLibraryPage() {
  return <PlaceholderPage title="File Library" />;
}
