// The server's catalogues: Spanish has English's keys, placeholders and numbers; the English templates say what the
// contracts' message functions say; and translating finds the catalogue text a message was made from.
import { describe, expect, it } from "vitest";
import { formatStorage, LIBRARY_MESSAGES, STORAGE_MESSAGES } from "../files.ts";
import { PROJECT_MESSAGES } from "../projects.ts";
import { SHARE_MESSAGES } from "../sharing.ts";
import { tooManyAttemptsMessage } from "../auth.ts";
import { UPLOAD_BUSY_MESSAGE } from "../limits.ts";
import { BUILDER_MESSAGES, couldNotLoadSavedFile } from "../builder.ts";
import { inviteForAnotherAddress, MEMBERSHIP_MESSAGES } from "../membership.ts";
import { en, es, messageFor, translateMessage } from "./messages.ts";
import type { MessageKey } from "./messages.ts";
import { asLanguage, languageFromAcceptLanguage } from "./languages.ts";

type Catalogue = Record<string, Record<string, string>>;
const texts = (catalogue: Catalogue) =>
  new Map(
    Object.entries(catalogue).flatMap(([ns, keys]) =>
      Object.entries(keys).map(([k, t]) => [`${ns}.${k}`, t]),
    ),
  );
const english = texts(en as unknown as Catalogue);
const spanish = texts(es as unknown as Catalogue);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
// A number written into a text ("8 characters", "30 minutes") must be the same in both languages.
const numbers = (text: string) =>
  [...text.replace(/\{\{\s*\w+\s*\}\}/g, "").matchAll(/\d+/g)].map((m) => m[0]).sort();

