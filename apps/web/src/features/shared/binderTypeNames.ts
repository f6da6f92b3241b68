// Binder type names in the language shown (issue 39). The slugs and the English names belong to packages/contracts
// (the server and the binder use them); the `binderTypes` catalogue holds the same English names and the Spanish
// ones, and every screen that shows a type's name (builder select, dashboard, case-type pages) asks here.
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { BINDER_TYPE_SLUGS } from "@courtready/contracts";
import type { TBinderTypeSlug } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";

export type BinderTypesT = TFunction<"binderTypes">;

/**
 * The name with "a" or "an" before it, as it is said in English: "an Eviction Response", "an HOA Dispute".
 * @example withArticle("Eviction Response") // → "an Eviction Response"
 */
export function withArticle(name: string): string {
  // "HOA" is read letter by letter, "aitch-o-a", so it takes "an"; "DMV" and "K-12" start with a consonant sound.
  const an = /^[AEIOU]/i.test(name) || /^HOA\b/.test(name);
  return `${an ? "an" : "a"} ${name}`;
}

// "Start an Eviction Response binder" needs the English article; Spanish sentences are built so that no article
// depends on the name ("Crear una carpeta de …"). A catalogue asks for it with {{name, withArticle}}.
i18n.services.formatter?.add("withArticle", (value: string, language) =>
  language?.startsWith("en") ? withArticle(value) : value,
);

/**
 * A binder type's name in the language of `t`.
 * @example binderTypeName("eviction_response", t) // "Eviction Response", or "Respuesta a un desalojo" in Spanish
 */
export function binderTypeName(slug: TBinderTypeSlug, t: BinderTypesT): string {
  return t(`names.${slug}`);
}

/** `binderTypeName` in the language shown now, for components: re-renders when the language changes. */
export function useBinderTypeName(): (slug: TBinderTypeSlug) => string {
  const { t } = useTranslation("binderTypes");
  return useCallback((slug: TBinderTypeSlug) => binderTypeName(slug, t), [t]);
}

/** Every type with its name in the language of `t`, sorted by that name the way its readers sort (for lists and selects). */
export function binderTypesByLocalName(
  t: BinderTypesT,
  language: string,
): { slug: TBinderTypeSlug; name: string }[] {
  return BINDER_TYPE_SLUGS.map((slug) => ({ slug, name: binderTypeName(slug, t) })).sort((a, b) =>
    a.name.localeCompare(b.name, language),
  );
}
