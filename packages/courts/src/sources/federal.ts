// The 94 United States district courts (89 in the states, plus D.C., Puerto Rico, the Virgin Islands, Guam and
// the Northern Mariana Islands; American Samoa has none), and the one other federal court we hold a fact for.
// `code` is the court's uscourts.gov code (cacd, nysd…), used for its website address; null where we are not
// certain of it.
import type { TCourtState } from "@courtready/contracts";

export type TDistrictName = "northern" | "southern" | "eastern" | "western" | "central" | "middle";

export interface FederalCourt {
  id: string;
  state: TCourtState;
  label: string;
  /** uscourts.gov court code; the website is https://www.{code}.uscourts.gov. */
  code: string | null;
  /** "district" for the 94 district courts; "other" for the bankruptcy court. */
  type: "district" | "other";
}

type DistrictRow = readonly [TCourtState, string, readonly (readonly [TDistrictName, string | null])[]];

/** [state, "of <name>" as the court's label says it, [district, code]…]; one row with [] is a single district. */
const MULTI_DISTRICT: readonly DistrictRow[] = [
  [
    "AL",
    "Alabama",
    [
      ["northern", "alnd"],
      ["middle", "almd"],
      ["southern", "alsd"],
    ],
  ],
  [
    "AR",
    "Arkansas",
    [
      ["eastern", "ared"],
      ["western", "arwd"],
    ],
  ],
  [
    "CA",
    "California",
    [
      ["northern", "cand"],
      ["eastern", "caed"],
      ["central", "cacd"],
      ["southern", "casd"],
    ],
  ],
  [
    "FL",
    "Florida",
    [
      ["northern", "flnd"],
      ["middle", "flmd"],
      ["southern", "flsd"],
    ],
  ],
  [
    "GA",
    "Georgia",
    [
      ["northern", "gand"],
      ["middle", "gamd"],
      ["southern", "gasd"],
    ],
  ],
  [
    "IL",
    "Illinois",
    [
      ["northern", "ilnd"],
      ["central", "ilcd"],
      ["southern", "ilsd"],
    ],
  ],
  [
    "IN",
    "Indiana",
    [
      ["northern", "innd"],
      ["southern", "insd"],
    ],
  ],
  [
    "IA",
    "Iowa",
    [
      ["northern", "iand"],
      ["southern", "iasd"],
    ],
  ],
  [
    "KY",
    "Kentucky",
    [
      ["eastern", "kyed"],
      ["western", "kywd"],
    ],
  ],
  [
    "LA",
    "Louisiana",
    [
      ["eastern", "laed"],
      ["middle", "lamd"],
      ["western", "lawd"],
    ],
  ],
  [
    "MI",
    "Michigan",
    [
      ["eastern", "mied"],
      ["western", "miwd"],
    ],
  ],
  [
    "MS",
    "Mississippi",
    [
      ["northern", "msnd"],
      ["southern", "mssd"],
    ],
  ],
  [
    "MO",
    "Missouri",
    [
      ["eastern", "moed"],
      ["western", "mowd"],
    ],
  ],
  [
    "NY",
    "New York",
    [
      ["northern", "nynd"],
      ["southern", "nysd"],
      ["eastern", "nyed"],
      ["western", "nywd"],
    ],
  ],
  [
    "NC",
    "North Carolina",
    [
      ["eastern", "nced"],
      ["middle", "ncmd"],
      ["western", "ncwd"],
    ],
  ],
  [
    "OH",
    "Ohio",
    [
      ["northern", "ohnd"],
      ["southern", "ohsd"],
    ],
  ],
  [
    "OK",
    "Oklahoma",
    [
      ["northern", "oknd"],
      ["eastern", "oked"],
      ["western", "okwd"],
    ],
  ],
  [
    "PA",
    "Pennsylvania",
    [
      ["eastern", "paed"],
      ["middle", "pamd"],
      ["western", "pawd"],
    ],
  ],
  [
    "TN",
    "Tennessee",
    [
      ["eastern", "tned"],
      ["middle", "tnmd"],
      ["western", "tnwd"],
    ],
  ],
  [
    "TX",
    "Texas",
    [
      ["northern", "txnd"],
      ["southern", "txsd"],
      ["eastern", "txed"],
      ["western", "txwd"],
    ],
  ],
  [
    "VA",
    "Virginia",
    [
      ["eastern", "vaed"],
      ["western", "vawd"],
    ],
  ],
  [
    "WA",
    "Washington",
    [
      ["eastern", "waed"],
      ["western", "wawd"],
    ],
  ],
  [
    "WV",
    "West Virginia",
    [
      ["northern", "wvnd"],
      ["southern", "wvsd"],
    ],
  ],
  [
    "WI",
    "Wisconsin",
    [
      ["eastern", "wied"],
      ["western", "wiwd"],
    ],
  ],
];

