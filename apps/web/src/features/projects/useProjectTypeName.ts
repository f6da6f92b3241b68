// A saved project's binder type as the dashboard card and the edit screen name it: in the language shown, from the
// binderTypes catalogue; a code no type answers to (an old project's) is shown as it was saved.
import { useCallback } from "react";
import { resolveBinderType } from "@courtready/contracts";
import { useBinderTypeName } from "../shared/binderTypeNames.ts";

export function useProjectTypeName(): (code: string) => string {
  const typeName = useBinderTypeName();
  return useCallback(
    (code: string) => {
      const slug = resolveBinderType(code);
      return slug ? typeName(slug) : code;
    },
    [typeName],
  );
}
