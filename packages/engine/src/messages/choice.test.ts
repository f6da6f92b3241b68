// The web app's listing of an export and the one exhibit its choice makes: conversations listed longest first with
// their ids, the picked ones rendered in the order picked (each with its range and single messages), and a
// conversation no longer in the file refused by name.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { pdfText } from "../testing/converted.ts";
import { firstMissingInOrder, smsBackupXml } from "../testing/messages.ts";
import { chosenExhibit, listExport } from "./choice.ts";
import { MessagesError } from "./model.ts";
import { expectText } from "@courtready/contracts/testing";

const dir = mkdtempSync(path.join(tmpdir(), "choice-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DAY = 86_400_000;
const START = Date.UTC(2025, 2, 1, 17, 0, 0);
const BOB = "+15550100123";
const ANN = "+15550100777";

function backup(): string {
  const file = path.join(dir, "sms.xml");
  const messages = [
    ...Array.from({ length: 6 }, (_v, i) => ({
      kind: "sms" as const,
      address: BOB,
      contact: "Bob Landlord",
      date: START + i * DAY,
      type: (i % 2 ? 2 : 1) as 1 | 2,
      body: `Bob message ${i + 1}`,
    })),
    ...Array.from({ length: 2 }, (_v, i) => ({
      kind: "sms" as const,
      address: ANN,
      contact: "Ann Neighbour",
      date: START + i * DAY + 3_600_000,
      type: 1 as const,
      body: `Ann message ${i + 1}`,
    })),
  ];
  writeFileSync(file, smsBackupXml(messages));
  return file;
}

describe("a message export in the web app", () => {
  const fonts = loadSystemFonts();
  const file = backup();
  const zone = "America/New_York";

  it("lists each conversation with its id, people, count and first and last message, longest first", async () => {
    const listing = await listExport(file, "sms.xml", "sms-backup", zone, 10);
    expect(listing.exportApp).toBe("SMS Backup & Restore (Android)");
    expect(listing.conversations.map((c) => [c.title, c.messages])).toEqual([
      ["Bob Landlord", 6],
      ["Ann Neighbour", 2],
    ]);
    expect(listing.conversations[0]!.first).toBe(new Date(START).toISOString());
    expect(listing.conversations[0]!.last).toBe(new Date(START + 5 * DAY).toISOString());
    expect(listing.conversations[0]!.participants.map((p) => p.address)).toContain(BOB);
    const short = await listExport(file, "sms.xml", "sms-backup", zone, 1);
    expect([short.conversations.length, short.truncated]).toEqual([1, true]);
  });

  it("makes one exhibit of the picked conversations in the order picked, each with its own single messages", async () => {
    const { conversations } = await listExport(file, "sms.xml", "sms-backup", zone, 10);
    const [bob, ann] = conversations;
    const made = await chosenExhibit(
      file,
      "sms.xml",
      "sms-backup",
      fonts,
      {
        conversations: [ann!.id, bob!.id],
        from: "2025-03-02",
        to: "2025-03-04",
        only: { [bob!.id]: [2, 3] },
        timeZone: zone,
      },
      new Date(0),
      "Jane Tenant",
    );
    const text = await pdfText(made.pdf);
    expect(firstMissingInOrder(text, ["Ann message 2", "Bob message 3", "Bob message 4"])).toBeUndefined();
    expectText(text, { lacks: ["Ann message 1", "Bob message 2", "Bob message 5"] });
    expect(made.description).toMatch(
      /^Text messages between .*Ann Neighbour.*1 of 2 messages; Text messages .*Bob Landlord.*2 of 6 messages$/,
    );
    expect(made.pageCount).toBeGreaterThanOrEqual(2);
  });

  it("refuses a conversation that is not in the file", async () => {
    await expect(
      chosenExhibit(
        file,
        "sms.xml",
        "sms-backup",
        fonts,
        { conversations: ["+1999"], timeZone: zone },
        new Date(0),
      ),
    ).rejects.toBeInstanceOf(MessagesError);
  });

  it("builds from a cut-short backup only when the person agreed to keep what was read", async () => {
    const whole = readFileSync(file, "utf8");
    // Cut inside Bob's fifth text: the first four are whole.
    const cut = path.join(dir, "cut.xml");
    writeFileSync(cut, whole.slice(0, whole.indexOf("Bob message 5")));
    const listing = await listExport(cut, "cut.xml", "sms-backup", zone, 10);
    expect(listing.damaged).toMatch(/stops at line \d+/);
    const bob = listing.conversations.find((c) => c.title === "Bob Landlord")!;
    const choice = { conversations: [bob.id], timeZone: zone };
    const refused = await chosenExhibit(cut, "cut.xml", "sms-backup", fonts, choice, new Date(0)).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(MessagesError);
    expect((refused as MessagesError).message).toMatch(/^cut\.xml: this backup stops at line \d+/);
    const kept = await chosenExhibit(
      cut,
      "cut.xml",
      "sms-backup",
      fonts,
      { ...choice, keepPartial: true },
      new Date(0),
    );
    const text = await pdfText(kept.pdf);
    expect(
      firstMissingInOrder(
        text,
        [1, 2, 3, 4].map((n) => `Bob message ${n}`),
      ),
    ).toBeUndefined();
    expect(text).not.toContain("Bob message 5");
  });
});
