// The public pages as a visitor sees them, in Chromium at phone and desktop widths: each page's heading and main
// content, headings in order, no sideways scrolling, no page errors, and a screenshot in e2e/artifacts/public/.
// The file formats page is also checked against the binder engine itself: every format it lists as accepted is
// accepted by the engine's sniffer, and every one it lists as refused is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { MAX_FILE_MB, binderTypesByName, lowestPlanPrice } from "@courtready/contracts";
import { ACCEPTED_TYPES, sniffType } from "../../packages/engine/src/ingest/sniff.ts";
import {
  DOCX_ENTRIES,
  XLSX_ENTRIES,
  buildZip,
  clipping,
  concat,
  latin1Bytes,
  utf8,
} from "../../packages/engine/src/testing/bytes.ts";
import { snapshot, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();

interface PageCase {
  name: string;
  path: string;
  /** The page's one h1. */
  heading: string;
  /** Text the main content must hold. */
  contains: string[];
  /** Where the visit must end, when not at `path`. */
  endsAt?: string;
}

const PAGES: PageCase[] = [
  {
    name: "home",
    path: "/",
    heading: "Turn your evidence into a court-ready exhibit binder",
    contains: [
      `Plans from ${lowestPlanPrice().display}`,
      "What CourtReady does",
      "30 binder types",
      "How it works",
      "Who uses CourtReady",
      "Why choose CourtReady",
      "Technical capabilities",
      `Up to ${MAX_FILE_MB} MB per file`,
    ],
  },
  {
    name: "binder-type-eviction",
    path: "/binder-type/eviction_response",
    heading: "Eviction Response",
    contains: ["Evidence that often matters", "How your binder helps", "Start an Eviction Response binder"],
  },
  {
    name: "binder-type-landlord-tenant",
    path: "/binder-type/landlord-tenant",
    heading: "Eviction Response",
    contains: ["Your lease and any renewals", "not legal advice"],
  },
  {
    name: "binder-type-unknown",
    path: "/binder-type/nope",
    heading: "Binder type not found",
    contains: ["Small Claims", "Return to Home"],
  },
  {
    name: "help",
    path: "/help",
    heading: "How to Use CourtReady",
    contains: [
      "Select your binder type",
      "Fill in the case details",
      "Upload your documents",
      "Organize and review",
      "Generate your binder",
      "Best practices",
    ],
  },
  {
    name: "file-formats",
    path: "/file-formats",
    heading: "File Format Help",
    contains: ["Supported formats", "Formats that cannot be used", "Troubleshooting", "Technical specs"],
  },
  {
    name: "terms",
    path: "/terms",
    heading: "Terms of Service",
    contains: ["August 3, 2025", "not a law firm", "State of California", "deleted 24 hours after the build"],
  },
  {
    name: "privacy",
    path: "/privacy",
    heading: "Privacy Policy",
    contains: [
      "August 3, 2025",
      "kept until you delete them, or until you delete your account",
      "deleted 24 hours after the build",
      "No outside AI provider is set up at present",
    ],
  },
  {
    name: "sitemap",
    path: "/sitemap",
    heading: "Site Map",
    contains: ["Main Pages", "Help and Resources", "Legal Resources", "Company", "Binder types"],
  },
  {
    name: "about",
    path: "/about",
    heading: "About CourtReady",
    contains: ["Our mission", "Our goals", "The platform", "Company information", "Contact us"],
  },
  {
    // /new-binder sends to /create, which sends a visitor to sign up first (builder-and-projects.md §6).
    name: "new-binder",
    path: "/new-binder",
    endsAt: "/signup",
    heading: "Sign Up",
    contains: [],
  },
];

/** The h1–h6 levels of the main content, in document order. */
function headingLevels(page: Page): Promise<number[]> {
  return page.$$eval("main h1, main h2, main h3, main h4, main h5, main h6", (nodes) =>
    nodes.map((node) => Number(node.tagName.slice(1))),
  );
}

describe.each(VIEWPORTS)("public pages at $width px ($name)", (viewport) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await suite.browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(PAGES)("$path", async (pageCase) => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${suite.server.url}${pageCase.path}`);
    if (pageCase.endsAt) await page.waitForURL(`${suite.server.url}${pageCase.endsAt}`);
    const h1 = page.locator("main h1");
    await expect.poll(() => h1.textContent()).toBe(pageCase.heading);
    expect(await h1.count()).toBe(1);

    const main = page.locator("main");
    for (const text of pageCase.contains) await expect.poll(() => main.textContent()).toContain(text);

    // Headings never skip a level on the way down (an h2 may follow an h4, but an h4 may not follow an h2).
    const levels = await headingLevels(page);
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0)
        expect(level, `heading ${i} after h${levels[i - 1]}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
    });

    // Nothing is wider than the screen.
    const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
    expect(overflow).toBeLessThanOrEqual(0);

    await snapshot(page, "public", `${viewport.name}-${pageCase.name}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the landing page shows today's date, every binder type and only a real court count", async () => {
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/`);
    const today = new Date().toLocaleDateString("en-US", {
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
    });
    await expect.poll(() => page.locator("main time").first().textContent()).toBe(today);

    const links = page.locator('main a[href^="/binder-type/"]');
    await expect.poll(() => links.count()).toBe(30);
    expect((await links.allTextContents()).map((t) => t.replace("›", "").trim())).toEqual(
      binderTypesByName().map((t) => t.name),
    );
    expect(await links.first().getAttribute("href")).toBe(`/binder-type/${binderTypesByName()[0]!.slug}`);

    const build = page.getByRole("link", { name: "Build A Binder" }).first();
    expect(await build.getAttribute("href")).toBe("/signup");

    // The count comes from the server's summary; when it cannot be had, no count is shown at all.
    const response = await fetch(`${suite.server.url}/api/presets/summary`);
    if (response.ok) {
      const { coverage } = (await response.json()) as { coverage: { courts: number } };
      await expect
        .poll(() => page.locator("main").textContent())
        .toContain(`${coverage.courts.toLocaleString("en-US")} court`);
    } else {
      await page.waitForLoadState("networkidle");
      expect(await page.locator("main").textContent()).not.toMatch(/\d courts? in /);
    }
    await page.close();
  });

  it("a binder type page can be used with the keyboard alone", async () => {
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/binder-type/landlord-tenant`);
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Eviction Response");
    const start = "Start an Eviction Response binder";
    let focused = "";
    for (let i = 0; i < 25 && focused !== start; i++) {
      await page.keyboard.press("Tab");
      focused = await page.evaluate<string>('document.activeElement?.textContent?.trim() ?? ""');
    }
    expect(focused).toBe(start);
    // The focus ring is drawn.
    const outline = await page.evaluate<string>("getComputedStyle(document.activeElement).outlineStyle");
    expect(outline).not.toBe("none");
    // The button opens the builder for that type; a visitor is sent on to sign up first (§6).
    expect(await page.evaluate<string>('document.activeElement?.getAttribute("href") ?? ""')).toBe(
      "/create?type=eviction_response",
    );
    await page.keyboard.press("Enter");
    await page.waitForURL(`${suite.server.url}/signup`);
    await page.close();
  });
});

// ------------------------------------------------------------------------------------------------------------------
// The file formats page against the engine

/** The smallest bytes the engine's sniffer recognises for each format: a signature, or a container's layout. */
const ftyp = (...brands: string[]) =>
  concat([0, 0, 0, 8 + 4 * brands.length], latin1Bytes("ftyp"), ...brands.map((b) => latin1Bytes(b)));
const mimetypeZip = (type: string) => buildZip([{ name: "mimetype", data: utf8(type) }, "content.xml"]);

const ACCEPTED_SAMPLES: [ext: string, bytes: Uint8Array][] = [
  [".pdf", latin1Bytes("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n")],
  [".jpg", Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0])],
  [".png", Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
  [".gif", latin1Bytes("GIF89a\u0001\u0000\u0001\u0000")],
  [".webp", latin1Bytes("RIFF\u0024\u0000\u0000\u0000WEBPVP8 ")],
  [".tif", latin1Bytes("II*\u0000\u0008\u0000\u0000\u0000")],
  [".heic", ftyp("heic", "\u0000\u0000\u0000\u0000", "mif1", "heic")],
  [".docx", buildZip(DOCX_ENTRIES)],
  [".xlsx", buildZip(XLSX_ENTRIES)],
  [".rtf", latin1Bytes("{\\rtf1\\ansi Rent receipt}")],
  [".txt", utf8("Rent paid on March 1.\n")],
  [".textclipping", clipping({ "public.utf8-plain-text": utf8("Rent paid on March 1.") })],
];

const REFUSED_SAMPLES: [ext: string, bytes: Uint8Array][] = [
  [".pptx", buildZip(["[Content_Types].xml", "ppt/presentation.xml"])],
  [".odt", mimetypeZip("application/vnd.oasis.opendocument.text")],
  [".ods", mimetypeZip("application/vnd.oasis.opendocument.spreadsheet")],
  [".odp", mimetypeZip("application/vnd.oasis.opendocument.presentation")],
  [".pages", buildZip(["Index/Document.iwa"])],
  [".zip", buildZip(["notes.txt"])],
  [".mp4", ftyp("isom", "\u0000\u0000\u0002\u0000", "isom", "mp41")],
  [".mov", ftyp("qt  ", "\u0000\u0000\u0000\u0000", "qt  ")],
  [".mp3", latin1Bytes("ID3\u0003\u0000\u0000\u0000\u0000\u0000\u0000")],
  [".m4a", ftyp("M4A ", "\u0000\u0000\u0000\u0000", "M4A ", "mp42")],
  [".bmp", latin1Bytes("BM\u0046\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0036\u0000\u0000\u0000")],
  [".psd", latin1Bytes("8BPS\u0000\u0001")],
  [".avif", ftyp("avif", "\u0000\u0000\u0000\u0000", "avif", "mif1")],
  [".html", utf8("<!doctype html><html><body>Lease</body></html>")],
  [".svg", utf8('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
  [".exe", concat(latin1Bytes("MZ"), new Uint8Array(62))],
];

/** The page names some refused formats by name rather than by extension. */
const PAGE_NAMES: Record<string, string> = { ".bmp": "bmp", ".avif": "avif" };

describe("the file formats page matches the engine", () => {
  let text: { supported: string; unsupported: string };

  beforeAll(async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.url}/file-formats`);
    const region = (name: string) => page.getByRole("region", { name, exact: true });
    await region("Supported formats").waitFor();
    text = {
      supported: ((await region("Supported formats").textContent()) ?? "").toLowerCase(),
      unsupported: ((await region("Formats that cannot be used").textContent()) ?? "").toLowerCase(),
    };
    await page.close();
  });

  it.each(ACCEPTED_SAMPLES)("%s is listed as supported and the engine accepts it", (ext, bytes) => {
    expect(text.supported).toContain(ext);
    expect(() => sniffType({ name: `sample${ext}`, bytes })).not.toThrow();
  });

  it.each(REFUSED_SAMPLES)("%s is listed as unusable and the engine refuses it", (ext, bytes) => {
    expect(text.unsupported).toContain(PAGE_NAMES[ext] ?? ext);
    expect(text.supported).not.toContain(`${ext} `);
    expect(() => sniffType({ name: `sample${ext}`, bytes })).toThrow(
      /which cannot go in a binder|do not match/,
    );
  });

  it("names every type in the engine's own list of accepted types", () => {
    for (const word of ACCEPTED_TYPES.toLowerCase().match(/\.?[a-z]+/g) ?? []) {
      if (word === "and") continue;
      expect(text.supported, word).toContain(word);
    }
  });
});
