// The English catalogue of what the server says (issue 39): error and success answers, validation messages from
// these contracts, and the e-mails. English is the source and the contract: static texts are the very constants the
// routes send (so they cannot drift), templates ("{{name}}") stand for the contracts' message functions and
// en.test.ts holds each to the function's output. es.ts has the same keys (its type says so) and placeholders.
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  LOGIN_CHECK_MESSAGE,
  PASSWORD_RESET_MESSAGES,
  SESSION_MESSAGES,
} from "../auth.ts";
import { ANALYTICS_MESSAGES } from "../analytics.ts";
import { BINDER_TYPE_MESSAGES } from "../binder-type-schemas.ts";
import { CONTACT_MESSAGES } from "../contact.ts";
import { COURT_FOR_CASE_MESSAGES } from "../court-levels.ts";
import { PRESETS_MESSAGES } from "../courts.ts";
import { OUT_OF_SPACE_MESSAGE } from "../errors.ts";
import { FILING_MESSAGES } from "../filed.ts";
import { LIBRARY_MESSAGES, STORAGE_MESSAGES } from "../files.ts";
import { BUILDER_MESSAGES } from "../builder.ts";
import { FILE_REASONS } from "../file-reasons.ts";
import { FILE_REFUSALS } from "../file-refusals.ts";
import { SUGGESTION_TIPS } from "../suggestion-tips.ts";
import { DEFAULT_FILE_PROBLEM_TITLE, FILE_PROBLEM_TITLES, FILE_UNCHECKED_REASON } from "../inspection.ts";
import { ADDRESS_BUSY_MESSAGE, UNLOCK_BUSY_MESSAGE, UPLOAD_BUSY_MESSAGE } from "../limits.ts";
import { MEMBERSHIP_MESSAGES } from "../membership.ts";
import { PROJECT_MESSAGES } from "../projects.ts";
import { SHARE_MESSAGES } from "../sharing.ts";
import {
  REDACTION_KEEP_WORDS,
  REDACTION_KIND_NAMES,
  REDACTION_MESSAGES,
  TEXAS_SENSITIVE_DATA_REMINDER,
} from "../redaction.ts";
import { EMAIL_MESSAGES } from "./emails.en.ts";

type StringsOf<T> = { [K in keyof T as T[K] extends string ? K : never]: T[K] };

/** A builder message as the server sends it: "Title: description" (apps/server policy.ts, builds.service.ts). */
const joined = (entry: { title: string; description: string }) => `${entry.title}: ${entry.description}`;

/** BUILDER_MESSAGES as the builder's toasts show them, each entry's title and text apart ("noFilesTitle"). */
type BuilderTexts = {
  readonly [K in keyof typeof BUILDER_MESSAGES as `${K}Title` | `${K}Text`]: string;
};
const builderTexts = Object.fromEntries(
  Object.entries(BUILDER_MESSAGES).flatMap(([key, entry]) => [
    [`${key}Title`, entry.title],
    [`${key}Text`, entry.description],
  ]),
) as BuilderTexts;

/** The plain texts of a messages object (its functions are written as templates beside it). */
function stringsOf<T extends object>(messages: T): StringsOf<T> {
  return Object.fromEntries(
    Object.entries(messages).filter(([, text]) => typeof text === "string"),
  ) as StringsOf<T>;
}

