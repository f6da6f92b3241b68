// Where a fact was read, as every part of a court card shows it: the source's title (linked when it has an address),
// the date it was read, and the value it gives when it differs from the one shown.
import type { TFactSource } from "@courtready/contracts";
import { ExternalLink } from "../shared/ExternalLink.tsx";
import { formatReadDate } from "./directory.ts";

/** Where a fact was read: title (linked when it has an address), the date read, and a differing value if any. */
export function SourceList({ sources, prefix }: { sources: readonly TFactSource[]; prefix: string }) {
  if (sources.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-sm text-slate-600">
      {sources.map((source, index) => (
        <li key={`${source.title}-${index}`}>
          {prefix}:{" "}
          {source.url ? (
            <ExternalLink href={source.url}>{source.title}</ExternalLink>
          ) : (
            <cite>{source.title}</cite>
          )}
          , read {formatReadDate(source.read)}
          {source.value !== null ? <> — this source says “{source.value}”</> : null}
        </li>
      ))}
    </ul>
  );
}
