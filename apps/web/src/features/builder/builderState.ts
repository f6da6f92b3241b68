// The builder's state (builder-and-projects.md §3 "Builder state", "Builder file") and every change the screen can
// make to it, as one pure reducer: changing the state clears the court, changing the binder type clears the case
// fields, editing a description makes it the person's (§4; issue 37: no "AI" or "From the file" mark on it).
import { COMMON_CASE_FIELDS, DEFAULT_BINDER_TYPE, DEFAULT_ROLE, sentence } from "@courtready/contracts";
import type {
  TBinderTypeSlug,
  TDescriptionSource,
  TMessageChoice,
  TMessageExportSummary,
  TRole,
  TSizeLimitChoice,
} from "@courtready/contracts";
import { ALL_STATES, stateOfPreset } from "../shared/courts.ts";
import type { BuilderStateCode } from "../shared/courts.ts";
import type { SizeLimitAction } from "../shared/sizeLimit.ts";
import { applyOrder, moveItem } from "./fileListRules.ts";

export type CaseInfoField = (typeof COMMON_CASE_FIELDS)[number];
export type CaseInfo = Record<CaseInfoField, string>;
export const EMPTY_CASE_INFO: CaseInfo = { caseName: "", caseNumber: "", partyName: "", hearingDate: "" };

/** A dynamic form value: text (numbers are typed as text and sent as numbers) or a yes/no box. */
export type FormValue = string | boolean;

/**
 * What the server's check of an added file found (issue 19 item 3), shown on the file's row: being checked, ready,
 * needs attention (what is wrong, what to do, and whether its password can open it here), or not checked (the
 * check could not run; the build checks it again).
 */
export type FileCheck =
  | { state: "checking" }
  | { state: "ready"; pageCount: number }
  | { state: "attention"; problem: string; reason: string; canUnlock: boolean }
  | { state: "unchecked"; reason: string }
  /** A message export (issue 38): its conversations, for the picker on the row. */
  | { state: "messages"; summary: TMessageExportSummary };

/** One uploaded file on the client (§3). `file` holds the bytes; null for a file known only by name. */
export interface BuilderFile {
  id: string;
  name: string;
  size: number;
  type: string;
  url: string | null;
  description?: string;
  /** The description an AI or the describer wrote, kept when the person writes their own. */
  aiDescription?: string;
  /** Who wrote `description`: the person (also with none), an AI, or the describer from the file's own data. */
  descriptionSource: TDescriptionSource;
  isSaved: boolean;
  file: File | null;
  /**
   * The library file holding these bytes: the one it was picked from, or the one Save filed it as. A file with one
   * is never sent to the library again (libraryBridge.ts).
   */
  libraryFileId?: string;
  /**
   * The id of the saved project file holding these bytes on the server, once a project save has stored them. Kept
   * apart from `id` because a save that replaces the files gives them new server ids while the row stays the same.
   */
  savedFileId?: string;
  /**
   * The exhibit label a saved project's file has on the server, kept while the files, their order, the role and
   * the court stand as saved. Any of those changing is saved with labels by position (the builder relabels), so
   * the labels go then (`withoutKeptLabels`) and every file shows, previews and builds with its position's label.
   */
  exhibitLabel?: string;
  /** The server's check of the bytes, for files added in this session (saved and library files passed one). */
  check?: FileCheck;
  /** A message export's choice (conversations, days, zone, declaration), sent with its description entry. */
  messages?: TMessageChoice;
}

/** A file of a restored session: its bytes are gone, but its name and description wait for it to be added again. */
export interface ForgottenFile {
  name: string;
  size: number;
  description?: string;
  descriptionSource: TDescriptionSource;
}

export interface BuilderState {
  binderType: TBinderTypeSlug;
  role: TRole;
  selectedState: BuilderStateCode;
  /** The chosen court's preset key; "" for none. */
  presetKey: string;
  /**
   * The precinct and place typed for a court that has them (a Texas Justice Court, issue 37 §1): the caption is
   * the court's official name pattern filled with them. Cleared when the court changes.
   */
  courtPrecinct: string;
  courtPlace: string;
  caseInfo: CaseInfo;
  formData: Record<string, FormValue>;
  projectName: string;
  enhancedProcessing: boolean;
  /**
   * The file size limit to split the binder into volumes under (issue 24): the chosen court's sourced limit (none
   * when it records none), none, or the person's own (`sizeLimitMb`, as typed).
   */
  sizeLimit: TSizeLimitChoice;
  sizeLimitMb: string;
  /**
   * Over the size limit, "Make the scans smaller" rather than "Split into volumes" (issue 37 §3, chosen in the
   * preview): the build re-encodes scanned pictures at 200 dpi first. Absent: no.
   */
  compressScans?: boolean;
  files: BuilderFile[];
  forgottenFiles: ForgottenFile[];
}

export function initialBuilderState(binderType: TBinderTypeSlug = DEFAULT_BINDER_TYPE): BuilderState {
  return {
    binderType,
    role: DEFAULT_ROLE,
    selectedState: ALL_STATES,
    presetKey: "",
    courtPrecinct: "",
    courtPlace: "",
    caseInfo: { ...EMPTY_CASE_INFO },
    formData: {},
    projectName: "",
    enhancedProcessing: false,
    sizeLimit: "court",
    sizeLimitMb: "",
    files: [],
    forgottenFiles: [],
  };
}

