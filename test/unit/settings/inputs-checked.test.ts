/**
 * The readers that check every input: near misses (`APROVAL`), undeclared Action inputs, the
 * command line's own errors, digests in every form people copy. The end-to-end side (the same
 * checks through the bundles) is test/e2e/inputs-checked.test.ts.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";

import { ACTION_ONLY_INPUTS } from "../../../src/action/inputs.js";
import { PIPE_VARIABLES } from "../../../src/pipe/variables.js";
import {
  assertKnownInputs,
  assertNoMisspeltVariables,
  FLAG_OPTIONS,
  parseDigest,
} from "../../../src/settings/index.js";
import { checkCommandLine, parseCommandWord } from "../../../src/settings/command-line.js";
import { editDistance, nearestName } from "../../../src/settings/near-miss.js";

const PIPE_NAMES = PIPE_VARIABLES.map((variable) => variable.name);
const ACTION_OWN = Object.keys(ACTION_ONLY_INPUTS);

function thrown(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return "(nothing thrown)";
}

describe("near misses", () => {
  it("counts edits, an adjacent swap as one", () => {
    expect(editDistance("approval", "aproval")).toBe(1);
    expect(editDistance("command", "comamnd")).toBe(1);
    expect(editDistance("home", "mode")).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
  });

  it("suggests within one edit up to 7 characters, two from 8; case and -/_ do not count", () => {
    expect(nearestName("APROVAL", PIPE_NAMES)).toBe("APPROVAL");
    expect(nearestName("COMAND", PIPE_NAMES)).toBe("COMMAND");
    expect(nearestName("approval", PIPE_NAMES)).toBe("APPROVAL");
    expect(nearestName("PLANPATH", PIPE_NAMES)).toBe("PLAN_PATH");
    expect(nearestName("HOME", ["MODE"])).toBeUndefined();
    expect(nearestName("STACK", PIPE_NAMES)).toBeUndefined();
  });
});

describe("Pipe variables: near misses are errors, other variables are not", () => {
  it.each([
    ["APROVAL", "APPROVAL"],
    ["COMAND", "COMMAND"],
    ["approval", "APPROVAL"],
    ["PLAN_PAHT", "PLAN_PATH"],
    ["APROVERS_COUNT", "APPROVERS"],
    ["BITBUCKET_ACESS_TOKEN", "BITBUCKET_ACCESS_TOKEN"],
  ])("%s → did you mean %s", (name, intended) => {
    const message = thrown(() => assertNoMisspeltVariables({ [name]: "x" }, PIPE_NAMES));
    expect(message).toBe(
      `variable ${name}: the pipe has no such variable. Did you mean ${intended}? ` +
        "Fix its name under the pipe's variables: (names are upper case, words joined with _).",
    );
  });

  it("leaves Bitbucket's default variables, the image's and list items alone", () => {
    // https://support.atlassian.com/bitbucket-cloud/docs/variables-and-secrets/ (default variables)
    const bitbucket = [
      "CI",
      "BITBUCKET_BUILD_NUMBER",
      "BITBUCKET_CLONE_DIR",
      "BITBUCKET_COMMIT",
      "BITBUCKET_WORKSPACE",
      "BITBUCKET_REPO_SLUG",
      "BITBUCKET_REPO_UUID",
      "BITBUCKET_REPO_FULL_NAME",
      "BITBUCKET_BRANCH",
      "BITBUCKET_TAG",
      "BITBUCKET_BOOKMARK",
      "BITBUCKET_PARALLEL_STEP",
      "BITBUCKET_PARALLEL_STEP_COUNT",
      "BITBUCKET_PR_ID",
      "BITBUCKET_PR_DESTINATION_BRANCH",
      "BITBUCKET_GIT_HTTP_ORIGIN",
      "BITBUCKET_GIT_SSH_ORIGIN",
      "BITBUCKET_EXIT_CODE",
      "BITBUCKET_STEP_UUID",
      "BITBUCKET_PIPELINE_UUID",
      "BITBUCKET_DEPLOYMENT_ENVIRONMENT",
      "BITBUCKET_DEPLOYMENT_ENVIRONMENT_UUID",
      "BITBUCKET_PROJECT_KEY",
      "BITBUCKET_PROJECT_UUID",
      "BITBUCKET_STEP_TRIGGERER_UUID",
      "BITBUCKET_STEP_OIDC_TOKEN",
      "BITBUCKET_SSH_KEY_FILE",
      "BITBUCKET_PIPE_STORAGE_DIR",
      "BITBUCKET_PIPE_SHARED_STORAGE_DIR",
      "BITBUCKET_REPO_OWNER",
      "BITBUCKET_REPO_OWNER_UUID",
      "BITBUCKET_REPO_IS_PRIVATE",
    ];
    // The image (Dockerfile, node:24-bookworm-slim) and a shell.
    const image = ["PATH", "HOME", "HOSTNAME", "PWD", "TERM", "SHLVL", "NODE_VERSION"];
    const more = ["YARN_VERSION", "NODE_ENV", "TF_IN_AUTOMATION", "TF_INPUT", "CHECKPOINT_DISABLE"];
    const lists = ["VARS_COUNT", "VARS_0", "VAR_FILES_COUNT", "VAR_FILES_1", "APPROVERS_2"];
    const env = Object.fromEntries(
      [...bitbucket, ...image, ...more, "PULUMI_SKIP_UPDATE_CHECK", ...lists, ...PIPE_NAMES].map(
        (name) => [name, "x"],
      ),
    );
    expect(thrown(() => assertNoMisspeltVariables(env, PIPE_NAMES))).toBe("(nothing thrown)");
  });
});

describe("Action inputs: every INPUT_* is declared in action.yml", () => {
  const declared = Object.keys(
    (parseYaml(readFileSync("action.yml", "utf8")) as { inputs: Record<string, unknown> }).inputs,
  );

  it("accepts every input action.yml declares", () => {
    const env = Object.fromEntries(declared.map((name) => [`INPUT_${name.toUpperCase()}`, "x"]));
    expect(thrown(() => assertKnownInputs(env, ACTION_OWN))).toBe("(nothing thrown)");
  });

  it("names the intended input of a misspelt one, and lists them for a stranger", () => {
    expect(thrown(() => assertKnownInputs({ INPUT_APROVAL: "pr-review" }, ACTION_OWN))).toBe(
      "input aproval: stackgate has no such input (the step's with: set INPUT_APROVAL). " +
        "Did you mean approval? Fix or remove it under the step's with:.",
    );
    expect(thrown(() => assertKnownInputs({ INPUT_PLAN_PATH: "p" }, ACTION_OWN))).toContain(
      "Did you mean plan-path?",
    );
    const stranger = thrown(() => assertKnownInputs({ INPUT_COLOUR: "blue" }, ACTION_OWN));
    expect(stranger).toContain("input colour: stackgate has no such input");
    expect(stranger).toContain("Its inputs are: ");
    for (const name of declared) expect(stranger).toContain(name);
  });
});

describe("the command line", () => {
  const check = (argv: string[]): string => thrown(() => checkCommandLine(argv, FLAG_OPTIONS));

  it("passes what a strict parse accepts", () => {
    for (const argv of [
      ["preview", "-C", "infra", "--json"],
      ["up", "--digest=abc", "-y"],
      ["status", "--workdir=-odd-dir"],
      ["preview", "--var", "a=1", "--var", "b=2"],
    ]) {
      expect(check(argv)).toBe("(nothing thrown)");
    }
  });

  it.each([
    [["--dir", "x"], "unknown flag --dir. Did you mean -C/--workdir?"],
    [["--chdir=x"], "unknown flag --chdir. Did you mean -C/--workdir?"],
    [["--stakc", "x"], "unknown flag --stakc. Did you mean -s/--stack?"],
    [["--auto-approve"], "unknown flag --auto-approve. Did you mean -y/--yes?"],
    [["--destroy"], "unknown flag --destroy. Did you mean --mode destroy?"],
    [["--refresh-only"], "unknown flag --refresh-only. Did you mean --mode refresh?"],
    [["--out", "p"], "unknown flag --out. Did you mean --plan-file?"],
    [["-q"], "unknown flag -q."],
    [["-c", "x"], "unknown flag -c. Did you mean -C/--workdir?"],
    [["-S", "x"], "unknown flag -S. Did you mean -s/--stack?"],
    [["--digest"], "--digest needs a value: --digest"],
    [["-s", "-y"], '-s needs a value, got the flag "-y" after it'],
    [["--yes=no"], '--yes takes no value, got "--yes=no".'],
  ])("%j", (argv, message) => {
    const got = check(["preview", ...argv]);
    expect(got).toContain(message);
    expect(got).not.toContain("To specify");
  });

  it.each([
    ["plan", "Did you mean preview?"],
    ["previw", "Did you mean preview?"],
    ["aply", "Did you mean apply?"],
    ["destroy", "Did you mean preview --mode destroy, then up?"],
    ["force-unlock", "Did you mean unlock?"],
    ["show", "Did you mean status?"],
  ])("command %s: %s", (word, hint) => {
    expect(thrown(() => parseCommandWord(word))).toContain(`unknown command "${word}"`);
    expect(thrown(() => parseCommandWord(word))).toContain(hint);
  });

  it("no command is an error; apply is up", () => {
    expect(thrown(() => parseCommandWord(undefined))).toContain("no command given");
    expect(parseCommandWord("apply")).toBe("up");
  });
});

describe("digests in every form people copy", () => {
  const hex = "0123456789abcdef".repeat(4);

  it.each([
    [`sha256:${hex}`, `sha256:${hex}`],
    [hex, `sha256:${hex}`],
    [hex.toUpperCase(), `sha256:${hex}`],
    [`SHA256:${hex.toUpperCase()}`, `sha256:${hex}`],
    [` sha256:${hex} `, `sha256:${hex}`],
    [hex.slice(0, 12).toUpperCase(), hex.slice(0, 12)],
    [`sha256:${hex.slice(0, 12)}`, hex.slice(0, 12)],
  ])("%s → %s", (given, expected) => {
    expect(parseDigest("--digest", given)).toBe(expected);
  });

  it.each(["", "abc", `${hex}0`, hex.slice(0, 13), `sha512:${hex}`, `sha256:${hex.slice(1)}g`])(
    "refuses %j",
    (given) => {
      expect(thrown(() => parseDigest("--digest", given))).toContain(
        '--digest: expected "sha256:" and 64 hex characters (the prefix may be left out)',
      );
    },
  );
});
