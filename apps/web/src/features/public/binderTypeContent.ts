// What each binder type page says: what the proceeding is, the evidence that usually matters, and how the binder
// helps. General information in plain words, never advice on what to file or argue.
import type { TBinderTypeSlug } from "@courtready/contracts";

export interface BinderTypeContent {
  /** What the proceeding is; the first paragraph doubles as the page's meta description. */
  about: readonly string[];
  /** Evidence that often matters in this kind of case. */
  evidence: readonly string[];
  /** How the binder helps with this kind of case in particular (the general points are shown on every page). */
  helps: string;
  /** Which side people who use this type are usually on, and so how their exhibits are labeled. */
  roleHint?: string;
  /** Something worth knowing before the hearing (a safety line, a deadline, where help is). */
  note?: string;
}

const STARTED_OR_ANSWERING =
  "If you started the case, you are usually the plaintiff or petitioner, and your exhibits are numbered (1, 2, 3). " +
  "If you are answering it, you are usually the defendant or respondent, and your exhibits are lettered (A, B, C).";

export const BINDER_TYPE_CONTENT: Readonly<Record<TBinderTypeSlug, BinderTypeContent>> = {
  administrative_hearing: {
    about: [
      "An administrative hearing takes place before a government agency or an administrative law judge, not a regular court. It may be about a license, a permit, a fine, or a decision an agency made about you.",
      "These hearings are often less formal than court. The judge or hearing officer still decides from the papers and the testimony in front of them.",
    ],
    evidence: [
      "The notice or decision you are challenging",
      "Letters and e-mails between you and the agency",
      "Forms you filed, with receipts or confirmation numbers",
      "Records that support your side, such as bills, reports or photos",
      "A short written timeline of what happened",
      "Written statements from people who saw what happened",
    ],
    helps:
      "Agency hearings often move fast. A binder with an index lets you and the hearing officer turn to the same page at once.",
    roleHint:
      "The person who asked for the hearing is often called the appellant, petitioner or claimant, with numbered exhibits. The agency is often the respondent.",
  },
  appeals: {
    about: [
      "An appeal asks a higher court, or an appeals board, to review a decision made by a lower court or an agency.",
      "Appeals usually look at the record of what already happened, not new evidence. The papers need to be complete and easy to find.",
    ],
    evidence: [
      "The decision or judgment you are appealing",
      "The notice of appeal",
      "The main papers filed in the lower court or agency",
      "Transcripts of earlier hearings, if you have them",
      "The exhibits that were used before",
      "A list of the dates that matter, such as the decision date and filing deadlines",
    ],
    helps:
      "Page numbers that run through the whole binder, and an index with page ranges, make it easy to point to exactly where something is in the record.",
    roleHint:
      "The person appealing is usually the appellant or petitioner, with numbered exhibits. The other side is usually the appellee or respondent, with lettered exhibits.",
    note: "Many appeals courts have strict rules about what goes in the record and how it is bound. Check your court's rules before you file.",
  },
  business_litigation: {
    about: [
      "Business litigation is a lawsuit between businesses, or between a business and its owners, partners, customers or suppliers.",
      "Common subjects are broken contracts, unpaid invoices, partnership disputes and harm to a business.",
    ],
    evidence: [
      "Contracts, purchase orders and any changes to them",
      "Invoices, statements and payment records",
      "E-mails and letters between the businesses",
      "Company records, such as meeting minutes, operating agreements and ownership records",
      "Spreadsheets that show losses or amounts owed",
      "A timeline of the key events",
    ],
    helps:
      "Excel spreadsheets and Word files go into the same binder as your PDFs. Spreadsheets are printed one page wide where possible, so columns are not cut off.",
    roleHint: STARTED_OR_ANSWERING,
  },
  civil_rights_discrimination: {
    about: [
      "A civil rights or discrimination case says you were treated unfairly because of who you are, such as your race, sex, disability, religion, age or national origin.",
      "It can be about work, housing, school, or how a government official treated you. Many cases start with a complaint to a government agency before any court.",
    ],
    evidence: [
      "Your notes of what happened, with dates, times and who was there",
      "E-mails, texts, letters and social media messages (screenshots work)",
      "The policies, handbooks or rules that applied",
      "Complaints you made and the answers you got",
      "Written statements from witnesses",
      "Records that show the harm, such as lost pay or medical bills",
    ],
    helps:
      "Screenshots from your phone go in as they are, turned upright and sized for the page, next to your letters and records.",
    roleHint: STARTED_OR_ANSWERING,
  },
  consumer_complaint: {
    about: [
      "A consumer complaint is a dispute with a business over a product or a service. It may be about something that broke, a repair gone wrong, a billing error, debt collection, or a car sold with hidden problems.",
      "It may be heard in small claims court, a regular court, an arbitration, or through a government complaint process.",
    ],
    evidence: [
      "Receipts, invoices and order confirmations",
      "The contract, warranty or terms of service",
      "Photos of the problem",
      "E-mails, chat logs and letters with the business",
      "Bank or card statements that show the charges",
      "Notes of phone calls, with dates and the names of the people you spoke to",
    ],
    helps:
      "Online chat logs and order pages can be saved as PDF or screenshots and go in with your paper receipts, each with its own exhibit label.",
    roleHint: STARTED_OR_ANSWERING,
  },
  contract_enforcement: {
    about: [
      "A contract case is about a broken agreement: someone did not pay, did not deliver, or did not do what they promised.",
      "The agreement may be written. Sometimes it can also be shown by e-mails, texts and how the people involved acted.",
    ],
    evidence: [
      "The signed contract and any changes to it",
      "Invoices, payment records and receipts",
      "E-mails, texts and letters about the agreement",
      "Proof that you did your part, such as delivery records or photos of finished work",
      "Demand letters and the replies",
      "A calculation of the amount you say is owed",
    ],
    helps:
      "The index lists every exhibit with its description and pages, so the contract, the invoices and the messages are easy to find in order.",
    roleHint: STARTED_OR_ANSWERING,
  },
  criminal_defense: {
    about: [
      "Criminal defense means answering a criminal charge, from a minor misdemeanor to a felony.",
      "If you could be sent to jail, you may have a right to a lawyer. The court can tell you how to ask for a public defender if you cannot afford one.",
    ],
    evidence: [
      "The charging papers, such as the complaint or citation",
      "Police reports and other documents you received from the prosecution",
      "Photos, maps or drawings of the place where it happened",
      "Receipts, time-stamped records or messages that show where you were",
      "Proof of work, school, treatment or classes you completed",
      "Letters of support from people who know you",
    ],
    helps:
      "A lawyer decides what evidence to use. CourtReady puts the documents you choose into a numbered, labeled binder with an index.",
    roleHint:
      "The person charged is the defendant, so exhibits are lettered (A, B, C) unless your court asks for another style.",
  },
  dmv_license: {
    about: [
      "A DMV license hearing is held by your state's motor vehicle agency about your driver's license. It may follow a DUI arrest, too many points, a refused test, or a medical review.",
      "These hearings are often held by phone or video. The time you have to ask for one can be short, so check the date on your notice.",
    ],
    evidence: [
      "The notice of suspension or other action",
      "Your driving record",
      "The officer's report or test results, if you have them",
      "Letters from your doctor, if your health is part of the review",
      "Proof of insurance, or of classes you completed",
      "Proof of why you need to drive, such as a work schedule, if hardship is considered",
    ],
    helps:
      "For a hearing by phone or video, one PDF with bookmarks and page numbers lets you say “page 7” and know everyone is looking at the same thing.",
  },
  employment_dispute: {
    about: [
      "An employment dispute is a disagreement with an employer about unpaid wages or overtime, being fired or disciplined, unemployment benefits, or how you were treated at work.",
      "It may be heard by a labor agency, an unemployment appeals office, an arbitrator or a court. Workers' compensation claims for injuries at work go to a separate state board, and those hearings use exhibits too.",
    ],
    evidence: [
      "Pay stubs, timesheets and work schedules",
      "Your offer letter, contract or employee handbook",
      "Performance reviews and write-ups",
      "The termination letter or notice",
      "E-mails and texts with managers and human resources",
      "For an injury at work: the accident report and medical records",
    ],
    helps:
      "Timesheets from Excel, photos of schedules and e-mails saved as PDF all become one binder, in the order you choose.",
    roleHint:
      "The worker who brings the claim is often the claimant, petitioner or plaintiff, with numbered exhibits. The employer is usually the respondent or defendant.",
  },
  environmental_land_use: {
    about: [
      "An environmental or land use case is about how land is used or how something affects the environment. It may be about pollution, water rights, wetlands, a new development, or a permit.",
      "Many are heard by agencies, planning boards or hearing officers before any court.",
    ],
    evidence: [
      "Permits, applications and agency decisions",
      "Maps, site plans and survey drawings",
      "Dated photos of the site over time",
      "Test results, inspection reports and expert reports",
      "Public notices and meeting minutes",
      "Letters and comments you sent",
    ],
    helps: "Large maps and wide site plans stay readable: landscape pages stay landscape in the binder.",
    roleHint: STARTED_OR_ANSWERING,
  },
  eviction_response: {
    about: [
      "An eviction response is your answer to a landlord's court case to remove you from your home. In some places it is called an unlawful detainer or summary possession case.",
      "Deadlines in eviction cases are short, sometimes only a few days. Read the papers you were served closely and note the hearing date.",
    ],
    evidence: [
      "Your lease and any renewals",
      "The eviction notice and the court papers you were served",
      "Rent receipts, bank records, money order stubs or payment app records",
      "Dated photos of repair problems",
      "Letters, texts and e-mails with the landlord, including repair requests",
      "Inspection reports or code enforcement records",
    ],
    helps:
      "Photos of repair problems taken on your phone go in next to your lease and rent receipts, each labeled and numbered, even iPhone HEIC photos.",
    roleHint:
      "Tenants answering an eviction are usually the defendant or respondent, so their exhibits are lettered (A, B, C). Landlords are usually the plaintiff or petitioner, with numbered exhibits.",
  },
  family_law: {
    about: [
      "Family law cases are about family relationships: divorce, legal separation, child custody and parenting time, child support, spousal support and paternity.",
      "Judges often decide from financial forms and records, so organized papers help.",
    ],
    evidence: [
      "Financial disclosure forms, pay stubs and tax returns",
      "Bank, credit card and loan statements",
      "School, medical and childcare records for the children",
      "A calendar or log of parenting time",
      "Texts and e-mails with the other parent",
      "Photos that matter to the home or the children",
    ],
    helps:
      "Months of bank statements and message screenshots become one binder with an index, so the judge can find a single page quickly.",
    roleHint: STARTED_OR_ANSWERING,
    note: "Many courts ask you to hide all but the last four digits of account numbers and to use a child's initials in papers you file. Check your court's rules.",
  },
  government_benefits_appeal: {
    about: [
      "A government benefits appeal challenges a decision to deny, cut or stop benefits such as SNAP (food stamps), Medicaid, cash assistance, housing assistance or unemployment.",
      "Hearings are usually held by an administrative law judge or hearing officer. The deadline to appeal is on the notice you received.",
    ],
    evidence: [
      "The notice of the decision you are appealing",
      "Your application and what you sent the agency",
      "Proof of income, household size and expenses",
      "Letters from doctors, landlords or employers",
      "Notes of calls and visits to the agency",
      "Proof of when you sent documents",
    ],
    helps:
      "Your description of each paper appears in the index, so you can note what it is and when you sent it, and point to its page.",
    roleHint:
      "The person appealing is usually the appellant, petitioner or claimant, with numbered exhibits. The agency is usually the respondent.",
  },
  hoa_dispute: {
    about: [
      "An HOA dispute is a disagreement with a homeowners' or condominium association. It may be about fines, fees, repairs, approvals for changes to your home, or how the rules are applied.",
      "It may go to an internal hearing, mediation, small claims court or another court.",
    ],
    evidence: [
      "The governing documents (CC&Rs, bylaws and rules)",
      "Violation notices and fine letters",
      "Your payment records and account ledger",
      "Dated photos of the property",
      "Board meeting minutes and letters with the association or management company",
      "Approvals or denials you received",
    ],
    helps:
      "Long governing documents keep their own pages, and your binder index points straight to the rule that matters.",
    roleHint: STARTED_OR_ANSWERING,
  },
  immigration_case: {
    about: [
      "An immigration case is a matter before immigration authorities or the immigration court, such as a removal (deportation) hearing, an asylum claim, a bond hearing or a request for relief.",
      "Immigration law is complex and the stakes are high. An immigration attorney or an accredited representative can help, and free help exists in many areas.",
    ],
    evidence: [
      "Identity and travel documents",
      "Notices from immigration authorities and court papers",
      "Proof of time in the United States, such as leases, school, tax and work records",
      "Proof of family relationships, such as birth and marriage certificates",
      "For asylum: evidence of harm and reports on conditions in your country",
      "Letters of support",
    ],
    helps:
      "Scans and phone photos of certificates and records become clear, numbered pages with an index, even when you have many of them.",
    note: "Documents in another language usually need an English translation. Immigration courts have their own filing rules, so check them before you file.",
  },
  insurance_claim: {
    about: [
      "An insurance claim dispute is a disagreement with an insurance company over a claim that was denied, delayed or underpaid. It may be for a home, car, health, disability or life policy.",
      "It may go through the insurer's own appeal, a complaint to your state's insurance department, appraisal, arbitration or court.",
    ],
    evidence: [
      "The policy and its declarations pages",
      "Your claim, the denial letter and any explanation of benefits",
      "Photos of the damage",
      "Repair estimates, invoices and receipts",
      "Medical records and bills, for health or injury claims",
      "Every letter and e-mail with the insurer, with claim numbers and dates",
    ],
    helps:
      "Photos, estimates and a long policy go into one binder, so you can show the clause and the damage side by side by page number.",
    roleHint: STARTED_OR_ANSWERING,
  },
  intellectual_property: {
    about: [
      "An intellectual property dispute is about copyrights, trademarks, patents or trade secrets. For example, someone copied your work, used a name too close to yours, or you want to challenge a takedown.",
    ],
    evidence: [
      "Registrations and applications",
      "Samples of your work or product, with the dates you made and first used them",
      "Examples of the copying, with dates and where you found them (screenshots work well)",
      "Licenses, assignments and other contracts",
      "Letters such as cease-and-desist letters, and the replies",
      "Sales and marketing records",
    ],
    helps:
      "Screenshots of websites and product photos go in side by side with your registrations, each with its own label.",
    roleHint: STARTED_OR_ANSWERING,
  },
  k12_discipline: {
    about: [
      "A K-12 school discipline hearing is about a student's suspension, expulsion or move to another school. It can also be part of a disagreement about special education services.",
      "Parents usually attend with the student, and the school district presents its side.",
    ],
    evidence: [
      "The discipline notice and the school's incident report",
      "The student code of conduct",
      "Report cards, attendance and behavior records",
      "The IEP or 504 plan, if the student has one",
      "Letters from teachers, counselors, doctors or coaches",
      "Statements from witnesses",
    ],
    helps:
      "Report cards, letters and photos from your phone become one binder you can hand to the hearing panel, with an index they can follow.",
  },
  medical_malpractice: {
    about: [
      "A medical malpractice claim says a doctor, hospital or other health care provider caused harm by not giving the care expected of them.",
      "These cases usually need opinions from medical experts and often have strict deadlines and steps before filing, so many people work with an attorney.",
    ],
    evidence: [
      "Medical records from before and after the treatment",
      "Bills, insurance statements and receipts",
      "A timeline of appointments, symptoms and treatment",
      "Dated photos of injuries over time",
      "Records of lost work and income",
      "Letters with the provider or hospital",
    ],
    helps:
      "Hundreds of pages of medical records keep their order, with page numbers that run through the whole binder and an index to find each record.",
    roleHint: STARTED_OR_ANSWERING,
  },
  code_violation: {
    about: [
      "This binder type is for contesting a traffic ticket, or a citation for breaking a local rule such as a building, zoning, noise, parking or property upkeep code.",
      "These cases are usually heard in traffic court, municipal court or by a hearing officer.",
    ],
    evidence: [
      "The ticket or citation and any notice",
      "Dated photos of the place, the signs or signals, or the property",
      "Maps or drawings",
      "Still pictures from dashcam or security video",
      "Repair invoices, permits or receipts that show the problem was fixed",
      "Statements from witnesses",
    ],
    helps:
      "Photos of signs and the scene become clear, labeled pages next to your citation, ready to hand to the judge or hearing officer.",
    roleHint:
      "The person who got the ticket or citation is usually the defendant or respondent, so exhibits are lettered (A, B, C).",
    note: "A binder holds printed pages, so video cannot go in. Upload still pictures from the video instead.",
  },
  personal_injury_claim: {
    about: [
      "A personal injury claim asks for payment for harm caused by someone else's carelessness, such as a car crash, a fall, a dog bite or a faulty product.",
      "Many claims are settled with an insurance company. Others go to court.",
    ],
    evidence: [
      "The accident or police report",
      "Photos of the scene, the vehicles and your injuries over time",
      "Medical records and bills",
      "Proof of lost wages",
      "Repair estimates",
      "Insurance letters and claim numbers, and the names and statements of witnesses",
    ],
    helps:
      "Photos of injuries over time, medical bills and repair estimates go into one binder in the order you choose, each with a clear label.",
    roleHint: STARTED_OR_ANSWERING,
  },
  probate_estate: {
    about: [
      "Probate and estate matters come after someone dies or can no longer manage their own affairs. They include proving a will, naming an executor or administrator, collecting and dividing property, paying debts, and disputes among heirs.",
      "Guardianships and conservatorships are often heard in probate court too.",
    ],
    evidence: [
      "The will and any changes to it, or trust documents",
      "The death certificate",
      "A list of property and debts, with account statements and deeds",
      "Receipts for expenses the estate paid",
      "Letters among family members and with the executor",
      "Notices sent to heirs and creditors",
    ],
    helps:
      "Statements, deeds and receipts become one indexed binder, so each item on your list of property can point to its page.",
    roleHint: STARTED_OR_ANSWERING,
  },
  professional_license_defense: {
    about: [
      "Professional license defense means answering a complaint or disciplinary action from a state licensing board, for nurses, contractors, real estate agents, teachers, cosmetologists and other licensed workers.",
      "Boards can warn, fine, suspend or revoke a license.",
    ],
    evidence: [
      "The board's notice, complaint or accusation",
      "Your license history and any earlier board actions",
      "Training, continuing education and certifications",
      "Records of the work or client involved, with private details hidden",
      "Letters of reference from employers and colleagues",
      "Proof of the steps you took to fix the problem",
    ],
    helps:
      "Certificates, reference letters and records become one organized binder, so the board sees your side in order.",
    roleHint:
      "The license holder is usually the respondent, so exhibits are lettered (A, B, C) unless the board asks for another style.",
  },
  property_tax_appeal: {
    about: [
      "A property tax appeal asks your local assessment board to lower the value the assessor put on your property, which lowers your tax.",
      "The deadline to file is usually set each year and is often short.",
    ],
    evidence: [
      "The assessment notice",
      "Recent sales of similar nearby properties",
      "A recent appraisal, if you have one",
      "Photos of the condition of the property, including repairs it needs",
      "Repair estimates",
      "The assessor's record for your property",
    ],
    helps:
      "Sales records, an appraisal and photos of needed repairs become one binder the board can page through with you.",
    roleHint:
      "The property owner who appeals is usually the appellant or petitioner, so exhibits are numbered (1, 2, 3).",
  },
  protective_order: {
    about: [
      "A protective order is a court order that tells someone to stay away from you. It is also called a restraining order or an order of protection. People ask for one because of abuse, threats, stalking or harassment.",
      "Judges often decide at a short hearing, so clear, dated evidence matters.",
    ],
    evidence: [
      "Dated photos of injuries or damage",
      "Threatening texts, e-mails and social media posts, as screenshots",
      "Written transcripts of voicemails",
      "Police reports and medical records",
      "A written timeline of what happened",
      "Statements from witnesses, and any earlier orders",
    ],
    helps:
      "Screenshots of messages become labeled, numbered pages in the order things happened, so a short hearing can focus on the facts.",
    roleHint:
      "The person asking for the order is usually the petitioner, with numbered exhibits. The person it is against is usually the respondent, with lettered exhibits.",
    note: "If you are in danger now, call 911. The National Domestic Violence Hotline is free and open all day, every day: call 1-800-799-7233.",
  },
  real_estate_dispute: {
    about: [
      "A real estate dispute is about land or a building: a home sale that fell through, boundary lines, easements, title problems, construction defects, or a deal with a contractor.",
    ],
    evidence: [
      "The purchase agreement, deed and title documents",
      "Surveys and plat maps",
      "Inspection reports and disclosures",
      "Photos of the property and the problem",
      "Contracts, invoices and payment records with contractors",
      "Letters and e-mails between the parties and agents",
    ],
    helps: "Surveys, contracts and photos go into one binder. Wide drawings stay landscape and readable.",
    roleHint: STARTED_OR_ANSWERING,
  },
  small_claims: {
    about: [
      "Small claims court is a simpler court for disputes over smaller amounts of money, such as a security deposit that was not returned, an unpaid loan, or damage to your property.",
      "The most you can ask for depends on your state. You usually present your own case, and the judge often decides the same day.",
    ],
    evidence: [
      "Contracts, leases or written agreements",
      "Receipts, invoices and estimates",
      "Photos of the damage or problem",
      "Texts, e-mails and letters with the other side, including your demand letter",
      "Proof of payment, such as bank statements or cancelled checks",
      "A short written timeline",
    ],
    helps:
      "Small claims hearings are short. A binder with labeled exhibits and an index lets you hand the judge the right page quickly.",
    roleHint:
      "The person who filed is usually the plaintiff or claimant, with numbered exhibits (1, 2, 3). The person sued is the defendant, with lettered exhibits (A, B, C).",
  },
  disability_benefits: {
    about: [
      "A disability benefits appeal challenges a decision to deny disability benefits, most often Social Security Disability Insurance (SSDI) or Supplemental Security Income (SSI), at a hearing before an administrative law judge.",
      "The judge looks at whether your health conditions keep you from working.",
    ],
    evidence: [
      "The denial notice and any reconsideration decision",
      "Medical records, test results and treatment history",
      "Statements from your doctors about what you can and cannot do",
      "A list of your medicines and their side effects",
      "Your work history, and records of jobs you had to stop",
      "Statements from family or friends about your daily life",
    ],
    helps:
      "Medical records from many providers become one binder with page numbers and an index, so you can point the judge to a single page.",
    roleHint:
      "The person appealing is the claimant, so exhibits are numbered (1, 2, 3) unless the hearing office asks for another style.",
    note: "Social Security has its own rules and deadlines for sending evidence before the hearing. Check your hearing notice.",
  },
  ttab_opposition: {
    about: [
      "A trademark opposition is a case before the Trademark Trial and Appeal Board (TTAB) of the U.S. Patent and Trademark Office. It asks the board to stop a trademark from being registered. A cancellation asks it to remove one that is already registered.",
      "The case runs mostly on written filings, with evidence sent in during set trial periods.",
    ],
    evidence: [
      "Your trademark registrations, or proof that you used the mark first",
      "Dated samples of the mark in use, such as labels, packaging or website screenshots",
      "Sales, advertising and marketing records",
      "Examples of customers being confused",
      "The other side's application and filings",
      "Written statements from witnesses",
    ],
    helps:
      "Website screenshots, labels and sales records become one binder with an index and page numbers to cite.",
    roleHint:
      "The party opposing the mark is the opposer, with numbered exhibits. The applicant is usually on the lettered side.",
    note: "The TTAB takes filings through its own online system and has its own rules on how evidence is sent. Check them before you file.",
  },
  zoning_variance: {
    about: [
      "A zoning variance asks your local zoning board for permission to use or build on your property in a way the zoning rules do not usually allow, such as a setback, height or use variance. This binder type also suits challenges to a zoning decision.",
      "Hearings are usually public, and neighbors may speak.",
    ],
    evidence: [
      "Your application, and any denial or staff report",
      "The property survey and site plan",
      "Photos of the property and the neighborhood",
      "The zoning rules that apply",
      "Letters of support from neighbors",
      "Examples of similar variances granted nearby",
    ],
    helps:
      "Site plans stay landscape and readable, next to your photos and letters of support, with an index the board can follow.",
    roleHint:
      "The property owner who applies or appeals is usually the applicant, appellant or petitioner, so exhibits are numbered (1, 2, 3).",
  },
};

