// The pure rules behind the Projects tab and the project edit screen (accounts-dashboard-and-pages.md §4;
// builder-and-projects.md §2, §4, §5, §9): completeness and the status filter, the hearing countdown, progress
// colours, exhibit labels by position, thumbnails, the relabel dialog's list, and what counts as a changed order.
import { NEW_FILE_ID_PREFIX, assignExhibitLabels } from "@courtready/contracts";
import type {
  TLabelOptions,
  TMessageChoice,
  TMessageExportSummary,
  TProjectSummary,
  TRole,
} from "@courtready/contracts";
import type { TFunction } from "i18next";
import { i18n } from "../../i18n/index.ts";

/** English texts, for callers that do not pass the interface's `t` (the rules' own tests read them). */
const english = (): TFunction<"projects"> => i18n.getFixedT("en", "projects");

// ---------------------------------------------------------------------------------------------------------------
// Completeness and the status filter

export type StatusFilter = "all" | "draft" | "in_progress" | "completed" | "filed";

const STATUS_VALUES: readonly StatusFilter[] = ["all", "draft", "in_progress", "completed", "filed"];

/** The status filter's choices, labelled in the language of `t`. */
export function statusFilters(
  t: TFunction<"projects"> = english(),
): { value: StatusFilter; label: string }[] {
  return STATUS_VALUES.map((value) => ({ value, label: t(`list.status.${value}`) }));
}

/** The filter the address names (?status=), or "all" for none or one this version does not know. */
export function statusFilterOf(value: string | null): StatusFilter {
  return STATUS_VALUES.find((f) => f === value) ?? "all";
}

type CompletenessInput = Pick<TProjectSummary, "caseInfo" | "courtName" | "role" | "files"> & {
  filing?: TProjectSummary["filing"];
};

const filled = (value: string | null | undefined) => typeof value === "string" && value.trim() !== "";

/** The share, in whole percent, of five items present: case name, case number, court name, role, a file (§4). */
export function completeness(project: CompletenessInput): number {
  const items = [
    filled(project.caseInfo.case_name),
    filled(project.caseInfo.case_number),
    filled(project.courtName),
    filled(project.role),
    project.files.length > 0,
  ];
  return (items.filter(Boolean).length / items.length) * 100;
}

/** 100 % Completed, above 0 In Progress, 0 Draft: the filter's status, derived (the badge shows the stored one). */
export function derivedStatus(percent: number): Exclude<StatusFilter, "all" | "filed"> {
  if (percent >= 100) return "completed";
  return percent > 0 ? "in_progress" : "draft";
}

/**
 * Search over name, case (name and number) and court, case-insensitive, then the status: Filed once something of
 * the project was marked filed (issue 37), else the one derived from completeness.
 */
export function filterProjects<T extends CompletenessInput & Pick<TProjectSummary, "projectName">>(
  projects: readonly T[],
  search: string,
  status: StatusFilter,
): T[] {
  const needle = search.trim().toLowerCase();
  return projects.filter((p) => {
    if (status === "filed" ? !p.filing : status !== "all" && derivedStatus(completeness(p)) !== status)
      return false;
    if (!needle) return true;
    return [p.projectName, p.caseInfo.case_name, p.caseInfo.case_number, p.courtName].some((v) =>
      (v ?? "").toLowerCase().includes(needle),
    );
  });
}

/** Progress bar colour: 100 green; 60 or more cyan; 30 or more yellow; below 30 red (§4). */
export function progressColor(percent: number): "green" | "cyan" | "yellow" | "red" {
  if (percent >= 100) return "green";
  if (percent >= 60) return "cyan";
  if (percent >= 30) return "yellow";
  return "red";
}

// ---------------------------------------------------------------------------------------------------------------
// Hearing countdown

export interface Countdown {
  text: string;
  tone: "grey" | "cyan" | "green" | "slate";
  pulse: boolean;
  alert: boolean;
}

const DAY = 24 * 60 * 60 * 1000;

