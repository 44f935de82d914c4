/**
 * Applying in order (issue 21): a dependent stack is never applied under an approval given
 * before its upstream stack was applied. Real Terraform, the shipped CLI bundle, two
 * local-backend stacks: `app` reads `network`'s output through `terraform_remote_state` and
 * declares `depends-on: [network]`.
 *
 * The fact under it, measured here (the control): Terraform applies the dependent's saved plan
 * after the upstream apply without a word — the dependent's own state did not change, so the
 * plan is not "stale" to Terraform — and the dependent is left on the upstream's old values.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { startBitbucketApi } from "../support/bitbucket-api.js";
import { pipelineStep, runPipeStep, type PipeResult } from "../support/bitbucket-api-runner.js";
import { runCli, type CliRun } from "../support/cli.js";
import {
  createUpstreamPair,
  NETWORK_CIDRS,
  networkStackHcl,
  type Monorepo,
} from "../support/stacks-monorepo.js";
import { tempDirs } from "../support/temp-dirs.js";
import { terraformEnv, writeEmptyCliConfig } from "../support/terraform-project.js";

const dirs = tempDirs("stackgate-upstream-");
const repos: Monorepo[] = [];
afterAll(() => {
  for (const repo of repos) repo.remove();
  dirs.removeAll();
});

const PLAN_KEY = Buffer.alloc(32, 9).toString("base64");
const STALE_PLAN_EXIT = 5;

interface Pair {
  repo: Monorepo;
  env: Record<string, string>;
  run(stack: string, argv: string[], extra?: Record<string, string>): Promise<CliRun>;
}

function makePair(): Pair {
  const repo = createUpstreamPair();
  repos.push(repo);
  const rc = writeEmptyCliConfig(path.join(dirs.make(), "terraformrc"));
  const env = terraformEnv(rc);
  return {
    repo,
    env,
    run: (stack, argv, extra = {}) =>
      runCli(argv, { cwd: path.join(repo.root, stack), env: { ...env, ...extra } }),
  };
}

function expectOk(run: CliRun, what: string): Record<string, unknown> {
  expect(run.exitCode, `${what}: ${run.stdout}\n${run.stderr}`).toBe(0);
  return run.json();
}

/** The `input` of app's `terraform_data.app` in its state (what was applied), or null when none. */
function appliedAppInput(root: string): string | null {
  const file = path.join(root, "app", "terraform.tfstate");
  if (!existsSync(file)) return null;
  const state = JSON.parse(readFileSync(file, "utf8")) as {
    resources: {
      mode: string;
      name: string;
      instances: { attributes: { input?: { value?: string } } }[];
    }[];
  };
  const app = state.resources.find((r) => r.mode === "managed" && r.name === "app");
  return app?.instances[0]?.attributes.input?.value ?? null;
}

/** Network applied at `before`, then the change under review: network's cidr moves to `after`. */
async function reviewChange(pair: Pair, extra: Record<string, string> = {}) {
  expectOk(await pair.run("network", ["up", "--yes", "--json"]), "network's first apply");
  pair.repo.write("network/main.tf", networkStackHcl(NETWORK_CIDRS.after));
  const network = expectOk(await pair.run("network", ["preview", "--json"]), "network preview");
  const app = expectOk(await pair.run("app", ["preview", "--json"], extra), "app preview");
  expect(app).toMatchObject({ outcome: "planned", summary: { create: 1 } });
  expectOk(
    await pair.run("network", ["up", "--json", "--digest", network.digest as string]),
    "network apply",
  );
  return { appDigest: app.digest as string };
}

async function planExitCode(dir: string, env: Record<string, string>): Promise<number> {
  const plan = await execa("terraform", ["plan", "-detailed-exitcode", "-input=false"], {
    cwd: dir,
    env,
    reject: false,
  });
  return plan.exitCode ?? -1;
}

