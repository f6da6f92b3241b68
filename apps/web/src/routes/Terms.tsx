// /terms (spec §2.15): the terms of service in 13 sections, effective August 3, 2025.
import { LegalDocument } from "../features/public/LegalDocument.tsx";
import { TERMS_SECTIONS } from "../features/public/legal.ts";
import { usePageMeta } from "../features/public/usePageMeta.ts";

export default function TermsPage() {
  usePageMeta(
    "Terms of Service",
    "The terms for using CourtReady: it formats documents and gives no legal advice, how memberships work, and how long files are kept.",
  );
  return (
    <LegalDocument
      title="Terms of Service"
      lead="The rules for using CourtReady, in plain words. CourtReady formats documents; it is not a law firm and does not give legal advice."
      sections={TERMS_SECTIONS}
    />
  );
}
