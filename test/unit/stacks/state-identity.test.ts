import { describe, expect, it } from "vitest";

import {
  findSharedStates,
  stateIdentityOf,
  type StateIdentity,
} from "../../../src/stacks/state-identity.js";

const at = (dir: string, workspace = "default") => ({ dir, workspace });
const identity = (
  type: string,
  attributes: Record<string, string>,
  dir = "envs/a",
  workspace = "default",
): StateIdentity | undefined => stateIdentityOf({ type, attributes }, at(dir, workspace));

describe("the state a backend block names", () => {
  it("names s3 by bucket and key, in a workspace also by workspace_key_prefix", () => {
    const prod = identity("s3", { bucket: "b", key: "prod.tfstate", region: "eu-west-1" });
    expect(prod?.label).toBe("s3 bucket=b key=prod.tfstate");
    // Another directory, another region setting: the same object all the same.
    expect(identity("s3", { bucket: "b", key: "prod.tfstate" }, "envs/b")?.key).toBe(prod?.key);
    expect(identity("s3", { bucket: "b", key: "dev.tfstate" })?.key).not.toBe(prod?.key);
    expect(identity("s3", { bucket: "c", key: "prod.tfstate" })?.key).not.toBe(prod?.key);
    const inWs = identity("s3", { bucket: "b", key: "k", workspace_key_prefix: "p" }, ".", "w");
    expect(inWs?.label).toBe("s3 bucket=b workspace_key_prefix=p key=k workspace=w");
    expect(
      identity("s3", { bucket: "b", key: "k", workspace_key_prefix: "q" }, ".", "w")?.key,
    ).not.toBe(inWs?.key);
  });

  it("names gcs, azurerm, http and consul by the settings that locate their state", () => {
    expect(identity("gcs", { bucket: "b", prefix: "p" })?.label).toBe("gcs bucket=b prefix=p");
    expect(
      identity("azurerm", { storage_account_name: "sa", container_name: "c", key: "k" })?.label,
    ).toBe("azurerm storage_account_name=sa container_name=c key=k");
    const http = identity("http", { address: "https://u:secret@state.example/p?token=t" });
    expect(http?.label).toBe("http address=https://state.example/p");
    expect(identity("http", { address: "https://state.example/q" })?.key).not.toBe(http?.key);
    expect(identity("consul", { address: "c:8500", path: "envs/a" })?.label).toBe(
      "consul address=c:8500 path=envs/a",
    );
  });

  it("names pg by host, database and schema (default terraform_remote_state), never the password", () => {
    const pg = identity("pg", { conn_str: "postgres://admin:hunter2@db.example:5432/infra" });
    expect(pg?.label).toBe("pg db.example:5432/infra schema_name=terraform_remote_state");
    expect(JSON.stringify(pg)).not.toContain("hunter2");
    // Another user on the same database and schema: the same state.
    const other = identity("pg", { conn_str: "postgres://ci:x@db.example:5432/infra" });
    expect(other?.key).toBe(pg?.key);
    const schema = identity("pg", {
      conn_str: "host=db.example dbname=infra password=hunter2",
      schema_name: "s",
    });
    expect(schema?.label).toBe("pg db.example:5432/infra schema_name=s");
    expect(JSON.stringify(schema)).not.toContain("hunter2");
  });

  it("resolves local paths from the stack's own directory", () => {
    expect(identity("local", {}, "envs/a")?.label).toBe("local path=envs/a/terraform.tfstate");
    expect(identity("local", {}, "envs/b")?.key).not.toBe(identity("local", {}, "envs/a")?.key);
    const shared = identity("local", { path: "../common/terraform.tfstate" }, "envs/a");
    expect(shared?.label).toBe("local path=envs/common/terraform.tfstate");
    expect(identity("local", { path: "../common/terraform.tfstate" }, "envs/b")?.key).toBe(
      shared?.key,
    );
    expect(identity("local", {}, ".", "w")?.label).toBe(
      "local path=terraform.tfstate.d/w/terraform.tfstate",
    );
  });

  it("knows no state from a partial configuration or an unknown backend type", () => {
    expect(identity("s3", { bucket: "b" })).toBeUndefined();
    expect(identity("s3", { key: "k" })).toBeUndefined();
    expect(identity("s3", { bucket: "b", key: "" })).toBeUndefined();
    expect(identity("gcs", { bucket: "b" })).toBeUndefined();
    expect(identity("azurerm", { storage_account_name: "sa", key: "k" })).toBeUndefined();
    expect(identity("http", {})).toBeUndefined();
    expect(identity("pg", {})).toBeUndefined();
    expect(identity("consul", { address: "c:8500" })).toBeUndefined();
    expect(identity("remote", { organization: "o" })).toBeUndefined();
  });
});

describe("stacks on one state", () => {
  it("pairs every stack with the others on its known state, and no one else", () => {
    const s3 = identity("s3", { bucket: "b", key: "k" });
    const shared = findSharedStates([
      { id: "a", state: s3 },
      { id: "b", state: identity("s3", { bucket: "b", key: "k" }, "envs/b") },
      { id: "c", state: s3 },
      { id: "d", state: identity("s3", { bucket: "b", key: "other" }) },
      { id: "e" },
      { id: "f" },
    ]);
    expect([...shared.keys()]).toEqual(["a", "b", "c"]);
    expect(shared.get("b")).toEqual({ with: ["a", "c"], label: "s3 bucket=b key=k" });
  });
});
