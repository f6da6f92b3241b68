// The dashboard's project list with a filed project (issue 37): a "Filed" badge on its card, and the status filter
// read from the address (?status=filed, ?q=), so a reload keeps what the person chose. HTML from the server
// renderer with the list already loaded; no browser or network needed.
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import { PROJECTS_URL } from "../shared/projectQueries.ts";
import { projectSummary } from "./projectTestFactories.ts";
import { ProjectsTab } from "./ProjectsTab.tsx";

const project = projectSummary;

const LIST = [
  project({ id: "open", projectName: "Repairs claim" }),
  project({
    id: "done",
    projectName: "Deposit dispute",
    filing: { lastFiledOn: "2026-11-20", filings: 1, lastPage: 12, pendingCount: 0 },
  }),
];

function render(address: string): string {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, queryFn: () => Promise.reject(new Error("no network")) },
    },
  });
  client.setQueryData([PROJECTS_URL], LIST);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <ProjectsTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The names of the cards shown, in order. */
const names = (html: string) =>
  LIST.filter((p) => html.includes(`>${p.projectName}<`)).map((p) => p.projectName);

describe("the Projects tab and filed projects", () => {
  it("shows every project with a Filed badge on the filed one when no filter is set", () => {
    const html = render("/dashboard");
    expect(names(html)).toEqual(["Repairs claim", "Deposit dispute"]);
    expect(html.match(/>Filed<\/span>/g)).toHaveLength(1);
    expect(html).toMatch(/<option value="filed">Filed<\/option>/);
  });

  it("keeps the Filed filter from the address: only filed projects, the select showing it", () => {
    const html = render("/dashboard?status=filed");
    expect(names(html)).toEqual(["Deposit dispute"]);
    expect(html).toMatch(/<option value="filed" selected="">Filed<\/option>/);
  });

  it("keeps the search from the address too, with the filter", () => {
    expect(names(render("/dashboard?status=in_progress&q=repairs"))).toEqual([]);
    expect(names(render("/dashboard?status=completed&q=repairs"))).toEqual(["Repairs claim"]);
  });
});
