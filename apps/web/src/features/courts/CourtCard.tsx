// One court of /court-information (§2.10): every field of the preset — each sourced fact with where it was read, and
// the facts with no source named together under "Not listed — check with the court clerk", with the state
// judiciary's site. (Most counties have few sourced facts; one line for them all keeps a card readable on a phone.)
// Everything from the data is rendered as React text; links are made only from http(s) addresses. "Make a binder
// for this court" opens the builder with the court chosen (issue 37).
import { useId } from "react";
import { Link } from "react-router-dom";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import type { TCourtPreset, TFactKey, TFactSource, TMatchedPlace } from "@courtready/contracts";
import { formatCount } from "../shared/courtsText.ts";
import type { CourtsT } from "../shared/courtsText.ts";
import { ExternalLink } from "../shared/ExternalLink.tsx";
import { placeLine, zipSentence } from "../shared/matchedPlace.ts";
import { FilingRules } from "./FilingRules.tsx";
import { phoneValue, websiteValue } from "./CourtContacts.tsx";
import { CourtLocations } from "./CourtLocations.tsx";
import { SourceList } from "./SourceList.tsx";
import { countOf, labelingLines, sourced, STATE_NAMES } from "./directory.ts";

export interface CourtCardProps {
  preset: TCourtPreset;
  /** Place in the busiest-courts list, when the card is shown there. */
  rank?: number;
  /** The city, borough or ZIP code a search found this court by, so people see why it is listed. */
  place?: TMatchedPlace | null;
}

interface FactRow {
  key: TFactKey;
  label: string;
  /** The value to show, or null when the directory has no source for it. */
  value: ReactNode | null;
}

