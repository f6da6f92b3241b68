// For tests in every workspace that read produced text (a page's words, a translation, a report): one call names every
// phrase that must be there and every one that must not, so a test reads as the two lists it checks. Soft expectations
// report each missing or stray phrase in one run instead of stopping at the first.
import { expect } from "vitest";

export function expectText(
  text: string,
  { has = [], lacks = [] }: { has?: readonly string[]; lacks?: readonly string[] },
): void {
  // A call with nothing to check would pass whatever the text: a test that cannot fail.
  expect(has.length + lacks.length, "expectText needs at least one phrase").toBeGreaterThan(0);
  for (const phrase of has) expect.soft(text).toContain(phrase);
  for (const phrase of lacks) expect.soft(text).not.toContain(phrase);
}
