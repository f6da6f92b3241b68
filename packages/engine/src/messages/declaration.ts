// The declaration of authenticity a person may add after a transcript: in plain words, who exported what, from
// which device and app, on what date, that the transcript is complete for the range it shows, and a signature line
// (a witness with knowledge, FRE 901(b)(1), and the states' rules that copy it). Blanks are left for what the
// export does not say, to be filled in by hand.
import type { Conversation } from "./model.ts";
import { participantLabel } from "./select.ts";
import type { SelectedTranscript } from "./select.ts";
import { formatDateTime } from "./time.ts";

export interface DeclarationDetails {
  /** The person who exported the messages and signs. */
  name?: string;
  /** The phone or computer, e.g. "my Samsung Galaxy S21". */
  device?: string;
  /** When the export was made, as the person says it (e.g. "March 5, 2025"). */
  exportedOn?: string;
}

const BLANK = "______________________";

export function declarationLines(
  conversation: Conversation,
  selected: SelectedTranscript,
  zone: string,
  details: DeclarationDetails,
): { text: string; bold?: boolean; size?: number; before?: number; indent?: number }[] {
  const s = conversation.source;
  const range =
    selected.first && selected.last
      ? `from ${formatDateTime(selected.first, zone)} to ${formatDateTime(selected.last, zone)}`
      : "(no message is shown)";
  const people = conversation.participants.map(participantLabel).join(", ");
  const omitted = selected.rows.some((r) => r.kind === "omitted");
  return [
    { text: "Declaration of Authenticity", bold: true, size: 14 },
    { text: `I, ${details.name ?? BLANK}, declare:`, before: 12 },
    {
      text:
        `1. I exported the messages shown in the transcript before this page from ${details.device ?? BLANK} ` +
        `using ${s.exportApp} on ${details.exportedOn ?? BLANK}.`,
      before: 8,
    },
    {
      text: `2. The export is the file named "${s.fileName}". Its SHA-256 fingerprint is ${s.sha256}.`,
      before: 6,
    },
    {
      text:
        `3. The transcript shows ${selected.shown.toLocaleString("en-US")} of the ${selected.total.toLocaleString("en-US")} ` +
        `messages in the conversation between ${people}, ${range}. For that range it is complete: every message ` +
        `in it is shown${omitted ? ', except the stretches marked "not included", which say how many messages were left out' : ""}.`,
      before: 6,
    },
    {
      text:
        "4. I have not changed, added or removed the words of any message shown. The transcript was made from the " +
        "export by CourtReady without editing.",
      before: 6,
    },
    {
      text:
        "5. I know these facts myself. I make this declaration to show the transcript is what it claims to be " +
        "(Federal Rule of Evidence 901(b)(1), testimony of a witness with knowledge, and the same rule of this state).",
      before: 6,
    },
    {
      text: `I declare under penalty of perjury under the laws of ${BLANK} that the foregoing is true and correct.`,
      before: 12,
    },
    { text: `Date: ${BLANK}`, before: 24 },
    { text: `Signature: ________________________________________`, before: 24 },
    { text: `Printed name: ${details.name ?? BLANK}`, before: 12 },
  ];
}
