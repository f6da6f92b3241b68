// Saved projects' queries and mutations. Query keys are URLs (the app's default query function GETs them); a change
// invalidates the list and the project so the dashboard and the edit screen agree.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TAddedAttachment,
  TMarkFiledRequest,
  TProjectFiling,
  TProjectPreviewRequest,
  TProjectPreviewResponse,
  TProjectSizeLimit,
  TProjectSummary,
  TSaveProjectResponse,
  TSupplementResponse,
  TUpdateProjectFilesResponse,
} from "@courtready/contracts";
import { projectFileAttachmentExhibitUrl, STORAGE_USAGE_URL } from "@courtready/contracts";
import { apiJson, apiRequest } from "../../api/client.ts";
import { PROJECTS_URL, projectUrl } from "../shared/projectQueries.ts";
import type { EditFile } from "./projectRules.ts";
import { appendNamedFiles } from "../shared/resumableUpload.ts";
import type { AttachmentWhere } from "../shared/messageChooser.ts";

export const exportWordUrl = (id: string) => `${projectUrl(id)}/export/word`;

export function useProjects(enabled = true) {
  return useQuery<TProjectSummary[]>({ queryKey: [PROJECTS_URL], enabled });
}

function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => {
        const key = query.queryKey[0];
        // A project's files count toward the storage bar, so it is refetched with the projects.
        return typeof key === "string" && (key.startsWith(PROJECTS_URL) || key === STORAGE_USAGE_URL);
      },
    });
}

export function useDeleteProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", projectUrl(id)),
    onSuccess: invalidate,
  });
}

export function useDuplicateProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (projectId: string) =>
      apiJson<TSaveProjectResponse>("POST", `${PROJECTS_URL}/duplicate`, { projectId }),
    onSuccess: invalidate,
  });
}

export interface SaveFilesInput {
  projectId: string;
  files: EditFile[];
  fileOrder: { id: string; sortOrder: number; exhibitLabel: string; description: string }[];
  relabel: boolean;
  /** A new file's finished resumable upload (issue 40): named by id, not sent again. */
  uploadIdOf?: (fileId: string) => string | undefined;
}

/**
 * POST update-files (§7): the order as JSON, then each new file in the order its "new-…" entry appears, sent or
 * named by its finished resumable upload (issue 40).
 */
export function useSaveProjectFiles() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ projectId, files, fileOrder, relabel, uploadIdOf }: SaveFilesInput) => {
      const form = new FormData();
      form.append("projectId", projectId);
      form.append("relabelExhibits", relabel ? "true" : "false");
      form.append("fileOrder", JSON.stringify(fileOrder));
      const added = files.flatMap((file) =>
        file.upload ? [{ id: file.id, name: file.upload.name, file: file.upload }] : [],
      );
      appendNamedFiles(form, added, uploadIdOf);
      return apiJson<TUpdateProjectFilesResponse>("POST", `${projectUrl(projectId)}/update-files`, form);
    },
    onSuccess: invalidate,
  });
}

/**
 * PUT /api/projects/{id} with the size limit alone (the contract's optional sizeLimit): every other field left out
 * keeps its saved value, and the files stay as they are.
 */
export function saveSizeLimit(
  projectId: string,
  sizeLimit: TProjectSizeLimit,
): Promise<TSaveProjectResponse> {
  const form = new FormData();
  form.append("sizeLimit", String(sizeLimit));
  return apiJson<TSaveProjectResponse>("PUT", projectUrl(projectId), form);
}

export function useSaveSizeLimit() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ projectId, sizeLimit }: { projectId: string; sizeLimit: TProjectSizeLimit }) =>
      saveSizeLimit(projectId, sizeLimit),
    onSuccess: (answer) => {
      // The saved choice shows at once, not the old one until the project is fetched again.
      queryClient.setQueryData([projectUrl(answer.id)], answer.project);
      return invalidate();
    },
  });
}

export function usePreviewProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ projectId, fileOrder, newBinder }: { projectId: string } & TProjectPreviewRequest) => {
      const body: TProjectPreviewRequest = { fileOrder, ...(newBinder ? { newBinder } : {}) };
      return apiJson<TProjectPreviewResponse>("POST", `${projectUrl(projectId)}/preview`, body);
    },
    // The preview records when a binder was last generated, which the dashboard card shows.
    onSuccess: invalidate,
  });
}

export const filingUrl = (id: string) => `${projectUrl(id)}/filing`;

/** What the project filed and what is pending (projects.filing.ts). */
export function useFiling(id: string) {
  return useQuery<TProjectFiling>({ queryKey: [filingUrl(id)] });
}

/** "Mark as filed": the binder or supplement generated last was filed on that day. */
export function useMarkFiled() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ projectId, filedOn }: { projectId: string } & TMarkFiledRequest) => {
      const body: TMarkFiledRequest = { filedOn };
      return apiJson<TProjectFiling>("POST", filingUrl(projectId), body);
    },
    onSuccess: invalidate,
  });
}

/** A supplement of the documents added since the last filing; opened like the preview. */
export function useBuildSupplement() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (projectId: string) =>
      apiJson<TSupplementResponse>("POST", `${projectUrl(projectId)}/supplement`),
    onSuccess: invalidate,
  });
}

/**
 * "Add as its own exhibit" on a saved e-mail export (issue 38): the server copies the attachment out of the file it
 * keeps into the project as a new file at the end (never sent by the browser); the projects and the storage bar are
 * refetched, since the project and what it stores changed.
 */
export function useAddAttachmentExhibit(projectId: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ fileId, where }: { fileId: string; where: AttachmentWhere }) =>
      apiJson<TAddedAttachment>("POST", projectFileAttachmentExhibitUrl(projectId, fileId), {
        conversation: where.conversation,
        timeZone: where.timeZone,
        message: where.message,
        position: where.position,
      }),
    onSuccess: () => invalidate(),
  });
}
