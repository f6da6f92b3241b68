// Licence numbers by each state's sourced shape (issue 43), with the court directory's real rule sets and the real
// engine on a text PDF, as the builder's find job runs them: the state's shape is found after "Lic." or "ID"; an
// invoice, a phone number and another state's shape are not; California's rule names no licence numbers at all.
import { describe, expect, it } from "vitest";
import type { TPersonalDataRule } from "@courtready/contracts";
import { REDACTION_RULES } from "@courtready/courts";
import { findInExhibit } from "@courtready/engine";
import { makePdf } from "@courtready/engine/testing";

/** One line a page: what the person's exhibit says, and the licence numbers the rule set finds in it. */
const CASES: [TPersonalDataRule, string[], string[]][] = [
  [
    "tex-r-civ-p-21c",
    ["Lic. 12345678", "Invoice ID 87654321", "Phone 512-555-0100", "Lic. A1234567", "ID S123-4567-8901"],
    ["12345678"],
  ],
  [
    "ill-s-ct-r-138",
    ["ID S123-4567-8901", "Invoice ID 87654321", "Lic. 12345678", "Phone 312-555-0100", "Lic. A1234567"],
    ["S123-4567-8901"],
  ],
  [
    "fla-r-gen-prac-2.425",
    [
      "ID S123-456-78-901-0",
      "Invoice ID 87654321",
      "Lic. S123-4567-8901",
      "Phone 305-555-0100",
      "Lic. 12345678",
    ],
    ["S123-456-78-901-0"],
  ],
  ["cal-r-ct-1.201", ["Lic. A1234567", "ID 12345678"], []],
];

describe("licence numbers by the court's state's shape", () => {
  it.each(CASES)("%s finds %j's licence numbers: %j", async (id, lines, expected) => {
    const pdf = await makePdf(lines.map((text) => ({ text })));
    const found = await findInExhibit({ name: "exhibit.pdf", bytes: pdf }, REDACTION_RULES[id], {
      maxPages: 0,
    });
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    expect(found.hits.filter((h) => h.kind === "drivers-licence").map((h) => h.value)).toEqual(expected);
  });
});
