/**
 * Action inputs → the CLI's Settings: INPUT_* variables as the runner sets them (names keep
 * their dashes), empty is absent, booleans strict, errors name the input.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inputEnvName, readActionConfig } from "../../../src/action/inputs.js";
import { META_RESERVE } from "../../../src/approval/published.js";
import { MIN_LIMIT } from "../../../src/settings/index.js";
import { resolveSettings } from "../../../src/command/resolve-settings.js";
import { pullRequestEvent, pushEvent, writeEvent } from "../../support/github-api-events.js";

const root = mkdtempSync(path.join(os.tmpdir(), "stackgate-inputs-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(path.join(root, "infra"));
writeFileSync(path.join(root, "infra", "main.tf"), "");

function inputs(values: Record<string, string>, extra: Record<string, string> = {}) {
  const env: Record<string, string> = {
    GITHUB_ACTIONS: "true",
    GITHUB_REPOSITORY: "Codertocat/Hello-World",
    GITHUB_RUN_ID: "77",
    GITHUB_SHA: "f".repeat(40),
    GITHUB_EVENT_NAME: "push",
    GITHUB_EVENT_PATH: writeEvent(pushEvent()),
    ...extra,
  };
  for (const [name, value] of Object.entries(values)) env[inputEnvName(name)] = value;
  return env;
}

describe("readActionConfig", () => {
  it("uses the runner's variable names", () => {
    expect(inputEnvName("github-token")).toBe("INPUT_GITHUB-TOKEN");
    expect(inputEnvName("plan path")).toBe("INPUT_PLAN_PATH");
  });

  it("gives the same Settings as the CLI for the same values (action.yml defaults as the runner passes them)", async () => {
    const env = inputs({
      command: "apply",
      approval: "none",
      engine: "terraform",
      "engine-binary": "",
      workdir: "infra",
      stack: "prod",
      project: "",
      "plan-path": "",
      "lock-timeout": "30s",
      "stop-timeout": "",
      recovery: "report-only",
      orphans: "report",
      "stale-after": "2h",
      vars: "a=1\n\n b=two \n",
      comment: "true",
      "github-token": "ghs_secretvalue123",
    });
    const config = await readActionConfig(env, root);
    const cli = await resolveSettings({
      argv: [
        "up",
        "-C",
        "infra",
        "--stack",
        "prod",
        "--lock-timeout",
        "30s",
        "--recovery",
        "report-only",
        "--orphans",
        "report",
        "--stale-after",
        "2h",
        "--var",
        "a=1",
        "--var",
        "b=two",
        "--comment-limit",
        String(65_536 - META_RESERVE),
      ],
      env,
      cwd: root,
    });
    expect(config.settings).toEqual(cli);
    expect(config.settings).toMatchObject({
      command: "up",
      workdir: path.join(root, "infra"),
      planFile: path.join(root, "infra", ".stackgate", "prod.tfplan"),
      stopTimeoutMs: 6_000,
      staleAfterMs: 7_200_000,
      run: { platform: "github", runId: "77", commit: "f".repeat(40) },
    });
    expect(config.settings.secrets).toContain("ghs_secretvalue123");
    expect(config).toMatchObject({
      token: "ghs_secretvalue123",
      comment: true,
      pullRequest: null,
      commentLimit: 65_536,
    });
  });

  it("binds a pull request run to the PR head commit, not the merge commit", async () => {
    const event = writeEvent(pullRequestEvent({ number: 7, headSha: "a".repeat(40) }));
    const config = await readActionConfig(
      inputs({ workdir: "infra" }, { GITHUB_EVENT_NAME: "pull_request", GITHUB_EVENT_PATH: event }),
      root,
    );
    expect(config.pullRequest).toBe(7);
    expect(config.settings.run.commit).toBe("a".repeat(40));
    expect(config.event.pullRequest).toMatchObject({ number: 7, fork: false });
  });

  it.each([
    [
      { approval: "maybe" },
      'input approval: expected one of none, environment, pr-review, comment, got "maybe".',
    ],
    [{ comment: "yes" }, 'input comment: expected true or false, got "yes".'],
    [
      { command: "destroy-all" },
      "input command: expected one of preview, up, apply, recover, status, unlock, drift",
    ],
    [{ stack: "a b" }, "input stack: expected letters"],
    [
      { "lock-timeout": "soon" },
      'input lock-timeout: expected a duration like 0s, 30s or 5m, got "soon".',
    ],
    [
      { "comment-limit": "70000" },
      "input comment-limit: expected a whole number from 2300 to 65536",
    ],
    [
      { "pull-request": "#12" },
      'input pull-request: expected a pull request number like 42, got "#12".',
    ],
    [{ vars: "not-a-var" }, "input vars: expected NAME=VALUE"],
    [{ digest: "abc" }, "input digest: expected"],
    [{ workdir: "nowhere" }, "Pass input workdir with"],
    [
      { "required-approvals": "0" },
      "input required-approvals: expected a whole number from 1 to 100",
    ],
  ])("names the input in its error: %o", async (values, message) => {
    await expect(readActionConfig(inputs({ workdir: "infra", ...values }), root)).rejects.toThrow(
      message,
    );
  });

  it("treats empty inputs as absent", async () => {
    const config = await readActionConfig(
      inputs({ workdir: "infra", approval: "", comment: "", "github-token": "", digest: " " }),
      root,
    );
    expect(config.approval).toEqual({ mode: "none", requiredApprovals: 1, waitMs: 0 });
    expect(config.comment).toBe(true);
    expect(config.token).toBeUndefined();
    expect(config.settings.expectDigest).toBeUndefined();
  });

  it("treats values passed through vars under a secret's name as secrets", async () => {
    const config = await readActionConfig(
      inputs({
        workdir: "infra",
        vars: "db_password=Sup3r-S3cret-Value\nregion=eu-central-1\napi_key=k-123456789",
      }),
      root,
    );
    expect(config.settings.secrets).toContain("Sup3r-S3cret-Value");
    expect(config.settings.secrets).toContain("k-123456789");
    expect(config.settings.secrets).not.toContain("eu-central-1");
  });
});

describe("inputs index and index-id (the pull request's index comment)", () => {
  const stacks = JSON.stringify({
    base: null,
    head: null,
    stacks: [
      { id: "infra", dir: "infra", deleted: false },
      { id: "old", dir: "old", deleted: true },
    ],
  });
  const read = (values: Record<string, string>) =>
    readActionConfig(inputs({ workdir: "infra", ...values }), root);

  it("on: the stack comment is rendered shorter by its row's room", async () => {
    const off = await read({});
    const on = await read({ index: stacks, "index-id": "infra" });
    expect(off.index).toBeNull();
    expect(on.index).toEqual({
      id: "infra",
      stacks: [
        { id: "infra", deleted: false },
        { id: "old", deleted: true },
      ],
    });
    expect(on.settings.commentLimit).toBeLessThan(off.settings.commentLimit);
    expect(on.commentLimit).toBe(off.commentLimit);
    // The ids alone (for many stacks: inputs are environment variables of limited size).
    const ids = await read({ index: '["infra", "app"]', "index-id": "infra" });
    expect(ids.index?.stacks).toEqual([
      { id: "infra", deleted: false },
      { id: "app", deleted: false },
    ]);
  });

  it("refuses what is not the stacks output, an id not in it, a deleted one, or one input alone", async () => {
    await expect(read({ index: "{", "index-id": "infra" })).rejects.toThrow(
      /^input index: expected the `stacks` output of a `stacks` command .*got "\{" \(not JSON\)\.$/,
    );
    await expect(read({ index: '{"stacks": [{"dir": "x"}]}', "index-id": "x" })).rejects.toThrow(
      /stacks\[0\] has no "id" string/,
    );
    await expect(read({ index: '["infra", 3]', "index-id": "infra" })).rejects.toThrow(
      /or a JSON list of stack ids, got ".*3\]" \(no "stacks" list\)\.$/,
    );
    await expect(read({ index: stacks, "index-id": "nope" })).rejects.toThrow(
      /^input index-id: expected this job's stack as its id in input index .*one of "infra"\), got "nope"\.$/,
    );
    await expect(read({ index: stacks, "index-id": "old" })).rejects.toThrow(/got "old"/);
    await expect(read({ index: stacks })).rejects.toThrow(/got nothing\.$/);
    await expect(read({ "index-id": "infra" })).rejects.toThrow(
      /^input index-id is set to "infra", but input index is empty: pass both/,
    );
    await expect(
      read({
        index: stacks,
        "index-id": "infra",
        "comment-limit": String(MIN_LIMIT + META_RESERVE),
      }),
    ).rejects.toThrow(/raise comment-limit, or leave index empty/);
  });
});
