// The landing page for visitors (spec §2.3): the date ticker, the hero with the lowest plan price, what CourtReady
// does, the 30 binder types, how it works, who uses it, why choose it, and what it can handle. Every number on it is
// computed: the price from the plans, the limits from contracts, the court count from the server.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import {
  MAX_BUILD_MB,
  MAX_FILE_MB,
  MIN_IMAGE_DPI,
  TEMPORARY_FILES_RETENTION_HOURS,
} from "@courtready/contracts";
import { ACCEPTED_FORMATS_SENTENCE, binderTypesByName, lowestPlanPrice } from "@courtready/contracts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useAuth } from "../shared/useAuth.ts";
import { NotLegalAdvice, TextLink } from "./PublicPage.tsx";
import { usePageMeta } from "./usePageMeta.ts";
import { DateTicker } from "./DateTicker.tsx";
import { useCourtCoverage } from "./useCourtCoverage.ts";

const WHAT_IT_DOES = [
  {
    title: "Turns every file into PDF pages",
    text: "PDFs, phone photos, Word, Excel and text files become pages of one binder, in the order you choose.",
  },
  {
    title: "Labels every exhibit",
    text: "Numbers (1, 2, 3) for plaintiff-side roles, letters (A, B, C) for defendant-side roles, with a label on the first page of each exhibit.",
  },
  {
    title: "Numbers every page",
    text: "“Page 3 of 42” on every page, and the exhibit's own page too. Numbers go in a margin kept clear, so nothing is covered.",
  },
  {
    title: "Builds the cover and the index",
    text: "A cover page with your case details, and an exhibit list with each exhibit's description and pages. Click an entry to jump to it.",
  },
  {
    title: "Adds bookmarks",
    text: "One bookmark per exhibit, so anyone reading the PDF can jump straight to it.",
  },
  {
    title: "Packs everything in a ZIP",
    text: "The binder, the exhibit list on its own, and each exhibit as a separate PDF, ready to e-file or share.",
  },
] as const;

const STEPS = [
  {
    title: "Tell us about your case",
    text: "Choose the binder type, your court and your role. Add the case name, number and hearing date.",
  },
  {
    title: "Upload and put in order",
    text: "Add your documents from your phone or computer. Put them in order and describe each one.",
  },
  {
    title: "Preview, build and download",
    text: "Check the exhibit list, then build. Download one PDF to print or file, and a ZIP with every exhibit.",
  },
] as const;

const AUDIENCE = [
  {
    title: "People going to court on their own",
    text: "Tenants, parents, workers, small business owners: anyone preparing for a hearing without a lawyer.",
  },
  {
    title: "Attorneys",
    text: "A clean, numbered exhibit binder without an afternoon of stamping and counting pages.",
  },
  {
    title: "Paralegals and legal assistants",
    text: "The same careful labels, page numbers and index, every time, for every case.",
  },
] as const;

const REASONS = [
  {
    title: "Nothing lost, nothing covered",
    text: "Every document goes in whole, in your order, or the build stops and tells you which file and why. Labels and numbers never cover your content.",
  },
  {
    title: "Plain words",
    text: "When a file cannot be used, you are told why and what to do about it, in plain English.",
  },
  {
    title: "Made for phones",
    text: "Upload photos straight from your phone, including iPhone HEIC photos. Every page works on a small screen.",
  },
  {
    title: "Your files, your choice",
    text: `Saved work stays until you delete it. Files from a build you do not save are deleted ${TEMPORARY_FILES_RETENTION_HOURS} hours after the build.`,
  },
] as const;

const HEADING = "text-2xl font-bold text-slate-900 sm:text-3xl";

