/**
 * One reader per kind, one term per source: the same bad value is named as the caller knows
 * it (`--stale-after`, `environment variable STACKGATE_STALE_AFTER`, `stackgate.yml key
 * stale-after`, `input stale-after`, `variable STALE_AFTER`), and the sources keep their
 * precedence.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

import { StackgateError } from "../../../src/errors.js";
import { resolveSettings } from "../../../src/command/resolve-settings.js";

import { actionInputs, inputEnvName, pipeVariables } from "../../../src/settings/index.js";
const root = mkdtempSync(path.join(os.tmpdir(), "stackgate-terms-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function project(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(root, "p-"));
  writeFileSync(path.join(dir, "main.tf"), "");
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

async function messageOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(StackgateError);
    expect((error as StackgateError).exitCode).toBe(64);
    return (error as Error).message;
  }
  throw new Error("expected a usage error, got none");
}

describe("each source names a bad value in its own terms", () => {
  it.each([
    ["a flag", { argv: ["preview", "--stale-after", "5s"] }, "--stale-after"],
    [
      "the environment",
      { env: { STACKGATE_STALE_AFTER: "5s" } },
      "environment variable STACKGATE_STALE_AFTER",
    ],
    ["an Action input", { input: { "stale-after": "5s" } }, "input stale-after"],
    ["a Pipe variable", { variable: { STALE_AFTER: "5s" } }, "variable STALE_AFTER"],
  ])("%s", async (_source, given, term) => {
    const cwd = project({});
    const env: Record<string, string> = "env" in given ? { ...given.env } : {};
    if ("input" in given) {
      for (const [k, v] of Object.entries(given.input)) env[inputEnvName(k)] = v;
    }
    if ("variable" in given) Object.assign(env, given.variable);
    const host =
      "input" in given ? actionInputs(env) : "variable" in given ? pipeVariables(env) : undefined;
    const message = await messageOf(() =>
      resolveSettings({
        argv: "argv" in given ? given.argv : host === undefined ? ["preview"] : [],
        env,
        cwd,
        ...(host === undefined ? {} : { host, command: "preview" as const }),
      }),
    );
    expect(message).toBe(
      `${term}: expected a duration of at least 60000 ms like 30s, 15m or 2h, got "5s".`,
    );
  });

  it("stackgate.yml cannot set stale-after at all (a safety setting): the refusal says where to set it", async () => {
    const cwd = project({ "stackgate.yml": "stale-after: 5s\n" });
    const message = await messageOf(() => resolveSettings({ argv: ["preview"], env: {}, cwd }));
    expect(message).toContain('"stale-after" cannot be set in a file: it decides lock breaking');
    expect(message).toContain("--stale-after, environment variable STACKGATE_STALE_AFTER");
  });

  it("names the source of the winning value, not of the default", async () => {
    const cwd = project({ "stackgate.yml": "engine: ansible\n" });
    expect(await messageOf(() => resolveSettings({ argv: ["preview"], env: {}, cwd }))).toBe(
      'stackgate.yml key engine: expected one of terraform, tofu, pulumi, got "ansible".',
    );
    // A value from a higher source wins, and the file's bad value is never read.
    const s = await resolveSettings({ argv: ["preview"], env: { STACKGATE_ENGINE: "tofu" }, cwd });
    expect(s.engine).toBe("tofu");
  });

  it("names an empty digest as the command line gave it, and says what to do", async () => {
    const message = await messageOf(() =>
      resolveSettings({ argv: ["up", "--digest="], env: {}, cwd: project() }),
    );
    expect(message).toContain('--digest: expected "sha256:"');
    expect(message).toContain('got "" (empty)');
    expect(message).toContain("leave --digest out to plan afresh");
  });

  it("never echoes a secret: a short plan key is named with its length only", async () => {
    const env = { [inputEnvName("plan-key")]: "hunter2" };
    const message = await messageOf(() =>
      resolveSettings({
        argv: [],
        env,
        cwd: project(),
        host: actionInputs(env),
        command: "preview",
      }),
    );
    expect(message).toContain("input plan-key: expected a secret of at least 16 characters");
    expect(message).toContain("got 7 characters");
    expect(message).not.toContain("hunter2");
  });
});

describe("Pulumi stack names", () => {
  it("say which source a stack name that Pulumi's rules refuse came from", async () => {
    const cwd = project({
      "Pulumi.yaml": "name: app\nruntime: nodejs\nbackend:\n  url: file://./s\n",
    });
    const env = { [inputEnvName("engine")]: "pulumi", [inputEnvName("stack")]: "a/b/c/d" };
    const message = await messageOf(() =>
      resolveSettings({ argv: [], env, cwd, host: actionInputs(env), command: "preview" }),
    );
    expect(message).toMatch(/^input stack: stack: expected a Pulumi stack name/);
    const flag = await messageOf(() =>
      resolveSettings({ argv: ["preview", "--engine=pulumi", "-s", "a/b/c/d"], env: {}, cwd }),
    );
    expect(flag).toMatch(/^stack: expected a Pulumi stack name/);
  });
});

describe("precedence", () => {
  it("host > flags > STACKGATE_* > stackgate.yml > defaults", async () => {
    const cwd = project({ "stackgate.yml": "stack: file\nlock-timeout: 1s\nproject: from-file\n" });
    const env = {
      STACKGATE_STACK: "env",
      STACKGATE_LOCK_TIMEOUT: "2s",
      STACK: "pipe",
    };
    const fromFlags = await resolveSettings({ argv: ["preview", "-s", "flag"], env, cwd });
    expect(fromFlags).toMatchObject({
      stack: "flag",
      lockTimeout: "2s",
      project: "from-file",
      orphans: "import",
    });
    const fromPipe = await resolveSettings({
      argv: [],
      env,
      cwd,
      host: pipeVariables(env),
      command: "preview",
    });
    expect(fromPipe.stack).toBe("pipe");
    expect(fromPipe.lockTimeout).toBe("2s");
  });

  it("keeps stackgate.yml's lists when the host gives none", async () => {
    const cwd = project({ "stackgate.yml": "vars: [region=eu]\nvar-files: [a.tfvars]\n" });
    const s = await resolveSettings({
      argv: [],
      env: {},
      cwd,
      host: actionInputs({}),
      command: "preview",
    });
    expect(s).toMatchObject({ vars: ["region=eu"], varFiles: ["a.tfvars"] });
  });

  it("reads host booleans and lists in the host's own spelling", () => {
    const action = actionInputs({
      [inputEnvName("force")]: "True",
      [inputEnvName("vars")]: "a=1\n\n b=2 ",
    });
    expect(action.boolean("force", false)).toBe(true);
    expect(action.list("vars")).toEqual(["a=1", "b=2"]);
    expect(() => actionInputs({ [inputEnvName("force")]: "tRuE" }).boolean("force", false)).toThrow(
      'input force: expected true or false, got "tRuE".',
    );
    const pipe = pipeVariables({ FORCE: "tRuE", VARS_COUNT: "1", VARS_0: "a=1" });
    expect(pipe.boolean("FORCE", false)).toBe(true);
    expect(pipe.list("VARS")).toEqual(["a=1"]);
  });
});
