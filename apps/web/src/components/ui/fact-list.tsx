// A list of facts as term and value pairs (a file's details, the upload limits, a test page's readings): one
// accessible <dl> with one look, side by side on a wide screen and stacked on a phone.
export function FactList({
  rows,
  className = "",
}: {
  rows: readonly (readonly [term: string, value: string])[];
  /** Classes for the list's own box (a border, a margin). */
  className?: string;
}) {
  return (
    <dl className={`divide-y divide-slate-200 ${className}`.trim()}>
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="font-semibold text-slate-900">{term}</dt>
          <dd className="min-w-0 break-words text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
