// The builder's local session (builder-and-projects.md §4, §9): the form is kept in this browser, with the time it
// was saved, and restored when it is under 24 hours old. Files cannot be kept (only their names and descriptions,
// so the person knows what to add again and does not lose what they wrote).
import {
  LOCAL_SESSION_MAX_AGE_MS,
  MAX_SIZE_CHOICES,
  ZDescriptionSource,
  ZRole,
  resolveBinderType,
} from "@courtready/contracts";
import type { TDescriptionSource, TSizeLimitChoice } from "@courtready/contracts";
import { EMPTY_CASE_INFO, builderReducer, initialBuilderState } from "./builderState.ts";
import type { BuilderState, ForgottenFile } from "./builderState.ts";
import { ALL_STATES, isBuilderStateCode } from "../shared/courts.ts";

export const LOCAL_SESSION_VERSION = 1;

/** A session saved a little "in the future" (another tab with a clock that differs) is still taken. */
const CLOCK_SKEW_MS = 60_000;

interface StoredState {
  binderType: string;
  role: string;
  selectedState: string;
  presetKey: string;
  /** The precinct typed for the court (issue 37); absent in sessions saved before it existed. */
  courtPrecinct?: string;
  courtPlace?: string;
  caseInfo: Record<string, string>;
  formData: Record<string, string | boolean>;
  projectName: string;
  enhancedProcessing: boolean;
  /** The file size limit choice (issue 24); absent in sessions saved before it existed. */
  sizeLimit?: string;
  sizeLimitMb?: string;
  files: ForgottenFile[];
}

function isSizeLimitChoice(value: unknown): value is TSizeLimitChoice {
  return (MAX_SIZE_CHOICES as readonly unknown[]).includes(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function recordOf<T>(value: unknown, isValue: (item: unknown) => item is T): Record<string, T> | null {
  if (!isRecord(value)) return null;
  const out: Record<string, T> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!isValue(item)) return null;
    out[key] = item;
  }
  return out;
}

const isString = (value: unknown): value is string => typeof value === "string";
const isFormValue = (value: unknown): value is string | boolean =>
  typeof value === "string" || typeof value === "boolean";

/** Who wrote a remembered description; a session stored before issue 37 says only isAiGenerated (then: AI). */
function storedSource(value: Record<string, unknown>): TDescriptionSource {
  const parsed = ZDescriptionSource.safeParse(value.descriptionSource);
  if (parsed.success) return parsed.data;
  return value.isAiGenerated === true ? "ai" : "person";
}

function readStoredFile(value: unknown): ForgottenFile | null {
  if (!isRecord(value) || !isString(value.name) || typeof value.size !== "number" || value.size < 0)
    return null;
  const file: ForgottenFile = {
    name: value.name,
    size: value.size,
    descriptionSource: storedSource(value),
  };
  if (isString(value.description) && value.description) file.description = value.description;
  return file;
}

/** The stored session's saved time and state, checked field by field; null when anything is missing or odd. */
function readStored(json: unknown): { savedAt: number; state: StoredState } | null {
  if (!isRecord(json) || json.version !== LOCAL_SESSION_VERSION || typeof json.savedAt !== "number")
    return null;
  const state = json.state;
  if (!isRecord(state)) return null;
  const caseInfo = recordOf(state.caseInfo, isString);
  const formData = recordOf(state.formData, isFormValue);
  const files = Array.isArray(state.files) ? state.files.map(readStoredFile) : null;
  if (
    !isString(state.binderType) ||
    !isString(state.role) ||
    !isString(state.selectedState) ||
    !isString(state.presetKey) ||
    !isString(state.projectName) ||
    typeof state.enhancedProcessing !== "boolean" ||
    !caseInfo ||
    !formData ||
    !files ||
    files.some((file) => file === null)
  )
    return null;
  return {
    savedAt: json.savedAt,
    state: {
      binderType: state.binderType,
      role: state.role,
      selectedState: state.selectedState,
      presetKey: state.presetKey,
      ...(isString(state.courtPrecinct) ? { courtPrecinct: state.courtPrecinct } : {}),
      ...(isString(state.courtPlace) ? { courtPlace: state.courtPlace } : {}),
      caseInfo,
      formData,
      projectName: state.projectName,
      enhancedProcessing: state.enhancedProcessing,
      ...(isString(state.sizeLimit) ? { sizeLimit: state.sizeLimit } : {}),
      ...(isString(state.sizeLimitMb) ? { sizeLimitMb: state.sizeLimitMb } : {}),
      files: files as ForgottenFile[],
    },
  };
}

/** What is kept of each file: enough to recognise it when it is added again. */
function rememberFiles(state: BuilderState): ForgottenFile[] {
  return [
    ...state.files.map((file) => ({
      name: file.name,
      size: file.size,
      ...(file.description ? { description: file.description } : {}),
      descriptionSource: file.descriptionSource,
    })),
    // Files still waiting to be added again stay remembered until they are, or the reminder is dismissed.
    ...state.forgottenFiles,
  ];
}