/** A date as typed into the builder: "2026-12-20" is that day at local midnight; anything else as Date reads it. */
function parseHearing(value: string): Date | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const date = iso ? new Date(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The countdown (§4): days rounded up; negative 'Hearing was {n} days ago' (grey), 0 'Hearing is TODAY!',
 * 1 'Hearing is TOMORROW!', else '{n} days until hearing'. 7 days or fewer cyan and pulsing, up to 14 green, up to
 * 30 slate, beyond green; the alert icon for 1 to 7 days. Null when there is no date, 'N/A' when it cannot be read.
 * The text is in the language of `t` (English when none is given).
 */
export function hearingCountdown(
  hearingDate: string | null,
  now: Date,
  t: TFunction<"projects"> = english(),
): Countdown | null {
  if (!hearingDate || hearingDate.trim() === "") return null;
  const date = parseHearing(hearingDate);
  if (!date) return { text: t("countdown.unreadable"), tone: "slate", pulse: false, alert: false };
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const days = Math.ceil((date.getTime() - startOfToday.getTime()) / DAY);
  if (days < 0)
    return {
      text: t("countdown.past", { count: -days }),
      tone: "grey",
      pulse: false,
      alert: false,
    };
  const text =
    days === 0
      ? t("countdown.today")
      : days === 1
        ? t("countdown.tomorrow")
        : t("countdown.future", { count: days });
  const tone = days <= 7 ? "cyan" : days <= 14 ? "green" : days <= 30 ? "slate" : "green";
  return { text, tone, pulse: days <= 7, alert: days >= 1 && days <= 7 };
}

// ---------------------------------------------------------------------------------------------------------------
// The edit screen's files

/** A file on the edit screen (§3 "Project edit file"); new ones carry their bytes until saved. */
export interface EditFile {
  id: string;
  filename: string;
  originalName: string;
  exhibitLabel: string;
  description: string;
  aiDescription: string | null;
  /** Who wrote aiDescription: an AI, or the describer from the file's own data (null: not kept). */
  aiDescriptionSource?: "ai" | "file" | null | undefined;
  sortOrder: number;
  fileUrl: string | null;
  fileType: string;
  /** A message export's saved choice (issue 38), shown on its row; absent: not an export, or nothing picked. */
  messages?: TMessageChoice | null | undefined;
  /** A kept message export's conversations (issue 38), for the picker on its row; absent: not an export. */
  messageExport?: TMessageExportSummary | undefined;
  upload?: File;
  /** It has an English translation with the translator's declaration (issue 39 §2), set in the builder. */
  translated?: boolean;
  /** Its pages are turned, removed or reordered in the binder (issue 37 §3), set in the builder. */
  pagesEdited?: boolean;
}

export const isNewFile = (file: Pick<EditFile, "id">) => file.id.startsWith(NEW_FILE_ID_PREFIX);

/**
 * Each file's exhibit label on the edit screen, by the product's one rule (contracts' assignExhibitLabels): a saved
 * file shows the label it has until a save with Update Labels (`relabel`) gives every file its position's label; a
 * file not saved yet shows the first free label, the one it will get. The preview, the Word export and the share
 * page use the same labels.
 */
export function editLabels(
  files: readonly Pick<EditFile, "id" | "exhibitLabel">[],
  role: TRole,
  options: TLabelOptions = {},
  relabel = false,
): string[] {
  return assignExhibitLabels(
    role,
    files.map((f) => (isNewFile(f) ? "" : f.exhibitLabel)),
    { ...options, relabel },
  );
}

/**
 * Whether the saved files no longer stand in their saved order (a move, or a removal that shifts the ones after
 * it). Added files alone do not count: they go after the others and take the next free label.
 */
export function orderChanged(savedOrder: readonly string[], files: readonly Pick<EditFile, "id">[]): boolean {
  if (savedOrder.length === 0) return false;
  const current = files.filter((f) => !isNewFile(f)).map((f) => f.id);
  return current.length !== savedOrder.length || current.some((id, i) => id !== savedOrder[i]);
}

/**
 * The save payload's order (§3): id, sortOrder, the label each file gets (the server applies the same rule), the
 * person's own description as shown on the screen ("" when they have none), so edits on a row are saved, and for a
 * file added here the machine description written for it, with who wrote it.
 */
export function fileOrderPayload(
  files: readonly EditFile[],
  role: TRole,
  relabel: boolean,
  options: TLabelOptions = {},
) {
  const labels = editLabels(files, role, options, relabel);
  return files.map((f, i) => ({
    id: f.id,
    sortOrder: i,
    exhibitLabel: labels[i]!,
    description: f.description,
    // A file added here brings the description written for it and who wrote it (issue 37); a saved one has its own.
    ...(isNewFile(f) && f.aiDescription
      ? { aiDescription: f.aiDescription, aiDescriptionSource: f.aiDescriptionSource ?? "ai" }
      : {}),
  }));
}

/** The relabel dialog's list: the first `count` files in the new order, and how many more there are. */
export function relabelPreview<T>(files: readonly T[], count = 3): { shown: T[]; more: number } {
  return { shown: files.slice(0, count), more: Math.max(0, files.length - count) };
}

/**
 * Whether an edit moves or removes a document the court already has (issue 24): the filed files, in their filed
 * order, must still be there in the same order (new files may go anywhere). Adding files never counts.
 */
export function changesFiled(filedIds: readonly string[], currentIds: readonly string[]): boolean {
  const filed = new Set(filedIds);
  const stillFiled = currentIds.filter((id) => filed.has(id));
  return stillFiled.length !== filedIds.length || stillFiled.some((id, i) => id !== filedIds[i]);
}

// ---------------------------------------------------------------------------------------------------------------
// Thumbnails

export type Thumbnail =
  | { kind: "image"; src: string }
  | { kind: "pdf" }
  | { kind: "word" }
  | { kind: "excel" }
  | { kind: "other"; extension: string };

const IMAGE_EXTENSIONS = new Set(["jpg", "jpeg", "png", "gif", "webp"]);

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot > 0 && dot < filename.length - 1 ? filename.slice(dot + 1).toLowerCase() : "";
}

/** §2: the image itself when an address exists; red PDF, blue WORD, green EXCEL tiles; else the extension. */
export function thumbnailOf(filename: string, url: string | null): Thumbnail {
  const extension = extensionOf(filename);
  if (IMAGE_EXTENSIONS.has(extension) && url) return { kind: "image", src: url };
  if (extension === "pdf") return { kind: "pdf" };
  if (extension === "doc" || extension === "docx") return { kind: "word" };
  if (extension === "xls" || extension === "xlsx") return { kind: "excel" };
  return { kind: "other", extension: extension || "file" };
}
