// `courtready` with message exports as a person runs it (the bundled command): a WhatsApp .zip with its photo and
// an SMS backup become transcript exhibits; pdftotext finds every message of the range in order with its sender
// and time, and the line saying what was left out.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeJpeg } from "@courtready/engine/testing";
import {
  bobText,
  WHATSAPP_IPHONE_DMY,
  firstMissingInOrder,
  linesFor,
  smsBackupXml,
  whatsAppZip,
} from "@courtready/engine/testing/messages";
import { courtready } from "../support/cli.ts";
import { pdfText } from "../support/pdf.ts";

const work = mkdtempSync(path.join(tmpdir(), "courtready-messages-cli-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("courtready with message exports", () => {
  it("builds a WhatsApp zip (photo inline) and one SMS conversation's range as stamped transcript exhibits", async () => {
    const zip = path.join(work, "WhatsApp Chat - Bob Landlord.zip");
    writeFileSync(
      zip,
      whatsAppZip(WHATSAPP_IPHONE_DMY, {
        "00000012-PHOTO-2025-03-03-18-12-30.jpg": await makeJpeg(300, 200),
      }),
    );
    const backup = path.join(work, "sms-20250405.xml");
    const start = Date.UTC(2025, 2, 1, 17, 0, 0);
    writeFileSync(
      backup,
      smsBackupXml([
        ...Array.from({ length: 20 }, (_v, i) =>
          bobText(start + i * 86_400_000, i % 2 ? 2 : 1, `Text ${i + 1}`),
        ),
        {
          kind: "sms" as const,
          address: "+15550107777",
          contact: "Plumber",
          date: start,
          type: 1 as const,
          body: "On my way",
        },
      ]),
    );
    const listed = await courtready(["inspect", "--time-zone", "UTC", backup, zip]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(
      "sms-20250405.xml: SMS Backup & Restore (Android) export, 2 conversations",
    );
    expect(listed.stdout).toContain(
      "WhatsApp Chat - Bob Landlord.zip: WhatsApp (iPhone) export, 1 conversation",
    );

    const out = path.join(work, "out");
    const result = await courtready([
      "build",
      "--out",
      out,
      "--party-name",
      "Jane Tenant",
      "--time-zone",
      "Europe/London",
      "--conversation",
      "Bob",
      "--messages-from",
      "2025-03-03",
      "--messages-to",
      "2025-03-15",
      zip,
      backup,
    ]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const binder = pdfText(path.join(out, "binder.pdf"));
    expect(binder).toContain("[ 2 messages on Mar 1 not included ]");
    expect(binder).toContain("Photo: 00000012-PHOTO-2025-03-03-18-12-30.jpg");
    expect(binder).toContain("[ 2 messages from Mar 1 to Mar 2 not included ]");
    expect(binder).toContain("[ 5 messages from Mar 16 to Mar 20 not included ]");
    const sender = (i: number) => (i % 2 ? "Bob Landlord (+15550100123)" : "Jane Tenant");
    const expected = linesFor(3, 15, (i) => `${sender(i)} — Mar ${i}, 2025, 5:00:00 PM GMT Text ${i}`);
    expect(firstMissingInOrder(binder, expected)).toBeUndefined();
    expect(binder).not.toContain("On my way");
    expect(binder).toMatch(/PLAINTIFF'S EXHIBIT 2/);
  });
});
