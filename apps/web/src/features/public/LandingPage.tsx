// The landing page for visitors (spec §2.3): the date ticker, the hero with the lowest plan price, what CourtReady
// does, the 30 binder types, how it works, who uses it, why choose it, and what it can handle. Every number on it is
// computed: the price from the plans, the limits from contracts, the court count from the server.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import {
  MAX_BUILD_MB,
  MAX_FILE_MB,
  MIN_IMAGE_DPI,
  TEMPORARY_FILES_RETENTION_HOURS,
} from "@courtready/contracts";
import { lowestPlanPrice } from "@courtready/contracts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { currentLanguage } from "../../i18n/index.ts";
import { binderTypesByLocalName } from "../shared/binderTypeNames.ts";
import { useAuth } from "../shared/useAuth.ts";
import { NotLegalAdvice, TextLink } from "./PublicPage.tsx";
import { usePageMeta } from "./usePageMeta.ts";
import { DateTicker } from "./DateTicker.tsx";
import { useAcceptedFormatsSentence } from "./fileFormats.ts";
import { useCourtCoverage } from "./useCourtCoverage.ts";
import { BinderTypeList } from "../../components/BinderTypeLinks.tsx";

// Each card's words are in the landing catalogue under these keys, in this order.
const WHAT_IT_DOES = ["pages", "labels", "numbers", "coverIndex", "bookmarks", "zip"] as const;
const STEPS = ["case", "upload", "build"] as const;
const AUDIENCE = ["selfRepresented", "attorneys", "paralegals"] as const;
const REASONS = ["nothingLost", "plainWords", "phones", "yourFiles"] as const;

const HEADING = "text-2xl font-bold text-slate-900 sm:text-3xl";

