// /sitemap (spec §2.15): every public page, grouped, each with a line on what it is for; every binder type; the core
// features; the supported file types; and how to reach support.
import { Link } from "react-router-dom";
import { ACCEPTED_FORMATS_SENTENCE, MAX_FILE_MB, binderTypesByName } from "@courtready/contracts";
import { SITEMAP_GROUPS } from "../features/public/sitemap.ts";
import type { SitemapLink } from "../features/public/sitemap.ts";
import {
  BulletList,
  ExternalTextLink,
  PageIntro,
  Section,
  TextLink,
} from "../features/public/PublicPage.tsx";
import { usePageMeta } from "../features/public/usePageMeta.ts";

const CORE_FEATURES = [
  "Exhibit labels: numbers for plaintiff-side roles, letters for defendant-side roles",
  "Page numbers on every page, in a margin that never covers your documents",
  "A cover page and an exhibit list that links to each exhibit",
  "Bookmarks for every exhibit",
  "One PDF to print or file, and a ZIP with each exhibit on its own",
];

export default function SitemapPage() {
  usePageMeta(
    "Site Map",
    "Every page of CourtReady, grouped: help, courts, binder types, account and company pages.",
  );
  const types = binderTypesByName();
  return (
    <div className="mx-auto max-w-4xl">
      <PageIntro title="Site Map" lead="Every page of CourtReady, in one place." />

      <div className="grid gap-x-10 md:grid-cols-2">
        {SITEMAP_GROUPS.map((group) => (
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

      <Section id="binder-types" title="Binder types">
        <ul className="grid grid-cols-1 gap-x-6 min-[360px]:grid-cols-2 md:grid-cols-3">
          {types.map((type) => (
            <li key={type.slug}>
              <Link
                to={`/binder-type/${type.slug}`}
                className="inline-flex min-h-11 items-center rounded-sm text-blue-800 underline underline-offset-4 hover:text-blue-950"
              >
                {type.name}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <div className="mt-10 grid gap-x-10 md:grid-cols-2">
        <Section id="core-features" title="Core features">
          <BulletList items={CORE_FEATURES} className="text-base" />
        </Section>
        <Section id="file-types" title="Supported file types" className="md:mt-0">
          <p className="text-base">
            {ACCEPTED_FORMATS_SENTENCE}, up to {MAX_FILE_MB} MB each.{" "}
            <TextLink to="/file-formats">File format help</TextLink>
          </p>
        </Section>
      </div>

      <Section id="support" title="Support">
        <p>
          Questions about CourtReady? <TextLink to="/contact">Send us a message</TextLink>, or read{" "}
          <TextLink to="/help">how to use CourtReady</TextLink>.
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
