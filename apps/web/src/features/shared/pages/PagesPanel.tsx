// An exhibit row's "Pages" panel (issue 37 §3): the file's pages in their binder order, each with buttons to turn
// it a quarter clockwise, remove it (or put it back) and move it up or down, and the count the binder will show.
// Buttons, not only dragging, so a keyboard, a switch or one finger does everything (WCAG 2.5.7); focus stays on
// the moved page's own button so a run of moves is a run of key presses. Each row shows the page's small picture
// (usePagePictures.ts), asked for as the row nears the screen, in a box of fixed size so nothing moves as it comes.
// The builder knows each file's page count from its check; the project editor learns a saved file's from the first
// batch of pictures, asked for when the panel opens (until then the button says only whether pages were edited).
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TPageEdits } from "@courtready/contracts";
import { Button } from "../../../components/ui/button.tsx";
import { useDisclosure } from "../../../components/ui/disclosure.ts";
import { draftFromEdits, editsOf, keptCount, movePage, toggleRemoved, turnPage } from "./pageEditsState.ts";
import type { DraftPage, PagesDraft } from "./pageEditsState.ts";
import { usePagePictures, useVisiblePages } from "./usePagePictures.ts";
import type { PagesSource } from "./usePagePictures.ts";

/** One of a page's buttons. */
interface PageAction {
  action: "turn" | "remove" | "up" | "down";
  icon?: string;
  text: string;
  label: string;
  disabled: boolean;
  next: () => PagesDraft | null;
  notice: string;
  /** The button of the same page that has focus afterwards. */
  focus: PageAction["action"];
}