export function LandingPage() {
  const { t } = useTranslation("landing");
  usePageMeta(undefined, t("meta.description"));
  const acceptedFormats = useAcceptedFormatsSentence();
  const { isAuthenticated } = useAuth();
  const { sentence: coverage } = useCourtCoverage();
  const fromPrice = lowestPlanPrice().display;
  const { t: typesT } = useTranslation("binderTypes");
  const types = binderTypesByLocalName(typesT, currentLanguage());

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
              {t("hero.title")}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-slate-700 sm:text-xl">{t("hero.lead")}</p>
            <p className="mt-5 inline-block rounded-full bg-green-100 px-4 py-1.5 text-lg font-bold text-green-900">
              {t("hero.plansFrom", { price: fromPrice })}
            </p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Link
                to={isAuthenticated ? "/create" : "/signup"}
                className={buttonClasses("primary", "px-6 text-lg")}
              >
                {t("hero.buildBinder")}
              </Link>
              <a href="#how-it-works-title" className={buttonClasses("secondary", "px-6 text-lg")}>
                {t("hero.seeHow")}
              </a>
            </div>
            {coverage ? (
              <p className="mt-5 text-base text-slate-700">
                {t("hero.courtInfoFor", { coverage })}{" "}
                <TextLink to="/court-information">{t("hero.findCourt")}</TextLink>
              </p>
            ) : null}
          </div>
          <SampleExhibitPage />
        </section>
      </div>

      <section aria-labelledby="what-title">
        <h2 id="what-title" className={HEADING}>
          {t("whatItDoes.title")}
        </h2>
        <TitledCards
          items={WHAT_IT_DOES.map((key) => ({
            title: t(`whatItDoes.${key}.title`),
            text: t(`whatItDoes.${key}.text`),
          }))}
          gridClass="sm:grid-cols-2 lg:grid-cols-3"
        />
      </section>

      <section aria-labelledby="binder-types-title">
        <h2 id="binder-types-title" className={`${HEADING} scroll-mt-4`}>
          {t("binderTypes.title", { count: types.length })}
        </h2>
        <p className="mt-2 max-w-3xl text-lg text-slate-700">{t("binderTypes.lead")}</p>
        <BinderTypeList
          types={types}
          className="mt-6 grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 lg:grid-cols-3"
          linkClassName="flex h-full min-h-12 items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-4 py-2 font-semibold text-blue-900 hover:border-blue-400 hover:bg-blue-50"
          after={
            <span aria-hidden="true" className="text-blue-700">
              ›
            </span>
          }
        />
      </section>

      <section aria-labelledby="how-it-works-title">
        <h2 id="how-it-works-title" className={`${HEADING} scroll-mt-4`}>
          {t("howItWorks.title")}
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <p
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-blue-800 text-lg font-bold text-white"
              >
                {index + 1}
              </p>
              <h3 className="mt-3 text-lg font-bold text-slate-900">
                <span className="sr-only">{t("howItWorks.step", { number: index + 1 })}</span>
                {t(`howItWorks.${step}.title`)}
              </h3>
              <p className="mt-2 text-base text-slate-700">{t(`howItWorks.${step}.text`)}</p>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-lg">
          <TextLink to="/help">{t("howItWorks.guideLink")}</TextLink>
        </p>
      </section>

      <section aria-labelledby="who-title">
        <h2 id="who-title" className={HEADING}>
          {t("audience.title")}
        </h2>
        <TitledCards
          items={AUDIENCE.map((key) => ({
            title: t(`audience.${key}.title`),
            text: t(`audience.${key}.text`),
          }))}
          gridClass="md:grid-cols-3"
        />
      </section>

      <section aria-labelledby="why-title">
        <h2 id="why-title" className={HEADING}>
          {t("reasons.title")}
        </h2>
        <TitledCards
          items={REASONS.map((key) => ({
            title: t(`reasons.${key}.title`),
            text: t(`reasons.${key}.text`, { hours: TEMPORARY_FILES_RETENTION_HOURS }),
          }))}
          gridClass="sm:grid-cols-2"
        />
      </section>

      <section aria-labelledby="capabilities-title">
        <h2 id="capabilities-title" className={HEADING}>
          {t("capabilities.title")}
        </h2>
        <dl className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-5 shadow-sm">
          <Capability term={t("capabilities.fileTypes")}>
            {acceptedFormats}. <TextLink to="/file-formats">{t("capabilities.fileFormatHelp")}</TextLink>
          </Capability>
          <Capability term={t("capabilities.fileSize")}>
            {t("capabilities.fileSizeText", { fileMb: MAX_FILE_MB, buildMb: MAX_BUILD_MB })}
          </Capability>
          <Capability term={t("capabilities.photos")}>
            {t("capabilities.photosText", { dpi: MIN_IMAGE_DPI })}
          </Capability>
          <Capability term={t("capabilities.pdfs")}>{t("capabilities.pdfsText")}</Capability>
          <Capability term={t("capabilities.pages")}>{t("capabilities.pagesText")}</Capability>
          <Capability term={t("capabilities.output")}>{t("capabilities.outputText")}</Capability>
          {coverage ? (
            <Capability term={t("capabilities.courts")}>
              {t("hero.courtInfoFor", { coverage })}{" "}
              <TextLink to="/courts">{t("capabilities.seeAllCourts")}</TextLink>
            </Capability>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="start-title" className="rounded-2xl bg-blue-950 p-6 text-white sm:p-10">
        <h2 id="start-title" className="text-2xl font-bold sm:text-3xl">
          {t("start.title")}
        </h2>
        <p className="mt-2 max-w-2xl text-lg text-blue-100">{t("start.text", { price: fromPrice })}</p>
        <Link
          to={isAuthenticated ? "/create" : "/signup"}
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-6 py-2 text-lg font-semibold text-blue-950 hover:bg-blue-100"
        >
          {t("start.buildBinder")}
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

/**
 * A drawing of an exhibit's first page with its sticker and page stamp: decoration, hidden from screen readers. Its
 * words stay English in every language, as the binder's stamps do.
 */
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
