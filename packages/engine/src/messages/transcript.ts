// Renders a chosen conversation as a transcript exhibit (a PDF on Letter pages that then goes through the normal
// exhibit path and is stamped like every exhibit): a header saying where it came from (file name, SHA-256, export
// app, participants, first and last message, "N of M messages shown", the time zone), each message with sender,
// number, date and time with the zone, its text in the bundled fonts, photos inline with their file name and other
// attachments by name and size; omitted stretches as one line; an optional declaration of authenticity page.
// The same inputs and date give the same bytes.
import { PDFDocument, rgb } from "../pdf/pdf-lib.ts";
import type { PDFImage, PDFPage } from "../pdf/pdf-lib.ts";
import type { DocumentFonts, EngineFonts } from "../fonts/fonts.ts";
import { embedFonts, fontRuns, textWidth } from "../fonts/fonts.ts";
import { drawTextRun } from "../pdf/page-text.ts";
import { wrapLine } from "../convert/text-pdf.ts";
import { isEmailApp, participantOf } from "./model.ts";
import type { Attachment, Conversation, ConversationItem } from "./model.ts";
import { omittedLine, participantLabel } from "./select.ts";
import type { SelectedTranscript } from "./select.ts";
import { formatDateTime } from "./time.ts";
import { declarationLines } from "./declaration.ts";
import { loadSharp } from "../sharp.ts";
import { decodeHeic } from "../convert/image-heic.ts";
import type { DeclarationDetails } from "./declaration.ts";

const PAGE = { width: 612, height: 792 };
const MARGIN = 54;
/** Room kept at the bottom for the exhibit stamp the binder adds, and the page line. */
const BOTTOM = 90;
const SIZE = 10.5;
const LEADING = 14;
const SMALL = 8.5;
const PHOTO_MAX = { width: 288, height: 288 };
const GREY = rgb(0.35, 0.35, 0.35);

export interface TranscriptOptions {
  timeZone: string;
  /** Fixed for reproducible output (the PDF's dates). */
  date: Date;
  /** Adds a declaration of authenticity page, with these details filled in where known. */
  declaration?: DeclarationDetails;
}

interface Line {
  text: string;
  bold?: boolean;
  size?: number;
  grey?: boolean;
  indent?: number;
  /** Space before this line. */
  before?: number;
}

type Block = { lines: Line[] } | { photo: Attachment; bytes: Uint8Array; caption: string };

/** "1.2 MB", "340 KB", "512 bytes". */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

function clean(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters and direction marks have no glyph to draw
  return text.replace(/\t/g, "    ").replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200e\u200f]/g, "");
}

function isInlinePhoto(a: Attachment): boolean {
  return a.mime.startsWith("image/") && a.load !== undefined;
}

/** Largest side of a photo as embedded: 4 in at 300 dpi, plenty for print, far less than a phone's camera. */
const PHOTO_PIXELS = 1200;

/**
 * A photo as a JPEG to draw: turned upright by its EXIF orientation (phones store portraits sideways), scaled
 * down to print size, transparency on white; WebP, GIF and PNG alike. Null when it cannot be decoded here.
 */
async function printablePhoto(a: Attachment, original: Uint8Array): Promise<Uint8Array | null> {
  try {
    // sharp here has no HEVC decoder: an iPhone's HEIC photo is decoded by the binder's own HEIC path first.
    const bytes = /^image\/hei[cf]/.test(a.mime) ? await decodeHeic(a.name, original) : original;
    const sharp = await loadSharp();
    const out = await sharp(bytes, { limitInputPixels: 100_000_000, failOn: "error" })
      .rotate()
      .resize({ width: PHOTO_PIXELS, height: PHOTO_PIXELS, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85 })
      .toBuffer();
    return new Uint8Array(out);
  } catch {
    return null;
  }
}

async function itemBlocks(
  conversation: Conversation,
  item: ConversationItem,
  zone: string,
): Promise<Block[]> {
  const when = formatDateTime(item.at, zone);
  if (item.kind === "system")
    return [{ lines: [{ text: `${when} · ${clean(item.text)}`, grey: true, before: 6 }] }];
  const sender = participantOf(conversation, item.senderId);
  const blocks: Block[] = [
    {
      lines: [
        { text: `${participantLabel(sender)} — ${when}`, bold: true, before: 8 },
        ...(item.fields ?? []).map((f) => ({ text: `${f.name}: ${clean(f.value)}`, indent: 12 })),
        ...(item.text
          ? clean(item.text)
              .split("\n")
              // An e-mail's body is set a little apart from its To/Cc/Subject lines.
              .map((t, k) => ({
                text: t,
                indent: 12,
                ...(k === 0 && item.fields?.length ? { before: 4 } : {}),
              }))
          : []),
      ],
    },
  ];
  for (const a of item.attachments) {
    const size = a.size !== undefined ? `, ${formatSize(a.size)}` : "";
    const photo = isInlinePhoto(a) ? await printablePhoto(a, await a.load!()) : null;
    if (photo) {
      blocks.push({ photo: a, bytes: photo, caption: `Photo: ${clean(a.name)}${size}` });
    } else {
      const what =
        a.load || a.size !== undefined
          ? `Attachment: ${clean(a.name)} (${a.mime}${size})`
          : `Attachment: ${clean(a.name)}`;
      // A picture this machine cannot decode (a damaged file, HEIC without heif-convert) is named rather than drawn.
      const unread = isInlinePhoto(a) ? " — the picture cannot be shown here" : "";
      blocks.push({ lines: [{ text: `${what}${unread}`, indent: 12, grey: true }] });
    }
  }
  return blocks;
}

