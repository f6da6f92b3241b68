// /file-formats (spec §2.14): what the binder engine accepts and what it does with each type, what it refuses and
// what to do instead, troubleshooting a person can follow, and the limits that are enforced.
import { Trans, useTranslation } from "react-i18next";
import { MAX_BUILD_MB, MAX_FILE_MB, MIN_IMAGE_DPI, RECOMMENDED_IMAGE_DPI } from "@courtready/contracts";
import { supportedFormats, troubleshooting, unsupportedFormats } from "../features/public/fileFormats.ts";
import { BulletList, OnThisPage, PageIntro, Section, TextLink } from "../features/public/PublicPage.tsx";
import { usePageMeta } from "../features/public/usePageMeta.ts";
import { FactList } from "../components/ui/fact-list.tsx";

const SECTION_IDS = ["supported", "unsupported", "troubleshooting", "specs"] as const;

export default function FileFormatsPage() {
  const { t } = useTranslation("fileFormats");
  usePageMeta(t("meta.title"), t("meta.description", { fileMb: MAX_FILE_MB }));
  const sections = SECTION_IDS.map((id) => ({ id, title: t(`sections.${id}`) }));
  const specs: [term: string, value: string][] = [
    [t("specs.largestFile"), t("specs.largestFileValue", { mb: MAX_FILE_MB })],
    [t("specs.largestBinder"), t("specs.largestBinderValue", { mb: MAX_BUILD_MB })],
    [
      t("specs.sharpness"),
      t("specs.sharpnessValue", { recommended: RECOMMENDED_IMAGE_DPI, minimum: MIN_IMAGE_DPI }),
    ],
    [t("specs.pageSize"), t("specs.pageSizeValue")],
    [t("specs.photos"), t("specs.photosValue")],
    [t("specs.screenshots"), t("specs.screenshotsValue")],
    [t("specs.pdfVersions"), t("specs.pdfVersionsValue")],
    [t("specs.output"), t("specs.outputValue")],
  ];
  return (
    <div className="mx-auto max-w-3xl">
      <PageIntro title={t("meta.title")} lead={t("lead")} />
      <OnThisPage sections={sections} />

      <Section id="supported" title={t("sections.supported")}>
        <p>{t("supportedIntro")}</p>
        <div className="space-y-4">
          {supportedFormats(t).map((format) => (
            <div key={format.name} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="text-xl font-bold text-slate-900">{format.name}</h3>
              <p className="mt-1 font-mono text-base break-words text-slate-700">
                {format.extensions.join("  ")}
              </p>
              <BulletList items={format.details} className="mt-3 text-base" />
            </div>
          ))}
        </div>
      </Section>

      <Section id="unsupported" title={t("sections.unsupported")}>
        <p>{t("unsupportedIntro")}</p>
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-base">
            <caption className="sr-only">{t("unsupportedCaption")}</caption>
            <thead className="hidden bg-slate-100 sm:table-header-group">
              <tr>
                <th scope="col" className="px-4 py-3 font-bold">
                  {t("fileType")}
                </th>
                <th scope="col" className="px-4 py-3 font-bold">
                  {t("whatInstead")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {unsupportedFormats(t).map((format) => (
                <tr key={format.name} className="block sm:table-row">
                  <th
                    scope="row"
                    className="block px-4 pt-3 align-top font-normal sm:table-cell sm:w-2/5 sm:py-3"
                  >
                    <span className="block font-bold text-slate-900">{format.name}</span>
                    <span className="block text-slate-600">{format.examples}</span>
                  </th>
                  <td className="block px-4 pt-1 pb-3 align-top text-slate-800 sm:table-cell sm:py-3">
                    <span className="sr-only sm:hidden">{t("whatInsteadPrefix")}</span>
                    {format.instead}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="troubleshooting" title={t("sections.troubleshooting")}>
        <p>{t("troubleshootingIntro")}</p>
        <div className="space-y-3">
          {troubleshooting(t).map((item) => (
            <details
              key={item.problem}
              className="group rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              <summary className="flex min-h-12 cursor-pointer items-center gap-2 px-4 py-3 font-semibold text-slate-900">
                <span aria-hidden="true" className="text-blue-800 transition-transform group-open:rotate-90">
                  ›
                </span>
                {item.problem}
              </summary>
              <ol className="list-decimal space-y-2 px-4 pb-4 pl-10 text-base text-slate-800">
                {item.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </details>
          ))}
        </div>
        <p>
          <Trans t={t} i18nKey="stillStuck" components={{ page: <TextLink to="/contact" /> }} />
        </p>
      </Section>

      <Section id="specs" title={t("sections.specs")}>
        <FactList rows={specs} className="rounded-2xl border border-slate-200 bg-white px-5 shadow-sm" />
        <p className="text-base text-slate-700">{t("specs.smallerFiles")}</p>
      </Section>
    </div>
  );
}
