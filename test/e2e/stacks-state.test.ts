/**
 * One stack is one state, seen before any job runs: `stackgate stacks` through the built CLI
 * (dist/cli.js; `npm run build` first) and the Action's `command: stacks` flag two stacks whose
 * backend blocks name the same state, and fail as for any configuration error (64).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createJob, runAction } from "../support/github-api-runner.js";

const cli = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));

interface Entry {
  id: string;
  sharesStateWith?: string[];
  sharedState?: string;
}

let dir: string;
const put = (file: string, content: string): void => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), content);
};
const remove = (file: string): void => rmSync(path.join(dir, file), { force: true });

function run(args: string[]): { code: number; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [cli, "stacks", "-C", dir, ...args], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" },
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

const s3 = (key: string): string =>
  `terraform {\n  backend "s3" {\n    bucket = "acme-state"\n    key    = "${key}"\n    region = "eu-west-1"\n  }\n}\n`;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-stacks-state-"));
  // staging was copied from prod and kept prod's key: two names on prod's state.
  put("envs/prod/main.tf", s3("envs/prod.tfstate"));
  put("envs/staging/main.tf", s3("envs/prod.tfstate"));
  put("envs/dev/main.tf", s3("envs/dev.tfstate"));
  // The key comes from -backend-config at init: unknown here, never flagged.
  put("envs/qa/main.tf", 'terraform {\n  backend "s3" {\n    bucket = "acme-state"\n  }\n}\n');
  put("envs/qa2/main.tf", 'terraform {\n  backend "s3" {\n    bucket = "acme-state"\n  }\n}\n');
  put(
    "db/a/main.tf",
    'terraform {\n  backend "pg" {\n    conn_str = "postgres://admin:s3cr3t-pw@db.example:5432/infra"\n  }\n}\n',
  );
  put(
    "db/b/main.tf.json",
    JSON.stringify({
      terraform: {
        backend: { pg: { conn_str: "postgres://ops:s3cr3t-pw@db.example:5432/infra" } },
      },
    }),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("stackgate stacks: one stack is one state", () => {
  it("--json marks each stack on a shared state and exits 64; others stay unmarked", () => {
    const result = run(["--json"]);
    expect(result.code).toBe(64);
    const report = JSON.parse(result.stdout) as { stacks: Entry[] };
    const shared = Object.fromEntries(
      report.stacks.map((s) => [s.id, [s.sharesStateWith ?? null, s.sharedState ?? null]]),
    );
    expect(shared).toEqual({
      "db/a": [["db/b"], "pg db.example:5432/infra schema_name=terraform_remote_state"],
      "db/b": [["db/a"], "pg db.example:5432/infra schema_name=terraform_remote_state"],
      "envs/dev": [null, null],
      "envs/prod": [["envs/staging"], "s3 bucket=acme-state key=envs/prod.tfstate"],
      "envs/qa": [null, null],
      "envs/qa2": [null, null],
      "envs/staging": [["envs/prod"], "s3 bucket=acme-state key=envs/prod.tfstate"],
    });
    expect(result.stdout).not.toContain("s3cr3t-pw");
  });

  it("the text names both stacks and the state, without the password", () => {
    const result = run([]);
    expect(result.code).toBe(64);
    expect(result.stdout).toContain(
      '✖ stacks "envs/prod" and "envs/staging" use the same state (s3 bucket=acme-state key=envs/prod.tfstate): ' +
        "one stack is one state: give each its own key/workspace",
    );
    expect(result.stdout).toContain('✖ stacks "db/a" and "db/b" use the same state (pg ');
    expect(result.stdout).not.toContain("s3cr3t-pw");
  });

  it("the Action fails the step and sets no matrix for stacks on one state", async () => {
    const eventPath = path.join(dir, "..", `${path.basename(dir)}-event.json`);
    writeFileSync(eventPath, "{}\n");
    const job = createJob({
      apiUrl: "http://127.0.0.1:9",
      token: "t",
      repository: "acme/infra",
      eventName: "push",
      eventPath,
      sha: "0".repeat(40),
    });
    try {
      const { main } = await runAction(job, { command: "stacks", workdir: dir });
      expect(main.exitCode).toBe(64);
      expect(main.outputs.matrix).toBeUndefined();
      expect(main.stdout).toContain('stacks "envs/prod" and "envs/staging" use the same state');
      expect(main.stdout).not.toContain("s3cr3t-pw");
    } finally {
      rmSync(eventPath, { force: true });
      rmSync(path.dirname(job.workspace), { recursive: true, force: true });
    }
  });

  it("each stack on its own key: nothing flagged, exit 0", () => {
    put("envs/staging/main.tf", s3("envs/staging.tfstate"));
    remove("db/b/main.tf.json");
    put(
      "db/b/main.tf",
      'terraform {\n  backend "pg" {\n    schema_name = "b"\n    conn_str = "postgres://db.example/infra"\n  }\n}\n',
    );
    const result = run(["--json"]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain("sharesStateWith");
    expect(run([]).stdout).not.toContain("one stack is one state");
  });
});
