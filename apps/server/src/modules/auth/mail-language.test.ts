// E-mails in the recipient's language (issue 39), through the loopback SMTP stand-in on SQLite and PostgreSQL: an
// account's saved language decides; without one, the language of whoever made the mail be sent; else English.
import { describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { ACCOUNT_LANGUAGE_URL, LANGUAGE_COOKIE, messageFor } from "@courtready/contracts";
import { buildSignup, signedInClient, TestClient, useMailingTestApp } from "../../testing/harness.ts";
import { firstLink } from "../../testing/smtp-stand-in.ts";
import type { ReceivedMail } from "../../testing/smtp-stand-in.ts";

const SPANISH_BROWSER = { "accept-language": "es-US,es;q=0.9" };
const ENGLISH_BROWSER = { "accept-language": "en-US,en;q=0.9" };

describe.each(dialectsUnderTest())("e-mails in the recipient's language on %s", (dialect) => {
  const { app, smtp } = useMailingTestApp(dialect);

  async function accountSaying(language: "es" | null, email: string) {
    const { client } = await signedInClient(app().app, { email });
    if (language) {
      const saved = await client.request({ method: "PUT", url: ACCOUNT_LANGUAGE_URL, payload: { language } });
      expect(saved.statusCode).toBe(200);
    }
    return client;
  }

  async function askReset(email: string, headers: Record<string, string>): Promise<ReceivedMail> {
    const asked = await new TestClient(app().app, headers).post("/api/auth/password-reset", { email });
    expect(asked.statusCode).toBe(200);
    return smtp().nextMail();
  }

  it("sends a Spanish account its password reset in Spanish, whatever the asking browser speaks", async () => {
    await accountSaying("es", "lucia@example.com");
    const mail = await askReset("lucia@example.com", ENGLISH_BROWSER);
    expect(mail.subject).toBe("Cree una contraseña nueva de CourtReady");
    expect(mail.text).toContain("Para elegir una contraseña nueva, abra este enlace antes de 30 minutos:");
    expect(mail.text).not.toContain("To choose a new password");
    expect(firstLink(mail.text)).toMatch(/^https:\/\/courtready\.test\/reset-password#/);
  });

  it("sends an account with no saved language the asker's language, and English by default", async () => {
    await accountSaying(null, "ann@example.com");
    const english = await askReset("ann@example.com", ENGLISH_BROWSER);
    expect(english.subject).toBe("Set a new CourtReady password");
    expect(english.text).toContain("To choose a new password, open this link within 30 minutes:");
    const spanish = await askReset("ann@example.com", SPANISH_BROWSER);
    expect(spanish.subject).toBe(messageFor("emails.resetSubject", "es"));
  });

  it("tells a Spanish account in Spanish that someone tried to sign up with its address", async () => {
    await accountSaying("es", "marta@example.com");
    const again = new TestClient(app().app, ENGLISH_BROWSER);
    again.cookies.set(LANGUAGE_COOKIE, "en");
    expect(
      (await again.post("/api/auth/signup", buildSignup({ email: "Marta@example.com" }))).statusCode,
    ).toBe(201);
    const mail = await smtp().nextMail();
    expect(mail.to).toEqual(["marta@example.com"]);
    expect(mail.subject).toBe("Alguien intentó registrarse en CourtReady con su correo");
    expect(mail.text).toContain("Si no fue usted, no tiene que hacer nada.");
  });

  it("invites in the invitee's saved language, else in the inviter's; the seat's confirmation follows the account", async () => {
    const owner = await accountSaying(null, "owner@example.com");
    const started = await owner.post("/api/membership/create-checkout", { tier: "group-monthly" });
    const id = (started.json().checkoutUrl as string).replace("/test-checkout/", "");
    expect((await owner.post(`/api/membership/checkout/${id}/complete`)).statusCode).toBe(200);
    const rosa = await accountSaying("es", "rosa@example.com");
    await owner.post("/api/membership/group/invite", { email: "rosa@example.com" });
    const toSpanish = await smtp().nextMail();
    expect(toSpanish.to).toEqual(["rosa@example.com"]);
    expect(toSpanish.subject).toBe("Le invitaron a un plan de grupo de CourtReady");
    expect(toSpanish.text).toContain("owner@example.com invitó a este correo electrónico");

    // Rosa's password account has not proven its address: opening the link mails her a confirmation, in Spanish.
    const token = new URL(firstLink(toSpanish.text)).hash.replace(/^#join=/, "");
    const opened = await rosa.post("/api/membership/group/accept", { token });
    expect(opened.statusCode).toBe(202);
    expect(opened.json()).toMatchObject({ message: messageFor("membership.seatAwaitsConfirmation", "es") });
    const confirmation = await smtp().nextMail();
    expect(confirmation.subject).toBe(
      "Confirme su correo electrónico para unirse a un plan de grupo de CourtReady",
    );
    expect(confirmation.text).toContain("con la sesión iniciada en la cuenta:");

    await owner.post("/api/membership/group/invite", { email: "nobody-yet@example.com" });
    const toEnglish = await smtp().nextMail();
    expect(toEnglish.subject).toBe("You are invited to a CourtReady group plan");
    expect(toEnglish.text).toContain("owner@example.com invited this e-mail address");
  });
});
