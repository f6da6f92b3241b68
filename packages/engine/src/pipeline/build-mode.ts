// The engine's one way to build: files, fonts, the binder's options and what to make — the standard binder (split
// into volumes when over a size limit), a supplement continuing what was filed, or the enhanced print kit. The modes
// exclude each other, so they are one union rather than flags a caller could combine.
import type { TFiledManifest } from "@courtready/contracts";
import { buildBinder } from "./build.ts";
import { checkMemoryBudget } from "./memory-budget.ts";
import type { BuildOptions, BuildResult } from "./build.ts";
import { buildBinderInVolumes, buildEnhancedKit } from "../kit/kit.ts";
import type { EnhancedKit, KitOptions } from "../kit/kit.ts";
import type { EngineFonts } from "../fonts/fonts.ts";
import type { ProgressCallback, SourceFile } from "../types.ts";

/** What a build makes. */
export type BuildMode =
  /** The binder; over `maxSizeBytes` (when given), again in volumes, all of them in its ZIP. */
  | { kind: "binder"; maxSizeBytes?: number | undefined }
  /** A supplement continuing the filed binder's labels, pages and Bates numbers; never split. */
  | { kind: "supplement"; supplement: TFiledManifest }
  /** The enhanced print kit: court (split under `maxSizeBytes`), print and review versions, labels, report. */
  | {
      kind: "kit";
      maxSizeBytes?: number | undefined;
      labelSheet?: KitOptions["labelSheet"];
      ocr?: KitOptions["ocr"];
      /** The language of the kit's pages for the person (its quality report); the binder stays English. */
      language?: KitOptions["language"];
    };

/** The binder's options a caller sets; what each assembly makes (review, volumes, supplement) is the mode's. */
/**
 * `memoryBudgetBytes`: a build whose files say it would need more is refused before any work, naming its largest
 * file (and again once converted, build.ts). None when absent (the CLI on a person's own machine).
 */
export type BinderOptions = Omit<BuildOptions, "mode" | "warmUp">;

/** What a build made: the binder (volume 1 first when split) and, for the kit, the kit. */
export type BuildOutcome =
  { kind: "binder"; binder: BuildResult } | { kind: "kit"; binder: BuildResult; kit: EnhancedKit };

/**
 * Builds what `mode` asks for from files in the given order.
 * @throws EngineErrors listing every file that cannot be used (nothing is built then), an exhibit too large for
 *   the size limit, or the files over `memoryBudgetBytes` (MEMORY_BUDGET); EngineError TOOL_MISSING when the kit's OCR is asked for and tesseract is not installed.
 */
export async function build(
  files: SourceFile[],
  fonts: EngineFonts,
  options: BinderOptions,
  mode: BuildMode,
  onProgress?: ProgressCallback,
): Promise<BuildOutcome> {
  if (options.memoryBudgetBytes !== undefined) checkMemoryBudget(files, options.memoryBudgetBytes);
  return buildIn(files, fonts, options, mode, onProgress);
}

async function buildIn(
  files: SourceFile[],
  fonts: EngineFonts,
  options: BinderOptions,
  mode: BuildMode,
  onProgress?: ProgressCallback,
): Promise<BuildOutcome> {
  switch (mode.kind) {
    case "kit": {
      const kit = await buildEnhancedKit(
        files,
        fonts,
        {
          ...options,
          ...(mode.maxSizeBytes !== undefined ? { maxSizeBytes: mode.maxSizeBytes } : {}),
          ...(mode.labelSheet ? { labelSheet: mode.labelSheet } : {}),
          ...(mode.ocr ? { ocr: mode.ocr } : {}),
          ...(mode.language ? { language: mode.language } : {}),
        },
        onProgress,
      );
      return { kind: "kit", binder: kit.binder, kit };
    }
    case "supplement":
      return {
        kind: "binder",
        binder: await buildBinder(
          files,
          fonts,
          { ...options, mode: { kind: "supplement", manifest: mode.supplement } },
          onProgress,
        ),
      };
    case "binder":
      return {
        kind: "binder",
        binder:
          mode.maxSizeBytes !== undefined
            ? await buildBinderInVolumes(files, fonts, options, mode.maxSizeBytes, onProgress)
            : await buildBinder(files, fonts, options, onProgress),
      };
  }
}
