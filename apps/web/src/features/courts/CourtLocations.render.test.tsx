// A court card's locations (HTML from the server renderer): each courthouse's address, phone and hours with the
// source and the date read; a help desk number labelled as the e-filing help desk, never as the court's phone; one
// location shown once (not again as rows), and no section at all for a court with none.
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { TCourtPreset } from "@courtready/contracts";
import { CourtCard } from "./CourtCard.tsx";
import { PHONE_LABELS } from "./CourtLocations.tsx";
import { buildPreset } from "../shared/courtTestFactories.ts";
import { expectText } from "@courtready/contracts/testing";
import { htmlWords } from "../shared/markupWords.ts";

const pacer = {
  title:
    "PACER: Federal Court Records — Court CM/ECF Lookup feed of 10 Jan 2023, read from the public mirror",
  url: "https://github.com/splashingdiamonds/pacer-courts/blob/6bc747d/artifacts/data.json/raw/data.json",
  read: "2023-01-10",
  value: null,
};
const base: TCourtPreset = buildPreset({
  id: "ny_us_district_southern",
  kind: "federal",
  state: "NY",
  label: "United States District Court for the Southern District of New York",
  judiciary_url: "https://www.uscourts.gov",
});
const sdny: TCourtPreset = {
  ...base,
  locations: [
    {
      name: "Southern District of New York",
      address: "500 Pearl Street, New York, NY 10007",
      phones: [{ text: "(212) 805-0136", kind: "location", division: null }],
      hours: "8:30 a.m. to 5:00 p.m., Monday through Friday",
      description: null,
      website: null,
      sources: [pacer],
    },
    {
      name: "Central District of California",
      address: "411 West Fourth Street, Santa Ana, CA 92701",
      phones: [{ text: "ECF Help Line: 213-894-0242", kind: "e_filing_help", division: null }],
      hours: "9:00 AM - 4:00 PM on Court Business Days",
      description: null,
      website: null,
      sources: [pacer],
    },
  ],
  e_filing_help: [
    { phone: { text: "212-805-0800", kind: "e_filing_help", division: "NYC" }, sources: [pacer] },
  ],
};

const render = (preset: TCourtPreset) =>
  renderToStaticMarkup(
    // The card links to the builder ("Make a binder for this court"), so it renders inside a router.
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <CourtCard preset={preset} />
      </QueryClientProvider>
    </MemoryRouter>,
  );

describe("a court card's locations", () => {
  it("shows each location's address, phone and hours, with the source and the date read", () => {
    const html = render(sdny);
    const words = htmlWords(html);
    expectText(words, {
      has: [
        "Where the court is (2 locations)",
        "500 Pearl Street, New York, NY 10007",
        "Phone: (212) 805-0136",
      ],
    });
    expect(html).toContain('href="tel:2128050136"');
    expect(words).toContain("Hours: 8:30 a.m. to 5:00 p.m., Monday through Friday");
    expect(words).toContain(`Source: ${pacer.title} (opens in a new tab) , read Jan 10, 2023`);
    expect(html).toContain(`href="${pacer.url}"`);
    // One source for the whole section is named once, not under every location.
    expect(words.split(pacer.title)).toHaveLength(2);
  });

  it("labels a help desk number as the e-filing help desk, not as the court's phone", () => {
    const words = htmlWords(render(sdny));
    expect(words).toContain(`${PHONE_LABELS.e_filing_help}: ECF Help Line: 213-894-0242`);
    expectText(words, {
      has: [
        "Help desk hours: 9:00 AM - 4:00 PM on Court Business Days",
        "E-filing (CM/ECF) help desk",
        "212-805-0800 (NYC)",
      ],
      lacks: ["Phone: ECF Help Line"],
    });
  });

  it("shows one location once, and names each location's source when they differ", () => {
    const mass = { ...pacer, title: "MACourts superior_courts.json", read: "2026-11-27" };
    const one: TCourtPreset = {
      ...base,
      address: "3 Pemberton Square, Boston, MA 02108",
      phone: "(617) 788-8175",
      sources: { address: [mass], phone: [mass] },
      locations: [
        {
          name: "Suffolk County Superior Court (Boston)",
          address: "3 Pemberton Square, Boston, MA 02108",
          phones: [{ text: "(617) 788-8175", kind: "location", division: null }],
          hours: null,
          description: "This court serves Boston, Winthrop, Chelsea, and Revere.",
          website: null,
          sources: [mass],
        },
      ],
      e_filing_help: [
        { phone: { text: "866-239-6233", kind: "e_filing_help", division: null }, sources: [pacer] },
      ],
    };
    const words = htmlWords(render(one));
    expect(words.split("3 Pemberton Square")).toHaveLength(2);
    expectText(words, {
      has: [
        "Where the court is ",
        "This court serves Boston, Winthrop, Chelsea, and Revere.",
        "Source: MACourts superior_courts.json (opens in a new tab) , read Nov 27, 2026",
      ],
    });
    expect(words).toContain(`Source: ${pacer.title}`);
  });

  it("has no locations section for a court with none, and lists address, phone and hours as not listed", () => {
    const html = render(base);
    expect(html).not.toContain("data-court-locations");
    expect(htmlWords(html)).toMatch(/Not listed — check with the court clerk: address, phone, hours/);
  });
});

describe("a court card's binder link (issue 37)", () => {
  it("opens the builder with the court chosen, for a county's court but not for a general one", () => {
    const html = render(
      buildPreset({ id: "ny_kings", label: "Supreme Court of the State of New York, County of Kings" }),
    );
    expect(html).toMatch(/<a [^>]*href="\/create\?court=ny_kings"[^>]*>Make a binder for this court<\/a>/);
    expect(render(buildPreset({ id: "other_state_court", kind: "generic", state: null }))).not.toContain(
      "Make a binder for this court",
    );
  });
});
