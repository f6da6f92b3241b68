// The builder's court field (HTML from the server renderer): its hint says a ZIP code works, the box is described
// by that hint, and a court found by ZIP code is offered with the ZIP code and how much of it lies in the county.
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { CourtCombobox } from "./CourtCombobox.tsx";
import { optionDetail } from "./courtCombobox.ts";
import { buildPreset, buildZipPlace } from "./courtTestFactories.ts";
import { COURT_SEARCH_HINT } from "./matchedPlace.ts";

function render(): string {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, queryFn: () => Promise.reject(new Error("no network")) } },
  });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <CourtCombobox label="Court" hint={COURT_SEARCH_HINT} chosenLabel="" onChoose={() => undefined} />
    </QueryClientProvider>,
  );
}

const zipPlace = (county: string, counties: number, rank: number) =>
  buildZipPlace("10463", county, { counties, rank });

describe("the builder's court field", () => {
  it("says a ZIP code may be typed, and the box is described by that hint", () => {
    const html = render();
    expect(html).toContain(
      "Type your city, borough, ZIP code or county, for example Houston, Brooklyn, 77002",
    );
    // The hint before ZIP codes were searched is gone.
    expect(html).not.toContain("city, borough or county,");
    const hintId = /<p id="([^"]+)"[^>]*>Type your city/.exec(html)?.[1];
    expect(hintId).toBeDefined();
    expect(html).toMatch(new RegExp(`role="combobox"[^>]*aria-describedby="${hintId} `));
  });

  it("offers a court found by ZIP code with the code, and mostly or partly where it spans counties", () => {
    const kings = buildPreset({ id: "ny_kings", state: "NY", county: "Kings County" });
    const bronx = buildPreset({ id: "ny_bronx", state: "NY", county: "Bronx County" });
    const newYork = buildPreset({ id: "ny_new_york", state: "NY", county: "New York County" });
    expect(optionDetail({ preset: kings, place: { ...zipPlace("Kings County", 1, 1), name: "11201" } })).toBe(
      "ZIP code 11201, NY — Kings County",
    );
    expect(optionDetail({ preset: bronx, place: zipPlace("Bronx County", 2, 1) })).toBe(
      "ZIP code 10463, NY — mostly Bronx County",
    );
    expect(optionDetail({ preset: newYork, place: zipPlace("New York County", 2, 2) })).toBe(
      "ZIP code 10463, NY — partly New York County",
    );
  });
});
