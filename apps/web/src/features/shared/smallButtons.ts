// The row controls' look in the shared file list and description editor: at least 44 px square (touch targets),
// a thick border, and dimmed when disabled (Move up on the first file, Move down on the last).
export const SMALL_BASE =
  "inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-lg border-2 px-3 font-semibold " +
  "disabled:cursor-not-allowed disabled:opacity-40";
export const SMALL_BUTTON = `${SMALL_BASE} border-slate-300 bg-white text-slate-900 hover:border-slate-500 hover:bg-slate-50`;
export const SMALL_PRIMARY = `${SMALL_BASE} border-blue-800 bg-blue-800 text-white hover:border-blue-900 hover:bg-blue-900`;
export const SMALL_DANGER = `${SMALL_BASE} border-slate-300 bg-white text-red-800 hover:border-slate-500 hover:bg-slate-50`;
