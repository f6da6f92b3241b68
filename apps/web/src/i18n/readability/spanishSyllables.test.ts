// Holds the Spanish syllable counter to words whose syllables a dictionary splits (RAE's rules on diphthong and hiatus).
import { describe, expect, it } from "vitest";
import { spanishSyllables } from "./spanishSyllables.ts";

describe("spanishSyllables", () => {
  it.each([
    ["corte", 2], // cor-te
    ["audiencia", 3], // au-dien-cia: two diphthongs
    ["demandante", 4], // de-man-dan-te
    ["prueba", 2], // prue-ba
    ["carpeta", 3],
    ["secretario", 4], // se-cre-ta-rio
    ["desalojo", 4],
    ["reclamos", 3],
    ["juez", 1], // a diphthong: one syllable
    ["leer", 2], // le-er: two strong vowels are a hiatus
    ["país", 2], // pa-ís: an accented weak vowel breaks the diphthong
    ["día", 2], // dí-a
    ["aún", 2], // a-ún
    ["que", 1], // the u of "que" is silent
    ["guerra", 2], // gue-rra
    ["pingüino", 3], // pin-güi-no: ü is spoken and joins the diphthong
    ["hoy", 1], // a final y closes the diphthong
    ["muy", 1],
    ["ayuda", 3], // a-yu-da: y before a vowel is a consonant
    ["buey", 1], // a triphthong
    ["ciudad", 2], // ciu-dad
    ["presentación", 4], // pre-sen-ta-ción
    ["electrónica", 5], // e-lec-tró-ni-ca
    ["información", 4], // in-for-ma-ción
    ["Prueba", 2], // capitals count the same
    ["PDF", 1], // no vowel: one unit
    ["3", 1],
  ])("%s has %i syllables", (word, expected) => {
    expect(spanishSyllables(word)).toBe(expected);
  });
});
