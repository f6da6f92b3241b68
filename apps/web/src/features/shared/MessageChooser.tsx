// "Choose messages" under a picked conversation (issue 38): the messages of the chosen days, a page at a time from
// the server (a 100,000-message backup never reaches the browser whole), each a full-width checkbox row with its
// sender, time and first line, "All" and "None", and under an e-mail each PDF or photo it carries with "Add as its
// own exhibit". Ticks change the choice's `only`; messages left out are printed in the transcript as one line per
// stretch by the engine, which the note above the list says.
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { MAX_PICKED_MESSAGES } from "@courtready/contracts";
import type { TMessageChoice, TMessageRow } from "@courtready/contracts";
import { serverMessage } from "../../api/client.ts";
import {
  chooserSummary,
  fetchMessagePage,
  isTicked,
  messageTime,
  shownCount,
  tick,
  tickAll,
  tickNone,
} from "./messageChooser.ts";
import type { AttachmentWhere, ExportSource } from "./messageChooser.ts";

const BUTTON = "min-h-11 rounded-lg border border-slate-400 bg-white px-4 font-semibold";

interface Loaded {
  /** The range the rows belong to: a change of days or zone loads again from the first page. */
  key: string;
  total: number;
  rows: TMessageRow[];
  indexes?: number[] | undefined;
}

export function MessageChooser({
  conversation,
  title,
  several,
  choice,
  source,
  onChange,
  onAddAttachment,
}: {
  conversation: string;
  title: string;
  /** More than one conversation is picked: the button names this one. */
  several: boolean;
  choice: TMessageChoice;
  source: ExportSource;
  onChange: (choice: TMessageChoice) => void;
  /**
   * Adds an attachment taken out of the export as an exhibit of its own (the builder takes its bytes, the project
   * editor has the server copy it into the project); rejects with the server's reason. Absent: not offered.
   */
  onAddAttachment?: ((where: AttachmentWhere) => Promise<void>) | undefined;
}) {
  const { t } = useTranslation("messages");
  const locale = t("locale");
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Per attachment ("message:position"): being added, or the sentence saying how it went.
  const [attachments, setAttachments] = useState<Record<string, { busy: boolean; said: string }>>({});
  const key = `${choice.from ?? ""}|${choice.to ?? ""}|${choice.timeZone}`;
  const current = loaded?.key === key ? loaded : null;

  const load = async (offset: number) => {
    setLoading(true);
    setProblem(null);
    try {
      const page = await fetchMessagePage(source, choice, conversation, offset);
      setLoaded((before) => ({
        key,
        total: page.total,
        rows: offset > 0 && before?.key === key ? [...before.rows, ...page.messages] : page.messages,
        indexes: page.indexes,
      }));
    } catch (error) {
      setProblem(serverMessage(error, t("chooser.offline")));
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    // The first page of the days shown, when the list is opened or the days change while it is open.
    if (open && !current && !loading) void load(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` reads the current choice; the key is its range.
  }, [open, key]);

  const addAttachment = async (row: TMessageRow, position: number, name: string) => {
    const id = `${row.index}:${position}`;
    setAttachments((a) => ({ ...a, [id]: { busy: true, said: t("chooser.adding") } }));
    try {
      await onAddAttachment?.({
        conversation,
        timeZone: choice.timeZone,
        message: row.index,
        position,
        name,
      });
      setAttachments((a) => ({ ...a, [id]: { busy: false, said: t("chooser.added", { name }) } }));
    } catch (error) {
      const said = t("chooser.addFailed", { name, reason: serverMessage(error, t("chooser.offline")) });
      setAttachments((a) => ({ ...a, [id]: { busy: false, said } }));
    }
  };

  if (!open)
    return (
      <button type="button" className={`${BUTTON} mt-2`} aria-expanded={false} onClick={() => setOpen(true)}>
        {several ? t("chooser.openIn", { title }) : t("chooser.open")}
      </button>
    );

  const only = choice.only?.[conversation];
  const shown = current ? shownCount(choice, conversation, current.total, current.indexes) : 0;
  const lockedAll = only === undefined && current !== null && current.indexes === undefined;
  return (
    <div className="mt-2 rounded-md border border-slate-300 bg-white p-2.5" data-message-chooser>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={BUTTON} aria-expanded={true} onClick={() => setOpen(false)}>
          {t("chooser.close")}
        </button>
        <button type="button" className={BUTTON} onClick={() => onChange(tickAll(choice, conversation))}>
          {t("chooser.all")}
        </button>
        <button type="button" className={BUTTON} onClick={() => onChange(tickNone(choice, conversation))}>
          {t("chooser.none")}
        </button>
      </div>
      <p className="mt-2 text-sm">{t("chooser.omittedNote")}</p>
      {current ? (
        <p className="mt-2 text-sm font-semibold" role="status">
          {chooserSummary(shown, current.total, t, locale)}
        </p>
      ) : null}
      {only !== undefined && only.length === 0 ? (
        <p className="mt-1 text-sm font-semibold text-red-800">{t("chooser.noneHint")}</p>
      ) : null}
      {lockedAll ? (
        <p className="mt-1 text-sm">
          {t("chooser.tooMany", { max: MAX_PICKED_MESSAGES.toLocaleString(locale) })}
        </p>
      ) : null}
      {problem ? (
        <p className="mt-2 text-sm font-semibold text-red-800" role="alert">
          {t("chooser.failed", { reason: problem })}
        </p>
      ) : null}
      {current && current.total === 0 ? <p className="mt-2 text-sm">{t("chooser.empty")}</p> : null}
      <ul id={listId} className="mt-2 space-y-1.5" aria-label={t("chooser.listName", { title })}>
        {(current?.rows ?? []).map((row) => (
          <li key={row.index}>
            <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-2 has-[:checked]:border-blue-700">
              <input
                type="checkbox"
                className="mt-1 size-5 shrink-0"
                checked={isTicked(choice, conversation, row.index)}
                disabled={lockedAll}
                onChange={(event) => {
                  const next = tick(choice, conversation, row.index, event.target.checked, current?.indexes);
                  if (next) onChange(next);
                }}
              />
              <span className="min-w-0">
                <span className="block text-sm font-semibold break-words">
                  {row.sender} · {messageTime(row.at, choice.timeZone, locale)}
                </span>
                <span className="block text-sm break-words text-slate-700">{row.text}</span>
              </span>
            </label>
            {row.attachments.map((a) =>
              a.exhibit && onAddAttachment ? (
                <div key={a.position} className="mt-1 ml-8 flex flex-wrap items-center gap-2 text-sm">
                  <span className="break-all">{t("chooser.attachment", { name: a.name })}</span>
                  <button
                    type="button"
                    className={BUTTON}
                    disabled={attachments[`${row.index}:${a.position}`]?.busy ?? false}
                    onClick={() => void addAttachment(row, a.position, a.name)}
                  >
                    {t("chooser.addExhibit")}
                  </button>
                  <span role="status">{attachments[`${row.index}:${a.position}`]?.said}</span>
                </div>
              ) : null,
            )}
          </li>
        ))}
      </ul>
      {loading ? (
        <p className="mt-2 text-sm" role="status">
          {t("chooser.loading")}
        </p>
      ) : current && current.rows.length < current.total ? (
        <button type="button" className={`${BUTTON} mt-2`} onClick={() => void load(current.rows.length)}>
          {t("chooser.more", { more: (current.total - current.rows.length).toLocaleString(locale) })}
        </button>
      ) : null}
    </div>
  );
}
