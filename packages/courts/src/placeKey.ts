// How a place name is compared: the way people type a city ("St. Louis", "saint louis", "McAllen", "Mc Allen") and
// the way the USPS writes it ("Saint Louis", "Mcallen") must meet on one key. Shared by the generator and the search.

/** Abbreviations people write for a whole word of a place name, and the word the USPS data uses. */
const WORDS: Readonly<Record<string, string>> = { st: "saint", ste: "sainte", ft: "fort", mt: "mount" };

/**
 * The comparison key of a place name: accents, case, punctuation and spaces dropped, abbreviations written out.
 * @example placeKey("St. Louis") // "saintlouis"
 * @example placeKey("Mc Allen") === placeKey("McAllen") // true
 */
export function placeKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "")
    .map((word) => WORDS[word] ?? word)
    .join("");
}
