// Types `t("key")` and `useTranslation("namespace")` from the English catalogues: a key that does not exist fails to
// compile.
import type { DEFAULT_NAMESPACE, resources } from "./resources.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: (typeof resources)["en"];
    returnNull: false;
  }
}
