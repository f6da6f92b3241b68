// The toast store: holds at most one toast (spec §9), so a new toast replaces the one on screen.

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

/** How long a toast stays before it dismisses itself, unless the pointer or focus rests on it. */
export const TOAST_DURATION_MS = 5000;

type Listener = () => void;

/** A single-slot store; createToastStore exists so that tests get their own instance. */
export function createToastStore() {
  let current: ToastItem | null = null;
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    /** Shows a toast in place of any other and returns its id. */
    show(input: ToastInput): number {
      const id = nextId++;
      current = {
        id,
        title: input.title,
        variant: input.variant ?? "default",
        ...(input.description ? { description: input.description } : {}),
      };
      emit();
      return id;
    },
    /** Removes the toast; with an id, only if that toast is still the one shown (so a late timer cannot hide a newer one). */
    dismiss(id?: number): void {
      if (!current || (id !== undefined && current.id !== id)) return;
      current = null;
      emit();
    },
    getSnapshot(): ToastItem | null {
      return current;
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const toastStore = createToastStore();

/** Shows a toast from anywhere (components, mutation callbacks). */
export function toast(input: ToastInput): number {
  return toastStore.show(input);
}

export function dismissToast(id?: number): void {
  toastStore.dismiss(id);
}
