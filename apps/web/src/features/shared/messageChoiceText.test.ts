// A saved message choice in words, in English and Spanish: the count, the days (as calendar days wherever the
// browser is), single messages, the zone and the declaration.
import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n/index.ts";
import { choiceSummary } from "./messageChoiceText.ts";

const choice = {
  conversations: ["a"],
  from: "2025-03-04",
  to: "2025-03-05",
  timeZone: "America/New_York",
  declaration: true,
};

describe("a message choice in words", () => {
  it("says what the transcript shows, in English", () => {
    expect(choiceSummary(choice, i18n.getFixedT("en", "messages"))).toBe(
      "Messages chosen: 1 conversation · Mar 4, 2025 – Mar 5, 2025 · times in America/New York · with a declaration of authenticity",
    );
    const { from: _from, to: _to, ...open } = choice;
    expect(
      choiceSummary(
        { ...open, conversations: ["a", "b"], only: { a: [1, 2] }, declaration: false, to: "2025-04-01" },
        i18n.getFixedT("en", "messages"),
      ),
    ).toBe(
      "Messages chosen: 2 conversations · until Apr 1, 2025 · 2 single messages · times in America/New York",
    );
    expect(choiceSummary({ ...open, declaration: false }, i18n.getFixedT("en", "messages"))).toBe(
      "Messages chosen: 1 conversation · every day · times in America/New York",
    );
  });

  it("says it in Spanish, the zone's name kept", () => {
    const spanish = choiceSummary(choice, i18n.getFixedT("es", "messages"));
    expect(spanish).toMatch(
      /^Mensajes elegidos: 1 conversación · 4 mar\.? 2025 – 5 mar\.? 2025 · horas en America\/New York · con una declaración de autenticidad$/,
    );
    expect(spanish).not.toContain("Messages chosen");
  });
});
