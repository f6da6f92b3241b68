// /binder-type/:type (spec §2.12): one page per binder type. The parameter may be a slug, a hyphenated URL slug or a
// legacy code (resolveBinderType); anything else gets 'Binder type not found' and a way to all the types. Every word
// is in the `binderTypes` catalogue (issue 39).
import { Trans, useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { resolveBinderType } from "@courtready/contracts";
import type { TBinderTypeSlug } from "@courtready/contracts";
import { buttonClasses } from "../components/ui/button.tsx";
import { aliasNote, binderTypeContent } from "../features/public/binderTypeContent.ts";
import {
  BulletList,
  Card,
  NotLegalAdvice,
  PageIntro,
  Section,
  TextLink,
} from "../features/public/PublicPage.tsx";
import { usePageMeta } from "../features/public/usePageMeta.ts";
import { binderTypeName, binderTypesByLocalName } from "../features/shared/binderTypeNames.ts";
import { BinderTypeList } from "../components/BinderTypeLinks.tsx";

export default function BinderTypePage() {
  const { type: param = "" } = useParams();
  const slug = resolveBinderType(param);
  return slug ? <BinderTypeDetails slug={slug} param={param.trim().toLowerCase()} /> : <BinderTypeNotFound />;
}

function BinderTypeDetails({ slug, param }: { slug: TBinderTypeSlug; param: string }) {
  const { t } = useTranslation("binderTypes");
  const name = binderTypeName(slug, t);
  const content = binderTypeContent(slug, t);
  // What every binder does, whatever the type (the engine as built: see guide COURT-READY).
  const everyBinder = Object.values(t("page.everyBinder", { returnObjects: true }));
  usePageMeta(t("page.metaTitle", { name }), content.about[0] ?? "");
  const note = aliasNote(param, t);
  const start = (
    <Link to={`/create?type=${slug}`} className={buttonClasses("primary", "px-6 text-lg")}>
      {t("page.start", { name })}
    </Link>
  );

  return (
    <article className="mx-auto max-w-3xl">
      <p className="mb-4 text-base">
        <TextLink to="/sitemap#binder-types-title">{t("page.allTypes")}</TextLink>
      </p>
      <PageIntro title={name} lead={content.about[0]}>
        {note ? (
          <p
            role="note"
            className="mt-4 rounded-xl border-2 border-blue-300 bg-blue-50 p-4 text-base text-slate-900"
          >
            {note}
          </p>
        ) : null}
        <div className="mt-6">{start}</div>
      </PageIntro>

      {content.about.length > 1 || content.note ? (
        <Section id="about" title={t("page.aboutTitle")}>
          {content.about.slice(1).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {content.note ? <p className="rounded-lg bg-slate-100 p-4 font-medium">{content.note}</p> : null}
        </Section>
      ) : null}

      <Section id="evidence" title={t("page.evidenceTitle")}>
        <p>{t("page.evidenceIntro")}</p>
        <BulletList items={content.evidence} />
      </Section>

      <Section id="helps" title={t("page.helpsTitle")}>
        <p>{content.helps}</p>
        <p>{t("page.everyBinderIntro")}</p>
        <BulletList items={everyBinder} />
        {content.roleHint ? (
          <>
            <h3 className="pt-2 text-xl font-bold text-slate-900">{t("page.roleTitle")}</h3>
            <p>{content.roleHint}</p>
          </>
        ) : null}
        <p>
          <Trans
            t={t}
            i18nKey="page.fileFormats"
            // Not "<link>": Trans reads it as HTML's void <link> and puts the words after it. The link's words come
            // from the catalogue; TextLink's own children are replaced.
            components={{ formats: <TextLink to="/file-formats">{null}</TextLink> }}
          />
        </p>
      </Section>

      <Card className="mt-10">
        <h2 className="text-xl font-bold text-slate-900">{t("page.readyTitle")}</h2>
        <p className="mt-2 text-lg text-slate-700">{t("page.readyBody", { name })}</p>
        <div className="mt-4">{start}</div>
      </Card>

      <NotLegalAdvice className="mt-10" />
    </article>
  );
}

function BinderTypeNotFound() {
  const { t, i18n } = useTranslation("binderTypes");
  usePageMeta(t("notFound.metaTitle"), t("notFound.metaDescription"));
  const types = binderTypesByLocalName(t, i18n.language);
  return (
    <div className="mx-auto max-w-3xl">
      <PageIntro title={t("notFound.title")} lead={t("notFound.lead")} />
      <nav aria-label={t("notFound.navLabel")}>
        <BinderTypeList
          types={types}
          className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2"
          linkClassName="flex h-full min-h-12 items-center rounded-lg border border-slate-200 bg-white px-4 py-2 font-semibold text-blue-900 hover:border-blue-400 hover:bg-blue-50"
        />
      </nav>
      <p className="mt-8 text-lg">
        <TextLink to="/">{t("notFound.home")}</TextLink>
      </p>
    </div>
  );
}
