// The ordered list of migrations. Listed statically (not read from a folder) so the bundled server carries them.
import type { Migration } from "kysely/migration";
import * as m0001 from "./0001_users_sessions.ts";
import * as m0002 from "./0002_file_library.ts";
import * as m0003 from "./0003_membership.ts";
import * as m0004 from "./0004_contact_messages.ts";
import * as m0005 from "./0005_analytics.ts";
import * as m0006 from "./0006_oauth_identities.ts";
import * as m0007 from "./0007_builds.ts";
import * as m0008 from "./0008_projects.ts";
import * as m0009 from "./0009_project_shares.ts";
import * as m0010 from "./0010_password_reset_tokens.ts";
import * as m0011 from "./0011_build_jobs.ts";
import * as m0012 from "./0012_auth_security.ts";
import * as m0013 from "./0013_group_invitations.ts";
import * as m0014 from "./0014_project_filings.ts";
import * as m0015 from "./0015_conversion_records.ts";
import * as m0016 from "./0016_project_size_limit.ts";
import * as m0017 from "./0017_filing_stored_bytes.ts";
import * as m0018 from "./0018_description_source.ts";
import * as m0019 from "./0019_project_file_sha256.ts";
import * as m0020 from "./0020_seat_requests.ts";
import * as m0021 from "./0021_leases.ts";
import * as m0022 from "./0022_email_confirmation.ts";
import * as m0023 from "./0023_project_file_redaction.ts";
import * as m0024 from "./0024_user_language.ts";
import * as m0025 from "./0025_project_file_translation.ts";
import * as m0026 from "./0026_project_file_messages.ts";
import * as m0027 from "./0027_message_export_listings.ts";
import * as m0028 from "./0028_project_file_page_edits.ts";
import * as m0029 from "./0029_project_file_section.ts";
import * as m0031 from "./0031_project_compress_scans.ts";

export const migrations: Record<string, Migration> = {
  "0001_users_sessions": m0001,
  "0002_file_library": m0002,
  "0003_membership": m0003,
  "0004_contact_messages": m0004,
  "0005_analytics": m0005,
  "0006_oauth_identities": m0006,
  "0007_builds": m0007,
  "0008_projects": m0008,
  "0009_project_shares": m0009,
  "0010_password_reset_tokens": m0010,
  "0011_build_jobs": m0011,
  "0012_auth_security": m0012,
  "0013_group_invitations": m0013,
  "0014_project_filings": m0014,
  "0015_conversion_records": m0015,
  "0016_project_size_limit": m0016,
  "0017_filing_stored_bytes": m0017,
  "0018_description_source": m0018,
  "0019_project_file_sha256": m0019,
  "0020_seat_requests": m0020,
  "0021_leases": m0021,
  "0022_email_confirmation": m0022,
  "0023_project_file_redaction": m0023,
  "0024_user_language": m0024,
  "0025_project_file_translation": m0025,
  "0026_project_file_messages": m0026,
  "0027_message_export_listings": m0027,
  "0028_project_file_page_edits": m0028,
  "0029_project_file_section": m0029,
  "0031_project_compress_scans": m0031,
};
