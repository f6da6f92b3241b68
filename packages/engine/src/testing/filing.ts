// Test helper: filing profiles built in the test, every rule off unless given, each given rule with one source, so
// the check's tests never depend on the court data another part of the project fills in.
import { ZFilingProfile } from "@courtready/contracts";
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
  // Every rule field off, read from the schema, so a rule added to the contract is off here too.
  const off = Object.fromEntries(
    Object.keys(ZFilingProfile.shape)
      .filter((key) => !["court", "kind", "name", "personal_data", "notes"].includes(key))
      .map((key) => [key, null]),
  );
  return ZFilingProfile.parse({
    court: "test_court",
    kind: "sourced",
    name: "Test Court",
    personal_data: [],
    notes: [],
    ...off,
    ...rules,
  });
}
