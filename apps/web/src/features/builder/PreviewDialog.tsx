// The binder preview (builder-and-projects.md §2 "Binder preview dialog", §4): optional case information, a summary,
// exhibit cards that can be dragged, moved with buttons or removed (here only, no call), a click to enlarge each
// first page, the exhibit list, AI suggestions, what happens next, and Cancel / Generate Binder. Full screen on a
// phone. Generate Binder builds exactly the exhibits shown, in the order shown.
import { useState } from "react";
import type { DragEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TPreviewExhibit, TPreviewResponse, TRole } from "@courtready/contracts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import type { CaseInfo, CaseInfoField } from "./builderState.ts";
import { moveTo } from "../shared/fileOrder.ts";
import { FileTypeTile } from "./FileTypeTile.tsx";
import { CloseButton } from "../../components/ui/close-button.tsx";
import { DialogTitleBar, ModalDialog } from "../../components/ui/dialog.tsx";
import { documentTypeName } from "../shared/filesText.ts";
import { ScanChoice } from "./ScanChoice.tsx";

export interface PreviewCard {
  /** The builder file this exhibit was made from. */
  fileId: string;
  exhibit: TPreviewExhibit;
}

export interface PreviewData {
  /** The preview's build id: a new preview starts the dialog afresh. */
  id: string;
  summary: TPreviewResponse["preview"];
  cards: PreviewCard[];
}

/** What Generate Binder does, in order (catalogue keys preview.next.<step>). */
export const WHAT_HAPPENS_NEXT = ["pdf", "stamp", "cover", "download"] as const;

/** The cover page's fields; their labels are the catalogue's preview.caseFields.<key>. */
const CASE_FIELDS: readonly { key: CaseInfoField; type?: string }[] = [
  { key: "caseName" },
  { key: "caseNumber" },
  { key: "partyName" },
  { key: "hearingDate", type: "date" },
];

const SMALL_BASE =
  "inline-flex min-h-11 min-w-11 flex-1 items-center justify-center gap-1 rounded-lg border-2 border-slate-300 " +
  "bg-white px-2 text-sm font-semibold hover:border-slate-500 disabled:cursor-not-allowed disabled:opacity-40";
const SMALL_BUTTON = `${SMALL_BASE} text-slate-900`;

export interface PreviewDialogProps {
  open: boolean;
  preview: PreviewData | null;
  role: TRole;
  courtLabel: string;
  caseInfo: CaseInfo;
  onCaseInfoChange: (field: CaseInfoField, value: string) => void;
  /** null while they are on their way. */
  suggestions: readonly string[] | null;
  enhancedOn: boolean;
  onCancel: () => void;
  /** Build the exhibits shown, in this order (file ids). */
  onGenerate: (fileIds: string[]) => void;
  /** Show every page of the binder of the exhibits shown, in this order (file ids), before Generate. */
  onPageView: (fileIds: string[]) => void;
  /** The size limit the build splits under (null: none): over it, the scans-or-volumes choice (ScanChoice). */
  limitBytes?: number | null;
  compressScans?: boolean;
  onCompressScansChange?: (compress: boolean) => void;
}

export function PreviewDialog({ open, preview, ...content }: PreviewDialogProps) {
  return (
    <ModalDialog
      open={open}
      onClose={content.onCancel}
      labelledBy="preview-title"
      className="m-0 h-full max-h-none w-full max-w-none bg-white p-0 text-slate-900 backdrop:bg-slate-900/60 sm:m-auto sm:h-auto sm:max-h-[92vh] sm:w-[calc(100%-3rem)] sm:max-w-4xl sm:rounded-2xl sm:shadow-xl"
    >
      {open && preview ? <PreviewContent key={preview.id} preview={preview} {...content} /> : null}
    </ModalDialog>
  );
}

