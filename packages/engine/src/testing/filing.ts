// Test helper: filing profiles built in the test, every rule off unless given, each given rule with one source, so
// the check's tests never depend on the court data another part of the project fills in.
import { NO_FILING_RULES } from "@courtready/contracts";
import type { TFilingProfile } from "@courtready/contracts";

export const TEST_SOURCE = {
  title: "Test Court e-filing rule 1",
  url: "https://example.org/rules",
  read: "2026-01-01",
  value: null,
};

/** A rule's value with one source, as profiles carry it. */
export function sourced<T>(value: T): { value: T; sources: (typeof TEST_SOURCE)[] } {
  return { value, sources: [TEST_SOURCE] };
}

/** A sourced profile with no rule but those given. */
export function filingProfile(rules: Partial<TFilingProfile> = {}): TFilingProfile {
  return {
    court: "test_court",
    kind: "sourced",
    name: "Test Court",
    ...NO_FILING_RULES,
    notes: [],
    ...rules,
  };
}
