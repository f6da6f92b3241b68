// The preview's organising tips when no AI writes them (issue 39): the server's fixed rules pick them by code and
// the catalogue (i18n/en.ts `suggestions`, i18n/es.ts) says them in the person's language. They are interface text,
// shown beside the preview and never printed in the binder, unlike an exhibit's description (which stays English).

export const SUGGESTION_TIPS = {
  timeline: "Add a short written timeline of events, in date order, as your first exhibit.",
  receipts: "Include receipts or invoices for every amount you are asking for.",
  photos: "Add clear photos of any damage, with the date each was taken.",
  correspondence: "Include letters, e-mails and text messages between you and the other party.",
  chronological: "Put your exhibits in chronological order so the judge can follow the story.",
  noExhibits: "Upload the documents you want the judge to see: each file becomes one exhibit.",
  decision:
    "Include a copy of the notice, decision or citation the hearing is about, so it is easy to point to.",
  lease: "Include your lease or rental agreement and any notices you received from the landlord.",
  contract: "Include the contract, agreement, quote or order confirmation the dispute is about.",
  medical: "Include the medical records and bills that show the treatment and its dates.",
  insurance: "Include the insurance policy (or its declarations page) and the letters about your claim.",
  answering:
    "As the {{role}}, include a copy of the papers you received, so you can point to what you are answering.",
  outOfOrder:
    "{{later}} is dated before {{earlier}} but comes after it; consider putting the exhibits in date order so the " +
    "judge can follow the story.",
  longExhibit:
    "{{exhibit}} is {{pages}} pages long; consider tabbing or flagging the pages you plan to refer to.",
  hearingDate:
    "Add your hearing date to the case information so it is on the cover page and in your reminders.",
  readable: "Check that every page is readable and right side up before you print.",
  copies: "Print one copy for the judge, one for each other party and one for yourself.",
  /** An exhibit in the tips above: "Exhibit A (lease.pdf)", or the file's name in quotes before it has a letter. */
  exhibitLabelled: "Exhibit {{label}} ({{filename}})",
  exhibitUnlabelled: '"{{filename}}"',
  // The roles the "answering" tip names (the server's ANSWERING_ROLES), as ROLE_NAMES says them, lower case.
  roleDefendant: "defendant",
  roleRespondent: "respondent",
  roleCrossDefendant: "cross-defendant",
  roleThirdPartyDefendant: "third-party defendant",
  roleCounterDefendant: "counter-defendant",
} as const;

export type SuggestionTipCode = keyof typeof SUGGESTION_TIPS;

/** A tip as the rules choose it: its code and the values of its placeholders. */
export interface SuggestionTip {
  code: SuggestionTipCode;
  params?: Readonly<Record<string, string | number>>;
}

/** What the preview shows when suggestions cannot be had at all, in this order (builder-and-projects.md §8). */
export const FALLBACK_TIP_CODES = [
  "timeline",
  "receipts",
  "photos",
  "correspondence",
  "chronological",
] as const satisfies readonly SuggestionTipCode[];
