// /about (spec §2.15): mission, goals, the platform, company information and a way to contact us.
import { Link } from "react-router-dom";
import { ACCEPTED_FORMATS_SENTENCE } from "@courtready/contracts";
import { buttonClasses } from "../components/ui/button.tsx";
import { useCourtCoverage } from "../features/public/useCourtCoverage.ts";
import { BulletList, PageIntro, Section, TextLink } from "../features/public/PublicPage.tsx";
import { usePageMeta } from "../features/public/usePageMeta.ts";

const GOALS = [
  "Make court paperwork less stressful for people who go to court without a lawyer.",
  "Never lose or change your evidence: every document goes in whole and in your order, or we tell you which file could not be used and why.",
  "Use plain words, and say what to do when something goes wrong.",
  "Keep your files only as long as you want them.",
];

export default function AboutPage() {
  usePageMeta(
    "About CourtReady",
    "Why CourtReady exists: to turn the evidence people already have into a court-ready exhibit binder, in plain words.",
  );
  const { sentence: coverage } = useCourtCoverage();
  return (
    <div className="mx-auto max-w-3xl">
      <PageIntro
        title="About CourtReady"
        lead="Going to court on your own is hard. Getting your papers in order should not be."
      />

      <Section id="mission" title="Our mission">
        <p>
          CourtReady turns the documents you already have (PDFs, phone photos, Word and Excel files, and text)
          into an exhibit binder: every exhibit labeled, every page numbered, with a cover page and an index,
          the way many courts expect.
        </p>
      </Section>

      <Section id="goals" title="Our goals">
        <BulletList items={GOALS} />
      </Section>

      <Section id="platform" title="The platform">
        <p>
          CourtReady is a website. It works in any up-to-date browser, on a phone or a computer, with nothing
          to install.
        </p>
        <p>
          It reads {ACCEPTED_FORMATS_SENTENCE} (iPhone HEIC photos too), repairs damaged PDFs when it can, and
          builds one PDF with labels, page numbers, an exhibit list and bookmarks.
          {coverage ? ` It also has court information for ${coverage}.` : null}
        </p>
        <p>
          See <TextLink to="/help">how it works</TextLink> and{" "}
          <TextLink to="/file-formats">which files it reads</TextLink>.
        </p>
      </Section>

      <Section id="company" title="Company information">
        <p>
          CourtReady is run by a media company that trades under the name CourtReady. We are not a law firm,
          and we do not give legal advice.
        </p>
      </Section>

      <Section id="contact" title="Get in touch">
        <p>Questions, ideas or problems? We aim to reply within 24 to 48 hours.</p>
        <Link to="/contact" className={buttonClasses("primary", "px-6")}>
          Contact us
        </Link>
      </Section>
    </div>
  );
}
