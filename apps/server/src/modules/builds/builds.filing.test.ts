// The filing check of a finished build (issue 36): what reaches the checker (the files meant to be filed, the chosen
// court's profile), what the render answer and the progress outcome carry, and that a build with no court or a
// check that fails says "not checked" (null), never ready. The checker is a stand-in returning a report the test
// chose; the engine's own check is tested in packages/engine.
import { existsSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { dialectsUnderTest } from "@courtready/db/testing";
import { checkFiling } from "@courtready/engine";
import { makePdf } from "@courtready/engine/testing";
import { expectText } from "@courtready/contracts/testing";
import { filingProfileFor } from "@courtready/courts";
import { LANGUAGE_COOKIE, ZBuildProgress, ZFilingCheckReport } from "@courtready/contracts";
import type { TFilingCheckReport, TFilingProfile } from "@courtready/contracts";
import { buildTestApp, sendMultipart, signedInClient, postMultipart as send } from "../../testing/harness.ts";
import type { MultipartFile, TestApp, TestClient } from "../../testing/harness.ts";
import { grantByEmail } from "../../admin.ts";
import { createProject } from "../../testing/projects.factories.ts";
import { checkFiledFiles } from "./builds.filing.ts";
import type { FilingChecker } from "./builds.filing.ts";

/** A report with one blocker that has a one-step fix, as the engine words them. */
function blockedReport(court: string, file: string): TFilingCheckReport {
  return ZFilingCheckReport.parse({
    court,
    profile: "sourced",
    files: [
      {
        file,
        bytes: 1000,
        pages: 3,
        findings: [
          {
            rule: "not-searchable",
            severity: "blocker",
            page: 2,
            message: "Page 2 has no searchable text.",
            source: "Texas e-filing standards — https://www.txcourts.gov/jcit",
            fix: "Make the scans searchable.",
            action: "ocr",
          },
        ],
      },
    ],
  });
}

interface CheckerCall {
  files: { name: string; bytes: Buffer }[];
  profile: TFilingProfile;
  /** The language the findings were asked in (issue 39). */
  language: string | undefined;
}

/** A stand-in checker that records what it was given (the files' bytes read while they exist) and answers `report`. */
function recordingChecker(calls: CheckerCall[], answer: (files: { name: string }[]) => TFilingCheckReport) {
  const check: FilingChecker = async (files, profile, options) => {
    calls.push({
      files: await Promise.all(files.map(async (f) => ({ name: f.name, bytes: await readFile(f.path) }))),
      profile,
      language: options?.language,
    });
    return answer(files);
  };
  return check;
}

describe("checkFiledFiles", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "filing-check-"));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));
  const files = [{ name: "binder.pdf", bytes: new TextEncoder().encode("%PDF-1.7 test") }];
  const errors: unknown[] = [];
  afterEach(() => {
    errors.length = 0;
  });

  it("checks the files on disk under their own names against the court's profile, then removes them", async () => {
    const calls: CheckerCall[] = [];
    const report = await checkFiledFiles(
      recordingChecker(calls, (f) => blockedReport("tx_harris", f[0]!.name)),
      filingProfileFor("tx_harris"),
      files,
      dir,
      (e) => errors.push(e),
    );
    expect(report).toEqual(blockedReport("tx_harris", "binder.pdf"));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.profile).toEqual(filingProfileFor("tx_harris"));
    expect(calls[0]!.files).toEqual([{ name: "binder.pdf", bytes: Buffer.from(files[0]!.bytes) }]);
    expect(await readdir(dir)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("is null (not checked) without a court, for an id that is no court, and when the check fails", async () => {
    const calls: CheckerCall[] = [];
    const checker = recordingChecker(calls, () => blockedReport("x", "binder.pdf"));
    expect(await checkFiledFiles(checker, undefined, files, dir, (e) => errors.push(e))).toBeNull();
    expect(
      await checkFiledFiles(checker, filingProfileFor("no_such_court"), files, dir, (e) => errors.push(e)),
    ).toBeNull();
    expect(calls).toHaveLength(0);
    const failing: FilingChecker = () => Promise.reject(new Error("qpdf is missing"));
    expect(
      await checkFiledFiles(failing, filingProfileFor("tx_harris"), files, dir, (e) => errors.push(e)),
    ).toBeNull();
    expect(errors).toEqual([new Error("qpdf is missing")]);
    expect(existsSync(path.join(dir, "filed"))).toBe(false);
  });
});

