// Shows a legal document (terms, privacy) from its sections: the dates, an "on this page" list, then each numbered
// section with its paragraphs, lists and links. All text comes from legal.ts; nothing is rendered as HTML.
import { LEGAL_EFFECTIVE_DATE, LEGAL_EFFECTIVE_DATE_ISO } from "./legal.ts";
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
  return (
    <div className="mx-auto max-w-3xl">
      <PageIntro
        title={title}
        lead={lead}
        meta={
          <>
            Effective and last updated <time dateTime={LEGAL_EFFECTIVE_DATE_ISO}>{LEGAL_EFFECTIVE_DATE}</time>
          </>
        }
      />
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
