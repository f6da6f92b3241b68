// Text messages and a WhatsApp chat as exhibits (issue 38), in Chromium at 390 and 1280 px against the built server:
// a WhatsApp .zip and an SMS Backup & Restore .xml are added to the builder, each row lists its conversations, the
// person finds one by name in the backup and picks the days in both, then unticks one text in "Choose messages" (the
// backup's messages of those days, loaded from the server); Preview shows each as one PDF exhibit, and the
// binder Generate builds has every message of each range in order with its sender
// and time, one line for each stretch left out, and the generated descriptions in its index. Screenshots (E2E_SCREENSHOTS=1) of the picker and of a
// transcript page (pdftoppm) go to e2e/artifacts/messages/.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { makeJpeg } from "@courtready/engine/testing";
import {
  bobText,
  firstMissingInOrder,
  smsBackupXml,
  WHATSAPP_ANDROID_US,
  whatsAppZip,
} from "@courtready/engine/testing/messages";
import {
  ARTIFACTS,
  liveText,
  SAVE_SCREENSHOTS,
  snapshot,
  snapshotElement,
  VIEWPORTS,
} from "../support/browser.ts";
import { downloadBinderPdf, fillSmallClaimsCase } from "../support/builder.ts";
import { memberSession, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const work = mkdtempSync(path.join(tmpdir(), "courtready-messages-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ZIP = "WhatsApp Chat with Bob Landlord.zip";
const XML = "sms-20250405.xml";
const START = Date.UTC(2025, 2, 1, 17, 0, 0); // noon in New York
const DAY = 86_400_000;

async function writeFixtures(): Promise<string[]> {
  const zip = path.join(work, ZIP);
  writeFileSync(
    zip,
    whatsAppZip(
      WHATSAPP_ANDROID_US,
      { "IMG-20250303-WA0001.jpg": await makeJpeg(300, 200) },
      "WhatsApp Chat with Bob Landlord.txt",
    ),
  );
  const xml = path.join(work, XML);
  writeFileSync(
    xml,
    smsBackupXml([
      ...Array.from({ length: 6 }, (_v, i) => bobText(START + i * DAY, i % 2 ? 2 : 1, `Rent text ${i + 1}`)),
      ...Array.from({ length: 30 }, (_v, i) => ({
        kind: "sms" as const,
        address: `+1555020${String(i).padStart(4, "0")}`,
        contact: `Neighbour ${i + 1}`,
        date: START + i * 3_600_000,
        type: 1 as const,
        body: `Neighbour text ${i + 1}`,
      })),
    ]),
  );
  return [zip, xml];
}

/**
 * "Choose messages" under Bob's conversation (days Mar 2–4): the three texts listed with sender and time, "None"
 * asks for one, "All" ticks them again, and unticking Mar 3's leaves 2 of 3.
 */
async function chooseSingleMessages(sms: Locator): Promise<void> {
  await sms.getByRole("button", { name: "Choose messages" }).click();
  const chooser = sms.locator("[data-message-chooser]");
  const listed = chooser.getByRole("list", { name: "Messages in Bob Landlord" });
  await expect.poll(() => listed.getByRole("checkbox").count(), { timeout: 60_000 }).toBe(3);
  expect(await listed.textContent()).toContain("Bob Landlord (+15550100123) · Mar 3, 2025");
  expect(await chooser.textContent()).toContain("All 3 messages in these days are shown.");
  await chooser.getByRole("button", { name: "None", exact: true }).click();
  expect(await chooser.textContent()).toContain("No message is ticked.");
  await chooser.getByRole("button", { name: "All", exact: true }).click();
  await listed.getByRole("checkbox", { name: /Rent text 3/ }).uncheck();
  expect(await listed.getByRole("checkbox", { name: /Rent text 2/ }).isChecked()).toBe(true);
  expect(await chooser.textContent()).toContain("2 of 3 messages in these days are shown.");
}

describe.each(VIEWPORTS)("message exports in the builder at $width px ($name)", (viewport) => {
  it("picks a conversation and days in each, previews them and builds their transcripts in order", async () => {
    const files = await writeFixtures();
    const email = `messages.${viewport.name}@example.com`;
    const { context, page, errors } = await memberSession(suite, viewport, email, {
      timezoneId: "America/New_York",
    });
    const shot = (name: string) => snapshot(page, "messages", `${viewport.name}-${name}`);

    await page.goto(`${suite.server.url}/create`);
    await fillSmallClaimsCase(page);
    const input = page.locator('input[type="file"]');
    const accept = ((await input.getAttribute("accept")) ?? "").split(",");
    for (const kind of [".xml", ".zip", ".txt"]) expect(accept).toContain(kind);
    await input.setInputFiles(files);
    const list = page.getByRole("list", { name: "Your files, in exhibit order" });
    const row = (name: string) => list.getByRole("listitem").filter({ hasText: name });
    const picker = (name: string) => row(name).locator("[data-message-picker]");
    await expect.poll(() => picker(ZIP).count(), { timeout: 60_000 }).toBe(1);
    await expect.poll(() => picker(XML).count(), { timeout: 60_000 }).toBe(1);

    // The chat holds one conversation, picked already; the days are chosen.
    const chat = picker(ZIP);
    expect(await chat.textContent()).toContain("WhatsApp (Android) · 1 conversation");
    expect(await chat.getByRole("checkbox", { name: /Bob Landlord/ }).isChecked()).toBe(true);
    expect(await chat.getByLabel("Time zone for every time").inputValue()).toBe("America/New_York");
    await chat.getByLabel("From (first day shown)").fill("2025-03-01");
    await chat.getByLabel("To (last day shown)").fill("2025-03-03");

    // The backup holds 31 conversations: a page is listed, the search finds Bob by name.
    const sms = picker(XML);
    expect(await sms.textContent()).toContain("SMS Backup & Restore (Android) · 31 conversations");
    expect(await sms.textContent()).toContain("Pick at least one conversation.");
    expect(await sms.getByRole("checkbox").count()).toBe(25);
    await sms.getByLabel("Find a conversation by name or number").fill("bob");
    await expect.poll(() => sms.getByRole("checkbox").count()).toBe(1);
    await sms.getByRole("checkbox", { name: /Bob Landlord/ }).check();
    await sms.getByLabel("From (first day shown)").fill("2025-03-02");
    await sms.getByLabel("To (last day shown)").fill("2025-03-04");
    await sms.getByLabel("Add a declaration of authenticity").check();
    await chooseSingleMessages(sms);
    await sms.scrollIntoViewIfNeeded();
    await snapshotElement(row(XML), "messages", `${viewport.name}-1-picker`);
    await shot("2-builder");

    // Preview: one PDF exhibit each, described from the choice.
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    const preview = page.getByRole("dialog", { name: "Preview your binder" });
    await expect.poll(() => preview.isVisible(), { timeout: 90_000 }).toBe(true);
    await expect.poll(() => preview.textContent(), { timeout: 90_000 }).toContain("Ready");
    const table = preview.getByRole("table");
    const cells: string[] = [];
    for (const tr of await table.locator("tbody tr").all())
      cells.push((await tr.locator("th, td").allTextContents()).map((cell) => cell.trim()).join(" | "));
    expect(cells).toEqual([`1 | ${ZIP} | PDF Document | 1 | Ready`, `2 | ${XML} | PDF Document | 2 | Ready`]);
    await shot("3-preview");

    await preview.getByRole("button", { name: "Generate Binder" }).click();
    const ready = page.getByRole("region", { name: "Your binder is ready" });
    await expect.poll(() => ready.isVisible(), { timeout: 180_000 }).toBe(true);
    const binder = await downloadBinderPdf(page, work, viewport.name);
    const words = execFileSync("pdftotext", ["-layout", binder, "-"], { encoding: "utf8" }).replace(
      /\s+/g,
      " ",
    );

    // The chat: every message of Mar 1–3 in order with sender and time, the two after them as one line.
    expect(
      firstMissingInOrder(words, [
        "Jane Tenant — Mar 1, 2025, 9:05:00 AM EST The heater is broken again. It has been cold since Friday.",
        "Bob Landlord — Mar 1, 2025, 9:40:00 AM EST I will send someone Monday",
        "Jane Tenant — Mar 3, 2025, 6:12:00 PM EST",
        "Here is the thermostat",
        "[ 2 messages from Mar 13 to Mar 14 not included ]",
      ]),
    ).toBeUndefined();
    expect(words).not.toContain("Still no heat");
    // The backup: Bob's texts of Mar 2–4 in order, the one before and the two after each one line.
    // Bob wrote on the odd days; the owner's name is the case's party name, when the form gives one.
    const sender = (i: number) => (i % 2 ? "Bob Landlord (+15550100123) " : "");
    expect(
      firstMissingInOrder(words, [
        "[ 1 message on Mar 1 not included ]",
        `${sender(2)}— Mar 2, 2025, 12:00:00 PM EST Rent text 2`,
        // The one message unticked in "Choose messages" is a line of its own, never cut silently.
        "[ 1 message on Mar 3 not included ]",
        `${sender(4)}— Mar 4, 2025, 12:00:00 PM EST Rent text 4`,
        "[ 2 messages from Mar 5 to Mar 6 not included ]",
        "Declaration of Authenticity",
      ]),
    ).toBeUndefined();
    expect(words).not.toMatch(/Neighbour text/);
    expect(words).not.toContain("Rent text 3");
    // The index (page 2): each exhibit described from the choice (no one wrote a description); the table wraps
    // each description in its column, so its lines are looked for one by one.
    const index = execFileSync("pdftotext", ["-f", "2", "-l", "2", "-layout", binder, "-"], {
      encoding: "utf8",
    });
    for (const part of [
      "WhatsApp messages between Jane Tenant and Bob Landlord,",
      "March 1 – March 3, 2025, 3 of 5 messages",
      "Text messages between Phone owner and Bob Landlord",
      "(+15550100123), March 2 – March 4, 2025, 2 of 6 messages",
    ])
      expect(index).toContain(part);
    expect(words).toMatch(/PLAINTIFF'S EXHIBIT 2/);

    if (SAVE_SCREENSHOTS) {
      // A transcript page as printed: the first page of the chat's exhibit (after the cover and index).
      const dir = path.join(ARTIFACTS, "messages");
      mkdirSync(dir, { recursive: true });
      const page3 = execFileSync("pdftotext", ["-f", "3", "-l", "3", binder, "-"], { encoding: "utf8" });
      expect(page3).toContain("WhatsApp");
      execFileSync("pdftoppm", [
        "-f",
        "3",
        "-l",
        "3",
        "-r",
        "80",
        "-png",
        "-singlefile",
        binder,
        path.join(dir, `${viewport.name}-4-transcript-page`),
      ]);
    }
    expect(await liveText(page)).not.toContain("Error");
    expect(errors).toEqual([]);
    await context.close();
  });
});
