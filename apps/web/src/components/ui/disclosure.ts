// The state of a section a button shows and hides, with the button's wiring for screen readers (aria-expanded,
// aria-controls), so every "show more" on the site is announced the same way.
import { useId, useState } from "react";

export interface Disclosure {
  open: boolean;
  /** The id to give the shown-and-hidden panel. */
  panelId: string;
  /** Spread on the button that shows and hides the panel. */
  toggle: { "aria-expanded": boolean; "aria-controls": string; onClick: () => void };
}

/** A closed section; `panelId` names its panel where the page needs a stable id (one per file), else one is made. */
export function useDisclosure(panelId?: string): Disclosure {
  const madeId = useId();
  const [open, setOpen] = useState(false);
  const id = panelId ?? madeId;
  return {
    open,
    panelId: id,
    toggle: { "aria-expanded": open, "aria-controls": id, onClick: () => setOpen((was) => !was) },
  };
}
