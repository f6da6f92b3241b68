// Each state's driver's licence number shape (issue 43), for the states whose redaction rule sets are here, each
// with the pages it was read on. No state motor-vehicle agency's own page on its number format was among the stored
// pages searched (2026-11-28); the shapes are from published tables that agree, and a shape no source gives is not
// here (Florida's numbers issued since July 2024 have no sourced shape: the generic rule, after its words, finds them).
import type { TFactSource, TLicenceShape } from "@courtready/contracts";
import { citedOn } from "../levels/sources.ts";

/** The date the licence shapes' sources were read. */
export const READ_LICENCE_SHAPES = "2026-11-28";

const read = citedOn(READ_LICENCE_SHAPES);

/** The table most shape lists cite (Florida's TraCS wiki and the usdl-regex package both name it). */
const NTSI_TABLE = read(
  'National Traffic Safety Institute, "State Driver\'s License Formats": California 1Alpha+7Numeric; Florida 1Alpha+12Numeric; Illinois 1Alpha+11Numeric or 1Alpha+12Numeric; Texas 7-8Numeric',
  "https://ntsi.com/drivers-license-format/",
);
/**
 * A motor-vehicle-records screening firm's table, "Updated 12/17/2024": the most common format of each state; `value`
 * only where it differs from the shape shipped (Texas).
 */
const STARPOINT_TABLE = (value: string | null = null): TFactSource =>
  read(
    'Starpoint Screening, "Driver\'s License Format by State" (updated 2024-12-17), the most common licence format of each state',
    "https://starpointscreening.com/blog/drivers-license-format-by-state",
    value,
  );

/** California: one letter and seven digits. */
export const CA_LICENCE_SHAPE: TLicenceShape = {
  state: "CA",
  shape: "1 letter + 7 digits",
  pattern: String.raw`[A-Z]\d{7}`,
  sources: [
    NTSI_TABLE,
    STARPOINT_TABLE(),
    read(
      'California DMV Practice Test (a driving-test practice site, not the DMV), "California Driver License Number Format: What the Letter + 7 Digits Mean" (2026-06-26): [Letter] + seven digits',
      "https://www.jiazhoujiazhao.com/en/blog/california-driver-license-number-format",
    ),
  ],
};

/**
 * Texas: seven or eight digits. One table says 7–8, the other 8 (the most common); the wider is used, since a
 * number the shape misses is still found after "driver's license" by the generic rule.
 */
export const TX_LICENCE_SHAPE: TLicenceShape = {
  state: "TX",
  shape: "7 or 8 digits",
  pattern: String.raw`\d{7,8}`,
  sources: [NTSI_TABLE, STARPOINT_TABLE("8 digits (the shape: 7 or 8)")],
};

/**
 * Florida: one letter and twelve digits, printed in five fields (xxxx-xxx-xx-xxx-x). That is the Soundex-built
 * number; numbers issued since 2024-07-31 have at least four random digits, in a shape no stored page gave.
 */
export const FL_LICENCE_SHAPE: TLicenceShape = {
  state: "FL",
  shape: "1 letter + 12 digits (xxxx-xxx-xx-xxx-x)",
  pattern: String.raw`[A-Z]\d{3}-?\d{3}-?\d{2}-?\d{3}-?\d`,
  sources: [
    NTSI_TABLE,
    STARPOINT_TABLE(),
    read(
      'eHow, "Florida Drivers License Number Format": one letter followed by 12 numbers, split into five fields, xxxx – xxx – xx – xxx – x',
      "http://www.ehow.com/how_7314420_read-florida-drivers-license-number.html",
    ),
    read(
      'Lotter Law, "Your Florida Driver\'s License Number: What Changed and What It Used to Mean": from 2024-07-31 (F.S. 322.14(1)(a)) new, renewed and replaced licences get a number with at least 4 randomly generated numbers; old numbers stay valid until then',
      "https://lotterlaw.com/blog/florida-dl-number-soundex-randomized",
    ),
  ],
};

/** Illinois: one letter and eleven digits (SSSS-FFFY-YDDD), or twelve with an overflow digit. */
export const IL_LICENCE_SHAPE: TLicenceShape = {
  state: "IL",
  shape: "1 letter + 11 or 12 digits (SSSS-FFFY-YDDD)",
  pattern: String.raw`[A-Z]\d{3}-?\d{4}-?\d{4}(?:-?\d)?`,
  sources: [
    NTSI_TABLE,
    STARPOINT_TABLE(),
    read(
      'Calculator City, "Illinois Driver License Number Calculator": the format commonly looks like SSSS-FFFY-YDDD (a Soundex letter and three digits, then first-name code and birth year, then birth day)',
      "https://cal12.calculator.city/illinois-driver-license-number-calculator/",
    ),
    read(
      '1520 The Ticket, "Illinois driver\'s license secret code": a letter and 11 numbers, more when overflow digits tell apart people who would share a number',
      "https://1520theticket.com/ixp/721/p/illinois-drivers-license-secret-code/",
    ),
  ],
};

/** Every sourced shape, by state: what the tests hold to a source. */
export const LICENCE_SHAPES: readonly TLicenceShape[] = [
  CA_LICENCE_SHAPE,
  FL_LICENCE_SHAPE,
  IL_LICENCE_SHAPE,
  TX_LICENCE_SHAPE,
];
