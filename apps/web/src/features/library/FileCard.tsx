// One library file: its first page, name, type, size, pages, category and tags, and a menu (View Details, Edit,
// Move to folder, Delete). The menu is a disclosure of plain buttons: Escape or leaving it closes it. It lies over
// whatever is below the card, never clipped by it.
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
// Starts i18next, so this screen shows its words even when rendered on its own (render tests).
import "../../i18n/index.ts";
import type { TUserFile } from "@courtready/contracts";
import { formatBytes } from "./api.ts";
import { documentTypeName } from "../shared/filesText.ts";
import { listingCount } from "../shared/messagePicker.ts";

export type FileAction = "details" | "edit" | "delete";

export function FileCard({ file, onAction }: { file: TUserFile; onAction: (action: FileAction) => void }) {
  const { t } = useTranslation("library");
  const { t: filesT } = useTranslation("files");
  const { t: mt } = useTranslation("messages");
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggle.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [menuOpen]);

  const choose = (action: FileAction) => {
    setMenuOpen(false);
    onAction(action);
  };
  const fileType = documentTypeName(file.fileType, filesT);
  const details = [
    fileType,
    formatBytes(file.fileSize),
    file.pageCount ? t("card.pages", { count: file.pageCount }) : null,
    // A message export (issue 38) holds conversations, not pages: "12 conversations".
    file.messageExport ? listingCount(file.messageExport, mt) : null,
  ].filter(Boolean);

  return (
    // No overflow-hidden on the card: it would cut off the ⋯ menu where it reaches past the card's edge (issue 37).
    // The picture rounds its own top corners instead.
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        onClick={() => onAction("details")}
        className="block aspect-[4/3] w-full overflow-hidden rounded-t-xl border-b border-slate-200 bg-slate-100"
        aria-label={t("card.viewDetailsOf", { name: file.originalFilename })}
      >
        {file.thumbnailUrl ? (
          <img
            src={file.thumbnailUrl}
            alt=""
            loading="lazy"
            className="h-full w-full object-cover object-top"
          />
        ) : (
          <span className="flex h-full items-center justify-center text-slate-500">{fileType}</span>
        )}
      </button>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 break-words font-semibold text-slate-900">{file.originalFilename}</h3>
          <div ref={wrapper} className="relative shrink-0">
            <button
              ref={toggle}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={t("card.actionsFor", { name: file.originalFilename })}
              onClick={() => setMenuOpen((open) => !open)}
              className="min-h-11 min-w-11 rounded-lg text-xl leading-none text-slate-700 hover:bg-slate-100"
            >
              ⋯
            </button>
            {menuOpen ? (
              <ul
                id={menuId}
                className="absolute right-0 z-10 mt-1 w-44 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
              >
                {(
                  [
                    ["details", t("card.viewDetails")],
                    ["edit", t("card.edit")],
                    ["delete", t("card.delete")],
                  ] as const
                ).map(([action, label]) => (
                  <li key={action}>
                    <button
                      type="button"
                      onClick={() => choose(action)}
                      className={
                        "block min-h-11 w-full px-4 text-left hover:bg-slate-100 " +
                        (action === "delete" ? "text-red-800" : "text-slate-900")
                      }
                    >
                      {label}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <p className="text-sm text-slate-700">{details.join(" · ")}</p>
        <p className="text-sm">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
            {t(`categories.${file.category}`)}
          </span>
        </p>
        {file.tags.length ? (
          <ul className="flex flex-wrap gap-1" aria-label={t("card.tags")}>
            {file.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-blue-50 px-2 py-0.5 text-sm text-blue-900">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