function headerLines(conversation: Conversation, selected: SelectedTranscript, zone: string): Line[] {
  const s = conversation.source;
  const kind = isEmailApp(s.exportApp)
    ? "e-mails"
    : s.exportApp.startsWith("WhatsApp")
      ? "WhatsApp messages"
      : "text messages";
  const lines: Line[] = [
    { text: `Transcript of ${kind}: ${clean(conversation.title)}`, bold: true, size: 14 },
    { text: `Source file: ${clean(s.fileName)}`, before: 6 },
    { text: `SHA-256 of the file: ${s.sha256}`, size: SMALL },
    { text: `Exported with: ${s.exportApp}` },
    { text: "Participants:" },
    ...conversation.participants.map((p) => ({
      text: `${participantLabel(p)}${p.isOwner ? " (the phone's owner)" : ""}`,
      indent: 12,
    })),
    selected.first && selected.last
      ? {
          text: `First message shown: ${formatDateTime(selected.first, zone)}; last: ${formatDateTime(selected.last, zone)}`,
        }
      : { text: "No message is shown." },
    {
      text: `${selected.shown.toLocaleString("en-US")} of ${selected.total.toLocaleString("en-US")} messages shown.`,
      bold: true,
    },
    { text: `Every time is shown in the ${zone} time zone.` },
    ...conversation.notes.map((n) => ({ text: clean(n), grey: true })),
  ];
  return lines;
}

class Writer {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: DocumentFonts,
  ) {
    this.newPage();
  }
  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN;
  }
  room(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }
  text(line: Line): void {
    const size = line.size ?? SIZE;
    const leading = (size / SIZE) * LEADING;
    const x0 = MARGIN + (line.indent ?? 0);
    const wrapped = wrapLine(this.fonts, line.text, PAGE.width - MARGIN - x0, size);
    this.y -= line.before ?? 0;
    for (const piece of wrapped) {
      this.room(leading);
      this.y -= leading;
      let x = x0;
      for (const run of fontRuns(this.fonts, piece, line.bold)) {
        drawTextRun(
          this.page,
          run.font,
          run.text,
          x,
          this.y + (leading - size),
          size,
          line.grey ? GREY : undefined,
        );
        x += run.font.widthOfTextAtSize(run.text, size);
      }
    }
  }
  photo(image: PDFImage, caption: string): void {
    const scale = Math.min(1, PHOTO_MAX.width / image.width, PHOTO_MAX.height / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    this.room(h + LEADING + 6);
    this.y -= h + 4;
    this.page.drawImage(image, { x: MARGIN + 12, y: this.y, width: w, height: h });
    this.text({ text: caption, indent: 12, size: SMALL, grey: true });
  }
  rule(): void {
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: GREY,
    });
    this.y -= 4;
  }
}

/** The transcript as PDF bytes, with its page count. */
export async function renderTranscript(
  conversation: Conversation,
  selected: SelectedTranscript,
  fonts: EngineFonts,
  options: TranscriptOptions,
): Promise<{ pdf: Uint8Array; pageCount: number }> {
  const zone = options.timeZone;
  const header = headerLines(conversation, selected, zone);
  const body: Block[][] = [];
  for (const row of selected.rows) {
    if (row.kind === "omitted") {
      body.push([{ lines: [{ text: `[ ${omittedLine(row, zone)} ]`, bold: true, grey: true, before: 8 }] }]);
    } else body.push(await itemBlocks(conversation, row.item, zone));
  }
  const declaration = options.declaration
    ? declarationLines(conversation, selected, zone, options.declaration)
    : [];
  const texts = [
    ...header.map((l) => l.text),
    ...body.flat().flatMap((b) => ("lines" in b ? b.lines.map((l) => l.text) : [b.caption])),
    ...declaration.map((l) => l.text),
  ];

  const doc = await PDFDocument.create({ updateMetadata: false });
  const docFonts = await embedFonts(doc, fonts, texts);
  const writer = new Writer(doc, docFonts);
  for (const line of header) writer.text(line);
  writer.rule();
  for (const blocks of body) {
    // A message's heading is never left alone at the foot of a page.
    writer.room(LEADING * 3);
    for (const block of blocks) {
      if ("lines" in block) for (const line of block.lines) writer.text(line);
      else {
        try {
          writer.photo(await doc.embedJpg(block.bytes), block.caption);
        } catch {
          // A damaged picture is named rather than drawn: the transcript still says it was there.
          writer.text({ text: `${block.caption} (the picture cannot be read)`, indent: 12, grey: true });
        }
      }
    }
  }
  if (declaration.length) {
    writer.newPage();
    for (const line of declaration) writer.text(line);
  }
  const total = writer.pages.length;
  writer.pages.forEach((page, i) => {
    const label = `${clean(conversation.source.fileName)} · transcript page ${i + 1} of ${total}`;
    let x = PAGE.width - MARGIN - textWidth(docFonts, label, SMALL);
    for (const run of fontRuns(docFonts, label)) {
      drawTextRun(page, run.font, run.text, x, MARGIN - 12, SMALL, GREY);
      x += run.font.widthOfTextAtSize(run.text, SMALL);
    }
  });
  doc.setTitle(`Transcript: ${conversation.title}`);
  doc.setProducer("CourtReady");
  doc.setCreator("CourtReady");
  doc.setCreationDate(options.date);
  doc.setModificationDate(options.date);
  const pdf = await doc.save({ useObjectStreams: true, objectsPerTick: Infinity });
  return { pdf, pageCount: total };
}
