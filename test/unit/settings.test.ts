import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { HELP } from "../../src/cli/help.js";
import { resolveSettings } from "../../src/command/resolve-settings.js";
import { VERSION } from "../../src/version.js";

import { StackgateError } from "../../src/errors.js";
import { FLAG_OPTIONS } from "../../src/settings/index.js";
function tempProject(files: Record<string, string> = { "main.tf": "" }): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-settings-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

function resolveIn(cwd: string, argv: string[], env: Record<string, string> = {}) {
  return resolveSettings({ argv, env, cwd });
}

async function usageErrorOf(fn: () => Promise<unknown>): Promise<StackgateError> {
  try {
    await fn();
  } catch (error) {
    expect(error).toBeInstanceOf(StackgateError);
    const e = error as StackgateError;
    expect(e.exitCode).toBe(64);
    return e;
  }
  throw new Error("expected a usage error, got none");
}

describe("resolveSettings", () => {
  it("builds defaults from the working directory", async () => {
    const dir = tempProject();
    const s = await resolveIn(dir, ["preview"]);
    expect(s).toMatchObject({
      command: "preview",
      engine: "terraform",
      engineBinary: "terraform",
      workdir: dir,
      project: path.basename(dir),
      stack: "default",
      planFile: path.join(dir, ".stackgate", "default.tfplan"),
      approve: "none",
      commentLimit: 65_536,
      lockTimeout: "0s",
      json: false,
    });
    expect(s.run.platform).toBe("local");
  });

  it("maps apply to up and reads approval flags", async () => {
    const dir = tempProject();
    expect(await resolveIn(dir, ["apply", "--yes"])).toMatchObject({
      command: "up",
      approve: "yes",
    });
    expect((await resolveIn(dir, ["up", "--approve"])).approve).toBe("prompt");
    await usageErrorOf(() => resolveIn(dir, ["up", "--approve", "--yes"]));
  });

  it("gives flags precedence over environment over stackgate.yml", async () => {
    const dir = tempProject({
      "main.tf": "",
      "stackgate.yml": "stack: from-file\nproject: p-file\nlock-timeout: 5s\n",
    });
    const fromFile = await resolveIn(dir, ["preview"]);
    expect(fromFile).toMatchObject({ stack: "from-file", project: "p-file", lockTimeout: "5s" });
    expect(fromFile.configFile).toBe(path.join(dir, "stackgate.yml"));
    const fromEnv = await resolveIn(dir, ["preview"], { STACKGATE_STACK: "from-env" });
    expect(fromEnv.stack).toBe("from-env");
    const fromFlag = await resolveIn(dir, ["preview", "--stack", "from-flag"], {
      STACKGATE_STACK: "from-env",
    });
    expect(fromFlag.stack).toBe("from-flag");
  });

  it("treats an empty environment value as absent", async () => {
    const dir = tempProject();
    expect((await resolveIn(dir, ["preview"], { STACKGATE_STACK: "" })).stack).toBe("default");
  });

  it("resolves a workdir in stackgate.yml relative to the file", async () => {
    const dir = tempProject({ "infra/main.tf": "", "cfg/stackgate.yml": "workdir: ../infra\n" });
    const s = await resolveIn(dir, ["preview", "--config", "cfg/stackgate.yml"]);
    expect(s.workdir).toBe(path.join(dir, "infra"));
  });

  it("names the command, the value and the choices for an unknown command", async () => {
    const e = await usageErrorOf(() => resolveIn(tempProject(), ["deploy"]));
    expect(e.message).toContain('unknown command "deploy"');
    expect(e.message).toContain("preview, up");
  });

  it("rejects an unknown flag", async () => {
    const e = await usageErrorOf(() => resolveIn(tempProject(), ["preview", "--colour"]));
    expect(e.message).toContain("--colour");
  });

  it("rejects a missing workdir with the path", async () => {
    const e = await usageErrorOf(() => resolveIn(tempProject(), ["preview", "-C", "nope"]));
    expect(e.message).toMatch(/workdir ".*nope" does not exist/);
  });

  it.each(["-5", "abc", "1.5", "100", "99999999"])("rejects comment-limit %s", async (value) => {
    const e = await usageErrorOf(() =>
      resolveIn(tempProject(), ["preview", `--comment-limit=${value}`]),
    );
    expect(e.message).toContain(`got "${value}"`);
    expect(e.message).toContain("2000 to 1048576");
  });

  it("rejects a bad lock timeout, digest, engine and stack", async () => {
    const dir = tempProject();
    expect(
      (await usageErrorOf(() => resolveIn(dir, ["preview", "--lock-timeout", "soon"]))).message,
    ).toContain('"soon"');
    expect((await usageErrorOf(() => resolveIn(dir, ["up", "--digest", "abc"]))).message).toContain(
      '"abc"',
    );
    expect(
      (await usageErrorOf(() => resolveIn(dir, ["preview", "--engine", "ansible"]))).message,
    ).toContain('expected one of terraform, tofu, pulumi, got "ansible"');
    expect(
      (await usageErrorOf(() => resolveIn(dir, ["preview", "--stack", "a/b"]))).message,
    ).toContain('"a/b"');
  });

  it("reports an unreadable stackgate.yml with its path", async () => {
    const dir = tempProject({ "main.tf": "", "stackgate.yml": "stack: [unclosed\n" });
    const e = await usageErrorOf(() => resolveIn(dir, ["preview"]));
    expect(e.message).toContain(path.join(dir, "stackgate.yml"));
    expect(e.message).toContain("could not be read as YAML");
  });

  it("rejects unknown keys and wrong types in stackgate.yml", async () => {
    const unknown = tempProject({ "main.tf": "", "stackgate.yml": "stak: prod\n" });
    expect((await usageErrorOf(() => resolveIn(unknown, ["preview"]))).message).toContain(
      'unknown setting "stak"',
    );
    const list = tempProject({ "main.tf": "", "stackgate.yml": "stack: [a, b]\n" });
    expect((await usageErrorOf(() => resolveIn(list, ["preview"]))).message).toContain(
      '"stack" must be a string, got a list',
    );
  });

  it("rejects a missing explicit config file", async () => {
    const e = await usageErrorOf(() =>
      resolveIn(tempProject(), ["preview", "--config", "missing.yml"]),
    );
    expect(e.message).toContain("missing.yml");
  });

  it("collects secret-looking environment values and STACKGATE_SECRETS lines", async () => {
    const s = await resolveIn(tempProject(), ["preview"], {
      GITHUB_TOKEN: "ghs_abcdefgh",
      DB_PASSWORD: "hunter22",
      STACKGATE_SECRETS: "first-secret\nsecond-secret",
      HOME: "/root",
    });
    expect(s.secrets).toEqual(
      expect.arrayContaining(["ghs_abcdefgh", "hunter22", "first-secret", "second-secret"]),
    );
    expect(s.secrets).not.toContain("/root");
  });

  it("detects the GitHub run context", async () => {
    const s = await resolveIn(tempProject(), ["preview"], {
      GITHUB_ACTIONS: "true",
      GITHUB_REPOSITORY: "acme/infra",
      GITHUB_RUN_ID: "42",
      GITHUB_SHA: "abc123",
    });
    expect(s.run).toEqual({
      platform: "github",
      runId: "42",
      runUrl: "https://github.com/acme/infra/actions/runs/42",
      commit: "abc123",
    });
  });
});

