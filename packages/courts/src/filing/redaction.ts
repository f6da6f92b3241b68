// What each personal-data rule set asks to be redacted and how (issue 43), each rule with the pages it was read on.
// A kind a rule names that could not be sourced as to what may stay is left out here and listed in decisions.md.
import { TEXAS_SENSITIVE_DATA_REMINDER } from "@courtready/contracts";
import type { TFactSource, TPersonalDataRule, TRedactionRuleSet } from "@courtready/contracts";
import { FL_LICENCE_SHAPE, IL_LICENCE_SHAPE, TX_LICENCE_SHAPE } from "./licence-shapes.ts";
import { CA_RULE_1_201, cite, FRCP_5_2, IL_RULE_138, TX_RULE_21_AND_21C } from "./sources.ts";

/** Where the issue 43 redaction details were read (the rules' own words, quoted by the pages named). */
const FRCP_5_2_DETAIL = cite(
  'Redactify, "What Does FRCP 5.2 Require to Be Redacted?" (2026): last four digits of SSN, taxpayer and financial-account numbers, year of birth, a minor\'s initials',
  "https://www.redactifyai.com/answers/what-does-frcp-5-2-require-redacted/",
);
const TX_RULE_21C_TEXT = cite(
  'Texas Family Law blog, "Sensitive Data In Filed Family Law Documents" (2016), quoting Tex. R. Civ. P. 21c(a)–(d): driver\'s license, passport, social security, tax identification, bank, credit card and financial account numbers, birth dates, home addresses and names of minors; an "X" in place of each omitted digit or character, or removal in a manner indicating the data has been redacted; the "contains sensitive data" designation',
  "http://texasfamilylaw.blogspot.com/2016/04/sensitive-data-in-filed-family-law.html",
);
const IL_RULE_138_TEXT = cite(
  "Rules.legal, Ill. S. Ct. R. 138, Personal Identity Information, paragraphs (b) and (c): a redacted filing shall only include the last four digits of the Social Security or taxpayer-identification, driver's license, financial account, debit and credit card numbers",
  "https://rules.legal/il/article-ii-rules-on-civil-proceedings-in-the-trial-court/part-b-pleadings-and-other-papers/rule-138-personal-identity-information",
);
const FL_RULE_2_425_SUMMARY = cite(
  'Audrie Law, "New Privacy Rules for Florida Court Filings" (Forum 8, October 2011), on Rule 2.425(a): only the initials of a minor, only the year of a birth date, no portion of any social security, bank account, credit card, charge or debit account number',
  "http://audrielaw.com/News/1039/New-Privacy-Rules-for-Florida-Court-Filings.html",
);
const FL_RULE_2_425_LAST_FOUR = cite(
  'LegalClarity, "Florida Rule 2.425: Redaction Requirements for Court Filings": the last four digits only of taxpayer and employee identification, driver\'s license and passport numbers',
  "https://legalclarity.org/florida-rule-2-425-redaction-requirements-for-court-filings/",
);
const CA_RULE_1_201_TEXT = cite(
  "California Rules of Court (2017), rule 1.201(a): only the last four digits of a social security number or a financial account number may be used",
  "http://www.courts.ca.gov/cms/rules/index.cfm?title=one&linkid=rule1_201",
);

const sourced = (...sources: TFactSource[]): TFactSource[] => sources;

