// /privacy (spec §2.15): the privacy policy in the spec's 13 numbered sections. What it says about keeping files is
// guide DECISIONS' "Data kept, and for how long".
import { LegalDocument } from "../features/public/LegalDocument.tsx";
import { privacySections } from "../features/public/legal.ts";
import { usePageMeta } from "../features/public/usePageMeta.ts";

/**
 * The outside AI provider that receives file content, by name, or null when none is set up. None is configured in
 * the product as built; when one is, the server should report its name and this page should show it.
 */
const AI_PROVIDER: string | null = null;

export default function PrivacyPage() {
  usePageMeta(
    "Privacy Policy",
    "What CourtReady collects, how it is used, how long files are kept, and your privacy rights.",
  );
  return (
    <LegalDocument
      title="Privacy Policy"
      lead="What we collect, why, how long we keep it, and the choices you have."
      sections={privacySections({ aiProvider: AI_PROVIDER })}
    />
  );
}
