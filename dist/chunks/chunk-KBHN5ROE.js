#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  readConfigDocument,
  usageError
} from "./chunk-YKQQDZE5.js";

// src/settings/config-file.ts
import { existsSync, readFileSync } from "node:fs";
async function readConfigFile(file, term) {
  if (!existsSync(file)) {
    if (term !== void 0) {
      throw usageError(
        `${term}: config file "${file}" does not exist. Pass an existing stackgate.yml or leave ${term} out.`
      );
    }
    return {};
  }
  let document;
  try {
    const { default: yaml } = await import("./dist-2VKOJBHT.js");
    document = yaml.parse(readFileSync(file, "utf8"));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw usageError(
      `config file "${file}" could not be read as YAML: ${reason}. Fix the file or remove it.`,
      error
    );
  }
  return readConfigDocument(file, document);
}

export {
  readConfigFile
};
