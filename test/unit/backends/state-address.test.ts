/** Where the state is, as a plan record binds it: never credentials (issue 18, case 6). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

import { describeStateAddress, selectedWorkspace } from "../../../src/backends/backend-config.js";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("describeStateAddress", () => {
  it("names the backend type and what locates the state", () => {
    expect(describeStateAddress({ type: "local", config: {} })).toBe(
      "local path=terraform.tfstate",
    );
    expect(
      describeStateAddress({
        type: "s3",
        config: { bucket: "b", key: "env/prod.tfstate", region: "eu-west-1", access_key: "AKIA…" },
      }),
    ).toBe("s3 bucket=b key=env/prod.tfstate region=eu-west-1");
  });

  it("never carries credentials: pg's user and password, an http address's userinfo and query", () => {
    const pg = describeStateAddress(
      {
        type: "pg",
        config: { conn_str: "postgres://u:hunter2@db.example:6543/infra?sslmode=disable" },
      },
      {},
    );
    expect(pg).toBe("pg db.example:6543/infra schema_name=terraform_remote_state");
    const kv = describeStateAddress(
      { type: "pg", config: { schema_name: "s" } },
      { PG_CONN_STR: "host=db port=5433 dbname=tf user=u password=hunter2" },
    );
    expect(kv).toBe("pg db:5433/tf schema_name=s");
    const http = describeStateAddress({
      type: "http",
      config: { address: "https://user:tok@state.example/s/prod?token=abc", username: "u" },
    });
    expect(http).toBe("http address=https://state.example/s/prod");
    for (const text of [pg, kv, http]) expect(text).not.toMatch(/hunter2|tok|abc/);
  });

  it("keeps a scheme-less host:port as written and drops the credentials before it", () => {
    const plain = describeStateAddress({
      type: "consul",
      config: { address: "consul.example:8500", path: "tf/prod" },
    });
    expect(plain).toBe("consul path=tf/prod address=consul.example:8500");
    const withUser = describeStateAddress({
      type: "consul",
      config: { address: "ops:hunter2@consul.example:8500?token=abc", path: "tf/prod" },
    });
    expect(withUser).toBe("consul path=tf/prod address=consul.example:8500");
  });
});

describe("selectedWorkspace", () => {
  it("is TF_WORKSPACE, else the selected one, else default", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-ws-"));
    dirs.push(dir);
    expect(selectedWorkspace(dir, {})).toBe("default");
    mkdirSync(path.join(dir, ".terraform"));
    writeFileSync(path.join(dir, ".terraform", "environment"), "staging");
    expect(selectedWorkspace(dir, {})).toBe("staging");
    expect(selectedWorkspace(dir, { TF_WORKSPACE: "prod" })).toBe("prod");
  });
});
