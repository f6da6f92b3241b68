// The "court for your case" panel (HTML from the server renderer): a sourced answer in one sentence with its source
// linked and the caption the binder carries; a pair with no rule says to check, with the state's site; a precinct
// court asks for its precinct; the amount box only where a ceiling decides it.
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TCourtForCase } from "@courtready/contracts";
import { CaseCourt } from "./CaseCourt.tsx";
import type { CaseCourtProps } from "./CaseCourt.tsx";
import { buildCourtForCase, buildPrecinctCourt } from "./testFactories.ts";
import { BINDER_TYPE_SCHEMAS } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import { DynamicFields } from "./DynamicFields.tsx";
import { formFields } from "./validation.ts";
import { htmlWords } from "../shared/markupWords.ts";

const kings = buildCourtForCase();
// A rule's note and its Spanish as packages/courts sends them (levels/rules.ts, levels/notes.es.ts).
const TEXAS_NOTE =
  "Eviction cases in Texas are heard by the Justice Court of the precinct where the property is: type the precinct on your papers.";
const TEXAS_NOTE_ES =
  "En Texas, los desalojos los ve la Justice Court del precinto donde está la propiedad. Escriba el precinto que está en sus papeles.";
const props = (answer: TCourtForCase, more: Partial<CaseCourtProps> = {}): CaseCourtProps => ({
  answer,
  status: "success",
  onRetry: () => undefined,
  county: "Kings County",
  caption: answer.label,
  amount: { label: "Amount Claimed ($) (decides the court)", value: "", onChange: () => undefined },
  precinct: "",
  place: "",
  onPrecinct: () => undefined,
  ...more,
});

describe("the court for your case", () => {
  it("says which court hears it, links the source, asks the amount under the ceiling and names the caption", () => {
    const html = renderToStaticMarkup(<CaseCourt {...props(kings)} />);
    expect(htmlWords(html)).toContain(
      "Small claims in Kings County are heard by the Civil Court of the City of New York, County of Kings (Small Claims Part).",
    );
    expect(html).toContain('href="https://nycourts.gov/courts/nyc/smallclaims/general.shtml"');
    expect(htmlWords(html)).toContain("Up to $10,000 is heard here");
    expect(htmlWords(html)).toContain(
      "Your binder will name: Civil Court of the City of New York, County of Kings",
    );
    expect(htmlWords(html)).not.toContain("Precinct");
  });

  it("says to check which court hears the case, with the state's site, when no rule is sourced", () => {
    const general: TCourtForCase = {
      ...kings,
      binder_type: "family_law",
      label: "Supreme Court of the State of New York, County of Kings",
      level: "general",
      part: null,
      amount_limit: null,
      sources: [],
      note: "Check which court hears your case.",
    };
    const html = renderToStaticMarkup(<CaseCourt {...props(general)} />);
    expect(htmlWords(html)).toContain("Check which court hears your case.");
    // The address as the link writes it (ExternalLink keeps only http(s) addresses, normalised).
    expect(html).toContain('href="https://www.nycourts.gov/"');
    expect(htmlWords(html)).not.toContain("are heard by");
    // No ceiling and nothing typed: the amount does not decide this court, so it is not asked here.
    expect(htmlWords(html)).not.toContain("decides the court");
  });

  it("asks a precinct court for its precinct and place", () => {
    const harris = buildPrecinctCourt();
    const html = renderToStaticMarkup(
      <CaseCourt {...props(harris, { county: "Harris County", amount: null })} />,
    );
    expect(htmlWords(html)).toContain(
      "Evictions in Harris County are heard by the Justice Court, Harris County, Texas.",
    );
    expect(htmlWords(html)).toContain("Precinct and place");
    expect(html).toMatch(/<label[^>]*>Precinct<\/label>/);
    expect(html).toMatch(/<label[^>]*>Place \(if any\)<\/label>/);
    expect(html).toContain('inputMode="numeric"');
  });

  it("asks a court known by its city or district for that name, on a letters keyboard, with no place box", () => {
    const ohio = buildCourtForCase({
      preset_id: "oh_cuyahoga",
      binder_type: "eviction_response",
      label: "Municipal Court, Cuyahoga County, Ohio",
      level: "municipal_court",
      part: null,
      amount_limit: null,
      needs_precinct: true,
      precinct_pattern: "{precinct} Municipal Court",
    });
    const html = renderToStaticMarkup(
      <CaseCourt {...props(ohio, { county: "Cuyahoga County", amount: null })} />,
    );
    expect(htmlWords(html)).toContain("Which court");
    expect(htmlWords(html)).toContain("before “Municipal Court”");
    expect(html).toMatch(/<label[^>]*>City, district or name<\/label>/);
    expect(html).toContain('inputMode="text"');
    expect(html).not.toContain('inputMode="numeric"');
    expect(htmlWords(html)).not.toMatch(/\bPlace\b/);
  });

  it("says a rule's note in English in the English interface, though its Spanish comes with it", () => {
    const noted = { ...buildPrecinctCourt(), note: TEXAS_NOTE, note_es: TEXAS_NOTE_ES };
    const html = htmlWords(
      renderToStaticMarkup(<CaseCourt {...props(noted, { county: "Harris County" })} />),
    );
    expect(html).toContain(TEXAS_NOTE);
    expect(html).not.toContain("En Texas");
  });

  it("says the question failed and offers to ask again, naming the chosen court meanwhile", () => {
    const html = renderToStaticMarkup(
      <CaseCourt {...props(kings, { answer: undefined, status: "error" })} />,
    );
    expect(html).toContain('role="alert"');
    expect(htmlWords(html)).toContain("Try again");
  });
});

