// The picker's pages of one conversation and an e-mail attachment's bytes: messages in the range in order, paged
// by offset, each with its sender, instant and first line; a PDF attached to an e-mail offered and read back byte
// for byte; a conversation or attachment that is not in the file refused by name.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makePdf } from "../testing/factories.ts";
import { emlWithAttachment } from "../testing/email.ts";
import { bobText, smsBackupXml } from "../testing/messages.ts";
import { listExport } from "./choice.ts";
import { MessagesError } from "./model.ts";
import { attachmentOf, messagePage } from "./page.ts";

const dir = mkdtempSync(path.join(tmpdir(), "page-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DAY = 86_400_000;
const START = Date.UTC(2025, 2, 1, 17, 0, 0);
const zone = "America/New_York";

function backup(): string {
  const file = path.join(dir, "sms.xml");
  writeFileSync(
    file,
    smsBackupXml(
      Array.from({ length: 10 }, (_v, i) => bobText(START + i * DAY, 1, `Bob message ${i + 1}\nsecond line`)),
    ),
  );
  return file;
}

describe("a conversation's messages a page at a time", () => {
  const file = backup();

  it("lists the messages in the range in order, from the offset, with sender, instant and first line", async () => {
    const [c] = (await listExport(file, "sms.xml", "sms-backup", zone, 5)).conversations;
    const query = { conversation: c!.id, timeZone: zone, from: "2025-03-03", to: "2025-03-08", limit: 4 };
    const first = await messagePage(file, "sms.xml", "sms-backup", { ...query, offset: 0 });
    expect(first.total).toBe(6);
    expect(first.messages.map((m) => m.text)).toEqual([3, 4, 5, 6].map((n) => `Bob message ${n}`));
    expect(first.messages[0]).toMatchObject({
      index: 2,
      sender: "Bob Landlord (+15550100123)",
      at: new Date(START + 2 * DAY).toISOString(),
      attachments: [],
    });
    const second = await messagePage(file, "sms.xml", "sms-backup", { ...query, offset: 4 });
    expect(second.messages.map((m) => m.index)).toEqual([6, 7]);
    expect(second.indexes).toBeUndefined();
    const all = await messagePage(file, "sms.xml", "sms-backup", { ...query, offset: 0, indexesUpTo: 6 });
    expect(all.indexes).toEqual([2, 3, 4, 5, 6, 7]);
    const over = await messagePage(file, "sms.xml", "sms-backup", { ...query, offset: 0, indexesUpTo: 5 });
    expect(over.indexes).toBeUndefined();
  });

  it('names the phone\'s owner as the transcript does: the party name given, else "Phone owner"', async () => {
    const sent = path.join(dir, "sent.xml");
    writeFileSync(sent, smsBackupXml([bobText(START, 2, "Rent sent")]));
    const [c] = (await listExport(sent, "sent.xml", "sms-backup", zone, 5)).conversations;
    const query = { conversation: c!.id, timeZone: zone, offset: 0, limit: 5 };
    const unnamed = await messagePage(sent, "sent.xml", "sms-backup", query);
    expect(unnamed.messages[0]!.sender).toBe("Phone owner");
    const named = await messagePage(sent, "sent.xml", "sms-backup", { ...query, ownerName: "Jane Tenant" });
    expect(named.messages[0]!.sender).toBe("Jane Tenant");
  });

  it("refuses a conversation that is not in the file", async () => {
    await expect(
      messagePage(file, "sms.xml", "sms-backup", {
        conversation: "nobody",
        timeZone: zone,
        offset: 0,
        limit: 5,
      }),
    ).rejects.toThrow(MessagesError);
  });
});

describe("an e-mail's attached PDF", () => {
  it("is offered as an exhibit on its row and read back byte for byte", async () => {
    const pdf = await makePdf([{ text: "LEASE AGREEMENT" }]);
    const file = path.join(dir, "lease.eml");
    writeFileSync(file, emlWithAttachment(pdf));
    const [c] = (await listExport(file, "lease.eml", "eml", zone, 5)).conversations;
    const page = await messagePage(file, "lease.eml", "eml", {
      conversation: c!.id,
      timeZone: zone,
      offset: 0,
      limit: 5,
    });
    expect(page.messages[0]!.text).toBe("Re: Heating");
    expect(page.messages[0]!.attachments).toEqual([
      { position: 0, name: "lease.pdf", mime: "application/pdf", size: pdf.length, exhibit: true },
    ]);
    const got = await attachmentOf(file, "lease.eml", "eml", {
      conversation: c!.id,
      message: page.messages[0]!.index,
      position: 0,
      timeZone: zone,
    });
    expect(got.name).toBe("lease.pdf");
    // The index line the CLI's attachment exhibits carry (email-attachments.ts), so the web's is never bare.
    expect(got.description).toMatch(/^Attachment "lease\.pdf" to the e-mail from .+ of .+, "Re: Heating"$/);
    expect(Buffer.from(got.bytes).equals(Buffer.from(pdf))).toBe(true);
    await expect(
      attachmentOf(file, "lease.eml", "eml", {
        conversation: c!.id,
        message: 0,
        position: 3,
        timeZone: zone,
      }),
    ).rejects.toThrow(/not a PDF or photo/);
  });
});
