/**
 * Where the end-to-end tests find what ships: the bundles in `dist/`, started the way each
 * product starts them — the CLI as `node dist/cli.js` (package.json `bin`), the Action's main and
 * post as action.yml's `runs.main` / `runs.post` name them, the Pipe as the Dockerfile's
 * ENTRYPOINT runs it. `STACKGATE_TEST_DIST` points the tests at another copy of `dist/` (the
 * mutation test breaks a chunk in a copy and runs an end-to-end test against it). When that copy
 * is another checkout's `dist/`, the Action is that checkout's: its action.yml (inputs, runs) beside
 * it, as a release ships both together.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";

export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Names the directory the tests run the bundles from instead of the checkout's `dist/`. */
export const TEST_DIST_ENV = "STACKGATE_TEST_DIST";

export const DIST_DIR = path.resolve(process.env[TEST_DIST_ENV] || path.join(REPO_ROOT, "dist"));

/**
 * The action.yml of the Action under test: a checkout's beside its `dist/` (DIST_DIR named `dist`
 * with an action.yml next to it), else the repository's (a bare copy of dist/).
 */
export const ACTION_YML =
  path.basename(DIST_DIR) === "dist" && existsSync(path.join(DIST_DIR, "..", "action.yml"))
    ? path.join(DIST_DIR, "..", "action.yml")
    : path.join(REPO_ROOT, "action.yml");

/** `dist/x.js` (as manifests name it, relative to the repository) → the file under DIST_DIR. */
function fromDist(relative: string, manifest: string): string {
  const normalized = path.posix.normalize(relative);
  if (!normalized.startsWith("dist/")) {
    throw new Error(`${manifest} names "${relative}", which is not under dist/`);
  }
  return path.join(DIST_DIR, normalized.slice("dist/".length));
}

function readPackageBin(): string {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as {
    bin?: Record<string, string>;
  };
  const bin = pkg.bin?.stackgate;
  if (bin === undefined) throw new Error('package.json has no bin "stackgate"');
  return fromDist(bin, "package.json bin.stackgate");
}

function readActionRuns(): { main: string; post: string } {
  const action = parseYaml(readFileSync(ACTION_YML, "utf8")) as {
    runs: { main: string; post: string };
  };
  return {
    main: fromDist(action.runs.main, "action.yml runs.main"),
    post: fromDist(action.runs.post, "action.yml runs.post"),
  };
}

/** The Dockerfile copies dist/ to /opt/stackgate/dist/ and runs ENTRYPOINT ["node", "<file>"]. */
function readPipeEntrypoint(): string {
  const dockerfile = readFileSync(path.join(REPO_ROOT, "Dockerfile"), "utf8");
  const line = dockerfile.split("\n").find((l) => l.startsWith("ENTRYPOINT "));
  if (line === undefined) throw new Error("Dockerfile has no ENTRYPOINT");
  const args = JSON.parse(line.slice("ENTRYPOINT ".length)) as string[];
  const [runtime, entry, ...rest] = args;
  const imageDist = "/opt/stackgate/dist/";
  if (runtime !== "node" || entry === undefined || !entry.startsWith(imageDist) || rest.length) {
    throw new Error(
      `Dockerfile ENTRYPOINT ${JSON.stringify(args)} is not ["node", "${imageDist}…"]`,
    );
  }
  return fromDist(`dist/${entry.slice(imageDist.length)}`, "Dockerfile ENTRYPOINT");
}

/** `node dist/cli.js`. */
export const CLI_ENTRY = readPackageBin();
const actionRuns = readActionRuns();
/** action.yml `runs.main`. */
export const ACTION_MAIN_ENTRY = actionRuns.main;
/** action.yml `runs.post`. */
export const ACTION_POST_ENTRY = actionRuns.post;
/** The Dockerfile's ENTRYPOINT. */
export const PIPE_ENTRY = readPipeEntrypoint();
