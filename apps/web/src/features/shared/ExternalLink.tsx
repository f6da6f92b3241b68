// A link that leaves CourtReady (a court's website, a source): opens in a new tab so the user keeps their place, and
// says so to screen readers. Only http(s) addresses become links; anything else is shown as plain text. Shared by
// the court directory and the builder's court panel.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { safeWebUrl } from "./webUrl.ts";

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation("courts");
  const url = safeWebUrl(href);
  if (!url) return <>{children}</>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="rounded-sm font-medium break-words text-blue-800 underline underline-offset-2 hover:text-blue-950"
    >
      {children}
      <span className="sr-only"> {t("source.opensInNewTab")}</span>
    </a>
  );
}