/** The card's facts in the order of §2.10 (exhibit labeling rules come between website and file size limit). */
function factRows(preset: TCourtPreset, t: CourtsT): { before: FactRow[]; after: FactRow[] } {
  const sizeLimit = sourced(preset, "size_limit_mb", preset.size_limit_mb);
  const fileTypes = sourced(preset, "file_types", preset.file_types.length ? preset.file_types : null);
  const services = sourced(preset, "services", preset.services.length ? preset.services : null);
  const address = sourced(preset, "address", preset.address);
  // With listed locations, address, phone and hours are shown per location (CourtLocations), not as rows.
  const located = (preset.locations?.length ?? 0) > 0;
  const contact: FactRow[] = [
    {
      key: "address",
      label: t("card.address"),
      value: address ? <span className="whitespace-pre-line">{address}</span> : null,
    },
    { key: "phone", label: t("card.phone"), value: phoneValue(preset) },
    { key: "hours", label: t("card.hours"), value: sourced(preset, "hours", preset.hours) },
  ];
  return {
    before: [
      ...(located ? [] : contact),
      { key: "website", label: t("card.website"), value: websiteValue(preset) },
    ],
    after: [
      {
        key: "size_limit_mb",
        label: t("card.sizeLimit"),
        value: sizeLimit ? t("card.sizeLimitValue", { mb: sizeLimit }) : null,
      },
      { key: "file_types", label: t("card.fileTypes"), value: fileTypes ? fileTypes.join(", ") : null },
      { key: "e_filing", label: t("card.eFiling"), value: sourced(preset, "e_filing", preset.e_filing) },
      {
        key: "services",
        label: t("card.services"),
        value: services ? (
          <ul className="list-disc pl-5">
            {services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        ) : null,
      },
    ],
  };
}

export function CourtCard({ preset, rank, place = null }: CourtCardProps) {
  const { t } = useTranslation("courts");
  const titleId = useId();
  const sources = (key: TFactKey) => preset.sources[key] ?? [];
  const { before, after } = factRows(preset, t);
  const missing = [...before, ...after].filter((row) => row.value === null);
  const row = (fact: FactRow) =>
    fact.value === null ? null : (
      <Fact key={fact.key} label={fact.label} value={fact.value} sources={sources(fact.key)} />
    );
  const population = sourced(preset, "population", preset.population);

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-court-id={preset.id}
    >
      {place ? <MatchedPlace place={place} /> : null}
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          {rank !== undefined ? (
            <p className="text-sm font-semibold text-blue-800">
              <span className="sr-only">{t("card.rank")}</span>#{rank}
            </p>
          ) : null}
          <h3 id={titleId} className="text-lg font-bold break-words text-slate-900 sm:text-xl">
            {preset.label}
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">
            {t("card.courtId")} <code className="font-mono break-all text-slate-800">{preset.id}</code>
          </p>
          <SourceList sources={sources("label")} prefix={t("source.nameFrom")} />
        </div>
        {preset.e_filing ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full border border-green-700 bg-green-50 px-3 py-1 text-sm font-semibold text-green-900">
            <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
              <path d="M8 13.2 4.8 10l-1.1 1.1L8 15.4l8.3-8.3-1.1-1.1z" />
            </svg>
            {t("card.eFilingAvailable")}
          </span>
        ) : null}
      </div>

      <dl className="mt-4 grid gap-x-8 gap-y-4 md:grid-cols-2">
        {before.map(row)}
        <LabelingFact preset={preset} />
        {after.map(row)}
        {population !== null ? (
          <Fact
            label={t("card.population")}
            value={formatCount(population)}
            sources={sources("population")}
          />
        ) : null}
      </dl>

      <CourtLocations preset={preset} />

      {missing.length > 0 ? <NotListed labels={missing.map((fact) => fact.label)} preset={preset} /> : null}

      <FilingRules presetId={preset.id} />

      {preset.kind !== "generic" ? (
        <p className="mt-4">
          <Link
            to={`/create?court=${encodeURIComponent(preset.id)}`}
            className="inline-flex min-h-11 items-center rounded-lg bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900 focus-visible:outline-offset-2"
            aria-describedby={titleId}
          >
            {t("card.makeBinder")}
          </Link>
        </p>
      ) : null}

      {preset.notes.length > 0 ? (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <p className="font-semibold text-amber-950">{t("card.notes")}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-800">
            {preset.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}

function Fact({
  label,
  value,
  sources,
}: {
  label: string;
  value: ReactNode;
  sources: readonly TFactSource[];
}) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">
        {value}
        <SourceList sources={sources} />
      </dd>
    </div>
  );
}

/**
 * Why a search listed this court: the place typed and its county ("Houston, TX — Harris County"), how much of the
 * place lies there, and where that was read.
 * @example "Houston, TX — Harris County", "169 of Houston's 169 ZIP codes have addresses in Harris County."
 * @example "ZIP code 10463, NY — mostly Bronx County", "ZIP code 10463 spans 2 counties; most of its land is in …"
 */
function MatchedPlace({ place }: { place: TMatchedPlace }) {
  const { t } = useTranslation("courts");
  const share = place.zip
    ? zipSentence({ ...place, zip: place.zip }, t)
    : place.zip_codes !== null && place.place_zip_codes !== null
      ? t("card.placeShare", {
          count: place.zip_codes,
          shared: formatCount(place.zip_codes),
          place: place.name,
          zipCodes: countOf(t, "zipCode", place.place_zip_codes),
          county: place.county,
        })
      : t("card.placeIs", { place: place.name, county: place.county });
  return (
    <div className="mb-3 rounded-lg border border-blue-200 bg-blue-50 p-3" data-matched-place>
      <p className="font-semibold text-blue-950">{t("card.foundByPlace", { place: placeLine(place, t) })}</p>
      <p className="text-sm text-slate-800">{share}</p>
      <SourceList sources={[place.source]} />
    </div>
  );
}

/** The facts with no source, named in one place, and where to look them up. */
function NotListed({ labels, preset }: { labels: string[]; preset: TCourtPreset }) {
  const { t } = useTranslation("courts");
  const where = preset.state
    ? t("card.stateWebsite", { state: STATE_NAMES.get(preset.state) })
    : t("card.anyStateWebsite");
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3" data-not-listed>
      <p className="text-slate-800">
        <span className="font-semibold">{t("card.notListed")}:</span> {labels.join(", ").toLowerCase()}.
      </p>
      {preset.judiciary_url ? (
        <p className="mt-1 text-sm text-slate-700">
          <Trans
            t={t}
            i18nKey={(preset.locations?.length ?? 0) > 0 ? "card.checkThemOn" : "card.clerkOn"}
            values={{ where }}
            // Not "<link>": Trans reads it as HTML's void <link> and puts the words after it. The link's words come
            // from the catalogue; the children here only satisfy ExternalLink's props.
            components={{ site: <ExternalLink href={preset.judiciary_url}>{where}</ExternalLink> }}
          />
        </p>
      ) : null}
    </div>
  );
}

/** The exhibit labeling rule: the court's own, with its source, or CourtReady's default, said plainly. */
function LabelingFact({ preset }: { preset: TCourtPreset }) {
  const { t } = useTranslation("courts");
  const sources = preset.sources.labeling ?? [];
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-slate-700">{t("card.labelingTitle")}</dt>
      <dd className="mt-0.5 text-slate-900">
        <p className="font-medium">
          {preset.labeling.is_default
            ? t("card.labelingDefault")
            : sources.length > 0
              ? t("card.labelingCourt")
              : t("card.labelingUnsourced")}
        </p>
        <ul className="text-slate-800">
          {labelingLines(preset.labeling, t).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {preset.labeling.is_default ? (
          <p className="text-sm text-slate-600">{t("card.labelingCheck")}</p>
        ) : null}
        <SourceList sources={sources} />
      </dd>
    </div>
  );
}
