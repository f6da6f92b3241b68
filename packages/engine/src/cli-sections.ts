// `courtready build --section "TITLE=1,2,3"`: sections (tabs) grouping the exhibits (issue 37 §3). The numbers are
// the FILEs' positions as given, from 1 ("4-6" for a run); a message export made into several transcripts brings
// them all. Each section's files must follow one another and every file must be in one section, so that a tab
// holds exactly what comes after it (contracts' sectionRuns says why not, and the CLI prints it).
import { SECTION_MAX_COUNT, ZBinderSection, sectionRuns } from "@courtready/contracts";
import type { TBinderSection } from "@courtready/contracts";

export const SECTIONS_USAGE = `                   [--section "TITLE=FILE_NUMBERS"]...   (e.g. --section "Payments=3,4" or "Photos=5-9")`;

/** parseArgs options the sections add to `build`. */
export const SECTIONS_OPTIONS = { section: { type: "string", multiple: true } } as const;

/** A --section flag that cannot be used: the CLI prints it with its usage and exits 1. */
export class SectionFlagError extends Error {}

/** "1,2,4-6" → [1, 2, 4, 5, 6]. */
function fileNumbers(value: string, fileCount: number): number[] {
  return value.split(",").flatMap((part) => {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    const from = Number(m?.[1]);
    const to = m?.[2] !== undefined ? Number(m[2]) : from;
    if (!m || from < 1 || to < from || to > fileCount) {
      throw new SectionFlagError(
        `--section: "${part.trim()}" is not a file number or range between 1 and ${fileCount}`,
      );
    }
    return Array.from({ length: to - from + 1 }, (_, k) => from + k);
  });
}

/**
 * The sections the flags ask for, by exhibit position; undefined when none is given. `fileOf` is each exhibit's
 * file position (from 0) among the FILEs given.
 */
export function sectionsOf(
  flags: readonly string[] | undefined,
  fileCount: number,
  fileOf: readonly number[],
): TBinderSection[] | undefined {
  if (!flags?.length) return undefined;
  if (flags.length > SECTION_MAX_COUNT)
    throw new SectionFlagError(`--section: at most ${SECTION_MAX_COUNT} sections`);
  const sections = flags.map((flag) => {
    // The title may hold "=" itself: the numbers follow the last one.
    const eq = flag.lastIndexOf("=");
    if (eq <= 0) throw new SectionFlagError(`--section needs "TITLE=FILE_NUMBERS", got "${flag}"`);
    const files = new Set(fileNumbers(flag.slice(eq + 1), fileCount).map((n) => n - 1));
    const parsed = ZBinderSection.safeParse({
      title: flag.slice(0, eq),
      exhibits: fileOf.flatMap((f, i) => (files.has(f) ? [i] : [])),
    });
    if (!parsed.success)
      throw new SectionFlagError(`--section "${flag}": ${parsed.error.issues[0]!.message}`);
    return parsed.data;
  });
  // Checked here, where the error can name the flags, rather than deep in the assembly.
  const runs = sectionRuns(sections, fileOf.length);
  if ("error" in runs) {
    throw new SectionFlagError(
      `--section: ${runs.error.replace(/Exhibit (\d+)/g, (_, n: string) => `File ${fileOf[Number(n) - 1]! + 1}`)}`,
    );
  }
  return sections;
}
