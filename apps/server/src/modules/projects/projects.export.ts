// What a saved project produces without being edited: the exhibit list as a Word document a person can change
// (GET /api/projects/{id}/export/word) and a preview binder built from its files in a given order
// (POST /api/projects/{id}/preview). Conversion and assembly run on the job runner, as for the builder.
import type { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database, ProjectFileRow, ProjectRow } from "@courtready/db";
import { toDbTime } from "@courtready/db";
import { allPresets } from "@courtready/courts";
import {
  BINDER_TYPE_NAMES,
  ROLE_NAMES,
  ROLES,
  ZKeptExhibitLabels,
  sectionsOfTitles,
  titlesForProjectBuild,
  ZProjectPreviewResponse,
  ZSupplementResponse,
  isBinderTypeSlug,
} from "@courtready/contracts";
import type {
  BuildRequest,
  TBuildLanguage,
  TBuildPayload,
  TProjectFormData,
  TProjectPreviewResponse,
  TSupplementResponse,
  TUser,
} from "@courtready/contracts";
import { formatDate } from "@courtready/engine";
import type { FileInMemory } from "@courtready/engine";
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { HttpError } from "../../plugins/errors.ts";
import { requestLanguage } from "../../plugins/language.ts";
import type { JobRunner } from "../../jobs/runner.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { previewJob } from "../builds/builds.jobs.ts";
import { readTranslations } from "../builds/builds.translations.ts";
import type { JobTranslationPayload } from "../builds/builds.translations.ts";
import { jobInputOf, runBuild } from "../builds/builds.service.ts";
import type { BuildDeps, BuildWant, QueuedBuild, TJobInput } from "../builds/builds.service.ts";
import { digestsOf, keepConversions, loadConversions } from "../library/conversions.ts";
import * as repo from "./projects.repository.ts";
import {
  projectCaseInfoOf,
  projectSizeLimitOf,
  storedMessagesOf,
  storedPageEditsOf,
  storedRedactionOf,
  toProject,
} from "./projects.presenters.ts";
import { getOwnedProject } from "./projects.read.ts";
import { projectTranslations, storedTranslationOf } from "./projects.translation.ts";
import { checkNewBinder, recordGenerated, supplementPlan } from "./projects.filing.ts";

export interface ProjectOutputDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  jobs: JobRunner;
  maxFileBytes: number;
}

export const EXPORT_MESSAGES = {
  noFiles: "Add at least one file to the project first.",
  unknownFile: "A file in the preview order is not part of this project. Reload the page and try again.",
  duplicateFile: "A file appears twice in the preview order.",
  notConverted: (reason: string) => `Could not be converted: ${reason}`,
} as const;

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  const joined = Buffer.concat(chunks);
  // Its own memory, never a pooled slab: the bytes go to a worker thread.
  const bytes = new Uint8Array(joined.byteLength);
  bytes.set(joined);
  return bytes;
}

async function sourceFiles(storage: FileStorage, files: ProjectFileRow[]): Promise<FileInMemory[]> {
  return Promise.all(
    files.map(async (f) => ({ name: f.filename, bytes: await bytesOf(await storage.get(f.storage_key)) })),
  );
}

function text(formData: TProjectFormData, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = formData[key];
    if (typeof value === "number") return String(value);
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return undefined;
}

function formDataOf(row: ProjectRow): TProjectFormData {
  return toProject(row, []).formData;
}

// ---------------------------------------------------------------------------------------------------------------
// Page counts

/** A file's page count, or why it could not be converted. */
export type PageCount = { ok: true; pages: number } | { ok: false; reason: string };

/**
 * Page counts from converting the files on the job runner, each from its kept conversion when there is one and
 * keeping the conversions it makes (library/conversions.ts), as a preview does. One job for all files first; if any
 * file fails, each file is converted on its own so every other file still gets its count (a failed job names files
 * by name, and two files may share a name). A file with an English translation (`translations`, by position)
 * counts its translation's pages and its translator's declaration too, as the binder places them (issue 39 §2).
 */
