// Library jobs, run on the worker pool: "file.describe" converts an upload once to learn its type and pages and to
// draw its first page, exactly as a build would, so a file the binder could not use is refused at upload.
import { describeFile, EngineError, loadSystemFonts } from "@courtready/engine";
import type { EngineFonts, FileDescription, SourceFile } from "@courtready/engine";
import type { JobHandler } from "../../jobs/worker-host.ts";

export interface DescribeJobPayload {
  file: SourceFile;
  maxFileBytes: number;
  date: Date;
}

export type DescribeJobResult = { ok: true; description: FileDescription } | { ok: false; reason: string };

let fonts: EngineFonts | undefined;

export const libraryJobHandlers: Record<string, JobHandler> = {
  "file.describe": async (payload) => {
    const { file, maxFileBytes, date } = payload as DescribeJobPayload;
    try {
      const description = await describeFile(file, (fonts ??= loadSystemFonts()), { maxFileBytes, date });
      return { ok: true, description } satisfies DescribeJobResult;
    } catch (error) {
      // The engine's reason already says what is wrong and what to do.
      if (error instanceof EngineError)
        return { ok: false, reason: error.reason } satisfies DescribeJobResult;
      throw error;
    }
  },
};
