// The project edit screen's "File size limit for e-filing": the screen shows the project's saved choice in the
// builder's field (HTML from the server renderer, no browser needed), Save Changes sends a changed choice alone
// through PUT /api/projects/{id}, and a limit that is not a number of MB is refused with the field's message.
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import type { ReactNode } from "react";
import type { TPresetsResponse, TProject } from "@courtready/contracts";
import { presetsUrl } from "../shared/presets.ts";
import { buildPreset } from "../shared/courtTestFactories.ts";
import { SIZE_LIMIT_MB_MESSAGE } from "@courtready/contracts";
import { ProjectEditor } from "./ProjectEditor.tsx";
import { ProjectSizeLimit } from "./ProjectSizeLimit.tsx";
import { makeProject } from "./projectTestFactories.ts";
import { projectUrl } from "../shared/projectQueries.ts";
import { saveSizeLimit } from "./api.ts";
import { sizeLimitSave } from "./sizeLimitEdit.ts";
import type { SizeLimitDraft } from "../shared/sizeLimit.ts";

/** Cook County, whose preset records a 25 MB limit with its source. */
const COOK = buildPreset({
  id: "il_cook",
  state: "IL",
  county: "Cook",
  label: "Circuit Court of Cook County",
  size_limit_mb: 25,
  sources: {
    size_limit_mb: [
      { title: "eFileIL Electronic Document Standards", url: null, read: "2026-11-22", value: null },
    ],
  },
});
const PRESETS: TPresetsResponse = { il_cook: COOK };

const project = makeProject;

/** Renders with the project and Cook County's presets already loaded; no network here. */
function render(node: ReactNode, saved?: TProject): string {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, queryFn: () => Promise.reject(new Error("no network")) },
    },
  });
  if (saved) client.setQueryData([projectUrl(saved.id)], saved);
  client.setQueryData([presetsUrl({ state: "IL" })], PRESETS);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Each radio of the size limit field: its words and whether it is chosen. */
