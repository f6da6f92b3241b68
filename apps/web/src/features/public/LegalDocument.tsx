// Shows a legal document (terms, privacy) from its sections: the dates, an "on this page" list, then each numbered
// section with its paragraphs, lists and links. All text comes from legal.ts; nothing is rendered as HTML. A
// translation says, at its top, that the English version governs.
import { Trans, useTranslation } from "react-i18next";
import { currentLanguage } from "../../i18n/index.ts";
import { LEGAL_EFFECTIVE_DATE_ISO } from "./legal.ts";
import { LOCALES } from "./landingText.ts";
import type { LegalBlock, LegalSection } from "./legal.ts";
import { BulletList, OnThisPage, PageIntro, Section, TextLink } from "./PublicPage.tsx";

export function LegalDocument({
  title,
  lead,
  sections,
}: {
  title: string;
  lead: string;
  sections: readonly LegalSection[];
}) {
  const { t } = useTranslation("legal");
  const language = currentLanguage();
  // Noon UTC, so the day is the same in every time zone the date is written for.
  const effective = new Date(`${LEGAL_EFFECTIVE_DATE_ISO}T12:00:00Z`).toLocaleDateString(LOCALES[language], {
    dateStyle: "long",
    timeZone: "UTC",
  });
  return (
    <div className="mx-auto max-w-3xl">
      <PageIntro
        title={title}
        lead={lead}
        meta={
          <Trans
            t={t}
            i18nKey="effective"
            values={{ date: effective }}
            components={{ time: <time dateTime={LEGAL_EFFECTIVE_DATE_ISO} /> }}
          />
        }
      >
        {language !== "en" ? (
          <p className="mt-4 rounded-xl border-2 border-amber-300 bg-amber-50 p-4 text-base font-semibold text-slate-900">
            {t("englishGoverns")}
          </p>
        ) : null}
      </PageIntro>
      <OnThisPage sections={sections} />
      {sections.map((section) => (
        <Section key={section.id} id={section.id} title={section.title}>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </Section>
      ))}
    </div>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  if ("list" in block) return <BulletList items={block.list} />;
  return (
    <p>
      <TextLink to={block.link.to}>{block.link.label}</TextLink>
    </p>
  );
}
