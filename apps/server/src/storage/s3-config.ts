// The S3_* variables: when S3_BUCKET is set, files live in that bucket instead of FILES_DIR. Checked at start-up so
// a half-configured store refuses to start with a message naming the variable, rather than failing on the first
// upload.

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  publicEndpoint: string | undefined;
}

const NAMES = [
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
  "S3_PUBLIC_ENDPOINT",
] as const;

/** S3's bucket naming rules (lower-case letters, digits, dots and hyphens; 3 to 63 characters). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{2,32}$/;

/**
 * The S3 settings, or null for the local folder. Throws one "Invalid configuration" error listing every problem.
 * @example loadS3Config({ S3_BUCKET: "files", S3_ENDPOINT: "http://127.0.0.1:9000" })?.forcePathStyle // → true
 */
export function loadS3Config(env: NodeJS.ProcessEnv): S3Config | null {
  // Empty counts as unset, as everywhere in config.ts.
  const value = (name: (typeof NAMES)[number]) => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };
  const bucket = value("S3_BUCKET");
  if (bucket === undefined) {
    const stray = NAMES.filter((name) => value(name) !== undefined);
    if (stray.length === 0) return null;
    throw new Error(
      `Invalid configuration:\n  S3_BUCKET: ${stray.join(", ")} ${stray.length === 1 ? "is" : "are"} set but S3_BUCKET is not. Set S3_BUCKET to keep files in S3, or unset the S3_* variables to keep them in FILES_DIR`,
    );
  }
  const problems: string[] = [];
  if (!BUCKET.test(bucket))
    problems.push("  S3_BUCKET: must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens");
  const url = (name: "S3_ENDPOINT" | "S3_PUBLIC_ENDPOINT") => {
    const v = value(name);
    if (v === undefined) return undefined;
    try {
      const parsed = new URL(v);
      if (parsed.protocol === "http:" || parsed.protocol === "https:") return v.replace(/\/+$/, "");
    } catch {
      // Reported below.
    }
    problems.push(`  ${name}: must be an http:// or https:// URL, e.g. https://s3.example.org`);
    return undefined;
  };
  const endpoint = url("S3_ENDPOINT");
  const publicEndpoint = url("S3_PUBLIC_ENDPOINT");
  const region = value("S3_REGION") ?? "us-east-1";
  if (!REGION.test(region)) problems.push("  S3_REGION: must be a region name such as us-east-1");
  const accessKeyId = value("S3_ACCESS_KEY_ID");
  const secretAccessKey = value("S3_SECRET_ACCESS_KEY");
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined))
    problems.push(
      "  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS SDK's own credentials (environment, instance role)",
    );
  const pathStyle = value("S3_FORCE_PATH_STYLE")?.toLowerCase();
  let forcePathStyle = endpoint !== undefined;
  if (pathStyle === "true" || pathStyle === "1") forcePathStyle = true;
  else if (pathStyle === "false" || pathStyle === "0") forcePathStyle = false;
  else if (pathStyle !== undefined) problems.push("  S3_FORCE_PATH_STYLE: must be true or false");
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  return { bucket, endpoint, region, accessKeyId, secretAccessKey, forcePathStyle, publicEndpoint };
}
