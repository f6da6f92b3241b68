// The sign-in pages in Spanish and English: the words come from the auth catalogue, and the fields keep the
// autocomplete names that let password managers fill them (WCAG 3.3.8) whatever the language.
import { describe, expect, it } from "vitest";
import { PASSWORD_RESET_MESSAGES } from "@courtready/contracts";
import ForgotPasswordPage from "../../routes/ForgotPassword.tsx";
import LoginPage from "../../routes/Login.tsx";
import SignupPage from "../../routes/Signup.tsx";
import { renderMarkup } from "../shared/renderInLanguage.tsx";
import { expectText } from "@courtready/contracts/testing";

const SIGNED_OUT = [[["/api/auth/user"], null]] as const;

describe("the login page", () => {
  it("reads in Spanish, with no English left in its form", async () => {
    const html = await renderMarkup(<LoginPage />, "es", SIGNED_OUT);
    expectText(html, {
      has: [
        "Iniciar sesión</h1>",
        "Bienvenido de nuevo. Inicie sesión para trabajar en sus carpetas de pruebas.",
        "Correo electrónico",
        "Mostrar contraseña",
        "¿Todavía no tiene cuenta?",
      ],
    });
    // The "Forgot password?" link's words are the contracts' (PASSWORD_RESET_MESSAGES.linkLabel), said in Spanish.
    expect(html).toContain("¿Olvidó su contraseña?");
    expect(html).not.toContain(PASSWORD_RESET_MESSAGES.linkLabel);
    for (const english of ["Log In", "Email address", "Show password", "No account yet?", "Sign Up"]) {
      expect(html).not.toContain(english);
    }
  });

  it("keeps the password manager's field names in both languages", async () => {
    for (const language of ["en", "es"] as const) {
      const html = await renderMarkup(<LoginPage />, language, SIGNED_OUT);
      expect(html).toMatch(/<input[^>]*type="email"[^>]*autoComplete="email"[^>]*name="email"/);
      expect(html).toContain('autoComplete="current-password"');
      // Nothing in the form stops pasting.
      expect(html).not.toMatch(/onpaste|onPaste/);
    }
  });

  it("is unchanged in English", async () => {
    const html = await renderMarkup(<LoginPage />, "en", SIGNED_OUT);
    expectText(html, {
      has: ["Log In</h1>", "Welcome back. Log in to work on your exhibit binders.", "Forgot password?"],
      lacks: ["Iniciar sesión"],
    });
  });

  it("names the signed-in person inside the Spanish sentence, as text", async () => {
    const user = { id: "u1", email: "ana<b>@example.com", firstName: "Ana", lastName: "Ruiz" };
    const html = await renderMarkup(<LoginPage />, "es", [[["/api/auth/user"], user]]);
    expect(html).toContain(
      'Ya inició sesión como <strong class="break-all">ana&lt;b&gt;@example.com</strong>.',
    );
    expect(html).toContain("Ir a su panel");
  });
});

describe("the sign-up page", () => {
  it("reads in Spanish, both steps, with the plans translated", async () => {
    const html = await renderMarkup(<SignupPage />, "es", [[["/api/membership/payments"], { mode: "test" }]]);
    expectText(html, {
      has: [
        "Registrarse</h1>",
        "Paso 1 de 2",
        "Paso 2 de 2",
        "Al menos 8 caracteres, con letras y números",
        "Confirme la contraseña",
        "Elegir el plan Anual",
        'autoComplete="new-password"',
      ],
      lacks: ["Step 1 of 2", "Choose the Annual plan"],
    });
  });
});

describe("the forgot-password page", () => {
  it("reads in Spanish", async () => {
    const html = await renderMarkup(<ForgotPasswordPage />, "es", [
      [["/api/auth/password-reset"], { available: true, supportEmail: null }],
    ]);
    expectText(html, {
      has: ["¿Olvidó su contraseña?", "Enviar el enlace", "Volver a iniciar sesión"],
      lacks: ["Send Reset Link"],
    });
    // The note above the form is the contracts' PASSWORD_RESET_MESSAGES.throttledNote, said in Spanish.
    expect(html).not.toContain(PASSWORD_RESET_MESSAGES.throttledNote);
  });
});
