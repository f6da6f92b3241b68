// "Make the scans smaller" in the project editor (issue 37 §3): once a preview of the saved project came in volumes
// under its file size limit (or the project already makes its scans smaller), the person chooses here, as the
// builder's preview offers; the choice is kept with the project at once (PUT /api/projects/{id}, migration 0031)
// and every later build of the project follows it. A preview opens in a new tab, so it is asked for again by the
// person (the Preview button), never started from here.
import { useId, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { TProject, TSaveProjectResponse } from "@courtready/contracts";
import { apiJson, serverMessage } from "../../api/client.ts";
import { projectUrl } from "../shared/projectQueries.ts";

function saveScanChoice(projectId: string, compress: boolean): Promise<TSaveProjectResponse> {
  const form = new FormData();
  form.append("compressScans", String(compress));
  return apiJson<TSaveProjectResponse>("PUT", projectUrl(projectId), form);
}

/** Whether the editor offers the choice: a limit to fit, and volumes seen or smaller scans already chosen. */
export function offersScanChoice(project: Pick<TProject, "sizeLimit" | "compressScans">, split: boolean) {
  const limited = project.sizeLimit !== undefined && project.sizeLimit !== "none";
  return limited && (split || project.compressScans === true);
}

export function ProjectScanChoice({ project, volumes }: { project: TProject; volumes: number | null }) {
  const { t } = useTranslation("scanSize");
  const id = useId();
  const queryClient = useQueryClient();
  // The option the person picked, shown from the click itself (a controlled radio would otherwise flick back until
  // the mutation's state arrives a tick later); the saved project's choice again if the server did not keep it.
  const [chosen, setChosen] = useState<boolean | undefined>(undefined);
  const save = useMutation({
    mutationFn: (compress: boolean) => saveScanChoice(project.id, compress),
    // The saved choice shows at once, not the old one until the project is fetched again; from then on the saved
    // project is what the radios show (a change made elsewhere shows too), so the click's own state is let go.
    onSuccess: (answer) => {
      queryClient.setQueryData([projectUrl(answer.id)], answer.project);
      setChosen(undefined);
    },
    onError: () => setChosen(undefined),
  });
  if (!offersScanChoice(project, volumes !== null)) return null;
  const compress = chosen ?? project.compressScans ?? false;
  const radio = "mt-1 size-5 shrink-0 accent-blue-800";
  const option = (value: boolean, title: string, hint: string) => (
    <label className="flex cursor-pointer items-start gap-3">
      <input
        type="radio"
        name={`${id}-scans`}
        checked={compress === value}
        disabled={save.isPending}
        onChange={() => {
          setChosen(value);
          save.mutate(value);
        }}
        className={radio}
      />
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-slate-700">{hint}</span>
      </span>
    </label>
  );
  return (
    <fieldset
      className="rounded-xl border-2 border-amber-400 bg-amber-50 p-4"
      aria-describedby={`${id}-about`}
      data-testid="project-scan-choice"
    >
      <legend className="px-1 font-semibold text-slate-900">{t("project.legend")}</legend>
      <p id={`${id}-about`} className="text-slate-800">
        {volumes !== null ? t("project.split", { count: volumes }) : t("project.kept")}
      </p>
      <div className="mt-3 space-y-3">
        {option(true, t("choice.smaller"), t("project.smallerHint"))}
        {option(false, t("choice.split"), t("project.splitHint"))}
      </div>
      <p role="status" className="mt-3 text-sm text-slate-700">
        {save.isSuccess ? t("project.saved") : t("choice.estimate")}
      </p>
      {save.isError ? (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {serverMessage(save.error, t("project.failed"))}
        </p>
      ) : null}
    </fieldset>
  );
}
