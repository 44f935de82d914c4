/** Settings: one schema, one set of readers, one resolver. Import from here. */
export * from "./choices.js";
export { detectRunContext, type RunContext } from "./context.js";
export {
  actionInputs,
  assertKnownInputs,
  assertNoMisspeltVariables,
  inputEnvName,
  pipeVariables,
  type Env,
  type HostSource,
} from "./hosts.js";
export * from "./read.js";
export { GITHUB_COMMENT_LIMIT, MIN_LIMIT } from "./rows-run.js";
export {
  COMMAND_LINE_FLAGS,
  rowsOf,
  SETTINGS,
  type SettingKind,
  type SettingRow,
} from "./schema.js";
export { FLAG_OPTIONS } from "./sources.js";
export type { QualifyStack, Settings, SettingsSources } from "./types.js";
