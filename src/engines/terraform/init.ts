/**
 * `init`, only when needed: a backend never initialised here is initialised up front (its
 * settings must be known before recovery reads the durable journal). A workdir with no data
 * directory (`.terraform/`, a fresh checkout) whose configuration needs providers or modules is
 * initialised before its first engine command (not up front: `status` needs no provider):
 * Terraform would refuse every command there, so trying one first only costs a process and
 * prints its error. Anything else `init` would install (a provider or module added later) is
 * caught by the first engine command, which is then retried once after `init`. A marker beside
 * the backend file says when stackgate's own `init` was killed while writing it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { backendConfigFile } from "../../backends/backend-config.js";
import { EXIT, StackgateError } from "../../errors.js";
import { lastLines } from "../../process/bounded.js";
import type { EventSink } from "../engine.js";
import { INIT_ARGS } from "./args.js";
import { markInitEnded, markInitStarted, setAsideInterruptedInit } from "./init-marker.js";
import { assertStarted, startTerraform, type TerraformCli } from "./run.js";

export interface Initializer {
  /** Sets aside a backend file a killed `init` left, and inits a backend never initialised here. */
  prepare(onEvent?: EventSink): Promise<void>;
  /**
   * Runs an engine command, after `init` when this workdir was never initialised for its
   * configuration; when `needsInit` says it failed because `init` is needed and `init` did not
   * run yet, inits and retries once.
   */
  retry<T>(
    run: () => Promise<T>,
    needsInit: (first: T) => boolean,
    onEvent?: EventSink,
  ): Promise<T>;
}

export function isTerraformProject(workdir: string): boolean {
  return readdirSync(workdir).some((f) => /\.(tf|tf\.json|tofu|tofu\.json)$/.test(f));
}

/** A `backend` or `cloud` block anywhere in the root module's configuration. */
function declaresBackend(workdir: string): boolean {
  return readdirSync(workdir)
    .filter((f) => /\.(tf|tofu)$/.test(f))
    .some((f) => /^\s*(backend\s+"|cloud\s*\{)/m.test(readFileSync(path.join(workdir, f), "utf8")));
}

/** Configuration files of the root module, with whether they are HCL's JSON form. */
function configFiles(workdir: string): { file: string; json: boolean }[] {
  return readdirSync(workdir)
    .filter((f) => /\.(tf|tofu)(\.json)?$/.test(f))
    .map((f) => ({ file: path.join(workdir, f), json: f.endsWith(".json") }));
}

/** What `init` installs in HCL: a module, a provider, or a resource type not built in. */
const INSTALLS_HCL =
  /^\s*(module|provider)\s+"?\w|^\s*required_providers\s*\{|^\s*(resource|data|ephemeral)\s+"?(?!terraform_)[A-Za-z]/m;
const INSTALLS_JSON =
  /"(module|provider|required_providers)"\s*:|"(resource|data|ephemeral)"\s*:\s*\[?\s*\{\s*"(?!terraform_)/;

/**
 * The root module declares something `init` installs: a module call, a provider (required,
 * configured, or implied by a resource or data source type outside the built-in `terraform_`
 * ones). A comment can make this say yes: then `init` runs once more than needed, never less.
 */
export function installsPlugins(workdir: string): boolean {
  return configFiles(workdir).some(({ file, json }) =>
    (json ? INSTALLS_JSON : INSTALLS_HCL).test(readFileSync(file, "utf8")),
  );
}

export function createInitializer(cli: TerraformCli): Initializer {
  const { binary, workdir } = cli;
  const backendFile = backendConfigFile(workdir, { ...process.env, ...cli.env });
  let initialised = false;
  const backendUninitialised = (): boolean => declaresBackend(workdir) && !existsSync(backendFile);
  /** Never initialised for this configuration: a declared backend, or plugins, not set up. */
  const needsFirstInit = (): boolean =>
    backendUninitialised() || (!existsSync(path.dirname(backendFile)) && installsPlugins(workdir));
  const backendConfig = cli.backendConfig ?? [];
  // A stack's own backend settings: `-reconfigure` takes them as given (never migrating another
  // stack's state that was initialised in this workdir before).
  const initArgs =
    backendConfig.length === 0
      ? [...INIT_ARGS]
      : [...INIT_ARGS, "-reconfigure", ...backendConfig.map((c) => `-backend-config=${c}`)];

  async function runInit(onEvent?: EventSink): Promise<void> {
    initialised = true;
    // The marker names the fixed arguments only: backend settings may hold credentials.
    markInitStarted(backendFile, INIT_ARGS);
    const child = startTerraform(cli, [...initArgs], (line) =>
      onEvent?.({ kind: "log", message: line }),
    );
    const result = await child.done;
    if (result.signal === null) markInitEnded(backendFile);
    assertStarted(cli, result);
    if (result.exitCode !== 0) {
      throw new StackgateError(
        `"${binary} init" failed with exit code ${String(result.exitCode)} in ${workdir}:\n${lastLines(result.tail, 20)}`,
        EXIT.failed,
      );
    }
  }

  return {
    async prepare(onEvent?: EventSink): Promise<void> {
      const aside = setAsideInterruptedInit(backendFile);
      if (aside !== null) {
        onEvent?.({
          kind: "log",
          message: `stackgate's previous \`${binary} init\` was killed while writing ${backendFile} and left it unreadable: moved it to ${aside} and initialising again`,
        });
      }
      // Plugins only when a command needs them (retry): `status` reads no provider.
      if (backendConfig.length === 0 && !backendUninitialised()) return;
      await runInit(onEvent);
    },

    async retry<T>(
      run: () => Promise<T>,
      needs: (first: T) => boolean,
      onEvent?: EventSink,
    ): Promise<T> {
      // A fresh checkout: `init` first, rather than a command that fails and prints why.
      if (!initialised && needsFirstInit()) await runInit(onEvent);
      const first = await run();
      if (initialised || !needs(first)) return first;
      await runInit(onEvent);
      return run();
    },
  };
}
