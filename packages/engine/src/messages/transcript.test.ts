import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { makeJpeg } from "../testing/factories.ts";
import { pdfText } from "../testing/converted.ts";
import { corpusBytes } from "../testing/corpus.ts";
import { firstMissingInOrder, linesFor } from "../testing/messages.ts";
import type { Conversation, ConversationItem } from "./model.ts";
import { describeTranscript, findConversations, omittedLine, selectTranscript } from "./select.ts";
import { renderTranscript } from "./transcript.ts";
import { expectText } from "@courtready/contracts/testing";

const DAY = 86_400_000;
const START = Date.UTC(2025, 2, 1, 17, 0, 0); // noon in New York

function conversation(count: number, photo?: Uint8Array): Conversation {
  const items: ConversationItem[] = [
    {
      kind: "system",
      index: 0,
      at: new Date(START - 1000),
      text: "Messages and calls are end-to-end encrypted.",
    },
  ];
  for (let i = 0; i < count; i++) {
    items.push({
      kind: "message",
      index: i,
      senderId: i % 2 ? "owner" : "+15550100123",
      at: new Date(START + i * DAY),
      text: `Message ${i + 1} about the heater`,
      attachments:
        i === 2 && photo
          ? [
              {
                name: "IMG_3.jpg",
                mime: "image/jpeg",
                size: photo.length,
                load: () => Promise.resolve(photo),
              },
            ]
          : [],
    });
  }
  return {
    source: {
      fileName: "sms-20250405.xml",
      sha256: "ab".repeat(32),
      exportApp: "SMS Backup & Restore (Android)",
    },
    id: "+15550100123",
    title: "Bob Landlord",
    participants: [
      { id: "owner", name: "Jane Tenant", address: "+15550109999", isOwner: true },
      { id: "+15550100123", name: "Bob Landlord", address: "+15550100123" },
    ],
    items,
    notes: [],
  };
}

const ZONE = "America/New_York";

describe("choosing what a transcript shows", () => {
  it("shows the range and turns each stretch left out into one line", () => {
    const c = conversation(20);
    const s = selectTranscript(c, { timeZone: ZONE, from: "2025-03-03", to: "2025-03-05" });
    expect(s.shown).toBe(3);
    expect(s.total).toBe(20);
    const kinds = s.rows.map((r) => (r.kind === "omitted" ? `omitted ${r.count}` : r.item.kind));
    expect(kinds).toEqual(["omitted 2", "message", "message", "message", "omitted 15"]);
    const last = s.rows[4]!;
    expect(last.kind === "omitted" && omittedLine(last, ZONE)).toBe(
      "15 messages from Mar 6 to Mar 20 not included",
    );
    const first = s.rows[0]!;
    expect(first.kind === "omitted" && omittedLine(first, ZONE)).toBe(
      "2 messages from Mar 1 to Mar 2 not included",
    );
    expect(describeTranscript(c, s, ZONE)).toBe(
      "Text messages between Jane Tenant (+15550109999) and Bob Landlord (+15550100123), March 3 – March 5, 2025, 3 of 20 messages",
    );
  });

  it("shows single messages picked, with the gaps between them", () => {
    const s = selectTranscript(conversation(10), { timeZone: ZONE, only: [0, 5] });
    const kinds = s.rows.map((r) => (r.kind === "omitted" ? `omitted ${r.count}` : r.item.kind));
    expect(kinds).toEqual(["system", "message", "omitted 4", "message", "omitted 4"]);
  });

  it("finds a conversation by name or by number in any formatting", () => {
    const c = conversation(1);
    expect(findConversations([c], "bob")).toEqual([c]);
    expect(findConversations([c], "(555) 010-0123")).toEqual([c]);
    expect(findConversations([c], "Alice")).toEqual([]);
  });
});

