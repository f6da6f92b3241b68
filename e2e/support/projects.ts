// Saved projects for the edit screen's specs: one saved through the API on a Cook County small-claims case (the
// screen is then opened on it), and the binder the screen's Preview builds, fetched from the address its call answers.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { createProject } from "./accounts.ts";

/**
 * Saves a plaintiff's small-claims project in Cook County named `name` with `files` (paths, sent as `type`) and any
 * other `fields` of the save (a size limit); its id.
 */
export async function cookCountyProject(
  context: BrowserContext,
  baseUrl: string,
  name: string,
  files: { paths: readonly string[]; type: string },
  fields: Record<string, string> = {},
): Promise<string> {
  const form = new FormData();
  form.append("projectName", name);
  form.append("binderType", "small_claims");
  form.append("role", "plaintiff");
  form.append("courtName", "Circuit Court of Cook County, Illinois");
  form.append("presetKey", "il_cook");
  form.append("formData", JSON.stringify({ caseName: "Diaz v. Acme Property", caseNumber: "SC-2026-0142" }));
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  for (const file of files.paths)
    form.append("files", new File([readFileSync(file)], path.basename(file), { type: files.type }));
  return createProject(context, baseUrl, form);
}

/**
 * Presses the edit screen's Preview and answers the binder it built: the address comes back from the preview call,
 * and the tab it opened is closed.
 */
export async function previewBinder(
  page: Page,
  context: BrowserContext,
  baseUrl: string,
  projectId: string,
): Promise<Buffer> {
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/projects/${projectId}/preview`), {
      timeout: 120_000,
    }),
    page.getByRole("button", { name: "Preview", exact: true }).click(),
  ]);
  expect(answer.status()).toBe(200);
  const { previewUrl } = (await answer.json()) as { previewUrl: string };
  for (const opened of context.pages()) if (opened !== page) await opened.close();
  return (await context.request.get(`${baseUrl}${previewUrl}`)).body();
}
