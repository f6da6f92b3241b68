// The picker's rules: a chat of one conversation starts picked, a backup waits; search by name or any formatting
// of a number; rows' words; the picked span for the date inputs; toggling keeps the rest of the choice. (How the
// builder holds a build for an export with nothing picked: builder/messageExports.test.ts.)
import { describe, expect, it } from "vitest";
import type { TMessageExportSummary } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import {
  conversationLine,
  initialChoice,
  isEmailExport,
  listingCount,
  offersRange,
  peopleLine,
  pickedSpan,
  searchConversations,
  toggleConversation,
} from "./messagePicker.ts";
import { ann, backup, bob } from "./messageTestFactories.ts";

const zone = "America/New_York";

describe("the message picker", () => {
  it("starts a one-conversation chat picked and a backup of many with nothing picked", () => {
    expect(initialChoice({ ...backup, conversations: [bob] }, zone)).toEqual({
      conversations: [bob.id],
      timeZone: zone,
      declaration: false,
    });
    expect(initialChoice(backup, zone)).toBeUndefined();
  });

  it("finds a conversation by name or by a number however it is written", () => {
    expect(searchConversations(backup.conversations, "bob").map((c) => c.id)).toEqual([bob.id]);
    expect(searchConversations(backup.conversations, "555-010-0123").map((c) => c.id)).toEqual([bob.id]);
    expect(searchConversations(backup.conversations, "0777").map((c) => c.id)).toEqual([ann.id]);
    expect(searchConversations(backup.conversations, " ")).toHaveLength(2);
  });

  it("words each row: the other people with numbers, the count and the days in the zone", () => {
    expect(peopleLine(bob)).toBe("Bob Landlord (+1 (555) 010-0123)");
    // 03:00 UTC on Apr 2 is still Apr 1 in New York.
    expect(conversationLine(bob, zone)).toBe("1,310 messages · Mar 1, 2025 – Apr 1, 2025");
  });

  it("bounds the dates by the picked conversations and keeps the rest of the choice when toggling", () => {
    const first = toggleConversation(undefined, bob.id, true, zone);
    expect(pickedSpan(backup, first)).toEqual({ first: "2025-03-01", last: "2025-04-01" });
    const dated = { ...first, from: "2025-03-05", declaration: true };
    expect(toggleConversation(dated, ann.id, true, zone)).toEqual({
      ...dated,
      conversations: [bob.id, ann.id],
    });
    expect(toggleConversation(dated, bob.id, false, zone).conversations).toEqual([]);
  });
});

describe("a conversation's row in each language (issue 39)", () => {
  it("counts and dates in the reader's language, the people as they are", () => {
    expect(conversationLine(bob, zone, i18n.getFixedT("en", "files"))).toBe(
      "1,310 messages · Mar 1, 2025 – Apr 1, 2025",
    );
    const spanish = conversationLine(bob, zone, i18n.getFixedT("es", "files"));
    expect(spanish).toMatch(/^1,310 mensajes · 1 mar\.? 2025 – 1 abr\.? 2025$/);
    expect(conversationLine({ ...bob, messages: 1 }, zone, i18n.getFixedT("es", "files"))).toMatch(
      /^1 mensaje · /,
    );
  });
});

describe("e-mail in the picker (issue 38)", () => {
  const heating = {
    id: "thread-1",
    title: "Re: Heating",
    participants: [
      { name: "Bob Landlord", address: "bob@landlord.example" },
      { name: "Jane Tenant", address: "jane@tenant.example" },
    ],
    messages: 3,
    first: "2025-03-03T15:00:00.000Z",
    last: "2025-03-05T15:00:00.000Z",
  };
  const party = { ...heating, id: "thread-2", title: "Party", participants: [{ name: "Ann" }], messages: 1 };
  const mailbox: TMessageExportSummary = {
    exportApp: "E-mail mailbox (.mbox)",
    conversations: [heating, party],
  };
  const single: TMessageExportSummary = {
    exportApp: "Microsoft Outlook (.msg)",
    conversations: [{ ...party, title: "Roof repairs" }],
  };

  it("knows the e-mail exports by their app, and no other", () => {
    expect(isEmailExport(mailbox)).toBe(true);
    expect(isEmailExport(single)).toBe(true);
    expect(isEmailExport({ ...single, exportApp: "E-mail file (.eml)" })).toBe(true);
    expect(isEmailExport(backup)).toBe(false);
  });

  it("asks for days in a mailbox, and not for one e-mail, which it picks already", () => {
    expect(offersRange(mailbox)).toBe(true);
    expect(offersRange({ ...mailbox, conversations: [heating] })).toBe(true);
    expect(offersRange(single)).toBe(false);
    expect(offersRange(backup)).toBe(true);
    expect(initialChoice(single, zone)?.conversations).toEqual(["thread-2"]);
    expect(initialChoice(mailbox, zone)).toBeUndefined();
  });

  it("finds a thread by subject, by a person's name or by an address as typed", () => {
    const ids = (query: string) => searchConversations(mailbox.conversations, query).map((c) => c.id);
    expect(ids("heating")).toEqual(["thread-1"]);
    expect(ids("ann")).toEqual(["thread-2"]);
    expect(ids("bob@landlord")).toEqual(["thread-1"]);
    expect(ids("tenant.example")).toEqual(["thread-1"]);
  });

  it("counts a thread's e-mails in the reader's language", () => {
    expect(
      conversationLine(heating, zone, i18n.getFixedT("en", "files"), i18n.getFixedT("en", "messages")),
    ).toBe("3 e-mails · Mar 3, 2025 – Mar 5, 2025");
    const { first: _first, last: _last, ...undated } = heating;
    const spanish = conversationLine(
      undated,
      zone,
      i18n.getFixedT("es", "files"),
      i18n.getFixedT("es", "messages"),
    );
    expect(spanish).toBe("3 correos");
    expect(
      conversationLine(party, zone, i18n.getFixedT("es", "files"), i18n.getFixedT("es", "messages")),
    ).toMatch(/^1 correo · /);
  });
});

describe("how many conversations a kept export holds (issue 38)", () => {
  const en = i18n.getFixedT("en", "messages");
  const es = i18n.getFixedT("es", "messages");
  const mailbox: TMessageExportSummary = {
    exportApp: "E-mail mailbox (.mbox)",
    conversations: [bob, ann, bob],
  };

  it("counts conversations, or an e-mail export's threads, in the reader's language", () => {
    expect(listingCount(backup, en)).toBe("2 conversations");
    expect(listingCount({ ...backup, conversations: [bob] }, en)).toBe("1 conversation");
    expect(listingCount(mailbox, en)).toBe("3 e-mail threads");
    expect(listingCount(backup, es)).toBe("2 conversaciones");
    expect(listingCount(mailbox, es)).toBe("3 hilos de correos");
  });

  it("says a listing cut at its limit holds more", () => {
    const many = { ...backup, conversations: Array.from({ length: 2000 }, () => bob), truncated: true };
    expect(listingCount(many, en)).toBe("more than 2,000 conversations");
    expect(listingCount(many, es)).toBe("más de 2,000 conversaciones");
  });
});
