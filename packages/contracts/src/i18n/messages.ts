// What the server says, in the person's language (issue 39): `messageFor(key, language, params)` fills a catalogue
// text, and `translateMessage(english, language)` turns an English message the server or a contracts schema already
// produced (an HttpError's text, a zod issue, passwordProblem's answer) into its Spanish, by finding the English
// catalogue text it is. So the routes, the schemas and their tests keep their English constants unchanged, and one
// place (the server's answer hook, or the web showing a contracts message) picks the language.
import { en } from "./en.ts";
import type { CatalogueShape } from "./en.ts";
import { es } from "./es.ts";
import { fill } from "./fill.ts";
import type { Language } from "./languages.ts";
import type { SuggestionTip } from "../suggestion-tips.ts";

export { en, es };
export type { CatalogueShape };

type Namespace = keyof typeof en;
/** Every catalogue text's name, "namespace.key" (such as "auth.invalidCredentials"). */
export type MessageKey = { [NS in Namespace]: `${NS}.${Extract<keyof (typeof en)[NS], string>}` }[Namespace];
export type MessageParams = Readonly<Record<string, string | number>>;

const catalogues: Record<Language, CatalogueShape> = { en, es };

function textOf(catalogue: CatalogueShape, key: string): string | undefined {
  const dot = key.indexOf(".");
  const namespace = (catalogue as Record<string, Record<string, string> | undefined>)[key.slice(0, dot)];
  return namespace?.[key.slice(dot + 1)];
}

/**
 * The text of `key` in `language` (English when the language lacks it), placeholders filled.
 * @example messageFor("auth.passwordMismatch", "es") // "Las contraseñas no coinciden"
 */
export function messageFor(key: MessageKey, language: Language, params?: MessageParams): string {
  return fill(textOf(catalogues[language], key) ?? textOf(en, key) ?? key, params);
}

/** English text → key for static texts; templates as patterns with the names of their placeholders. */
interface Index {
  exact: Map<string, string>;
  patterns: { key: string; pattern: RegExp; names: string[]; literal: number }[];
}
let index: Index | undefined;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function buildIndex(): Index {
  const built: Index = { exact: new Map(), patterns: [] };
  for (const [namespace, texts] of Object.entries(en as CatalogueShape)) {
    for (const [name, text] of Object.entries(texts as Record<string, string>)) {
      const key = `${namespace}.${name}`;
      const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? "");
      if (names.length === 0) {
        // Two keys may hold one English text (a court id refused by two routes): the first one's Spanish is used.
        if (!built.exact.has(text)) built.exact.set(text, key);
        continue;
      }
      const source = text
        .split(/\{\{\s*\w+\s*\}\}/)
        .map(escapeRegExp)
        .join("([\\s\\S]+?)");
      const literal = text.replace(/\{\{\s*\w+\s*\}\}/g, "").length;
      built.patterns.push({ key, pattern: new RegExp(`^${source}$`), names, literal });
    }
  }
  // The most specific template first: "{{filename}}: {{reason}}" matches any text with a colon, so it must come after
  // "Your storage is full: {{used}} of …", whatever the catalogue's order.
  built.patterns.sort((a, b) => b.literal - a.literal);
  return built;
}

/**
 * `english` in `language`: the catalogue text it was made from, in that language, with the same values in its
 * placeholders. A text no catalogue holds (an engine's reason, a message not yet catalogued) is returned as it is.
 * @example translateMessage("Passwords don't match", "es") // "Las contraseñas no coinciden"
 */
export function translateMessage(english: string, language: Language): string {
  if (language === "en") return english;
  const whole = translateWhole(english, language);
  if (whole !== undefined) return whole;
  // A message made of catalogue texts ("<what is busy, two sentences>. Try again in 30 seconds.") is translated part
  // by part at sentence ends, but only when every part is known: half a message in each language would be worse.
  return translateParts(english.split(/(?<=[.!?])\s+/), language) ?? english;
}

/** `sentences` as consecutive catalogue texts (each one or more sentences) in `language`, or undefined. */
function translateParts(sentences: string[], language: Language): string | undefined {
  for (let end = sentences.length - 1; end >= 1; end -= 1) {
    const head = translateWhole(sentences.slice(0, end).join(" "), language);
    if (head === undefined) continue;
    const rest = sentences.slice(end);
    const tail = translateWhole(rest.join(" "), language) ?? translateParts(rest, language);
    if (tail !== undefined) return `${head} ${tail}`;
  }
  return undefined;
}

/** The catalogue text `english` is, in `language`; undefined when no catalogue text is it. */
function translateWhole(english: string, language: Language): string | undefined {
  index ??= buildIndex();
  const key = index.exact.get(english);
  if (key) return textOf(catalogues[language], key);
  for (const { key: templated, pattern, names } of index.patterns) {
    const match = pattern.exec(english);
    if (!match) continue;
    // A value that is itself a catalogue text (a refused file's reason) is said in the language too.
    const params = Object.fromEntries(
      names.map((name, i) => {
        const value = match[i + 1] ?? "";
        return [name, translateWhole(value, language) ?? value];
      }),
    );
    const text = textOf(catalogues[language], templated);
    if (text === undefined) continue;
    const filled = fill(text, params);
    // A template the same in both languages that changed nothing ("a.pdf: <an engine's reason>") has not translated
    // the message: a later template, or the message's sentences one by one, may still do it.
    if (filled !== english) return filled;
  }
  return undefined;
}

/**
 * A refusal the engine sent by code and params (file-refusals.ts) in `language`; a code this catalogue does not
 * know (an engine newer than the catalogue) is `english`, the engine's own reason.
 * @example fileRefusalText({ code: "zip" }, reason, "es") // "este archivo es un archivo ZIP, que no puede ir…"
 */
export function fileRefusalText(
  refusal: { code: string; params?: MessageParams | undefined },
  english: string,
  language: Language,
): string {
  const text = textOf(catalogues[language], `fileRefusals.${refusal.code}`);
  return text === undefined ? english : fill(text, refusal.params);
}

/**
 * A tip the server's fixed rules chose (suggestion-tips.ts), in `language`.
 * @example suggestionText({ code: "timeline" }, "es") // "Agregue una cronología corta y escrita de los hechos…"
 */
export function suggestionText(tip: SuggestionTip, language: Language): string {
  return messageFor(`suggestions.${tip.code}`, language, tip.params);
}
