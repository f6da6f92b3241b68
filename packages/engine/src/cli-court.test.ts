// `courtready build --court`: the named court's profile reaches every file the build writes (here a stand-in
// profile with Texas's name rule, no links and a 1 MB limit, since the court directory has no sourced profile yet).
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { makeNoisyJpeg, makePdf } from "./testing/factories.ts";
import { TEXAS_FILE_NAME, profileWithRules } from "./testing/filing.ts";
import { readNavigation } from "./testing/inspect.ts";

vi.mock("./cli-court.ts", () => ({
  courtFiling: (id: string) =>
    Promise.resolve(
      id === "tx_test"
        ? {
            label: "Test County Court",
            profile: {
              ...profileWithRules({ links: "none", fileName: TEXAS_FILE_NAME }, id),
              max_document_mb: {
                value: 1,
                sources: [{ title: "Test", url: null, read: "2026-11-01", value: null }],
              },
            },
          }
        : undefined,
    ),
}));
const { main } = await import("./cli.ts");

const work = mkdtempSync(path.join(tmpdir(), "courtready-cli-court-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("courtready build --court", () => {
  it("names the files by the court's rule, writes no links and splits under the court's limit", async () => {
    const files: [string, Uint8Array][] = [["Lease (signed).pdf", await makePdf([{ text: "LEASE" }])]];
    // Four photos of about half a megabyte each as printed: over the 1 MB limit together, each well under it.
    for (const seed of [1, 2, 3, 4]) files.push([`photo ${seed}.jpg`, await makeNoisyJpeg(1100, 1100, seed)]);
    const paths = files.map(([name, bytes]) => {
      const p = path.join(work, name);
      writeFileSync(p, bytes);
      return p;
    });
    const out = path.join(work, "out");
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    let printed = "";
    try {
      expect(await main(["build", "--out", out, "--court", "tx_test", ...paths])).toBe(0);
      printed = stdout.mock.calls.map((call) => String(call[0])).join("");
    } finally {
      stdout.mockRestore();
    }
    const volumes = readdirSync(out).filter((n) => n.endsWith(".pdf"));
    expect(volumes.length).toBeGreaterThan(1);
    expect(volumes).toEqual(volumes.map((_, v) => `ExhibitBinderVol${v + 1}.pdf`));
    // The filing check of each volume is printed after the build, as `courtready check` prints it.
    for (const name of volumes)
      expect(printed).toMatch(new RegExp(`${name}: (not )?ready to file at Test County Court`));
    for (const name of volumes) {
      const nav = await readNavigation(new Uint8Array(readFileSync(path.join(out, name))));
      expect([...nav.links.values(), ...nav.remoteLinks.values()].flat()).toEqual([]);
    }
  });

  it("refuses a court it does not know with exit 2", async () => {
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      expect(await main(["build", "--out", path.join(work, "x"), "--court", "xx_nowhere", "a.pdf"])).toBe(2);
      expect(String(stderr.mock.calls[0]?.[0])).toContain('unknown court "xx_nowhere"');
    } finally {
      stderr.mockRestore();
    }
  });
});
