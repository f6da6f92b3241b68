// E-mail readers: .eml (quoted-printable ISO-8859-1, HTML-only base64, a PDF attachment), .mbox (threads, ">From "
// quoting, attachments read again on demand, a cut-off mailbox) and Outlook .msg, each detected by content.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makePdf } from "../testing/factories.ts";
import {
  emlHtmlOnly,
  emlLatin1QuotedPrintable,
  emlWithAttachment,
  mboxOf,
  outlookMsg,
  plainMail,
} from "../testing/email.ts";
import { MessagesError, messagesOf } from "./model.ts";
import type { Message, MessageExport } from "./model.ts";
import { messageKindOf, readMessageExport } from "./read.ts";
import { emailAttachmentExhibits } from "./email-attachments.ts";
import { normaliseSubject } from "./email.ts";
import { messageKindOfHead } from "../ingest/message-exports.ts";

const work = mkdtempSync(path.join(tmpdir(), "courtready-email-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function file(name: string, bytes: Uint8Array): string {
  const p = path.join(work, name);
  writeFileSync(p, bytes);
  return p;
}

async function read(p: string): Promise<MessageExport> {
  const kind = await messageKindOf(p);
  if (!kind) throw new Error(`${p} not detected`);
  return readMessageExport(p, path.basename(p), kind, { timeZone: "America/New_York" });
}

function only(exported: MessageExport): Message {
  expect(exported.conversations).toHaveLength(1);
  const messages = messagesOf(exported.conversations[0]!);
  expect(messages).toHaveLength(1);
  return messages[0]!;
}

describe("e-mail files", () => {
  it("reads an ISO-8859-1 quoted-printable .eml with encoded-word names and subject, whatever its name", async () => {
    const p = file("mail-from-renee.txt", emlLatin1QuotedPrintable());
    expect(await messageKindOf(p)).toBe("eml");
    const exported = await read(p);
    expect(exported.source.exportApp).toBe("E-mail file (.eml)");
    expect(exported.source.sha256).toMatch(/^[0-9a-f]{64}$/);
    const m = only(exported);
    const c = exported.conversations[0]!;
    expect(c.participants.find((x) => x.id === m.senderId)).toMatchObject({
      name: "Renée Propriétaire",
      address: "renee@landlord.example",
    });
    expect(m.at.toISOString()).toBe("2025-03-03T14:15:00.000Z");
    expect(m.text).toContain(
      "The dépôt of $1,200 will be returned once the café downstairs has finished the repairs.",
    );
    expect(m.fields).toEqual([
      { name: "To", value: "Jane Tenant <jane@tenant.example>" },
      { name: "Cc", value: "Agency <office@agency.example>" },
      { name: "Subject", value: "Café downstairs and the dépôt" },
    ]);
  });

  it("turns an HTML-only body into text: no markup, no script, the link's address kept", async () => {
    const m = only(await read(file("heating.eml", emlHtmlOnly())));
    expect(m.text).toContain("Hello Jane,");
    expect(m.text).toContain("heating will be fixed on Friday.");
    expect(m.text).toContain("the notice [https://landlord.example/notice]");
    expect(m.text).not.toMatch(/<|alert|color:red/);
  });

  it("lists a PDF attachment by name and size and offers it as its own exhibit", async () => {
    const pdf = await makePdf([{ text: "Lease" }]);
    const exported = await read(file("lease.eml", emlWithAttachment(pdf)));
    const m = only(exported);
    expect(m.attachments).toHaveLength(1);
    expect(m.attachments[0]).toMatchObject({
      name: "lease.pdf",
      mime: "application/pdf",
      size: pdf.byteLength,
    });
    const offered = emailAttachmentExhibits(exported.conversations[0]!, "America/New_York");
    expect(offered).toHaveLength(1);
    expect(offered[0]!.description).toBe(
      'Attachment "lease.pdf" to the e-mail from Jane Tenant (jane@tenant.example) of Mar 5, 2025, 8:00:00 AM EST, "Re: Heating"',
    );
    expect(await offered[0]!.load()).toEqual(pdf);
  });

  it("refuses an .eml cut inside its attachment, naming it, and keeps what was read for the person to accept", async () => {
    const whole = emlWithAttachment(await makePdf([{ text: "Lease" }]));
    const p = file("cut.eml", whole.subarray(0, Math.floor(whole.length * 0.7)));
    const error = await read(p).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MessagesError);
    const e = error as MessagesError;
    expect(e.messagesCode).toBe("MESSAGES_TRUNCATED");
    expect(e.message).toContain("cut.eml");
    expect(e.reason).toContain('boundary "==b0undary==") has no closing line');
    expect(e.where).toEqual({ message: 1 });
    expect(e.partial?.conversations).toHaveLength(1);
  });

  it("groups a mailbox into threads by references and subject, undoes >From quoting, reads attachments again", async () => {
    const pdf = await makePdf([{ text: "Lease" }]);
    const box = mboxOf([
      emlHtmlOnly(),
      plainMail(
        {
          from: "Plumber <fix@plumber.example>",
          to: "jane@tenant.example",
          subject: "Visit",
          date: "Tue, 04 Mar 2025 10:00:00 -0500",
          id: "visit@plumber.example",
        },
        "From Monday on I can come.\n>From the shop: parts ordered.",
      ),
      emlWithAttachment(pdf, { inReplyTo: "heating@landlord.example" }),
      plainMail(
        {
          from: "Bob Landlord <bob@landlord.example>",
          to: "jane@tenant.example",
          subject: "RE: Re: heating",
          date: "Thu, 06 Mar 2025 12:00:00 +0000",
          id: "late@landlord.example",
        },
        "Thanks.",
      ),
    ]);
    const p = file("Takeout.mbox", box);
    expect(await messageKindOf(p)).toBe("mbox");
    const exported = await read(p);
    expect(exported.source.exportApp).toBe("E-mail mailbox (.mbox)");
    expect(exported.conversations.map((c) => [c.title, messagesOf(c).length])).toEqual([
      ["Heating", 3],
      ["Visit", 1],
    ]);
    const visit = messagesOf(exported.conversations[1]!)[0]!;
    expect(visit.text).toBe("From Monday on I can come.\n>From the shop: parts ordered.");
    const heating = messagesOf(exported.conversations[0]!);
    expect(heating.map((m) => m.at.toISOString())).toEqual([
      "2025-03-04T18:30:00.000Z",
      "2025-03-05T13:00:00.000Z",
      "2025-03-06T12:00:00.000Z",
    ]);
    expect(await heating[1]!.attachments[0]!.load!()).toEqual(pdf);
  });

  it("names the message where a mailbox is cut off, with the threads before it", async () => {
    const whole = mboxOf([emlLatin1QuotedPrintable(), emlWithAttachment(await makePdf([{ text: "Lease" }]))]);
    const p = file("cut.mbox", whole.subarray(0, whole.length - 200));
    const e = (await read(p).catch((x: unknown) => x)) as MessagesError;
    expect(e).toBeInstanceOf(MessagesError);
    expect(e.messagesCode).toBe("MESSAGES_TRUNCATED");
    expect(e.reason).toMatch(/^the mailbox is cut short inside message 2 \(line \d+\)/);
    expect(e.where?.message).toBe(2);
    expect(e.partial?.conversations.map((c) => c.title)).toEqual(["Café downstairs and the dépôt"]);
  });

  it("reads an Outlook .msg: sender, To and Cc, delivery time, body, attachment", async () => {
    const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const p = file(
      "Repairs.msg",
      outlookMsg({
        subject: "Repairs",
        senderName: "Bob Landlord",
        senderAddress: "bob@landlord.example",
        to: [
          { name: "Jane Tenant", address: "jane@tenant.example" },
          { name: "Agency", address: "office@agency.example", cc: true },
        ],
        deliveredAt: new Date("2025-03-07T15:45:00Z"),
        body: "The roof is fixed.\r\nBob",
        attachments: [{ name: "roof.jpg", mime: "image/jpeg", bytes: photo }],
      }),
    );
    expect(await messageKindOf(p)).toBe("outlook-msg");
    const exported = await read(p);
    expect(exported.source.exportApp).toBe("Microsoft Outlook (.msg)");
    const m = only(exported);
    expect(m.at.toISOString()).toBe("2025-03-07T15:45:00.000Z");
    expect(m.text).toBe("The roof is fixed.\nBob");
    expect(m.fields).toEqual([
      { name: "To", value: "Jane Tenant <jane@tenant.example>" },
      { name: "Cc", value: "Agency <office@agency.example>" },
      { name: "Subject", value: "Repairs" },
    ]);
    expect(m.attachments[0]).toMatchObject({ name: "roof.jpg", mime: "image/jpeg", size: photo.length });
    expect(await m.attachments[0]!.load!()).toEqual(photo);
  });

  it("refuses a cut-off .msg as cut short (its directory, written last, is gone: the name tells it was Outlook's)", async () => {
    const whole = outlookMsg({
      subject: "Repairs",
      senderName: "Bob",
      senderAddress: "bob@landlord.example",
      to: [],
      deliveredAt: new Date("2025-03-07T15:45:00Z"),
      body: "x".repeat(10_000),
    });
    const p = file("cut.msg", whole.subarray(0, whole.length - 3000));
    const e = (await read(p).catch((x: unknown) => x)) as MessagesError;
    expect(e).toBeInstanceOf(MessagesError);
    expect(e.messagesCode).toBe("MESSAGES_TRUNCATED");
    expect(e.reason).toContain("the Outlook file is cut short");
    // Named otherwise, the same bytes are not taken for an e-mail: nothing in them says so.
    expect(await messageKindOf(file("cut.doc", whole.subarray(0, whole.length - 3000)))).toBeNull();
  });

  it("tells e-mail and mailboxes from letters and chats by their first lines", () => {
    const kind = (text: string) => messageKindOfHead(new TextEncoder().encode(text));
    expect(kind("Received: from mx.example\r\n\tby mx2\r\nFrom: a@x.example\r\nSubject: s\r\n\r\nbody")).toBe(
      "eml",
    );
    expect(kind("From a@x Mon Mar  3 14:15:00 2025\nFrom: a@x.example\nSubject: s\n\nbody\n")).toBe("mbox");
    // A head that ends inside a long header (a chain of Received lines) is judged on its whole lines.
    expect(
      kind(
        `From: a@x.example\r\nDate: Mon, 3 Mar 2025 09:15:00 -0500\r\n${"Received: by relay\r\n".repeat(400)}X-Cut`,
      ),
    ).toBe("eml");
    // A letter that starts with "From" is neither: no header lines follow.
    expect(kind("From the desk of Jane Tenant\n\nDear Bob,\n")).toBeNull();
    expect(kind("From: Jane Tenant\nDear Bob, the rent is paid.\n")).toBeNull();
    expect(kind("3/1/25, 9:05 AM - Jane Tenant: From: me\n3/1/25, 9:06 AM - Bob: ok\n")).toBe(
      "whatsapp-text",
    );
  });

  it("normalises reply and forward prefixes for threading", () => {
    expect(normaliseSubject("RE: Fwd: AW:  The   Rent")).toBe("the rent");
    expect(normaliseSubject("Re[2]: rent")).toBe("rent");
  });
});