function radios(html: string): { text: string; checked: boolean }[] {
  return html
    .split('<input type="radio"')
    .slice(1)
    .map((part) => {
      const end = part.indexOf("/>");
      const label = part.slice(end + 2, part.indexOf("</label>"));
      return {
        text: label
          .replace(/<[^>]+>/g, " ")
          .replace(/&#x27;/g, "'")
          .replace(/\s+/g, " ")
          .trim(),
        checked: part.slice(0, end).includes('checked=""'),
      };
    });
}

/** The MB box's tag. */
function mbBox(html: string): string {
  const tag = /<input [^>]*aria-label="Your file size limit in MB"[^>]*\/>/.exec(html);
  expect(tag).not.toBeNull();
  return tag![0];
}

const chosen = (html: string) => radios(html).filter((radio) => radio.checked);
const editor = (saved: TProject) => render(<ProjectEditor projectId={saved.id} />, saved);

describe("the project edit screen's file size limit", () => {
  it("shows the builder's three choices with the project's saved one chosen", () => {
    const court = editor(project({ sizeLimit: "court" }));
    expect(court).toContain("File size limit for e-filing");
    expect(radios(court).map((radio) => radio.text)).toEqual([
      "This court's limit: 25 MB From the court's published e-filing rules.",
      "No limit: one binder file",
      "My own limit",
    ]);
    expect(chosen(court)).toHaveLength(1);
    expect(chosen(court)[0]!.text).toMatch(/^This court's limit: 25 MB/);

    const own = editor(project({ sizeLimit: 12.5 }));
    expect(chosen(own).map((radio) => radio.text)).toEqual(["My own limit"]);
    expect(mbBox(own)).toContain('value="12.5"');
    expect(mbBox(own)).toContain('aria-invalid="false"');

    expect(chosen(editor(project({ sizeLimit: "none" }))).map((radio) => radio.text)).toEqual([
      "No limit: one binder file",
    ]);
  });

  it("shows a project saved before the choice was kept as No limit, not the court's limit", () => {
    const html = editor(project());
    expect(chosen(html).map((radio) => radio.text)).toEqual(["No limit: one binder file"]);
    expect(html).not.toContain("Unsaved changes");
  });
});

describe("what Save Changes does with the size limit (sizeLimitSave)", () => {
  const draft = (sizeLimit: SizeLimitDraft["sizeLimit"], sizeLimitMb = ""): SizeLimitDraft => ({
    sizeLimit,
    sizeLimitMb,
  });

  it("sends a changed choice, and nothing when the choice is the saved one", () => {
    expect(sizeLimitSave("court", draft("none"))).toEqual({ kind: "changed", sizeLimit: "none" });
    expect(sizeLimitSave("none", draft("court"))).toEqual({ kind: "changed", sizeLimit: "court" });
    expect(sizeLimitSave("court", draft("custom", " 12.5 "))).toEqual({ kind: "changed", sizeLimit: 12.5 });
    expect(sizeLimitSave(12.5, draft("custom", "10"))).toEqual({ kind: "changed", sizeLimit: 10 });
    expect(sizeLimitSave(12.5, draft("custom", "12.50"))).toEqual({ kind: "unchanged" });
    expect(sizeLimitSave("court", draft("court"))).toEqual({ kind: "unchanged" });
    // Saved before the choice was kept: that is no limit, so choosing "No limit" changes nothing.
    expect(sizeLimitSave(undefined, draft("none"))).toEqual({ kind: "unchanged" });
    expect(sizeLimitSave(undefined, draft("court"))).toEqual({ kind: "changed", sizeLimit: "court" });
  });

  it("refuses My own limit without a number of MB from 0.5 to 10000", () => {
    for (const typed of ["", "  ", "lots", "0.2", "10001", "2.", "-5", "1e3"])
      expect(sizeLimitSave("court", draft("custom", typed)), typed).toEqual({ kind: "invalid" });
    // Clearing a saved limit's box is refused too, not taken as the saved limit.
    expect(sizeLimitSave(12.5, draft("custom", ""))).toEqual({ kind: "invalid" });
  });
});

describe("the size limit field on the edit screen", () => {
  const edit = (shown: SizeLimitDraft, error: string | null = null) => ({
    shown,
    error,
    mbRef: { current: null },
    change: () => {},
  });

  it("says what to type next to the box when the limit typed is not one", () => {
    const html = render(
      <ProjectSizeLimit project={project()} edit={edit({ sizeLimit: "custom", sizeLimitMb: "lots" })} />,
    );
    expect(html).toMatch(new RegExp(`role="alert"[^>]*>${SIZE_LIMIT_MB_MESSAGE.replace(/\./g, "\\.")}</p>`));
    const box = mbBox(html);
    expect(box).toContain('value="lots"');
    expect(box).toContain('aria-invalid="true"');
    // The box names the message, so a screen reader reads it with the box.
    const errorId = /aria-describedby="([^"]+)"/.exec(box)![1]!;
    expect(html).toContain(`<p id="${errorId}" role="alert"`);
  });

  it("shows the message a refused save gives a blank box, and no message while nothing is wrong", () => {
    const blank = { sizeLimit: "custom", sizeLimitMb: "" } as const;
    expect(
      render(<ProjectSizeLimit project={project()} edit={edit(blank, SIZE_LIMIT_MB_MESSAGE)} />),
    ).toContain(SIZE_LIMIT_MB_MESSAGE);
    const html = render(<ProjectSizeLimit project={project()} edit={edit(blank)} />);
    expect(html).not.toContain(SIZE_LIMIT_MB_MESSAGE);
    expect(html).not.toContain('role="alert"');
  });
});

describe("saveSizeLimit", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sends the choice alone, as the update's sizeLimit field, with PUT /api/projects/{id}", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const answer = { id: "p1", project: project({ sizeLimit: 12.5 }) };
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    });
    const answer = await saveSizeLimit("p1", 12.5);
    expect(answer.project.sizeLimit).toBe(12.5);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("/api/projects/p1");
    expect(calls[0]!.init.method).toBe("PUT");
    const body = calls[0]!.init.body;
    expect(body).toBeInstanceOf(FormData);
    // Every other field left out, so the project's name, court and files stay as they are.
    expect([...(body as FormData).entries()]).toEqual([["sizeLimit", "12.5"]]);

    await saveSizeLimit("p1", "none");
    expect([...(calls[1]!.init.body as FormData).entries()]).toEqual([["sizeLimit", "none"]]);
  });
});
