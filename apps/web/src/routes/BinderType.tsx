// /binder-type/:type (spec §2.12): one page per binder type. The parameter may be a slug, a hyphenated URL slug or a
// legacy code (resolveBinderType); anything else gets 'Binder type not found' and a way to all the types.
import { Link, useParams } from "react-router-dom";
import { BINDER_TYPE_NAMES, binderTypesByName, resolveBinderType } from "@courtready/contracts";
import type { TBinderTypeSlug } from "@courtready/contracts";
import { buttonClasses } from "../components/ui/button.tsx";
import { ALIAS_NOTES, BINDER_TYPE_CONTENT, withArticle } from "../features/public/binderTypeContent.ts";
import {
  BulletList,
  Card,
  NotLegalAdvice,
  PageIntro,
  Section,
  TextLink,
} from "../features/public/PublicPage.tsx";
import { usePageMeta } from "../features/public/usePageMeta.ts";

/** What every binder does, whatever the type (the engine as built: see guide COURT-READY). */
const EVERY_BINDER = [
  "Turns each document (PDF, photo, Word, Excel or text) into PDF pages, in the order you choose.",
  "Labels each exhibit: numbers (1, 2, 3) for plaintiff-side roles, letters (A, B, C) for defendant-side roles.",
  "Numbers every page (“Page 3 of 42”) in a margin kept clear, so nothing on your documents is covered.",
  "Adds a cover page with your case details and an exhibit list with each exhibit's description and pages.",
  "Adds a bookmark for each exhibit, and links each entry of the exhibit list to its first page.",
  "Gives you one PDF to print or file, and a ZIP with the exhibit list and each exhibit as its own PDF.",
];

export default function BinderTypePage() {
  const { type: param = "" } = useParams();
  const slug = resolveBinderType(param);
  return slug ? <BinderTypeDetails slug={slug} param={param.trim().toLowerCase()} /> : <BinderTypeNotFound />;
}

function BinderTypeDetails({ slug, param }: { slug: TBinderTypeSlug; param: string }) {
  const name = BINDER_TYPE_NAMES[slug];
  const content = BINDER_TYPE_CONTENT[slug];
  usePageMeta(`${name} Binder`, content.about[0] ?? `${name} exhibit binders with CourtReady.`);
  const aliasNote = Object.hasOwn(ALIAS_NOTES, param) ? ALIAS_NOTES[param] : undefined;
  const start = (
    <Link to={`/create?type=${slug}`} className={buttonClasses("primary", "px-6 text-lg")}>
      Start {withArticle(name)} binder
    </Link>
  );

  return (
    <article className="mx-auto max-w-3xl">
      <p className="mb-4 text-base">
        <TextLink to="/sitemap#binder-types-title">All binder types</TextLink>
      </p>
      <PageIntro title={name} lead={content.about[0]}>
        {aliasNote ? (
          <p
            role="note"
            className="mt-4 rounded-xl border-2 border-blue-300 bg-blue-50 p-4 text-base text-slate-900"
          >
            {aliasNote}
          </p>
        ) : null}
        <div className="mt-6">{start}</div>
      </PageIntro>

      {content.about.length > 1 || content.note ? (
        <Section id="about" title="About this kind of case">
          {content.about.slice(1).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {content.note ? <p className="rounded-lg bg-slate-100 p-4 font-medium">{content.note}</p> : null}
        </Section>
      ) : null}

      <Section id="evidence" title="Evidence that often matters">
        <p>Every case is different. People in this kind of case often bring:</p>
        <BulletList items={content.evidence} />
      </Section>

      <Section id="helps" title="How your binder helps">
        <p>{content.helps}</p>
        <p>Every CourtReady binder:</p>
        <BulletList items={EVERY_BINDER} />
        {content.roleHint ? (
          <>
            <h3 className="pt-2 text-xl font-bold text-slate-900">Numbers or letters?</h3>
            <p>{content.roleHint}</p>
          </>
        ) : null}
        <p>
          Not sure which file types work? See <TextLink to="/file-formats">file format help</TextLink>.
        </p>
      </Section>

      <Card className="mt-10">
        <h2 className="text-xl font-bold text-slate-900">Ready to start?</h2>
        <p className="mt-2 text-lg text-slate-700">
          Gather your documents, then build your {name} binder step by step.
        </p>
        <div className="mt-4">{start}</div>
      </Card>

      <NotLegalAdvice className="mt-10" />
    </article>
  );
}

function BinderTypeNotFound() {
  usePageMeta("Binder type not found", "This binder type does not exist. See all CourtReady binder types.");
  const types = binderTypesByName();
  return (
    <div className="mx-auto max-w-3xl">
      <PageIntro
        title="Binder type not found"
        lead="We don't have a binder type at this address. It may have been mistyped, or the link may be old. Choose your binder type from the list below."
      />
      <nav aria-label="All binder types">
        <ul className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
          {types.map((type) => (
            <li key={type.slug}>
              <Link
                to={`/binder-type/${type.slug}`}
                className="flex h-full min-h-12 items-center rounded-lg border border-slate-200 bg-white px-4 py-2 font-semibold text-blue-900 hover:border-blue-400 hover:bg-blue-50"
              >
                {type.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-8 text-lg">
        <TextLink to="/">Return to Home</TextLink>
      </p>
    </div>
  );
}