/**
 * The session as stored: the form and the files' names and descriptions, stamped with `now` (ms since 1970).
 * @example encodeLocalSession(state, Date.parse("2026-03-01T10:00:00Z")) // '{"version":1,"savedAt":17…,"state":{…}}'
 */
export function encodeLocalSession(state: BuilderState, now: number): string {
  return JSON.stringify({
    version: LOCAL_SESSION_VERSION,
    savedAt: now,
    state: {
      binderType: state.binderType,
      role: state.role,
      selectedState: state.selectedState,
      presetKey: state.presetKey,
      courtPrecinct: state.courtPrecinct,
      courtPlace: state.courtPlace,
      caseInfo: state.caseInfo,
      formData: state.formData,
      projectName: state.projectName,
      enhancedProcessing: state.enhancedProcessing,
      sizeLimit: state.sizeLimit,
      sizeLimitMb: state.sizeLimitMb,
      files: rememberFiles(state),
    },
  });
}

/**
 * The builder state of a stored session, or null when there is none, it cannot be read, or it is 24 hours old or
 * more at `now`. Values that are no longer valid (an unknown binder type, role or state) fall back to the defaults.
 */
export function decodeLocalSession(raw: string | null, now: number): BuilderState | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const stored = readStored(json);
  if (!stored) return null;
  const { savedAt, state } = stored;
  const age = now - savedAt;
  if (age >= LOCAL_SESSION_MAX_AGE_MS || age < -CLOCK_SKEW_MS) return null;

  const fresh = initialBuilderState(resolveBinderType(state.binderType) ?? undefined);
  const role = ZRole.safeParse(state.role);
  const selectedState = isBuilderStateCode(state.selectedState) ? state.selectedState : ALL_STATES;
  return {
    ...fresh,
    role: role.success ? role.data : fresh.role,
    selectedState,
    // A court belongs to its state; one saved under a state that is no longer valid is dropped with it.
    presetKey: selectedState === state.selectedState ? state.presetKey : "",
    courtPrecinct: state.courtPrecinct ?? "",
    courtPlace: state.courtPlace ?? "",
    caseInfo: {
      caseName: state.caseInfo.caseName ?? EMPTY_CASE_INFO.caseName,
      caseNumber: state.caseInfo.caseNumber ?? EMPTY_CASE_INFO.caseNumber,
      partyName: state.caseInfo.partyName ?? EMPTY_CASE_INFO.partyName,
      hearingDate: state.caseInfo.hearingDate ?? EMPTY_CASE_INFO.hearingDate,
    },
    formData: state.formData,
    projectName: state.projectName,
    enhancedProcessing: state.enhancedProcessing,
    sizeLimit: isSizeLimitChoice(state.sizeLimit) ? state.sizeLimit : fresh.sizeLimit,
    sizeLimitMb: state.sizeLimitMb ?? fresh.sizeLimitMb,
    forgottenFiles: state.files,
  };
}

/**
 * True when the form holds nothing worth restoring (a fresh or cleared form): then the stored session is removed
 * instead of saved, so "Clear form" really clears it and an untouched visit does not announce a restore.
 */
export function isBlankSession(state: BuilderState): boolean {
  const fresh = initialBuilderState(state.binderType);
  return (
    state.files.length === 0 &&
    state.forgottenFiles.length === 0 &&
    state.presetKey === "" &&
    state.selectedState === fresh.selectedState &&
    state.role === fresh.role &&
    state.projectName.trim() === "" &&
    !state.enhancedProcessing &&
    Object.values(state.caseInfo).every((value) => value.trim() === "") &&
    Object.values(state.formData).every((value) => value === "" || value === false)
  );
}

/** A court id as the directory writes them (lowercase letters, digits and underscores), else null. */
function courtIdOf(value: string | null | undefined): string | null {
  return value && /^[a-z0-9_]{1,100}$/.test(value) ? value : null;
}

/**
 * The builder's first state (§4): the `type` parameter's binder type when given; else, with neither `type` nor
 * `project`, a stored session under 24 hours old; else a fresh form. The `court` parameter (the directory's "Make a
 * binder for this court", issue 37) then chooses that court, unless a saved project is being opened.
 */
export function startingState(input: {
  typeParam: string | null;
  projectParam: string | null;
  courtParam?: string | null;
  stored: string | null;
  now: number;
}): { state: BuilderState; restored: boolean } {
  const start = firstState(input);
  const court = input.projectParam === null ? courtIdOf(input.courtParam) : null;
  return court
    ? { ...start, state: builderReducer(start.state, { type: "setPreset", presetKey: court }) }
    : start;
}

function firstState(input: {
  typeParam: string | null;
  projectParam: string | null;
  stored: string | null;
  now: number;
}): { state: BuilderState; restored: boolean } {
  if (input.typeParam === null && input.projectParam === null) {
    const restored = decodeLocalSession(input.stored, input.now);
    if (restored && !isBlankSession(restored)) return { state: restored, restored: true };
  }
  return { state: initialBuilderState(resolveBinderType(input.typeParam) ?? undefined), restored: false };
}
