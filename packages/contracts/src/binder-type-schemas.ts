// The case fields of each binder type (builder-and-projects.md §3, §5): the JSON schema the builder's dynamic form
// renders, and the list and detail bodies of GET /api/binder-types and GET /api/binder-types/{slug}.
import { BINDER_TYPE_NAMES, binderTypesByName } from "./binder-types.ts";
import type { TBinderTypeSlug } from "./binder-types.ts";
import type {
  COMMON_CASE_FIELDS,
  TBinderTypeDetail,
  TBinderTypeSchema,
  TBinderTypeSummary,
  TSchemaProperty,
} from "./builder.ts";

/** What the binder-type calls say when a slug names no type. */
export const BINDER_TYPE_MESSAGES = { notFound: "Binder type not found" } as const;

// Field builders. Each returns a frozen object: the common fields are shared by all 30 schemas, so a caller that
// changed one in place would change it everywhere.
function text(title: string, description?: string): TSchemaProperty {
  return Object.freeze(description ? { title, type: "string", description } : { title, type: "string" });
}
function date(title: string): TSchemaProperty {
  return Object.freeze({ title, type: "string", format: "date" });
}
/** A dollar amount; the form shows a numeric input. */
function money(title: string): TSchemaProperty {
  return Object.freeze({ title: `${title} ($)`, type: "number" });
}
/** A whole number, such as a year or a count. */
function integer(title: string): TSchemaProperty {
  return Object.freeze({ title, type: "integer" });
}
function choice(title: string, values: readonly string[]): TSchemaProperty {
  return Object.freeze({ title, type: "string", enum: Object.freeze([...values]) as string[] });
}
/** A narrative. The title must contain "Statement": that word is what makes the form show a multi-line box (§5). */
function statement(title: `Statement ${string}`): TSchemaProperty {
  return Object.freeze({ title, type: "string" });
}

type CommonField = (typeof COMMON_CASE_FIELDS)[number];

/** The four case fields every binder type has, defined once and shared by every schema (the cover page reads them). */
export const COMMON_CASE_PROPERTIES: Readonly<Record<CommonField, TSchemaProperty>> = Object.freeze({
  caseName: text("Case Name", "As it appears on court papers, for example Smith v. Jones"),
  caseNumber: text("Case Number", "Leave blank if the court has not given one yet"),
  partyName: text("Your Name"),
  hearingDate: date("Hearing Date"),
});

/**
 * A binder type's schema: the common fields first, then its own. `required` may name only the type's own fields or
 * partyName, never caseNumber (often not assigned yet) or hearingDate (often not set yet): upload waits until every
 * required field has a value, so it must hold only what a filer knows before having any paperwork.
 */
function caseSchema<K extends string>(
  fields: Record<K, TSchemaProperty>,
  required: readonly NoInfer<K | "partyName">[],
): TBinderTypeSchema {
  return Object.freeze({
    type: "object",
    properties: Object.freeze({ ...COMMON_CASE_PROPERTIES, ...fields }),
    required: Object.freeze([...required]) as string[],
  });
}

// Closed choices used by more than one type. Descriptive labels only, never a statement of what the law is.
const YES_NO_UNSURE = ["Yes", "No", "Not sure"] as const;
const HEARING_FORMATS = [
  "In person",
  "By phone",
  "By video",
  "Written submissions only",
  "Not sure yet",
] as const;

