// Message-export fixtures for tests and the bench, written from the published formats: SMS Backup & Restore's
// XML (<smses> of <sms> and <mms> with base64 parts; <calls>), WhatsApp's Android and iPhone "Export chat" text,
// and its .zip with media. Nothing here is read from a real phone.
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { writeZip } from "../zip/write.ts";

export interface FixtureSms {
  address: string;
  contact?: string;
  /** Milliseconds since 1970. */
  date: number;
  /** 1 received, 2 sent. */
  type: 1 | 2;
  body: string;
}

export interface FixtureMms {
  address: string;
  contact?: string;
  date: number;
  sent: boolean;
  text?: string;
  image?: { name: string; mime: string; bytes: Uint8Array };
  /** The owner's number, for the <addr> list. */
  owner?: string;
}

function attr(v: string): string {
  return v.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;").replace(/\n/g, "&#10;");
}

export function smsElement(m: FixtureSms): string {
  return (
    `  <sms protocol="0" address="${attr(m.address)}" date="${m.date}" type="${m.type}" subject="null" ` +
    `body="${attr(m.body)}" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" ` +
    `date_sent="${m.date}" sub_id="1" readable_date="" contact_name="${attr(m.contact ?? "(Unknown)")}" />\n`
  );
}

export function mmsElement(m: FixtureMms): string {
  const parts = [
    `      <part seq="-1" ct="application/smil" name="null" chset="null" cd="null" fn="null" cid="&lt;smil&gt;" cl="smil.xml" ctt_s="null" ctt_t="null" text="&lt;smil&gt;&lt;/smil&gt;" />\n`,
  ];
  if (m.image)
    parts.push(
      `      <part seq="0" ct="${m.image.mime}" name="${attr(m.image.name)}" chset="null" cd="null" fn="null" cid="&lt;0&gt;" cl="${attr(m.image.name)}" ctt_s="null" ctt_t="null" text="null" data="${Buffer.from(m.image.bytes).toString("base64")}" />\n`,
    );
  if (m.text)
    parts.push(
      `      <part seq="0" ct="text/plain" name="null" chset="106" cd="null" fn="null" cid="&lt;text&gt;" cl="text000001.txt" ctt_s="null" ctt_t="null" text="${attr(m.text)}" />\n`,
    );
  // A group thread's address lists every other number ("a~b"); a received message's From is one of them.
  const from = m.sent ? (m.owner ?? "+15550009999") : m.address.split("~")[0]!;
  const to = m.sent ? m.address : (m.owner ?? "+15550009999");
  return (
    `  <mms date="${m.date}" ct_t="application/vnd.wap.multipart.related" msg_box="${m.sent ? 2 : 1}" rr="null" sub="null" read_status="null" ` +
    `address="${attr(m.address)}" m_id="null" read="1" m_size="0" m_type="${m.sent ? 128 : 132}" sim_slot="0" readable_date="" contact_name="${attr(m.contact ?? "(Unknown)")}">\n` +
    `    <parts>\n${parts.join("")}    </parts>\n` +
    `    <addrs>\n      <addr address="${from}" type="137" charset="106" />\n      <addr address="${to}" type="151" charset="106" />\n    </addrs>\n` +
    `  </mms>\n`
  );
}

export function smsBackupHead(count: number): string {
  return (
    `<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n` +
    `<!--File Created By SMS Backup & Restore v10.20.002 on 05/03/2025 10:00:00-->\n` +
    `<smses count="${count}" backup_set="6b1a0c6e-0000-4000-8000-000000000000" backup_date="1741168800000" type="full">\n`
  );
}

export const SMS_BACKUP_TAIL = "</smses>\n";

/**
 * A text between the phone's owner and Bob Landlord, the fixtures' landlord (his number and name as a backup keeps
 * them): received (`type` 1) or sent (2), at `date` (ms since 1970).
 */
export function bobText(date: number, type: 1 | 2, body: string): { kind: "sms" } & FixtureSms {
  return { kind: "sms", address: "+15550100123", contact: "Bob Landlord", date, type, body };
}

/** A whole backup as a string. */
export function smsBackupXml(
  messages: (({ kind: "sms" } & FixtureSms) | ({ kind: "mms" } & FixtureMms))[],
): string {
  return (
    smsBackupHead(messages.length) +
    messages.map((m) => (m.kind === "sms" ? smsElement(m) : mmsElement(m))).join("") +
    SMS_BACKUP_TAIL
  );
}

