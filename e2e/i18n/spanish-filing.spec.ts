// The builder's filing check and the engine's reasons in Spanish on a phone (issue 39), beside the whole journey
// (spanish-journey.spec.ts, which chooses no court): a browser in es-US picks Harris County (Texas), adds a lease
// showing a Social Security number and a landlord's form whose font is not embedded, looks for personal information
// (a found value's reason and Texas's reminder at filing in Spanish), keeps the number, and generates. The Filing
// check panel says its findings in Spanish (the personal data, the font; the cited rules as written), and no English
// interface string is left on either screen (e2e/support/leftovers.ts). Real server, engine and Chromium, 360 px.
import { describe, expect, it } from "vitest";
import { courtForCase, filingProfileFor } from "@courtready/courts";
import { makePdf } from "@courtready/engine/testing";
import { snapshot } from "../support/browser.ts";
import { chooseCourt, fillSmallClaimsCaseEs, makeFilledForm } from "../support/builder.ts";
import { describeLeftovers, screenChecks } from "../support/leftovers.ts";
import type { Leftover } from "../support/leftovers.ts";
import { memberSession, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const PHONE = { width: 360, height: 780 };
const LEASE = "contrato de renta.pdf";
const FORM = "solicitud de reparación.pdf";

/** Every `title` in the court's filing profile: the rules' sources, cited in a finding as the court wrote them. */
function sourceTitles(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) sourceTitles(item, into);
  else if (value && typeof value === "object")
    for (const [key, inner] of Object.entries(value)) {
      if (key === "title" && typeof inner === "string") into.push(inner);
      else sourceTitles(inner, into);
    }
  return into;
}

/** What the person typed or chose, and the court's own words: they stay as written in any language. */
const PERSONAL = [
  // Sources as cited: the filing rules' (a finding's "Regla:") and the court that hears the case (the caption's).
  // First: the short entries below are removed wherever they occur ("RD" inside "heard"), which would cut a title.
  ...sourceTitles(filingProfileFor("tx_harris")),
  ...sourceTitles(courtForCase("tx_harris", "small_claims")),
  LEASE,
  FORM,
  "Diaz v. Acme Property",
  "SC-2026-0142",
  "Rosa Diaz",
  "Acme Property LLC",
  // Initials of "Rosa Diaz" in the header's avatar.
  "RD",
  // Descriptions the builder takes from the files: the person's exhibit descriptions, printed in the English binder.
  "Lease",
  "Repair request",
  "PDF document",
];

/**
 * English the builder still shows for a court and is not this spec's to fix, each naming where it comes from; the
 * spec fails when one is no longer seen, so the list is always what is left (as the journey's AWAITING_SERVER).
 */
const AWAITING: readonly RegExp[] = [];

describe("the filing check and the redaction's reasons in Spanish at 360 px", () => {
  it("says Harris County's findings, a found value's reason and the filing reminder in Spanish, no English left", async () => {
    const { context, page, errors } = await memberSession(suite, PHONE, "revision.espanol@example.com", {
      locale: "es-US",
    });
    const { found, tooWide, check } = screenChecks(page, PERSONAL);

    await page.goto(`${suite.server.url}/create`);
    // The builder is up (its first step shown) before the court is looked for.
    await page.getByLabel(/^Demandante/).waitFor();
    await chooseCourt(page, "Houston", /Harris County/, "Corte");
    await fillSmallClaimsCaseEs(page);
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles([
        {
          name: LEASE,
          mimeType: "application/pdf",
          buffer: Buffer.from(await makePdf([{ text: "Lease. Tenant SSN 123-45-6789" }])),
        },
        // A landlord's form, filled in: its standard font is not embedded, which the check warns about.
        { name: FORM, mimeType: "application/pdf", buffer: Buffer.from(await makeFilledForm()) },
      ]);
    await expect.poll(() => page.getByText(/Listo · /).count(), { timeout: 120_000 }).toBe(2);

    // Personal information: the lease's number found, its reason in Spanish with Texas's rule cited as written.
    const panel = page.getByTestId("redaction-panel");
    await panel.getByRole("button", { name: /^(Buscar información personal|Buscar otra vez)$/ }).click();
    const hits = panel.getByRole("list", { name: "Lo que las reglas de la corte piden quitar" });
    await expect.poll(() => hits.getByRole("checkbox").count(), { timeout: 120_000 }).toBe(1);
    const hitText = (await hits.textContent()) ?? "";
    expect(hitText).toMatch(
      /Número de Seguro Social \(Tex\. R\. Civ\. P\. 21c\(a\)\(1\)\): no puede quedar nada\./,
    );
    expect(hitText).not.toMatch(/Social security number|may stay/);
    const reminder = (await panel.textContent()) ?? "";
    expect(reminder).toContain(
      "Al presentar: Tex. R. Civ. P. 21c(d): si un documento todavía debe tener datos",
    );
    await check("información personal");
    await snapshot(page, "i18n", "spanish-6-informacion-personal");
    // The number is kept (the box unticked), so the filing check finds it.
    await hits.getByRole("checkbox").uncheck();

    await page.getByRole("button", { name: "Crear la carpeta" }).first().click();
    await page.getByRole("button", { name: "Crear de todos modos" }).click();
    const filing = page.getByTestId("filing-check");
    const filingText = async () => ((await filing.count()) > 0 ? ((await filing.textContent()) ?? "") : "");
    await expect
      .poll(filingText, { timeout: 240_000 })
      .toMatch(/Todavía no está lista|Lista para presentar|no se hizo/);
    const shown = await filingText();
    // What blocks filing (the number kept) and what is worth fixing (the font), each with its fix, in Spanish; the
    // rule's name as it is cited.
    expect(shown).toContain("Todavía no está lista para presentar en");
    expect(shown).toMatch(
      /La página \d+ puede mostrar datos personales .*\(\*\*\*-\*\*-6789, FRCP 5\.2\(a\)\(1\)/,
    );
    expect(shown).toContain("La fuente Helvetica no está dentro del archivo");
    expect(shown).toContain("Guarde o imprima el documento como PDF otra vez");
    expect(shown).not.toMatch(/may show personal data|is not inside the file|Save or print the document/);
    await filing.scrollIntoViewIfNeeded();
    await check("revisión para presentar");
    await snapshot(page, "i18n", "spanish-7-revision-para-presentar");

    const awaited = (left: Leftover) => AWAITING.some((pattern) => pattern.test(left.text));
    expect(describeLeftovers(found.filter((left) => !awaited(left))), "English left on Spanish screens").toBe(
      "",
    );
    const gone = AWAITING.filter((pattern) => !found.some((left) => pattern.test(left.text)));
    expect(gone.map(String), "now in Spanish: remove from AWAITING").toEqual([]);
    expect(tooWide).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
