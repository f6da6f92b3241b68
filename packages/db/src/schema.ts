// Kysely table types. Timestamps are ISO-8601 UTC strings made in code, so both SQLite and PostgreSQL store and
// compare them the same way (fixed-width ISO strings sort in time order).
import type { Insertable, Selectable, Updateable } from "kysely";

export interface UsersTable {
  id: string;
  email: string;
  /** Lower-cased, trimmed e-mail: the unique key, so Ann@X.com and ann@x.com are one account. */
  email_normalized: string;
  /** argon2id encoded hash; null for accounts that only sign in with Google or Apple. */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  created_at: string;
  updated_at: string;
  /**
   * When the account opened a link mailed to its address (or set a password with one): the address is proven. Null
   * for an address nobody has proven; Google and Apple sign-ins prove theirs through the provider (migration 0022).
   */
  email_verified_at: string | null;
  /** The language the person chose for the interface and their e-mails, "en" or "es"; null: not chosen (0024). */
  language: string | null;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie token: a leaked database row cannot be replayed as a cookie. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** The browser's User-Agent at sign-in (cut to 512 characters), shown in plain words on the account page. */
  user_agent: string | null;
  /** The client address at sign-in, shown as "where from". */
  ip_address: string | null;
  /** Last request made with the session, written at most every few minutes; null until the first. */
  last_used_at: string | null;
}

/**
 * One throttling bucket ("login-pair:…", "login-account:…", "login-ip:…", "reset-email:…", "reset-ip:…"), counted
 * by a single upsert so that concurrent attempts each see a different count.
 */
/** One row per lease bucket ("upload-user:<id>"), the lock every take of the bucket writes first (issue 40). */
export interface LeaseBucketsTable {
  bucket: string;
  touched_at: string;
}

/** Work under way counted against a limit: ended by its holder, or by itself at expires_at. */
export interface LeasesTable {
  id: string;
  bucket: string;
  expires_at: string;
}

export interface ThrottleCountersTable {
  throttle_key: string;
  /** Attempts in the current window (or round, for buckets with growing delays). */
  count: number;
  /** How many times the bucket has been blocked since it was last cleared: the next delay doubles with each. */
  strikes: number;
  window_start: string;
  blocked_until: string | null;
}

/** A browser (its long-lived device cookie, as SHA-256) that has signed in to the account with the password. */
export interface KnownDevicesTable {
  user_id: string;
  device_hash: string;
  created_at: string;
  last_used_at: string;
}

export interface LoginFailuresTable {
  id: string;
  /**
   * "ip:<address>" or "email:<normalized e-mail>": one row per failed sign-in; "reset-ip:…" and "reset-email:…": one
   * row per password reset request. Counted per key in a window.
   */
  throttle_key: string;
  created_at: string;
}

export interface PasswordResetTokensTable {
  /** SHA-256 (hex) of the link's secret: the secret itself exists only in the e-mail. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  /** Set when the link is used, or when another link of the same person is: each works once. */
  used_at: string | null;
  /** What the link does: "password-reset" or "confirm-email" (migration 0022); a link works only for its purpose. */
  purpose: string;
}

export interface FoldersTable {
  id: string;
  user_id: string;
  name: string;
  description: string;
  /** "#rrggbb" */
  color: string;
  created_at: string;
}

export interface UserFilesTable {
  id: string;
  user_id: string;
  folder_id: string | null;
  /** Where the original bytes are in FileStorage; never shown to anyone. */
  storage_key: string;
  thumbnail_key: string | null;
  original_filename: string;
  /** The engine's DetectedType ("pdf", "jpeg", "docx"…), sniffed from the bytes. */
  detected_type: string;
  /** The product's name for it: "PDF Document", "Image"… */
  file_type: string;
  mime_type: string;
  /** Bytes. PostgreSQL returns bigint as a string; the repository converts. */
  file_size: number | string;
  sha256: string;
  page_count: number | null;
  category: string;
  ai_description: string | null;
  /** Who wrote ai_description: "ai" or "file" (the describer, from the file's own data); null when not kept. */
  ai_description_source: string | null;
  user_description: string;
  /** JSON list of strings. */
  tags: string;
  /** JSON list of strings. */
  warnings: string;
  uploaded_at: string;
  /**
   * JSON of a kept message export's conversations (contracts ZMessageExportSummary, issue 38, migration 0027), as
   * listed at upload. Null: not an export, or uploaded before the column.
   */
  message_export: string | null;
}

