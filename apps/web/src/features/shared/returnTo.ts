// Where a person sent to /membership from the builder goes back to once they have a membership (issue 19 item 7):
// the builder address they left (with its project, or the local session that keeps their form), kept in this tab's
// session storage so it survives the trip through checkout. Only builder addresses are kept or followed.
const KEY = "courtready.membershipReturn";

/** The part of Storage used here, so tests pass a plain object. */
type SessionStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Only the builder is a place to go back to; anything else (or a crafted value) is ignored. */
export function isBuilderPath(path: string): boolean {
  return /^\/create(?:[?#]|$)/.test(path);
}

/** Remembers the builder address before the person is sent to /membership. */
export function rememberReturn(path: string, store: SessionStore = sessionStorage): void {
  if (isBuilderPath(path)) store.setItem(KEY, path);
}

/** The builder address to go back to, without forgetting it. */
export function peekReturn(store: SessionStore = sessionStorage): string | null {
  const path = store.getItem(KEY);
  return path && isBuilderPath(path) ? path : null;
}

/** The builder address to go back to, forgotten once read. */
export function takeReturn(store: SessionStore = sessionStorage): string | null {
  const path = peekReturn(store);
  store.removeItem(KEY);
  return path;
}
