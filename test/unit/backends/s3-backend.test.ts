import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  currentWorkspace,
  dynamoLockId,
  lockfileKey,
  readS3BackendSettings,
} from "../../../src/backends/s3-backend.js";

const workdir = mkdtempSync(path.join(os.tmpdir(), "sg-s3cfg-"));
const base = { bucket: "b", key: "app/terraform.tfstate", region: "eu-west-1" };

describe("readS3BackendSettings", () => {
  it("reads the lock locations of the default workspace", () => {
    const s = readS3BackendSettings(
      { ...base, dynamodb_table: "t", use_lockfile: true },
      workdir,
      {},
    );
    expect(s).toMatchObject({ stateKey: "app/terraform.tfstate", workspace: "default" });
    expect(dynamoLockId(s)).toBe("b/app/terraform.tfstate");
    expect(lockfileKey(s)).toBe("app/terraform.tfstate.tflock");
    expect(s.dynamodbTable).toBe("t");
    expect(s.useLockfile).toBe(true);
  });

  it("puts other workspaces under env:/ or workspace_key_prefix", () => {
    expect(readS3BackendSettings(base, workdir, { TF_WORKSPACE: "stg" }).stateKey).toBe(
      "env:/stg/app/terraform.tfstate",
    );
    expect(
      readS3BackendSettings({ ...base, workspace_key_prefix: "w" }, workdir, {
        TF_WORKSPACE: "stg",
      }).stateKey,
    ).toBe("w/stg/app/terraform.tfstate");
  });

  it("reads the workspace terraform selected (<data dir>/environment)", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "sg-s3ws-"));
    mkdirSync(path.join(dir, ".terraform"));
    writeFileSync(path.join(dir, ".terraform", "environment"), "prod");
    expect(currentWorkspace(dir, {})).toBe("prod");
    expect(currentWorkspace(dir, { TF_WORKSPACE: "dev" })).toBe("dev");
    expect(currentWorkspace(workdir, {})).toBe("default");
  });

  it("resolves endpoints, region and path style as Terraform does", () => {
    const s = readS3BackendSettings(
      {
        bucket: "b",
        key: "k",
        endpoints: { s3: "http://s3.local", dynamodb: null },
        force_path_style: true,
      },
      workdir,
      { AWS_REGION: "us-east-2", AWS_ENDPOINT_URL_DYNAMODB: "http://ddb.local" },
    );
    expect(s).toMatchObject({
      region: "us-east-2",
      s3Endpoint: "http://s3.local",
      dynamoEndpoint: "http://ddb.local",
      usePathStyle: true,
    });
    const legacy = readS3BackendSettings(
      { ...base, endpoint: "http://old-s3", dynamodb_endpoint: "http://old-ddb" },
      workdir,
      { AWS_ENDPOINT_URL: "http://generic" },
    );
    expect(legacy).toMatchObject({ s3Endpoint: "http://old-s3", dynamoEndpoint: "http://old-ddb" });
    expect(
      readS3BackendSettings(base, workdir, { AWS_ENDPOINT_URL: "http://generic" }),
    ).toMatchObject({
      s3Endpoint: "http://generic",
      dynamoEndpoint: "http://generic",
    });
  });

  it("notes an assume_role block (the SDK clients do not follow it)", () => {
    expect(
      readS3BackendSettings({ ...base, assume_role: { role_arn: "arn:x" } }, workdir, {})
        .assumeRole,
    ).toBe(true);
    expect(readS3BackendSettings({ ...base, assume_role: null }, workdir, {}).assumeRole).toBe(
      false,
    );
  });

  it("fails clearly without bucket, key or region", () => {
    expect(() => readS3BackendSettings({ key: "k", region: "r" }, workdir, {})).toThrow(
      /has no `bucket` \(got nothing\)/,
    );
    expect(() => readS3BackendSettings({ bucket: "b", key: "k" }, workdir, {})).toThrow(
      /no region: neither `region` .* nor AWS_REGION \/ AWS_DEFAULT_REGION/,
    );
    expect(
      readS3BackendSettings({ bucket: "b", key: "k" }, workdir, { AWS_DEFAULT_REGION: "r" }).region,
    ).toBe("r");
  });
});
