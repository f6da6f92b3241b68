// Counts the syllables of Spanish words, for the Fernández-Huerta score: one syllable per vowel nucleus, where a
// nucleus is a run of vowels that Spanish spelling reads as one sound (a diphthong or triphthong) — two strong vowels
// (a, e, o) or an accented weak one (í, ú) next to another vowel start a new syllable (hiatus).

const strong = new Set(["a", "e", "o", "á", "é", "ó"]);
const weak = new Set(["i", "u", "ü"]);
const accentedWeak = new Set(["í", "ú"]);
const isVowel = (letter: string) => strong.has(letter) || weak.has(letter) || accentedWeak.has(letter);

/** Syllables in one word; a word with no vowel (a digit, an initial, "X") counts as one. */
export function spanishSyllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-záéíóúüñ]/g, "");
  // "qu" and "gu" before e/i spell a consonant: the u is silent and joins no nucleus ("que", "guerra").
  const spoken = letters.replace(/([qg])u(?=[eéií])/g, "$1");
  let count = 0;
  let previous = "";
  for (let index = 0; index < spoken.length; index += 1) {
    let letter = spoken[index] ?? "";
    // A final y after a vowel sounds as i and closes that diphthong ("hoy", "muy", "Uruguay"); elsewhere it is a consonant.
    if (letter === "y" && index === spoken.length - 1 && isVowel(previous)) letter = "i";
    if (!isVowel(letter)) {
      previous = letter;
      continue;
    }
    const startsNucleus =
      !isVowel(previous) ||
      (strong.has(previous) && strong.has(letter)) ||
      accentedWeak.has(previous) ||
      accentedWeak.has(letter) ||
      // Two like weak vowels ("chiita", "duunviro") are two syllables; "ui" and "iu" make one.
      (weak.has(previous) && previous === letter);
    if (startsNucleus) count += 1;
    previous = letter;
  }
  return Math.max(count, 1);
}
