// The personal-data scanner against a table of texts that must and must not be flagged, plus masking, page numbers,
// repeats and order.
import { describe, expect, it } from "vitest";
import { findPersonalData, luhn } from "./personal-data.ts";
import type { PersonalDataKind } from "./types.ts";

/** Text → the one finding it must give (kind and masked form), or null when it must give none. */
const CASES: [string, [PersonalDataKind, string] | null][] = [
  // Social Security numbers
  ["Name: Jane Doe  123-45-6789", ["social-security-number", "***-**-6789"]],
  ["SSN 123 45 6789 on file", ["social-security-number", "*** ** 6789"]],
  ["ssn: 123.45.6789", ["social-security-number", "***.**.6789"]],
  ["SSN: 123456789", ["social-security-number", "*****6789"]],
  ["Social Security No.\n123456789", ["social-security-number", "*****6789"]],
  ["Social Secu-\nrity Number: 234567890", ["social-security-number", "*****7890"]],
  ["Soc. Sec. # 345678901", ["social-security-number", "*****8901"]],
  ["123456789 (SSN)", ["social-security-number", "*****6789"]],
  ["000-12-3456", null],
  ["666-12-3456", null],
  ["123-00-4567", null],
  ["123-45-0000", null],
  ["SSN: XXX-XX-6789", null],
  ["SSN (last four): 6789", null],
  ["Order 123456789 shipped", null],
  // Taxpayer IDs
  ["EIN: 12-3456789", ["taxpayer-id", "**-***6789"]],
  ["Federal ID\n98-7654321", ["taxpayer-id", "**-***4321"]],
  ["Tax ID 123456789", ["taxpayer-id", "*****6789"]],
  ["ITIN 912-78-1234", ["taxpayer-id", "***-**-1234"]],
  ["Invoice 12-3456789", null],
  // Cards
  ["Visa 4111 1111 1111 1111 exp 12/27", ["card-number", "**** **** **** 1111"]],
  ["Card: 4111-1111-1111-1111", ["card-number", "****-****-****-1111"]],
  ["paid with 4111111111111111", ["card-number", "**** **** **** 1111"]],
  ["Amex 3782 822463 10005", ["card-number", "**** ****** *0005"]],
  ["Visa 4111 1111 1111 1112", null],
  ["Card XXXX-XXXX-XXXX-1234", null],
  ["Card ****1234", null],
  // Bank accounts and routing numbers
  ["Account No. 123456789012", ["financial-account-number", "********9012"]],
  ["Acct #: 9876543210", ["financial-account-number", "******3210"]],
  ["Routing number 021000021", ["financial-account-number", "*****0021"]],
  ["Checking account\n1234-5678-90", ["financial-account-number", "****-**78-90"]],
  ["a/c 12345678", ["financial-account-number", "****5678"]],
  ["IBAN GB82 WEST 1234 5698 7654 32", ["financial-account-number", "**** **** **** **** **54 32"]],
  ["Acct ending in 4321", null],
  ["Account ending in 123456789", null],
  ["Account: ****5678", null],
  ["Invoice #12345678", null],
  ["Account balance $123456789.00", null],
  ["Account holder, Springfield IL 62704-1234", null],
  ["Account manager: (555) 123-4567", null],
  ["Account manager: 555-123-4567", null],
  ["Account opened 2024-01-15", null],
  ["Account history 2019 2020 2021", null],
  // Birth dates
  ["DOB: 03/14/1985", ["birth-date", "**/**/1985"]],
  ["D.O.B. 1/2/1980", ["birth-date", "**/**/1980"]],
  ["Date of\nbirth: January 2, 1980", ["birth-date", "**/**/1980"]],
  ["She was born on 2 Jan 1980 in Ohio.", ["birth-date", "**/**/1980"]],
  ["Birthdate 1980-01-02", ["birth-date", "**/**/1980"]],
  ["birthday: 01-02-1980", ["birth-date", "**/**/1980"]],
  ["01/02/1980 (DOB)", ["birth-date", "**/**/1980"]],
  ["hearing on March 3, 2024", null],
  ["Born in Ohio. Hearing on March 3, 2024", null],
  ["DOB 01/02/1980, hearing 03/04/2024", ["birth-date", "**/**/1980"]],
  ["Signed 03/14/1985", null],
  // Things that look like numbers but are none of these
  ["Call (555) 123-4567 or 555-123-4567", null],
  ["Springfield, IL 62704-1234", null],
  ["Case No. 2:24-cv-01234", null],
  ["Invoice 4829301 dated 2024-01-15", null],
  ["Total due: $12,345,678.90", null],
  ["Phone 5551234567", null],
];

describe("findPersonalData", () => {
  it.each(CASES)("%j", (text, expected) => {
    const found = findPersonalData([text]).map((f) => [f.kind, f.masked]);
    expect(found).toEqual(expected ? [expected] : []);
  });

  it("never puts the full number or date anywhere in a finding", () => {
    const secrets = [
      "123-45-6789",
      "234567890",
      "4111 1111 1111 1111",
      "5555555555554444",
      "123456789012",
      "03/14/1985",
    ];
    const text = `SSN 123-45-6789. SSN: 234567890. Card 4111 1111 1111 1111 and 5555555555554444.
Account No. 123456789012. DOB: 03/14/1985.`;
    const found = findPersonalData([text]);
    expect(found).toHaveLength(6);
    for (const finding of found) {
      const shown = JSON.stringify(finding);
      for (const secret of secrets) {
        expect(shown).not.toContain(secret);
        expect(shown).not.toContain(secret.replace(/\D/g, ""));
      }
      expect(finding.masked.replace(/\D/g, "").length).toBeLessThanOrEqual(4);
    }
  });

  it("numbers pages from firstPage, reports a repeated value once per page, in page and reading order", () => {
    const found = findPersonalData(
      ["nothing here", "DOB: 03/14/1985 and SSN 123-45-6789, again 123-45-6789", "SSN 123-45-6789"],
      12,
    );
    expect(found.map((f) => [f.page, f.kind])).toEqual([
      [13, "birth-date"],
      [13, "social-security-number"],
      [14, "social-security-number"],
    ]);
  });

  it("gives each kind its rule and one plain sentence of advice", () => {
    const found = findPersonalData([
      "SSN 123-45-6789 card 4111 1111 1111 1111 DOB: 03/14/1985 EIN 12-3456789",
    ]);
    expect(found.map((f) => [f.kind, f.rule])).toEqual([
      ["social-security-number", "FRCP 5.2(a)(1)"],
      ["card-number", "FRCP 5.2(a)(4)"],
      ["birth-date", "FRCP 5.2(a)(2)"],
      ["taxpayer-id", "FRCP 5.2(a)(1)"],
    ]);
    expect(found[0]?.advice).toBe("Black out all but the last four digits before filing (FRCP 5.2(a)(1)).");
    expect(found[2]?.advice).toMatch(/^Black out the day and month, leaving only the year of birth/);
    for (const f of found) expect(f.advice).toMatch(/^[A-Z][^.]*\(FRCP 5\.2\(a\)\(\d\)\)\.$/);
  });

  it("checks card numbers with Luhn", () => {
    expect(luhn("4111111111111111")).toBe(true);
    expect(luhn("4111111111111112")).toBe(false);
    expect(luhn("378282246310005")).toBe(true);
  });
});
