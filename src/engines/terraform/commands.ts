/**
 * The Terraform / OpenTofu commands outside plan and apply: `version`, `show -json` of a saved
 * plan and of the state, `state push`, `import`, `force-unlock`.
 */
import type { ChangeSet, StackOutput } from "../../model/change.js";
import { lastError, lastLines, quoteBlock } from "../../process/bounded.js";
import { EXIT, StackgateError, messageOf } from "../../errors.js";
import { withTerraformLockFile } from "../configuration.js";
import { OUTPUT_ARGS, showPlanArgs, SHOW_STATE_ARGS, VERSION_ARGS } from "./args.js";
import type { Initializer } from "./init.js";
import { parseOutputsJson } from "./parse-outputs-json.js";
import { parsePlanJson } from "./parse-plan-json.js";
import { captureStdout, runTerraform, type TerraformCli } from "./run.js";
import { summarizeStateJson, type StateJsonSummary } from "./state-json.js";

/** `version -json` (or the text form of older builds). */
export async function readTerraformVersion(cli: TerraformCli): Promise<string> {
  const { binary } = cli;
  const stdout = await readStdout(cli, VERSION_ARGS, "version -json", EXIT.engineUnavailable);
  try {
    const parsed = JSON.parse(stdout) as { terraform_version?: unknown };
    if (typeof parsed.terraform_version === "string") return parsed.terraform_version;
  } catch {
    // fall through to the text form below
  }
  const match = /v?(\d+\.\d+\.\d+[\w.-]*)/.exec(stdout);
  if (match?.[1]) return match[1];
  throw new StackgateError(
    `could not read the version of "${binary}": expected JSON with "terraform_version", got: ${lastLines(stdout, 2)}`,
    EXIT.engineUnavailable,
  );
}

/** `output -json`: the root module's outputs after an apply, sensitive values included. */
export async function readOutputs(cli: TerraformCli): Promise<StackOutput[]> {
  return parseOutputsJson(await readStdout(cli, OUTPUT_ARGS, "output -json", EXIT.failed));
}

/**
 * The output of a command that only reads (`version`, `output`); a non-zero exit throws with
 * `exitCode`, naming the command as `shown` and quoting its last lines.
 */
async function readStdout(
  cli: TerraformCli,
  args: string[],
  shown: string,
  exitCode: number,
): Promise<string> {
  const { result, stdout } = await captureStdout(cli, args);
  if (result.exitCode !== 0) {
    throw new StackgateError(
      `"${cli.binary} ${shown}" failed with exit code ${String(result.exitCode)}: ${lastLines(result.tail, 3)}`,
      exitCode,
    );
  }
  return stdout;
}

/** `show -json <planfile>` read into the change model, with the dependency lock file hashed in. */
export async function showSavedPlan(
  cli: TerraformCli,
  init: Initializer,
  planFile: string,
): Promise<ChangeSet> {
  const { binary, name, workdir } = cli;
  const { result, stdout } = await init.retry(
    () => captureStdout(cli, showPlanArgs(planFile)),
    (first) => first.result.exitCode !== 0 && /\b(terraform|tofu) init\b/.test(first.result.tail),
  );
  if (result.exitCode !== 0) {
    throw new StackgateError(
      `plan file "${planFile}" could not be read by ${binary}: expected a saved plan made by ` +
        `\`${binary} plan -out\` in this workdir. ${binary} said:\n${quoteBlock(lastError(result.tail))}\n` +
        `Run \`stackgate preview\` to make a new plan.`,
      EXIT.failed,
    );
  }
  try {
    return withTerraformLockFile(parsePlanJson(stdout, name), workdir);
  } catch (error) {
    throw new StackgateError(`plan file "${planFile}": ${messageOf(error)}`, EXIT.failed, {
      cause: error,
    });
  }
}

/** One `show -json` of the current state serves listState and listTainted until a change. */
export interface StateReader {
  read(): Promise<StateJsonSummary>;
  /** The state may change: read it again next time. */
  forget(): void;
}

export function createStateReader(cli: TerraformCli): StateReader {
  let cache: Promise<StateJsonSummary> | null = null;
  return {
    read(): Promise<StateJsonSummary> {
      cache ??= captureStdout(cli, SHOW_STATE_ARGS).then(({ result, stdout }) => {
        if (result.exitCode !== 0) {
          cache = null;
          throw new StackgateError(
            `"${cli.binary} show -json" failed in ${cli.workdir}:\n${quoteBlock(lastError(result.tail))}`,
            EXIT.failed,
          );
        }
        return summarizeStateJson(stdout);
      });
      return cache;
    },
    forget(): void {
      cache = null;
    },
  };
}

/**
 * Runs a command that changes the backend (`state push`, `import`, `force-unlock`); a failure
 * throws `failure(<last lines of its output>)`.
 */
export async function runChange(
  cli: TerraformCli,
  args: string[],
  failure: (tail: string) => string,
): Promise<void> {
  const result = await runTerraform(cli, args);
  if (result.exitCode !== 0) {
    throw new StackgateError(failure(lastLines(result.tail, 5)), EXIT.failed);
  }
}
