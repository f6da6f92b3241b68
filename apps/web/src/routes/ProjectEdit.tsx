// /project-edit/:id (builder-and-projects.md §2): the project edit screen, for signed-in people only (the project
// is fetched only when signed in and an id exists, §4).
import { useTranslation } from "react-i18next";
// Starts i18next, so this screen shows its words even when rendered on its own (render tests).
import "../i18n/index.ts";
import { useParams } from "react-router-dom";
import { SignInRequired } from "../components/SignInRequired.tsx";
import { usePageTitle } from "../components/usePageTitle.ts";
import { ProjectEditor } from "../features/projects/ProjectEditor.tsx";

export default function ProjectEditPage() {
  const { t } = useTranslation("projects");
  usePageTitle(t("editor.pageTitle"));
  const { id } = useParams();
  return (
    <SignInRequired what={t("editor.signInWhat")}>
      {id ? <ProjectEditor key={id} projectId={id} /> : null}
    </SignInRequired>
  );
}