export function callLogXml(): string {
  return (
    `<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<calls count="1" backup_set="x" backup_date="1741168800000" type="full">\n` +
    `  <call number="+15550100123" duration="62" date="1741168000000" type="1" presentation="1" subscription_id="1" post_dial_digits="" subscription_component_name="" readable_date="" contact_name="Bob Landlord" />\n</calls>\n`
  );
}

/**
 * A backup of `count` messages streamed to `path` (the bench's 100,000-message file): threads with `threads`
 * numbers, one MMS with `image` every `mmsEvery` messages. Returns the bytes written.
 */
export async function writeLargeSmsBackup(
  path: string,
  count: number,
  options: { threads: number; mmsEvery: number; image: Uint8Array; start: number },
): Promise<number> {
  const out = createWriteStream(path);
  let written = 0;
  const write = async (s: string) => {
    written += Buffer.byteLength(s);
    if (!out.write(s)) await once(out, "drain");
  };
  await write(smsBackupHead(count));
  for (let i = 0; i < count; i++) {
    const thread = i % options.threads;
    const address = `+1555${String(1000000 + thread).slice(1)}`;
    const date = options.start + i * 60_000;
    const contact = `Contact ${thread}`;
    await write(
      i % options.mmsEvery === 0
        ? mmsElement({
            address,
            contact,
            date,
            sent: i % 2 === 0,
            text: `Picture ${i}`,
            image: { name: `IMG_${i}.jpg`, mime: "image/jpeg", bytes: options.image },
          })
        : smsElement({
            address,
            contact,
            date,
            type: i % 2 === 0 ? 2 : 1,
            body: `Message number ${i} about the apartment repairs and the rent, sent at ${new Date(date).toISOString()}.`,
          }),
    );
  }
  await write(SMS_BACKUP_TAIL);
  out.end();
  await once(out, "finish");
  return written;
}

/** Android, US locale (12-hour, month first, narrow no-break space before PM as recent versions write it). */
export const WHATSAPP_ANDROID_US = [
  "3/1/25, 9:05\u202fAM - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.",
  "3/1/25, 9:05\u202fAM - Jane Tenant: The heater is broken again.",
  "It has been cold since Friday.",
  "3/1/25, 9:40\u202fAM - Bob Landlord: I will send someone Monday",
  "3/3/25, 6:12\u202fPM - Jane Tenant: IMG-20250303-WA0001.jpg (file attached)",
  "Here is the thermostat",
  "3/13/25, 7:00\u202fPM - Bob Landlord: <Media omitted>",
  "3/14/25, 8:00\u202fAM - Jane Tenant: Still no heat 🥶 — 暖气坏了",
  "",
].join("\n");

/** iPhone, day-first 24-hour. */
export const WHATSAPP_IPHONE_DMY = [
  "[01/03/2025, 09:05:12] Bob Landlord: \u200eMessages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.",
  "[01/03/2025, 09:05:12] Jane Tenant: The heater is broken again.",
  "[01/03/2025, 21:40:00] Bob Landlord: I will send someone Monday",
  "and pay for the hotel",
  "\u200e[03/03/2025, 18:12:30] Jane Tenant: \u200e<attached: 00000012-PHOTO-2025-03-03-18-12-30.jpg>",
  "[15/03/2025, 08:00:00] Jane Tenant: Still no heat",
  "",
].join("\n");

/** A WhatsApp .zip: the chat and its media, as the iPhone writes it (`_chat.txt`). */
export function whatsAppZip(
  chat: string,
  media: Record<string, Uint8Array>,
  chatName = "_chat.txt",
): Uint8Array {
  const inputs = [
    { name: chatName, bytes: new TextEncoder().encode(chat), compress: true },
    ...Object.entries(media).map(([name, bytes]) => ({ name, bytes, compress: false })),
  ];
  return writeZip(inputs, new Date(2025, 2, 15));
}

/** The lines a transcript should show for days `first` to `last` of a test's conversation, in order. */
export function linesFor(first: number, last: number, line: (day: number) => string): string[] {
  return Array.from({ length: last - first + 1 }, (_v, k) => line(first + k));
}

/**
 * The first of `needles` not found in `text` after the one before it (undefined when all are there, in order):
 * how the tests check that a transcript shows every message of its range in order.
 */
export function firstMissingInOrder(text: string, needles: readonly string[]): string | undefined {
  let at = -1;
  for (const needle of needles) {
    const found = text.indexOf(needle, at + 1);
    if (found < 0) return needle;
    at = found;
  }
  return undefined;
}
