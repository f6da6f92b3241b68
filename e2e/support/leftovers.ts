// Finds English left on a page shown in Spanish (issue 39): every string a person sees or hears (visible text, the
// page title, aria-label, title, placeholder, alt) minus what is legitimately English, checked against the English
// catalogues' values and against a short list of common English words. Used by e2e/i18n/spanish-journey.spec.ts and
// spanish-filing.spec.ts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { en as serverEnglish, es as serverSpanish } from "@courtready/contracts";
import { ROOT } from "./server.ts";

/** One English string found on a Spanish screen: where, which element (and attribute), and the text. */
export interface Leftover {
  readonly screen: string;
  readonly where: string;
  readonly text: string;
  readonly why: "catalogue" | "word";
}

type Catalogue = { [key: string]: string | string[] | Catalogue };

const LOCALES = path.join(ROOT, "apps/web/src/i18n/locales");

function flatten(value: Catalogue, prefix = "", into = new Map<string, string>()): Map<string, string> {
  for (const [key, inner] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof inner === "string") into.set(name, inner);
    else if (Array.isArray(inner)) inner.forEach((item, i) => into.set(`${name}.${i}`, item));
    else flatten(inner, name, into);
  }
  return into;
}

const readCatalogue = (language: string, file: string) =>
  JSON.parse(readFileSync(path.join(LOCALES, language, file), "utf8")) as Catalogue;

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

/** The server catalogue's namespaces whose texts the web shows as the server said them. */
const SERVER_NAMESPACES = [
  "fileProblems",
  "fileReasons",
  "fileRefusals",
  "suggestions",
  // The redaction's reasons, a found value's kind and what may stay, and a court's reminder (contracts redaction.ts).
  "redaction",
  "redactionKinds",
  "redactionKeep",
  "redactionReminders",
] as const;

/**
 * The English catalogue values whose Spanish differs (an English value equal to its Spanish one, such as "PDF" or
 * "Email", is not a leftover): whole values, tags removed, for exact matches; and, for values with interpolations,
 * their fixed pieces of three words or more, found inside a longer text.
 */
function englishCatalogue(): { whole: Set<string>; pieces: string[] } {
  const whole = new Set<string>();
  const pieces = new Set<string>();
  const pairs = readdirSync(path.join(LOCALES, "en")).map((file) => ({
    english: flatten(readCatalogue("en", file)),
    spanish: flatten(readCatalogue("es", file)),
  }));
  // The server's words the builder shows as they come (packages/contracts i18n): a refused file's problem and
  // reason, and the preview's tips.
  for (const namespace of SERVER_NAMESPACES)
    pairs.push({
      english: flatten({ [namespace]: serverEnglish[namespace] }),
      spanish: flatten({ [namespace]: serverSpanish[namespace] }),
    });
  for (const { english, spanish } of pairs) {
    for (const [key, value] of english) {
      if (spanish.get(key) === value) continue;
      const plain = normalise(value.replace(/<\/?[a-zA-Z0-9]+\s*\/?>/g, ""));
      if (!plain.includes("{{")) {
        if (plain.length > 1) whole.add(plain);
        continue;
      }
      for (const piece of plain.split(/\{\{[^}]*\}\}/)) {
        const fixed = normalise(piece.replace(/^[\s,.:;()·—-]+|[\s,.:;()·—-]+$/g, ""));
        if (fixed.split(" ").length >= 3) pieces.add(fixed);
      }
    }
  }
  return { whole, pieces: [...pieces] };
}

const CATALOGUE = englishCatalogue();

/**
 * Common English words that have no place in a Spanish sentence (whole words, any case). "Exhibit" is not here: the
 * binder's own stamps and labels say it, and the allow-list below removes them.
 */
const ENGLISH_WORDS =
  /\b(the|your|you|please|click|tap|binder|binders|file|files|document|image|spreadsheet|upload|uploaded|uploading|download|save|saved|share|shared|cancel|close|back|next|loading|dashboard|library|project|projects|page|pages|sign|signed|log|login|logout|ready|choose|try|again|failed|error occurred|with|and|for|this|that|here|now|new|add|remove|delete|edit|help|settings|search|court|courts|cases|case|hearing|preview|generate|payment|successful|membership|member|password|email)\b/i;

/**
 * What is legitimately English on a Spanish screen, removed from a text before it is checked; each with its reason.
 * `personal` holds the words the person typed (their names, their case, their project and file names).
 */
function allowed(personal: readonly string[]): RegExp[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return [
    // The person's own input: names, case name and number, project name, file names they chose.
    ...personal.map((text) => new RegExp(escape(text), "gi")),
    // Proper names: the product, and the sign-in providers.
    /CourtReady/g,
    /\b(Google|Apple)\b/g,
    // The binder is English: its exhibit labels ("Exhibit A", "Exhibit 3") and the stamp words.
    /\bExhibits? [A-Z0-9]{1,3}\b/g,
    // Court data: court names carry "Court", "County", "Superior", "Justice" as the court itself writes them.
    /\b(Superior|Justice|District|Municipal|County|Circuit|Civil) Court[^,.;]*/g,
    /\bCounty of [A-Z][a-z]+( [A-Z][a-z]+)*/g,
    // E-mail addresses and web addresses.
    /[\w.+-]+@[\w.-]+\.[a-z]{2,}/gi,
    /\bhttps?:\/\/\S+/g,
    // An English example inside a Spanish sentence, in typographic quotes: what to type for the English binder
    // ("por ejemplo “Lease signed March 1, 2024”").
    /“[^”]*”/g,
    // File names (the person's files and the binder's downloads) and formats.
    /[\w ().-]+\.(pdf|jpe?g|png|heic|docx?|xlsx?|txt|zip|eml|csv)\b/gi,
  ];
}

