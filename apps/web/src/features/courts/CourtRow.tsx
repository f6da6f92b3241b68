// One court as a line of the /courts directory: name, then city, (state,) phone and website — "Not listed" for
// what the directory has no source for — and a link to its full card on /court-information.
import { Link } from "react-router-dom";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TCourtPreset } from "@courtready/contracts";
import { phoneValue, websiteValue } from "./CourtContacts.tsx";
import { STATE_NAMES } from "./directory.ts";

export interface CourtRowProps {
  preset: TCourtPreset;
  /**
   * "full" (the busiest-courts list, §2.11) names state, city, phone and website one by one, "Not listed" where
   * unknown; "compact" (the state groups, where thousands of rows are read) shows what is known and names the rest
   * in one "Not listed" phrase.
   */
  variant?: "full" | "compact";
  /** The city, borough or ZIP code a search found this court by ("Houston, TX"), so people see why it is listed. */
  place?: string;
}

export function CourtRow({ preset, variant = "compact", place }: CourtRowProps) {
  const { t } = useTranslation("courts");
  const notListed = t("row.notListed");
  const fields: { label: string; value: ReactNode | null }[] = [
    { label: t("row.city"), value: preset.city },
    ...(variant === "full"
      ? [{ label: t("row.state"), value: preset.state ? (STATE_NAMES.get(preset.state) ?? null) : null }]
      : []),
    { label: t("card.phone"), value: phoneValue(preset) },
    { label: t("card.website"), value: websiteValue(preset) },
  ];
  const missing = fields.filter((field) => field.value === null).map((field) => field.label.toLowerCase());
  return (
    <div className="min-w-0 flex-1 sm:flex sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0">
        {place ? (
          <p className="text-sm font-semibold text-blue-900" data-matched-place>
            {t("row.foundByPlace", { place })}
          </p>
        ) : null}
        <p className="font-semibold break-words text-slate-900">{preset.label}</p>
        <dl className="mt-1 flex flex-col gap-y-0.5 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {fields.map((field) =>
            field.value !== null ? (
              <Item key={field.label} label={field.label}>
                {field.value}
              </Item>
            ) : variant === "full" ? (
              <Item key={field.label} label={field.label}>
                <Missing text={notListed} />
              </Item>
            ) : null,
          )}
          {variant === "compact" && missing.length > 0 ? (
            <Item label={notListed}>{missing.join(", ")}</Item>
          ) : null}
        </dl>
      </div>
      <Link
        to={`/court-information?q=${encodeURIComponent(preset.id)}`}
        className="inline-flex min-h-11 shrink-0 items-center rounded-sm text-sm font-semibold whitespace-nowrap text-blue-800 underline underline-offset-2 hover:text-blue-950"
      >
        {t("row.fullDetails")}
        <span className="sr-only">{t("row.fullDetailsFor", { court: preset.label })}</span>
      </Link>
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-1">
      <dt className="font-semibold text-slate-800">{label}:</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Missing({ text }: { text: string }) {
  return <span className="text-slate-600 italic">{text}</span>;
}
