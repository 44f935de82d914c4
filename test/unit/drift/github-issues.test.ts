/**
 * The drift report as GitHub issues (drift/issue-reporter.ts) through Octokit against the GitHub
 * API stand-in, whose requests, query parameters and responses are checked against GitHub's
 * OpenAPI description: one issue per drifted stack, updated in place, closed with a comment
 * when back in sync; failed checks apart; the cap; a forged marker never adopted.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { createIssueReporter, DRIFT_LABEL } from "../../../src/drift/issue-reporter.js";
import { issueBody, issueMarker, type DriftIssueKey } from "../../../src/drift/issue-body.js";
import { summarizeDrift, type StackDrift } from "../../../src/drift/result.js";
import type { ResourceChange } from "../../../src/model/change.js";
import { GitHubClient } from "../../../src/platforms/github.js";
import { createIssueTracker } from "../../../src/platforms/github/issues.js";
import { startGitHubApi, type GitHubApiStandIn } from "../../support/github-api.js";

let api: GitHubApiStandIn;
beforeEach(async () => {
  api = await startGitHubApi({ tokenUser: "drift-bot" });
});
afterEach(async () => {
  expect(api.violations()).toEqual([]);
  await api.close();
});

const run = { name: "run 7", url: "https://github.com/o/r/actions/runs/7" };

function resource(name: string, diff: string): ResourceChange {
  return {
    address: `slow_thing.${name}`,
    type: "slow_thing",
    name,
    module: "",
    action: "update",
    reasons: [],
    changedAttributes: ["input"],
    sensitive: false,
    fingerprint: `fp-${name}`,
    diff,
  };
}

const base = { engine: "terraform" as const, stack: "default", durationMs: 1 };
const drifted = (id: string, diff = '  ~ input: "v1" → "by-hand"'): StackDrift => ({
  ...base,
  id,
  dir: `/repo/${id}`,
  status: "drifted",
  resources: [resource("b", diff)],
  outputs: [],
});
const inSync = (id: string): StackDrift => ({ ...base, id, dir: `/repo/${id}`, status: "in-sync" });
const failed = (id: string): StackDrift => ({
  ...base,
  id,
  dir: `/repo/${id}`,
  status: "failed",
  message: "Error: Invalid provider configuration",
  diagnostics: [],
});
const locked = (id: string): StackDrift => ({
  ...base,
  id,
  dir: `/repo/${id}`,
  status: "locked",
  holder: { id: "L1", who: "alice" },
  message: "Error acquiring the state lock",
});

const keyOf = (s: StackDrift): DriftIssueKey => ({ project: s.id, stack: s.stack, dir: s.id });

async function report(stacks: StackDrift[], cap = 20): Promise<string[]> {
  const lines: string[] = [];
  const client = new GitHubClient({
    token: api.token,
    baseUrl: api.url,
    repo: { owner: api.owner, repo: api.repo },
    retries: 0,
    redact: (text) => text.split("s3cr3t-value").join("***"),
  });
  const reporter = createIssueReporter({
    tracker: createIssueTracker(client, { owner: api.owner, repo: api.repo }),
    cap,
    run,
    keyOf,
    log: (line) => lines.push(line),
  });
  await reporter.report(summarizeDrift(stacks));
  return lines;
}

const open = () => api.issues().filter((i) => i.state === "open");

describe("drift issues on GitHub", () => {
  it("opens one issue per drifted stack, updates it in place, closes it with a comment when in sync", async () => {
    await report([drifted("app"), drifted("net"), inSync("dns")]);
    expect(open().map((i) => i.title)).toEqual([
      "Drift: app (stack default)",
      "Drift: net (stack default)",
    ]);
    const app = open()[0]!;
    expect(app.body.startsWith(issueMarker("drift", keyOf(drifted("app"))))).toBe(true);
    expect(app.body).toContain("# slow_thing.b: update (input)");
    expect(app.body).toContain('~ input: "v1" → "by-hand"');
    expect(app.labels).toEqual([DRIFT_LABEL]);
    expect(app.login).toBe("drift-bot");

    await report([drifted("app", '  ~ input: "v1" → "again"'), drifted("net"), inSync("dns")]);
    expect(api.issues()).toHaveLength(2);
    expect(api.issues().find((i) => i.number === app.number)?.body).toContain('"again"');

    await report([inSync("app"), drifted("net"), inSync("dns")]);
    const closed = api.issues().find((i) => i.number === app.number)!;
    expect([closed.state, closed.stateReason]).toEqual(["closed", "completed"]);
    expect(api.comments(app.number).map((c) => c.body)).toEqual([
      `Back in sync as of [run 7](${run.url}).`,
    ]);
    expect(open().map((i) => i.title)).toEqual(["Drift: net (stack default)"]);
    const listed = api.requests().filter((r) => r.method === "GET" && r.path.endsWith("/issues"));
    expect(listed.at(-1)?.query).toMatchObject({ labels: DRIFT_LABEL, state: "open" });
  });

  it("a failed check gets its own kind of issue, closed when the check succeeds again", async () => {
    await report([failed("app")]);
    expect(open().map((i) => i.title)).toEqual(["Drift check failed: app (stack default)"]);
    expect(open()[0]!.body.startsWith(issueMarker("failed", keyOf(failed("app"))))).toBe(true);
    expect(open()[0]!.body).toContain("Invalid provider configuration");

    await report([drifted("app")]);
    const [failedIssue, driftIssue] = api.issues();
    expect(failedIssue?.state).toBe("closed");
    expect(driftIssue?.title).toBe("Drift: app (stack default)");
    expect(driftIssue?.state).toBe("open");
  });

  it("a locked stack changes no issue and is named in the output", async () => {
    await report([drifted("app")]);
    const before = JSON.stringify(api.issues());
    api.clearRequests();
    const lines = await report([locked("app")]);
    expect(JSON.stringify(api.issues())).toBe(before);
    expect(api.requests().filter((r) => r.method !== "GET")).toEqual([]);
    expect(lines.join("\n")).toMatch(/app is locked, not checked/);
  });

  it("opens no issue beyond the cap and names the stacks not filed on one line", async () => {
    const lines = await report([drifted("a"), drifted("b"), failed("c"), drifted("d")], 2);
    expect(open().map((i) => i.title)).toEqual([
      "Drift: a (stack default)",
      "Drift: b (stack default)",
    ]);
    const overflow = lines.filter((l) => /not filed/.test(l));
    expect(overflow).toEqual([
      "drift issues: 2 stacks not filed, the cap of 2 open drift issues is reached (drift-issue-cap): c, d",
    ]);
    // Existing issues are still updated at the cap; a closed one frees a place.
    await report([inSync("a"), drifted("b"), failed("c")], 2);
    expect(open().map((i) => i.title)).toEqual([
      "Drift: b (stack default)",
      "Drift check failed: c (stack default)",
    ]);
  });

  it("never adopts an issue someone else opened with the same marker", async () => {
    const marker = issueMarker("drift", keyOf(drifted("app")));
    const forged = api.addIssue("mallory", "Drift: app", `${marker}\nforged`, [DRIFT_LABEL]);
    await report([drifted("app")]);
    expect(api.issues().find((i) => i.number === forged.number)?.body).toBe(`${marker}\nforged`);
    const mine = api.issues().filter((i) => i.login === "drift-bot");
    expect(mine).toHaveLength(1);
    await report([inSync("app")]);
    expect(api.issues().find((i) => i.number === forged.number)?.state).toBe("open");
    expect(api.comments(forged.number)).toEqual([]);
  });

  it("redacts the body and cuts it below GitHub's limit with a bold line naming the run", async () => {
    const huge = Array.from(
      { length: 4000 },
      (_, n) => `  ~ line${n}: "s3cr3t-value ${"x".repeat(20)}"`,
    );
    await report([drifted("app", huge.join("\n"))]);
    const body = open()[0]!.body;
    expect(body).not.toContain("s3cr3t-value");
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toMatch(
      /\*\*The report was cut at \d+ characters: the full report is in the run's log: https:\/\/github\.com\/o\/r\/actions\/runs\/7\.\*\*/,
    );
    const whole = issueBody("drift", keyOf(drifted("app")), drifted("app"), run);
    expect(whole).not.toMatch(/was cut/);
  });
});