function PreviewContent({
  preview,
  role,
  courtLabel,
  caseInfo,
  onCaseInfoChange,
  suggestions,
  enhancedOn,
  onCancel,
  onGenerate,
  onPageView,
  limitBytes = null,
  compressScans = false,
  onCompressScansChange,
}: Omit<PreviewDialogProps, "open" | "preview"> & { preview: PreviewData }) {
  const { t, i18n } = useTranslation("builder");
  const { t: filesT } = useTranslation("files");
  const { t: pageViewT } = useTranslation("pageView");
  const [cards, setCards] = useState(preview.cards);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // Labels follow position, as the binder will: the server's labels, given out again in the new order.
  const labels = preview.cards.map((card) => card.exhibit.label);
  const removedPages = preview.cards
    .filter((card) => !cards.includes(card))
    .reduce((sum, card) => sum + card.exhibit.pageCount, 0);
  const totalPages = Math.max(0, preview.summary.estimatedPages - removedPages);

  const move = (from: number, to: number) => {
    const card = cards[from];
    if (!card || to < 0 || to >= cards.length) return;
    setCards(moveTo(cards, from, to));
    setAnnouncement(
      t("preview.moved", {
        name: card.exhibit.filename,
        label: labels[to],
        position: to + 1,
        total: cards.length,
      }),
    );
  };
  const remove = (index: number) => {
    const card = cards[index];
    if (!card) return;
    setCards(cards.filter((_, i) => i !== index));
    setAnnouncement(t("preview.removed", { name: card.exhibit.filename }));
  };

  const onDrop = (event: DragEvent<HTMLLIElement>, to: number) => {
    event.preventDefault();
    if (dragIndex !== null) move(dragIndex, to);
    setDragIndex(null);
  };

  const enlargedCard = enlarged !== null ? cards[enlarged] : undefined;

  return (
    <div className="flex h-full flex-col sm:max-h-[92vh]">
      <DialogTitleBar id="preview-title" title={t("preview.title")} onClose={onCancel}>
        <p className="mt-1 text-slate-700">{t("preview.intro")}</p>
      </DialogTitleBar>

      <div className="flex-1 space-y-6 overflow-y-auto p-4 sm:px-6">
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>

        <PreviewSection id="preview-case" title={t("preview.caseTitle")}>
          <p className="text-slate-700">{t("preview.caseIntro")}</p>
          {i18n.language.startsWith("en") ? null : (
            <p className="mt-1 font-semibold text-slate-800">{t("preview.caseEnglish")}</p>
          )}
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {CASE_FIELDS.map((field) => (
              <TextField
                key={field.key}
                label={t(`preview.caseFields.${field.key}`)}
                type={field.type ?? "text"}
                value={caseInfo[field.key]}
                maxLength={field.key === "caseNumber" ? 100 : 300}
                autoComplete="off"
                onChange={(event) => onCaseInfoChange(field.key, event.target.value)}
              />
            ))}
          </div>
        </PreviewSection>

        <PreviewSection id="preview-summary" title={t("preview.summary")}>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <SummaryItem term={t("preview.documents")} value={String(cards.length)} />
            <SummaryItem term={t("preview.totalPages")} value={String(totalPages)} />
            <SummaryItem term={t("preview.partyRole")} value={t(`roles.${role}`)} />
            <SummaryItem
              term={t("preview.court")}
              // The court that hears the case (issue 37) is the one the binder names, before the directory's.
              value={courtLabel || preview.summary.preset?.label || t("preview.notChosen")}
            />
          </dl>
          {onCompressScansChange ? (
            <ScanChoice
              exhibits={cards.map((card) => card.exhibit)}
              limitBytes={limitBytes}
              compress={compressScans}
              onChange={onCompressScansChange}
            />
          ) : null}
        </PreviewSection>

        <PreviewSection id="preview-exhibits" title={t("preview.exhibitsTitle")}>
          <p className="text-slate-700">{t("preview.exhibitsIntro")}</p>
          {cards.length === 0 ? (
            <p role="alert" className="mt-3 rounded-lg border-2 border-amber-400 bg-amber-50 p-3">
              {t("preview.allRemoved")}
            </p>
          ) : (
            <ol className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {cards.map((card, index) => (
                <li
                  key={card.fileId}
                  draggable
                  onDragStart={(event) => {
                    setDragIndex(index);
                    event.dataTransfer.effectAllowed = "move";
                    event.dataTransfer.setData("text/plain", card.exhibit.filename);
                  }}
                  onDragEnd={() => setDragIndex(null)}
                  onDragOver={(event) => {
                    if (dragIndex === null) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = "move";
                  }}
                  onDrop={(event) => onDrop(event, index)}
                  className={
                    "flex cursor-grab flex-col rounded-xl border-2 bg-white p-3 shadow-sm active:cursor-grabbing " +
                    (dragIndex === index ? "border-blue-800 opacity-60" : "border-slate-200")
                  }
                >
                  <div className="flex items-center justify-between gap-2">
                    <span className="rounded-md bg-blue-800 px-2 py-0.5 text-sm font-bold text-white">
                      {/* The stamp printed on the binder, so its English word in every language. */}
                      {t("preview.exhibit", { label: labels[index] })}
                    </span>
                    <span className="text-sm text-slate-700">
                      {t("preview.pages", { count: card.exhibit.pageCount })}
                    </span>
                  </div>
                  <button
                    type="button"
                    onClick={() => setEnlarged(index)}
                    className="mt-2 flex h-40 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
                  >
                    {/* Named by its text, not aria-label, so the type tile shown when there is no picture does not
                        contradict the name. */}
                    <span className="sr-only">{t("preview.enlarge", { name: card.exhibit.filename })}</span>
                    <PageImage exhibit={card.exhibit} className="h-full w-full object-contain" />
                  </button>
                  <p className="mt-2 font-semibold break-words">{card.exhibit.filename}</p>
                  <p className="text-sm text-slate-600">{documentTypeName(card.exhibit.fileType, filesT)}</p>
                  {card.exhibit.warnings.length > 0 ? (
                    <ul className="mt-2 space-y-1 rounded-lg bg-amber-50 p-2 text-sm text-slate-900">
                      {card.exhibit.warnings.map((warning, i) => (
                        <li key={i}>
                          <span aria-hidden="true">⚠ </span>
                          {warning}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <div className="mt-auto flex gap-2 pt-3">
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={t("preview.moveEarlier", { name: card.exhibit.filename })}
                    >
                      <span aria-hidden="true">←</span> {t("preview.earlier")}
                    </button>
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      disabled={index === cards.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={t("preview.moveLater", { name: card.exhibit.filename })}
                    >
                      {t("preview.later")} <span aria-hidden="true">→</span>
                    </button>
                    <button
                      type="button"
                      className={`${SMALL_BASE} text-red-800`}
                      onClick={() => remove(index)}
                      aria-label={t("preview.removeLabel", { name: card.exhibit.filename })}
                    >
                      {t("preview.remove")}
                    </button>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </PreviewSection>

        <PreviewSection id="preview-table" title={t("preview.listTitle")}>
          <div
            className="overflow-x-auto rounded-lg border border-slate-200"
            tabIndex={0}
            role="region"
            aria-label={t("preview.listLabel")}
          >
            <table className="w-full min-w-[34rem] text-left text-sm">
              <thead className="bg-slate-100 text-slate-900">
                <tr>
                  {[
                    t("preview.columns.exhibit"),
                    t("preview.columns.document"),
                    t("preview.columns.type"),
                    t("preview.columns.pages"),
                    t("preview.columns.status"),
                  ].map((column) => (
                    <th key={column} scope="col" className="p-2">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {cards.map((card, index) => (
                  <tr key={card.fileId} className="border-t border-slate-200">
                    <td className="p-2 font-semibold">{labels[index]}</td>
                    <td className="p-2 break-all">{card.exhibit.filename}</td>
                    <td className="p-2">{documentTypeName(card.exhibit.fileType, filesT)}</td>
                    <td className="p-2">{card.exhibit.pageCount}</td>
                    <td className="p-2 font-semibold text-green-800">{t("preview.ready")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </PreviewSection>

        <PreviewSection id="preview-suggestions" title={t("preview.suggestionsTitle")}>
          {suggestions === null ? (
            <p className="text-slate-700" role="status">
              {t("preview.suggestionsLoading")}
            </p>
          ) : (
            <>
              <ul className="list-disc space-y-1 pl-6">
                {suggestions.map((suggestion, index) => (
                  <li key={index}>{suggestion}</li>
                ))}
              </ul>
              <p className="mt-2 text-sm text-slate-600">{t("preview.suggestionsNote")}</p>
            </>
          )}
        </PreviewSection>

        <PreviewSection id="preview-next" title={t("preview.nextTitle")}>
          <ol className="list-decimal space-y-1 pl-6">
            {WHAT_HAPPENS_NEXT.map((step) => (
              <li key={step}>{t(`preview.next.${step}`)}</li>
            ))}
            {enhancedOn ? <li>{t("preview.nextKit")}</li> : null}
          </ol>
        </PreviewSection>
      </div>

      <div className="grid grid-cols-[auto_1fr] gap-3 border-t border-slate-200 bg-white p-3 sm:flex sm:justify-end sm:px-6">
        <Button
          variant="secondary"
          className="col-span-2"
          onClick={() => onPageView(cards.map((card) => card.fileId))}
          disabled={cards.length === 0}
          title={pageViewT("openHint")}
        >
          {pageViewT("open")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("preview.cancel")}
        </Button>
        <Button onClick={() => onGenerate(cards.map((card) => card.fileId))} disabled={cards.length === 0}>
          {t("preview.generate")}
        </Button>
      </div>

      {enlargedCard ? (
        <EnlargedPage
          exhibit={enlargedCard.exhibit}
          label={labels[enlarged ?? 0] ?? ""}
          onClose={() => setEnlarged(null)}
        />
      ) : null}
    </div>
  );
}

function PreviewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function SummaryItem({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-100 p-3">
      <dt className="text-sm text-slate-700">{term}</dt>
      <dd className="font-bold break-words text-slate-900">{value}</dd>
    </div>
  );
}

/** The first page's picture; a file-type tile when there is none or it cannot be shown. */
function PageImage({ exhibit, className }: { exhibit: TPreviewExhibit; className: string }) {
  const [broken, setBroken] = useState(false);
  if (!exhibit.previewImage || broken)
    return <FileTypeTile name={exhibit.filename} className="h-24 w-20 text-sm" />;
  return <img src={exhibit.previewImage} alt="" onError={() => setBroken(true)} className={className} />;
}

/** The enlarged first page, in a dialog of its own above the preview. */
function EnlargedPage({
  exhibit,
  label,
  onClose,
}: {
  exhibit: TPreviewExhibit;
  label: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("builder");
  // Shown while mounted; the preview's dialog ignores this one's close and cancel events (ModalDialog).
  return (
    <ModalDialog
      open
      onClose={onClose}
      labelledBy="enlarged-title"
      className="m-auto w-[calc(100%-1rem)] max-w-3xl rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/70"
    >
      <div className="flex items-start justify-between gap-3 p-4">
        <h3 id="enlarged-title" className="min-w-0 text-lg font-bold break-words">
          {t("preview.enlargedTitle", { label, name: exhibit.filename })}
        </h3>
        <CloseButton onClick={onClose} label={t("preview.closeEnlarged")} />
      </div>
      <div className="flex justify-center bg-slate-100 p-2">
        <PageImage exhibit={exhibit} className="max-h-[75vh] w-full object-contain" />
      </div>
    </ModalDialog>
  );
}
