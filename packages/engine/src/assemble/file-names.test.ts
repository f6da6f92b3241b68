// Output names under a court's file-name rule: readable, accepted by the rule, within its length, deterministic;
// today's names without a rule.
import { describe, expect, it } from "vitest";
import { TEXAS_FILE_NAME, profileWithRules } from "../testing/filing.ts";
import { DEFAULT_NAMES, outputNames, ruledName } from "./file-names.ts";

const texas = profileWithRules({ fileName: TEXAS_FILE_NAME });
/** Texas's letters with "_" too: the most readable names a rule can allow. */
const UNDERSCORE = {
  ...TEXAS_FILE_NAME,
  pattern: TEXAS_FILE_NAME.pattern.replace("A-Za-z0-9", "A-Za-z0-9_"),
};
const accepted = (name: string) =>
  name.length <= TEXAS_FILE_NAME.max_length &&
  new RegExp(TEXAS_FILE_NAME.pattern, "u").test(name.replace(/\.pdf$/, ""));

describe("ruledName", () => {
  it("keeps a name readable under Texas's rule, and more so where the rule takes _", () => {
    expect(ruledName("Exhibit Binder Vol 1", ".pdf", TEXAS_FILE_NAME)).toBe("ExhibitBinderVol1.pdf");
    expect(ruledName("Exhibit A lease agreement", ".pdf", TEXAS_FILE_NAME)).toBe(
      "ExhibitALeaseAgreement.pdf",
    );
    expect(ruledName("Exhibit Binder Vol 1", ".pdf", UNDERSCORE)).toBe("Exhibit_Binder_Vol_1.pdf");
  });

  it("keeps Latin-1 letters, spells others in plain letters and drops the rest", () => {
    expect(ruledName("Exhibit A Peña's lease (signed) 3/1/2024", ".pdf", UNDERSCORE)).toBe(
      "Exhibit_A_Peña_s_lease_signed_3_1_2024.pdf",
    );
    expect(ruledName("Exhibit A Peña's lease × 2", ".pdf", TEXAS_FILE_NAME)).toBe("ExhibitAPeñaSLease2.pdf");
    // ó and ß are Latin-1 letters; Ł, ź and ő are not.
    expect(ruledName("Exhibit B Łódź – Straße ő", ".pdf", UNDERSCORE)).toBe("Exhibit_B_Lódz_Straße_o.pdf");
    expect(ruledName("Exhibit B Łódź – Straße ő", ".pdf", TEXAS_FILE_NAME)).toBe("ExhibitBLódzStraßeO.pdf");
    const ascii = { ...TEXAS_FILE_NAME, pattern: "^[A-Za-z0-9_]+$" };
    expect(ruledName("Exhibit B Łódź – Straße ő", ".pdf", ascii)).toBe("Exhibit_B_Lodz_Strasse_o.pdf");
    expect(ruledName("Exhibit C 契約書 scan", ".pdf", TEXAS_FILE_NAME)).toBe("ExhibitCScan.pdf");
  });

  it("cuts whole words from the end to fit 50 characters, extension included", () => {
    const title = "Exhibit 12 Declaration of the landlord's property manager about the repairs";
    expect(ruledName(title, ".pdf", UNDERSCORE)).toBe("Exhibit_12_Declaration_of_the_landlord_s.pdf");
    const name = ruledName(title, ".pdf", TEXAS_FILE_NAME);
    expect(name).toBe("Exhibit12DeclarationOfTheLandlordSProperty.pdf");
    expect(accepted(name)).toBe(true);
    // One word longer than the room is cut inside.
    expect(ruledName("x".repeat(80), ".pdf", TEXAS_FILE_NAME)).toBe(`${"x".repeat(46)}.pdf`);
  });

  it("joins words with the first separator the rule takes", () => {
    const hyphens = { ...TEXAS_FILE_NAME, pattern: "^[A-Za-z0-9-]+$" };
    expect(ruledName("Exhibit Binder Vol 2", ".pdf", hyphens)).toBe("Exhibit-Binder-Vol-2.pdf");
    const spaces = { ...TEXAS_FILE_NAME, pattern: "^[A-Za-z0-9 ]+$" };
    expect(ruledName("Exhibit Binder Vol 2", ".pdf", spaces)).toBe("Exhibit Binder Vol 2.pdf");
  });

  it("fails loudly for a rule no name can meet", () => {
    expect(() => ruledName("Exhibit", ".pdf", { ...TEXAS_FILE_NAME, pattern: "^$" })).toThrow(/No file name/);
  });
});

describe("outputNames", () => {
  it("names every output by the rule, the same way every time", () => {
    const names = outputNames(texas);
    const all = [
      names.binder,
      names.volume(1),
      names.volume(12),
      names.exhibitList,
      names.exhibit("A", "Lease agreement (final).docx"),
      names.exhibit("B", "bank statement.pdf", { part: 1, of: 2 }),
      names.review,
      names.print,
    ];
    expect(all).toEqual([
      "ExhibitBinder.pdf",
      "ExhibitBinderVol1.pdf",
      "ExhibitBinderVol12.pdf",
      "ExhibitList.pdf",
      "ExhibitALeaseAgreementFinal.pdf",
      "ExhibitBPart1Of2BankStatement.pdf",
      "ExhibitBinderReviewCopy.pdf",
      "ExhibitBinderPrintCopy.pdf",
    ]);
    expect(all.every(accepted)).toBe(true);
    expect(outputNames(texas).volume(1)).toBe(names.volume(1));
    expect(outputNames(texas, true).binder).toBe("SupplementalExhibits.pdf");
    expect(outputNames(profileWithRules({ fileName: UNDERSCORE })).volume(1)).toBe(
      "Exhibit_Binder_Vol_1.pdf",
    );
  });

  it("keeps two names apart when the rule would make them equal", () => {
    const names = outputNames(texas);
    const long = "a very long description of a document that will not fit the limit";
    const first = names.exhibit("A", `${long} one`);
    const second = names.exhibit("A", `${long} two`);
    expect(first).not.toBe(second);
    expect([first, second].every(accepted)).toBe(true);
  });

  it("gives today's names without a rule, and marks the review copy where the court takes no links", () => {
    expect(outputNames(undefined)).toBe(DEFAULT_NAMES);
    expect(DEFAULT_NAMES.volume(2)).toBe("binder-volume-2.pdf");
    expect(DEFAULT_NAMES.exhibit("A", "lease.pdf")).toBe("Exhibit A - lease.pdf");
    expect(outputNames(profileWithRules({ links: "none" })).review).toBe("binder-review-not-for-filing.pdf");
    expect(outputNames(profileWithRules({ links: "none", fileName: TEXAS_FILE_NAME })).review).toBe(
      "ExhibitBinderReviewCopyNotForFiling.pdf",
    );
  });
});
