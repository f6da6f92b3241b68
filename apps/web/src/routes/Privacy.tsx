// /privacy (spec §2.15): the privacy policy in the spec's 13 numbered sections. What it says about keeping files is
// guide DECISIONS' "Data kept, and for how long"; whether an outside AI provider reads file content (and which)
// comes from the server's configuration, so the page cannot claim less than what happens.
import { useQuery } from "@tanstack/react-query";
import type { TAiProviderResponse } from "@courtready/contracts";
import { Spinner } from "../components/ui/spinner.tsx";
import { LegalDocument } from "../features/public/LegalDocument.tsx";
import { privacySections } from "../features/public/legal.ts";
import { usePageMeta } from "../features/public/usePageMeta.ts";

export default function PrivacyPage() {
  usePageMeta(
    "Privacy Policy",
    "What CourtReady collects, how it is used, how long files are kept, and your privacy rights.",
  );
  const provider = useQuery<TAiProviderResponse>({ queryKey: ["/api/ai/provider"] });
  // Offline the answer cannot be had: the page says so rather than guess (undefined → "could not check").
  if (provider.isPending) return <Spinner label="Loading the privacy policy" />;
  return (
    <LegalDocument
      title="Privacy Policy"
      lead="What we collect, why, how long we keep it, and the choices you have."
      sections={privacySections({
        aiProvider: provider.isError ? undefined : (provider.data?.provider ?? null),
      })}
    />
  );
}
