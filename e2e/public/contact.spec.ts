// The contact form in Chromium at 390 and 1280 px: each missing field is named, a valid message is sent (stored by
// the server) with the 24-48 hour promise, and the form starts empty again.
import { describe, expect, it } from "vitest";
import { snapshot, VIEWPORTS } from "../support/browser.ts";
import { useServerAndBrowser, visitorSession } from "../support/suite.ts";

const suite = useServerAndBrowser();

describe.each(VIEWPORTS)("contact form at $width px ($name)", (viewport) => {
  it("names what is missing, then sends and resets", async () => {
    const { context, page, errors } = await visitorSession(suite, viewport);
    await page.goto(`${suite.server.url}/contact`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Contact Support");
    expect(await page.getByText("We answer within 24-48 hours.").count()).toBe(1);

    await page.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => page.getByText("Please enter your name").count()).toBe(1);
    expect(await page.getByText("Please enter a valid email address").count()).toBe(1);
    expect(await page.getByText("Please choose a subject").count()).toBe(1);
    expect(await page.getByText("Please write your message").count()).toBe(1);
    // Focus goes to the first field to fix.
    expect(await page.evaluate<string>("document.activeElement ? document.activeElement.id : ''")).toBe(
      await page.getByLabel("Your name").getAttribute("id"),
    );
    await snapshot(page, "public", `${viewport.name}-contact-errors`);

    await page.getByLabel("Your name").fill("Ana Ruiz");
    await page.getByLabel("Email address").fill(`ana.${viewport.name}@example.com`);
    await page.getByLabel("Subject").selectOption("formatting");
    await page.getByLabel("Message").fill("How do I put my photos after the lease?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect
      .poll(() => page.getByRole("status").allTextContents())
      .toContainEqual(expect.stringContaining("within 24-48 hours"));
    expect(await page.getByLabel("Message").inputValue()).toBe("");
    expect(await page.getByLabel("Your name").inputValue()).toBe("");
    await snapshot(page, "public", `${viewport.name}-contact-sent`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
