// `courtready build --rotate-page / --remove-page / --page-order`: page edits within an exhibit (issue 37 §3), each
// naming its file as --describe does (the path as given or the file's name). Pages are the file's own, counted
// from 1; the file is never changed, only its pages in the binder.
import path from "node:path";
import { ZPageEdits, ZPageTurn } from "@courtready/contracts";
import type { TPageEdits, TPageTurn } from "@courtready/contracts";

export const PAGES_USAGE = `                   [--rotate-page FILE=PAGE[,PAGE]:90|180|270]... [--remove-page FILE=PAGE[,PAGE]]...
                   [--page-order FILE=PAGE,PAGE,...]`;

/** parseArgs options the page edits add to `build`. */
export const PAGES_OPTIONS = {
  "rotate-page": { type: "string", multiple: true },
  "remove-page": { type: "string", multiple: true },
  "page-order": { type: "string", multiple: true },
} as const;

interface PageFlags {
  "rotate-page"?: string[] | undefined;
  "remove-page"?: string[] | undefined;
  "page-order"?: string[] | undefined;
}

/** A page flag that cannot be used: the CLI prints it with its usage and exits 1. */
export class PageFlagError extends Error {}

/** "FILE=VALUE" split at the first "=", FILE found among the inputs. */
function fileAndValue(flag: string, value: string, inputs: readonly string[]): [number, string] {
  const eq = value.indexOf("=");
  if (eq <= 0 || eq === value.length - 1) throw new PageFlagError(`--${flag} needs FILE=…, got "${value}"`);
  const key = value.slice(0, eq);
  const at = inputs.findIndex((p) => p === key || path.basename(p) === key);
  if (at < 0) throw new PageFlagError(`--${flag} names "${key}", which is not one of the files`);
  return [at, value.slice(eq + 1)];
}

function pageList(flag: string, text: string): number[] {
  return text.split(",").map((part) => {
    const page = Number(part.trim());
    if (!Number.isInteger(page) || page < 1)
      throw new PageFlagError(`--${flag}: "${part}" is not a page number (pages count from 1)`);
    return page;
  });
}

/** Each input's page edits, by position; undefined when no page flag is given. */
export function pageEditsOf(
  inputs: readonly string[],
  flags: PageFlags,
): (TPageEdits | undefined)[] | undefined {
  const rotations = flags["rotate-page"] ?? [];
  const removals = flags["remove-page"] ?? [];
  const orders = flags["page-order"] ?? [];
  if (rotations.length + removals.length + orders.length === 0) return undefined;
  const edits = inputs.map(() => ({
    remove: [] as number[],
    rotate: [] as { page: number; turn: TPageTurn }[],
    order: undefined as number[] | undefined,
  }));
  for (const value of rotations) {
    const [at, rest] = fileAndValue("rotate-page", value, inputs);
    const [page, degrees] = rest.split(":");
    const turn = ZPageTurn.safeParse(Number(degrees)).data;
    if (turn === undefined)
      throw new PageFlagError(`--rotate-page needs FILE=PAGE:DEGREES with 90, 180 or 270, got "${value}"`);
    edits[at]!.rotate.push(...pageList("rotate-page", page ?? "").map((p) => ({ page: p, turn })));
  }
  for (const value of removals) {
    const [at, rest] = fileAndValue("remove-page", value, inputs);
    edits[at]!.remove.push(...pageList("remove-page", rest));
  }
  for (const value of orders) {
    const [at, rest] = fileAndValue("page-order", value, inputs);
    if (edits[at]!.order)
      throw new PageFlagError(`--page-order is given twice for "${inputs[at]}"; give one`);
    edits[at]!.order = pageList("page-order", rest);
  }
  return edits.map((e, i) => {
    if (e.remove.length + e.rotate.length === 0 && !e.order) return undefined;
    const parsed = ZPageEdits.safeParse({
      ...(e.remove.length ? { remove: e.remove } : {}),
      ...(e.rotate.length ? { rotate: e.rotate } : {}),
      ...(e.order ? { order: e.order } : {}),
    });
    if (!parsed.success)
      throw new PageFlagError(`the page edits of "${inputs[i]}": ${parsed.error.issues[0]!.message}`);
    return parsed.data;
  });
}
