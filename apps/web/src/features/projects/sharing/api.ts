// Sharing's queries and mutations. Query keys are URLs (the app's default query function GETs them). Creating or
// revoking a link refreshes the project's link list; a new comment is the owner's to fetch, so nothing is refreshed
// on the holder's side.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TProjectComment,
  TShareCommentRequest,
  TShareLink,
  TShareLinkRequest,
  TShareLinkResponse,
  TSharedProject,
} from "@courtready/contracts";
import { apiJson } from "../../../api/client.ts";

const projectUrl = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`;
export const shareLinksUrl = (projectId: string) => `${projectUrl(projectId)}/shares`;
export const projectCommentsUrl = (projectId: string) => `${projectUrl(projectId)}/comments`;
export const sharedProjectUrl = (token: string) => `/api/shared/${encodeURIComponent(token)}`;

export function useCreateShareLink(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TShareLinkRequest) =>
      apiJson<TShareLinkResponse>("POST", `${projectUrl(projectId)}/share`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [shareLinksUrl(projectId)] }),
  });
}

/** The project's links that still work (the owner's view; tokens are never sent back). */
export function useShareLinks(projectId: string) {
  return useQuery<TShareLink[]>({ queryKey: [shareLinksUrl(projectId)] });
}

export function useRevokeShareLink(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) =>
      apiJson<{ success: true; message: string }>(
        "DELETE",
        `${shareLinksUrl(projectId)}/${encodeURIComponent(shareId)}`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [shareLinksUrl(projectId)] }),
  });
}

/** Comments left through the project's links, newest first. */
export function useProjectComments(projectId: string) {
  return useQuery<TProjectComment[]>({ queryKey: [projectCommentsUrl(projectId)] });
}

/** What a share link shows; its error carries the status (410 expired or revoked, 404 unknown). */
export function useSharedProject(token: string) {
  return useQuery<TSharedProject>({ queryKey: [sharedProjectUrl(token)], enabled: token !== "" });
}

export function usePostComment(token: string) {
  return useMutation({
    mutationFn: (input: TShareCommentRequest) =>
      apiJson<{ success: true; message: string }>("POST", `${sharedProjectUrl(token)}/comments`, input),
  });
}
