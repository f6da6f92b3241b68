// A court directory summary for the tests of the public pages' coverage wording: 3,007 courts in 50 states, DC and
// 5 territories.
import type { TCoverageSummary } from "@courtready/contracts";

export const COVERAGE_FIXTURE: TCoverageSummary = {
  courts: 3007,
  stateCourts: 2800,
  federalCourts: 207,
  jurisdictions: 56,
  states: 50,
  territories: 5,
  eFilingCourts: 1200,
  contactCourts: 0,
};