export async function pageCounts(
  deps: Pick<ProjectOutputDeps, "db" | "jobs" | "storage" | "maxFileBytes">,
  userId: string,
  files: FileInMemory[],
  now: Date,
  translations: readonly (JobTranslationPayload | undefined)[] = [],
): Promise<PageCount[]> {
  const digests = digestsOf(files);
  const cached = await loadConversions(deps, userId, digests, deps.maxFileBytes, now);
  const run = async (at: number[]) => {
    const result = await deps.jobs.run(previewJob, {
      files: at.map((i) => files[i]!),
      maxFileBytes: deps.maxFileBytes,
      date: now,
      cached: at.map((i) => cached[i] ?? null),
      ...(at.some((i) => translations[i]) ? { translations: at.map((i) => translations[i] ?? null) } : {}),
    });
    if (result.ok)
      await keepConversions(
        deps,
        userId,
        at.map((i) => digests[i]!),
        result.records,
        now,
      );
    return result;
  };
  const all = await run(files.map((_, i) => i));
  if (all.ok) return all.items.map((item) => ({ ok: true, pages: item.pages }));
  return Promise.all(
    files.map(async (_, i): Promise<PageCount> => {
      const one = await run([i]);
      if (one.ok) return { ok: true, pages: one.items[0]?.pages ?? 0 };
      return { ok: false, reason: one.problems[0]?.reason ?? "the file could not be read" };
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Word export

export interface ExhibitListRow {
  label: string;
  description: string;
  document: string;
  pages: string;
  pageRange: string;
}

/**
 * The table's rows. Page ranges count the exhibits' own pages in order, the first exhibit starting at page 1: the
 * binder adds a cover and an index before them whose length depends on the court's layout, so a range counted from
 * the binder's first page would be a guess. A file that cannot be converted says so and takes no pages.
 */
export function exhibitListRows(files: ProjectFileRow[], counts: PageCount[]): ExhibitListRow[] {
  let next = 1;
  return files.map((file, i) => {
    const count = counts[i] ?? { ok: false as const, reason: "the file could not be read" };
    const description = file.description.trim() || file.ai_description?.trim() || "";
    if (!count.ok || count.pages === 0)
      return {
        label: file.exhibit_label,
        description,
        document: file.original_name || file.filename,
        pages: EXPORT_MESSAGES.notConverted(count.ok ? "it has no pages" : count.reason),
        pageRange: "—",
      };
    const start = next;
    next += count.pages;
    return {
      label: file.exhibit_label,
      description,
      document: file.original_name || file.filename,
      pages: String(count.pages),
      pageRange: count.pages === 1 ? String(start) : `${start}–${next - 1}`,
    };
  });
}

export interface CaptionLines {
  court: string | undefined;
  caseName: string | undefined;
  caseNumber: string | undefined;
  party: string | undefined;
  hearing: string | undefined;
  binderType: string;
}

export function captionOf(row: ProjectRow): CaptionLines {
  const formData = formDataOf(row);
  const preset = row.preset_key ? allPresets().get(row.preset_key) : undefined;
  const role = (ROLE_NAMES as Record<string, string>)[row.role] ?? ROLE_NAMES.plaintiff;
  const partyName = text(formData, "partyName", "party_name");
  const hearing = text(formData, "hearingDate", "hearing_date");
  return {
    court: row.court_name.trim() || preset?.label,
    caseName: projectCaseInfoOf(formData).case_name ?? undefined,
    caseNumber: projectCaseInfoOf(formData).case_number ?? undefined,
    party: partyName ? `${partyName}, ${role}` : role,
    hearing: hearing ? formatDate(hearing) : undefined,
    binderType: isBinderTypeSlug(row.binder_type) ? BINDER_TYPE_NAMES[row.binder_type] : row.binder_type,
  };
}

const FONT = "Times New Roman";
const HEADERS = ["Exhibit", "Description", "Document", "Pages", "Page range"] as const;
/** Column widths in twentieths of a point, for a 6.5-inch text width (US Letter, 1-inch margins). */
const WIDTHS = [1100, 3300, 2600, 900, 1460];

function cell(value: string, width: number, bold = false): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    children: [new Paragraph({ children: [new TextRun({ text: value, bold, font: FONT, size: 22 })] })],
  });
}

function line(label: string, value: string | undefined): Paragraph[] {
  if (!value) return [];
  return [
    new Paragraph({
      children: [
        new TextRun({ text: `${label}: `, bold: true, font: FONT, size: 24 }),
        new TextRun({ text: value, font: FONT, size: 24 }),
      ],
    }),
  ];
}

/** The .docx bytes: a caption, then the exhibit list table, in plain styles Word opens and edits as usual. */
export async function exhibitListDocument(
  caption: CaptionLines,
  rows: ExhibitListRow[],
  projectName: string,
): Promise<Uint8Array> {
  const table = new Table({
    width: { size: WIDTHS.reduce((a, b) => a + b, 0), type: WidthType.DXA },
    columnWidths: WIDTHS,
    rows: [
      new TableRow({
        tableHeader: true,
        children: HEADERS.map((h, i) => cell(h, WIDTHS[i]!, true)),
      }),
      ...rows.map(
        (r) =>
          new TableRow({
            cantSplit: true,
            children: [r.label, r.description, r.document, r.pages, r.pageRange].map((v, i) =>
              cell(v, WIDTHS[i]!),
            ),
          }),
      ),
    ],
  });
  const doc = new Document({
    creator: "CourtReady",
    title: `${projectName} – Exhibit List`,
    styles: { default: { document: { run: { font: FONT, size: 24 } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: 12240, height: 15840 },
            margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 },
          },
        },
        children: [
          ...(caption.court
            ? [
                new Paragraph({
                  alignment: AlignmentType.CENTER,
                  children: [
                    new TextRun({ text: caption.court.toUpperCase(), bold: true, font: FONT, size: 26 }),
                  ],
                }),
              ]
            : []),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 240 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "000000", space: 4 } },
            children: [new TextRun({ text: caption.binderType, font: FONT, size: 22 })],
          }),
          ...line("Case", caption.caseName),
          ...line("Case number", caption.caseNumber),
          ...line("Submitted by", caption.party),
          ...line("Hearing date", caption.hearing),
          new Paragraph({
            heading: HeadingLevel.HEADING_1,
            alignment: AlignmentType.CENTER,
            spacing: { before: 360, after: 240 },
            children: [
              new TextRun({ text: "EXHIBIT LIST", bold: true, font: FONT, size: 28, color: "000000" }),
            ],
          }),
          table,
          new Paragraph({
            spacing: { before: 240 },
            children: [
              new TextRun({
                text: "Page ranges count the exhibits' pages in order, starting at 1 with the first exhibit.",
                italics: true,
                font: FONT,
                size: 20,
              }),
            ],
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** GET /api/projects/{id}/export/word: the caller's project as an editable exhibit list. */
export async function exportWord(
  deps: ProjectOutputDeps,
  user: TUser,
  projectId: string,
  now: Date,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const row = await getOwnedProject(deps, user, projectId);
  const files = await repo.filesOfProjects(deps.db, [projectId]);
  // Each file's saved translation, read as a build reads it: its pages are the exhibit's too.
  const translations = await readTranslations(
    files.map((f) => ({ translation: storedTranslationOf(f.translation) ?? undefined })),
    async (key) => bytesOf(await deps.storage.get(key)),
  );
  const counts = files.length
    ? await pageCounts(deps, user.id, await sourceFiles(deps.storage, files), now, translations)
    : [];
  const bytes = await exhibitListDocument(captionOf(row), exhibitListRows(files, counts), row.project_name);
  return { filename: `${row.project_name}.docx`, bytes };
}

// ---------------------------------------------------------------------------------------------------------------
// Preview binder

/** The preview's answer: where the binder opens and, when it came in volumes, how many and where they all are. */
export type PreviewAnswer = Omit<TProjectPreviewResponse, "success">;

/** The request a saved project's preview or supplement answers (its admission reads the headers). */
export type BuildHttp = { request: FastifyRequest; reply: FastifyReply };

/**
 * POST /api/projects/{id}/preview: a binder of the project's saved files in the given order, kept like a rendered
 * binder (owner only, until it expires). Needs an active membership but never takes a one-time pass's use: it is a
 * look at the project, not the binder the person files. Records the project's last_generated_at. Another person's
 * project is "not found" before anything else is said about it.
 */
export async function previewProject(
  deps: ProjectOutputDeps & { build: BuildDeps },
  user: TUser,
  projectId: string,
  fileOrder: string[],
  http: BuildHttp,
  options: { newBinder?: boolean } = {},
): Promise<PreviewAnswer> {
  await getOwnedProject(deps, user, projectId);
  const now = deps.build.clock();
  const { answer } = await runBuild(deps.build, user, http, {
    kind: "project_preview",
    answer: ZProjectPreviewResponse.omit({ success: true }),
    async prepare() {
      // A filed project's documents go into a supplement; a whole new binder only once the person confirmed it.
      await checkNewBinder(deps.db, projectId, options.newBinder === true);
      return projectBuild(
        deps,
        user,
        projectId,
        fileOrder,
        now,
        { kind: "binder" },
        requestLanguage(http.request),
      );
    },
  });
  // Not an edit: updated_at stays, so the dashboard's order and 'Updated {date}' do not move.
  await repo.updateProject(deps.db, user.id, projectId, { last_generated_at: toDbTime(now) });
  await recordGenerated(deps.db, projectId, "binder", answer.previewUrl, fileOrder, now, answer.volumes);
  return answer;
}

/**
 * POST /api/projects/{id}/supplement: the files added since the last filing, as a supplement continuing its labels,
 * page and Bates numbers (projects.filing.ts). Admitted and kept like the preview binder; it is meant to be filed, so
 * it comes back checked against the project's court (builds.run.ts), as the builder's binder does.
 */
export async function previewSupplement(
  deps: ProjectOutputDeps & { build: BuildDeps },
  user: TUser,
  projectId: string,
  http: BuildHttp,
): Promise<Omit<TSupplementResponse, "success">> {
  await getOwnedProject(deps, user, projectId);
  const now = deps.build.clock();
  let fileIds: string[] = [];
  const { answer } = await runBuild(deps.build, user, http, {
    kind: "project_preview",
    answer: ZSupplementResponse.omit({ success: true }),
    async prepare() {
      const plan = await supplementPlan(deps, user, projectId);
      fileIds = plan.fileIds;
      // The person's language words the supplement's filing check (issue 39); the binder stays English.
      return projectBuild(
        deps,
        user,
        projectId,
        fileIds,
        now,
        { kind: "supplement", manifest: plan.manifest },
        requestLanguage(http.request),
      );
    },
  });
  await repo.updateProject(deps.db, user.id, projectId, { last_generated_at: toDbTime(now) });
  await recordGenerated(deps.db, projectId, "supplement", answer.previewUrl, fileIds, now);
  return answer;
}

/**
 * Checks the order and makes the build of the project's stored files (no pass is taken): their stored labels and
 * descriptions go in as values, through the same request a builder call parses into.
 */
async function projectBuild(
  deps: ProjectOutputDeps & { build: BuildDeps },
  user: TUser,
  projectId: string,
  fileOrder: string[],
  now: Date,
  want: BuildWant,
  language?: TBuildLanguage,
): Promise<QueuedBuild> {
  const row = await getOwnedProject(deps, user, projectId);
  const files = await repo.filesOfProjects(deps.db, [projectId]);
  const byId = new Map(files.map((f) => [f.id, f]));
  if (new Set(fileOrder).size !== fileOrder.length) throw new HttpError(400, EXPORT_MESSAGES.duplicateFile);
  const ordered = fileOrder.map((id) => {
    const file = byId.get(id);
    if (!file) throw new HttpError(400, EXPORT_MESSAGES.unknownFile);
    return file;
  });
  if (ordered.length === 0) throw new HttpError(400, EXPORT_MESSAGES.noFiles);
  return { input: projectJobInput(row, ordered, now, want, language), claimUse: false, clientRef: undefined };
}

/**
 * The build input of a project's stored files in the given order: their stored labels and descriptions go in as
 * values, through the same request a builder call parses into. Also what a share link's exhibits are built from
 * (sharing.exhibits.ts), so they are stamped as the owner's preview binder is. `language` (the person's) words
 * what the answer says beside the binder: warnings and a supplement's filing check.
 */
export function projectJobInput(
  row: ProjectRow,
  ordered: ProjectFileRow[],
  now: Date,
  want: BuildWant,
  language?: TBuildLanguage,
): TJobInput {
  // The build's payload takes no nulls (an unanswered question is simply left out).
  const payload: TBuildPayload = {};
  const translations = projectTranslations(ordered);
  for (const [key, value] of Object.entries(formDataOf(row))) if (value !== null) payload[key] = value;
  const request: BuildRequest = {
    binderType: isBinderTypeSlug(row.binder_type) ? row.binder_type : "small_claims",
    role: ROLES.find((role) => role === row.role) ?? "plaintiff",
    presetKey: row.preset_key ?? undefined,
    // The court name saved with the project: the court that hears the case, as the builder chose it (issue 37).
    courtName: row.court_name.trim() || undefined,
    payload,
    descriptions: ordered.map((f) => {
      // A message export's saved choice (issue 38): its transcript shows what the person picked in the builder.
      const messages = storedMessagesOf(f.messages);
      return {
        name: f.filename,
        description: f.description.trim() || f.ai_description?.trim() || "",
        ...(messages ? { messages } : {}),
      };
    }),
    // Each document keeps its saved label in any order: the preview is the binder the person will file. Read by
    // the one rule a builder call's labels are (a blank stored label takes a free one).
    exhibitLabels: ZKeptExhibitLabels.parse(ordered.map((f) => f.exhibit_label)),
    // The size limit the person chose, as the builder's render applies max_size_mb; none for a project saved
    // before the choice was kept. A supplement is never split (the engine continues a filing in one file).
    sizeLimit: projectSizeLimitOf(row),
    // "Make the scans smaller" as the person chose it (issue 37 §3, migration 0031): never chosen builds in volumes.
    ...(row.compress_scans === 1 ? { compressScans: true } : {}),
    // Each file's saved redaction (issue 43), by its name as the builder's field: a reorder keeps each file's own.
    redactions: ordered.flatMap((f) => {
      const redaction = storedRedactionOf(f.redaction);
      return redaction ? [{ name: f.filename, ...redaction }] : [];
    }),
    // Each file's saved translation (issue 39 §2), by its name as the builder's field; their files follow the exhibits.
    translations: translations.entries,
    // Each file's saved page edits (issue 37 §3), by its name: a reorder of the exhibits keeps each file's own.
    pageEdits: ordered.flatMap((f) => {
      const edits = storedPageEditsOf(f.page_edits);
      return edits ? [{ name: f.filename, edits }] : [];
    }),
    // Each file's saved section title (issue 37 §3): consecutive files with the same title make one section; a file
    // with none is under the tab before it (titlesForProjectBuild), so a file added in the editor never stops a build.
    sections: sectionsOfTitles(titlesForProjectBuild(ordered.map((f) => f.section))),
    buildId: undefined,
  };
  // The project's own stored files: read by the build, never removed by it.
  const stored = [
    ...ordered.map((f) => ({ name: f.filename, key: f.storage_key, size: f.file_size })),
    ...translations.files,
  ];
  return jobInputOf(request, stored, now, want, language);
}