describe("VERSION", () => {
  it("matches package.json", () => {
    const pkg = JSON.parse(
      readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
    ) as { version: string };
    expect(VERSION).toBe(pkg.version);
  });
});

describe("--help", () => {
  it("lists every flag the CLI accepts", () => {
    const missing = Object.keys(FLAG_OPTIONS).filter((flag) => !HELP.includes(`--${flag}`));
    expect(missing).toEqual([]);
  });
});

describe("--mode", () => {
  it("is normal by default, takes destroy and refresh, and names the input on anything else", async () => {
    const dir = tempProject();
    expect((await resolveIn(dir, ["preview"])).mode).toBe("normal");
    expect((await resolveIn(dir, ["preview", "--mode", "destroy"])).mode).toBe("destroy");
    expect((await resolveIn(dir, ["up"], { STACKGATE_MODE: "refresh" })).mode).toBe("refresh");
    await expect(resolveIn(dir, ["preview", "--mode", "refresh-only"])).rejects.toThrow(
      /^--mode: expected one of normal, destroy, refresh.*"refresh-only"/,
    );
  });
});

describe("drift settings", () => {
  it("--all-stacks is drift's only; --concurrency defaults to 4 and is bounded", async () => {
    const dir = tempProject();
    const drift = await resolveIn(dir, ["drift", "--all-stacks", "--concurrency", "8"]);
    expect([drift.command, drift.allStacks, drift.concurrency]).toEqual(["drift", true, 8]);
    expect((await resolveIn(dir, ["drift"])).concurrency).toBe(4);
    await expect(resolveIn(dir, ["preview", "--all-stacks"])).rejects.toThrow(
      /^--all-stacks is for `drift`, got command "preview"/,
    );
    await expect(resolveIn(dir, ["drift", "--concurrency", "0"])).rejects.toThrow(/concurrency/);
  });

  it("a flag's STACKGATE_* variable (the GitLab component sets them) is true or false, never ignored", async () => {
    const cwd = tempProject();
    const withEnv = (value: string) =>
      resolveSettings({ argv: ["drift"], env: { STACKGATE_ALL_STACKS: value }, cwd });
    expect((await withEnv("true")).allStacks).toBe(true);
    expect((await withEnv("TRUE")).allStacks).toBe(true);
    expect((await withEnv("false")).allStacks).toBe(false);
    expect((await withEnv("")).allStacks).toBe(false);
    await expect(withEnv("yes")).rejects.toThrow(
      /^environment variable STACKGATE_ALL_STACKS: expected true or false, got "yes"/,
    );
  });
});
