// Holds the Spanish catalogues to docs/glossary-es.md: a legal term has one Spanish word everywhere, the one California's
// courts use in their own Spanish pages, so a variant ("reclamos pequeños", "tribunal") fails here with the word to use.
import { describe, expect, it } from "vitest";
import { leaves } from "./leaves.ts";
import type { Tree } from "./leaves.ts";
import { resources } from "./resources.ts";

/** Each variant the glossary's "Not in CourtReady" column names, with the glossary's word. Matched in text, never in keys. */
const forbidden: readonly { readonly variant: RegExp; readonly use: string }[] = [
  { variant: /reclamos? pequeños|menor cuantía|casos menores/i, use: "reclamos menores" },
  { variant: /\btribunal(es)?\b|\bjuzgados?\b/i, use: "corte" },
  { variant: /\bsecretari[oa] judicial|\bactuari[oa]/i, use: "secretario de la corte" },
  { variant: /\bmagistrad[oa]s?\b/i, use: "juez" },
  { variant: /\bdesahucios?\b/i, use: "desalojo" },
  { variant: /\bexhibici[oó]n|\bexhibitos?\b/i, use: "prueba (the binder's stamp stays 'Exhibit')" },
  { variant: /\bevidencias?\b/i, use: "pruebas" },
  { variant: /\bvista (judicial|de la causa)/i, use: "audiencia" },
  { variant: /\bradic(ar|ue|a|ó)\b/i, use: "presentar" },
  { variant: /\bauto-?rrepresentad|\bauto-representad/i, use: "que se representa a sí mismo" },
  // "Número de expediente" stays: it translates an agency's "file number", which is not the court's case number.
  { variant: /\bn[úu]mero de causa/i, use: "número de caso" },
  { variant: /\bficheros?\b/i, use: "archivo" },
  {
    variant: /\bredact(ar|e|ó|ad[oa]s?|ión)\b/i,
    use: "tachar / ocultar (in Spanish 'redactar' means to write)",
  },
];

describe.each(Object.keys(resources.es))("the Spanish %s catalogue", (namespace) => {
  it("uses the glossary's legal terms, not their variants", () => {
    const found: string[] = [];
    for (const [key, text] of leaves(resources.es[namespace as keyof typeof resources.es] as Tree)) {
      for (const { variant, use } of forbidden) {
        const match = variant.exec(text);
        if (match) found.push(`${key}: "${match[0]}" — use "${use}" (docs/glossary-es.md)`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe("the forbidden variants", () => {
  it("catch the variants they name and leave the glossary's own words alone", () => {
    const catches = (text: string) => forbidden.some(({ variant }) => variant.test(text));
    for (const [input, want] of [
      ["Vaya al tribunal de reclamos pequeños.", true],
      ["Guarde el fichero.", true],
      ["Ponga la evidencia en orden.", true],
      ["Suba sus archivos para la audiencia en la corte de reclamos menores.", false],
      ["Pregunte al secretario de la corte. Vea la vista previa.", false],
    ] as const)
      expect(catches(input), String(input)).toBe(want);
  });
});
