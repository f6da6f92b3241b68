// `courtready` with e-mail files as a person runs it (the bundled command, whose e-mail readers are chunks loaded
// on demand): a mailbox thread with --email-attachments, an ISO-8859-1 .eml and an Outlook .msg become stamped
// transcript exhibits; pdftotext finds each e-mail's sender, date with zone, To, Subject and body in order, and the
// attached PDF as the next exhibit.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makePdf } from "@courtready/engine/testing";
import {
  emlHtmlOnly,
  emlLatin1QuotedPrintable,
  emlWithAttachment,
  mboxOf,
  outlookMsg,
  ROOF_MSG,
} from "@courtready/engine/testing/email";
import { firstMissingInOrder } from "@courtready/engine/testing/messages";
import { courtready } from "../support/cli.ts";
import { pdfText } from "../support/pdf.ts";

const work = mkdtempSync(path.join(tmpdir(), "courtready-email-cli-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("courtready with e-mail files", () => {
  it("builds a mailbox thread with its attached PDF, an .eml and an Outlook .msg as transcript exhibits", async () => {
    const mbox = path.join(work, "Landlord.mbox");
    writeFileSync(
      mbox,
      mboxOf([
        emlHtmlOnly(),
        emlWithAttachment(await makePdf([{ text: "LEASE AGREEMENT PAGE ONE" }]), {
          inReplyTo: "heating@landlord.example",
        }),
      ]),
    );
    const eml = path.join(work, "Deposit.eml");
    writeFileSync(eml, emlLatin1QuotedPrintable());
    const msg = path.join(work, "Roof.msg");
    writeFileSync(msg, outlookMsg(ROOF_MSG));
    const inspected = await courtready(["inspect", "--time-zone", "America/New_York", mbox, eml, msg]);
    expect(inspected.stderr).toBe("");
    expect(inspected.stdout).toContain("Landlord.mbox: E-mail mailbox (.mbox) export, 1 conversation");
    expect(inspected.stdout).toContain("Roof.msg: Microsoft Outlook (.msg) export, 1 conversation");

    const out = path.join(work, "out");
    const result = await courtready([
      "build",
      "--out",
      out,
      "--time-zone",
      "America/New_York",
      "--email-attachments",
      mbox,
      eml,
      msg,
    ]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("4 exhibits");
    const binder = pdfText(path.join(out, "binder.pdf"));
    const expected = [
      "Transcript of e-mails: Heating",
      "Bob Landlord (bob@landlord.example) — Mar 4, 2025, 1:30:00 PM EST",
      "Subject: Heating",
      "The heating will be fixed on Friday.",
      "Jane Tenant (jane@tenant.example) — Mar 5, 2025, 8:00:00 AM EST",
      "To: Bob Landlord <bob@landlord.example>",
      "Subject: Re: Heating",
      "Bob, the lease is attached. – Jane",
      "Attachment: lease.pdf (application/pdf,",
      "LEASE AGREEMENT PAGE ONE",
      "Renée Propriétaire (renee@landlord.example) — Mar 3, 2025, 9:15:00 AM EST",
      "Subject: Café downstairs and the dépôt",
      "The dépôt of $1,200 will be returned",
      "Bob Landlord (bob@landlord.example) — Mar 7, 2025, 10:45:00 AM EST",
      "Subject: Roof repairs",
      "The roof is fixed.",
    ];
    expect(firstMissingInOrder(binder, expected)).toBeUndefined();
  });
});
