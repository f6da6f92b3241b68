// A block of a page named by its own heading (aria-labelledby), with an optional lead sentence, in one of the site's
// three frames: a white card, a blue notice that asks for something, or a page of its own with an h1. Panels wrote
// this frame out by hand; one place keeps their looks and their accessible names the same.
import type { ReactNode } from "react";

export type SectionTone = "card" | "notice" | "page";

const FRAMES: Record<SectionTone, { section: string; heading: string; lead: string }> = {
  card: {
    section: "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6",
    heading: "text-xl font-bold text-slate-900",
    lead: "mt-1 text-slate-700",
  },
  notice: {
    section: "rounded-2xl border-2 border-blue-300 bg-blue-50 p-5 text-slate-900 sm:p-6",
    heading: "text-2xl font-bold",
    lead: "mt-2 text-lg",
  },
  page: {
    section: "mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10",
    heading: "text-2xl font-bold text-slate-900 sm:text-3xl",
    lead: "mt-3 text-lg text-slate-700",
  },
};

export function TitledSection({
  id,
  title,
  lead,
  tone = "card",
  children,
}: {
  /** The heading's id; a page's heading is "page-title", which the skip link and tests look for. */
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  tone?: SectionTone;
  children?: ReactNode;
}) {
  const frame = FRAMES[tone];
  const Heading = tone === "page" ? "h1" : "h2";
  return (
    <section aria-labelledby={id} className={frame.section}>
      <Heading id={id} className={frame.heading}>
        {title}
      </Heading>
      {lead === undefined ? null : <p className={frame.lead}>{lead}</p>}
      {children}
    </section>
  );
}