// Step 1 in Spanish (issue 39): the panel and the case questions speak Spanish, while what goes into the binder
// (the court's name, the answers typed, the choices' values) stays English.
describe("step 1 in Spanish", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("es");
  });
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("says which court hears the case in Spanish, with the court's name as the binder carries it", () => {
    const html = htmlWords(renderToStaticMarkup(<CaseCourt {...props(kings)} />));
    expect(html).toContain("La corte de su caso");
    expect(html).toContain(
      "Los casos de reclamos menores en Kings County los ve esta corte: Civil Court of the City of New York, County of Kings (Small Claims Part).",
    );
    expect(html).toContain("Esta corte ve casos de hasta $10,000");
    expect(html).toContain("Su carpeta dirá: Civil Court of the City of New York, County of Kings");
    expect(html).toContain("Fuente:");
    expect(html).not.toContain("Your binder will name");
    expect(html).not.toContain("are heard by");
  });

  it("says the rule's note in its Spanish (the API sends both), and the over-the-limit fallback too", () => {
    const texas = buildPrecinctCourt();
    const noted = { ...texas, note: TEXAS_NOTE, note_es: TEXAS_NOTE_ES };
    const html = htmlWords(
      renderToStaticMarkup(<CaseCourt {...props(noted, { county: "Harris County" })} />),
    );
    expect(html).toContain(TEXAS_NOTE_ES);
    expect(html).not.toContain("Eviction cases in Texas");

    const over: TCourtForCase = {
      ...kings,
      level: "general",
      part: null,
      amount_limit: null,
      sources: [],
      note: "$12,000 is over the $10,000 small claims limit here. Check which court hears your case.",
      note_es:
        "$12,000 supera el límite de $10,000 para reclamos menores aquí. Verifique qué corte ve su caso.",
    };
    const fallback = htmlWords(renderToStaticMarkup(<CaseCourt {...props(over)} />));
    expect(fallback).toContain("$12,000 supera el límite de $10,000 para reclamos menores aquí.");
    expect(fallback).not.toContain("small claims limit");
  });

  it("asks a precinct court's precinct in Spanish", () => {
    const html = htmlWords(
      renderToStaticMarkup(<CaseCourt {...props(buildPrecinctCourt(), { county: "Harris County" })} />),
    );
    expect(html).toContain("Distrito (precinct) y puesto (place)");
    expect(html).not.toContain("Precinct and place");
  });

  it("labels the case questions in Spanish and keeps each choice's English value for the binder", () => {
    const fields = formFields(BINDER_TYPE_SCHEMAS.eviction_response);
    const html = renderToStaticMarkup(
      <DynamicFields
        fields={fields}
        valueOf={() => undefined}
        onChange={() => undefined}
        flagged={new Set(["landlordName"])}
      />,
    );
    expect(htmlWords(html)).toContain("Propietario (arrendador)");
    expect(htmlWords(html)).toContain("Dirección de la propiedad");
    expect(htmlWords(html)).toContain("Llene este campo antes de agregar archivos.");
    expect(htmlWords(html)).not.toContain("Fill this in before adding files.");
    expect(html).toContain('<option value="Pay rent or quit">Pague la renta o desocupe</option>');
  });
});
