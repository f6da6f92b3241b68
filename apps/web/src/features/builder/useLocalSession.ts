// Keeps the builder's form in this browser (builder-and-projects.md §4): saved 1 second after each change, never for
// a saved project, and removed when the form is blank (so Clear form clears it here too).
import { useEffect, useMemo, useRef } from "react";
import { LOCAL_SAVE_DELAY_MS, LOCAL_SESSION_KEY } from "@courtready/contracts";
import type { BuilderState } from "./builderState.ts";
import { encodeLocalSession, isBlankSession } from "./localSession.ts";

/** localStorage, or null where it cannot be used (private mode on some phones, storage turned off). */
export function sessionStorageArea(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredSession(): string | null {
  try {
    return sessionStorageArea()?.getItem(LOCAL_SESSION_KEY) ?? null;
  } catch {
    return null;
  }
}

export function forgetStoredSession(): void {
  try {
    sessionStorageArea()?.removeItem(LOCAL_SESSION_KEY);
  } catch {
    // Nothing stored, or storage is off: nothing to forget.
  }
}

/** Saves the session at once (before leaving the page), not a second later; a blank form stores nothing. */
export function saveSessionNow(state: BuilderState): void {
  try {
    if (!isBlankSession(state))
      sessionStorageArea()?.setItem(LOCAL_SESSION_KEY, encodeLocalSession(state, Date.now()));
  } catch {
    // Storage full or turned off: the form will not come back, as with the timed save.
  }
}

export function useLocalSessionSave(state: BuilderState, enabled: boolean): void {
  // The stored text without its time: a change to it is a change worth saving.
  const snapshot = useMemo(() => encodeLocalSession(state, 0), [state]);
  const blank = useMemo(() => isBlankSession(state), [state]);
  const latest = useRef(state);
  latest.current = state;
  const first = useRef(true);

  useEffect(() => {
    // The form as it opened is not a change (and must not replace a session that a ?type= link skipped).
    if (first.current) {
      first.current = false;
      return;
    }
    if (!enabled) return;
    const timer = window.setTimeout(() => {
      try {
        if (blank) sessionStorageArea()?.removeItem(LOCAL_SESSION_KEY);
        else sessionStorageArea()?.setItem(LOCAL_SESSION_KEY, encodeLocalSession(latest.current, Date.now()));
      } catch {
        // Storage full or turned off: the form still works, it just will not come back after a reload.
      }
    }, LOCAL_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [snapshot, blank, enabled]);
}
