// E-mail fixtures for tests, written from the published formats: RFC 5322 messages with RFC 2045 MIME bodies
// (quoted-printable, base64, ISO-8859-1, HTML-only, multipart/mixed with a PDF), Unix mailboxes (a "From " line
// before each message, body lines starting "From " quoted as ">From "), and Outlook .msg files laid out as
// [MS-OXMSG] describes (property streams, __substg1.0_ streams, recipient and attachment storages), written into
// a compound file by msgreader's own writer (`burn`), the one it uses to save embedded messages.
import { burn } from "@kenjiuno/msgreader/lib/Burner.js";
import type { Entry } from "@kenjiuno/msgreader/lib/Burner.js";

const CRLF = "\r\n";

/** Base64 in 76-character lines, as RFC 2045 writes it. */
export function base64Lines(bytes: Uint8Array): string {
  return (
    Buffer.from(bytes)
      .toString("base64")
      .match(/.{1,76}/g) ?? []
  ).join(CRLF);
}

/** A plain-text e-mail in ISO-8859-1, quoted-printable, with an encoded-word subject and a soft line break. */
export function emlLatin1QuotedPrintable(): Uint8Array {
  const text = [
    "From: =?ISO-8859-1?Q?Ren=E9e_Propri=E9taire?= <renee@landlord.example>",
    "To: Jane Tenant <jane@tenant.example>",
    "Cc: Agency <office@agency.example>",
    "Subject: =?ISO-8859-1?Q?Caf=E9_downstairs_and_the_d=E9p=F4t?=",
    "Date: Mon, 03 Mar 2025 09:15:00 -0500",
    "Message-ID: <first@landlord.example>",
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=ISO-8859-1",
    "Content-Transfer-Encoding: quoted-printable",
    "",
    "Bonjour Jane,",
    "The d=E9p=F4t of $1,200 will be returned once the caf=E9 downstairs has finished the =",
    "repairs.",
    "Ren=E9e",
    "",
  ].join(CRLF);
  return new Uint8Array(Buffer.from(text, "latin1"));
}

/** An HTML-only e-mail in base64 (no text part), with a script and a link that must not be run or drawn as HTML. */
export function emlHtmlOnly(): Uint8Array {
  const html =
    '<html><head><style>p{color:red}</style><script>alert("x")</script></head><body>' +
    "<p>Hello Jane,</p><p>The <b>heating</b> will be fixed on <i>Friday</i>.</p>" +
    '<p>See <a href="https://landlord.example/notice">the notice</a>.</p><img src="cid:logo" alt=""></body></html>';
  const text = [
    'From: "Bob Landlord" <bob@landlord.example>',
    "To: jane@tenant.example",
    "Subject: Heating",
    "Date: Tue, 04 Mar 2025 18:30:00 +0000",
    "Message-ID: <heating@landlord.example>",
    "MIME-Version: 1.0",
    "Content-Type: text/html; charset=UTF-8",
    "Content-Transfer-Encoding: base64",
    "",
    base64Lines(new TextEncoder().encode(html)),
    "",
  ].join(CRLF);
  return new TextEncoder().encode(text);
}

/** A multipart/mixed e-mail: a text part and an attached PDF (base64), replying to `inReplyTo`. */
export function emlWithAttachment(
  pdf: Uint8Array,
  options: { inReplyTo?: string; date?: string; boundary?: string } = {},
): Uint8Array {
  const boundary = options.boundary ?? "==b0undary==";
  const text = [
    "From: Jane Tenant <jane@tenant.example>",
    "To: Bob Landlord <bob@landlord.example>",
    "Subject: Re: Heating",
    `Date: ${options.date ?? "Wed, 05 Mar 2025 08:00:00 -0500"}`,
    "Message-ID: <lease@tenant.example>",
    ...(options.inReplyTo
      ? [`In-Reply-To: <${options.inReplyTo}>`, `References: <${options.inReplyTo}>`]
      : []),
    "MIME-Version: 1.0",
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    "This is a multi-part message in MIME format.",
    `--${boundary}`,
    "Content-Type: text/plain; charset=UTF-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    "Bob, the lease is attached. – Jane",
    `--${boundary}`,
    'Content-Type: application/pdf; name="lease.pdf"',
    "Content-Transfer-Encoding: base64",
    'Content-Disposition: attachment; filename="lease.pdf"',
    "",
    base64Lines(pdf),
    `--${boundary}--`,
    "",
  ].join(CRLF);
  return new TextEncoder().encode(text);
}

/**
 * A mailbox of the given messages: each after a "From " line, body lines that start with "From " (or ">From ")
 * quoted with one more ">", a blank line after each message (mboxrd).
 */
export function mboxOf(messages: readonly (Uint8Array | string)[]): Uint8Array {
  const parts = messages.map((m, i) => {
    const text = (typeof m === "string" ? m : Buffer.from(m).toString("latin1")).replace(/\r\n/g, "\n");
    const quoted = text.replace(/^(>*From )/gm, ">$1");
    return `From sender${i}@example.org Mon Mar  3 14:15:00 2025\n${quoted.endsWith("\n") ? quoted : `${quoted}\n`}\n`;
  });
  return new Uint8Array(Buffer.from(parts.join(""), "latin1"));
}

/** A plain e-mail as mbox text: `body` may contain lines starting with "From ". */
export function plainMail(
  fields: { from: string; to: string; subject: string; date: string; id: string; refs?: string },
  body: string,
): string {
  return [
    `From: ${fields.from}`,
    `To: ${fields.to}`,
    `Subject: ${fields.subject}`,
    `Date: ${fields.date}`,
    `Message-ID: <${fields.id}>`,
    ...(fields.refs ? [`In-Reply-To: <${fields.refs}>`, `References: <${fields.refs}>`] : []),
    "Content-Type: text/plain; charset=UTF-8",
    "",
    body,
    "",
  ].join("\n");
}

