// The licence number shapes: each is a valid pattern with a dated source, a shape without a source is refused, and
// each state's shape takes its own numbers, not another state's, a phone number or an invoice number.
import { ZLicenceShape } from "@courtready/contracts";
import { describe, expect, it } from "vitest";
import { LICENCE_SHAPES } from "./licence-shapes.ts";
import { REDACTION_RULES } from "./redaction.ts";

/** Numbers written as each state's sources show them (made up, of the shape). */
const EXAMPLES: Record<string, string[]> = {
  CA: ["A1234567", "D7654321"],
  FL: ["S123-456-78-901-0", "S123456789010"],
  IL: ["S123-4567-8901", "S12345678901", "S123-4567-8901-2"],
  TX: ["12345678", "1234567"],
};
const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`, "i");

describe("LICENCE_SHAPES", () => {
  it.each(LICENCE_SHAPES.map((s) => [s.state, s] as const))(
    "%s is valid, with each source dated",
    (_, shape) => {
      ZLicenceShape.parse(shape);
      for (const source of shape.sources) {
        expect(source.url).toMatch(/^https?:\/\//);
        expect(source.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    },
  );

  it("refuses a shape without a source", () => {
    expect(ZLicenceShape.safeParse({ ...LICENCE_SHAPES[0], sources: [] }).success).toBe(false);
  });

  it.each(Object.keys(EXAMPLES))("%s takes its own numbers and no other state's", (state) => {
    const shape = LICENCE_SHAPES.find((s) => s.state === state);
    expect(shape).toBeDefined();
    const re = whole(shape!.pattern);
    for (const number of EXAMPLES[state]!) expect(re.test(number), number).toBe(true);
    for (const [other, numbers] of Object.entries(EXAMPLES)) {
      if (other === state) continue;
      // An undashed Florida number is a letter and 12 digits, which Illinois's overflow form also is.
      const distinct = numbers.filter((n) => !(state === "IL" && n === "S123456789010"));
      for (const number of distinct)
        expect(re.test(number), `${state} took ${other}'s ${number}`).toBe(false);
    }
  });

  it.each(LICENCE_SHAPES.map((s) => [s.state, s.pattern] as const))(
    "%s's shape takes no phone, invoice or date",
    (_, pattern) => {
      const re = whole(pattern);
      for (const text of ["512-555-0100", "(512) 555-0100", "INV-2024-0042", "123456789", "03/14/1985"]) {
        expect(re.test(text), text).toBe(false);
      }
    },
  );

  it("each state rule set that redacts licence numbers carries its state's shape", () => {
    const shapeStates = (id: keyof typeof REDACTION_RULES) =>
      (REDACTION_RULES[id].licenceShapes ?? []).map((s) => s.state);
    expect(shapeStates("tex-r-civ-p-21c")).toEqual(["TX"]);
    expect(shapeStates("ill-s-ct-r-138")).toEqual(["IL"]);
    expect(shapeStates("fla-r-gen-prac-2.425")).toEqual(["FL"]);
    // Rule 1.201 and FRCP 5.2 name no licence numbers.
    expect(shapeStates("cal-r-ct-1.201")).toEqual([]);
    expect(shapeStates("frcp-5.2")).toEqual([]);
  });
});