export function isCaseInfoField(key: string): key is CaseInfoField {
  return (COMMON_CASE_FIELDS as readonly string[]).includes(key);
}

/**
 * The value of a case field by its schema key: the four common case fields live in caseInfo (they survive a change
 * of binder type and are edited in the preview too), every other key in formData.
 */
export function fieldValue(state: BuilderState, key: string): FormValue | undefined {
  return isCaseInfoField(key) ? state.caseInfo[key] : state.formData[key];
}

/** A new client-side file; the id comes from the caller so the reducer stays pure. */
export function createBuilderFile(file: File, id: string): BuilderFile {
  return {
    id,
    name: file.name,
    size: file.size,
    type: file.type,
    url: null,
    descriptionSource: "person",
    isSaved: false,
    file,
  };
}

export type BuilderAction =
  | { type: "setSelectedState"; state: BuilderStateCode }
  /** A court chosen (from the court search, a directory link or the general courts); its state goes with it. */
  | { type: "setPreset"; presetKey: string }
  | { type: "setCourtPrecinct"; precinct: string; place: string }
  | { type: "setBinderType"; binderType: TBinderTypeSlug; keepFormData?: boolean }
  | { type: "setRole"; role: TRole }
  | { type: "setField"; key: string; value: FormValue }
  | { type: "setProjectName"; projectName: string }
  | { type: "setEnhanced"; enhanced: boolean }
  | { type: "setCompressScans"; compress: boolean }
  | SizeLimitAction
  | { type: "addFiles"; files: BuilderFile[] }
  | { type: "removeFile"; id: string }
  | { type: "moveFile"; id: string; delta: -1 | 1 }
  | { type: "applyOrder"; ids: readonly string[] }
  | { type: "editDescription"; id: string; description: string }
  | { type: "aiDescription"; id: string; description: string; source: "ai" | "file" }
  | { type: "dismissForgotten" }
  /** Save filed these builder files (by id) in the library as these library files. */
  | { type: "filedInLibrary"; filed: Readonly<Record<string, string>> }
  /** Bytes of saved files, fetched back from their file addresses (by builder file id). */
  | { type: "savedBytes"; files: Readonly<Record<string, File>> }
  /** A project save stored these builder files (by id) as these server files. */
  | { type: "markSaved"; saved: Readonly<Record<string, { savedFileId: string; url: string }>> }
  | { type: "reset"; state: BuilderState }
  /** The server's check of a file (by id) started or answered. */
  | { type: "fileChecked"; id: string; check: FileCheck }
  /** The person's choice in a message export's picker (undefined: nothing picked). */
  | { type: "setMessageChoice"; id: string; choice: TMessageChoice | undefined }
  /** A locked PDF opened with its password: these bytes take its place, and are checked again. */
  | { type: "unlocked"; id: string; file: File }
  /** A build refused these files (by name): their rows say why, so they can be fixed where they are. */
  | { type: "markProblems"; problems: readonly { name: string; reason: string }[] };

function sameFile(forgotten: ForgottenFile, file: BuilderFile): boolean {
  return forgotten.name === file.name && forgotten.size === file.size;
}

function updateFile(
  state: BuilderState,
  id: string,
  change: (file: BuilderFile) => BuilderFile,
): BuilderState {
  return { ...state, files: state.files.map((file) => (file.id === id ? change(file) : file)) };
}

/** The files without their kept labels: labels follow the order from now on (see BuilderFile.exhibitLabel). */
function withoutKeptLabels(files: readonly BuilderFile[]): BuilderFile[] {
  return files.map((file) => {
    if (file.exhibitLabel === undefined) return file;
    const { exhibitLabel: _kept, ...rest } = file;
    return rest;
  });
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  const next = reduce(state, action);
  // What a save would relabel by position: the files' set or order, the role, the court.
  const relabelled =
    next.role !== state.role ||
    next.presetKey !== state.presetKey ||
    next.files.length !== state.files.length ||
    next.files.some((file, i) => file.id !== state.files[i]?.id);
  return relabelled && action.type !== "reset" && next.files.some((f) => f.exhibitLabel !== undefined)
    ? { ...next, files: withoutKeptLabels(next.files) }
    : next;
}

