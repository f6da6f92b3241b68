// The warm-up runs the assembly on a one-page binder while qpdf pools: it must stop when told, run once per process,
// and leave every later build byte for byte as a cold process builds it.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { zipOf } from "../testing/zip.ts";
import type { BuildOptions } from "./build.ts";
import { makeJpeg, makePdf } from "../testing/factories.ts";

/** The engine's modules afresh (a new process, as far as their state goes): the warm-up flag, the font caches. */
async function freshEngine() {
  vi.resetModules();
  const [build, warmUp, systemFonts] = await Promise.all([
    import("./build.ts"),
    import("./warm-up.ts"),
    import("../fonts/system-fonts.ts"),
  ]);
  return { ...build, ...warmUp, fonts: systemFonts.loadSystemFonts() };
}

const OPTIONS: BuildOptions = {
  role: "defendant",
  case: { caseName: "Rivera v. Okafor", caseNumber: "26-SC-0142", courtName: "Small Claims Court" },
  descriptions: ["Signed lease", undefined, "Photo of the kitchen ceiling"],
  batesPrefix: "RIV",
  stickers: "color",
  preparedOn: new Date("2026-11-22T12:00:00Z"),
};

async function files() {
  return [
    { name: "lease.pdf", bytes: await makePdf([{ text: "Lease" }, { text: "Page two", rotate: 90 }]) },
    { name: "notes.txt", bytes: new TextEncoder().encode("Rent paid on the 1st, café receipt attached.") },
    { name: "ceiling.jpg", bytes: await makeJpeg(640, 480) },
  ];
}

describe("warmUpAssembly", () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it("does nothing once the pool has ended, and says the process is not warmed up", async () => {
    const { warmUpAssembly } = await freshEngine();
    const assemble = vi.fn(async () => undefined);
    expect(await warmUpAssembly(assemble, AbortSignal.abort())).toBe(false);
    expect(assemble).not.toHaveBeenCalled();
  });

  it("assembles a one-page binder through the real assembly, once per process", async () => {
    const { warmUpAssembly, assemblePrepared, WARM_UP_OPTIONS, fonts } = await freshEngine();
    const made: { pages: number; zip: number }[] = [];
    const assemble = vi.fn(async (prepared: Parameters<typeof assemblePrepared>[0]) => {
      const result = await assemblePrepared(prepared, fonts, WARM_UP_OPTIONS);
      made.push({ pages: result.exhibits[0]!.pages, zip: zipOf(result).byteLength });
    });
    expect(await warmUpAssembly(assemble, new AbortController().signal)).toBe(true);
    expect(made).toHaveLength(1);
    expect(made[0]!.pages).toBe(1);
    expect(made[0]!.zip).toBeGreaterThan(0);
    // Warmed: a second build's wait does not assemble again.
    expect(await warmUpAssembly(assemble, new AbortController().signal)).toBe(true);
    expect(assemble).toHaveBeenCalledTimes(1);
  });

  it("reports a failed warm-up as not warmed, without throwing", async () => {
    const { warmUpAssembly } = await freshEngine();
    const failing = async () => {
      throw new Error("assembly failed");
    };
    expect(await warmUpAssembly(failing, new AbortController().signal)).toBe(false);
  });
});

describe("a build after a warm-up", () => {
  it("is byte for byte the build of a process that never warmed up", async () => {
    const cold = await freshEngine();
    const coldResult = await cold.buildBinder(await files(), cold.fonts, { ...OPTIONS, warmUp: false });
    expect(coldResult.exhibits).toHaveLength(3);

    const warm = await freshEngine();
    const warmed = await warm.warmUpAssembly(
      (prepared) => warm.assemblePrepared(prepared, warm.fonts, warm.WARM_UP_OPTIONS),
      new AbortController().signal,
    );
    expect(warmed).toBe(true);
    const warmResult = await warm.buildBinder(await files(), warm.fonts, { ...OPTIONS, warmUp: false });
    expect(Buffer.from(warmResult.pdf).equals(Buffer.from(coldResult.pdf))).toBe(true);
    expect(Buffer.from(zipOf(warmResult)).equals(Buffer.from(zipOf(coldResult)))).toBe(true);
  });

  it("is the same whether the build warms up while qpdf runs or not", async () => {
    const off = await freshEngine();
    const without = await off.buildBinder(await files(), off.fonts, { ...OPTIONS, warmUp: false });
    const on = await freshEngine();
    const withWarmUp = await on.buildBinder(await files(), on.fonts, { ...OPTIONS });
    expect(Buffer.from(zipOf(withWarmUp)).equals(Buffer.from(zipOf(without)))).toBe(true);
  });
});
