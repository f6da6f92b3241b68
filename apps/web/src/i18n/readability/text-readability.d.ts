// Types for the part of text-readability (ISC, no types of its own) that the readability check calls.
declare module "text-readability" {
  const readability: {
    fleschKincaidGrade(text: string): number;
    syllableCount(text: string): number;
    lexiconCount(text: string): number;
  };
  export default readability;
}
