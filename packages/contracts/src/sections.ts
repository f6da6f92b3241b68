// Sections (tabs) that group a binder's exhibits (issue 37 §3): "Lease and notices", "Payments", "Photos". Each
// section is a run of consecutive exhibits, in order; the one shape travels from the builder (BuildRequest.sections)
// and the CLI (--section) to the engine, which puts a slip sheet before each section and headings in the index.
import { z } from "zod";

/** A section's title as the slip sheet, index heading and bookmark print it. */
export const SECTION_TITLE_MAX = 120;
/** More tabs than any binder has; low enough that a request stays small. */
export const SECTION_MAX_COUNT = 100;

/** One section: its title and the exhibits it holds, by position (from 0) in the binder's order. */
export const ZBinderSection = z.object({
  title: z.string().trim().min(1).max(SECTION_TITLE_MAX),
  exhibits: z.array(z.number().int().min(0).max(100_000)).min(1).max(100_000),
});
export type TBinderSection = z.infer<typeof ZBinderSection>;
export const ZBinderSections = z.array(ZBinderSection).max(SECTION_MAX_COUNT);

/** The title a saved project's file keeps for its section (PUT …/files/:fileId/section); null: none. */
export const ZSectionTitle = z.string().trim().min(1).max(SECTION_TITLE_MAX);
export const ZFileSectionBody = z.object({ title: ZSectionTitle.nullable() });
export type TFileSectionBody = z.infer<typeof ZFileSectionBody>;

/**
 * The sections of files in binder order from each file's section title (exhibit→section, as a saved project and the
 * builder keep them): consecutive files with the same title make one section. None when no file has a title; a file
 * without one among titled files is in no section, which sectionRuns then names.
 */
export function sectionsOfTitles(titles: readonly (string | null | undefined)[]): TBinderSection[] {
  const sections: TBinderSection[] = [];
  titles.forEach((raw, i) => {
    const title = raw?.trim();
    if (!title) return;
    const last = sections.at(-1);
    if (last && last.title === title && last.exhibits.at(-1) === i - 1) last.exhibits.push(i);
    else sections.push({ title, exhibits: [i] });
  });
  return sections;
}

/** A section as the assembly uses it: its title and its first and last exhibit (from 0, inclusive). */
export interface SectionRun {
  title: string;
  first: number;
  last: number;
}

/**
 * The sections as runs, or why they cannot be: every exhibit must be in exactly one section, and each section's
 * exhibits must follow one another, the sections in binder order (a tab holds what comes after it, so a section
 * split by another one's exhibit would put an exhibit under the wrong tab).
 */
export function sectionRuns(
  sections: readonly TBinderSection[],
  exhibitCount: number,
): { runs: SectionRun[] } | { error: string } {
  const runs: SectionRun[] = [];
  let next = 0;
  for (const s of sections) {
    const sorted = [...s.exhibits].sort((a, b) => a - b);
    const first = sorted[0]!;
    if (first !== next) {
      return {
        error:
          first < next
            ? `Exhibit ${first + 1} is in more than one section ("${s.title}").`
            : `Exhibit ${next + 1} is in no section; with sections, every exhibit belongs to one, in order.`,
      };
    }
    for (const [k, e] of sorted.entries()) {
      if (e !== first + k) {
        return {
          error: `Section "${s.title}" must hold consecutive exhibits (exhibit ${first + k + 1} is missing or repeated).`,
        };
      }
    }
    const last = sorted.at(-1)!;
    if (last >= exhibitCount) {
      return { error: `Section "${s.title}" names exhibit ${last + 1}, but there are ${exhibitCount}.` };
    }
    runs.push({ title: s.title.trim(), first, last });
    next = last + 1;
  }
  if (runs.length > 0 && next !== exhibitCount) {
    return {
      error: `Exhibit ${next + 1} is in no section; with sections, every exhibit belongs to one, in order.`,
    };
  }
  return { runs };
}

/** Where a saved project's file's section title is kept (PUT, body ZFileSectionBody). */
export const projectFileSectionUrl = (projectId: string, fileId: string): string =>
  `/api/projects/${encodeURIComponent(projectId)}/files/${encodeURIComponent(fileId)}/section`;