function reduce(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case "setSelectedState":
      // §4: changing the state clears the selected court.
      return action.state === state.selectedState
        ? state
        : { ...state, selectedState: action.state, presetKey: "" };
    case "setPreset":
      if (action.presetKey === state.presetKey) return state;
      // The court's state follows the court (the search spans every state), and its precinct starts empty.
      return {
        ...state,
        presetKey: action.presetKey,
        selectedState: action.presetKey === "" ? state.selectedState : stateOfPreset(action.presetKey),
        courtPrecinct: "",
        courtPlace: "",
      };
    case "setCourtPrecinct":
      return { ...state, courtPrecinct: action.precinct, courtPlace: action.place };
    case "setBinderType":
      if (action.binderType === state.binderType) return state;
      // §4: a new binder type asks different questions, so its answers start empty (unless a saved project is open).
      return {
        ...state,
        binderType: action.binderType,
        formData: action.keepFormData ? state.formData : {},
      };
    case "setRole":
      return { ...state, role: action.role };
    case "setField":
      if (isCaseInfoField(action.key))
        return { ...state, caseInfo: { ...state.caseInfo, [action.key]: String(action.value) } };
      return { ...state, formData: { ...state.formData, [action.key]: action.value } };
    case "setProjectName":
      return { ...state, projectName: action.projectName };
    case "setEnhanced":
      return { ...state, enhancedProcessing: action.enhanced };
    case "setCompressScans":
      return { ...state, compressScans: action.compress };
    case "setSizeLimit":
      return {
        ...state,
        sizeLimit: action.sizeLimit,
        ...(action.sizeLimitMb !== undefined ? { sizeLimitMb: action.sizeLimitMb } : {}),
      };
    case "addFiles": {
      // A file added again after a restore gets back the description written for it, and leaves the reminder list.
      let forgotten = state.forgottenFiles;
      const added = action.files.map((file) => {
        const match = forgotten.find((entry) => sameFile(entry, file));
        if (!match) return file;
        forgotten = forgotten.filter((entry) => entry !== match);
        return match.description
          ? {
              ...file,
              description: match.description,
              descriptionSource: match.descriptionSource,
              ...(match.descriptionSource !== "person" ? { aiDescription: match.description } : {}),
            }
          : file;
      });
      return { ...state, files: [...state.files, ...added], forgottenFiles: forgotten };
    }
    case "removeFile":
      return { ...state, files: state.files.filter((file) => file.id !== action.id) };
    case "moveFile": {
      const index = state.files.findIndex((file) => file.id === action.id);
      if (index < 0) return state;
      return { ...state, files: moveItem(state.files, index, action.delta) };
    }
    case "applyOrder":
      return { ...state, files: applyOrder(state.files, action.ids, (file) => file.id) };
    case "editDescription": {
      // §4: a description the person wrote is theirs, so the mark of who else wrote it goes.
      const description = action.description.trim();
      return updateFile(state, action.id, (file) => {
        const { description: _old, ...rest } = file;
        return description
          ? { ...rest, description, descriptionSource: "person" as const }
          : { ...rest, descriptionSource: "person" as const };
      });
    }
    case "aiDescription": {
      const description = action.description.trim();
      if (!description) return state;
      return updateFile(state, action.id, (file) =>
        // Never write over a description the person has already given; a message export's is made from its choice.
        (file.description && file.descriptionSource === "person") || file.check?.state === "messages"
          ? { ...file, aiDescription: description }
          : { ...file, description, aiDescription: description, descriptionSource: action.source },
      );
    }
    case "dismissForgotten":
      return { ...state, forgottenFiles: [] };
    case "filedInLibrary":
      // A file removed while it was being filed is simply not there to mark.
      return {
        ...state,
        files: state.files.map((file) => {
          const libraryFileId = action.filed[file.id];
          return libraryFileId ? { ...file, libraryFileId } : file;
        }),
      };
    case "savedBytes":
      // Only files still waiting for bytes take them: a file removed meanwhile is simply not there.
      return {
        ...state,
        files: state.files.map((file) => {
          const bytes = action.files[file.id];
          return bytes && !file.file ? { ...file, file: bytes } : file;
        }),
      };
    case "markSaved":
      return {
        ...state,
        files: state.files.map((file) => {
          const saved = action.saved[file.id];
          return saved ? { ...file, isSaved: true, savedFileId: saved.savedFileId, url: saved.url } : file;
        }),
      };
    case "reset":
      return action.state;
    case "fileChecked":
      return updateFile(state, action.id, (file) => {
        if (action.check.state !== "messages" || file.descriptionSource === "person")
          return { ...file, check: action.check };
        // What a describer or an AI said of the raw .txt/.xml is not what the transcript shows: the index line is
        // written from the person's choice (issue 38), so the row shows none until the person writes one.
        const { description: _machine, ...rest } = file;
        return { ...rest, check: action.check, descriptionSource: "person" };
      });
    case "setMessageChoice":
      return updateFile(state, action.id, (file) => {
        const { messages: _old, ...rest } = file;
        return action.choice ? { ...rest, messages: action.choice } : rest;
      });
    case "unlocked":
      return updateFile(state, action.id, (file) => {
        const { check: _old, ...rest } = file;
        return { ...rest, file: action.file, size: action.file.size, type: action.file.type };
      });
    case "markProblems": {
      if (action.problems.length === 0) return state;
      const reasons = new Map(action.problems.map((problem) => [problem.name, problem.reason]));
      return {
        ...state,
        files: state.files.map((file) => {
          const reason = reasons.get(file.name);
          return reason === undefined
            ? file
            : {
                ...file,
                check: {
                  state: "attention",
                  problem: "This file cannot be used",
                  reason: sentence(reason),
                  canUnlock: false,
                },
              };
        }),
      };
    }
  }
}
