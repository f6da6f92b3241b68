// A court card found by ZIP code (HTML from the server renderer): it names the ZIP code and the county, says how the
// ZIP code lies across counties, and cites the Census file, as a card found by city names the city.
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { TMatchedPlace } from "@courtready/contracts";
import { buildPreset, buildZipPlace } from "../shared/courtTestFactories.ts";
import { CourtCard } from "./CourtCard.tsx";
import { expectText } from "@courtready/contracts/testing";

function matched(place: TMatchedPlace): string {
  // Nothing is fetched here: the filing rules stay closed, so their query never runs.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, queryFn: () => Promise.reject(new Error("no network")) } },
  });
  const preset = buildPreset({ id: "ny_x", state: "NY", county: place.county });
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CourtCard preset={preset} place={place} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const start = html.indexOf("data-matched-place");
  expect(start).toBeGreaterThan(-1);
  return html
    .slice(start, html.indexOf("</div>", start))
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

const zip = (name: string, county: string, counties: number, rank: number) =>
  buildZipPlace(name, county, { counties, rank });

describe("a court card found by ZIP code", () => {
  it("names the ZIP code and its one county, with the Census source", () => {
    const text = matched(zip("11201", "Kings County", 1, 1));
    expectText(text, {
      has: [
        "Found by place: ZIP code 11201, NY — Kings County",
        "ZIP code 11201 lies in Kings County.",
        "2020 ZCTA to County Relationship File",
      ],
    });
  });

  it("says where most of a ZIP code spanning counties lies, and that the other holds part of it", () => {
    expect(matched(zip("10463", "Bronx County", 2, 1))).toContain(
      "ZIP code 10463 spans 2 counties; most of its land is in Bronx County.",
    );
    const part = matched(zip("10463", "New York County", 2, 2));
    expect(part).toContain("Found by place: ZIP code 10463, NY — partly New York County");
    expect(part).toContain("Part of ZIP code 10463 lies in New York County; it spans 2 counties.");
  });
});
