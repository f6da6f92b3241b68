// `courtready build` and `inspect` with e-mail files: a mailbox's threads are listed, a thread becomes a stamped
// transcript exhibit (From, To, Cc, Date with its zone, Subject, body, attachments), and with --email-attachments
// an attached PDF follows it as its own exhibit. An .eml and an Outlook .msg build the same way.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { binderText, runCli, runCliOk } from "./testing/cli-run.ts";
import { makePdf } from "./testing/factories.ts";
import {
  emlHtmlOnly,
  emlLatin1QuotedPrintable,
  emlWithAttachment,
  mboxOf,
  outlookMsg,
  ROOF_MSG,
  plainMail,
} from "./testing/email.ts";
import { firstMissingInOrder } from "./testing/messages.ts";
import { expectText } from "@courtready/contracts/testing";

const work = mkdtempSync(path.join(tmpdir(), "courtready-cli-email-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function mailbox(): Promise<string> {
  const p = path.join(work, "Landlord.mbox");
  writeFileSync(
    p,
    mboxOf([
      emlHtmlOnly(),
      plainMail(
        {
          from: "Plumber <fix@plumber.example>",
          to: "jane@tenant.example",
          subject: "Visit",
          date: "Tue, 04 Mar 2025 10:00:00 -0500",
          id: "visit@plumber.example",
        },
        "I can come on Monday.",
      ),
      emlWithAttachment(await makePdf([{ text: "LEASE AGREEMENT PAGE ONE" }]), {
        inReplyTo: "heating@landlord.example",
      }),
    ]),
  );
  return p;
}

describe("courtready with e-mail files", () => {
  it("inspect lists a mailbox's threads", async () => {
    const stdout = await runCliOk(["inspect", "--time-zone", "America/New_York", await mailbox()]);
    expectText(stdout, {
      has: [
        "Landlord.mbox: E-mail mailbox (.mbox) export, 2 conversations (times in America/New_York)",
        "Heating: 2 messages, March 4 – March 5, 2025; Bob Landlord (bob@landlord.example), Jane Tenant (jane@tenant.example)",
        "Visit: 1 message, March 4, 2025; Plumber (fix@plumber.example)",
      ],
    });
  });

  it("build makes a thread a transcript with every e-mail's fields and body in order, its PDF attachment next", async () => {
    const out = path.join(work, "out-mbox");
    const stdout = await runCliOk([
      "build",
      "--out",
      out,
      "--conversation",
      "Heating",
      "--email-attachments",
      "--time-zone",
      "America/New_York",
      "--json",
      await mailbox(),
    ]);
    const summary = JSON.parse(stdout) as { exhibits: { source: string }[] };
    expect(summary.exhibits.map((e) => e.source)).toEqual(["Landlord.pdf", "lease.pdf"]);

    const text = await binderText(out);
    expect(text).toContain("Transcript of e-mails: Heating");
    // (The index's description column wraps, so pdftotext reads its lines between the other columns.)
    expectText(text, {
      has: [
        "E-mails between Bob Landlord (bob@landlord.example) and",
        "Jane Tenant (jane@tenant.example), March 4 – March 5, 2025, 2 of 2 messages",
        'Attachment "lease.pdf" to the e-mail from Jane Tenant',
      ],
    });
    const expected = [
      "Bob Landlord (bob@landlord.example) — Mar 4, 2025, 1:30:00 PM EST",
      "To: jane@tenant.example",
      "Subject: Heating",
      "Hello Jane,",
      "The heating will be fixed on Friday.",
      "Jane Tenant (jane@tenant.example) — Mar 5, 2025, 8:00:00 AM EST",
      "To: Bob Landlord <bob@landlord.example>",
      "Subject: Re: Heating",
      "Bob, the lease is attached. – Jane",
      "Attachment: lease.pdf (application/pdf,",
      // The attachment's own exhibit, after the transcript.
      "LEASE AGREEMENT PAGE ONE",
    ];
    expect(firstMissingInOrder(text, expected)).toBeUndefined();
    expect(text).not.toContain("I can come on Monday.");
    expect(text).toMatch(/EXHIBIT\s*2|Exhibit 2/i);
  });

  it("build takes an ISO-8859-1 .eml and an Outlook .msg, each one e-mail transcript", async () => {
    const eml = path.join(work, "Deposit.eml");
    writeFileSync(eml, emlLatin1QuotedPrintable());
    const msg = path.join(work, "Repairs.msg");
    writeFileSync(
      msg,
      outlookMsg({ ...ROOF_MSG, body: undefined, html: "<p>The roof is <b>fixed</b>.</p>" }),
    );
    const out = path.join(work, "out-files");
    await runCliOk(["build", "--out", out, "--time-zone", "America/New_York", eml, msg]);
    const text = await binderText(out);
    const expected = [
      "Renée Propriétaire (renee@landlord.example) — Mar 3, 2025, 9:15:00 AM EST",
      "To: Jane Tenant <jane@tenant.example>",
      "Cc: Agency <office@agency.example>",
      "Subject: Café downstairs and the dépôt",
      "The dépôt of $1,200 will be returned",
      "Exported with: Microsoft Outlook (.msg)",
      "Bob Landlord (bob@landlord.example) — Mar 7, 2025, 10:45:00 AM EST",
      "Subject: Roof repairs",
      "The roof is fixed.",
    ];
    expect(firstMissingInOrder(text, expected)).toBeUndefined();
  });

  it("refuses an .eml cut inside its attachment, and keeps the e-mail's text when the person agrees", async () => {
    const whole = emlWithAttachment(await makePdf([{ text: "Lease" }]));
    const cut = path.join(work, "cut.eml");
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.7)));
    const refused = await runCli(["build", "--out", path.join(work, "cut-eml"), "--time-zone", "UTC", cut]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/^cut\.eml: the e-mail is cut short: .*--keep-partial-messages/);
    const out = path.join(work, "cut-eml-kept");
    const kept = await runCli(["build", "--out", out, "--time-zone", "UTC", "--keep-partial-messages", cut]);
    expect(kept.code).toBe(0);
    expect(kept.stdout).toMatch(/warning: cut\.eml: the e-mail is cut short.*kept what was read before it/);
    const text = await binderText(out);
    expect(text).toContain("Bob, the lease is attached. – Jane");
  });

  it("names a mailbox cut short and the message where it stops", async () => {
    const whole = readFileSync(await mailbox());
    const cut = path.join(work, "cut.mbox");
    writeFileSync(cut, whole.subarray(0, whole.length - 300));
    const result = await runCli(["build", "--out", path.join(work, "cut-out"), "--time-zone", "UTC", cut]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^cut\.mbox: the mailbox is cut short inside message 3 \(line \d+\): .*--keep-partial-messages/,
    );
  });
});
