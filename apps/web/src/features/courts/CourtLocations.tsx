// Where a court is, on its card (issue 37 §4): every courthouse or office its source lists (a county or district may
// have several), each with its address, phones and hours, and the court's e-filing help desk. A help desk number is
// labelled as that, never as the clerk's phone. When every entry comes from the same source it is named once.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type {
  TCourtHelpDesk,
  TCourtLocation,
  TCourtPhone,
  TCourtPreset,
  TFactSource,
} from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import { ExternalLink } from "../shared/ExternalLink.tsx";
import { SourceList } from "./SourceList.tsx";
import { displayUrl, telHref } from "./directory.ts";

/** The catalogue key of a phone number's label, by kind. */
const PHONE_LABEL_KEYS = {
  location: "locations.phone",
  e_filing_help: "locations.eFilingHelpPhone",
} as const;

/** A phone number's label in English, as the card shows it to an English reader (tests and e2e read it). */
export const PHONE_LABELS = {
  location: i18n.getFixedT("en", "courts")(PHONE_LABEL_KEYS.location),
  e_filing_help: i18n.getFixedT("en", "courts")(PHONE_LABEL_KEYS.e_filing_help),
} as const;

const PHONE_NUMBER = /\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}/g;

/**
 * A tel: link only when the text holds one number: "ECF Help Desk (615) 695-2888 or Toll Free (866) 720-8663" is
 * shown as written, since one link would dial both numbers run together.
 */
function dialHref(text: string): string | null {
  const numbers = text.match(PHONE_NUMBER) ?? [];
  return numbers.length === 1 && numbers[0] !== undefined ? telHref(numbers[0]) : null;
}

function sourceKey(sources: readonly TFactSource[]): string {
  return JSON.stringify(sources.map((source) => [source.title, source.url, source.read]));
}

/** The number as the source writes it, a tel: link when it is one number. */
function Dial({ text }: { text: string }) {
  const href = dialHref(text);
  return href ? (
    <a href={href} className="font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950">
      {text}
    </a>
  ) : (
    <>{text}</>
  );
}

function Phone({ phone }: { phone: TCourtPhone }) {
  const { t } = useTranslation("courts");
  return (
    <p data-phone-kind={phone.kind}>
      <span className="font-semibold text-slate-700">{t(PHONE_LABEL_KEYS[phone.kind])}:</span>{" "}
      <Dial text={phone.text} />
      {phone.division ? <span className="text-slate-600"> ({phone.division})</span> : null}
    </p>
  );
}

function Location({ location, showSource }: { location: TCourtLocation; showSource: boolean }) {
  const { t } = useTranslation("courts");
  // Hours listed beside nothing but a help line are that line's hours, as far as the source says.
  const helpOnly =
    location.phones.length > 0 && location.phones.every((phone) => phone.kind === "e_filing_help");
  return (
    <li className="min-w-0 rounded-lg border border-slate-200 p-3" data-location>
      <p className="font-semibold break-words text-slate-900">{location.name}</p>
      {location.address ? <p className="break-words text-slate-900">{location.address}</p> : null}
      {location.phones.map((phone) => (
        <Phone key={phone.text} phone={phone} />
      ))}
      {location.hours ? (
        <p>
          <span className="font-semibold text-slate-700">
            {helpOnly ? t("locations.helpHours") : t("locations.hours")}:
          </span>{" "}
          {location.hours}
        </p>
      ) : null}
      {location.description ? <p className="text-sm text-slate-700">{location.description}</p> : null}
      {location.website ? (
        <p className="text-sm">
          <ExternalLink href={location.website}>{displayUrl(location.website)}</ExternalLink>
        </p>
      ) : null}
      {showSource ? <SourceList sources={location.sources} /> : null}
    </li>
  );
}

function HelpDesks({ desks, showSource }: { desks: readonly TCourtHelpDesk[]; showSource: boolean }) {
  const { t } = useTranslation("courts");
  return (
    <div className="mt-3" data-help-desks>
      <p className="font-semibold text-slate-800">{t("locations.helpDeskTitle")}</p>
      <p className="text-sm text-slate-600">{t("locations.helpDeskNote")}</p>
      <ul className="mt-1">
        {desks.map((desk) => (
          <li key={`${desk.phone.text}-${desk.phone.division ?? ""}`}>
            <Dial text={desk.phone.text} />
            {desk.phone.division ? <span className="text-slate-600"> ({desk.phone.division})</span> : null}
            {showSource ? <SourceList sources={desk.sources} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The card's "Where the court is" section; nothing when the directory lists no location for the court. */
export function CourtLocations({ preset }: { preset: TCourtPreset }) {
  const { t } = useTranslation("courts");
  const titleId = useId();
  const locations = preset.locations ?? [];
  const desks = preset.e_filing_help ?? [];
  if (locations.length === 0 && desks.length === 0) return null;
  const all = [...locations.map((entry) => entry.sources), ...desks.map((entry) => entry.sources)];
  const shared = all.every((sources) => sourceKey(sources) === sourceKey(all[0] ?? []))
    ? (all[0] ?? [])
    : null;
  return (
    <section aria-labelledby={titleId} className="mt-4" data-court-locations>
      <h4 id={titleId} className="text-base font-bold text-slate-900">
        {locations.length > 1 ? t("locations.titleCount", { count: locations.length }) : t("locations.title")}
      </h4>
      {locations.length > 0 ? (
        <ul className="mt-2 grid gap-3 md:grid-cols-2">
          {locations.map((location, index) => (
            <Location key={`${location.name}-${index}`} location={location} showSource={shared === null} />
          ))}
        </ul>
      ) : null}
      {desks.length > 0 ? <HelpDesks desks={desks} showSource={shared === null} /> : null}
      {shared ? <SourceList sources={shared} /> : null}
    </section>
  );
}