/**
 * Notes for URL slugs whose subject is not the type they open (§2.12): the page says so rather than let the
 * reader think the content is about what they asked for.
 */
export const ALIAS_NOTES: Readonly<Record<string, string>> = {
  bankruptcy:
    "You followed a link about bankruptcy. CourtReady has no separate bankruptcy binder type, and older bankruptcy links open this page. The exhibit labels, page numbers and index work the same way for any hearing, so you can use the type closest to yours. Bankruptcy courts have their own rules for exhibits, so check them before you file.",
  "workers-comp":
    "You followed a link about workers' compensation. Workers' comp hearings use the Employment Dispute binder type.",
  workers_comp:
    "You followed a link about workers' compensation. Workers' comp hearings use the Employment Dispute binder type.",
  "traffic-court": "Traffic tickets use the Traffic & Code Violation binder type.",
  traffic_court: "Traffic tickets use the Traffic & Code Violation binder type.",
  "social-security": "Social Security disability appeals use the Disability Benefits binder type.",
  social_security: "Social Security disability appeals use the Disability Benefits binder type.",
};

/**
 * The name with "a" or "an" before it, as it is said: "an Eviction Response", "an HOA Dispute", "a K-12 ...".
 * @example withArticle("Eviction Response") // → "an Eviction Response"
 */
export function withArticle(name: string): string {
  // "HOA" is read letter by letter, "aitch-o-a", so it takes "an"; "DMV" and "K-12" start with a consonant sound.
  const an = /^[AEIOU]/i.test(name) || /^HOA\b/.test(name);
  return `${an ? "an" : "a"} ${name}`;
}
