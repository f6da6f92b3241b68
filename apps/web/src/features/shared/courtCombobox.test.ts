// The court field's keyboard rules and words (issue 37 §1): arrows wrap, Escape closes, each option says the place it
// was found by, and the live status says what the search found.
import { describe, expect, it } from "vitest";
import { COURT_OPTIONS_SHOWN, comboboxStatus, comboboxStep, optionDetail } from "./courtCombobox.ts";
import { buildPreset } from "./courtTestFactories.ts";

const closed = { open: false, active: -1 };

describe("the court field's keys", () => {
  it("open the list on Down at the first court, move and wrap, and jump with Home and End", () => {
    let state = comboboxStep(closed, "ArrowDown", 3);
    expect(state).toEqual({ open: true, active: 0 });
    state = comboboxStep(comboboxStep(state, "ArrowDown", 3), "ArrowDown", 3);
    expect(state.active).toBe(2);
    expect(comboboxStep(state, "ArrowDown", 3).active).toBe(0);
    expect(comboboxStep({ open: true, active: 0 }, "ArrowUp", 3).active).toBe(2);
    expect(comboboxStep(closed, "ArrowUp", 3)).toEqual({ open: true, active: 2 });
    expect(comboboxStep(state, "Home", 3).active).toBe(0);
    expect(comboboxStep(closed, "End", 3).active).toBe(2);
  });

  it("close on Escape, and stay closed with nothing found", () => {
    expect(comboboxStep({ open: true, active: 1 }, "Escape", 3)).toEqual(closed);
    expect(comboboxStep(closed, "ArrowDown", 0)).toEqual(closed);
  });
});

describe("the court field's words", () => {
  const source = { title: "ZIP table", url: null, read: "2026-11-20", value: null };
  it("name the place a court was found by, else its county", () => {
    const harris = buildPreset({ id: "tx_harris", county: "Harris County" });
    const place = {
      name: "Houston",
      state: "TX" as const,
      county: "Harris County",
      zip_codes: 169,
      place_zip_codes: 169,
      source,
    };
    expect(optionDetail({ preset: harris, place })).toBe("Houston, TX — Harris County");
    expect(optionDetail({ preset: harris, place: null })).toBe("Harris County");
  });

  it("say what the search found, nothing before a search, and how to try again", () => {
    expect(comboboxStatus("", "idle", 0)).toBe("");
    expect(comboboxStatus("Sacra", "searching", 0)).toBe("Searching courts…");
    expect(comboboxStatus("Sacramento", "done", 1)).toBe(
      "1 court found. Use the up and down arrows to choose one.",
    );
    expect(comboboxStatus("Houston", "done", 40)).toContain(`${COURT_OPTIONS_SHOWN} courts found`);
    expect(comboboxStatus(" Atlantis ", "done", 0)).toBe(
      "No court found for “Atlantis”. Try the county or the city's name.",
    );
    expect(comboboxStatus("Houston", "failed", 0)).toContain("could not be searched");
  });
});
