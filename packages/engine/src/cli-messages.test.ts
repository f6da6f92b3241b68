// `courtready build` and `inspect` with message exports: an SMS backup and a WhatsApp chat become transcript
// exhibits in the binder (stamped like every exhibit), with their generated descriptions in the index.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { binderText, runCli, runCliOk } from "./testing/cli-run.ts";
import { WHATSAPP_ANDROID_US, firstMissingInOrder, linesFor, smsBackupXml } from "./testing/messages.ts";
import { expectText } from "@courtready/contracts/testing";

const work = mkdtempSync(path.join(tmpdir(), "courtready-cli-messages-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const BOB = "+15550100123";
const DAY = 86_400_000;
const START = Date.UTC(2025, 2, 1, 17, 0, 0);

function backupFile(): string {
  const messages = Array.from({ length: 30 }, (_v, i) => ({
    kind: "sms" as const,
    address: BOB,
    contact: "Bob Landlord",
    date: START + i * DAY,
    type: (i % 2 ? 2 : 1) as 1 | 2,
    body: `Text ${i + 1} about the rent`,
  }));
  messages.push({
    kind: "sms",
    address: "+15550107777",
    contact: "Plumber",
    date: START,
    type: 1,
    body: "On my way",
  });
  const p = path.join(work, "sms-20250405.xml");
  writeFileSync(p, smsBackupXml(messages));
  return p;
}

describe("courtready with message exports", () => {
  it("inspect lists each conversation with its count, participants and range", async () => {
    const stdout = await runCliOk(["inspect", "--time-zone", "America/New_York", backupFile()]);
    expectText(stdout, {
      has: [
        "sms-20250405.xml: SMS Backup & Restore (Android) export, 2 conversations (times in America/New_York)",
        "Bob Landlord: 30 messages, March 1 – March 30, 2025; Phone owner, Bob Landlord (+15550100123)",
        "Plumber: 1 message, March 1, 2025",
      ],
    });
  });

  it("build makes the chosen conversation's range a stamped transcript exhibit, every message in order", async () => {
    const out = path.join(work, "out");
    const stdout = await runCliOk([
      "build",
      "--out",
      out,
      "--party-name",
      "Jane Tenant",
      "--conversation",
      "(555) 010-0123",
      "--messages-from",
      "2025-03-05",
      "--messages-to",
      "2025-03-12",
      "--time-zone",
      "America/New_York",
      "--json",
      backupFile(),
    ]);
    const summary = JSON.parse(stdout) as {
      exhibits: { label: string; source: string; startPage: number; endPage: number }[];
    };
    expect(summary.exhibits.map((e) => e.source)).toEqual(["sms-20250405.pdf"]);

    const text = await binderText(out);
    // The index carries the generated descriptions.
    // (The index's description column wraps, so pdftotext reads its lines between the other columns.)
    expectText(text, {
      has: [
        "Text messages between Jane Tenant and Bob Landlord",
        "(+15550100123), March 5 – March 12, 2025, 8 of 30 messages",
        "[ 4 messages from Mar 1 to Mar 4 not included ]",
        "[ 18 messages from Mar 13 to Mar 30 not included ]",
      ],
    });
    const sender = (i: number) => (i % 2 ? "Bob Landlord (+15550100123)" : "Jane Tenant");
    const zone = (i: number) => (i < 9 ? "12:00:00 PM EST" : "1:00:00 PM EDT");
    const expected = linesFor(
      5,
      12,
      (i) => `${sender(i)} — Mar ${i}, 2025, ${zone(i)} Text ${i} about the rent`,
    );
    expect(firstMissingInOrder(text, expected)).toBeUndefined();
    expect(text).not.toContain("Text 4 about the rent");
    expect(text).not.toContain("On my way");
    // Stamped like every exhibit.
    expect(text).toMatch(/EXHIBIT\s*1|Exhibit 1/i);
  });

  it("build makes a WhatsApp chat one exhibit, with the declaration of authenticity when asked", async () => {
    const chat = path.join(work, "WhatsApp Chat with Bob.txt");
    writeFileSync(chat, WHATSAPP_ANDROID_US);
    const out = path.join(work, "out-whatsapp");
    await runCliOk([
      "build",
      "--out",
      out,
      "--party-name",
      "Jane Tenant",
      "--declaration",
      "--time-zone",
      "America/Chicago",
      chat,
    ]);
    const text = await binderText(out);
    expectText(text, {
      has: [
        "WhatsApp messages between Jane Tenant and Bob Landlord,",
        "March 1 – March 14, 2025, 5 of 5 messages",
        "Jane Tenant — Mar 1, 2025, 9:05:00 AM CST The heater is broken again. It has been cold since Friday.",
        "Attachment: IMG-20250303-WA0001.jpg",
        "I, Jane Tenant, declare:",
      ],
    });
  });

  it("names the file and line where a backup stops, and keeps it only when asked", async () => {
    const whole = readFileSync(backupFile(), "utf8");
    const cut = path.join(work, "cut.xml");
    writeFileSync(cut, whole.slice(0, Math.floor(whole.length / 2)));
    const refused = await runCli(["build", "--out", path.join(work, "cut-out"), "--time-zone", "UTC", cut]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /^cut\.xml: this backup stops at line \d+, after message \d+ .*--keep-partial-messages/,
    );
    const kept = await runCli([
      "build",
      "--out",
      path.join(work, "cut-out"),
      "--time-zone",
      "UTC",
      "--keep-partial-messages",
      cut,
    ]);
    expect(kept.code).toBe(0);
    expect(kept.stdout).toMatch(
      /warning: cut\.xml: this backup stops at line \d+.*kept what was read before it/,
    );
  });

  it("refuses an unknown time zone as a usage error", async () => {
    const result = await runCli(["inspect", "--time-zone", "Mars/Olympus", backupFile()]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/--time-zone must be a zone name/);
  });
});
