// The "×" that closes a dialog: 44 px to tap, named for screen readers by its label.
export function CloseButton({ onClick, label = "Close" }: { onClick: () => void; label?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="-m-2 min-h-11 min-w-11 rounded-lg p-2 text-2xl leading-none text-slate-600 hover:bg-slate-100"
      aria-label={label}
    >
      ×
    </button>
  );
}
