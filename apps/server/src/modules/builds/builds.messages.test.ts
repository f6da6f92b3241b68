// A build's message exports on the worker side: told apart by content (a WhatsApp .txt is a chat, another .txt is
// text), listed for the picker, and replaced in place by the picked transcript with its generated description;
// a backup of many conversations with no choice is a named problem, never a guess.
import { describe, expect, it } from "vitest";
import { loadSystemFonts } from "@courtready/engine";
import { mboxOf, outlookMsg, plainMail, ROOF_MSG } from "@courtready/engine/testing/email";
import { bobText, smsBackupXml, WHATSAPP_ANDROID_US, whatsAppZip } from "@courtready/engine/testing/messages";
import { pageTexts } from "@courtready/engine/testing/pdf";
import { listMessageExport, transcriptsInPlace } from "./builds.messages.ts";
import { expectText } from "@courtready/contracts/testing";

const bytes = (text: string) => new TextEncoder().encode(text);
const START = Date.UTC(2025, 2, 1, 17, 0, 0);
const DAY = 86_400_000;
const backup = bytes(
  smsBackupXml([
    bobText(START, 1, "Rent is due"),
    bobText(START + DAY, 2, "Paid"),
    { kind: "sms", address: "+15550100777", contact: "Ann", date: START, type: 1, body: "Hello" },
  ]),
);
const zone = "America/New_York";
/** A PDF's text, pages joined, spaces folded (pdftotext's). */
const pdfText = async (pdf: Uint8Array) => pageTexts(pdf).join(" ").replace(/\s+/g, " ");

describe("message exports in a build job", () => {
  const fonts = loadSystemFonts();

  it("lists an export's conversations and leaves other files alone", async () => {
    const listed = await listMessageExport({ name: "sms.xml", bytes: backup }, zone);
    expect(listed?.kind).toBe("sms-backup");
    expect(listed?.listing.conversations.map((c) => [c.title, c.messages])).toEqual([
      ["Bob Landlord", 2],
      ["Ann", 1],
    ]);
    const zip = await listMessageExport(
      { name: "chat.zip", bytes: whatsAppZip(WHATSAPP_ANDROID_US, {}) },
      zone,
    );
    expect(zip?.kind).toBe("whatsapp-zip");
    expect(
      await listMessageExport({ name: "notes.txt", bytes: bytes("Rent paid on the 1st.\n") }, zone),
    ).toBeNull();
  });

  it("replaces a picked export by its transcript, with the generated description, in its place", async () => {
    const listed = await listMessageExport({ name: "sms.xml", bytes: backup }, zone);
    const bob = listed!.listing.conversations[0]!.id;
    const note = { name: "note.txt", bytes: bytes("Rent paid on the 1st.\n") };
    const placed = await transcriptsInPlace(
      [note, { name: "sms.xml", bytes: backup, messages: { conversations: [bob], timeZone: zone } }],
      fonts,
      new Date(0),
      "Jane Tenant",
    );
    expect(placed.problems).toEqual([]);
    expect(placed.replaced).toEqual([false, true]);
    expect(placed.files.map((f) => f.name)).toEqual(["note.txt", "sms.pdf"]);
    expect(placed.files[0]!.bytes).toBe(note.bytes);
    expect(new TextDecoder().decode(placed.files[1]!.bytes!.subarray(0, 5))).toBe("%PDF-");
    expect(placed.generated[0]).toBeUndefined();
    expect(placed.generated[1]).toMatch(
      /^Text messages between Jane Tenant and Bob Landlord \(\+15550100123\), .*2 of 2 messages$/,
    );
  });

  it("takes a one-conversation chat whole without a choice, and asks for one in a backup of many", async () => {
    const placed = await transcriptsInPlace(
      [
        { name: "WhatsApp Chat.txt", bytes: bytes(WHATSAPP_ANDROID_US) },
        { name: "sms.xml", bytes: backup },
      ],
      fonts,
      new Date(0),
      undefined,
    );
    expect(placed.replaced).toEqual([true, false]);
    expect(placed.generated[0]).toMatch(/^WhatsApp messages between /);
    expect(placed.problems.map((p) => [p.file, p.reason])).toEqual([
      ["sms.xml", "this text-message backup holds several conversations; pick the ones to include"],
    ]);
  });
});