// ---- Outlook .msg ([MS-OXMSG]) ----

const UNICODE = 0x001f;
const INT32 = 0x0003;
const SYSTIME = 0x0040;
const BINARY = 0x0102;

function utf16(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(`${text}\0`, "utf16le"));
}

function hex(n: number): string {
  return n.toString(16).toUpperCase().padStart(4, "0");
}

/** A property stream: the header (32 bytes for the message, 8 for a recipient or attachment), then 16-byte rows. */
function propertyStream(header: number, rows: { id: number; type: number; value: Uint8Array }[]): Uint8Array {
  const out = new Uint8Array(header + rows.length * 16);
  const view = new DataView(out.buffer);
  rows.forEach((r, i) => {
    const at = header + i * 16;
    view.setUint32(at, (r.id << 16) | r.type, true);
    view.setUint32(at + 4, 0x6, true); // readable and writable
    out.set(r.value.subarray(0, 8), at + 8);
  });
  return out;
}

function int32(n: number): Uint8Array {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setUint32(0, n, true);
  return b;
}

function fileTime(date: Date): Uint8Array {
  const ticks = BigInt(date.getTime()) * 10_000n + 116_444_736_000_000_000n;
  const b = new Uint8Array(8);
  new DataView(b.buffer).setBigUint64(0, ticks, true);
  return b;
}

interface Folder {
  streams: [string, Uint8Array][];
  folders: [string, Folder][];
}

function strings(props: [number, string][]): [string, Uint8Array][] {
  return props.map(([id, text]) => [`__substg1.0_${hex(id)}${hex(UNICODE)}`, utf16(text)]);
}

export interface MsgFixture {
  subject: string;
  senderName: string;
  senderAddress: string;
  to: { name: string; address: string; cc?: boolean }[];
  deliveredAt: Date;
  body?: string | undefined;
  html?: string;
  attachments?: { name: string; mime: string; bytes: Uint8Array }[];
}

/** An Outlook .msg file with the given message, as Outlook's "Save as" writes it (Unicode properties). */
export function outlookMsg(m: MsgFixture): Uint8Array {
  const recipients: [string, Folder][] = m.to.map((r, i) => [
    `__recip_version1.0_#${i.toString(16).toUpperCase().padStart(8, "0")}`,
    {
      streams: [
        [
          "__properties_version1.0",
          propertyStream(8, [{ id: 0x0c15, type: INT32, value: int32(r.cc ? 2 : 1) }]),
        ],
        ...strings([
          [0x3001, r.name],
          [0x3003, r.address],
          [0x39fe, r.address],
        ]),
      ],
      folders: [],
    },
  ]);
  const attachments: [string, Folder][] = (m.attachments ?? []).map((a, i) => [
    `__attach_version1.0_#${i.toString(16).toUpperCase().padStart(8, "0")}`,
    {
      streams: [
        ["__properties_version1.0", propertyStream(8, [{ id: 0x3705, type: INT32, value: int32(1) }])],
        ...strings([
          [0x3707, a.name],
          [0x3001, a.name],
          [0x370e, a.mime],
        ]),
        [`__substg1.0_3701${hex(BINARY)}`, a.bytes],
      ],
      folders: [],
    },
  ]);
  const header = new Uint8Array(32);
  const hv = new DataView(header.buffer);
  hv.setUint32(8, recipients.length, true);
  hv.setUint32(12, attachments.length, true);
  hv.setUint32(16, recipients.length, true);
  hv.setUint32(20, attachments.length, true);
  const props = propertyStream(32, [{ id: 0x0e06, type: SYSTIME, value: fileTime(m.deliveredAt) }]);
  props.set(header.subarray(0, 32), 0);
  const root: Folder = {
    streams: [
      ["__properties_version1.0", props],
      ...strings([
        [0x001a, "IPM.Note"],
        [0x0037, m.subject],
        [0x0c1a, m.senderName],
        [0x0c1f, m.senderAddress],
        [0x5d01, m.senderAddress],
        ...(m.body !== undefined ? ([[0x1000, m.body]] as [number, string][]) : []),
      ]),
      ...(m.html !== undefined
        ? ([[`__substg1.0_1013${hex(BINARY)}`, new TextEncoder().encode(m.html)]] as [string, Uint8Array][])
        : []),
    ],
    folders: [...recipients, ...attachments],
  };
  const entries: Entry[] = [{ name: "Root Entry", type: 5, children: [], length: 0 }];
  const place = (folder: Folder, at: number) => {
    for (const [name, bytes] of folder.streams) {
      entries[at]!.children!.push(entries.length);
      entries.push({ name, type: 2, binaryProvider: () => bytes, length: bytes.length });
    }
    for (const [name, sub] of folder.folders) {
      const index = entries.length;
      entries[at]!.children!.push(index);
      entries.push({ name, type: 1, children: [], length: 0 });
      place(sub, index);
    }
  };
  place(root, 0);
  return burn(entries);
}

/** Bob's note that the roof is fixed, from Outlook: `outlookMsg(ROOF_MSG)`, or with a body of another kind. */
export const ROOF_MSG: MsgFixture = {
  subject: "Roof repairs",
  senderName: "Bob Landlord",
  senderAddress: "bob@landlord.example",
  to: [{ name: "Jane Tenant", address: "jane@tenant.example" }],
  deliveredAt: new Date("2025-03-07T15:45:00Z"),
  body: "The roof is fixed.",
};
