// The filing check of a finished build (issue 36): every file meant to be filed (the binder or each of its volumes,
// a supplement, the kit's court copy; never the print or review versions) checked against the chosen court's filing
// profile, so the builder can say "Ready to file" or what blocks filing before anything is downloaded. The checker
// itself is the engine's, handed in by whoever builds the runtime, so this module and its tests never need qpdf.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { TBuildLanguage, TFilingCheckReport, TFilingProfile } from "@courtready/contracts";

/**
 * Checks files on disk against a profile: the engine's `checkFiling`, or a test's stand-in. `language` words the
 * findings' `message` and `fix` (the engine's table per finding code, check/check-words.ts); English without it.
 */
export type FilingChecker = (
  files: { name: string; path: string }[],
  profile: TFilingProfile,
  options?: { language?: TBuildLanguage },
) => Promise<TFilingCheckReport>;

/** A file a build made that is meant to be filed, under the name it is downloaded with. */
export interface FiledFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * The check of `files` against the chosen court's profile (the caller looked it up once for the build); null when no
 * court was chosen (or the id is no longer a court) or the check failed (reported through `onError`): null always means "not checked".
 * The files are written to `tmpDir/filed/` for the checker (it reads by path) and removed after. The findings are
 * worded in `language`, the person's who asked for the build (issue 39): the builder's and the project's Filing
 * panel show them as they are; the CLI and `check --json` never come here and stay English.
 */
export async function checkFiledFiles(
  check: FilingChecker,
  profile: TFilingProfile | undefined,
  files: readonly FiledFile[],
  tmpDir: string,
  onError: (error: unknown) => void,
  language?: TBuildLanguage,
): Promise<TFilingCheckReport | null> {
  if (!profile || files.length === 0) return null;
  const dir = path.join(tmpDir, "filed");
  try {
    await mkdir(dir, { recursive: true });
    const onDisk = [];
    for (const [i, file] of files.entries()) {
      // A folder per file: names stay exactly as built (the court's file-name rule reads them) and never collide.
      const fileDir = path.join(dir, String(i));
      await mkdir(fileDir);
      const at = path.join(fileDir, path.basename(file.name));
      await writeFile(at, file.bytes);
      onDisk.push({ name: file.name, path: at });
    }
    return await check(onDisk, profile, language ? { language } : {});
  } catch (error) {
    onError(error);
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true }).catch(onError);
  }
}
