// /about (spec §2.15): mission, goals, the platform, company information and a way to contact us.
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { buttonClasses } from "../components/ui/button.tsx";
import { useAcceptedFormatsSentence } from "../features/public/fileFormats.ts";
import { useCourtCoverage } from "../features/public/useCourtCoverage.ts";
import { BulletList, PageIntro, Section, TextLink } from "../features/public/PublicPage.tsx";
import { usePageMeta } from "../features/public/usePageMeta.ts";

const GOALS = ["lessStress", "neverLose", "plainWords", "keepFiles"] as const;

export default function AboutPage() {
  const { t } = useTranslation("pages");
  usePageMeta(t("about.title"), t("about.description"));
  const { sentence: coverage } = useCourtCoverage();
  const formats = useAcceptedFormatsSentence();
  return (
    <div className="mx-auto max-w-3xl">
      <PageIntro title={t("about.title")} lead={t("about.lead")} />

      <Section id="mission" title={t("about.mission")}>
        <p>{t("about.missionText")}</p>
      </Section>

      <Section id="goals" title={t("about.goals")}>
        <BulletList items={GOALS.map((goal) => t(`about.goalList.${goal}`))} />
      </Section>

      <Section id="platform" title={t("about.platform")}>
        <p>{t("about.platformWebsite")}</p>
        <p>
          {t("about.platformReads", { formats })}
          {coverage ? t("about.platformCourts", { coverage }) : null}
        </p>
        <p>
          <Trans
            t={t}
            i18nKey="about.platformLinks"
            components={{ help: <TextLink to="/help" />, formats: <TextLink to="/file-formats" /> }}
          />
        </p>
      </Section>

      <Section id="company" title={t("about.company")}>
        <p>{t("about.companyText")}</p>
      </Section>

      <Section id="contact" title={t("about.contact")}>
        <p>{t("about.contactText")}</p>
        <Link to="/contact" className={buttonClasses("primary", "px-6")}>
          {t("about.contactButton")}
        </Link>
      </Section>
    </div>
  );
}
