// /privacy (spec §2.15): the privacy policy in the spec's 13 numbered sections. What it says about keeping files is
// guide DECISIONS' "Data kept, and for how long"; whether an outside AI provider reads file content (and which)
// comes from the server's configuration, so the page cannot claim less than what happens.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { TAiProviderResponse } from "@courtready/contracts";
import { Spinner } from "../components/ui/spinner.tsx";
import { LegalDocument } from "../features/public/LegalDocument.tsx";
import { privacySections } from "../features/public/legal.ts";
import { usePageMeta } from "../features/public/usePageMeta.ts";

export default function PrivacyPage() {
  const { t } = useTranslation("legal");
  usePageMeta(t("privacy.title"), t("privacy.description"));
  const provider = useQuery<TAiProviderResponse>({ queryKey: ["/api/ai/provider"] });
  // Offline the answer cannot be had: the page says so rather than guess (undefined → "could not check").
  if (provider.isPending) return <Spinner label={t("privacy.loading")} />;
  return (
    <LegalDocument
      title={t("privacy.title")}
      lead={t("privacy.lead")}
      sections={privacySections(
        { aiProvider: provider.isError ? undefined : (provider.data?.provider ?? null) },
        t,
      )}
    />
  );
}