export function PagesPanel({
  file,
  source,
  pageCount: checkedCount,
  edits,
  onChange,
}: {
  file: { id: string; name: string };
  /** Where each page's picture is drawn from; null: none is shown (the rows keep their numbers). */
  source: PagesSource | null;
  /** The file's own page count, from its check; undefined: learned from the pictures when the panel opens. */
  pageCount: number | undefined;
  edits: TPageEdits | undefined;
  onChange: (edits: TPageEdits | undefined) => void;
}) {
  const { t } = useTranslation("pageEdits");
  const { open, panelId, toggle } = useDisclosure(`pages-${file.id}`);
  const [notice, setNotice] = useState("");
  const list = useRef<HTMLOListElement>(null);
  const pictures = usePagePictures(source, file.name);
  const pageCount = checkedCount ?? pictures.pageCount;
  const draft = pageCount === undefined ? [] : draftFromEdits(pageCount, edits);
  const kept = keptCount(draft);
  // Rows are watched once there are rows: with the count still unknown, the first batch is asked for to learn it.
  useVisiblePages(list, open && pageCount !== undefined, pictures.want);
  const { want } = pictures;
  useEffect(() => {
    if (open && pageCount === undefined) want([1]);
  }, [open, pageCount, want]);
  // The draft is kept as edits (their one form), so the page list is read back from what was saved.
  const apply = (next: PagesDraft | null, said: string, focus?: { page: number; action: string }) => {
    if (!next) return;
    onChange(editsOf(next));
    setNotice(said);
    if (focus)
      requestAnimationFrame(() =>
        list.current
          ?.querySelector<HTMLButtonElement>(`[data-page="${focus.page}"][data-action="${focus.action}"]`)
          ?.focus(),
      );
  };
  /** A page's four buttons: what each shows and says, and what it does. */
  const actionsOf = (p: DraftPage, index: number): PageAction[] => {
    const page = { page: p.page };
    return [
      {
        action: "turn",
        icon: "↻",
        text: t("turn"),
        label: t("turnLabel", page),
        disabled: p.removed,
        next: () => turnPage(draft, index),
        notice: t("turnedNotice", page),
        focus: "turn",
      },
      {
        action: "remove",
        text: p.removed ? t("restore") : t("remove"),
        label: p.removed ? t("restoreLabel", page) : t("removeLabel", page),
        disabled: !p.removed && kept === 1,
        next: () => toggleRemoved(draft, index),
        notice: p.removed ? t("restoredNotice", page) : t("removedNotice", page),
        focus: "remove",
      },
      {
        action: "up",
        icon: "↑",
        text: t("up"),
        label: t("upLabel", page),
        disabled: index === 0,
        next: () => movePage(draft, index, -1),
        notice: t("movedNotice", { ...page, place: index }),
        // At the top there is no "Up" left to press: focus goes to "Down".
        focus: index - 1 === 0 ? "down" : "up",
      },
      {
        action: "down",
        icon: "↓",
        text: t("down"),
        label: t("downLabel", page),
        disabled: index === draft.length - 1,
        next: () => movePage(draft, index, 1),
        notice: t("movedNotice", { ...page, place: index + 2 }),
        focus: index + 1 === draft.length - 1 ? "up" : "down",
      },
    ];
  };
  return (
    <div className="mt-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" {...toggle} aria-label={t("toggleFor", { name: file.name })}>
          {t("toggle")}
        </Button>
        <p className="text-sm text-slate-700">
          {pageCount === undefined
            ? edits
              ? t("edited")
              : null
            : edits
              ? t("countEdited", { count: kept, of: pageCount })
              : t("count", { count: pageCount })}
        </p>
      </div>
      {open ? (
        <div id={panelId} className="mt-3 rounded-lg border-2 border-slate-300 bg-white p-3">
          <p className="text-sm text-slate-700">{t("help")}</p>
          {pictures.failed ? (
            <p className="mt-2 text-sm text-slate-700">
              {pageCount === undefined ? t("pagesFailed") : t("picturesFailed")}
            </p>
          ) : pageCount === undefined ? (
            <p role="status" className="mt-2 text-sm text-slate-700">
              {t("reading")}
            </p>
          ) : null}
          <ol ref={list} className="mt-3 space-y-2" aria-label={t("listFor", { name: file.name })}>
            {draft.map((p, index) => {
              const name = t("page", { page: p.page });
              return (
                <li
                  key={p.page}
                  data-picture-page={p.page}
                  className={`flex flex-wrap items-center gap-2 rounded-md border p-2 ${
                    p.removed ? "border-dashed border-slate-400 bg-slate-50" : "border-slate-300"
                  }`}
                >
                  <PageThumb page={p} picture={pictures.of(p.page)} />
                  <span
                    className={`min-w-24 grow font-semibold ${p.removed ? "text-slate-500 line-through" : ""}`}
                  >
                    {name}
                    {p.turn ? (
                      <span className="ml-2 font-normal no-underline">{t("turned", { turn: p.turn })}</span>
                    ) : null}
                    {p.removed ? <span className="sr-only"> {t("removedState")}</span> : null}
                  </span>
                  <div className="grid w-full grid-cols-2 gap-1 sm:flex sm:w-auto sm:flex-wrap">
                    {actionsOf(p, index).map((a) => (
                      <Button
                        key={a.action}
                        variant="secondary"
                        className="px-3"
                        data-page={p.page}
                        data-action={a.action}
                        disabled={a.disabled}
                        aria-label={a.label}
                        onClick={() => apply(a.next(), a.notice, { page: p.page, action: a.focus })}
                      >
                        {a.icon ? <span aria-hidden="true">{a.icon}</span> : null} {a.text}
                      </Button>
                    ))}
                  </div>
                </li>
              );
            })}
          </ol>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Button
              variant="ghost"
              disabled={!edits}
              onClick={() => apply(draftFromEdits(pageCount ?? 0, undefined), t("resetNotice"))}
            >
              {t("reset")}
            </Button>
          </div>
          <p role="status" aria-live="polite" className="sr-only">
            {notice}
          </p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A page's picture (or its number until drawn) in a box the size of a portrait letter page at 64 px high, turned as
 * the binder will turn it; width and height are set so rows never move as pictures arrive.
 */
function PageThumb({ page, picture }: { page: DraftPage; picture: string | undefined }) {
  return (
    <span
      aria-hidden="true"
      className={`mx-2 flex h-16 w-12 shrink-0 items-center justify-center overflow-hidden border-2 border-slate-500 bg-white text-xs font-bold transition-transform ${
        page.removed ? "opacity-50 grayscale" : ""
      }`}
      style={{ transform: `rotate(${page.turn}deg)` }}
    >
      {picture ? (
        <img src={picture} alt="" width={44} height={60} className="h-full w-full object-contain" />
      ) : (
        page.page
      )}
    </span>
  );
}
