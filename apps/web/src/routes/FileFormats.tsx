// /file-formats (spec §2.14): what the binder engine accepts and what it does with each type, what it refuses and
// what to do instead, troubleshooting a person can follow, and the limits that are enforced.
import { MAX_BUILD_MB, MAX_FILE_MB, MIN_IMAGE_DPI, RECOMMENDED_IMAGE_DPI } from "@courtready/contracts";
import { SUPPORTED_FORMATS, TROUBLESHOOTING, UNSUPPORTED_FORMATS } from "../features/public/fileFormats.ts";
import { BulletList, OnThisPage, PageIntro, Section, TextLink } from "../features/public/PublicPage.tsx";
import { usePageMeta } from "../features/public/usePageMeta.ts";

const SECTIONS = [
  { id: "supported", title: "Supported formats" },
  { id: "unsupported", title: "Formats that cannot be used" },
  { id: "troubleshooting", title: "Troubleshooting" },
  { id: "specs", title: "Technical specs" },
];

const SPECS: [term: string, value: string][] = [
  ["Largest file", `${MAX_FILE_MB} MB`],
  ["Largest binder", `${MAX_BUILD_MB} MB for all files together`],
  [
    "Picture sharpness",
    `${RECOMMENDED_IMAGE_DPI} dpi recommended; under ${MIN_IMAGE_DPI} dpi gets a warning`,
  ],
  ["Page size", "US Letter, 8.5 × 11 inches; wide pages stay landscape"],
  ["Photos in the binder", "Stored at up to 200 dpi, which prints sharp and keeps the binder small"],
  ["Screenshots and drawings", "Stored at up to 300 dpi, so small text stays crisp"],
  ["PDF versions", "Any version; damaged files are repaired when possible"],
  ["What you get", "One PDF (bookmarks, linked index, page numbers) and a ZIP with each exhibit"],
];

export default function FileFormatsPage() {
  usePageMeta(
    "File Format Help",
    `Which files CourtReady accepts (PDF, photos including HEIC, Word, Excel, RTF, text), what it cannot use, how to fix common problems, and the ${MAX_FILE_MB} MB file limit.`,
  );
  return (
    <div className="mx-auto max-w-3xl">
      <PageIntro
        title="File Format Help"
        lead="Which files you can put in a binder, what happens to each kind, and what to do when a file won't go in."
      />
      <OnThisPage sections={SECTIONS} />

      <Section id="supported" title="Supported formats">
        <p>
          CourtReady reads what a file really is from its contents, not only its name. A photo saved with the
          wrong ending still works.
        </p>
        <div className="space-y-4">
          {SUPPORTED_FORMATS.map((format) => (
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

      <Section id="unsupported" title="Formats that cannot be used">
        <p>
          These files are refused before the binder is built, with a message that names the file and says what
          to do. Nothing is left out without telling you.
        </p>
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-base">
            <caption className="sr-only">Formats that cannot be used, and what to do instead</caption>
            <thead className="hidden bg-slate-100 sm:table-header-group">
              <tr>
                <th scope="col" className="px-4 py-3 font-bold">
                  File type
                </th>
                <th scope="col" className="px-4 py-3 font-bold">
                  What to do instead
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {UNSUPPORTED_FORMATS.map((format) => (
                <tr key={format.name} className="block sm:table-row">
                  <th
                    scope="row"
                    className="block px-4 pt-3 align-top font-normal sm:table-cell sm:w-2/5 sm:py-3"
                  >
                    <span className="block font-bold text-slate-900">{format.name}</span>
                    <span className="block text-slate-600">{format.examples}</span>
                  </th>
                  <td className="block px-4 pt-1 pb-3 align-top text-slate-800 sm:table-cell sm:py-3">
                    <span className="sr-only sm:hidden">What to do instead: </span>
                    {format.instead}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="troubleshooting" title="Troubleshooting">
        <p>
          When a file cannot be used, the message names it and says why. Find the message below and follow the
          steps.
        </p>
        <div className="space-y-3">
          {TROUBLESHOOTING.map((item) => (
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
          Still stuck? <TextLink to="/contact">Contact support</TextLink> and tell us the file type and the
          message you saw.
        </p>
      </Section>

      <Section id="specs" title="Technical specs">
        <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-5 shadow-sm">
          {SPECS.map(([term, value]) => (
            <div key={term} className="grid gap-1 py-3 sm:grid-cols-[13rem_1fr] sm:gap-4">
              <dt className="text-base font-bold text-slate-900">{term}</dt>
              <dd className="text-base text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-base text-slate-700">
          Smaller files upload faster, especially on a phone. When you can, keep files under 10 MB.
        </p>
      </Section>
    </div>
  );
}
