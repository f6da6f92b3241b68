// The builder preview's answer (builder-and-projects.md §2) from what the worker converted: labels by the one rule,
// the case information, the court, each exhibit's pages as the binder will show them, and the page estimate.
import { applyPageEdits, assignExhibitLabels, labelOptionsOf } from "@courtready/contracts";
import type { TPageEdits, TPreviewResponse } from "@courtready/contracts";
import { warningIn } from "@courtready/engine";
import type { PreviewItem } from "./builds.jobs.ts";
import { caseInfoOfPayload, presetOf } from "./builds.service.ts";
import type { TJobInput } from "./builds.service.ts";

/** An exhibit's pages in the binder after its page edits (the page view and the binder agree with the preview). */
function pagesShown(pages: number, edits: TPageEdits | undefined): number {
  const shown = applyPageEdits(pages, edits);
  return "pages" in shown ? shown.pages.length : pages;
}

/** The preview's answer from the worker's items: labels by the one rule, case info, court, page estimate. */
export function previewAnswer(input: TJobInput, items: PreviewItem[]): TPreviewResponse {
  const preset = presetOf(input.presetKey);
  const labels = assignExhibitLabels(
    input.role,
    input.files.map((f) => f.label),
    labelOptionsOf(preset?.labeling),
  );
  const exhibits = items.map((item, i) => ({
    label: labels[i]!,
    filename: input.files[i]!.name,
    fileType: item.typeLabel as TPreviewResponse["preview"]["exhibits"][number]["fileType"],
    pageCount: pagesShown(item.pages, input.files[i]!.pageEdits),
    previewImage: `data:image/jpeg;base64,${Buffer.from(item.thumbnail).toString("base64")}`,
    ...((input.files[i]!.description ?? item.description)
      ? { description: input.files[i]!.description ?? item.description }
      : {}),
    // Said in the person's language from the engine's notes (issue 39); the build's English where none.
    warnings: item.warnings.map((english, j) => warningIn(item.warningNotes?.[j], english, input.language)),
    bytes: item.bytes,
    compressedBytes: item.compressedBytes,
  }));
  const documentPages = exhibits.reduce((sum, e) => sum + e.pageCount, 0);
  return {
    success: true,
    preview: {
      caseInfo: caseInfoOfPayload(input.payload),
      totalFiles: exhibits.length,
      // The cover page and the exhibit list (about 20 exhibits a page) come before the documents.
      estimatedPages: documentPages + 1 + Math.ceil(exhibits.length / 20),
      role: input.role,
      preset: preset ? { key: preset.id, label: preset.label } : null,
      exhibits,
    },
  };
}
