// The part of fontkit (foliojs, MIT; ships no types) that the engine uses directly. pdf-lib uses the rest.
declare module "fontkit" {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
