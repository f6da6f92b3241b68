// The redaction rule sets: every personal-data rule a profile can name has one, each sourced and dated, and the
// courts get their state's.
import { PERSONAL_DATA_RULES, ZRedactionRuleSet } from "@courtready/contracts";
import { describe, expect, it } from "vitest";
import { redactionRulesFor } from "../index.ts";
import { REDACTION_RULES } from "./redaction.ts";

describe("REDACTION_RULES", () => {
  it.each(PERSONAL_DATA_RULES)("%s is a valid, sourced rule set with each source dated", (id) => {
    const rules = ZRedactionRuleSet.parse(REDACTION_RULES[id]);
    expect(rules.id).toBe(id);
    for (const source of rules.sources) {
      expect(source.url).toMatch(/^https?:\/\//);
      expect(source.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(rules.kinds.map((k) => k.kind)).size).toBe(rules.kinds.length);
  });

  it("Texas removes every character with an X and reminds of the sensitive-data designation", () => {
    const tx = REDACTION_RULES["tex-r-civ-p-21c"];
    expect(tx.style).toBe("x-per-character");
    expect(tx.kinds.every((k) => k.keep === "nothing")).toBe(true);
    expect(tx.kinds.map((k) => k.kind)).toContain("home-address");
    expect(tx.filingReminder).toMatch(/sensitive data/);
  });

  it("a court gets its state's rule set, a federal court FRCP 5.2", () => {
    expect(redactionRulesFor("tx_harris")?.id).toBe("tex-r-civ-p-21c");
    expect(redactionRulesFor("ca_los_angeles")?.id).toBe("cal-r-ct-1.201");
    expect(redactionRulesFor("no-such-court")).toBeUndefined();
  });
});
