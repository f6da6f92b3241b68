// The picker on a message export's row (issue 38): which conversations (a phone backup holds many, so they are
// searched and shown a page at a time, each a full-width checkbox row a thumb can hit), which days, the time zone
// every time is printed in (the browser's to start) and whether to add a declaration of authenticity. The choice
// is the row's and goes with the file to the build; the transcript is made on the server. An e-mail export
// speaks of threads and e-mails (the `messages` namespace); a single e-mail offers no list and no days.
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TMessageChoice, TMessageExportSummary } from "@courtready/contracts";
import { INPUT_CLASSES } from "../../components/ui/text-field.tsx";
import {
  CONVERSATION_PAGE,
  conversationLine,
  isEmailExport,
  needsConsent,
  needsPicking,
  offersRange,
  peopleLine,
  pickedSpan,
  searchConversations,
  toggleConversation,
} from "./messagePicker.ts";
import { useFilesTranslation } from "./filesText.ts";
import { MessageChooser } from "./MessageChooser.tsx";
import type { AttachmentWhere, ExportSource } from "./messageChooser.ts";

/** Every zone the browser knows (for the select), with `current` first in case it is not among them. */
function zones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return known.includes(current) ? known : [current, ...known];
}

export function MessagePicker({
  fileName,
  summary,
  choice,
  defaultZone,
  onChange,
  source,
  onAddAttachment,
}: {
  fileName: string;
  summary: TMessageExportSummary;
  choice: TMessageChoice | undefined;
  defaultZone: string;
  onChange: (choice: TMessageChoice | undefined) => void;
  /** How to send the export for "Choose messages" (its bytes or its upload's id); absent: no single messages. */
  source?: ExportSource | undefined;
  /** Adds an e-mail's attached PDF or photo as an exhibit of its own (MessageChooser); absent: not offered. */
  onAddAttachment?: ((where: AttachmentWhere) => Promise<void>) | undefined;
}) {
  const { t } = useFilesTranslation();
  const { t: mt } = useTranslation("messages");
  const locale = t("locale");
  const ids = { search: useId(), from: useId(), to: useId(), zone: useId(), list: useId() };
  const [query, setQuery] = useState("");
  const [shown, setShown] = useState(CONVERSATION_PAGE);
  const zone = choice?.timeZone ?? defaultZone;
  const found = useMemo(() => searchConversations(summary.conversations, query), [summary, query]);
  const span = pickedSpan(summary, choice);
  const many = summary.conversations.length > 1;
  const email = isEmailExport(summary);
  const range = offersRange(summary);
  const headingWords = {
    app: summary.exportApp,
    count: summary.conversations.length,
    total: summary.conversations.length.toLocaleString(locale),
  };
  const update = (patch: Partial<TMessageChoice>) => {
    if (!choice) return;
    const next = { ...choice, ...patch };
    // An emptied date is "from the start" / "to the end": the key goes rather than an empty day.
    if (!next.from) delete next.from;
    if (!next.to) delete next.to;
    onChange(next);
  };
  return (
    <fieldset
      className="mt-2 rounded-lg border border-blue-200 bg-blue-50 p-3 text-slate-900"
      data-message-picker
    >
      <legend className="sr-only">{t("messages.legend", { name: fileName })}</legend>
      <p className="font-bold">
        {email ? mt("email.heading", headingWords) : t("messages.heading", headingWords)}
      </p>
      <p className="mt-1 text-sm">
        {!range ? mt("email.single") : email ? mt("email.explain") : t("messages.explain")}
      </p>
      {summary.damaged ? (
        <p className="mt-2 rounded border-l-4 border-amber-600 bg-amber-50 p-2 text-sm" role="note">
          {t("messages.damaged", { problem: summary.damaged })}
        </p>
      ) : null}
      {needsPicking(choice) ? (
        <p className="mt-2 text-sm font-semibold text-red-800">
          {email ? mt("email.pickOne") : t("messages.pickOne")}
        </p>
      ) : needsConsent(summary, choice) ? (
        <p className="mt-2 text-sm font-semibold text-red-800">{mt("partial.needed")}</p>
      ) : null}
      {many ? (
        <div className="mt-3">
          <label htmlFor={ids.search} className="block text-sm font-semibold">
            {email ? mt("email.search") : t("messages.search")}
          </label>
          <input
            id={ids.search}
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setShown(CONVERSATION_PAGE);
            }}
            className={`${INPUT_CLASSES} mt-1`}
            aria-controls={ids.list}
          />
        </div>
      ) : null}
      <ul
        id={ids.list}
        className="mt-2 space-y-1.5"
        aria-label={email ? mt("email.listName") : t("messages.listName")}
      >
        {found.slice(0, shown).map((c) => {
          const picked = choice?.conversations.includes(c.id) ?? false;
          return (
            <li key={c.id}>
              <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white p-2.5 has-[:checked]:border-blue-700">
                <input
                  type="checkbox"
                  className="mt-1 size-5 shrink-0"
                  checked={picked}
                  onChange={(event) => {
                    const next = toggleConversation(choice, c.id, event.target.checked, zone);
                    onChange(next.conversations.length > 0 || choice ? next : undefined);
                  }}
                />
                <span className="min-w-0">
                  <span className="block font-semibold break-words">{c.title || t("messages.noName")}</span>
                  <span className="block text-sm break-words text-slate-700">{peopleLine(c)}</span>
                  <span className="block text-sm text-slate-700">
                    {conversationLine(c, zone, t, email ? mt : undefined)}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {found.length === 0 ? (
        <p className="mt-2 text-sm">
          {email ? mt("email.noMatch", { query }) : t("messages.noMatch", { query })}
        </p>
      ) : null}
      {found.length > shown ? (
        <button
          type="button"
          className="mt-2 min-h-11 rounded-lg border border-slate-400 bg-white px-4 font-semibold"
          onClick={() => setShown((n) => n + CONVERSATION_PAGE)}
        >
          {t("messages.showMore", { more: (found.length - shown).toLocaleString(locale) })}
        </button>
      ) : null}
      {summary.truncated ? (
        <p className="mt-2 text-sm">{email ? mt("email.truncated") : t("messages.truncated")}</p>
      ) : null}
      {choice && !needsPicking(choice) ? (
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {(range
            ? ([
                ["from", t("messages.from")],
                ["to", t("messages.to")],
              ] as const)
            : []
          ).map(([key, label]) => (
            <div key={key}>
              <label htmlFor={ids[key]} className="block text-sm font-semibold">
                {label}
              </label>
              <input
                id={ids[key]}
                type="date"
                value={choice[key] ?? ""}
                min={span?.first}
                max={span?.last}
                onChange={(event) => update({ [key]: event.target.value })}
                className={`${INPUT_CLASSES} mt-1`}
              />
            </div>
          ))}
          <div>
            <label htmlFor={ids.zone} className="block text-sm font-semibold">
              {t("messages.zone")}
            </label>
            <select
              id={ids.zone}
              value={zone}
              onChange={(event) => update({ timeZone: event.target.value })}
              className={`${INPUT_CLASSES} mt-1`}
            >
              {zones(zone).map((z) => (
                <option key={z} value={z}>
                  {z.replace(/_/g, " ")}
                </option>
              ))}
            </select>
          </div>
          {choice.from && choice.to && choice.from > choice.to ? (
            <p className="text-sm font-semibold text-red-800 sm:col-span-3" role="alert">
              {t("messages.badRange")}
            </p>
          ) : null}
          {summary.damaged ? (
            // A damaged export is used only when the person agrees (issue 38, "Bad input").
            <label className="flex min-h-11 cursor-pointer items-start gap-3 sm:col-span-3">
              <input
                type="checkbox"
                className="mt-1 size-5 shrink-0"
                checked={choice.keepPartial ?? false}
                onChange={(event) => update({ keepPartial: event.target.checked })}
              />
              <span>
                <span className="block font-semibold">{mt("partial.keep")}</span>
                <span className="block text-sm text-slate-700">{mt("partial.keepHint")}</span>
              </span>
            </label>
          ) : null}
          <label className="flex min-h-11 cursor-pointer items-start gap-3 sm:col-span-3">
            <input
              type="checkbox"
              className="mt-1 size-5 shrink-0"
              checked={choice.declaration}
              onChange={(event) => update({ declaration: event.target.checked })}
            />
            <span>
              <span className="block font-semibold">{t("messages.declaration")}</span>
              <span className="block text-sm text-slate-700">
                {email ? mt("email.declarationHint") : t("messages.declarationHint")}
              </span>
            </span>
          </label>
        </div>
      ) : null}
      {choice && !needsPicking(choice) && source
        ? choice.conversations.map((id) => (
            <MessageChooser
              key={id}
              conversation={id}
              title={summary.conversations.find((c) => c.id === id)?.title || t("messages.noName")}
              several={choice.conversations.length > 1}
              choice={choice}
              source={source}
              onChange={onChange}
              onAddAttachment={onAddAttachment}
            />
          ))
        : null}
    </fieldset>
  );
}
