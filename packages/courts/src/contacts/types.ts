// What a contact source gives the generator for one directory court: its locations, its e-filing help desk numbers
// and the notes that keep them honest (several courthouses, a record left out).
import type { TCourtHelpDesk, TCourtLocation, TFactSource } from "@courtready/contracts";

/** A per-file size limit a source states for a court, with that source (its `value` is the source's own words). */
export interface CourtSizeLimit {
  mb: number;
  sources: TFactSource[];
}

export interface CourtContact {
  locations: TCourtLocation[];
  eFilingHelp: TCourtHelpDesk[];
  notes: string[];
  /** The court's per-file size limit where the source states one (PACER's `pdf_size`). */
  sizeLimit?: CourtSizeLimit;
}
