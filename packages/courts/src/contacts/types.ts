// What a contact source gives the generator for one directory court: its locations, its e-filing help desk numbers
// and the notes that keep them honest (several courthouses, a record left out).
import type { TCourtHelpDesk, TCourtLocation } from "@courtready/contracts";

export interface CourtContact {
  locations: TCourtLocation[];
  eFilingHelp: TCourtHelpDesk[];
  notes: string[];
}
