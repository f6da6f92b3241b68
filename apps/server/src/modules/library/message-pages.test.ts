// The message picker's pages and an e-mail's attachment over HTTP on SQLite and PostgreSQL: a WhatsApp chat's
// messages in a day range come a page at a time with sender, instant and first line; an e-mail's attached PDF comes
// back as the same bytes with its own name and type; a file that is not an export, or a bad range, is refused.
import { describe, expect, it, vi } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import {
  ATTACHMENT_DESCRIPTION_HEADER,
  INSPECT_FILE_URL,
  MESSAGE_ATTACHMENT_URL,
  MESSAGE_PAGE_URL,
  ZFileInspection,
  ZMessagePage,
} from "@courtready/contracts";
import { emlWithAttachment } from "@courtready/engine/testing/email";
import { WHATSAPP_ANDROID_US } from "@courtready/engine/testing/messages";
import { makePdf } from "@courtready/engine/testing";
import { multipartBody, signedInClient, storedKeys, useTestApp } from "../../testing/harness.ts";
import type { TestClient } from "../../testing/harness.ts";

const ZONE = "America/New_York";

function post(
  client: TestClient,
  url: string,
  filename: string,
  bytes: Uint8Array,
  fields: Record<string, string>,
) {
  return client.request({ method: "POST", url, ...multipartBody(fields, { filename, bytes }) });
}

/** The one conversation's id, from the builder's file check. */
async function onlyConversation(client: TestClient, filename: string, bytes: Uint8Array): Promise<string> {
  const answer = ZFileInspection.parse(
    (await post(client, INSPECT_FILE_URL, filename, bytes, { timeZone: ZONE })).json(),
  );
  if (answer.status !== "messages") throw new Error(`not listed: ${answer.status}`);
  return answer.summary.conversations[0]!.id;
}

describe.each(dialectsUnderTest())("the message picker's pages on %s", (dialect) => {
  const t = useTestApp(dialect, { MAX_FILE_MB: "1" }, "each test");
  const chat = new TextEncoder().encode(WHATSAPP_ANDROID_US);

  it("answers the messages of a day range in order, with sender, instant, first line and every index", async () => {
    const { client } = await signedInClient(t().app);
    const conversation = await onlyConversation(client, "chat.txt", chat);
    const answer = await post(client, MESSAGE_PAGE_URL, "chat.txt", chat, {
      conversation,
      timeZone: ZONE,
      from: "2025-03-01",
      to: "2025-03-03",
    });
    expect(answer.statusCode).toBe(200);
    const page = ZMessagePage.parse(answer.json());
    expect(page.total).toBe(3);
    expect(page.messages.map((m) => [m.sender, m.at, m.text])).toEqual([
      ["Jane Tenant", "2025-03-01T14:05:00.000Z", "The heater is broken again."],
      ["Bob Landlord", "2025-03-01T14:40:00.000Z", "I will send someone Monday"],
      ["Jane Tenant", "2025-03-03T23:12:00.000Z", "Here is the thermostat"],
    ]);
    // A chat's photo is listed on its row, but only an e-mail's attachment is offered as an exhibit of its own.
    expect(page.messages[2]!.attachments).toEqual([
      expect.objectContaining({ name: "IMG-20250303-WA0001.jpg", exhibit: false }),
    ]);
    expect(page.indexes).toEqual(page.messages.map((m) => m.index));
  });

  it("refuses a file that is not a message export, and a range that ends before it starts", async () => {
    const { client } = await signedInClient(t().app);
    const pdf = await makePdf([{ text: "One" }]);
    const notExport = await post(client, MESSAGE_PAGE_URL, "lease.pdf", pdf, {
      conversation: "x",
      timeZone: ZONE,
    });
    expect(notExport.statusCode).toBe(422);
    expect(notExport.json().message).toContain("lease.pdf");
    const backwards = await post(client, MESSAGE_PAGE_URL, "chat.txt", chat, {
      conversation: "x",
      timeZone: ZONE,
      from: "2025-03-05",
      to: "2025-03-01",
    });
    expect(backwards.statusCode).toBe(400);
  });

  it("answers an e-mail's attached PDF as its own bytes, name and type", async () => {
    const { client } = await signedInClient(t().app);
    const pdf = await makePdf([{ text: "LEASE AGREEMENT" }]);
    const eml = emlWithAttachment(pdf);
    const conversation = await onlyConversation(client, "lease.eml", eml);
    const page = ZMessagePage.parse(
      (await post(client, MESSAGE_PAGE_URL, "lease.eml", eml, { conversation, timeZone: ZONE })).json(),
    );
    const row = page.messages[0]!;
    expect(row.attachments).toEqual([
      expect.objectContaining({ position: 0, name: "lease.pdf", exhibit: true }),
    ]);
    const attachment = (position: number) =>
      post(client, MESSAGE_ATTACHMENT_URL, "lease.eml", eml, {
        conversation,
        timeZone: ZONE,
        message: String(row.index),
        position: String(position),
      });
    const answer = await attachment(0);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    expect(answer.headers["content-disposition"]).toContain('filename="lease.pdf"');
    expect(Buffer.from(answer.rawPayload).equals(Buffer.from(pdf))).toBe(true);
    // The engine's index line rides along, so the builder's new exhibit is described by its e-mail.
    expect(decodeURIComponent(String(answer.headers[ATTACHMENT_DESCRIPTION_HEADER]))).toMatch(
      /^Attachment "lease\.pdf" to the e-mail from Jane Tenant \(jane@tenant\.example\) of .+, "Re: Heating"$/,
    );
    expect((await attachment(4)).statusCode).toBe(422);
    // The job's thread wrote the attachment to storage and the answer streamed it from there: once sent, nothing of
    // it (nor of the staged export) is left.
    await vi.waitFor(async () => expect(await storedKeys(t(), "users")).toEqual([]));
  });
});