/**
 * Strings a person meets on the page now: visible text nodes (an <option> when its <select> shows), aria-label, title,
 * placeholder and alt, the text of each leaf block whole (a sentence built of several nodes), and the page's title.
 * Text inside an element the page declares English (lang="en": the language switch) is English by design. Plain
 * JavaScript in a string: it runs in the page, untouched by the test's TypeScript transform.
 */
const COLLECT = `(() => {
  const found = [];
  const clean = (text) => (text || "").replace(/\\s+/g, " ").trim();
  const describe = (element) => {
    const id = element.id ? "#" + element.id : "";
    const role = element.getAttribute("role") ? "[role=" + element.getAttribute("role") + "]" : "";
    const dialog = element.closest("[role=dialog], [role=alertdialog]");
    const region = element.closest("header, nav, main, footer, section, form, [role=status], [role=alert], li");
    const within = dialog ? " in dialog «" + clean(dialog.getAttribute("aria-label") || dialog.querySelector("h2")?.textContent).slice(0, 40) + "»"
      : region ? " in " + region.tagName.toLowerCase() + (region.getAttribute("role") ? "[role=" + region.getAttribute("role") + "]" : "") : "";
    return element.tagName.toLowerCase() + id + role + within;
  };
  const english = (element) => element.closest("[lang]")?.getAttribute("lang") === "en";
  const visible = (element) => (element.closest("select") || element).checkVisibility({ visibilityProperty: true });
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = clean(node.textContent);
    if (!parent || !text || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(parent.tagName)) continue;
    if (!visible(parent) || english(parent)) continue;
    found.push({ where: describe(parent), text });
  }
  for (const element of document.body.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
    if (!visible(element) || english(element)) continue;
    for (const attribute of ["aria-label", "title", "placeholder", "alt"]) {
      const text = clean(element.getAttribute(attribute));
      if (text) found.push({ where: describe(element) + " [" + attribute + "]", text });
    }
  }
  for (const element of document.body.querySelectorAll("p, li, h1, h2, h3, h4, button, a, label, legend, summary, td, th, dd, dt")) {
    if (element.children.length === 0 || !visible(element) || english(element)) continue;
    const text = clean(element.textContent);
    if (text) found.push({ where: describe(element) + " (whole)", text });
  }
  found.push({ where: "document title", text: clean(document.title) });
  return found;
})()`;

/**
 * The English the page shows now, on the screen named `screen`. `personal` lists what the person typed (their names,
 * case, project and file names), which stays as they wrote it.
 */
export async function englishLeftovers(
  page: Page,
  screen: string,
  personal: readonly string[],
): Promise<Leftover[]> {
  const seen = (await page.evaluate(COLLECT)) as { where: string; text: string }[];
  const at = `${screen} (${new URL(page.url()).pathname})`;
  const allow = allowed(personal);
  const leftovers = new Map<string, Leftover>();
  for (const { where, text } of seen) {
    const rest = normalise(allow.reduce((left, pattern) => left.replace(pattern, " "), text));
    if (!/[a-z]{2}/i.test(rest)) continue;
    const inCatalogue =
      CATALOGUE.whole.has(text) ||
      CATALOGUE.whole.has(rest) ||
      CATALOGUE.pieces.some((piece) => text.includes(piece));
    const why = inCatalogue ? "catalogue" : ENGLISH_WORDS.test(rest) ? "word" : undefined;
    if (why && !leftovers.has(text)) leftovers.set(text, { screen: at, where, text, why });
  }
  return [...leftovers.values()];
}

/** How wide the page is beyond the window (0 when nothing spills past the right edge of the screen). */
export async function overflowPx(page: Page): Promise<number> {
  return (await page.evaluate(
    "document.documentElement.scrollWidth - document.documentElement.clientWidth",
  )) as number;
}

/**
 * A screen-by-screen check for a Spanish spec: `check(screen)` adds what the page shows in English now to `found`,
 * and to `tooWide` when the page spills past the screen.
 */
export function screenChecks(
  page: Page,
  personal: readonly string[],
): { found: Leftover[]; tooWide: string[]; check: (screen: string) => Promise<void> } {
  const found: Leftover[] = [];
  const tooWide: string[] = [];
  const check = async (screen: string) => {
    found.push(...(await englishLeftovers(page, screen, personal)));
    const over = await overflowPx(page);
    if (over > 0) tooWide.push(`${screen}: ${over} px wider than the screen`);
  };
  return { found, tooWide, check };
}

/**
 * The leftovers as lines a person can read in a failure message: one line per text, with the screens it was seen on
 * (a header or a toast met on five screens is one thing to fix).
 */
export function describeLeftovers(leftovers: readonly Leftover[]): string {
  const byText = new Map<string, { left: Leftover; screens: string[] }>();
  for (const left of leftovers) {
    const seen = byText.get(left.text);
    if (seen) seen.screens.push(left.screen);
    else byText.set(left.text, { left, screens: [left.screen] });
  }
  return [...byText.values()]
    .map(({ left, screens }) => `«${left.text}» (${left.why}) · ${left.where} · on: ${screens.join(", ")}`)
    .join("\n");
}
