/**
 * The Pulumi commands that read or write the stack outside an update: `version`, `stack export`,
 * `stack import`, `import`.
 */
import { EXIT, StackgateError, messageOf } from "../../errors.js";
import { lastLines } from "../../process/bounded.js";
import { importArgs, stackArgs } from "./args.js";
import { commandFailure } from "./failures.js";
import { parsePulumiVersion, type PulumiVersion } from "./outcome.js";
import { parseDeployment, type Deployment } from "./parse-export.js";
import { capturePulumi, type PulumiCli } from "./run.js";
import { parseUrn } from "./values.js";

/** `pulumi version`, parsed; fails clearly when the binary does not answer with a version. */
export async function readPulumiVersion(cli: PulumiCli): Promise<PulumiVersion> {
  const { binary } = cli;
  const { result, stdout, stderr } = await capturePulumi(cli, ["version"]);
  if (result.exitCode !== 0) {
    throw new StackgateError(
      `"${binary} version" failed with exit code ${String(result.exitCode)}: ${lastLines(stderr.join("\n") || result.tail, 3)}`,
      EXIT.engineUnavailable,
    );
  }
  const parsed = parsePulumiVersion(stdout);
  if (!parsed) {
    throw new StackgateError(
      `could not read the version of "${binary}": expected "v3.x.y" from \`${binary} version\`, got: ${lastLines(stdout, 2)}`,
      EXIT.engineUnavailable,
    );
  }
  return parsed;
}

/**
 * Runs a read-only command and reads its stdout with `read`. A failed exit throws naming
 * `failed` (`"<binary> <failed>" failed (exit N): …`), unreadable output throws naming `read`.
 */
export async function readPulumiOutput<T>(
  cli: PulumiCli,
  args: string[],
  labels: { failed: string; unreadable: string },
  read: (stdout: string) => T,
): Promise<T> {
  const captured = await capturePulumi(cli, args);
  if (captured.result.exitCode !== 0) {
    throw new StackgateError(commandFailure(cli, labels.failed, captured), EXIT.failed);
  }
  try {
    return read(captured.stdout);
  } catch (error) {
    throw new StackgateError(
      `"${cli.binary} ${labels.unreadable} --stack ${cli.stack}": ${messageOf(error)}`,
      EXIT.failed,
      { cause: error },
    );
  }
}

/** `pulumi stack export`: resources and pending operations. */
export function exportStack(cli: PulumiCli): Promise<Deployment> {
  const what = `stack export --stack ${cli.stack}`;
  return readPulumiOutput(
    cli,
    ["stack", "export", ...stackArgs(cli.stack)],
    { failed: what, unreadable: "stack export" },
    parseDeployment,
  );
}

/** `pulumi stack import --file`: writes a state file to the backend. */
export async function importStackFile(cli: PulumiCli, file: string): Promise<void> {
  const { binary, stack } = cli;
  const { result, stderr } = await capturePulumi(cli, [
    "stack",
    "import",
    "--file",
    file,
    ...stackArgs(stack),
  ]);
  if (result.exitCode !== 0) {
    throw new StackgateError(
      `"${binary} stack import --file ${file} --stack ${stack}" failed: ${lastLines(stderr.join("\n") || result.tail, 5)}. Keep ${file}.`,
      EXIT.failed,
    );
  }
}

/** `pulumi import <type> <name> <id>` of a top-level resource. */
export async function importResource(cli: PulumiCli, address: string, id: string): Promise<void> {
  const { binary, stack } = cli;
  const urn = parseUrn(address);
  if (urn.type === "" || urn.parentTypes.length > 0) {
    throw new StackgateError(
      `cannot import ${address} with \`${binary} import\` automatically: it needs the resource's parent and provider. ` +
        `Run \`${binary} import --stack ${stack} <type> <name> ${id} --parent <parent URN>\` by hand.`,
      EXIT.failed,
    );
  }
  const { result, stderr } = await capturePulumi(cli, importArgs(stack, urn.type, urn.name, id));
  if (result.exitCode !== 0) {
    throw new StackgateError(
      `"${binary} import ${urn.type} ${urn.name} ${id}" failed: ${lastLines(stderr.join("\n") || result.tail, 5)}`,
      EXIT.failed,
    );
  }
}
