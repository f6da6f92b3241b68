// The binder engine: documents in, binder out. A pure library (no HTTP, database or React) plus the CLI.
export * from "./errors.ts";
export * from "./types.ts";
export * from "./fonts/fonts.ts";
export { build } from "./pipeline/build-mode.ts";
export type { BinderOptions, BuildMode, BuildOutcome } from "./pipeline/build-mode.ts";
export { inspectFiles, describeFile, previewFiles } from "./pipeline/preview.ts";
export { pagePicturesOf } from "./render/page-pictures.ts";
export type { PagePicture, PagePicturesResult } from "./render/page-pictures.ts";
export { compressScan, compressScans, estimateCompressedBytes, SCAN_DPI } from "./compress/scans.ts";
export type { FileCompression, ScanCompression } from "./compress/scans.ts";
export { checkFile, DEFAULT_MAX_FILE_BYTES } from "./pipeline/inputs.ts";
export { DEFAULT_MEMORY_BUDGET_BYTES, expectedPeakBytes } from "./pipeline/memory-budget.ts";
export { checkFiling } from "./check/check.ts";
export type { CheckFilingOptions, FilingFile } from "./check/check.ts";
export { packageZip, safeFileName, writePackageZip } from "./pipeline/package.ts";
export { readFileBytes } from "./tools/file-bytes.ts";
export { headOf, inMemory, isPdfOnDisk, sizeOf } from "./ingest/source-file.ts";
export type { BuildOptions, BuildResult } from "./pipeline/build.ts";
// Translated exhibits (issue 39 §2): the translation and the translator's declaration join the original's exhibit.
export type { TranslationInput } from "./pipeline/translation.ts";
export { translationPageCount } from "./pipeline/translation.ts";
export type { CachedConversions } from "./pipeline/convert-all.ts";
export type { InspectResult, FileDescription, PreviewItem } from "./pipeline/preview.ts";
export { CONVERSION_VERSION, decodeConversion, encodeConversion, sourceDigest } from "./convert/cached.ts";
export type { RecordPart } from "./convert/cached.ts";
export { KIT_FILE_NAMES } from "./kit/kit.ts";
export type { EnhancedKit, KitFile, KitOptions } from "./kit/kit.ts";
export { ocrAvailable } from "./kit/ocr.ts";
export type { QualityReport, QualityStatus, DocumentQuality, PersonalDataFinding } from "./kit/types.ts";
export { KIT_LANGUAGES } from "./kit/kit-words.ts";
export { warningIn } from "./kit/note-words.ts";
export type { EngineNote } from "./notes.ts";
export type { KitLanguage } from "./kit/kit-words.ts";
export { loadSystemFonts } from "./fonts/system-fonts.ts";
export { assembleBinder } from "./assemble/binder.ts";
export { formatDate, batesNumber } from "./assemble/format.ts";
export type {
  AssembledBinder,
  AssembledExhibit,
  AssembleOptions,
  CaseDetails,
  ExhibitInput,
} from "./assemble/types.ts";
export { markFiled, readFiledManifest, supplementLabels } from "./assemble/supplement.ts";
export { sniffHead, SNIFF_HEAD_BYTES, sniffType } from "./ingest/sniff.ts";
export { unlockPdf } from "./convert/unlock.ts";
export { setOfficeConverter } from "./convert/office.ts";
export { createWarmOfficeConverter } from "./convert/office-warm.ts";
export { endLeftOffice } from "./convert/office-leftovers.ts";
export type { OfficeConverter, WarmOfficeOptions, WarmOutcome } from "./convert/office-warm.ts";
export { describeTools, probeTool, probeTools, REQUIRED_TOOLS } from "./tools/probe.ts";
export type { ExternalTool, ToolStatus } from "./tools/probe.ts";
export {
  describeEvidence,
  writeDescription,
  type EvidenceFacts,
  type EvidenceKind,
  type DescribeEvidenceOptions,
} from "./describe/describe-evidence.ts";
export { findDates } from "./describe/text-facts.ts";
// Message exports (issue 38): SMS backups and WhatsApp chats read into one Conversation model, rendered as
// transcript exhibits.
export { MessagesError, messagesOf } from "./messages/model.ts";
export type {
  Attachment as MessageAttachment,
  Conversation,
  ConversationItem,
  ExportApp,
  Message,
  MessageExport,
  MessageSource,
  MessagesErrorCode,
  Participant,
  SystemLine,
} from "./messages/model.ts";
export { messageKindOf, readMessageExport } from "./messages/read.ts";
export { messageKindOfHead } from "./ingest/message-exports.ts";
export { CFB_SIGNATURE } from "./ingest/cfb.ts";
export type { MessageExportKind, ReadMessagesOptions } from "./messages/read.ts";
export {
  conversationSummary,
  describeTranscript,
  findConversations,
  selectTranscript,
} from "./messages/select.ts";
export type { Selection, SelectedTranscript, TranscriptRow } from "./messages/select.ts";
export { renderTranscript } from "./messages/transcript.ts";
export type { TranscriptOptions } from "./messages/transcript.ts";
export type { DeclarationDetails } from "./messages/declaration.ts";
export { pickConversations, renderExhibits, transcriptExhibits } from "./messages/exhibits.ts";
export type { TranscriptExhibit, TranscriptExhibitOptions } from "./messages/exhibits.ts";
export { emailAttachmentExhibits } from "./messages/email-attachments.ts";
export type { AttachmentExhibit } from "./messages/email-attachments.ts";
export { isEmailApp } from "./messages/model.ts";
export { chosenExhibit, listExport } from "./messages/choice.ts";
export { isTimeZone } from "./messages/time.ts";
export { attachmentOf, messagePage } from "./messages/page.ts";
export type {
  MessagePage,
  MessagePageQuery,
  MessageRow,
  MessageRowAttachment,
  TakenAttachment,
} from "./messages/page.ts";
export type { ChosenExhibit, ConversationListing, ExportListing, MessageChoice } from "./messages/choice.ts";
// Redaction of one exhibit (issue 43): the builder's find and the build's verified copy.
export { findInExhibit, isPdfBytes, redactExhibit, redactText } from "./redact/exhibit.ts";
export type { ExhibitFindResult, ExhibitPage, ExhibitRedactResult, PageLayout } from "./redact/exhibit.ts";
export type { RedactionHit } from "./redact/find.ts";
export type { DrawnBox } from "./redact/redact.ts";
