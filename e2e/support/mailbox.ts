// The mailbox the e-mail specs share (issue 38): a thread of three e-mails about the heating (Mar 3, 4 and 5, 10:00
// in New York; the last from Jane with the lease attached as a PDF) and one about a party (Mar 4), as an .mbox.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { emlWithAttachment, mboxOf, plainMail } from "@courtready/engine/testing/email";

export const MBOX = "Landlord mail.mbox";
const BOB = "Bob Landlord <bob@landlord.example>";
const JANE = "Jane Tenant <jane@tenant.example>";

/** Writes the mailbox into `dir` with `lease` attached to the last heating e-mail; its path. */
export function writeMailbox(dir: string, lease: Uint8Array): string {
  const heating = (n: number, day: number) =>
    plainMail(
      {
        from: n % 2 ? JANE : BOB,
        to: n % 2 ? BOB : JANE,
        subject: n === 1 ? "Heating" : "Re: Heating",
        date: `${["Mon", "Tue", "Wed"][day - 3]}, ${day} Mar 2025 10:00:00 -0500`,
        id: `heat${n}@example.org`,
        ...(n > 1 ? { refs: `heat${n - 1}@example.org` } : {}),
      },
      `Heating mail ${n}`,
    );
  const file = path.join(dir, MBOX);
  writeFileSync(
    file,
    mboxOf([
      heating(1, 3),
      heating(2, 4),
      plainMail(
        {
          from: "Ann Neighbour <ann@example.org>",
          to: "jane@tenant.example",
          subject: "Block party",
          date: "Tue, 4 Mar 2025 09:00:00 -0500",
          id: "party@example.org",
        },
        "Party mail",
      ),
      // The last reply carries the lease as a PDF: "Add as its own exhibit" makes it an exhibit of its own.
      emlWithAttachment(lease, { inReplyTo: "heat2@example.org", date: "Wed, 5 Mar 2025 10:00:00 -0500" }),
    ]),
  );
  return file;
}
