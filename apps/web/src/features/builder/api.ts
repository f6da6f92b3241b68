// The builder's server calls (builder-and-projects.md §7) other than the builds themselves: binder types and their
// case questions, a state's courts, AI descriptions and suggestions, and Save. Query keys are URLs, as everywhere.
import { useQuery } from "@tanstack/react-query";
import {
  FALLBACK_SUGGESTIONS,
  ZDescriptionResponse,
  ZSuggestionsResponse,
  binderTypesByName,
  isBinderTypeSlug,
} from "@courtready/contracts";
import type {
  TBinderTypeSchema,
  TBinderTypeSlug,
  TSaveProjectResponse,
  TSuggestionsRequest,
} from "@courtready/contracts";
import { apiJson } from "../../api/client.ts";
import { PROJECTS_URL } from "./payload.ts";
import { readSchema } from "./validation.ts";

export const BINDER_TYPES_URL = "/api/binder-types";

export interface BinderTypeChoice {
  slug: TBinderTypeSlug;
  name: string;
}

/** The binder type list from the server (the spec's single source), sorted by name, as select options. */
function readBinderTypes(data: unknown): BinderTypeChoice[] | null {
  if (!Array.isArray(data)) return null;
  const choices = data.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== "object") return [];
    const { slug, display_name } = entry as { slug?: unknown; display_name?: unknown };
    return typeof slug === "string" && isBinderTypeSlug(slug) && typeof display_name === "string"
      ? [{ slug, name: display_name }]
      : [];
  });
  return choices.length > 0 ? choices.sort((a, b) => a.name.localeCompare(b.name, "en")) : null;
}

/**
 * Binder types for the select: the server's list when it has answered, else the same list from the contracts, so
 * the select works while the list loads or when it cannot be had.
 */
export function useBinderTypeChoices(): BinderTypeChoice[] {
  const query = useQuery<unknown>({ queryKey: [BINDER_TYPES_URL] });
  return readBinderTypes(query.data) ?? binderTypesByName();
}

/** One binder type's case questions; `schema` is undefined while loading and null when it could not be had. */
export function useBinderTypeSchema(slug: TBinderTypeSlug) {
  // The default query function GETs /api/binder-types/{slug}; readSchema keeps what the form can draw.
  const query = useQuery<unknown, Error, TBinderTypeSchema | null>({
    queryKey: [BINDER_TYPES_URL, slug],
    select: readSchema,
  });
  const schema: TBinderTypeSchema | null | undefined = query.isPending
    ? undefined
    : query.isError
      ? null
      : (query.data ?? null);
  return { schema, isError: query.isError, refetch: query.refetch, isFetching: query.isFetching };
}

/**
 * A description of one file (POST /api/generate-description) and who wrote it (an AI, or the describer from the
 * file's own data); null when none could be had.
 */
export async function requestDescription(
  file: File,
  name: string,
): Promise<{ description: string; source: "ai" | "file" } | null> {
  const form = new FormData();
  form.append("file", file, name);
  try {
    const parsed = ZDescriptionResponse.safeParse(
      await apiJson<unknown>("POST", "/api/generate-description", form),
    );
    if (!parsed.success) return null;
    const description = parsed.data.description.trim();
    return description ? { description, source: parsed.data.source } : null;
  } catch {
    // §6: a failed description leaves the file without one; it never blocks anything.
    return null;
  }
}

/** AI suggestions for the preview; the spec's fixed suggestions when they cannot be had or there are none (§8). */
export async function requestSuggestions(request: TSuggestionsRequest): Promise<string[]> {
  try {
    const parsed = ZSuggestionsResponse.safeParse(
      await apiJson<unknown>("POST", "/api/generate-suggestions", request),
    );
    const suggestions = parsed.success ? parsed.data.suggestions.filter((s) => s.trim() !== "") : [];
    return suggestions.length > 0 ? suggestions : [...FALLBACK_SUGGESTIONS];
  } catch {
    return [...FALLBACK_SUGGESTIONS];
  }
}

/**
 * The first Save of a new project (POST): the answer's project lists the stored files in the order they were sent,
 * so the builder can go on editing it as a saved project.
 */
export async function createProject(form: FormData): Promise<TSaveProjectResponse> {
  const result = await apiJson<TSaveProjectResponse | null>("POST", PROJECTS_URL, form);
  if (!result || typeof result.id !== "string" || !Array.isArray(result.project?.files))
    throw new Error("The project was saved without an id");
  return result;
}
