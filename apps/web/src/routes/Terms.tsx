// /terms (spec §2.15): the terms of service in 13 sections, effective August 3, 2025.
import { useTranslation } from "react-i18next";
import { LegalDocument } from "../features/public/LegalDocument.tsx";
import { termsSections } from "../features/public/legal.ts";
import { usePageMeta } from "../features/public/usePageMeta.ts";

export default function TermsPage() {
  const { t } = useTranslation("legal");
  usePageMeta(t("terms.title"), t("terms.description"));
  return <LegalDocument title={t("terms.title")} lead={t("terms.lead")} sections={termsSections(t)} />;
}
