// Where a fact was read, as every part of a court card shows it: the source's title (linked when it has an address),
// the date it was read, and the value it gives when it differs from the one shown.
import { useTranslation } from "react-i18next";
import type { TFactSource } from "@courtready/contracts";
import { ExternalLink } from "../shared/ExternalLink.tsx";
import { formatReadDate } from "./directory.ts";

/**
 * Where a fact was read: title (linked when it has an address), the date read, and a differing value if any. The
 * prefix is "Source" unless another is given ("Name from"); the title and value are the source's own words.
 */
export function SourceList({ sources, prefix }: { sources: readonly TFactSource[]; prefix?: string }) {
  const { t, i18n } = useTranslation("courts");
  if (sources.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-sm text-slate-600">
      {sources.map((source, index) => (
        <li key={`${source.title}-${index}`}>
          {prefix ?? t("source.source")}:{" "}
          {source.url ? (
            <ExternalLink href={source.url}>{source.title}</ExternalLink>
          ) : (
            <cite>{source.title}</cite>
          )}
          , {t("source.read", { date: formatReadDate(source.read, i18n.language) })}
          {source.value !== null ? <> — {t("source.says", { value: source.value })}</> : null}
        </li>
      ))}
    </ul>
  );
}
