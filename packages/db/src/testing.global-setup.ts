// Vitest global setup (vitest.config.ts): migrates one database per dialect the project tests on, once per run,
// before any test file starts; createTestDatabase (testing.ts) then copies it for every test instead of migrating.
import type { TestProject } from "vitest/node";
import { createMigratedTemplates, parseDialects } from "./testing.ts";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project's own env (vitest.config.ts) is what its tests see; the main process has only the caller's.
  const dialects = parseDialects(
    project.config.env.COURTREADY_TEST_DIALECTS ?? process.env.COURTREADY_TEST_DIALECTS,
  );
  const templates = await createMigratedTemplates(dialects);
  project.provide("courtreadyDbTemplates", {
    ...(templates.sqlite ? { sqlite: templates.sqlite } : {}),
    ...(templates.postgres ? { postgres: templates.postgres } : {}),
  });
  return () => templates.remove();
}