/** The case fields of every binder type, keyed by slug. */
export const BINDER_TYPE_SCHEMAS: Readonly<Record<TBinderTypeSlug, TBinderTypeSchema>> = Object.freeze({
  administrative_hearing: caseSchema(
    {
      agencyName: text("Agency", "The agency whose decision or notice the hearing is about"),
      subject: choice("What the Hearing Is About", [
        "License or permit",
        "Fine or penalty",
        "Benefits",
        "Tax",
        "Registration or certification",
        "Other",
      ]),
      agencyCaseNumber: text("Agency File or Reference Number"),
      noticeDate: date("Date of the Notice or Decision"),
      hearingFormat: choice("How the Hearing Is Held", HEARING_FORMATS),
      statementOfFacts: statement("Statement of what happened"),
    },
    ["partyName", "agencyName"],
  ),

  appeals: caseSchema(
    {
      appellantName: text("Appellant (Person Appealing)"),
      appelleeName: text("Appellee (Other Side)"),
      lowerTribunal: text("Court or Agency That Made the Decision"),
      lowerCaseNumber: text("Case Number in That Court or Agency"),
      decisionDate: date("Date of the Decision Being Appealed"),
      noticeOfAppealDate: date("Date the Notice of Appeal Was Filed"),
      statementOfIssues: statement("Statement of the issues on appeal"),
    },
    ["appellantName", "appelleeName"],
  ),

  business_litigation: caseSchema(
    {
      plaintiffName: text("Plaintiff (Party Suing)"),
      defendantName: text("Defendant (Party Being Sued)"),
      claimType: choice("Type of Dispute", [
        "Breach of contract",
        "Unpaid invoices or debt",
        "Partnership or ownership dispute",
        "Unfair competition",
        "Fraud or misrepresentation",
        "Other",
      ]),
      agreementDate: date("Date of the Agreement or Transaction"),
      amountInDispute: money("Amount in Dispute"),
      statementOfDispute: statement("Statement of the dispute"),
    },
    ["plaintiffName", "defendantName"],
  ),

  civil_rights_discrimination: caseSchema(
    {
      complainantName: text("Person Filing (Complainant)"),
      respondentName: text("Employer, Landlord, Business or Agency Complained About"),
      setting: choice("Where It Happened", [
        "Employment",
        "Housing",
        "Public place or business",
        "School or education",
        "Government services or policing",
        "Other",
      ]),
      basis: choice("Basis of the Complaint", [
        "Race or color",
        "Sex or gender",
        "Sexual orientation or gender identity",
        "Religion",
        "National origin",
        "Disability",
        "Age",
        "Retaliation",
        "Other",
      ]),
      agencyChargeNumber: text(
        "Agency Complaint or Charge Number",
        "If a complaint was first filed with an agency",
      ),
      incidentDate: date("Date of the Incident"),
      statementOfFacts: statement("Statement of what happened"),
    },
    ["complainantName", "respondentName"],
  ),

  consumer_complaint: caseSchema(
    {
      consumerName: text("Consumer"),
      businessName: text("Business or Seller"),
      productOrService: text("Product or Service"),
      purchaseDate: date("Date of Purchase"),
      amountPaid: money("Amount Paid"),
      amountClaimed: money("Amount Claimed"),
      statementOfProblem: statement("Statement of what went wrong"),
    },
    ["consumerName", "businessName"],
  ),

  contract_enforcement: caseSchema(
    {
      plaintiffName: text("Plaintiff (Party Suing)"),
      defendantName: text("Defendant (Party Being Sued)"),
      agreementForm: choice("Form of the Agreement", [
        "Written contract",
        "Spoken agreement",
        "E-mails or text messages",
        "Purchase order or invoice",
        "Other",
      ]),
      agreementDate: date("Date of the Agreement"),
      breachDate: date("Date the Agreement Was Broken"),
      amountClaimed: money("Amount Claimed"),
      statementOfAgreement: statement("Statement of the agreement and what went wrong"),
    },
    ["plaintiffName", "defendantName"],
  ),

  criminal_defense: caseSchema(
    {
      defendantName: text("Defendant"),
      charges: text("Charges", "As written on the complaint or citation"),
      chargeLevel: choice("Charge Level", ["Infraction", "Misdemeanor", "Felony", "Not sure"]),
      hearingType: choice("Hearing Type", [
        "Arraignment",
        "Pretrial conference",
        "Motion hearing",
        "Preliminary hearing",
        "Trial",
        "Sentencing",
        "Probation violation hearing",
        "Other",
      ]),
      arrestOrCitationDate: date("Date of Arrest or Citation"),
      prosecutingOffice: text("Prosecuting Office", "For example the District Attorney or City Attorney"),
      statementOfFacts: statement("Statement of what happened"),
    },
    ["defendantName"],
  ),

  dmv_license: caseSchema(
    {
      licenseNumber: text("Driver's License Number"),
      licenseState: text("State That Issued the License"),
      hearingType: choice("Hearing Type", [
        "DUI / DWI arrest",
        "Refused chemical test",
        "Too many points or violations",
        "Accident or no insurance",
        "Medical or vision review",
        "Other suspension or revocation",
        "Reinstatement",
        "Other",
      ]),
      agencyCaseNumber: text("DMV or Agency Case Number"),
      noticeDate: date("Date on the DMV Notice"),
      statementOfFacts: statement("Statement of what happened"),
    },
    ["partyName"],
  ),

  employment_dispute: caseSchema(
    {
      employeeName: text("Employee"),
      employerName: text("Employer"),
      claimType: choice("Type of Dispute", [
        "Unpaid wages or overtime",
        "Firing or layoff",
        "Discrimination or harassment",
        "Retaliation",
        "Unemployment benefits",
        "Workers' compensation",
        "Other",
      ]),
      jobTitle: text("Job Title"),
      lastDayOfWork: date("Last Day of Work"),
      amountClaimed: money("Amount Claimed"),
      statementOfFacts: statement("Statement of what happened"),
    },
    ["employeeName", "employerName"],
  ),

  environmental_land_use: caseSchema(
    {
      siteAddress: text("Property or Site Address"),
      agencyName: text("Agency or Board"),
      matterType: choice("Type of Matter", [
        "Permit application or appeal",
        "Notice of violation",
        "Environmental review of a project",
        "Pollution or nuisance complaint",
        "Challenge to a development",
        "Other",
      ]),
      permitOrProjectNumber: text("Permit or Project Number"),
      otherParty: text("Other Party (Developer, Company or Agency)"),
      statementOfConcerns: statement("Statement of your concerns"),
    },
    ["partyName", "siteAddress"],
  ),

  eviction_response: caseSchema(
    {
      landlordName: text("Landlord"),
      tenantName: text("Tenant(s)"),
      propertyAddress: text("Rental Property Address"),
      noticeType: choice("Type of Notice Received", [
        "Pay rent or quit",
        "Cure or quit",
        "Unconditional quit",
        "No-fault / end of lease",
        "Other",
      ]),
      noticeDate: date("Date the Notice Was Received"),
      rentClaimed: money("Rent Claimed"),
      statementOfDefense: statement("Statement of your side"),
    },
    ["landlordName", "tenantName"],
  ),

  family_law: caseSchema(
    {
      petitionerName: text("Petitioner"),
      respondentName: text("Respondent"),
      matterType: choice("Type of Matter", [
        "Divorce or legal separation",
        "Child custody and visitation",
        "Child support",
        "Spousal support",
        "Parentage",
        "Change to an existing order",
        "Other",
      ]),
      childrenCount: integer("Number of Children Involved"),
      separationDate: date("Date of Separation"),
      statementOfSituation: statement("Statement of the situation"),
    },
    ["petitionerName", "respondentName"],
  ),

  government_benefits_appeal: caseSchema(
    {
      program: choice("Benefit Program", [
        "SNAP (food assistance)",
        "Medicaid",
        "TANF (cash assistance)",
        "Unemployment insurance",
        "Housing assistance",
        "WIC",
        "Child care assistance",
        "Other",
      ]),
      agencyName: text("Agency"),
      agencyCaseNumber: text("Agency Case or Client ID Number"),
      agencyAction: choice("What the Agency Did", [
        "Denied benefits",
        "Reduced benefits",
        "Stopped benefits",
        "Claimed an overpayment",
        "Delayed a decision",
        "Other",
      ]),
      noticeDate: date("Date on the Notice"),
      statementOfFacts: statement("Statement of what happened"),
    },
    ["partyName", "program"],
  ),

  hoa_dispute: caseSchema(
    {
      homeownerName: text("Homeowner"),
      associationName: text("Homeowners Association"),
      propertyAddress: text("Property Address"),
      disputeType: choice("Type of Dispute", [
        "Fines or violation notices",
        "Unpaid dues or assessments",
        "Architectural or change request",
        "Repairs or maintenance",
        "Use of common areas",
        "Elections or records",
        "Other",
      ]),
      amountInDispute: money("Amount in Dispute"),
      statementOfDispute: statement("Statement of the dispute"),
    },
    ["homeownerName", "associationName"],
  ),

  immigration_case: caseSchema(
    {
      alienNumber: text("A-Number", "The 8 or 9 digit number on your immigration papers, if you have one"),
      proceedingType: choice("Type of Case", [
        "Removal (immigration court)",
        "Asylum",
        "Bond hearing",
        "Adjustment of status (green card)",
        "Naturalization (citizenship)",
        "Visa or family petition",
        "Other",
      ]),
      courtOrOffice: text("Immigration Court or Office"),
      countryOfCitizenship: text("Country of Citizenship"),
      preferredLanguage: text("Language You Speak Best", "So you can ask for an interpreter if you need one"),
      personalStatement: statement("Statement of your history"),
    },
    ["partyName"],
  ),

  insurance_claim: caseSchema(
    {
      policyholderName: text("Policyholder"),
      insuranceCompany: text("Insurance Company"),
      claimNumber: text("Claim Number"),
      claimType: choice("Type of Insurance", [
        "Auto",
        "Home or renters",
        "Health",
        "Life",
        "Disability",
        "Business",
        "Other",
      ]),
      lossDate: date("Date of the Loss"),
      amountClaimed: money("Amount Claimed"),
      statementOfClaim: statement("Statement of the claim and the insurer's response"),
    },
    ["policyholderName", "insuranceCompany"],
  ),

  intellectual_property: caseSchema(
    {
      ownerName: text("Owner of the Rights"),
      otherPartyName: text("Other Party"),
      rightType: choice("Type of Right", ["Copyright", "Trademark", "Patent", "Trade secret", "Other"]),
      workOrMark: text("Work, Mark or Invention"),
      registrationNumber: text("Registration or Patent Number"),
      problemStartDate: date("Date the Problem Started"),
      statementOfDispute: statement("Statement of the dispute"),
    },
    ["ownerName", "otherPartyName"],
  ),

  k12_discipline: caseSchema(
    {
      studentName: text("Student's Name"),
      schoolName: text("School"),
      schoolDistrict: text("School District"),
      disciplineType: choice("Discipline Proposed or Taken", [
        "Suspension",
        "Expulsion",
        "Transfer to another school or program",
        "Other discipline",
      ]),
      incidentDate: date("Date of the Incident"),
      specialEducationPlan: choice("Does the Student Have an IEP or 504 Plan?", YES_NO_UNSURE),
      statementOfFacts: statement("Statement of what happened"),
    },
    ["studentName", "schoolName"],
  ),

  medical_malpractice: caseSchema(
    {
      patientName: text("Patient"),
      providerName: text("Doctor, Hospital or Other Provider"),
      careType: choice("Type of Care", [
        "Surgery",
        "Diagnosis",
        "Medication",
        "Childbirth",
        "Emergency care",
        "Other",
      ]),
      treatmentDate: date("Date of Treatment"),
      amountClaimed: money("Amount Claimed"),
      statementOfFacts: statement("Statement of the treatment and the harm"),
    },
    ["patientName", "providerName"],
  ),

  code_violation: caseSchema(
    {
      citationNumber: text("Citation or Ticket Number"),
      violationType: choice("Type of Violation", [
        "Speeding",
        "Red light or stop sign",
        "Parking",
        "Vehicle equipment",
        "Driving without a license or insurance",
        "Building or property code",
        "Noise or nuisance",
        "Other",
      ]),
      violationDate: date("Date of the Violation"),
      location: text("Where It Happened"),
      issuingAgency: text("Officer or Agency That Issued It"),
      fineAmount: money("Fine Amount"),
      statementOfFacts: statement("Statement of what happened"),
    },
    ["partyName"],
  ),

  personal_injury_claim: caseSchema(
    {
      injuredPersonName: text("Injured Person"),
      responsibleParty: text("Person or Company Responsible"),
      incidentType: choice("Type of Incident", [
        "Vehicle accident",
        "Slip, trip or fall",
        "Dog bite",
        "Injury at work",
        "Defective product",
        "Other",
      ]),
      incidentDate: date("Date of the Incident"),
      insuranceClaimNumber: text("Insurance Claim Number"),
      amountClaimed: money("Amount Claimed"),
      statementOfFacts: statement("Statement of what happened and your injuries"),
    },
    ["injuredPersonName", "responsibleParty"],
  ),

  probate_estate: caseSchema(
    {
      decedentName: text("Name of the Person Who Died"),
      dateOfDeath: date("Date of Death"),
      relationship: choice("Your Relationship to the Person Who Died", [
        "Spouse or partner",
        "Child",
        "Parent",
        "Sibling",
        "Other relative",
        "Named executor",
        "Creditor",
        "Other",
      ]),
      willExists: choice("Is There a Will?", YES_NO_UNSURE),
      matterType: choice("Type of Matter", [
        "Opening an estate",
        "Challenge to a will",
        "Dispute over property or distribution",
        "Accounting",
        "Small estate",
        "Other",
      ]),
      estateValue: money("Estimated Value of the Estate"),
      statementOfFacts: statement("Statement of the situation"),
    },
    ["decedentName"],
  ),

  professional_license_defense: caseSchema(
    {
      licensingBoard: text("Licensing Board or Agency"),
      profession: text("Profession"),
      licenseNumber: text("License Number"),
      boardAction: choice("What the Board Is Doing", [
        "Complaint or investigation",
        "Proposed discipline",
        "Suspension",
        "Revocation",
        "Application denied",
        "Renewal denied",
        "Other",
      ]),
      noticeDate: date("Date of the Notice"),
      statementOfFacts: statement("Statement of what happened"),
    },
    ["partyName", "licensingBoard"],
  ),

  property_tax_appeal: caseSchema(
    {
      ownerName: text("Property Owner"),
      propertyAddress: text("Property Address"),
      parcelNumber: text("Parcel Number", "On the tax bill or assessment notice"),
      propertyType: choice("Type of Property", [
        "Single-family home",
        "Condo or townhouse",
        "Multi-family",
        "Commercial",
        "Land",
        "Other",
      ]),
      taxYear: integer("Tax Year"),
      assessedValue: money("Assessed Value"),
      ownerOpinionOfValue: money("Your Opinion of Value"),
    },
    ["ownerName", "propertyAddress"],
  ),

  protective_order: caseSchema(
    {
      petitionerName: text("Petitioner (Person Asking for Protection)"),
      respondentName: text("Respondent (Person the Order Is Against)"),
      relationship: choice("Relationship to the Respondent", [
        "Spouse or former spouse",
        "Dating or former dating partner",
        "Parent of a shared child",
        "Family member",
        "Household member",
        "Neighbor",
        "Co-worker",
        "Acquaintance or stranger",
        "Other",
      ]),
      orderType: choice("Type of Order", [
        "Domestic violence",
        "Civil harassment",
        "Stalking",
        "Sexual assault",
        "Elder or dependent adult abuse",
        "Workplace violence",
        "Other",
      ]),
      recentIncidentDate: date("Date of the Most Recent Incident"),
      temporaryOrder: choice("Is a Temporary Order in Place?", YES_NO_UNSURE),
      incidentsSummary: statement("Statement of the incidents"),
    },
    ["petitionerName", "respondentName"],
  ),

  real_estate_dispute: caseSchema(
    {
      plaintiffName: text("Plaintiff (Party Suing)"),
      defendantName: text("Defendant (Party Being Sued)"),
      propertyAddress: text("Property Address"),
      disputeType: choice("Type of Dispute", [
        "Purchase or sale",
        "Boundary or easement",
        "Title or ownership",
        "Earnest money or deposit",
        "Repairs or defects",
        "Dispute between co-owners",
        "Other",
      ]),
      transactionDate: date("Date of the Sale or Agreement"),
      amountInDispute: money("Amount in Dispute"),
      statementOfDispute: statement("Statement of the dispute"),
    },
    ["plaintiffName", "defendantName"],
  ),

  small_claims: caseSchema(
    {
      plaintiffName: text("Plaintiff (Person Suing)"),
      defendantName: text("Defendant (Person Being Sued)"),
      claimType: choice("Type of Claim", [
        "Money owed or unpaid loan",
        "Property damage",
        "Security deposit",
        "Poor work or services",
        "Defective product",
        "Other",
      ]),
      incidentDate: date("Date of the Problem"),
      amountClaimed: money("Amount Claimed"),
      statementOfClaim: statement("Statement of your claim"),
    },
    ["plaintiffName", "defendantName"],
  ),

  disability_benefits: caseSchema(
    {
      program: choice("Benefit Program", [
        "SSDI (Social Security Disability Insurance)",
        "SSI (Supplemental Security Income)",
        "Both SSDI and SSI",
        "Veterans disability",
        "State disability",
        "Private long-term disability",
        "Other",
      ]),
      claimNumber: text("Claim Number"),
      appealStage: choice("Stage of the Appeal", [
        "Reconsideration",
        "Hearing before a judge",
        "Appeals Council",
        "Federal court",
        "Other",
      ]),
      onsetDate: date("Date You Became Unable to Work"),
      conditions: text("Medical Conditions"),
      statementOfLimits: statement("Statement of how your condition affects daily life and work"),
    },
    ["partyName", "program"],
  ),

  ttab_opposition: caseSchema(
    {
      opposerName: text("Opposer"),
      applicantName: text("Applicant"),
      markOpposed: text("Mark Opposed"),
      applicationSerialNumber: text("Application Serial Number"),
      internationalClasses: text("International Class(es)"),
      mainGround: choice("Main Ground of the Opposition", [
        "Likelihood of confusion",
        "Merely descriptive",
        "Dilution",
        "Fraud",
        "Abandonment",
        "Other",
      ]),
      statementOfGrounds: statement("Statement of the grounds"),
    },
    ["opposerName", "applicantName"],
  ),

  zoning_variance: caseSchema(
    {
      propertyAddress: text("Property Address"),
      parcelNumber: text("Parcel Number"),
      boardName: text("Zoning Board or Planning Commission"),
      requestType: choice("Type of Request", [
        "Variance",
        "Conditional use permit",
        "Rezoning",
        "Special exception",
        "Appeal of a zoning decision",
        "Other",
      ]),
      currentZoning: text("Current Zoning"),
      statementOfRequest: statement("Statement of the request and the reasons for it"),
    },
    ["partyName", "propertyAddress"],
  ),
});

/**
 * One binder type with its name and case-field schema: the body of GET /api/binder-types/{slug}.
 * @example binderTypeDetail("dmv_license").display_name // → "DMV License Hearing"
 */
export function binderTypeDetail(slug: TBinderTypeSlug): TBinderTypeDetail {
  return { slug, display_name: BINDER_TYPE_NAMES[slug], schema: BINDER_TYPE_SCHEMAS[slug] };
}

/**
 * Every binder type, sorted by display name as the grid shows them: the body of GET /api/binder-types.
 * @example binderTypeList()[0] // → { slug: "administrative_hearing", display_name: "Administrative Hearing" }
 */
export function binderTypeList(): TBinderTypeSummary[] {
  return binderTypesByName().map(({ slug, name }) => ({ slug, display_name: name }));
}
