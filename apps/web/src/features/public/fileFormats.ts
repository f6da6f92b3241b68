// What the file formats page says about each kind of file, in the reader's language (the words are in the
// fileFormats catalogue). It follows the binder engine as built (packages/engine/src/ingest/sniff.ts, convert/*):
// what is accepted, what happens to it, what is refused and what to do instead. The endings come from contracts'
// one list (formats.ts), which the engine's tests hold to what it converts; e2e/public/pages.spec.ts checks the page
// against the engine too.
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ACCEPTED_FORMATS, MESSAGE_EXPORT_FORMATS } from "@courtready/contracts";
import type { AcceptedFormat } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";

type T = TFunction<"fileFormats">;
const english: T = i18n.getFixedT("en", "fileFormats");

/** ".jpg", ".heic"… of the accepted formats that match. */
function endings(match: (format: AcceptedFormat) => boolean): string[] {
  return ACCEPTED_FORMATS.filter(match).flatMap((f) => f.extensions.map((e) => `.${e}`));
}

/**
 * contracts' ACCEPTED_FORMATS_SENTENCE in the reader's language (the English catalogue holds it word for word).
 * @example acceptedFormatsSentence(t) // → "PDF, photos (JPG, PNG, …), Word (.doc, .docx), …"
 */
export function acceptedFormatsSentence(t: T = english): string {
  const photos = ACCEPTED_FORMATS.filter((f) => f.group === "photo").map((f) => f.name);
  return t("acceptedSentence", { photos: photos.join(", ") });
}

/** The accepted formats sentence in the language shown now. */
export function useAcceptedFormatsSentence(): string {
  const { t } = useTranslation("fileFormats");
  return acceptedFormatsSentence(t);
}

export interface SupportedFormat {
  name: string;
  /** File name endings, as a person sees them. */
  extensions: readonly string[];
  /** What CourtReady does with it, and what to know. */
  details: readonly string[];
}

// The catalogue's key for each message export of contracts, in contracts' order.
const MESSAGE_EXPORT_KEYS = ["sms", "whatsapp", "email"] as const satisfies {
  length: typeof MESSAGE_EXPORT_FORMATS.length;
};

/** The kinds of file of contracts' list, each as its catalogue key and which accepted formats belong to it. */
const FILE_FAMILIES = [
  ["pdf", (f) => f.group === "pdf"],
  ["photo", (f) => f.group === "photo"],
  ["word", (f) => f.group === "word"],
  ["excel", (f) => f.group === "excel"],
  ["text", (f) => f.type === "text"],
  ["textclipping", (f) => f.type === "textclipping"],
] as const satisfies readonly (readonly [string, (format: AcceptedFormat) => boolean])[];

/** Every kind of file the engine takes, with what happens to it. */
export function supportedFormats(t: T = english): SupportedFormat[] {
  return [
    ...FILE_FAMILIES.map(([key, match]) => ({
      name: t(`supported.${key}.name`),
      extensions: endings(match),
      details: t(`supported.${key}.details`, { returnObjects: true }),
    })),
    // Told apart from other files by what is inside them, so a WhatsApp .txt is a chat and any other .txt is text.
    ...MESSAGE_EXPORT_FORMATS.map((f, index) => {
      const key = MESSAGE_EXPORT_KEYS[index] ?? "sms";
      return {
        name: t(`supported.${key}.name`),
        extensions: f.extensions.map((e) => `.${e}`),
        details: [t(`supported.${key}.how`), ...t("supported.messageDetails", { returnObjects: true })],
      };
    }),
  ];
}

export const SUPPORTED_FORMATS: readonly SupportedFormat[] = supportedFormats();

export interface UnsupportedFormat {
  name: string;
  examples: string;
  /** What to do instead. */
  instead: string;
}

const UNSUPPORTED_KEYS = [
  "powerpoint",
  "openDocument",
  "apple",
  "otherDocuments",
  "web",
  "otherPictures",
  "media",
  "archives",
  "programs",
] as const;

/** The families of files the engine refuses, each with what to do instead. */
export function unsupportedFormats(t: T = english): UnsupportedFormat[] {
  return UNSUPPORTED_KEYS.map((key) => ({
    name: t(`unsupported.${key}.name`),
    examples: t(`unsupported.${key}.examples`),
    instead: t(`unsupported.${key}.instead`),
  }));
}

export const UNSUPPORTED_FORMATS: readonly UnsupportedFormat[] = unsupportedFormats();

export interface TroubleshootingItem {
  problem: string;
  steps: readonly string[];
}

const TROUBLESHOOTING_KEYS = [
  "password",
  "damaged",
  "tooLarge",
  "office",
  "iphone",
  "blurry",
  "plainText",
] as const;

/** Problems a person can meet, each with steps they can follow themselves. */
export function troubleshooting(t: T = english): TroubleshootingItem[] {
  return TROUBLESHOOTING_KEYS.map((key) => ({
    problem: t(`troubleshooting.${key}.problem`),
    steps: t(`troubleshooting.${key}.steps`, { returnObjects: true }),
  }));
}

export const TROUBLESHOOTING: readonly TroubleshootingItem[] = troubleshooting();
