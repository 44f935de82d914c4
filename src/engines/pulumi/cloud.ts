/**
 * Pulumi Cloud: the stack's lease is the update `in-progress` in `pulumi stack history`, and
 * `pulumi cancel` revokes it. Cancel is only for recovery, once the update's run is proven dead
 * (src/recovery/recover-pulumi.ts), and never on a DIY backend, where it deletes every lock file.
 */
import { EXIT, StackgateError, messageOf } from "../../errors.js";
import { lastLines } from "../../process/bounded.js";
import type { LockProbe } from "../engine.js";
import { historyArgs, stackArgs } from "./args.js";
import { isNothingToCancel, parseHistory, type CloudUpdate } from "./parse-history.js";
import { capturePulumi, type PulumiCli } from "./run.js";
import { readPulumiOutput } from "./stack-commands.js";

/** The newest update, remembered so that a caller who knows nothing changed can reuse it. */
export interface UpdateHistory {
  latest(options?: { reuse?: boolean }): Promise<CloudUpdate | null>;
}

export function createUpdateHistory(cli: PulumiCli): UpdateHistory {
  /** The newest Cloud update as last read (undefined: not read yet). */
  let last: CloudUpdate | null | undefined;
  return {
    async latest(options: { reuse?: boolean } = {}): Promise<CloudUpdate | null> {
      if (options.reuse && last !== undefined) return last;
      const args = historyArgs(cli.stack);
      const labels = { failed: args.join(" "), unreadable: "stack history" };
      last = await readPulumiOutput(cli, args, labels, (stdout) => parseHistory(stdout)[0] ?? null);
      return last;
    },
  };
}

/** Pulumi Cloud's lease: held while the newest update is in progress. */
export async function probeCloudLease(cli: PulumiCli, history: UpdateHistory): Promise<LockProbe> {
  let update: CloudUpdate | null;
  try {
    update = await history.latest();
  } catch (error) {
    return {
      kind: "unknown",
      message: `could not read the update history from Pulumi Cloud: ${messageOf(error)}`,
    };
  }
  if (update?.result !== "in-progress") return { kind: "free" };
  return {
    kind: "locked",
    holder: {
      id: `update ${update.version}`,
      who: update.message === "" ? "(no message)" : update.message,
      operation: update.kind,
      created: update.startTime,
    },
    message: `update ${update.version} (${update.kind}, started ${update.startTime}, message ${JSON.stringify(update.message)}) is in progress on ${cli.backend.url}`,
  };
}

/** `pulumi cancel --yes`: "canceled", or "none" when the service had nothing to cancel. */
export async function cancelCloudUpdate(cli: PulumiCli): Promise<"canceled" | "none"> {
  const { binary, backend, stack } = cli;
  if (backend.kind !== "cloud") {
    throw new StackgateError(
      `refusing \`${binary} cancel\` on the DIY backend ${backend.url}: it deletes every lock file of the stack, live owners' included`,
      EXIT.usage,
    );
  }
  const { result, stdout, stderr } = await capturePulumi(cli, [
    "cancel",
    "--yes",
    ...stackArgs(stack),
  ]);
  if (result.exitCode === 0) return "canceled";
  const text = `${stderr.join("\n")}\n${stdout}`;
  if (isNothingToCancel(text)) return "none";
  throw new StackgateError(
    `"${binary} cancel --yes --stack ${stack}" failed (exit ${String(result.exitCode)}): ${lastLines(text.trim() || result.tail, 5)}`,
    EXIT.failed,
  );
}
