// A saved project as the builder and the project edit screen both load it: its address (the query key) and the
// query; the projects feature keeps the list, the changes and their invalidation.
import { useQuery } from "@tanstack/react-query";
import type { TProject } from "@courtready/contracts";

export const PROJECTS_URL = "/api/projects";
export const projectUrl = (id: string) => `${PROJECTS_URL}/${encodeURIComponent(id)}`;

export function useProject(id: string | undefined, enabled = true) {
  return useQuery<TProject>({ queryKey: [projectUrl(id ?? "")], enabled: enabled && Boolean(id) });
}