describe("the transcript exhibit", () => {
  it("prints the header, every message in order with sender, number, date, time and zone, the photo and the omitted lines", async () => {
    const photo = await makeJpeg(400, 300);
    const c = conversation(12, photo);
    const s = selectTranscript(c, { timeZone: ZONE, from: "2025-03-02", to: "2025-03-10" });
    const { pdf, pageCount } = await renderTranscript(c, s, loadSystemFonts(), {
      timeZone: ZONE,
      date: new Date(0),
      declaration: { name: "Jane Tenant" },
    });
    expect(pageCount).toBeGreaterThanOrEqual(2);
    const text = (await pdfText(pdf)).replace(/\s+/g, " ");
    expect(text).toContain("Source file: sms-20250405.xml");
    expect(text).toContain(`SHA-256 of the file: ${"ab".repeat(32)}`);
    expectText(text, {
      has: [
        "Exported with: SMS Backup & Restore (Android)",
        "9 of 12 messages shown.",
        "Every time is shown in the America/New_York time zone.",
        "[ 1 message on Mar 1 not included ]",
        "[ 2 messages from Mar 11 to Mar 12 not included ]",
        "Photo: IMG_3.jpg",
      ],
    });
    const sender = (i: number) => (i % 2 ? "Bob Landlord (+15550100123)" : "Jane Tenant (+15550109999)");
    // Before daylight saving time (March 9, 2025) noon is 12:00 PM EST; after, 1:00 PM EDT.
    const zone = (i: number) => (i < 9 ? "12:00:00 PM EST" : "1:00:00 PM EDT");
    const expected = linesFor(
      2,
      10,
      (i) => `${sender(i)} — Mar ${i}, 2025, ${zone(i)} Message ${i} about the heater`,
    );
    expect(firstMissingInOrder(text, expected)).toBeUndefined();
    expectText(text, {
      has: ["Declaration of Authenticity", "I, Jane Tenant, declare:", "Federal Rule of Evidence 901(b)(1)"],
      lacks: ["Message 1 about"],
    });
  });

  it("draws PNG and WebP photos too, and names a picture it cannot decode", async () => {
    const pixels = { create: { width: 30, height: 20, channels: 3 as const, background: "#c04040" } };
    const png = new Uint8Array(await sharp(pixels).png().toBuffer());
    const webp = new Uint8Array(await sharp(pixels).webp().toBuffer());
    const c = conversation(3);
    const attach = (name: string, mime: string, bytes: Uint8Array) => ({
      name,
      mime,
      size: bytes.length,
      load: () => Promise.resolve(bytes),
    });
    const first = c.items[1];
    if (first?.kind !== "message") throw new Error("fixture changed");
    first.attachments = [
      attach("a.png", "image/png", png),
      attach("b.webp", "image/webp", webp),
      attach("c.jpg", "image/jpeg", new Uint8Array([0xff, 0xd8, 0xff, 0x00, 1, 2, 3])),
    ];
    const s = selectTranscript(c, { timeZone: ZONE });
    const { pdf } = await renderTranscript(c, s, loadSystemFonts(), { timeZone: ZONE, date: new Date(0) });
    const text = (await pdfText(pdf)).replace(/\s+/g, " ");
    expectText(text, {
      has: [
        "Photo: a.png",
        "Photo: b.webp",
        "Attachment: c.jpg (image/jpeg, 7 bytes) — the picture cannot be shown here",
      ],
    });
    const dir = mkdtempSync(`${tmpdir()}/cr-transcript-`);
    try {
      writeFileSync(`${dir}/t.pdf`, pdf);
      const list = execFileSync("pdfimages", ["-list", `${dir}/t.pdf`], { encoding: "utf8" });
      expect(list.trim().split("\n").length - 2).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("draws an iPhone's HEIC photo, decoded by the binder's HEIC path", async () => {
    const heic = corpusBytes("image/IMG_1034.heic");
    const c = conversation(2);
    const first = c.items[1];
    if (first?.kind !== "message") throw new Error("fixture changed");
    first.attachments = [
      { name: "IMG_1034.heic", mime: "image/heic", size: heic.length, load: () => Promise.resolve(heic) },
    ];
    const s = selectTranscript(c, { timeZone: ZONE });
    const { pdf } = await renderTranscript(c, s, loadSystemFonts(), { timeZone: ZONE, date: new Date(0) });
    const text = (await pdfText(pdf)).replace(/\s+/g, " ");
    expect(text).toContain("Photo: IMG_1034.heic");
    expect(text).not.toContain("cannot be shown here");
  });

  it("draws emoji with Noto Emoji, so a message's 👍 is in the exhibit, not an empty box", async () => {
    const c = conversation(2);
    const [, first] = c.items;
    if (first?.kind === "message") first.text = "Got the keys 👍 thanks 😀 ❤️ see you at 5 👩‍👩‍👧";
    const s = selectTranscript(c, { timeZone: ZONE });
    const { pdf } = await renderTranscript(c, s, loadSystemFonts(), { timeZone: ZONE, date: new Date(0) });
    const dir = mkdtempSync(`${tmpdir()}/emoji-`);
    try {
      writeFileSync(`${dir}/t.pdf`, pdf);
      const fonts = execFileSync("pdffonts", [`${dir}/t.pdf`], { encoding: "utf8" });
      // Embedded as a script font (the last of them), only because the text needs it.
      expect(fonts).toMatch(/CourtReadyScript\d+/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const text = await pdfText(pdf);
    expectText(text, { has: ["Got the keys 👍 thanks 😀", "see you at 5"] });
  });

  it("gives the same bytes for the same inputs", async () => {
    const c = conversation(5);
    const s = selectTranscript(c, { timeZone: ZONE });
    const render = () => renderTranscript(c, s, loadSystemFonts(), { timeZone: ZONE, date: new Date(0) });
    expect(Buffer.from((await render()).pdf).equals(Buffer.from((await render()).pdf))).toBe(true);
  });
});
