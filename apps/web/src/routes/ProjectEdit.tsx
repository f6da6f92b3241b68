// /project-edit/:id (builder-and-projects.md §2): the project edit screen, for signed-in people only (the project
// is fetched only when signed in and an id exists, §4).
import { useParams } from "react-router-dom";
import { SignInRequired } from "../components/SignInRequired.tsx";
import { usePageTitle } from "../components/usePageTitle.ts";
import { ProjectEditor } from "../features/projects/ProjectEditor.tsx";

export default function ProjectEditPage() {
  usePageTitle("Edit Project");
  const { id } = useParams();
  return (
    <SignInRequired what="your project">
      {id ? <ProjectEditor key={id} projectId={id} /> : null}
    </SignInRequired>
  );
}
