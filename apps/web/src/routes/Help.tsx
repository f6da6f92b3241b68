// /help (spec §2.13): the five steps from documents to binder, good habits that make a better binder, and where to
// go next. A Spanish reader is told that the binder itself comes out in English.
import { Trans, useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { Link } from "react-router-dom";
import {
  MAX_BUILD_MB,
  MAX_FILE_MB,
  MIN_IMAGE_DPI,
  RECOMMENDED_IMAGE_DPI,
  TEMPORARY_FILES_RETENTION_HOURS,
} from "@courtready/contracts";
import { buttonClasses } from "../components/ui/button.tsx";
import { currentLanguage } from "../i18n/index.ts";
import {
  BulletList,
  NotLegalAdvice,
  OnThisPage,
  PageIntro,
  Section,
  TextLink,
} from "../features/public/PublicPage.tsx";
import { usePageMeta } from "../features/public/usePageMeta.ts";

type T = TFunction<"help">;

/** The five steps, each a title and its paragraphs, in the reader's language. */
function steps(t: T) {
  // The tag is <page>, not <link>: Trans's parser knows <link> as an empty HTML element and would drop its words.
  const link = (to: string) => ({ page: <TextLink to={to} /> });
  return [
    {
      key: "type",
      title: t("steps.type.title"),
      paragraphs: [
        <Trans key="text" t={t} i18nKey="steps.type.text" components={link("/sitemap#binder-types-title")} />,
      ],
    },
    {
      key: "details",
      title: t("steps.details.title"),
      paragraphs: [
        t("steps.details.roles"),
        <Trans
          key="required"
          t={t}
          i18nKey="steps.details.required"
          components={{ star: <span className="font-bold text-red-700" /> }}
        />,
      ],
    },
    {
      key: "upload",
      title: t("steps.upload.title"),
      paragraphs: [
        t("steps.upload.text", { fileMb: MAX_FILE_MB, buildMb: MAX_BUILD_MB }),
        <Trans key="formats" t={t} i18nKey="steps.upload.formats" components={link("/file-formats")} />,
      ],
    },
    {
      key: "organize",
      title: t("steps.organize.title"),
      paragraphs: [t("steps.organize.order"), t("steps.organize.describe")],
    },
    {
      key: "generate",
      title: t("steps.generate.title"),
      paragraphs: [
        <Trans key="preview" t={t} i18nKey="steps.generate.preview" components={{ strong: <strong /> }} />,
        t("steps.generate.download", { hours: TEMPORARY_FILES_RETENTION_HOURS }),
      ],
    },
  ];
}

const BEST_PRACTICES = [
  "scan",
  "photos",
  "oneDocument",
  "fileNames",
  "order",
  "privateNumbers",
  "check",
  "copies",
  "originals",
] as const;

const SECTION_IDS = { steps: "steps", "best-practices": "bestPractices", "more-help": "moreHelp" } as const;

const MORE_HELP = [
  ["courts", "/court-information"],
  ["formats", "/file-formats"],
  ["contact", "/contact"],
] as const;

export default function HelpPage() {
  const { t } = useTranslation("help");
  usePageMeta(t("meta.title"), t("meta.description"));
  const sections = Object.entries(SECTION_IDS).map(([id, key]) => ({ id, title: t(`sections.${key}`) }));
  return (
    <div className="mx-auto max-w-3xl">
      <PageIntro title={t("meta.title")} lead={t("lead")}>
        {/* Only a reader of another language needs telling that the binder is English. */}
        {currentLanguage() !== "en" ? (
          <p className="mt-4 rounded-xl border-2 border-blue-300 bg-blue-50 p-4 text-base text-slate-900">
            {t("englishBinder")}
          </p>
        ) : null}
      </PageIntro>
      <OnThisPage sections={sections} />

      <Section id="steps" title={t("sections.steps")}>
        <ol className="space-y-4">
          {steps(t).map((step, index) => (
            <li key={step.key} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="flex items-center gap-3 text-xl font-bold text-slate-900">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-800 text-base text-white"
                >
                  {index + 1}
                </span>
                <span>
                  <span className="sr-only">{t("step", { number: index + 1 })}</span>
                  {step.title}
                </span>
              </h3>
              <div className="mt-3 space-y-3 text-lg text-slate-800">
                {step.paragraphs.map((paragraph, at) => (
                  <p key={at}>{paragraph}</p>
                ))}
              </div>
            </li>
          ))}
        </ol>
        <Link to="/create" className={buttonClasses("primary", "px-6 text-lg")}>
          {t("openBuilder")}
        </Link>
      </Section>

      <Section id="best-practices" title={t("sections.bestPractices")}>
        <BulletList
          items={BEST_PRACTICES.map((key) => (
            <Trans
              key={key}
              t={t}
              i18nKey={`bestPractices.${key}`}
              values={{ recommended: RECOMMENDED_IMAGE_DPI, minimum: MIN_IMAGE_DPI }}
              components={{ strong: <strong /> }}
            />
          ))}
        />
      </Section>

      <Section id="more-help" title={t("sections.moreHelp")}>
        <BulletList
          items={MORE_HELP.map(([key, to]) => (
            <Trans key={key} t={t} i18nKey={`moreHelp.${key}`} components={{ page: <TextLink to={to} /> }} />
          ))}
        />
      </Section>

      <NotLegalAdvice className="mt-10" />
    </div>
  );
}
