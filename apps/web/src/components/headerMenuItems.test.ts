// Tests of the header menu's items and their order (spec §2.2).
import { describe, expect, it } from "vitest";
import { EXTERNAL_LINKS } from "@courtready/contracts";
import type { TUser } from "@courtready/contracts";
import { i18n } from "../i18n/index.ts";
import { accountLabel, headerMenuItems } from "./headerMenuItems.ts";

function buildUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: "u1",
    email: "ana@example.com",
    firstName: "Ana",
    lastName: "Ruiz",
    language: null,
    ...overrides,
  };
}

describe("headerMenuItems", () => {
  it("lists the visitor's items in the spec's order, without Membership or Log Out", () => {
    expect(headerMenuItems(null).map((item) => item.label)).toEqual([
      "Log-In / Sign-Up",
      "Binder Builder",
      "How to Use",
      "File Format Help",
      "Court Information",
      "Find an Attorney",
      "Legal Aid Resources",
      "Contact Support",
    ]);
    expect(headerMenuItems(null)[0]).toMatchObject({ kind: "link", to: "/login" });
  });

  it("names the signed-in user and ends with Membership and Log Out", () => {
    const items = headerMenuItems(buildUser());
    expect(items[0]).toEqual({ kind: "account", label: "Ana", description: "Logged in as ana@example.com" });
    expect(items.slice(-2).map((item) => item.label)).toEqual(["Membership", "Log Out"]);
    expect(items).toHaveLength(10);
  });

  it("links the pages and opens the external directories in a new tab", () => {
    const byLabel = new Map(headerMenuItems(null).map((item) => [item.label, item]));
    expect(byLabel.get("Binder Builder")).toMatchObject({ to: "/create" });
    expect(byLabel.get("How to Use")).toMatchObject({ to: "/help" });
    expect(byLabel.get("File Format Help")).toMatchObject({ to: "/file-formats" });
    expect(byLabel.get("Court Information")).toMatchObject({ to: "/court-information" });
    expect(byLabel.get("Contact Support")).toMatchObject({ to: "/contact" });
    expect(byLabel.get("Find an Attorney")).toEqual({
      kind: "external",
      label: "Find an Attorney",
      href: EXTERNAL_LINKS.findAttorney,
    });
    expect(byLabel.get("Legal Aid Resources")).toEqual({
      kind: "external",
      label: "Legal Aid Resources",
      href: EXTERNAL_LINKS.legalAid,
    });
  });

  it("describes the membership from its status", () => {
    const membership = (status: string, type: string) =>
      headerMenuItems(buildUser(), { status, type }).find((item) => item.label === "Membership");
    expect(membership("active", "yearly")).toMatchObject({
      to: "/membership",
      description: "Active Annual Member",
    });
    expect(membership("active", "one-time")).toMatchObject({ description: "Active One-Time Member" });
    expect(headerMenuItems(buildUser()).find((item) => item.label === "Membership")).toMatchObject({
      description: "Purchase membership to create exhibit binders",
    });
  });
});

describe("accountLabel", () => {
  it("prefers the first name and falls back to the e-mail", () => {
    expect(accountLabel(buildUser())).toBe("Ana");
    expect(accountLabel(buildUser({ firstName: "" }))).toBe("ana@example.com");
    expect(accountLabel(buildUser({ firstName: "   " }))).toBe("ana@example.com");
  });
});

describe("headerMenuItems in Spanish (issue 39)", () => {
  const spanish = { menu: i18n.getFixedT("es", "menu"), membership: i18n.getFixedT("es", "membership") };

  it("lists the visitor's items in Spanish, in the same order and to the same places", () => {
    const items = headerMenuItems(null, null, spanish);
    expect(items.map((item) => item.label)).toEqual([
      "Iniciar sesión / Registrarse",
      "Crear una carpeta",
      "Cómo usarlo",
      "Ayuda con formatos de archivo",
      "Información de cortes",
      "Buscar un abogado",
      "Recursos de ayuda legal",
      "Contactar a soporte",
    ]);
    expect(items.map((item) => ("to" in item ? item.to : "href" in item ? item.href : null))).toEqual(
      headerMenuItems(null).map((item) => ("to" in item ? item.to : "href" in item ? item.href : null)),
    );
  });

  it("names the signed-in user and the membership in Spanish", () => {
    const items = headerMenuItems(buildUser(), { status: "active", type: "yearly" }, spanish);
    expect(items[0]).toEqual({
      kind: "account",
      label: "Ana",
      description: "Sesión iniciada como ana@example.com",
    });
    expect(items.slice(-2)).toMatchObject([
      { label: "Membresía", description: "Miembro anual activo" },
      { kind: "logout", label: "Cerrar sesión" },
    ]);
    expect(headerMenuItems(buildUser(), null, spanish).at(-2)).toMatchObject({
      description: "Compre una membresía para crear carpetas de pruebas",
    });
  });
});