export function LandingPage() {
  usePageMeta(
    undefined,
    "Turn PDFs, phone photos, Word and Excel files into a court-ready exhibit binder: labeled exhibits, page numbers, an index and bookmarks, in one PDF.",
  );
  const { isAuthenticated } = useAuth();
  const { sentence: coverage } = useCourtCoverage();
  const fromPrice = lowestPlanPrice().display;
  const types = binderTypesByName();

  return (
    <div className="space-y-14 sm:space-y-20">
      <div className="space-y-8">
        <DateTicker />

        <section aria-labelledby="hero-title" className="grid items-center gap-8 lg:grid-cols-[3fr_2fr]">
          <div>
            <h1
              id="hero-title"
              className="text-4xl leading-tight font-bold tracking-tight text-slate-900 sm:text-5xl"
            >
              Turn your evidence into a court-ready exhibit binder
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-slate-700 sm:text-xl">
              Upload your PDFs, phone photos, Word and Excel files. CourtReady labels each exhibit, numbers
              every page and builds the index, so you can walk into your hearing organized.
            </p>
            <p className="mt-5 inline-block rounded-full bg-green-100 px-4 py-1.5 text-lg font-bold text-green-900">
              Plans from {fromPrice}
            </p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Link
                to={isAuthenticated ? "/create" : "/signup"}
                className={buttonClasses("primary", "px-6 text-lg")}
              >
                Build A Binder
              </Link>
              <a href="#how-it-works-title" className={buttonClasses("secondary", "px-6 text-lg")}>
                See how it works
              </a>
            </div>
            {coverage ? (
              <p className="mt-5 text-base text-slate-700">
                Court information for {coverage}. <TextLink to="/court-information">Find your court</TextLink>
              </p>
            ) : null}
          </div>
          <SampleExhibitPage />
        </section>
      </div>

      <section aria-labelledby="what-title">
        <h2 id="what-title" className={HEADING}>
          What CourtReady does
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {WHAT_IT_DOES.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="text-lg font-bold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-base text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="binder-types-title">
        <h2 id="binder-types-title" className={`${HEADING} scroll-mt-4`}>
          {types.length} binder types
        </h2>
        <p className="mt-2 max-w-3xl text-lg text-slate-700">
          Choose the type closest to your case. Each page explains the kind of case and the evidence that
          often matters.
        </p>
        <ul className="mt-6 grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 lg:grid-cols-3">
          {types.map((type) => (
            <li key={type.slug}>
              <Link
                to={`/binder-type/${type.slug}`}
                className="flex h-full min-h-12 items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-4 py-2 font-semibold text-blue-900 hover:border-blue-400 hover:bg-blue-50"
              >
                {type.name}
                <span aria-hidden="true" className="text-blue-700">
                  ›
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-it-works-title">
        <h2 id="how-it-works-title" className={`${HEADING} scroll-mt-4`}>
          How it works
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <p
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-blue-800 text-lg font-bold text-white"
              >
                {index + 1}
              </p>
              <h3 className="mt-3 text-lg font-bold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-base text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-lg">
          <TextLink to="/help">Read the full how-to guide</TextLink>
        </p>
      </section>

      <section aria-labelledby="who-title">
        <h2 id="who-title" className={HEADING}>
          Who uses CourtReady
        </h2>
        <TitledCards items={AUDIENCE} gridClass="md:grid-cols-3" />
      </section>

      <section aria-labelledby="why-title">
        <h2 id="why-title" className={HEADING}>
          Why choose CourtReady
        </h2>
        <TitledCards items={REASONS} gridClass="sm:grid-cols-2" />
      </section>

      <section aria-labelledby="capabilities-title">
        <h2 id="capabilities-title" className={HEADING}>
          Technical capabilities
        </h2>
        <dl className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-5 shadow-sm">
          <Capability term="File types">
            {ACCEPTED_FORMATS_SENTENCE}. <TextLink to="/file-formats">File format help</TextLink>
          </Capability>
          <Capability term="File size">
            Up to {MAX_FILE_MB} MB per file and {MAX_BUILD_MB} MB per binder.
          </Capability>
          <Capability term="Photos and scans">
            Turned upright and sized for the page. You get a warning when a picture would print at under{" "}
            {MIN_IMAGE_DPI} dpi and may look blurry.
          </Capability>
          <Capability term="PDFs">
            Damaged files are repaired when possible. Filled-in forms and comments print as they look on
            screen.
          </Capability>
          <Capability term="Pages">US Letter (8.5 × 11 inches). Wide pages stay landscape.</Capability>
          <Capability term="What you get">
            One PDF with bookmarks and a linked index, plus a ZIP with the exhibit list and each exhibit on
            its own.
          </Capability>
          {coverage ? (
            <Capability term="Courts">
              Court information for {coverage}. <TextLink to="/courts">See all courts</TextLink>
            </Capability>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="start-title" className="rounded-2xl bg-blue-950 p-6 text-white sm:p-10">
        <h2 id="start-title" className="text-2xl font-bold sm:text-3xl">
          Ready when you are
        </h2>
        <p className="mt-2 max-w-2xl text-lg text-blue-100">
          Gather your documents, then build your binder in three steps. Plans from {fromPrice}.
        </p>
        <Link
          to={isAuthenticated ? "/create" : "/signup"}
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-6 py-2 text-lg font-semibold text-blue-950 hover:bg-blue-100"
        >
          Build A Binder
        </Link>
      </section>

      <NotLegalAdvice />
    </div>
  );
}

function Capability({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-4 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-base font-bold text-slate-900">{term}</dt>
      <dd className="text-base text-slate-700">{children}</dd>
    </div>
  );
}

/** A drawing of an exhibit's first page with its sticker and page stamp: decoration, hidden from screen readers. */
function SampleExhibitPage() {
  return (
    <div aria-hidden="true" className="mx-auto hidden w-full max-w-xs sm:block">
      <div className="relative aspect-[8.5/11] rounded-md border border-slate-300 bg-white p-6 shadow-xl">
        <div className="space-y-2">
          <div className="h-3 w-2/3 rounded bg-slate-300" />
          <div className="h-2 w-full rounded bg-slate-200" />
          <div className="h-2 w-full rounded bg-slate-200" />
          <div className="h-2 w-5/6 rounded bg-slate-200" />
          <div className="mt-4 h-20 w-full rounded bg-slate-100" />
          <div className="h-2 w-full rounded bg-slate-200" />
          <div className="h-2 w-3/4 rounded bg-slate-200" />
        </div>
        <div className="absolute inset-x-4 bottom-3 grid grid-cols-3 items-end gap-2 border-t border-dashed border-slate-300 pt-2 text-[11px] leading-tight text-slate-600">
          <span>Exhibit A – page 1 of 4</span>
          <span className="text-center">Page 3 of 42</span>
          <span className="justify-self-end rounded border-2 border-blue-700 bg-blue-100 px-2 py-1 text-xs font-bold whitespace-nowrap text-blue-900">
            EXHIBIT A
          </span>
        </div>
      </div>
    </div>
  );
}

/** A grid of cards, each a short title and a sentence or two. */
function TitledCards({
  items,
  gridClass,
}: {
  items: readonly { title: string; text: string }[];
  gridClass: string;
}) {
  return (
    <ul className={`mt-6 grid gap-4 ${gridClass}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="text-lg font-bold text-slate-900">{item.title}</h3>
          <p className="mt-2 text-base text-slate-700">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
