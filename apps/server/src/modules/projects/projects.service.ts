// Saved projects, the entry point the routes use: create, list, read, update, duplicate and delete a project, and
// reorder, relabel, add and remove its files. One file per command (projects.create.ts, projects.update.ts,
// projects.update-files.ts, projects.duplicate.ts, projects.delete.ts, projects.translate.ts: a file's translation),
// reads in projects.read.ts, upload handling in
// projects.uploads.ts, the shaping of rows into answers in projects.presenters.ts.
export type { ProjectsDeps, SavedProject } from "./projects.deps.ts";
export type { Upload } from "./projects.uploads.ts";
export {
  getOwnedProject,
  getProject,
  listProjects,
  openFile,
  saveFileMessages,
  saveFileSection,
  saveFileRedaction,
} from "./projects.read.ts";
export { openTranslationFile, removeFileTranslation, saveFileTranslation } from "./projects.translate.ts";
export { createProject } from "./projects.create.ts";
export { updateProject } from "./projects.update.ts";
export { updateFiles } from "./projects.update-files.ts";
export { duplicateProject } from "./projects.duplicate.ts";
export { deleteProject } from "./projects.delete.ts";