describe("e-mail exports in a build job", () => {
  const fonts = loadSystemFonts();
  const heating = (n: number, day: number, refs?: string) =>
    plainMail(
      {
        from: n % 2 ? "Bob Landlord <bob@landlord.example>" : "Jane Tenant <jane@tenant.example>",
        to: n % 2 ? "jane@tenant.example" : "bob@landlord.example",
        subject: n === 1 ? "Heating" : "Re: Heating",
        date: `Mon, ${day} Mar 2025 10:00:00 -0500`,
        id: `heat${n}@example.org`,
        ...(refs ? { refs } : {}),
      },
      `Heating mail ${n}`,
    );
  const mailbox = mboxOf([
    heating(1, 3),
    heating(2, 4, "heat1@example.org"),
    heating(3, 5, "heat2@example.org"),
    plainMail(
      {
        from: "Ann <ann@example.org>",
        to: "jane@tenant.example",
        subject: "Party",
        date: "Tue, 4 Mar 2025 09:00:00 -0500",
        id: "party@example.org",
      },
      "Party mail",
    ),
  ]);

  it("lists a mailbox's threads by subject and replaces it by the picked thread's transcript", async () => {
    const listed = await listMessageExport({ name: "inbox.mbox", bytes: mailbox }, zone);
    expect(listed?.kind).toBe("mbox");
    expect(listed?.listing.conversations.map((c) => [c.title, c.messages])).toEqual([
      ["Heating", 3],
      ["Party", 1],
    ]);
    const thread = listed!.listing.conversations[0]!.id;
    const placed = await transcriptsInPlace(
      [
        {
          name: "inbox.mbox",
          bytes: mailbox,
          messages: { conversations: [thread], timeZone: zone, from: "2025-03-04", to: "2025-03-05" },
        },
      ],
      fonts,
      new Date(0),
      "Jane Tenant",
    );
    expect(placed.problems).toEqual([]);
    expect(placed.replaced).toEqual([true]);
    expect(placed.files[0]!.name).toBe("inbox.pdf");
    expect(placed.generated[0]).toMatch(
      /^E-mails between Bob Landlord \(bob@landlord.example\) and Jane Tenant .*March 4 – March 5, 2025, 2 of 3 messages$/,
    );
    const words = await pdfText(placed.files[0]!.bytes!);
    expectText(words, { has: ["Heating mail 2", "Heating mail 3"], lacks: ["Heating mail 1", "Party mail"] });
  });

  it("asks for a pick in a mailbox of several threads sent with no choice", async () => {
    const placed = await transcriptsInPlace(
      [{ name: "inbox.mbox", bytes: mailbox }],
      fonts,
      new Date(0),
      undefined,
    );
    expect(placed.problems.map((p) => [p.file, p.reason])).toEqual([
      ["inbox.mbox", "this mailbox holds several e-mail threads; pick the ones to include"],
    ]);
  });

  it("lists an Outlook .msg as one e-mail and makes it the exhibit without a choice", async () => {
    const msg = outlookMsg(ROOF_MSG);
    const listed = await listMessageExport({ name: "roof.msg", bytes: msg }, zone);
    expect(listed?.kind).toBe("outlook-msg");
    expect(listed?.listing.conversations.map((c) => [c.title, c.messages])).toEqual([["Roof repairs", 1]]);
    const placed = await transcriptsInPlace(
      [{ name: "roof.msg", bytes: msg }],
      fonts,
      new Date(0),
      undefined,
    );
    expect(placed.problems).toEqual([]);
    expect(placed.files[0]!.name).toBe("roof.pdf");
    expect(await pdfText(placed.files[0]!.bytes!)).toContain("The roof is fixed.");
  });
});
