// The binder-type grid (builder-and-projects.md §2): every type, sorted by display name, each linking to its page.
// BinderTypeList is that list of links alone, in the look of the page that shows it (landing, sitemap, not-found).
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

export interface BinderTypeLinksProps {
  /** Already sorted by display name. */
  types: readonly { slug: string; name: string }[];
  title: string;
  /** Unique on the page, for the heading's id. */
  id: string;
}

export function BinderTypeLinks({ types, title, id }: BinderTypeLinksProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <BinderTypeList
        types={types}
        className="mt-3 flex flex-wrap gap-2"
        linkClassName="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-3 py-1 text-slate-800 hover:border-blue-800"
      />
    </section>
  );
}

/** One link a type to its page, in a list styled by the caller; `after` follows each name (an arrow, say). */
export function BinderTypeList({
  types,
  className,
  linkClassName,
  after,
}: {
  types: BinderTypeLinksProps["types"];
  className: string;
  linkClassName: string;
  after?: ReactNode;
}) {
  return (
    <ul className={className}>
      {types.map((type) => (
        <li key={type.slug}>
          <Link to={`/binder-type/${type.slug}`} className={linkClassName}>
            {type.name}
            {after}
          </Link>
        </li>
      ))}
    </ul>
  );
}
