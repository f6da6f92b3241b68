// /help (spec §2.13): the five steps from documents to binder, good habits that make a better binder, and where to
// go next.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import {
  MAX_BUILD_MB,
  MAX_FILE_MB,
  MIN_IMAGE_DPI,
  RECOMMENDED_IMAGE_DPI,
  TEMPORARY_FILES_RETENTION_HOURS,
} from "@courtready/contracts";
import { buttonClasses } from "../components/ui/button.tsx";
import {
  BulletList,
  NotLegalAdvice,
  OnThisPage,
  PageIntro,
  Section,
  TextLink,
} from "../features/public/PublicPage.tsx";
import { usePageMeta } from "../features/public/usePageMeta.ts";

const STEPS: { title: string; body: ReactNode }[] = [
  {
    title: "Select your binder type",
    body: (
      <>
        <p>
          Pick the type closest to your case, such as Small Claims or Eviction Response. It decides which case
          details the form asks for. Not sure? Read about each type from the{" "}
          <TextLink to="/sitemap#binder-types-title">list of binder types</TextLink>.
        </p>
      </>
    ),
  },
  {
    title: "Fill in the case details",
    body: (
      <>
        <p>
          Choose your state and your court, then your role in the case. Your role decides the labels: numbers
          (1, 2, 3) for plaintiff-side roles such as plaintiff or petitioner, letters (A, B, C) for
          defendant-side roles such as defendant or respondent.
        </p>
        <p>
          Add the case name, case number and hearing date from your court papers. Required fields are marked
          with a red asterisk (<span className="font-bold text-red-700">*</span>). Fill in all of them before
          you upload documents.
        </p>
      </>
    ),
  },
  {
    title: "Upload your documents",
    body: (
      <>
        <p>
          Add PDFs, photos, Word and Excel files, and text files from your phone or computer: up to{" "}
          {MAX_FILE_MB} MB per file and {MAX_BUILD_MB} MB per binder. Each file becomes one exhibit.
        </p>
        <p>
          See <TextLink to="/file-formats">which file types work</TextLink>, and what to do with the ones that
          don't.
        </p>
      </>
    ),
  },
  {
    title: "Organize and review",
    body: (
      <>
        <p>
          Put your files in the order you want the judge to see them, with the move up and move down buttons.
          The first file becomes Exhibit 1 (or A), the next Exhibit 2 (or B), and so on.
        </p>
        <p>
          Give each file a short description, such as “Lease signed March 1, 2024”. Descriptions appear in the
          exhibit list, so the judge knows what each exhibit is.
        </p>
      </>
    ),
  },
  {
    title: "Generate your binder",
    body: (
      <>
        <p>
          Choose <strong>Preview</strong> first. It shows the exhibit list with each exhibit's label and page
          count. If it looks right, confirm to build the binder.
        </p>
        <p>
          Download the binder PDF and the ZIP. Open the PDF and check every page before you print or file it.
          The download links work for {TEMPORARY_FILES_RETENTION_HOURS} hours; after that, generate the binder
          again (save it as a project to keep your files).
        </p>
      </>
    ),
  },
];

const BEST_PRACTICES: ReactNode[] = [
  <>
    <strong>Scan at {RECOMMENDED_IMAGE_DPI} dpi.</strong> Paper scanned at {RECOMMENDED_IMAGE_DPI} dpi prints
    sharp. Below {MIN_IMAGE_DPI} dpi it may look blurry, and you will get a warning.
  </>,
  <>
    <strong>Take photos of papers flat, in good light.</strong> Hold the phone straight above the page and
    fill the photo with it.
  </>,
  <>
    <strong>One document per file.</strong> A lease in one file and receipts in another become separate
    exhibits, which are easier to find and talk about.
  </>,
  <>
    <strong>Use clear file names.</strong> When a file has no description, its name shows in the exhibit list.
  </>,
  <>
    <strong>Put exhibits in a sensible order,</strong> such as by date or in the order you will talk about
    them.
  </>,
  <>
    <strong>Hide private numbers.</strong> Many courts ask you to show only the last four digits of Social
    Security and account numbers, and to use a child's initials. Check your court's rules.
  </>,
  <>
    <strong>Check every page</strong> of the finished binder before you print or file it.
  </>,
  <>
    <strong>Bring enough copies.</strong> Courts often want one for the judge and one for each other side,
    plus one for you. Your court's rules say how many.
  </>,
  <>
    <strong>Keep your originals</strong> and bring them to the hearing if you have them.
  </>,
];

const SECTIONS = [
  { id: "steps", title: "Five steps to your binder" },
  { id: "best-practices", title: "Best practices" },
  { id: "more-help", title: "More help" },
];

export default function HelpPage() {
  usePageMeta(
    "How to Use CourtReady",
    "How to build a court-ready exhibit binder in five steps: choose the binder type, fill in the case details, upload, organize and generate.",
  );
  return (
    <div className="mx-auto max-w-3xl">
      <PageIntro
        title="How to Use CourtReady"
        lead="Five steps take you from a pile of documents to a labeled, numbered exhibit binder."
      />
      <OnThisPage sections={SECTIONS} />

      <Section id="steps" title="Five steps to your binder">
        <ol className="space-y-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="flex items-center gap-3 text-xl font-bold text-slate-900">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-800 text-base text-white"
                >
                  {index + 1}
                </span>
                <span>
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </span>
              </h3>
              <div className="mt-3 space-y-3 text-lg text-slate-800">{step.body}</div>
            </li>
          ))}
        </ol>
        <Link to="/create" className={buttonClasses("primary", "px-6 text-lg")}>
          Open the Binder Builder
        </Link>
      </Section>

      <Section id="best-practices" title="Best practices">
        <BulletList items={BEST_PRACTICES} />
      </Section>

      <Section id="more-help" title="More help">
        <BulletList
          items={[
            <>
              <TextLink to="/court-information">Court information</TextLink>: addresses, hours, e-filing and
              exhibit labeling rules for courts.
            </>,
            <>
              <TextLink to="/file-formats">File format help</TextLink>: which files work and how to fix the
              ones that don't.
            </>,
            <>
              <TextLink to="/contact">Contact support</TextLink>: ask us a question about CourtReady.
            </>,
          ]}
        />
      </Section>

      <NotLegalAdvice className="mt-10" />
    </div>
  );
}
