// What the sharing screens render, as HTML from the server renderer (no browser needed): the share dialog opens on
// its form with the defaults, the owner's comment list shows typed text as text (never as markup), and the link
// list offers Revoke for each link.
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { TProjectComment, TShareLink } from "@courtready/contracts";
import { ShareDialog } from "./ShareDialog.tsx";
import { ProjectComments } from "./ProjectComments.tsx";
import { projectCommentsUrl, shareLinksUrl } from "./api.ts";
import { expectText } from "@courtready/contracts/testing";

function render(node: ReactNode, data: [string, unknown][] = []): string {
  // No network here: every query's data is set by the test, and anything else fails loudly.
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, queryFn: () => Promise.reject(new Error("no network")) },
    },
  });
  for (const [url, value] of data) client.setQueryData([url], value);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

describe("ShareDialog", () => {
  it("opens on the form with view only and 7 days chosen", () => {
    const html = render(<ShareDialog projectId="p1" projectName="Deposit dispute" open onClose={() => {}} />);
    expect(html).toContain("Share Project");
    expect(html).toContain("&quot;Deposit dispute&quot;");
    expect(html).toMatch(/<option value="view" selected="">View only<\/option>/);
    expect(html).toMatch(/<option value="7" selected="">7 days<\/option>/);
    expect(html).toContain("Create Link");
  });

  it("renders nothing inside the dialog while closed", () => {
    const html = render(
      <ShareDialog projectId="p1" projectName="Deposit dispute" open={false} onClose={() => {}} />,
    );
    expect(html).not.toContain("Create Link");
  });
});

describe("ProjectComments", () => {
  const comments: TProjectComment[] = [
    {
      id: "c1",
      authorName: "<img src=x>",
      text: "<b>Exhibit 2</b> is blurry",
      createdAt: "2026-11-22T12:00:00.000Z",
    },
  ];
  const links: TShareLink[] = [
    { id: "s1", permissions: "comment", createdAt: "2026-11-22T12:00:00.000Z", expiresAt: null },
  ];

  it("shows typed text as text, and each working link with a Revoke button", () => {
    const html = render(<ProjectComments projectId="p1" />, [
      [projectCommentsUrl("p1"), comments],
      [shareLinksUrl("p1"), links],
    ]);
    expectText(html, {
      has: [
        "&lt;b&gt;Exhibit 2&lt;/b&gt; is blurry",
        "&lt;img src=x&gt;",
        "Can view and comment",
        "Never expires",
      ],
      lacks: ["<b>Exhibit 2"],
    });
    expect(html).toMatch(/aria-label="Revoke the link created [^"]+"/);
  });

  it("says what to expect when there are no comments or links yet", () => {
    const html = render(<ProjectComments projectId="p1" />, [
      [projectCommentsUrl("p1"), []],
      [shareLinksUrl("p1"), []],
    ]);
    expect(html).toContain("No comments yet.");
    expect(html).toContain("No working share links.");
  });
});
