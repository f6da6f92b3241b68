// What the saved-projects commands need from the app, and what a save answers.
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import type { TProject, TUser } from "@courtready/contracts";
import type { JobRunner } from "../../jobs/runner.ts";
import type { FileStorage } from "../../storage/storage.ts";
import type { StagedFile } from "../library/library.service.ts";

export interface ProjectsDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  /** Largest single file, in bytes (config.maxFileBytes). */
  maxFileBytes: number;
  /** Largest total of one project's files: what one binder build can take (config.maxBuildBytes). */
  maxProjectBytes: number;
  /** What one person's library and saved projects may store together (config.libraryQuotaBytes). */
  quotaBytes: number;
  /** Runs the engine's check of each new file ("file.inspect", the conversion a build does) off the request thread. */
  jobs: JobRunner;
  /**
   * Files a save's documents in the person's library, each once (library.service.ts#fileOnce); how many could not
   * be filed. Absent where a save should not touch the library.
   */
  fileInLibrary?: (
    user: TUser,
    files: readonly (StagedFile & { name: string; description: string })[],
    now: Date,
  ) => Promise<number>;
}

/** A saved project and how many of its documents could not be filed in the library (0 when all were). */
export type SavedProject = TProject & { notFiled?: number };
