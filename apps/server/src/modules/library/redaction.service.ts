// The builder's "Personal information" panel (issue 43): one added exhibit read with its court's redaction rules on
// the worker pool (which reads the staged upload by key), answered as its hits and its first pages' pictures.
// Nothing is kept: the staged file goes with the request.
import { REDACTION_MAX_PAGES } from "@courtready/contracts";
import type { TFindRedactionsAnswer } from "@courtready/contracts";
import { redactionRulesOrFederal } from "@courtready/courts";
import { conversionKey } from "./conversions.ts";
import type { InspectDeps } from "./inspect.service.ts";
import { redactionFindJob } from "./redaction.jobs.ts";

/** The minors' names the person typed, one a line, blanks dropped. */
export function minorsOf(field: string | undefined): string[] {
  return (field ?? "")
    .split(/\r?\n/)
    .map((name) => name.trim())
    .filter((name) => name.length >= 2);
}

export async function findRedactions(
  deps: InspectDeps,
  userId: string,
  file: { name: string; key: string; sha256: string },
  fields: {
    preset_key?: string | undefined;
    minors?: string | undefined;
    mode?: "find" | "covered" | "pages" | undefined;
    first_page?: number | undefined;
  },
): Promise<TFindRedactionsAnswer> {
  const rules = redactionRulesOrFederal(fields.preset_key);
  // Asked when a file is added: a Word or Excel file is looked at in the conversion its check kept (the check runs
  // first, so it is there), never converted again for this alone. Only the key goes; the job's thread reads it.
  const kept = fields.mode === "covered" ? conversionKey(userId, file.sha256) : null;
  const hasKept = kept !== null && (await deps.storage.exists(kept).catch(() => false));
  const found = await deps.jobs.run(redactionFindJob, {
    ...(hasKept ? { conversionKey: kept } : {}),
    file: { name: file.name, key: file.key },
    maxFileBytes: deps.maxFileBytes,
    rules,
    minors: minorsOf(fields.minors),
    maxPages: REDACTION_MAX_PAGES,
    ...(fields.mode === "covered" ? { coveredOnly: true } : {}),
    ...(fields.mode === "pages" ? { firstPage: fields.first_page ?? 1 } : {}),
  });
  if (!found.ok) return { status: "unavailable", reason: found.reason };
  return {
    status: "found",
    rules: { id: rules.id, name: rules.name, style: rules.style, filingReminder: rules.filingReminder },
    pageCount: found.pageCount,
    pages: found.pages.map((p) => ({
      page: p.page,
      width: p.width,
      height: p.height,
      image: `data:image/jpeg;base64,${Buffer.from(p.jpeg).toString("base64")}`,
    })),
    hits: found.hits,
    covered: found.covered,
    ...(found.layout ? { layout: found.layout } : {}),
  };
}
