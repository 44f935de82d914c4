/** Settings rows: what a run does (engine, project, plan, approval binding, comment). */
import { ENGINE_NAMES } from "../model/change.js";
import { PLAN_MODES } from "./choices.js";
import { choice, FLAG, PATH, STRING, type SettingRow } from "./kinds.js";

/** GitHub's limit for an issue/PR comment body, in characters: the default comment limit. */
export const GITHUB_COMMENT_LIMIT = 65_536;
/** Smallest limit a report can be rendered into (header, counts and footer must fit). */
export const MIN_LIMIT = 2_000;

export const RUN_SETTINGS: readonly SettingRow[] = [
  {
    key: "engine",
    flag: "engine",
    arg: "NAME",
    env: "ENGINE",
    file: "engine",
    input: "engine",
    inputDoc: "`terraform`, `tofu` or `pulumi` (the engine's CLI must be on PATH).",
    variable: "ENGINE",
    kind: choice(ENGINE_NAMES),
    default: "terraform",
    doc: "terraform | tofu | pulumi",
    pipeDoc: "`terraform`, `tofu` or `pulumi`.",
  },
  {
    key: "engineBinary",
    flag: "engine-binary",
    arg: "PATH",
    env: "ENGINE_BINARY",
    file: "engine-binary",
    input: "engine-binary",
    inputDoc: "Binary to run (a name on PATH or a path). Empty means the engine's own name.",
    variable: "ENGINE_BINARY",
    kind: STRING,
    default: "",
    doc: "binary to run (default: the engine name)",
    pipeDoc: "Binary to run (a name on PATH or a path); empty means the engine's own name.",
  },
  {
    key: "workdir",
    flag: "workdir",
    short: "C",
    arg: "DIR",
    env: "WORKDIR",
    file: "workdir",
    input: "workdir",
    inputDoc:
      "Directory of the Terraform/OpenTofu configuration or of the Pulumi project (`Pulumi.yaml`), relative to the workspace.",
    variable: "WORKDIR",
    kind: PATH,
    default: ".",
    doc: "engine project directory",
    pipeDoc: "Directory of the engine project, relative to the clone (`BITBUCKET_CLONE_DIR`).",
  },
  {
    key: "stack",
    flag: "stack",
    short: "s",
    arg: "NAME",
    env: "STACK",
    file: "stack",
    input: "stack",
    inputDoc:
      "Name of the stack (letters, digits, `.`, `_`, `-`). Keys the PR comment, the journal and the default plan path, so matrix jobs on different stacks never share them. Pulumi: `dev`, `org/dev` or `org/project/dev`, qualified as Pulumi qualifies it.",
    variable: "STACK",
    kind: STRING,
    default: "default",
    doc: "stack name for the comment marker and plan path (Pulumi: dev, org/dev, org/project/dev)",
    pipeDoc: "Stack name; keys the PR comment, the journal and the default plan path.",
  },
  {
    key: "mode",
    flag: "mode",
    arg: "MODE",
    env: "MODE",
    file: "mode",
    input: "mode",
    inputDoc:
      "What `preview` and `apply` plan: `normal`, `destroy` (everything in the stack) or `refresh` (the state only). `apply` refuses a saved plan made in another mode.",
    variable: "PLAN_MODE",
    kind: choice(PLAN_MODES),
    default: "normal",
    doc: "preview/up: normal | destroy | refresh (state only)",
    pipeDoc:
      "What `preview`/`up` plan: `normal`, `destroy` (everything) or `refresh` (state only); `up` must use the mode of its preview.",
  },
  {
    key: "project",
    flag: "project",
    arg: "NAME",
    env: "PROJECT",
    file: "project",
    input: "project",
    inputDoc:
      "Project name shown in the comment and part of its key. Empty means the workdir's name.",
    variable: "PROJECT",
    kind: STRING,
    default: "",
    doc: "project name for the comment marker (default: the workdir's name)",
    pipeDoc:
      "Project name shown in the comment and part of its key; empty means the workdir's name.",
  },
  {
    key: "planFile",
    flag: "plan-file",
    arg: "PATH",
    env: "PLAN_FILE",
    file: "plan-file",
    input: "plan-path",
    inputDoc:
      "Where the saved plan goes (preview) or is read from (up with a digest). Empty means `<workdir>/.stackgate/<stack>.tfplan`; its record is `<plan-path>.stackgate.json`.",
    variable: "PLAN_PATH",
    kind: PATH,
    default: "",
    doc: "saved plan (default: <workdir>/.stackgate/<stack>.tfplan)",
    pipeDoc:
      "Saved plan file; empty means `<WORKDIR>/.stackgate/<STACK>.tfplan` (its record is `<PLAN_PATH>.stackgate.json`).",
  },
  {
    key: "expectDigest",
    flag: "digest",
    arg: "DIGEST",
    input: "digest",
    inputDoc:
      "`up` applies only the saved plan whose digest is this (`sha256:…` or the 12-character short form): pass the preview job's `plan-digest` output.",
    variable: "DIGEST",
    kind: { type: "digest" },
    default: "",
    doc: "up: apply only the saved plan with this digest (full or 12-char short)",
    pipeDoc:
      "`up` applies only the saved plan with this digest (`sha256:…` or the 12-character short form).",
  },
  {
    key: "planKey",
    env: "PLAN_KEY",
    input: "plan-key",
    inputDoc:
      "Secret (at least 16 characters, e.g. `openssl rand -base64 32` stored as a repository secret) that seals the saved plan: `preview` encrypts the plan file with AES-256-GCM, and `up` applies only a plan it decrypts and authenticates with the same key. Set it on both jobs when the plan is handed over as an artifact: a plan file holds the plan's values, sensitive ones included, in plain text.",
    variable: "PLAN_KEY",
    kind: { type: "secret", min: 16 },
    default: "",
    doc: "secret (16+ characters) that seals the saved plan",
    pipeDoc:
      "Secured variable (16+ characters) that seals the saved plan: `preview` encrypts it (AES-256-GCM), `up` applies only a plan it decrypts and authenticates.",
  },
  {
    key: "digestSecret",
    env: "DIGEST_SECRET",
    kind: { type: "secret", min: 16 },
    default: "",
    doc: "secret that binds sensitive values into plan digests the same way in every job",
  },
  {
    key: "json",
    flag: "json",
    kind: FLAG,
    default: "false",
    doc: "print one JSON result object on stdout (progress goes to stderr)",
  },
  {
    key: "detailedExitcode",
    flag: "detailed-exitcode",
    kind: FLAG,
    default: "false",
    doc: "preview: exit 2 when the plan has changes",
  },
  {
    key: "commentFile",
    flag: "comment-file",
    arg: "PATH",
    env: "COMMENT_FILE",
    file: "comment-file",
    kind: PATH,
    default: "",
    doc: "write the rendered PR comment markdown here (recover: the comment after recovery)",
  },
  {
    key: "commentLimit",
    flag: "comment-limit",
    arg: "N",
    env: "COMMENT_LIMIT",
    file: "comment-limit",
    kind: { type: "integer", min: MIN_LIMIT, max: 1_048_576 },
    default: String(GITHUB_COMMENT_LIMIT),
    doc: "maximum comment size in characters",
  },
  {
    key: "lockTimeout",
    flag: "lock-timeout",
    arg: "DUR",
    env: "LOCK_TIMEOUT",
    file: "lock-timeout",
    input: "lock-timeout",
    inputDoc:
      "How long the engine waits for the state lock (Terraform `-lock-timeout`), e.g. `0s`, `30s`, `5m`.",
    variable: "LOCK_TIMEOUT",
    kind: { type: "duration", example: "0s, 30s or 5m", keep: "text" },
    default: "0s",
    doc: "how long the engine waits for the state lock",
    pipeDoc: "How long the engine waits for the state lock, e.g. `30s`.",
  },
];
