// The project edit screen's "File size limit for e-filing": the builder's own field, on the project's court and its
// saved choice (or the change being made, which Save Changes saves).
import type { TProject } from "@courtready/contracts";
import { SizeLimitField } from "../shared/SizeLimitField.tsx";
import { stateOfPreset } from "../shared/courts.ts";
import type { SizeLimitEdit } from "./sizeLimitEdit.ts";

export function ProjectSizeLimit({
  project,
  edit,
}: {
  project: Pick<TProject, "presetKey">;
  edit: Pick<SizeLimitEdit, "shown" | "error" | "mbRef" | "change">;
}) {
  const { shown } = edit;
  return (
    <SizeLimitField
      state={{
        selectedState: stateOfPreset(project.presetKey),
        presetKey: project.presetKey ?? "",
        ...shown,
      }}
      dispatch={(action) =>
        edit.change({ sizeLimit: action.sizeLimit, sizeLimitMb: action.sizeLimitMb ?? shown.sizeLimitMb })
      }
      error={edit.error}
      mbRef={edit.mbRef}
    />
  );
}
