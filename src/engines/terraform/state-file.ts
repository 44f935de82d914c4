/**
 * A state file as the engine wrote it, read back in plain form. OpenTofu's state encryption
 * (`TF_ENCRYPTION`, or an `encryption` block) writes every state file — `errored.tfstate`
 * included — as `{"serial", "lineage", "meta", "encrypted_data", "encryption_version"}`, but
 * `tofu state push` reads its input as unencrypted (OpenTofu 1.11.14,
 * internal/command/state_push.go: `statefile.Read(r, encryption.StateEncryptionDisabled())`),
 * so the push its own message recommends fails. OpenTofu decrypts it itself: the file becomes the
 * local state of an empty private directory (0700, no configuration, so the local backend) and
 * `tofu state pull` there prints it in plain form, with the encryption configuration of the
 * environment (`TF_ENCRYPTION`). Nothing of it is logged.
 */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { EXIT, StackgateError } from "../../errors.js";
import { lastLines } from "../../process/bounded.js";
import { captureStdout, type TerraformCli } from "./run.js";

/** True for a state file written under OpenTofu's state encryption. */
export function isEncryptedState(text: string): boolean {
  try {
    const parsed = JSON.parse(text) as Record<string, unknown> | null;
    return (
      typeof parsed?.encryption_version === "string" && typeof parsed.encrypted_data === "string"
    );
  } catch {
    return false;
  }
}

/**
 * Variables that would point `state pull` at another state than the file given: a data
 * directory holding the real backend's configuration, another workspace, extra arguments.
 */
const REDIRECTING_ENV = ["TF_DATA_DIR", "TF_WORKSPACE", "TF_CLI_ARGS", "TF_CLI_ARGS_state_pull"];

/**
 * The plain state of an encrypted state file, decrypted by the engine (see the header).
 * Throws, naming the file and the engine's error, when the engine cannot decrypt it.
 */
export async function decryptStateFile(cli: TerraformCli, file: string): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-decrypt-"));
  try {
    copyFileSync(file, path.join(dir, "terraform.tfstate"));
    const env: Record<string, string> = { ...cli.env };
    for (const name of REDIRECTING_ENV) env[name] = "";
    const { result, stdout } = await captureStdout({ ...cli, workdir: dir, env }, [
      "state",
      "pull",
    ]);
    if (result.exitCode !== 0 || stdout.trim() === "" || isEncryptedState(stdout)) {
      throw new StackgateError(
        `${file} is encrypted (OpenTofu state encryption) and "${cli.binary} state pull" could not decrypt it with this environment's encryption configuration` +
          ` (exit ${String(result.exitCode)}: ${lastLines(result.tail, 3) || "no state printed"}). ` +
          "Set TF_ENCRYPTION to the configuration (and key) the run that wrote it used, then run `stackgate recover` again.",
        EXIT.failed,
      );
    }
    return stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
