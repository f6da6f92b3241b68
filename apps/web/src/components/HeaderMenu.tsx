// The shared header menu (spec §2.2): a disclosure button and a list of links that closes on outside click or Escape.
import { useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { TUser } from "@courtready/contracts";
import type { MembershipSummary } from "../features/membership/membershipDescription.ts";
import { headerMenuItems } from "./headerMenuItems.ts";
import type { MenuItem } from "./headerMenuItems.ts";

export interface HeaderMenuProps {
  user: TUser | null;
  /** GET /api/membership/status for a signed-in user; null (not a member, or not known yet) prompts to buy. */
  membership?: MembershipSummary | null;
  onLogout: () => void;
  isLoggingOut?: boolean;
}

// The focus ring is drawn inside each item: the panel clips anything outside its rounded edge.
const ITEM_CLASSES =
  "flex min-h-11 w-full flex-col justify-center px-4 py-2 text-left text-base hover:bg-blue-50 focus-visible:outline-offset-[-3px]";

export function HeaderMenu({ user, membership = null, onLogout, isLoggingOut = false }: HeaderMenuProps) {
  const { t } = useTranslation("menu");
  const { t: membershipT } = useTranslation("membership");
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape works wherever focus is, so a user who clicked into the page can still close the menu.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const focusables = () =>
    Array.from(panelRef.current?.querySelectorAll<HTMLElement>("a, button:not([disabled])") ?? []);

  // Arrow keys move between items as a convenience; Tab still walks the list as plain links.
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp" && event.key !== "Home" && event.key !== "End")
      return;
    const items = focusables();
    if (items.length === 0) return;
    event.preventDefault();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? items.length - 1
          : (index + (event.key === "ArrowDown" ? 1 : -1) + items.length) % items.length;
    items[next]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    setOpen(true);
    // The panel renders on the next frame; focus its first item then.
    requestAnimationFrame(() => focusables()[0]?.focus());
  };

  const close = () => setOpen(false);

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        // Tabbing past the last item leaves the menu: close it so it does not cover the page. A null relatedTarget
        // (a click on plain text inside the panel) is not leaving.
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-lg border-2 border-slate-300 bg-white px-2.5 font-semibold text-slate-900 hover:border-slate-500 hover:bg-slate-100"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          aria-hidden="true"
        >
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          )}
        </svg>
        {/* On a phone the header holds the logo, a shortcut, the language switch and this button in 390 px (360 in
            Spanish would not fit with the word); the three bars say "menu" there, and the word stays spoken. */}
        <span className="sr-only sm:not-sr-only">{t("button")}</span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        className="absolute right-0 z-40 mt-2 w-[min(20rem,calc(100vw-1.5rem))] overflow-hidden rounded-xl border-2 border-slate-300 bg-white py-2 shadow-xl"
      >
        <nav aria-label={t("navLabel")}>
          <ul>
            {headerMenuItems(user, membership, { menu: t, membership: membershipT }).map((item) => (
              <li
                key={item.label}
                className={
                  "separatorBefore" in item && item.separatorBefore ? "border-t border-slate-200" : ""
                }
              >
                <MenuEntry item={item} onNavigate={close} onLogout={onLogout} isLoggingOut={isLoggingOut} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

function MenuEntry({
  item,
  onNavigate,
  onLogout,
  isLoggingOut,
}: {
  item: MenuItem;
  onNavigate: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
}) {
  const { t } = useTranslation("menu");
  switch (item.kind) {
    case "account":
      return (
        <div className="border-b border-slate-200 px-4 pt-1 pb-3">
          <p className="font-semibold text-slate-900">{item.label}</p>
          <p className="text-sm break-all text-slate-600">{item.description}</p>
        </div>
      );
    case "link":
      return (
        <Link to={item.to} onClick={onNavigate} className={ITEM_CLASSES}>
          <span className="font-medium text-slate-900">{item.label}</span>
          {item.description ? <span className="text-sm text-slate-600">{item.description}</span> : null}
        </Link>
      );
    case "external":
      return (
        <a
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onNavigate}
          className={ITEM_CLASSES}
        >
          <span className="inline-flex items-center gap-1.5 font-medium text-slate-900">
            {item.label}
            <svg
              viewBox="0 0 20 20"
              className="size-4 text-slate-600"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M8 4H4v12h12v-4M11 3h6v6M17 3l-8 8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span className="sr-only">{t("opensNewTab")}</span>
          </span>
        </a>
      );
    case "logout":
      return (
        <button
          type="button"
          onClick={onLogout}
          disabled={isLoggingOut}
          className={ITEM_CLASSES + " font-medium text-red-800 disabled:opacity-60"}
        >
          {isLoggingOut ? t("loggingOut") : item.label}
        </button>
      );
  }
}
