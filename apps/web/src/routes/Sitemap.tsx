// /sitemap (spec §2.15): every public page, grouped, each with a line on what it is for; every binder type; the core
// features; the supported file types; and how to reach support.
import { Trans, useTranslation } from "react-i18next";
import { MAX_FILE_MB } from "@courtready/contracts";
import { currentLanguage } from "../i18n/index.ts";
import { binderTypesByLocalName } from "../features/shared/binderTypeNames.ts";
import { useAcceptedFormatsSentence } from "../features/public/fileFormats.ts";
import { sitemapGroups } from "../features/public/sitemap.ts";
import type { SitemapLink } from "../features/public/sitemap.ts";
import {
  BulletList,
  ExternalTextLink,
  PageIntro,
  Section,
  TextLink,
} from "../features/public/PublicPage.tsx";
import { usePageMeta } from "../features/public/usePageMeta.ts";
import { BinderTypeList } from "../components/BinderTypeLinks.tsx";

const CORE_FEATURES = ["labels", "pageNumbers", "coverIndex", "bookmarks", "output"] as const;

export default function SitemapPage() {
  const { t } = useTranslation("pages");
  usePageMeta(t("sitemap.title"), t("sitemap.description"));
  const formats = useAcceptedFormatsSentence();
  const { t: typesT } = useTranslation("binderTypes");
  const types = binderTypesByLocalName(typesT, currentLanguage());
  return (
    <div className="mx-auto max-w-4xl">
      <PageIntro title={t("sitemap.title")} lead={t("sitemap.lead")} />

      <div className="grid gap-x-10 md:grid-cols-2">
        {sitemapGroups(t).map((group) => (
          <Section key={group.id} id={group.id} title={group.title} className="md:[&:nth-child(2)]:mt-0">
            <ul className="space-y-3">
              {group.links.map((link) => (
                <li key={link.to}>
                  <SitemapEntry link={link} />
                </li>
              ))}
            </ul>
          </Section>
        ))}
      </div>

      <Section id="binder-types" title={t("sitemap.binderTypes")}>
        <BinderTypeList
          types={types}
          className="grid grid-cols-1 gap-x-6 min-[360px]:grid-cols-2 md:grid-cols-3"
          linkClassName="inline-flex min-h-11 items-center rounded-sm text-blue-800 underline underline-offset-4 hover:text-blue-950"
        />
      </Section>

      <div className="mt-10 grid gap-x-10 md:grid-cols-2">
        <Section id="core-features" title={t("sitemap.coreFeatures")}>
          <BulletList
            items={CORE_FEATURES.map((feature) => t(`sitemap.coreFeatureList.${feature}`))}
            className="text-base"
          />
        </Section>
        <Section id="file-types" title={t("sitemap.fileTypes")} className="md:mt-0">
          <p className="text-base">
            {t("sitemap.fileTypesText", { formats, mb: MAX_FILE_MB })}{" "}
            <TextLink to="/file-formats">{t("sitemap.fileFormatHelp")}</TextLink>
          </p>
        </Section>
      </div>

      <Section id="support" title={t("sitemap.support")}>
        <p>
          <Trans
            t={t}
            i18nKey="sitemap.supportText"
            components={{ contact: <TextLink to="/contact" />, help: <TextLink to="/help" /> }}
          />
        </p>
      </Section>
    </div>
  );
}

function SitemapEntry({ link }: { link: SitemapLink }) {
  return (
    <>
      {link.external ? (
        <ExternalTextLink href={link.to}>{link.label}</ExternalTextLink>
      ) : (
        <TextLink to={link.to}>{link.label}</TextLink>
      )}
      <span className="block text-base text-slate-600">{link.description}</span>
    </>
  );
}
