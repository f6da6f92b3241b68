// The builder's server calls (builder-and-projects.md §7) other than the builds themselves: binder types and their
// case questions, a state's courts, AI suggestions, and Save (descriptions are shared/fileDescriptions.ts's).
// Query keys are URLs, as everywhere.
import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  FALLBACK_SUGGESTIONS,
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
import { contractText } from "../../i18n/contractText.ts";
import { PROJECTS_URL } from "./payload.ts";
import { readSchema } from "./validation.ts";
import { binderTypeName } from "../shared/binderTypeNames.ts";

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
 * the select works while the list loads or when it cannot be had. The server names each type in English (the binder's
 * language); the select shows the name in the language shown (binderTypes catalogue), sorted as its readers sort.
 */
export function useBinderTypeChoices(): BinderTypeChoice[] {
  const query = useQuery<unknown>({ queryKey: [BINDER_TYPES_URL] });
  const { t, i18n } = useTranslation("binderTypes");
  const language = i18n.resolvedLanguage ?? "en";
  return useMemo(
    () =>
      (readBinderTypes(query.data) ?? binderTypesByName())
        .map(({ slug }) => ({ slug, name: binderTypeName(slug, t) }))
        .sort((a, b) => a.name.localeCompare(b.name, language)),
    [query.data, t, language],
  );
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

/** The spec's fixed tips in the interface's language: they are interface text, never put in the binder (issue 39). */
function fallbackSuggestions(): string[] {
  return FALLBACK_SUGGESTIONS.map((tip) => contractText(tip));
}

/** AI suggestions for the preview; the spec's fixed suggestions when they cannot be had or there are none (§8). */
export async function requestSuggestions(request: TSuggestionsRequest): Promise<string[]> {
  try {
    const parsed = ZSuggestionsResponse.safeParse(
      await apiJson<unknown>("POST", "/api/generate-suggestions", request),
    );
    const suggestions = parsed.success ? parsed.data.suggestions.filter((s) => s.trim() !== "") : [];
    return suggestions.length > 0 ? suggestions : fallbackSuggestions();
  } catch {
    return fallbackSuggestions();
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
