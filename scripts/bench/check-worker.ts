// The filing check in process for the bench (check.mjs): times checkFiling alone on one file and prints its seconds
// and this process's peak memory as one JSON line.
import { checkFiling } from "@courtready/engine";
import { filingProfile, sourced } from "../../packages/engine/src/testing/filing.ts";

const file = process.argv[2]!;
const profile = filingProfile({
  max_document_mb: sourced(25),
  max_envelope_mb: sourced(50),
  links: sourced("none" as const),
  clerk_box_first_page: sourced({ width_in: 3, height_in: 3 }),
  clerk_box_later_pages: sourced({ width_in: 3, height_in: 1 }),
  page_size: sourced("scale-to-letter" as const),
  bookmarks_required: sourced(true),
  searchable_required: sourced(true),
  forms_flattened: sourced(true),
  personal_data: [sourced("frcp-5.2" as const)],
});
const t0 = performance.now();
await checkFiling([{ name: "check-1000.pdf", path: file }], profile);
const seconds = (performance.now() - t0) / 1000;
console.log(JSON.stringify({ seconds, peakMb: process.resourceUsage().maxRSS / 1024 }));