/** Each personal-data rule set a filing profile can name, as the redaction applies it. */
export const REDACTION_RULES: Record<TPersonalDataRule, TRedactionRuleSet> = {
  "frcp-5.2": {
    id: "frcp-5.2",
    name: "Fed. R. Civ. P. 5.2",
    kinds: [
      { kind: "social-security-number", keep: "last-4", cites: "FRCP 5.2(a)(1)" },
      { kind: "taxpayer-id", keep: "last-4", cites: "FRCP 5.2(a)(1)" },
      { kind: "birth-date", keep: "year", cites: "FRCP 5.2(a)(2)" },
      { kind: "minor-name", keep: "initials", cites: "FRCP 5.2(a)(3)" },
      { kind: "financial-account-number", keep: "last-4", cites: "FRCP 5.2(a)(4)" },
      { kind: "card-number", keep: "last-4", cites: "FRCP 5.2(a)(4)" },
    ],
    style: "black-box",
    label: false,
    filingReminder: null,
    sources: sourced(FRCP_5_2, FRCP_5_2_DETAIL),
  },
  "tex-r-civ-p-21c": {
    id: "tex-r-civ-p-21c",
    name: "Tex. R. Civ. P. 21c",
    kinds: [
      { kind: "drivers-licence", keep: "nothing", cites: "Tex. R. Civ. P. 21c(a)(1)" },
      { kind: "passport-number", keep: "nothing", cites: "Tex. R. Civ. P. 21c(a)(1)" },
      { kind: "social-security-number", keep: "nothing", cites: "Tex. R. Civ. P. 21c(a)(1)" },
      { kind: "taxpayer-id", keep: "nothing", cites: "Tex. R. Civ. P. 21c(a)(1)" },
      { kind: "financial-account-number", keep: "nothing", cites: "Tex. R. Civ. P. 21c(a)(2)" },
      { kind: "card-number", keep: "nothing", cites: "Tex. R. Civ. P. 21c(a)(2)" },
      { kind: "birth-date", keep: "nothing", cites: "Tex. R. Civ. P. 21c(a)(3)" },
      { kind: "home-address", keep: "nothing", cites: "Tex. R. Civ. P. 21c(a)(3)" },
      { kind: "minor-name", keep: "nothing", cites: "Tex. R. Civ. P. 21c(a)(3)" },
    ],
    style: "x-per-character",
    label: false,
    // Said in the person's language by the panels (contracts' catalogue holds its Spanish).
    filingReminder: TEXAS_SENSITIVE_DATA_REMINDER,
    sources: sourced(TX_RULE_21_AND_21C, TX_RULE_21C_TEXT),
    licenceShapes: [TX_LICENCE_SHAPE],
  },
  "ill-s-ct-r-138": {
    id: "ill-s-ct-r-138",
    name: "Ill. S. Ct. R. 138",
    kinds: [
      { kind: "social-security-number", keep: "last-4", cites: "Ill. S. Ct. R. 138(c)(1)" },
      { kind: "taxpayer-id", keep: "last-4", cites: "Ill. S. Ct. R. 138(c)(1)" },
      { kind: "drivers-licence", keep: "last-4", cites: "Ill. S. Ct. R. 138(c)(2)" },
      { kind: "financial-account-number", keep: "last-4", cites: "Ill. S. Ct. R. 138(c)(3)" },
      { kind: "card-number", keep: "last-4", cites: "Ill. S. Ct. R. 138(c)(4)" },
    ],
    style: "black-box",
    label: false,
    filingReminder: null,
    sources: sourced(IL_RULE_138, IL_RULE_138_TEXT),
    licenceShapes: [IL_LICENCE_SHAPE],
  },
  "fla-r-gen-prac-2.425": {
    id: "fla-r-gen-prac-2.425",
    name: "Fla. R. Gen. Prac. & Jud. Admin. 2.425",
    kinds: [
      { kind: "minor-name", keep: "initials", cites: "Fla. R. Gen. Prac. & Jud. Admin. 2.425(a)(1)" },
      { kind: "birth-date", keep: "year", cites: "Fla. R. Gen. Prac. & Jud. Admin. 2.425(a)(2)" },
      {
        kind: "social-security-number",
        keep: "nothing",
        cites: "Fla. R. Gen. Prac. & Jud. Admin. 2.425(a)(3)",
      },
      // The detector's account numbers are bank accounts (checking, savings, routing): no portion may be filed.
      {
        kind: "financial-account-number",
        keep: "nothing",
        cites: "Fla. R. Gen. Prac. & Jud. Admin. 2.425(a)(3)",
      },
      { kind: "card-number", keep: "nothing", cites: "Fla. R. Gen. Prac. & Jud. Admin. 2.425(a)(3)" },
      { kind: "taxpayer-id", keep: "last-4", cites: "Fla. R. Gen. Prac. & Jud. Admin. 2.425(a)(4)" },
      { kind: "drivers-licence", keep: "last-4", cites: "Fla. R. Gen. Prac. & Jud. Admin. 2.425(a)(4)" },
      { kind: "passport-number", keep: "last-4", cites: "Fla. R. Gen. Prac. & Jud. Admin. 2.425(a)(4)" },
    ],
    style: "black-box",
    label: false,
    filingReminder: null,
    // No home addresses: the summaries of 2.425(a) read on 2026-11-28 (the two above) list none; a domestic-violence
    // victim's address is confidential under rule 2.420, a different rule, and is not this rule set's.
    sources: sourced(FL_RULE_2_425_SUMMARY, FL_RULE_2_425_LAST_FOUR),
    licenceShapes: [FL_LICENCE_SHAPE],
  },
  "cal-r-ct-1.201": {
    id: "cal-r-ct-1.201",
    name: "Cal. Rules of Court, rule 1.201",
    kinds: [
      { kind: "social-security-number", keep: "last-4", cites: "Cal. Rules of Court, rule 1.201(a)(1)" },
      { kind: "financial-account-number", keep: "last-4", cites: "Cal. Rules of Court, rule 1.201(a)(2)" },
      { kind: "card-number", keep: "last-4", cites: "Cal. Rules of Court, rule 1.201(a)(2)" },
    ],
    style: "black-box",
    label: false,
    filingReminder: null,
    sources: sourced(CA_RULE_1_201, CA_RULE_1_201_TEXT),
    // No licence shape: rule 1.201 does not name licence numbers (CA_LICENCE_SHAPE waits for a rule that does).
  },
};

/** The CLI's short names for the rule sets (`--rules tx`). */
export const REDACTION_RULE_ALIASES: Record<string, TPersonalDataRule> = {
  federal: "frcp-5.2",
  tx: "tex-r-civ-p-21c",
  il: "ill-s-ct-r-138",
  fl: "fla-r-gen-prac-2.425",
  ca: "cal-r-ct-1.201",
};
