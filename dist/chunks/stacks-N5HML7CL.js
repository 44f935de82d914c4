#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  buildReport,
  formatStacks,
  sharedStateError
} from "./chunk-L4SXKFB4.js";
import {
  matrixOutputs
} from "./chunk-HKHUF3LO.js";
import "./chunk-SCOT65SV.js";
import {
  defuseText
} from "./chunk-P3DPG6WC.js";
import "./chunk-WAA6DC42.js";
import {
  StackgateError,
  actionInputs,
  messageOf
} from "./chunk-ZQX7P6QH.js";
import "./chunk-IQWI6KNV.js";

// src/action/stacks.ts
import path from "node:path";
var GITHUB_MATRIX_LIMIT = 256;
async function runActionStacks(io) {
  const inputs = actionInputs(io.env);
  const root = path.resolve(io.cwd, inputs.scalar("workdir") ?? ".");
  const base = inputs.scalar("base");
  const args = { changed: base !== void 0, json: false, root, help: false };
  try {
    const report = await buildReport(base === void 0 ? args : { ...args, base }, root, io.env);
    for (const line of formatStacks(report, { ...args, base }).trimEnd().split("\n")) {
      io.log.info(defuseText(line));
    }
    const shared = sharedStateError(report);
    if (shared !== void 0) throw shared;
    const outputs = matrixOutputs(report);
    const count = Number(outputs["stack-count"]);
    if (count > GITHUB_MATRIX_LIMIT) {
      io.log.warning(
        `stackgate stacks: ${count} stacks to plan, but one GitHub matrix runs at most ${GITHUB_MATRIX_LIMIT} jobs: use the per-wave output \`waves\`, or split the root (input workdir).`
      );
    }
    for (const [name, value] of Object.entries(outputs)) io.setOutput(name, value);
    return 0;
  } catch (error) {
    io.setFailed(`stackgate stacks: ${messageOf(error)}`);
    return error instanceof StackgateError ? error.exitCode : 1;
  }
}
export {
  runActionStacks
};
