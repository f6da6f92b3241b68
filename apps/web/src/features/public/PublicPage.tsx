// Building blocks of the public information pages: the page heading, titled sections, links that look like links,
// an "on this page" list, and the not-legal-advice note. One look for every page, readable on a phone.
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { EXTERNAL_LINKS } from "@courtready/contracts";

export const LINK_CLASSES =
  "rounded-sm font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-950 break-words";

/** A link inside CourtReady, styled as a link. */
export function TextLink({
  to,
  children,
  className = "",
}: {
  to: string;
  // Optional so that <Trans> can fill it with the linked words of a translated sentence.
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Link to={to} className={`${LINK_CLASSES} ${className}`.trim()}>
      {children}
    </Link>
  );
}

/** A link that leaves CourtReady: opens in a new tab, and says so to screen readers. */
export function ExternalTextLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation("pages");
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={LINK_CLASSES}>
      {children}
      <span className="sr-only">{t("shared.opensNewTab")}</span>
    </a>
  );
}

/** The page's one h1, an optional short lead paragraph, and an optional line under it (a date, a note). */
export function PageIntro({
  title,
  lead,
  meta,
  children,
}: {
  title: string;
  lead?: ReactNode;
  meta?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mb-8">
      <h1 id="page-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h1>
      {lead ? <p className="mt-3 max-w-3xl text-lg text-slate-700 sm:text-xl">{lead}</p> : null}
      {meta ? <p className="mt-3 text-base text-slate-600">{meta}</p> : null}
      {children}
    </header>
  );
}

/** A titled part of a page; its h2 carries the id that "on this page" links jump to. */
export function Section({
  id,
  title,
  children,
  className = "",
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={`mt-10 scroll-mt-4 first:mt-0 ${className}`.trim()}>
      <h2 id={`${id}-title`} className="scroll-mt-4 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-4 text-lg leading-relaxed text-slate-800">{children}</div>
    </section>
  );
}

/** A bullet list with comfortable spacing for reading. */
export function BulletList({ items, className = "" }: { items: readonly ReactNode[]; className?: string }) {
  return (
    <ul className={`list-disc space-y-2 pl-6 marker:text-slate-500 ${className}`.trim()}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** Links to the sections of a long page, so a phone user need not scroll to find one. */
export function OnThisPage({ sections }: { sections: readonly { id: string; title: string }[] }) {
  const { t } = useTranslation("pages");
  return (
    <nav
      aria-label={t("shared.onThisPage")}
      className="mb-10 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <p className="text-base font-bold text-slate-900">{t("shared.onThisPage")}</p>
      <ol className="mt-2 grid gap-x-6 gap-y-0.5 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}-title`}
              className="inline-flex min-h-11 items-center rounded-sm text-blue-800 underline underline-offset-4 hover:text-blue-950"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The note every page about cases carries: CourtReady formats documents and gives no legal advice. */
export function NotLegalAdvice({ className = "" }: { className?: string }) {
  const { t } = useTranslation("pages");
  return (
    <aside
      aria-label={t("shared.notLegalAdviceLabel")}
      className={`rounded-xl border-2 border-amber-300 bg-amber-50 p-4 text-base text-slate-900 sm:p-5 ${className}`.trim()}
    >
      <p>
        <Trans
          t={t}
          i18nKey="shared.notLegalAdvice"
          components={{
            strong: <strong />,
            attorney: <ExternalTextLink href={EXTERNAL_LINKS.findAttorney} />,
            legalAid: <ExternalTextLink href={EXTERNAL_LINKS.legalAid} />,
          }}
        />
      </p>
    </aside>
  );
}

/** A white card around a block of content. */
export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`.trim()}>
      {children}
    </div>
  );
}
