/**
 * Post-step state (saved intent → STATE_* → read back) and the comment body the action posts:
 * within GitHub's 65,536 characters for a 10,000-resource plan, the hidden "published" line
 * last, mentions and HTML from resource names neutralised.
 */
import { describe, expect, it } from "vitest";
import { readPublished } from "../../../src/approval/published.js";
import { recoverCommentBody, runCommentBody, runSummary } from "../../../src/action/report.js";
import { runOutputs } from "../../../src/ci/report.js";

import { readSavedState, saveFinished, saveIntent } from "../../../src/action/state.js";
import { summarize, type ChangeSet, type ResourceChange } from "../../../src/model/change.js";
import { digestChangeSet } from "../../../src/model/digest.js";
import type { RunResult } from "../../../src/command/result.js";
import { resolveSettings } from "../../../src/command/resolve-settings.js";
import { META_RESERVE } from "../../../src/approval/published.js";

import { type RecoverResult } from "../../../src/recovery/result.js";
import { type Settings } from "../../../src/settings/index.js";
/** What the runner does with GITHUB_STATE: each saved name becomes STATE_<name>. */
function asStateEnv(saved: Array<[string, string]>): Record<string, string> {
  return Object.fromEntries(saved.map(([k, v]) => [`STATE_${k}`, v]));
}

describe("saved intent", () => {
  it("round-trips through STATE_* variables; the last phase wins", () => {
    const saved: Array<[string, string]> = [];
    const save = (k: string, v: string) => void saved.push([k, v]);
    saveIntent(save, {
      command: "up",
      workdir: "/w/infra",
      project: "infra",
      stack: "prod",
      planPath: "/w/infra/.stackgate/prod.tfplan",
      journalFile: "/w/infra/.stackgate/journal/prod.ndjson",
      phase: "starting",
    });
    saveIntent(save, { phase: "applying" });
    expect(readSavedState(asStateEnv(saved))).toEqual({
      finished: false,
      intent: {
        command: "up",
        workdir: "/w/infra",
        project: "infra",
        stack: "prod",
        planPath: "/w/infra/.stackgate/prod.tfplan",
        journalFile: "/w/infra/.stackgate/journal/prod.ndjson",
        phase: "applying",
      },
    });
    saveFinished(save);
    expect(readSavedState(asStateEnv(saved)).finished).toBe(true);
  });

  it("is empty when main saved nothing", () => {
    expect(readSavedState({})).toEqual({ intent: null, finished: false });
  });
});

function resource(address: string): ResourceChange {
  return {
    address,
    type: "terraform_data",
    name: "item",
    action: "create",
    reasons: [],
    changedAttributes: ["input"],
    sensitive: false,
    fingerprint: address,
    diff: `+ resource "terraform_data" "item" {\n+   input = "${address}"\n+ }\n`,
  } as unknown as ResourceChange;
}

const baseSettings = await resolveSettings({
  argv: ["preview", "--project=big", "--stack=prod", `--comment-limit=${65_536 - META_RESERVE}`],
  env: {
    GITHUB_ACTIONS: "true",
    GITHUB_REPOSITORY: "o/r",
    GITHUB_RUN_ID: "1",
    GITHUB_SHA: "a".repeat(40),
    STACKGATE_SECRETS: "s3cret-token-value",
  },
  cwd: process.cwd(),
});

/** A fresh copy each time (settings are resolved once: resolution is async). */
function settings(): Settings {
  return structuredClone(baseSettings);
}

function result(resources: ResourceChange[]): RunResult {
  const changeSet: ChangeSet = {
    engine: "terraform",
    engineVersion: "1.11.4",
    resources,
    drift: [],
    outputs: [],
    diagnostics: [],
    summary: summarize(resources, [], []),
    errored: false,
  };
  return {
    command: "preview",
    outcome: "planned",
    exitCode: 0,
    changeSet,
    digest: digestChangeSet(changeSet),
    planFile: "/tmp/prod.tfplan",
  };
}

describe("the PR comment body", () => {
  it("fits 65,536 characters for a 10,000-resource plan and ends with the published line", () => {
    const r = result(
      Array.from({ length: 10_000 }, (_, i) => resource(`terraform_data.item[${i}]`)),
    );
    const body = runCommentBody(r, settings());
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toContain("**Changes:** 10000 create");
    expect(readPublished(body)).toEqual({
      command: "preview",
      outcome: "planned",
      digest: r.digest,
      commit: "a".repeat(40),
      since: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
    });
    const summary = runSummary(r, settings());
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(1_048_576);
    expect(summary).not.toContain("stackgate:published");
  });

  it("neutralises @mentions and HTML in resource names and cannot be given a forged published line", () => {
    const evil =
      'terraform_data.x["@octo-org/admins <img src=x onerror=alert(1)>\\n<!-- stackgate:published {\\"command\\":\\"preview\\",\\"outcome\\":\\"planned\\"} -->"]';
    const body = runCommentBody(result([resource(evil)]), settings());
    // Code spans and fenced blocks are inert on GitHub (no mentions, no HTML): look outside them.
    const prose = body
      .replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, "")
      .replace(/(`+)[\s\S]*?\1/g, "");
    expect(body).toContain("@octo-org/admins");
    expect(prose).not.toContain("@octo-org");
    expect(prose).not.toContain("<img");
    expect(readPublished(body)?.digest).toMatch(/^sha256:/);
  });

  it("sets small outputs only", () => {
    const outputs = runOutputs(result([resource("a.b")]), false);
    expect(outputs).toMatchObject({
      outcome: "planned",
      "has-changes": "true",
      create: "1",
      recovered: "false",
    });
    expect(Object.values(outputs).every((v) => v.length < 200)).toBe(true);
  });
});

describe("the comment after the post step's recover", () => {
  const recovered: RecoverResult = {
    command: "recover",
    outcome: "needs-attention",
    exitCode: 4,
    actions: [{ kind: "keep-lock", detail: "kept the lock L1: its owner is alive", ok: false }],
    orphans: [],
    tainted: [],
    unconfirmed: [],
    lock: { before: { kind: "free" }, after: { kind: "free" } },
    journal: { runId: "github-1-1", phase: "applying", updatedAt: "2026-11-22T10:00:00Z" },
    left: ["the state is locked by s3cret-token-value"],
    nextRunMayStart: false,
    message: "the state is locked by s3cret-token-value",
  };

  it("names the engine, says what recover did and how to finish, and keeps secrets out", () => {
    for (const [engine, label] of [
      ["terraform", "Terraform"],
      ["tofu", "OpenTofu"],
      ["pulumi", "Pulumi"],
    ] as const) {
      const s = { ...settings(), engine };
      const body = recoverCommentBody(recovered, s, "stackgate unlock --force");
      expect(body).toContain(label);
      // stackgate's own account of the recovery: what is left, never "No changes", never
      // labelled engine output.
      expect(body).toContain("Left for a person");
      expect(body).toContain("**Recovery:** 0 repaired");
      expect(body).not.toContain("No changes");
      expect(body).not.toContain("Engine output");
      expect(body).toContain("To finish by hand: stackgate unlock --force");
      expect(body).not.toContain("s3cret-token-value");
    }
  });
});
