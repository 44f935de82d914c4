/**
 * stackgate.yml: found beside the workdir (or named by `--config` and its kin), parsed with
 * `yaml`, loaded only when the file exists.
 */
import { existsSync, readFileSync } from "node:fs";

import { usageError } from "./read.js";
import { readConfigDocument, type RawSettings } from "./sources.js";

/**
 * `term`: how the caller named the file (`--config`, `input config`…), undefined when it is the
 * default one, which may be absent.
 */
export async function readConfigFile(file: string, term: string | undefined): Promise<RawSettings> {
  if (!existsSync(file)) {
    if (term !== undefined) {
      throw usageError(
        `${term}: config file "${file}" does not exist. Pass an existing stackgate.yml or leave ${term} out.`,
      );
    }
    return {};
  }
  let document: unknown;
  try {
    // yaml is loaded only when there is a file to read.
    // The default export: the bundle's chunk of yaml (CommonJS) has no named ones.
    const { default: yaml } = await import("yaml");
    document = yaml.parse(readFileSync(file, "utf8"));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw usageError(
      `config file "${file}" could not be read as YAML: ${reason}. Fix the file or remove it.`,
      error,
    );
  }
  return readConfigDocument(file, document);
}
