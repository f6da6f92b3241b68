// The S3_* variables: none keeps the local folder, a bucket switches to S3, and a half or wrong set refuses to start.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { createStorage } from "./create-storage.ts";
import { loadS3Config } from "./s3-config.ts";

describe("S3 configuration", () => {
  it("keeps files in the local folder when no S3_* variable is set (empty counts as unset)", () => {
    expect(loadS3Config({})).toBeNull();
    expect(loadS3Config({ S3_BUCKET: " ", S3_REGION: "" })).toBeNull();
    const config = loadConfig({ NODE_ENV: "test" }, "/srv/app");
    expect(config.s3).toBeNull();
    expect(createStorage(config).downloadUrl).toBeDefined();
  });

  it("reads a self-hosted store, path-style by default when an endpoint is given", () => {
    expect(
      loadS3Config({
        S3_BUCKET: "courtready-files",
        S3_ENDPOINT: "http://127.0.0.1:9000/",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_PUBLIC_ENDPOINT: "https://files.example.org",
      }),
    ).toEqual({
      bucket: "courtready-files",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      accessKeyId: "id",
      secretAccessKey: "secret",
      forcePathStyle: true,
      publicEndpoint: "https://files.example.org",
    });
  });

  it("reads AWS itself: no endpoint, virtual-hosted style, the SDK's own credentials", () => {
    expect(loadS3Config({ S3_BUCKET: "files.example", S3_REGION: "eu-west-3" })).toMatchObject({
      endpoint: undefined,
      region: "eu-west-3",
      forcePathStyle: false,
      accessKeyId: undefined,
    });
    expect(
      loadS3Config({
        S3_BUCKET: "files",
        S3_ENDPOINT: "https://s3.example.org",
        S3_FORCE_PATH_STYLE: "false",
      })?.forcePathStyle,
    ).toBe(false);
  });

  it("refuses S3 settings without a bucket, naming them", () => {
    expect(() => loadS3Config({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(
      /S3_ENDPOINT is set but S3_BUCKET is not\. Set S3_BUCKET/,
    );
  });

  it("refuses a bad bucket, endpoint, region, path style or half a key pair, all in one message", () => {
    let message = "";
    try {
      loadConfig(
        {
          NODE_ENV: "test",
          S3_BUCKET: "Bad_Bucket",
          S3_ENDPOINT: "ftp://files",
          S3_REGION: "EU WEST",
          S3_ACCESS_KEY_ID: "id",
          S3_FORCE_PATH_STYLE: "yes",
        },
        "/srv/app",
      );
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split("\n")).toEqual([
      "Invalid configuration:",
      expect.stringMatching(/^ {2}S3_BUCKET: must be a bucket name/),
      expect.stringMatching(/^ {2}S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/),
      expect.stringMatching(/^ {2}S3_REGION: must be a region name/),
      expect.stringMatching(/^ {2}S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither/),
      "  S3_FORCE_PATH_STYLE: must be true or false",
    ]);
  });

  it("makes S3 storage when a bucket is set", async () => {
    const config = loadConfig(
      {
        NODE_ENV: "test",
        S3_BUCKET: "files",
        S3_ENDPOINT: "http://127.0.0.1:9",
        S3_ACCESS_KEY_ID: "a",
        S3_SECRET_ACCESS_KEY: "b",
      },
      "/srv/app",
    );
    const url = await createStorage(config).downloadUrl!("users/u1/a.pdf", {
      contentDisposition: "attachment",
      contentType: "application/pdf",
      expiresSeconds: 60,
    });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:9\/files\/users\/u1\/a\.pdf\?/);
  });
});
