// An honest stand-in for a page that a later piece of work builds: its real title and one plain sentence.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "./usePageTitle.ts";
import { TitledSection } from "./TitledSection.tsx";

export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation("pages");
  usePageTitle(title);
  return (
    <TitledSection id="page-title" title={title} lead={t("placeholder.beingBuilt")} tone="page">
      {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
    </TitledSection>
  );
}
