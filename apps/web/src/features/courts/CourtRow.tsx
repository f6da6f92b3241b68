// One court as a line of the /courts directory: name, then city, (state,) phone and website — "Not listed" for
// what the directory has no source for — and a link to its full card on /court-information.
import { Link } from "react-router-dom";
import type { ReactNode } from "react";
import type { TCourtPreset } from "@courtready/contracts";
import { phoneValue, websiteValue } from "./CourtContacts.tsx";
import { STATE_NAMES } from "./directory.ts";

const NOT_LISTED_SHORT = "Not listed";

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
  const fields: { label: string; value: ReactNode | null }[] = [
    { label: "City", value: preset.city },
    ...(variant === "full"
      ? [{ label: "State", value: preset.state ? (STATE_NAMES.get(preset.state) ?? null) : null }]
      : []),
    { label: "Phone", value: phoneValue(preset) },
    { label: "Website", value: websiteValue(preset) },
  ];
  const missing = fields.filter((field) => field.value === null).map((field) => field.label.toLowerCase());
  return (
    <div className="min-w-0 flex-1 sm:flex sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0">
        {place ? (
          <p className="text-sm font-semibold text-blue-900" data-matched-place>
            Found by place: {place}
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
                <Missing />
              </Item>
            ) : null,
          )}
          {variant === "compact" && missing.length > 0 ? (
            <Item label={NOT_LISTED_SHORT}>{missing.join(", ")}</Item>
          ) : null}
        </dl>
      </div>
      <Link
        to={`/court-information?q=${encodeURIComponent(preset.id)}`}
        className="inline-flex min-h-11 shrink-0 items-center rounded-sm text-sm font-semibold whitespace-nowrap text-blue-800 underline underline-offset-2 hover:text-blue-950"
      >
        Full details<span className="sr-only"> for {preset.label}</span>
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

function Missing() {
  return <span className="text-slate-600 italic">{NOT_LISTED_SHORT}</span>;
}
