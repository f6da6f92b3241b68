import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../testing/factories.ts";
import {
  WHATSAPP_ANDROID_US,
  WHATSAPP_IPHONE_DMY,
  callLogXml,
  smsBackupXml,
  whatsAppZip,
} from "../testing/messages.ts";
import { MessagesError, messagesOf } from "./model.ts";
import type { Message } from "./model.ts";
import { messageKindOf, readMessageExport } from "./read.ts";

const dir = mkdtempSync(path.join(tmpdir(), "cr-messages-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, data: string | Uint8Array): string {
  const p = path.join(dir, name);
  writeFileSync(p, data);
  return p;
}

const BOB = "+15550100123";
const T0 = Date.UTC(2025, 2, 1, 14, 0, 0);

async function backup(): Promise<string> {
  const jpeg = await makeJpeg(40, 30);
  return smsBackupXml([
    { kind: "sms", address: BOB, contact: "Bob Landlord", date: T0 + 60_000, type: 2, body: "Rent is paid" },
    { kind: "sms", address: BOB, contact: "Bob Landlord", date: T0, type: 1, body: "Where is the rent?" },
    {
      kind: "sms",
      address: "+1 (555) 010-7777",
      contact: "(Unknown)",
      date: T0 + 5,
      type: 1,
      body: "Wrong number & <oops>",
    },
    {
      kind: "mms",
      address: BOB,
      contact: "Bob Landlord",
      date: T0 + 120_000,
      sent: false,
      text: "The leak",
      image: { name: "IMG_1.jpg", mime: "image/jpeg", bytes: jpeg },
    },
  ]);
}

describe("SMS Backup & Restore", () => {
  it("is detected by content whatever the file is called, and reads each thread in time order", async () => {
    const p = file("notes.txt", await backup());
    expect(await messageKindOf(p)).toBe("sms-backup");
    const read = await readMessageExport(p, "notes.txt", "sms-backup", {
      timeZone: "UTC",
      ownerName: "Jane Tenant",
    });
    expect(read.source.sha256).toBe(
      createHash("sha256")
        .update(await backup())
        .digest("hex"),
    );
    expect(read.conversations.map((c) => c.title)).toEqual(["Bob Landlord", "+1 (555) 010-7777"]);
    const bob = read.conversations[0]!;
    const messages = messagesOf(bob);
    expect(messages.map((m) => [m.senderId, m.text])).toEqual([
      [BOB, "Where is the rent?"],
      ["owner", "Rent is paid"],
      [BOB, "The leak"],
    ]);
    expect(bob.participants.find((p) => p.isOwner)?.name).toBe("Jane Tenant");
    const mms = messages[2]!.attachments[0]!;
    expect(mms).toMatchObject({ name: "IMG_1.jpg", mime: "image/jpeg" });
    expect(mms.size).toBe((await makeJpeg(40, 30)).length);
    // Bytes are kept only for the conversations asked for.
    expect(mms.load).toBeUndefined();
    expect(read.conversations[1]!.items[0]).toMatchObject({ text: "Wrong number & <oops>" });
  });

  it("keeps the pictures of the conversations the caller asks for", async () => {
    const p = file("keep.xml", await backup());
    const read = await readMessageExport(p, "keep.xml", "sms-backup", {
      timeZone: "UTC",
      keepBytesFor: (_key, title) => title === "Bob Landlord",
    });
    const load = (read.conversations[0]!.items[2] as Message).attachments[0]!.load;
    expect(load && (await load())).toEqual(await makeJpeg(40, 30));
  });

  it("keeps two threads with the same contact name apart, by their numbers", async () => {
    const xml = smsBackupXml([
      { kind: "sms", address: BOB, contact: "Bob", date: T0, type: 1, body: "work phone" },
      { kind: "sms", address: "+15550100999", contact: "Bob", date: T0 + 1, type: 1, body: "home phone" },
    ]);
    const p = file("two-bobs.xml", xml);
    const read = await readMessageExport(p, "two-bobs.xml", "sms-backup", { timeZone: "UTC" });
    expect(read.conversations.map((c) => [c.id, c.title])).toEqual([
      [BOB, "Bob"],
      ["+15550100999", "Bob"],
    ]);
  });

  it("reads a group MMS thread with each sender named from the message's own From address", async () => {
    const group = `${BOB}~+15550107777`;
    const xml = smsBackupXml([
      {
        kind: "mms",
        address: group,
        contact: "Bob Landlord, Ann Agent",
        date: T0,
        sent: false,
        text: "hi all",
      },
      {
        kind: "mms",
        address: group,
        contact: "Bob Landlord, Ann Agent",
        date: T0 + 1,
        sent: true,
        text: "hello",
      },
    ]).replace(`<addr address="${BOB}" type="137"`, `<addr address="+15550107777" type="137"`);
    const p = file("group.xml", xml);
    const c = (await readMessageExport(p, "group.xml", "sms-backup", { timeZone: "UTC" })).conversations[0]!;
    expect(c.participants.map((x) => x.name)).toEqual(["Phone owner", "Bob Landlord", "Ann Agent"]);
    expect(messagesOf(c).map((m) => m.senderId)).toEqual(["+15550107777", "owner"]);
  });

  it("refuses a call log with a plain reason", async () => {
    const p = file("calls-2025.xml", callLogXml());
    expect(await messageKindOf(p)).toBe("call-log");
    await expect(readMessageExport(p, "calls-2025.xml", "call-log", { timeZone: "UTC" })).rejects.toThrow(
      /call log/,
    );
  });

  it("names the line where a cut-short backup stops and keeps what was read", async () => {
    const whole = await backup();
    const p = file("cut.xml", whole.slice(0, whole.indexOf("<mms")));
    const error = await readMessageExport(p, "cut.xml", "sms-backup", { timeZone: "UTC" }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MessagesError);
    const e = error as MessagesError;
    expect(e.messagesCode).toBe("MESSAGES_TRUNCATED");
    expect(e.message).toMatch(/^cut\.xml: this backup stops at line \d+, after message 3/);
    expect(e.partial?.conversations.flatMap((c) => messagesOf(c)).length).toBe(3);
  });

  it("names the line of damage inside the file", async () => {
    const whole = await backup();
    const p = file("bad.xml", whole.replace('body="Rent is paid"', 'body="Rent is paid'));
    const e = (await readMessageExport(p, "bad.xml", "sms-backup", { timeZone: "UTC" }).catch(
      (x: unknown) => x,
    )) as MessagesError;
    expect(e.messagesCode).toBe("MESSAGES_MALFORMED");
    expect(e.where?.line).toBeGreaterThan(2);
  });

  it("refuses bytes in another character set, naming the line", async () => {
    const latin1 = Buffer.from((await backup()).replace("Rent is paid", "Rent is paid \u00e9"), "latin1");
    const p = file("latin1.xml", latin1);
    const e = (await readMessageExport(p, "latin1.xml", "sms-backup", { timeZone: "UTC" }).catch(
      (x: unknown) => x,
    )) as MessagesError;
    expect(e.messagesCode).toBe("MESSAGES_CHARSET");
    expect(e.message).toMatch(/not UTF-8 text from line \d+/);
  });
});

describe("WhatsApp Export chat", () => {
  it("reads Android's 12-hour month-first export with multi-line messages, media and the system line", async () => {
    const p = file("chat", WHATSAPP_ANDROID_US);
    expect(await messageKindOf(p)).toBe("whatsapp-text");
    const read = await readMessageExport(p, "chat", "whatsapp-text", { timeZone: "America/New_York" });
    const c = read.conversations[0]!;
    expect(read.source.exportApp).toBe("WhatsApp (Android)");
    expect(c.items[0]).toMatchObject({ kind: "system" });
    const messages = messagesOf(c);
    expect(messages[0]).toMatchObject({
      senderId: "Jane Tenant",
      text: "The heater is broken again.\nIt has been cold since Friday.",
    });
    // 9:05 AM in New York on March 1, 2025 (EST, UTC−5).
    expect(messages[0]!.at.toISOString()).toBe("2025-03-01T14:05:00.000Z");
    expect(messages[2]!.attachments[0]!.name).toBe("IMG-20250303-WA0001.jpg");
    expect(messages[2]!.text).toBe("Here is the thermostat");
    expect(messages[3]!.attachments[0]!.name).toBe("Media omitted from the export");
    // March 13 settles the order (month first) and the day after daylight saving time began is EDT, UTC−4.
    expect(messages[4]!.at.toISOString()).toBe("2025-03-14T12:00:00.000Z");
    expect(c.notes).toEqual([]);
  });

  it("reads the iPhone's day-first zip with its photo", async () => {
    const jpeg = await makeJpeg(20, 20);
    const p = file(
      "WhatsApp Chat - Bob.zip",
      whatsAppZip(WHATSAPP_IPHONE_DMY, { "00000012-PHOTO-2025-03-03-18-12-30.jpg": jpeg }),
    );
    expect(await messageKindOf(p)).toBe("whatsapp-zip");
    const read = await readMessageExport(p, "WhatsApp Chat - Bob.zip", "whatsapp-zip", {
      timeZone: "Europe/London",
    });
    const c = read.conversations[0]!;
    expect(read.source.exportApp).toBe("WhatsApp (iPhone)");
    expect(c.items[0]!.kind).toBe("system");
    const messages = messagesOf(c);
    expect(messages.map((m) => m.senderId)).toEqual([
      "Jane Tenant",
      "Bob Landlord",
      "Jane Tenant",
      "Jane Tenant",
    ]);
    expect(messages[1]!.text).toBe("I will send someone Monday\nand pay for the hotel");
    expect(messages[3]!.at.toISOString()).toBe("2025-03-15T08:00:00.000Z");
    const photo = messages[2]!.attachments[0]!;
    expect(photo.size).toBe(jpeg.length);
    expect(await photo.load!()).toEqual(jpeg);
  });

  it("says how dates were read when no date settles day and month", async () => {
    const p = file("ambiguous.txt", "01/02/2025, 10:00 - Ann: hi\n01/03/2025, 10:00 - Ben: hello\n");
    const c = (await readMessageExport(p, "ambiguous.txt", "whatsapp-text", { timeZone: "UTC" }))
      .conversations[0]!;
    expect(c.notes[0]).toMatch(/read as day\/month/);
    expect(messagesOf(c)[1]!.at.toISOString()).toBe("2025-03-01T10:00:00.000Z");
  });

  it("names the line where a cut-short chat stops", async () => {
    const p = file(
      "cut.txt",
      WHATSAPP_ANDROID_US.slice(0, WHATSAPP_ANDROID_US.indexOf("Bob Landlord: I will") + 20),
    );
    const e = (await readMessageExport(p, "cut.txt", "whatsapp-text", { timeZone: "UTC" }).catch(
      (x: unknown) => x,
    )) as MessagesError;
    expect(e.messagesCode).toBe("MESSAGES_TRUNCATED");
    expect(e.where?.line).toBe(4);
    expect(e.partial?.conversations[0]!.items.length).toBe(3);
  });

  it("takes an iPhone chat that ends without a newline, and calls one cut inside a character cut short", async () => {
    const whole = file("whole.txt", WHATSAPP_IPHONE_DMY.trimEnd());
    const read = await readMessageExport(whole, "whole.txt", "whatsapp-text", { timeZone: "UTC" });
    expect(messagesOf(read.conversations[0]!).at(-1)!.text).toBe("Still no heat");
    const bytes = Buffer.from(`${WHATSAPP_IPHONE_DMY.trimEnd()} 🥶`);
    const p = file("cut-emoji.txt", bytes.subarray(0, bytes.length - 2));
    const e = (await readMessageExport(p, "cut-emoji.txt", "whatsapp-text", { timeZone: "UTC" }).catch(
      (x: unknown) => x,
    )) as MessagesError;
    expect(e.messagesCode).toBe("MESSAGES_TRUNCATED");
    expect(e.where?.line).toBe(6);
  });

  it("refuses a chat re-saved in another character set, naming the line", async () => {
    const p = file(
      "latin1.txt",
      Buffer.from(WHATSAPP_IPHONE_DMY.replace("Still no heat", "Caf\u00e9 closed"), "latin1"),
    );
    const e = (await readMessageExport(p, "latin1.txt", "whatsapp-text", { timeZone: "UTC" }).catch(
      (x: unknown) => x,
    )) as MessagesError;
    expect(e.messagesCode).toBe("MESSAGES_CHARSET");
    expect(e.message).toMatch(/from line 6 on/);
  });

  it("leaves ordinary text and other XML alone", async () => {
    expect(await messageKindOf(file("plain.txt", "Dear landlord,\nthe heater is broken.\n"))).toBeNull();
    expect(await messageKindOf(file("other.xml", "<?xml version='1.0'?>\n<note>hi</note>\n"))).toBeNull();
  });
});