describe("apply in order: a dependent is not applied under its old approval", () => {
  it("stacks orders network before app (the waves the examples apply by)", async () => {
    const pair = makePair();
    const stacks = await runCli(["stacks", "--json"], { cwd: pair.repo.root, env: pair.env });
    const report = expectOk(stacks, "stacks");
    expect(report.stacks).toMatchObject([
      { id: "network", wave: 0, dependsOn: [] },
      { id: "app", wave: 1, dependsOn: ["network"] },
    ]);
  });

  it("refuses app's reviewed plan after network was applied (exit 5), then re-preview converges", async () => {
    const pair = makePair();
    const { appDigest } = await reviewChange(pair);

    const refused = await pair.run("app", ["up", "--json", "--digest", appDigest]);
    expect(refused.exitCode, `${refused.stdout}\n${refused.stderr}`).toBe(STALE_PLAN_EXIT);
    const result = refused.json();
    expect(result).toMatchObject({ command: "up", outcome: "stale-plan", digest: appDigest });
    const message = result.message as string;
    expect(message).toContain('depends on "network"');
    expect(message).toContain("an upstream stack was applied since the review");
    expect(message).toContain("Nothing was applied");
    expect(message).toContain('Run `stackgate preview` for stack "app" again');
    expect(appliedAppInput(pair.repo.root)).toBeNull();

    // Preview again, approve the new plan, apply: app reads network's new output.
    const again = expectOk(await pair.run("app", ["preview", "--json"]), "app preview again");
    expect(again.digest).not.toBe(appDigest);
    expectOk(
      await pair.run("app", ["up", "--json", "--digest", again.digest as string]),
      "app apply of the new plan",
    );
    expect(appliedAppInput(pair.repo.root)).toBe(NETWORK_CIDRS.after);
    expect(await planExitCode(path.join(pair.repo.root, "app"), pair.env)).toBe(0);
  });

  it("refuses the sealed plan handed over from the preview just as clearly", async () => {
    const pair = makePair();
    const sealed = { STACKGATE_PLAN_KEY: PLAN_KEY };
    const { appDigest } = await reviewChange(pair, sealed);

    const refused = await pair.run("app", ["up", "--json", "--digest", appDigest], sealed);
    expect(refused.exitCode, `${refused.stdout}\n${refused.stderr}`).toBe(STALE_PLAN_EXIT);
    // The sealed artifact opened and authenticated: the refusal is about the upstream, not the seal.
    expect(refused.stderr).toContain("the sealed plan holds the bytes the preview showed");
    expect(refused.json()).toMatchObject({ outcome: "stale-plan" });
    expect(refused.json().message as string).toContain('depends on "network"');
    expect(appliedAppInput(pair.repo.root)).toBeNull();
  });

  it("refuses the old approval's digest against a plan previewed after the upstream apply (exit 3)", async () => {
    const pair = makePair();
    const { appDigest } = await reviewChange(pair);
    const again = expectOk(await pair.run("app", ["preview", "--json"]), "app preview again");
    expect(again.digest).not.toBe(appDigest);
    const refused = await pair.run("app", ["up", "--json", "--digest", appDigest]);
    expect(refused.exitCode, `${refused.stdout}\n${refused.stderr}`).toBe(3);
    expect(refused.json().message as string).toContain(
      `but the approval is for ${appDigest}: the plan changed after it was reviewed (stack "app" depends on "network": ` +
        "an upstream stack may have been applied since). Nothing was applied.",
    );
    expect(appliedAppInput(pair.repo.root)).toBeNull();
  });

  it("applies a dependent's plan when the upstream apply left it unchanged", async () => {
    const pair = makePair();
    expectOk(await pair.run("network", ["up", "--yes", "--json"]), "network's first apply");
    const app = expectOk(await pair.run("app", ["preview", "--json"]), "app preview");
    // network applied again with no change to its output: app's plan still holds.
    expectOk(await pair.run("network", ["up", "--yes", "--json"]), "network's no-op apply");
    const up = await pair.run("app", ["up", "--json", "--digest", app.digest as string]);
    expect(expectOk(up, "app apply")).toMatchObject({ outcome: "applied" });
    expect(up.stderr).toContain("planning again to check the approved plan still holds");
    expect(appliedAppInput(pair.repo.root)).toBe(NETWORK_CIDRS.before);
  });

  it("control: without depends-on Terraform applies the old plan silently (why the check exists)", async () => {
    const pair = makePair();
    rmSync(path.join(pair.repo.root, "app", "stackgate.yml"));
    const { appDigest } = await reviewChange(pair);
    const up = await pair.run("app", ["up", "--json", "--digest", appDigest]);
    expect(expectOk(up, "app apply without depends-on")).toMatchObject({ outcome: "applied" });
    // Network now says `after`; app was applied with what it read at review time.
    expect(appliedAppInput(pair.repo.root)).toBe(NETWORK_CIDRS.before);
    expect(await planExitCode(path.join(pair.repo.root, "app"), pair.env)).toBe(2);
  });
});

describe("the Pipe (manual-step) on the same two stacks", () => {
  it("refuses app's published plan after network's apply, says so on the PR, then applies the new one", async () => {
    const api = await startBitbucketApi();
    try {
      const pair = makePair();
      const base = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ...pair.env };
      expectOk(await pair.run("network", ["up", "--yes", "--json"]), "network's first apply");
      pair.repo.write("network/main.tf", networkStackHcl(NETWORK_CIDRS.after));
      pair.repo.git("commit", "-q", "-am", "network: new cidr");
      const commit = pair.repo.git("rev-parse", "HEAD");
      const pr = 7;
      api.addPull({ id: pr, headSha: commit });
      let steps = 0;
      const pipe = (variables: Record<string, string>): Promise<PipeResult> => {
        steps += 1;
        const step = pipelineStep({
          api,
          base,
          clone: pair.repo.root,
          pipeline: "{5e4d3c2b-1a09-4876-9543-210fedcba987}",
          step: `{1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f${steps}}`,
          commit,
          pr,
        });
        return runPipeStep(step, variables);
      };
      const context = (r: PipeResult): string => `exit ${r.exitCode}\n${r.stdout}\n${r.stderr}`;
      const preview = async (workdir: string): Promise<void> => {
        const r = await pipe({ COMMAND: "preview", WORKDIR: workdir });
        expect(r.exitCode, context(r)).toBe(0);
      };
      const up = (workdir: string) =>
        pipe({ COMMAND: "up", WORKDIR: workdir, APPROVAL: "manual-step" });

      await preview("network");
      await preview("app");
      const network = await up("network");
      expect(network.exitCode, context(network)).toBe(0);

      const refused = await up("app");
      expect(refused.exitCode, context(refused)).toBe(STALE_PLAN_EXIT);
      expect(refused.stdout).toContain("✖ stackgate up: stale-plan");
      expect(refused.stdout).toContain('depends on "network"');
      expect(refused.outputs).toMatchObject({ STACKGATE_OUTCOME: "stale-plan" });
      expect(appliedAppInput(pair.repo.root)).toBeNull();
      const appComment = api
        .comments(pr)
        .find((c) => c.author === api.bot.nickname && c.raw.includes("workdir=app"));
      expect(appComment?.raw).toContain("Plan is stale");
      expect(appComment?.raw).toContain('Run `stackgate preview` for stack "app" again');

      await preview("app");
      const applied = await up("app");
      expect(applied.exitCode, context(applied)).toBe(0);
      expect(appliedAppInput(pair.repo.root)).toBe(NETWORK_CIDRS.after);
      expect(api.violations()).toEqual([]);
    } finally {
      await api.close();
    }
  });
});
