// index.html in the person's language: the web app's page holds every shell text exactly as the catalogue's English
// (else pageIn would leave it English), and the Spanish page keeps everything else as built.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { messageFor } from "@courtready/contracts";
import { pageIn } from "./spa-page.ts";

const INDEX = readFileSync(path.resolve(import.meta.dirname, "../../../web/index.html"), "utf8");

describe("the page before its script runs", () => {
  it("holds each shell text as the catalogue writes it in English", () => {
    for (const key of ["pageShell.title", "pageShell.description", "pageShell.noscript"] as const)
      expect(INDEX, key).toContain(messageFor(key, "en"));
    expect(pageIn(INDEX, "en")).toBe(INDEX);
  });

  it("says the page in Spanish: its lang, title, description and no-script line, nothing else changed", () => {
    const spanish = pageIn(INDEX, "es");
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain("<title>CourtReady — carpetas de pruebas listas para la corte</title>");
    expect(spanish).toContain(
      'content="CourtReady convierte sus pruebas en una carpeta de pruebas lista para la corte."',
    );
    expect(spanish).toContain(
      "<noscript>CourtReady necesita que JavaScript esté activado en su navegador.</noscript>",
    );
    expect(spanish).not.toMatch(/court-ready exhibit binder|needs JavaScript/);
    // The scripts, styles and links are the built page's.
    const tags = (html: string) => html.match(/<(script|link)[^>]*>/g);
    expect(tags(spanish)).toEqual(tags(INDEX));
  });
});