describe("the server's catalogues", () => {
  it("has every English key in Spanish and no other", () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("has no empty text, and the same placeholders and numbers in both languages", () => {
    for (const [key, text] of english) {
      const translated = spanish.get(key) ?? "";
      expect(text.trim(), `en ${key}`).not.toBe("");
      expect(translated.trim(), `es ${key}`).not.toBe("");
      expect(placeholders(translated), `es ${key}`).toEqual(placeholders(text));
      expect(numbers(translated), `es ${key}`).toEqual(numbers(text));
    }
  });

  it("writes the contracts' message functions as templates that give the same English", () => {
    expect(messageFor("library.tooLarge", "en", { maxMb: 50 })).toBe(LIBRARY_MESSAGES.tooLarge(50));
    expect(messageFor("projects.fileTooLarge", "en", { filename: "a.pdf", maxMb: 9 })).toBe(
      PROJECT_MESSAGES.fileTooLarge("a.pdf", 9),
    );
    expect(messageFor("projects.projectTooLarge", "en", { maxMb: 9 })).toBe(
      PROJECT_MESSAGES.projectTooLarge(9),
    );
    expect(messageFor("sharing.tooManyLinks", "en", { max: 20 })).toBe(SHARE_MESSAGES.tooManyLinks(20));
    const quota = STORAGE_MESSAGES.quotaReached(3 * 1024 ** 3, 5 * 1024 ** 3);
    expect(translateMessage(quota, "es")).toMatch(/^Su espacio está lleno: \S+ \S+ de \S+ \S+ usados/);
    expect(messageFor("auth.tooManyAttempts_one", "en", { count: 1 })).toBe(tooManyAttemptsMessage(30));
    expect(messageFor("auth.tooManyAttempts_other", "en", { count: 3 })).toBe(tooManyAttemptsMessage(150));
    expect(messageFor("projects.fileOrderNewMismatch", "en", { entries: 2, uploads: 3 })).toBe(
      PROJECT_MESSAGES.fileOrderNewMismatch(2, 3),
    );
    expect(messageFor("projects.fileOrderNewMismatchOneListed", "en", { entries: 1, uploads: 2 })).toBe(
      PROJECT_MESSAGES.fileOrderNewMismatch(1, 2),
    );
    expect(messageFor("projects.fileOrderNewMismatchOneUploaded", "en", { entries: 2, uploads: 1 })).toBe(
      PROJECT_MESSAGES.fileOrderNewMismatch(2, 1),
    );
    expect(messageFor("projects.fileRejected", "en", { filename: "a.pdf", reason: "Bad." })).toBe(
      PROJECT_MESSAGES.fileRejected("a.pdf", "Bad."),
    );
    expect(messageFor("projects.filesAddedText", "en", { count: 2 })).toBe(
      PROJECT_MESSAGES.filesAddedText(2),
    );
    expect(messageFor("projects.duplicatedText", "en", { name: "Lease" })).toBe(
      PROJECT_MESSAGES.duplicatedText("Lease"),
    );
    expect(messageFor("sharing.exhibitNotBuilt", "en", { reason: "Bad." })).toBe(
      SHARE_MESSAGES.exhibitNotBuilt("Bad."),
    );
    expect(messageFor("membership.paymentSuccessTextAnnual", "en")).toBe(
      MEMBERSHIP_MESSAGES.paymentSuccessText(true),
    );
    expect(messageFor("membership.paymentSuccessTextMonthly", "en")).toBe(
      MEMBERSHIP_MESSAGES.paymentSuccessText(false),
    );
    expect(messageFor("membership.inviteForAnotherAddress", "en", { masked: "a***@b.org" })).toBe(
      inviteForAnotherAddress("a***@b.org"),
    );
    expect(messageFor("library.uploadFailedFile", "en", { filename: "a.pdf" })).toBe(
      LIBRARY_MESSAGES.uploadFailedFile("a.pdf"),
    );
    const [usedBytes, quotaBytes] = [2 * 1024 ** 2, 50 * 1024 ** 2];
    expect(
      messageFor("storage.usage", "en", { used: formatStorage(usedBytes), quota: formatStorage(quotaBytes) }),
    ).toBe(STORAGE_MESSAGES.usage(usedBytes, quotaBytes));
  });

  it("holds every builder message's title and text as the builder shows them", () => {
    for (const [key, entry] of Object.entries(BUILDER_MESSAGES)) {
      expect(english.get(`builder.${key}Title`)).toBe(entry.title);
      expect(english.get(`builder.${key}Text`)).toBe(entry.description);
    }
    expect(messageFor("builder.couldNotLoadSavedFile", "en", { name: "a.pdf" })).toBe(
      couldNotLoadSavedFile("a.pdf"),
    );
    expect(translateMessage(BUILDER_MESSAGES.loginRequired.description, "es")).toBe(
      "Inicie sesión para crear carpetas de pruebas.",
    );
  });
});

describe("messageFor", () => {
  it("gives a key's text in the language asked for, with its placeholders filled", () => {
    expect(messageFor("auth.passwordMismatch", "en")).toBe("Passwords don't match");
    expect(messageFor("auth.passwordMismatch", "es")).toBe("Las contraseñas no coinciden");
    expect(messageFor("library.tooLarge", "es", { maxMb: 25 })).toContain("más de 25 MB");
  });

  it("falls back to English, then to the key, for a text a catalogue lacks", () => {
    expect(messageFor("nope.missing" as MessageKey, "es")).toBe("nope.missing");
  });
});

describe("translateMessage", () => {
  it("turns a static English message into its Spanish, and leaves English as it is", () => {
    expect(translateMessage("Invalid email or password", "es")).toBe(
      "Correo electrónico o contraseña incorrectos",
    );
    expect(translateMessage("Invalid email or password", "en")).toBe("Invalid email or password");
  });

  it("carries a template's values over into the Spanish", () => {
    expect(translateMessage(PROJECT_MESSAGES.fileTooLarge("Lease (1).pdf", 100), "es")).toBe(
      "Lease (1).pdf pesa más de 100 MB, el máximo para un archivo. Divídalo o hágalo más pequeño, e intente de nuevo.",
    );
    expect(translateMessage(tooManyAttemptsMessage(61), "es")).toContain("Espere 2 minutos");
    expect(translateMessage(tooManyAttemptsMessage(60), "es")).toContain("Espere 1 minuto ");
  });

  it("says a value that is itself a catalogue text in the language, and tries the most specific template first", () => {
    expect(translateMessage(PROJECT_MESSAGES.fileRejected("Lease.pdf", LIBRARY_MESSAGES.noFile), "es")).toBe(
      `Lease.pdf: ${messageFor("library.noFile", "es")}`,
    );
    // "name: reason" matches any text with a colon; the storage message (which has one) keeps its own template.
    expect(translateMessage(STORAGE_MESSAGES.quotaReached(1, 2), "es")).toMatch(/^Su espacio está lleno/);
    // An unknown reason: nothing to translate, so the message is returned as it came.
    expect(translateMessage(PROJECT_MESSAGES.fileRejected("a.pdf", "The engine is resting."), "es")).toBe(
      "a.pdf: The engine is resting.",
    );
  });

  it("translates a message made of catalogue sentences, but only when it knows every sentence", () => {
    expect(translateMessage(`${UPLOAD_BUSY_MESSAGE} Try again in 30 seconds.`, "es")).toBe(
      `${messageFor("limits.uploadBusy", "es")} Intente de nuevo en 30 segundos.`,
    );
    const halfKnown = `${UPLOAD_BUSY_MESSAGE} The engine is resting.`;
    expect(translateMessage(halfKnown, "es")).toBe(halfKnown);
  });

  it("returns a message no catalogue holds unchanged", () => {
    expect(translateMessage("The engine says: page 3 is damaged.", "es")).toBe(
      "The engine says: page 3 is damaged.",
    );
  });
});

describe("the request's language", () => {
  it("reads Accept-Language by weight and keeps only English and Spanish", () => {
    expect(languageFromAcceptLanguage("fr-CA, es-MX;q=0.8, en;q=0.5")).toBe("es");
    expect(languageFromAcceptLanguage("en-US,en;q=0.9,es;q=0.8")).toBe("en");
    expect(languageFromAcceptLanguage("es;q=0, en;q=0.1")).toBe("en");
    expect(languageFromAcceptLanguage("de, fr")).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
    expect(asLanguage("ES-us")).toBe("es");
    expect(asLanguage("pt")).toBeUndefined();
  });
});
