// The Spanish of the court-for-case notes (issue 39): every rule's note has one, none is left half English, the
// glossary's words are used, court names stay as the court names itself, and the API answer carries it.
import { describe, expect, it } from "vitest";
import { ZCourtForCase } from "@courtready/contracts";
import { courtForCase } from "../index.ts";
import { LEVEL_NOTES_ES, LEVEL_RULES } from "./index.ts";

const sentences = (text: string) => text.split(/(?<=[.:;])\s+/).map((part) => part.trim());

// Variants docs/glossary-es.md keeps out of CourtReady (apps/web's glossary.test.ts holds the catalogues to it).
const VARIANTS = [
  /\btribunal(es)?\b/i,
  /\bjuzgados?\b/i,
  /\bmagistrados?\b/i,
  /\breclamos pequeños\b/i,
  /\bevidencia\b/i,
  /\bradicar\b/i,
];

describe("the court-for-case notes in Spanish", () => {
  it("gives every rule's note a Spanish one, and keeps no Spanish for a note no rule has", () => {
    const missing = LEVEL_RULES.filter((rule) => !LEVEL_NOTES_ES.get(rule.note)?.trim()).map(
      (rule) => rule.note,
    );
    expect(missing).toEqual([]);
    const notes = new Set(LEVEL_RULES.map((rule) => rule.note));
    expect([...LEVEL_NOTES_ES.keys()].filter((english) => !notes.has(english))).toEqual([]);
  });

  it("leaves no English sentence of a note unchanged in its Spanish", () => {
    const kept = [...LEVEL_NOTES_ES].flatMap(([english, spanish]) =>
      // A short part ("not a court.") could be a name; four words or more is a sentence.
      sentences(english)
        .filter((sentence) => sentence.split(/\s+/).length >= 4 && spanish.includes(sentence))
        .map((sentence) => `${sentence} ← ${english}`),
    );
    expect(kept).toEqual([]);
  });

  it("uses the glossary's words and the usted form", () => {
    const drifted = [...LEVEL_NOTES_ES.values()].filter((spanish) =>
      VARIANTS.some((variant) => variant.test(spanish)),
    );
    expect(drifted).toEqual([]);
    // "type it" is said as "escriba" (usted), never the tú form "escribe".
    const tu = [...LEVEL_NOTES_ES.values()].filter((spanish) => /\b(escribe|usa|pregunta)\b/.test(spanish));
    expect(tu).toEqual([]);
  });

  it("keeps every dollar amount and each court's English name", () => {
    const lost = [...LEVEL_NOTES_ES].flatMap(([english, spanish]) => {
      const amounts = english.match(/\$[\d,]+/g) ?? [];
      // "Justice Court", "Magistrate Court", "Court of Common Pleas": a capitalised name ending in Court.
      const courts =
        english.match(/(?:[A-Z][\w'-]*\s)+Courts?\b(?: of [A-Z][\w ]*?(?=[,.;:)]| not))?/g) ?? [];
      return [...amounts, ...courts]
        .map((name) => name.replace(/^(The|A|Each|For|Small|Evictions|Landlord-tenant)\s+/, "").trim())
        .filter((name) => !spanish.includes(name))
        .map((name) => `${name} ← ${english}`);
    });
    expect(lost).toEqual([]);
  });

  it("comes with the API's answer: a rule's Spanish note, and the fallback's in Spanish too", () => {
    const houston = ZCourtForCase.parse(courtForCase("tx_harris", "small_claims", 500));
    expect(houston.note).toMatch(/^Small claims in Texas \(up to \$20,000\) are heard by a Justice Court\./);
    expect(houston.note_es).toMatch(
      /^En Texas, los reclamos menores \(hasta \$20,000\) los ve una Justice Court\./,
    );

    const over = ZCourtForCase.parse(courtForCase("ny_kings", "small_claims", 12_000));
    expect(over.note).toBe(
      "$12,000 is over the $10,000 small claims limit here. Check which court hears your case.",
    );
    expect(over.note_es).toBe(
      "$12,000 supera el límite de $10,000 para reclamos menores aquí. Verifique qué corte ve su caso.",
    );
  });
});