export interface CheckoutsTable {
  id: string;
  user_id: string;
  /** A plan id ("one-time", "yearly", "group-monthly", "group-yearly"). */
  tier: string;
  amount_cents: number;
  currency: string;
  /** "local" (the built-in test checkout) or "stripe". */
  provider: string;
  provider_session_id: string | null;
  provider_payment_id: string | null;
  /** "open", "paid" or "canceled". */
  status: string;
  created_at: string;
  completed_at: string | null;
}

export interface MembershipsTable {
  id: string;
  owner_id: string;
  type: string;
  starts_at: string;
  expires_at: string;
  one_time_use_count: number;
  /** The paid checkout that granted it; null for operator grants. Unique, so a checkout grants once. */
  checkout_id: string | null;
  created_at: string;
}

export interface MembershipMembersTable {
  id: string;
  /** The group plan's buyer: seats belong to them, so renewing the plan keeps its members. */
  owner_id: string;
  /** The invited address; the invitation's link is e-mailed there. */
  email_normalized: string;
  invited_at: string;
  /** SHA-256 (hex) of the secret in the e-mailed link; null for invitations made before links (migration 0013). */
  token_hash: string | null;
  token_expires_at: string | null;
  /** The account that opened the link and holds the seat; null until then (issue 22, finding 9). */
  member_user_id: string | null;
  accepted_at: string | null;
  /**
   * An account that opened the link but is not the invited address (issue 42, finding 5): it gets the seat only if
   * the owner gives it (migration 0020). Null when nobody else asked.
   */
  requested_by_user_id: string | null;
  /**
   * When the account with the invited address opened the link without having proven that address: a confirmation
   * link went to it, and the seat is its own once that link is opened (migration 0022). Null otherwise.
   */
  confirming_since: string | null;
}

export interface WebhookEventsTable {
  /** The provider's event id: a replayed event is recognised and changes nothing. */
  id: string;
  type: string;
  received_at: string;
}

export interface ContactMessagesTable {
  id: string;
  /** The sender's account when they were signed in; the message stays if the account is deleted. */
  user_id: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** For the hourly limit per sender. */
  sender_ip: string;
  created_at: string;
  /** When it was e-mailed to support; null when SMTP is not set up or sending failed. */
  emailed_at: string | null;
}

/** One first-party analytics event. No user id, IP, user agent or e-mail, by design. */
export interface AnalyticsEventsTable {
  id: string;
  /** One of the contract's ANALYTICS_EVENT_NAMES. */
  name: string;
  /** Pathname only: no query string or fragment, id-like segments replaced by ":id". */
  path: string;
  /** What the event is about (a plan id, a file type), never who. */
  label: string | null;
  value: number | null;
  currency: string | null;
  /** The hour the event arrived (rounded down), so rows cannot be matched to request logs by exact time. */
  created_at: string;
}

export interface OAuthIdentitiesTable {
  id: string;
  /** "google" or "apple". */
  provider: string;
  /** The provider's stable account id (the ID token's `sub`); unique together with provider. */
  subject: string;
  user_id: string;
  /** The verified e-mail the provider last reported; kept for support, accounts are found by subject. */
  email: string;
  created_at: string;
}

export interface OAuthStatesTable {
  /** SHA-256 (hex) of the `state` sent to the provider; the row is deleted when the sign-in comes back. */
  id: string;
  provider: string;
  /** PKCE code verifier, sent to the token endpoint with the code. */
  code_verifier: string;
  /** Expected `nonce` claim of the ID token. */
  nonce: string;
  /** The callback address sent in the authorization request; the token request must repeat it exactly. */
  redirect_uri: string;
  created_at: string;
  expires_at: string;
}

/** A generated binder (render or enhanced kit) kept for download until expires_at. */
export interface BuildsTable {
  id: string;
  user_id: string;
  /** "pages": a binder kept only as page pictures for the view before Generate (pages.pdf, never downloaded). */
  kind: "render" | "compile" | "pages";
  /** Storage folder holding binder.pdf and the ZIP (or enhanced-kit.zip for compile): users/<user>/builds/<id>. */
  storage_prefix: string;
  exhibit_count: number;
  page_count: number;
  pdf_size: number;
  zip_size: number;
  created_at: string;
  expires_at: string;
}

/** Where a build is: receiving its upload, waiting, running, or ended one of three ways. */
export type BuildJobState = "receiving" | "queued" | "running" | "done" | "failed" | "abandoned";

