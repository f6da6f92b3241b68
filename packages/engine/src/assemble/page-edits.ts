// An exhibit's page edits (issue 37 §3; contracts' page-edits.ts) applied to its loaded pages: pages turned,
// removed and reordered before they are placed and stamped, so page numbers, Bates numbers, the index's ranges,
// bookmarks and volumes all count the pages as edited. The file itself is never touched (its SHA-256 stays its own).
import { applyPageEdits, noPageEdits } from "@courtready/contracts";
import type { EditedPage, PageEditProblem, TPageEdits } from "@courtready/contracts";
import { EngineError, EngineErrors } from "../errors.ts";
import { normaliseRotation } from "./layout.ts";
import type { ExhibitTranslation, ImagePage } from "./types.ts";
import type { LoadedExhibit } from "./exhibit-pages.ts";

/**
 * The pages an exhibit shows after its edits, or the reason they cannot be applied. A translated exhibit's edits
 * name the original's pages: its translation and declaration stay after them, as they came.
 */
export function editedPages(
  pageCount: number,
  edits: TPageEdits | undefined,
  translation?: ExhibitTranslation,
): { pages: EditedPage[]; translation?: ExhibitTranslation } | { problem: PageEditProblem } {
  const original = translation ? translation.firstPage - 1 : pageCount;
  const applied = applyPageEdits(original, edits);
  if ("problem" in applied) return applied;
  const after = Array.from({ length: pageCount - original }, (_, k): EditedPage => ({
    page: original + k + 1,
    turn: 0,
  }));
  const removed = original - applied.pages.length;
  return {
    pages: [...applied.pages, ...after],
    ...(translation
      ? {
          translation: {
            firstPage: translation.firstPage - removed,
            declarationPage: translation.declarationPage - removed,
          },
        }
      : {}),
  };
}

/**
 * The page count (and where a translation begins) an exhibit has after its edits; as it came when the edits cannot
 * be applied (the assembly then refuses them, naming the file).
 */
export function editedOutline(
  pageCount: number,
  edits: TPageEdits | undefined,
  translation: ExhibitTranslation | undefined,
): { pages: number; translation?: ExhibitTranslation } {
  const asCame = { pages: pageCount, ...(translation ? { translation } : {}) };
  if (noPageEdits(edits)) return asCame;
  const edited = editedPages(pageCount, edits, translation);
  if (!("pages" in edited)) return asCame;
  return { pages: edited.pages.length, ...(edited.translation ? { translation: edited.translation } : {}) };
}

/** The typed refusal of edits that cannot be applied to a file. */
export function pageEditError(file: string, problem: PageEditProblem): EngineError {
  return new EngineError(
    problem.kind === "allRemoved" ? "ALL_PAGES_REMOVED" : "PAGE_EDIT_PAST_END",
    file,
    problem.message,
  );
}

/**
 * Every loaded exhibit with its page edits applied (an exhibit without edits, or without readable pages, as it
 * came: checkReadable names the latter).
 * @throws EngineErrors naming every file whose edits cannot be applied.
 */
export function applyLoadedEdits(loaded: LoadedExhibit[]): LoadedExhibit[] {
  const problems: EngineError[] = [];
  const out = loaded.map((e): LoadedExhibit => {
    const { pageEdits, ...input } = e.input;
    if (noPageEdits(pageEdits) || e.pageCount === 0) return e;
    const edited = editedPages(e.pageCount, pageEdits, input.translation);
    if ("problem" in edited) {
      problems.push(pageEditError(input.source, edited.problem));
      return e;
    }
    const translation = edited.translation ? { translation: edited.translation } : {};
    if (input.content.kind === "images") {
      const images = input.content.pages;
      const pages = edited.pages.map(({ page, turn }): ImagePage => {
        const image = images[page - 1]!;
        return turn ? { ...image, turn } : image;
      });
      return {
        input: { ...input, ...translation, content: { kind: "images", pages } },
        pageCount: pages.length,
      };
    }
    const sources = e.pages ?? [];
    const pages = edited.pages.map(({ page, turn }) => {
      const source = sources[page - 1]!;
      return turn ? { ...source, rotate: normaliseRotation(source.rotate + turn) } : source;
    });
    return { input: { ...input, ...translation }, pageCount: pages.length, pages };
  });
  if (problems.length) throw new EngineErrors(problems);
  return out;
}