const payload = JSON.stringify({ caseName: "Diaz v. Acme", partyName: "Rosa Diaz", role: "plaintiff" });

describe.each(dialectsUnderTest())("a build's filing check on %s", (dialect) => {
  const calls: CheckerCall[] = [];
  let t: TestApp;
  let parts: MultipartFile[];
  beforeAll(async () => {
    t = await buildTestApp(
      dialect,
      {},
      { checkFiling: recordingChecker(calls, (files) => blockedReport("tx_harris", files[0]!.name)) },
    );
    const pdf = await makePdf([{ text: "Lease page one" }, { text: "Lease page two" }]);
    parts = [{ field: "files", filename: "lease.pdf", bytes: pdf, contentType: "application/pdf" }];
  });
  afterAll(async () => t.close());
  afterEach(() => {
    calls.length = 0;
  });

  /** A small claims binder of the lease, with the fields given (a court, a build id). */
  const render = (client: TestClient, fields: Record<string, string>) =>
    send(client, "/api/binders/render", { type_slug: "small_claims", payload, ...fields }, parts);

  async function member() {
    const signed = await signedInClient(t.app);
    await grantByEmail(t.database.db, signed.input.email, "yearly", t.clock());
    return signed.client;
  }

  // Harris County's profile carries Texas's file-name rule (letters and digits), so the binder is named by it.
  const TEXAS_BINDER = "ExhibitBinder.pdf";

  it("checks the binder against the chosen court's profile and answers the report, in the render and its progress", async () => {
    const client = await member();
    const response = await render(client, { preset_key: "tx_harris", buildId: "filing-check-1" });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.filing_check).toEqual(blockedReport("tx_harris", TEXAS_BINDER));
    // The checker read the very binder the person downloads, never the exhibits, print or review files.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.profile.court).toBe("tx_harris");
    const downloaded = (await client.get(body.pdf)).rawPayload;
    expect(calls[0]!.files).toEqual([{ name: TEXAS_BINDER, bytes: downloaded }]);
    // No language asked for: the findings are worded in English (the Filing panel shows them as they come).
    expect(calls[0]!.language).toBe("en");
    const progress = ZBuildProgress.parse((await client.get("/api/builds/filing-check-1/progress")).json());
    expect(progress.outcome?.filing_check).toEqual(body.filing_check);
  });

  it("answers null (not checked) when no court was chosen, without calling the checker", async () => {
    const client = await member();
    const response = await render(client, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().filing_check).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("checks a project's supplement (the file it adds to the filing) against the project's court", async () => {
    const client = await member();
    const { id, project } = await createProject(
      client,
      {
        projectName: "Deposit dispute",
        binderType: "small_claims",
        presetKey: "tx_harris",
        formData: JSON.stringify({ caseName: "Diaz v. Acme" }),
      },
      parts,
    );
    const preview = await client.post(`/api/projects/${id}/preview`, { fileOrder: [project.files[0]!.id] });
    expect(preview.statusCode, preview.body).toBe(200);
    // The preview binder is not what is filed from here ("Mark as filed" freezes it): not checked.
    expect(calls).toEqual([]);
    expect(preview.json()).not.toHaveProperty("filing_check");
    const marked = await client.post(`/api/projects/${id}/filing`, { filedOn: "2026-11-20" });
    expect(marked.statusCode, marked.body).toBe(200);
    const order = [
      { id: project.files[0]!.id, sortOrder: 0, exhibitLabel: project.files[0]!.exhibitLabel },
      { id: "new-1", sortOrder: 1 },
    ];
    const added = await sendMultipart(
      client,
      "POST",
      `/api/projects/${id}/update-files`,
      { projectId: id, fileOrder: JSON.stringify(order) },
      [{ ...parts[0]!, filename: "receipt.pdf" }],
    );
    expect(added.statusCode, added.body).toBe(200);

    // A Spanish reader (the web's language switch) gets the supplement's findings worded in Spanish.
    client.cookies.set(LANGUAGE_COOKIE, "es");
    const supplement = await client.post(`/api/projects/${id}/supplement`);
    expect(supplement.statusCode, supplement.body).toBe(200);
    const body = supplement.json() as { previewUrl: string; filing_check: TFilingCheckReport };
    // The checker read the supplement the person downloads, under its built name, against Harris County's rules.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.profile.court).toBe("tx_harris");
    expect(calls[0]!.language).toBe("es");
    expect(calls[0]!.files.map((f) => f.bytes)).toEqual([(await client.get(body.previewUrl)).rawPayload]);
    expect(body.filing_check).toEqual(blockedReport("tx_harris", calls[0]!.files[0]!.name));
  });

  it("answers the enhanced kit's own check of its court copy, read back from the build's progress", async () => {
    const client = await member();
    const response = await send(
      client,
      "/api/compile",
      { binderType: "small_claims", preset_key: "tx_harris", payload, buildId: "filing-check-kit" },
      parts,
    );
    expect(response.statusCode, response.body).toBe(200);
    const kit = unzipSync(new Uint8Array(response.rawPayload));
    // Built to Harris County's sourced profile, the kit checked its court copy itself (the engine's check, as its
    // quality report says): the app's checker is not run a second time.
    expect(calls).toEqual([]);
    const report = JSON.parse(new TextDecoder().decode(kit["quality-report.json"]!)) as {
      filing_check: TFilingCheckReport;
    };
    expect(report.filing_check.court).toBe("tx_harris");
    expect(report.filing_check.files.map((f) => f.file)).toEqual([TEXAS_BINDER]);
    const progress = ZBuildProgress.parse((await client.get("/api/builds/filing-check-kit/progress")).json());
    expect(progress.outcome?.filing_check).toEqual(report.filing_check);
  });
});

describe.each(dialectsUnderTest())(
  "the filing check's findings in the person's language on %s",
  (dialect) => {
    let t: TestApp;
    let parts: MultipartFile[];
    beforeAll(async () => {
      // The engine's own check: its findings are worded where they are made, by finding code (check-words.ts).
      t = await buildTestApp(dialect, {}, { checkFiling });
      // A Social Security number on the page: Tex. R. Civ. P. 21c keeps it out of a public filing.
      const pdf = await makePdf([{ text: "Tenant SSN 123-45-6789" }]);
      parts = [{ field: "files", filename: "lease.pdf", bytes: pdf, contentType: "application/pdf" }];
    });
    afterAll(async () => t.close());

    async function render(language: string) {
      const signed = await signedInClient(t.app);
      await grantByEmail(t.database.db, signed.input.email, "yearly", t.clock());
      signed.client.cookies.set(LANGUAGE_COOKIE, language);
      const response = await send(
        signed.client,
        "/api/binders/render",
        { type_slug: "small_claims", payload, preset_key: "tx_harris" },
        parts,
      );
      expect(response.statusCode, response.body).toBe(200);
      const report = ZFilingCheckReport.parse(response.json().filing_check);
      return report.files.flatMap((file) => file.findings);
    }

    it("says a finding's message and fix in Spanish to a Spanish reader, and keeps every other field", async () => {
      const spanish = await render("es");
      const english = await render("en");
      const personal = (list: typeof spanish) => list.find((f) => f.rule === "personal-data");
      expectText(personal(english)!.message, {
        has: ["may show personal data"],
        lacks: ["datos personales"],
      });
      expectText(personal(spanish)!.message, {
        // The rule's name stays as it is cited.
        has: ["puede mostrar datos personales", "FRCP 5.2(a)(1)"],
        lacks: ["may show personal data"],
      });
      expect(personal(spanish)!.fix).not.toBe(personal(english)!.fix);
      const facts = (list: typeof spanish) => list.map(({ message: _m, fix: _f, ...rest }) => rest);
      expect(facts(spanish)).toEqual(facts(english));
    });
  },
);