/** [state, label, code] for the single-district states and the territorial courts. */
const SINGLE_DISTRICT: readonly (readonly [TCourtState, string, string | null])[] = [
  ["AK", "United States District Court for the District of Alaska", "akd"],
  ["AZ", "United States District Court for the District of Arizona", "azd"],
  ["CO", "United States District Court for the District of Colorado", "cod"],
  ["CT", "United States District Court for the District of Connecticut", "ctd"],
  ["DE", "United States District Court for the District of Delaware", "ded"],
  ["DC", "United States District Court for the District of Columbia", "dcd"],
  ["HI", "United States District Court for the District of Hawaii", "hid"],
  // We are not certain of the District of Idaho's website code, so its website stays empty.
  ["ID", "United States District Court for the District of Idaho", null],
  ["KS", "United States District Court for the District of Kansas", "ksd"],
  ["ME", "United States District Court for the District of Maine", "med"],
  ["MD", "United States District Court for the District of Maryland", "mdd"],
  ["MA", "United States District Court for the District of Massachusetts", "mad"],
  ["MN", "United States District Court for the District of Minnesota", "mnd"],
  ["MT", "United States District Court for the District of Montana", "mtd"],
  ["NE", "United States District Court for the District of Nebraska", "ned"],
  ["NV", "United States District Court for the District of Nevada", "nvd"],
  ["NH", "United States District Court for the District of New Hampshire", "nhd"],
  ["NJ", "United States District Court for the District of New Jersey", "njd"],
  ["NM", "United States District Court for the District of New Mexico", "nmd"],
  ["ND", "United States District Court for the District of North Dakota", "ndd"],
  ["OR", "United States District Court for the District of Oregon", "ord"],
  ["RI", "United States District Court for the District of Rhode Island", "rid"],
  ["SC", "United States District Court for the District of South Carolina", "scd"],
  ["SD", "United States District Court for the District of South Dakota", "sdd"],
  ["UT", "United States District Court for the District of Utah", "utd"],
  ["VT", "United States District Court for the District of Vermont", "vtd"],
  ["WY", "United States District Court for the District of Wyoming", "wyd"],
  ["PR", "United States District Court for the District of Puerto Rico", "prd"],
  ["VI", "District Court of the Virgin Islands", "vid"],
  ["GU", "District Court of Guam", "gud"],
  ["MP", "District Court for the Northern Mariana Islands", "nmid"],
];

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export const FEDERAL_COURTS: readonly FederalCourt[] = [
  ...MULTI_DISTRICT.flatMap(([state, name, districts]) =>
    districts.map(([district, code]) => ({
      id: `${state.toLowerCase()}_us_district_${district}`,
      state,
      label: `United States District Court for the ${capitalise(district)} District of ${name}`,
      code,
      type: "district" as const,
    })),
  ),
  ...SINGLE_DISTRICT.map(([state, label, code]) => ({
    id: `${state.toLowerCase()}_us_district`,
    state,
    label,
    code,
    type: "district" as const,
  })),
  {
    id: "ut_us_bankruptcy",
    state: "UT",
    label: "U.S. Bankruptcy Court for the District of Utah",
    code: "utb",
    type: "other",
  },
];