/** A build as a row before it is work (issue 20): what was asked, its inputs in storage, where it is, what it gave. */
export interface BuildJobsTable {
  id: string;
  user_id: string;
  client_ref: string | null;
  /** A build, or "filing": a project's "Mark as filed" (projects.filing.run.ts), run by the same runners. */
  kind: "preview" | "render" | "compile" | "project_preview" | "filing" | "pages";
  state: BuildJobState;
  /** JSON: the validated request and its input files' storage keys (builds.queue.ts ZJobInput). */
  input: string | null;
  /** The private upload folder this build's files streamed into, removed when it ends; null when none. */
  upload_prefix: string | null;
  attempts: number;
  /** The runner holding it while running: "host:pid:instance". */
  owner: string | null;
  heartbeat_at: string | null;
  stage: "queued" | "converting" | "assembling" | "packaging" | "done" | "failed";
  percent: number;
  message: string;
  /** The one-time membership whose single use this build took, if any. */
  membership_id: string | null;
  /** 1 once that use was given back (it is given back at most once). */
  use_returned: number;
  /** JSON answer of a finished build, or the problems of a failed one. */
  result: string | null;
  error_code: string | null;
  error_message: string | null;
  /** The builds row holding its outputs. */
  build_id: string | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** A saved project: the builder's settings and case answers, kept until the user deletes it. */
export interface ProjectsTable {
  id: string;
  user_id: string;
  project_name: string;
  /** A binder type slug (legacy codes are resolved to their slug when saved). */
  binder_type: string;
  court_name: string;
  /** A case role ("plaintiff", "defendant"…): it decides whether exhibits are numbered or lettered. */
  role: string;
  /** The court preset's key; null when no court was chosen. */
  preset_key: string | null;
  /** JSON object: the dynamic form's answers and the case information (caseName, caseNumber, hearingDate…). */
  form_data: string;
  /** "draft" until something else is defined. */
  status: string;
  created_at: string;
  updated_at: string;
  last_generated_at: string | null;
  /**
   * The builder's file size limit choice (contracts ZProjectSizeLimit): "court", "none", or the person's own limit in
   * MB as text ("12.5"). Null for a project saved before the choice was kept: no limit, as then.
   */
  size_limit: string | null;
  /**
   * The "Make the scans smaller" choice (issue 37 §3, migration 0031): 1 smaller scans, 0 volumes, null never chosen
   * (built split, as before the choice was kept).
   */
  compress_scans: number | null;
}

/** One file of a saved project, in its place and with its exhibit label. */
export interface ProjectFilesTable {
  id: string;
  project_id: string;
  /** Where the bytes are in FileStorage: users/<user>/projects/<project>/<file id>. Never shown to anyone. */
  storage_key: string;
  filename: string;
  original_name: string;
  /** The engine's DetectedType ("pdf", "jpeg", "docx"…), sniffed from the bytes. */
  detected_type: string;
  /** The product's name for it: "PDF Document", "Image"… */
  file_type: string;
  mime_type: string;
  /** Bytes (a file is at most a few tens of MB, so an integer column holds it on both dialects). */
  file_size: number;
  /** SHA-256 (hex) of the bytes, as user_files.sha256: storage counts the same bytes once. Null before migration 0019. */
  sha256: string | null;
  exhibit_label: string;
  description: string;
  ai_description: string | null;
  /** Who wrote ai_description: "ai" or "file" (the describer, from the file's own data); null when not kept. */
  ai_description_source: string | null;
  /** 0, 1, 2… in the project's order. */
  sort_order: number;
  created_at: string;
  /** JSON { hits, boxes } (contracts ZStoredRedaction, issue 43): what a build redacts in it. Null: nothing. */
  redaction: string | null;
  /**
   * JSON (the server's ZStoredTranslation, issue 39 §2): the file's English translation, typed text or a stored
   * file (its key under the project's folder), with the translator's name, qualifications and language. Null: none.
   */
  translation: string | null;
  /** Bytes of the translation's stored file, counted by the storage quota; null when none or typed. */
  translation_size: number | null;
  /**
   * JSON of the person's choice in a message export (contracts ZMessageChoice, issue 38): conversations, days,
   * single messages, time zone, declaration. Null: not an export, or nothing picked.
   */
  messages: string | null;
  /**
   * JSON of a kept message export's conversations (contracts ZMessageExportSummary, issue 38, migration 0027), as
   * listed when it was saved, for the picker. Null: not an export, or saved before the column.
   */
  message_export: string | null;
  /**
   * JSON of the file's page edits (contracts ZPageEdits, issue 37 §3): pages turned, removed or reordered in the
   * binder. Null: none.
   */
  page_edits: string | null;
  /** The title of the section (tab) the file is grouped under (issue 37 §3, migration 0029). Null: none. */
  section: string | null;
}

/** A share link of a saved project: anyone holding the token may view the project (and comment, if allowed). */
export interface ProjectSharesTable {
  id: string;
  project_id: string;
  /** SHA-256 (hex) of the link's token; the token itself is shown once to the owner and never stored. */
  token_hash: string;
  /** "view" or "comment". */
  permissions: string;
  /** Null for a link that never expires. */
  expires_at: string | null;
  /** Set when the owner turns the link off; the row stays so the link can say it was revoked. */
  revoked_at: string | null;
  created_at: string;
}

/**
 * A binder or supplement generated from a saved project ("generated": the last one, until it is marked filed or
 * another is generated), then frozen when the person marks it filed; "replaced" once a new binder (not a
 * supplement) is filed in its place. Never changed after it is filed.
 */
export interface ProjectFilingsTable {
  id: string;
  project_id: string;
  kind: "binder" | "supplement";
  state: "generated" | "filed" | "replaced";
  /** The build that made it (its outputs expire); null once nothing needs it. */
  build_id: string | null;
  /**
   * The project's own copy of the filed PDF in FileStorage (users/<user>/projects/<project>/filed/<id>.pdf); volume 1
   * when the binder came in volumes, whose ZIP is kept beside it (the same key ending .zip).
   */
  binder_key: string | null;
  /** How many volumes the binder came in under the project's size limit; null for one file. */
  volumes: number | null;
  /**
   * Bytes its kept copies take (the filed PDF, plus the ZIP of volumes), counted toward the owner's storage quota;
   * null until filed (and, for filings made before it was kept, until maintenance measures them).
   */
  stored_bytes: number | string | null;
  /** JSON: contracts' TFiledManifest of everything filed up to and with this one; set when filed. */
  manifest: string | null;
  /** JSON: the project file ids it holds, in binder order. */
  file_ids: string;
  /** YYYY-MM-DD, as the person gave it. */
  filed_on: string | null;
  created_at: string;
  filed_at: string | null;
}

/** A comment left on a project through a share link with comment permission. */
export interface ProjectCommentsTable {
  id: string;
  project_id: string;
  /** The link it came through; null if that link's row is gone. */
  share_id: string | null;
  /** The name the commenter typed; not verified. */
  author_name: string;
  body: string;
  created_at: string;
}

/** One kept conversion in storage (users/<user>/conversions/<version>-<sha256>), indexed for the sweep. */
export interface ConversionRecordsTable {
  user_id: string;
  /** The engine's CONVERSION_VERSION that made it. */
  version: string;
  /** Hex SHA-256 of the source file. */
  sha256: string;
  created_at: string;
  /** Written, or handed to a preview, build or check: the sweep ages a record from here. */
  last_used_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  throttle_counters: ThrottleCountersTable;
  lease_buckets: LeaseBucketsTable;
  leases: LeasesTable;
  known_devices: KnownDevicesTable;
  password_reset_tokens: PasswordResetTokensTable;
  folders: FoldersTable;
  user_files: UserFilesTable;
  checkouts: CheckoutsTable;
  memberships: MembershipsTable;
  membership_members: MembershipMembersTable;
  webhook_events: WebhookEventsTable;
  contact_messages: ContactMessagesTable;
  oauth_identities: OAuthIdentitiesTable;
  oauth_states: OAuthStatesTable;
  analytics_events: AnalyticsEventsTable;
  builds: BuildsTable;
  build_jobs: BuildJobsTable;
  projects: ProjectsTable;
  project_files: ProjectFilesTable;
  project_shares: ProjectSharesTable;
  project_comments: ProjectCommentsTable;
  project_filings: ProjectFilingsTable;
  conversion_records: ConversionRecordsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type Folder = Selectable<FoldersTable>;
export type UserFileRow = Selectable<UserFilesTable>;
export type Checkout = Selectable<CheckoutsTable>;
export type Membership = Selectable<MembershipsTable>;
export type MembershipMember = Selectable<MembershipMembersTable>;
export type OAuthIdentity = Selectable<OAuthIdentitiesTable>;
export type BuildRow = Selectable<BuildsTable>;
export type ProjectFilingRow = Selectable<ProjectFilingsTable>;
export type BuildJobRow = Selectable<BuildJobsTable>;
export type OAuthState = Selectable<OAuthStatesTable>;
export type ProjectRow = Selectable<ProjectsTable>;
export type ProjectFileRow = Selectable<ProjectFilesTable>;
export type ProjectShareRow = Selectable<ProjectSharesTable>;
export type ProjectCommentRow = Selectable<ProjectCommentsTable>;