export const en = {
  /** The server's own answers that no contracts constant holds (plugins/errors.ts, a few routes). */
  errors: {
    outOfSpace: OUT_OF_SPACE_MESSAGE,
    generic500: "Something went wrong on our side. Please try again in a moment.",
    bodyTooLarge: "The upload is too large.",
    notJson: "This request must be sent as JSON.",
    invalidJson: "The request body is not valid JSON.",
    buildNotRunning: "No build with this id is running.",
    downloadExpired: "This download has expired. Generate the binder again to get a new one.",
    filingNotRecorded: "The filing could not be recorded. Try again in a moment.",
    filedBinderNotFound: "Filed binder not found",
    tooManyChecks: "Too many files are being checked at once. Wait a moment, then try again.",
    choosePlan: "Choose one of the membership plans.",
    rangeNotSatisfiable: "That part of the file does not exist. Download the whole file again.",
    exportNoFiles: "Add at least one file to the project first.",
    exportUnknownFile:
      "A file in the preview order is not part of this project. Reload the page and try again.",
    exportDuplicateFile: "A file appears twice in the preview order.",
  },
  auth: {
    ...AUTH_MESSAGES,
    // tooManyAttemptsMessage (auth.ts): "1 minute" or "N minutes".
    tooManyAttempts_one:
      'Too many sign-in attempts. Please wait {{count}} minute and try again, or choose "Forgot password?" to set a new password now.',
    tooManyAttempts_other:
      'Too many sign-in attempts. Please wait {{count}} minutes and try again, or choose "Forgot password?" to set a new password now.',
    /** The sign-in route's answer (apps/server auth.routes.ts). */
    loginSuccessful: "Login successful",
    /** The sign-in page's note while the browser proves itself (LOGIN_CHECK_MESSAGE). */
    loginCheck: LOGIN_CHECK_MESSAGE,
  },
  /** Limits on work under way (apps/server modules/limits) and on sign-ups; "Try again in …" is a sentence of its own. */
  limits: {
    uploadBusy: UPLOAD_BUSY_MESSAGE,
    addressBusy: ADDRESS_BUSY_MESSAGE,
    unlockBusy: UNLOCK_BUSY_MESSAGE,
    tryAgainSeconds_one: "Try again in {{count}} second.",
    tryAgainSeconds_other: "Try again in {{count}} seconds.",
    tryAgainMinutes: "Try again in {{count}} minutes.",
    signups_one:
      "Too many accounts have been created from your network in the last hour. Try again in {{count}} minute, or sign in to the account you already have.",
    signups_other:
      "Too many accounts have been created from your network in the last hour. Try again in {{count}} minutes, or sign in to the account you already have.",
  },
  /** What plugins/uploads.ts says about an upload it stops (a file too large is projects.fileTooLarge). */
  uploads: {
    notMultipart: "Send the files as a multipart form.",
    tooManyFiles: "Too many files at once ({{max}} at most). Send fewer files, then try again.",
    totalTooLarge:
      "These files add up to more than {{maxMb}} MB, the most one upload can take. Remove some files or make them smaller, then try again.",
    aborted: "The upload stopped before it finished. Please try again.",
  },
  builds: {
    /** builds.pages.ts: a page picture of the view before Generate that does not exist. */
    pageNotFound: "This page was not found.",
    membershipRequired: joined(BUILDER_MESSAGES.membershipRequired),
    oneTimeExhausted: joined(BUILDER_MESSAGES.oneTimeExhausted),
    noFiles: joined(BUILDER_MESSAGES.noFiles),
    busy: joined(BUILDER_MESSAGES.busy),
    labelsPerFile: "The exhibitLabels field must give one label for each file, in order.",
    pageClosed: "The build was stopped because the page was closed.",
    translationWithoutExhibit: "A translation's file came without its exhibit.",
    translationNamesNoFile: "Each translation must name one of the files, once.",
  },
  /** The builder's toasts and notices (BUILDER_MESSAGES), title and text apart. */
  builder: {
    ...builderTexts,
    /** couldNotLoadSavedFile(name) (builder.ts). */
    couldNotLoadSavedFile: "Could not load saved file: {{name}}",
  },
  /** A build's files sent as resumable uploads (issue 40) that cannot be used: the server's own literals. */
  resumableUploads: {
    notHere: "This server does not take resumable uploads here.",
    /** apps/server uploads/resumable.claim.ts, which names its field (uploadIds). */
    idsOutOfOrder: "{{field}} must name every file, in order.",
    unfinished: "One of the files has not finished uploading. Wait for it to finish, or add it again.",
  },
  /** A request's validation problem said plainly by its kind (i18n/validation.ts), for readers of other languages. */
  validation: {
    required: "Fill in this field.",
    tooShort: "Use at least {{minimum}} characters.",
    tooLong: "Use at most {{maximum}} characters.",
    tooSmall: "Use a number of at least {{minimum}}.",
    tooBig: "Use a number of at most {{maximum}}.",
    tooFew: "Choose at least {{minimum}}.",
    tooMany: "Choose at most {{maximum}}.",
    email: "Type a valid e-mail address, like name@example.com.",
    format: "This is not in the expected form. Check it and try again.",
    invalid: "Some of what was sent is not valid. Check it and try again.",
  },
  /** The web app's page before its script runs (apps/web/index.html, as written there; server plugins/spa-page.ts). */
  pageShell: {
    title: "CourtReady — court-ready exhibit binders",
    description: "CourtReady turns your evidence into a court-ready exhibit binder.",
    noscript: "CourtReady needs JavaScript turned on in your browser.",
  },
  /** A checked file's problem in a few words, by the engine's error code (FILE_PROBLEM_TITLES), and the others. */
  fileProblems: {
    EMPTY_FILE: FILE_PROBLEM_TITLES.EMPTY_FILE!,
    TOO_LARGE: FILE_PROBLEM_TITLES.TOO_LARGE!,
    UNSUPPORTED_TYPE: FILE_PROBLEM_TITLES.UNSUPPORTED_TYPE!,
    PDF_NEEDS_PASSWORD: FILE_PROBLEM_TITLES.PDF_NEEDS_PASSWORD!,
    PDF_DAMAGED: FILE_PROBLEM_TITLES.PDF_DAMAGED!,
    PDF_TOO_MANY_PAGES: FILE_PROBLEM_TITLES.PDF_TOO_MANY_PAGES!,
    OFFICE_NEEDS_PASSWORD: FILE_PROBLEM_TITLES.OFFICE_NEEDS_PASSWORD!,
    OFFICE_CONVERSION_FAILED: FILE_PROBLEM_TITLES.OFFICE_CONVERSION_FAILED!,
    IMAGE_UNREADABLE: FILE_PROBLEM_TITLES.IMAGE_UNREADABLE!,
    IMAGE_FORMAT_UNSUPPORTED: FILE_PROBLEM_TITLES.IMAGE_FORMAT_UNSUPPORTED!,
    DECOMPRESSION_BOMB: FILE_PROBLEM_TITLES.DECOMPRESSION_BOMB!,
    TEXT_UNREADABLE: FILE_PROBLEM_TITLES.TEXT_UNREADABLE!,
    CLIPPING_EMPTY: FILE_PROBLEM_TITLES.CLIPPING_EMPTY!,
    other: DEFAULT_FILE_PROBLEM_TITLE,
    unchecked: FILE_UNCHECKED_REASON,
  },
  /** Why the engine refused a file (file-reasons.ts), as the file's row says it. */
  fileReasons: FILE_REASONS,
  /** Why the engine refused a file for its kind or its size, by code (file-refusals.ts). */
  fileRefusals: FILE_REFUSALS,
  /** The preview's fixed organising tips, by code (suggestion-tips.ts). */
  suggestions: SUGGESTION_TIPS,
  /** The redaction's words (redaction.ts): the panel's reasons, a refused build's row and what verification found. */
  redaction: REDACTION_MESSAGES,
  /** A found value's kind in its reason (REDACTION_MESSAGES.hitReason's {{kind}}). */
  redactionKinds: REDACTION_KIND_NAMES,
  /** What may stay of a found value (hitReason's {{keep}}). */
  redactionKeep: REDACTION_KEEP_WORDS,
  /** A court's reminder at filing, by its rule set (packages/courts filing/redaction.ts). */
  redactionReminders: {
    texas: TEXAS_SENSITIVE_DATA_REMINDER,
  },
  account: ACCOUNT_MESSAGES,
  passwordReset: PASSWORD_RESET_MESSAGES,
  sessions: SESSION_MESSAGES,
  analytics: { tooMany: ANALYTICS_MESSAGES.tooMany, labelPersonal: ANALYTICS_MESSAGES.labelPersonal },
  binderTypes: BINDER_TYPE_MESSAGES,
  contact: CONTACT_MESSAGES,
  courts: { ...COURT_FOR_CASE_MESSAGES, ...PRESETS_MESSAGES },
  filing: FILING_MESSAGES,
  library: {
    ...stringsOf(LIBRARY_MESSAGES),
    tooLarge:
      "This file is larger than {{maxMb}} MB, the limit for one file. Split it, or save a smaller copy, then try again.",
    quotaReached:
      "Your storage is full: {{used}} of {{quota}} used by your saved projects (with their filed binders) and library files. Delete projects or library files you no longer need, then try again.",
    uploadFailedFile: "Failed to upload {{filename}}",
  },
  storage: {
    ...stringsOf(STORAGE_MESSAGES),
    usage: "{{used}} of {{quota}} used",
  },
  membership: {
    ...stringsOf(MEMBERSHIP_MESSAGES),
    // paymentSuccessText(annual) and inviteForAnotherAddress(masked) (membership.ts).
    paymentSuccessTextAnnual: "Your annual membership is now active. You can build binders right away.",
    paymentSuccessTextMonthly: "Your monthly membership is now active. You can build binders right away.",
    inviteForAnotherAddress:
      "This invitation is for {{masked}}. Sign in with that address to take the seat, or ask the person who invited you to give it to this account: they can see that you asked.",
  },
  projects: {
    ...stringsOf(PROJECT_MESSAGES),
    fileTooLarge:
      "{{filename}} is larger than {{maxMb}} MB, the most one file can be. Split it or make it smaller, then try again.",
    projectTooLarge:
      "These files add up to more than {{maxMb}} MB, the most one binder can take. Remove some files or make them smaller, then try again.",
    // fileOrderNewMismatch(entries, uploads): "file"/"files" and "was"/"were" follow each number.
    fileOrderNewMismatch:
      "The new order lists {{entries}} new files, but {{uploads}} were uploaded. Add the files again and save.",
    fileOrderNewMismatchOneListed:
      "The new order lists {{entries}} new file, but {{uploads}} were uploaded. Add the files again and save.",
    fileOrderNewMismatchOneUploaded:
      "The new order lists {{entries}} new files, but {{uploads}} was uploaded. Add the files again and save.",
    /** A file's name and why it was refused; the reason is translated on its own when the catalogue holds it. */
    fileRejected: "{{filename}}: {{reason}}",
    filesAddedText: "Added {{count}} file(s) to your project",
    duplicatedText: 'Created a copy of "{{name}}". You can now edit the duplicate.',
    /** apps/server projects.export.ts EXPORT_MESSAGES.notConverted, the exhibit list's line for a file it could not read. */
    notConverted: "Could not be converted: {{reason}}",
  },
  sharing: {
    ...stringsOf(SHARE_MESSAGES),
    tooManyLinks:
      "This project already has {{max}} working share links. Revoke one you no longer need, then create a new one.",
    exhibitNotBuilt:
      "This exhibit could not be shown as it appears in the binder. {{reason}} You can still download the original file.",
  },
  /**
   * The court page's filing rules in words (filing-words.ts filingRulesInWords; filing-words.test.ts holds every
   * rule a profile can set to one of these). A personal-data rule's words are translated inside their sentence.
   */
  filingRules: {
    maxDocumentMb: "Each document: at most {{mb}} MB.",
    maxEnvelopeMb: "One filing (all its documents together): at most {{mb}} MB.",
    linksNone: "No links at all in the files (page numbers in the index stay).",
    linksInternal: "Links within a file are accepted; no links to outside websites.",
    clerkBoxFirstPage:
      "First page: keep a {{width}} in × {{height}} in box at the top right empty for the clerk's stamp.",
    clerkBoxLaterPages: "Later pages: keep a {{width}} in × {{height}} in box at the top right empty.",
    pageSizeKeepLegal: "Legal-size pages stay legal size (never shrunk to Letter).",
    pageSizeLetter: "Pages are Letter size (legal-size pages are shrunk to fit).",
    fileName: "File names: {{description}}.",
    bookmarksRequired: "Bookmarks are required.",
    bookmarksNotRequired: "Bookmarks are not required.",
    searchableRequired: "Every page must be text-searchable (scans need OCR).",
    searchableNotRequired: "Text-searchable pages are not required.",
    formsFlattened: "Fillable form fields must be flattened.",
    formsAccepted: "Fillable form fields are accepted.",
    packagingCombined: "File one combined document.",
    packagingLead: "File a lead document with the exhibits as attachments.",
    personalData: "Personal data: {{words}}.",
    personalDataFrcp:
      "redact as Fed. R. Civ. P. 5.2 requires (last 4 of SSN and account numbers, birth year, minors' initials)",
    personalDataTex: "redact sensitive data as Tex. R. Civ. P. 21c requires",
    personalDataIll: "leave out personal identity information as Ill. S. Ct. R. 138 requires",
    personalDataFla: "minimise sensitive information as Fla. R. Gen. Prac. & Jud. Admin. 2.425 requires",
    personalDataCal: "exclude or redact identifiers as Cal. Rules of Court 1.201 requires",
  },
  emails: EMAIL_MESSAGES,
} as const;

/** A catalogue with English's namespaces and keys, each a text. */
export type CatalogueShape = {
  readonly [NS in keyof typeof en]: { readonly [K in keyof (typeof en)[NS]]: string };
};
