#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createActionDeps,
  createActionOutput,
  createGitHub,
  readActionConfig,
  readSavedState,
  recordChanges,
  recoverCommentBody,
  repositoryAccess,
  saveIntent,
  textReport,
  tryKeepErroredStateArtifact,
  tryKeepOpenItemsArtifact,
  tryRestoreOpenItemsArtifact
} from "./chunk-XVO27KTX.js";
import {
  formatRecover
} from "./chunk-ZUSFGAFM.js";
import {
  describeRecover,
  tryPostRecoverComment
} from "./chunk-MCOSN65L.js";
import {
  UNKNOWN_RUN_LIVENESS,
  installSignalTrap,
  runRecover
} from "./chunk-LWKY2LRY.js";
import {
  shellWord
} from "./chunk-QHFFTETV.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-UZ2M2N2C.js";
import "./chunk-WOF6FS65.js";
import "./chunk-KIPS5CGJ.js";
import {
  commentKeyOf,
  createRedactor
} from "./chunk-L6ZRR6VT.js";
import "./chunk-R5FNSTQJ.js";
import "./chunk-P3DPG6WC.js";
import "./chunk-WAA6DC42.js";
import {
  messageOf
} from "./chunk-ZQX7P6QH.js";
import "./chunk-4CW7RXEV.js";
import "./chunk-IQWI6KNV.js";

// src/action/post.ts
import path from "node:path";
function manualRecoverCommand(intent, cliPath2) {
  return `node ${shellWord(cliPath2)} recover --workdir ${shellWord(intent.workdir)} --stack ${shellWord(intent.stack)} --project ${shellWord(intent.project)}`;
}
function cliPath() {
  const self = process.argv[1] ?? "dist/action-post.js";
  return path.join(path.dirname(self), "cli.js");
}
function settingsFor(config, intent) {
  return {
    ...config.settings,
    command: "recover",
    workdir: intent.workdir,
    project: intent.project || config.settings.project,
    stack: intent.stack || config.settings.stack,
    planFile: intent.planPath || config.settings.planFile
  };
}
function failJob(io, message) {
  io.setFailed(message);
  return 1;
}
async function runActionPost(io) {
  const saved = readSavedState(io.env);
  if (saved.finished) {
    io.log.info("stackgate post: the main step finished cleanly; nothing to recover.");
    return 0;
  }
  const intent = saved.intent;
  if (!intent) {
    io.log.info(
      "stackgate post: the main step stopped before touching anything; nothing to recover."
    );
    return 0;
  }
  const manual = manualRecoverCommand(intent, cliPath());
  try {
    const config = await readActionConfig(io.env, io.cwd);
    config.settings = settingsFor(config, intent);
    const attention = await recoverAndReport(config, intent, io, manual);
    return attention === null ? 0 : failJob(io, attention);
  } catch (error) {
    const reason = messageOf(error);
    return failJob(
      io,
      `stackgate post: recovery after the interrupted main step (phase ${intent.phase}) failed: ${reason}
Finish it by hand: ${manual}`
    );
  }
}
async function recoverAndReport(config, intent, io, manual) {
  const { settings } = config;
  for (const secret of settings.secrets) if (secret.length >= 4) io.setSecret(secret);
  const output = createActionOutput(io.log, createRedactor(settings.secrets));
  output.info(
    `stackgate post: the main step did not finish (${intent.command}, phase ${intent.phase}); recovering ${intent.workdir} (stack ${intent.stack})`
  );
  const record = recordChanges((next) => saveIntent(io.saveState, next));
  const trap = installSignalTrap({
    deadlineMs: settings.stopTimeoutMs,
    log: (m) => output.info(m)
  });
  const apiCalls = new AbortController();
  trap.onInterrupt(() => apiCalls.abort());
  const github = createGitHub(config, output, apiCalls.signal);
  const artifactStep = {
    settings,
    env: io.env,
    access: repositoryAccess(config, github),
    output
  };
  const openItems = await tryRestoreOpenItemsArtifact(artifactStep);
  let result;
  try {
    result = await runRecover(settings, createActionDeps(io, output, trap, record), {
      mode: "recover",
      runLiveness: github ?? UNKNOWN_RUN_LIVENESS
    });
  } finally {
    trap.dispose();
    await tryKeepErroredStateArtifact(settings, io.env, output);
    await tryKeepOpenItemsArtifact(artifactStep, openItems);
  }
  output.info(formatRecover(result));
  io.setOutput("recovered", String(result.outcome === "recovered"));
  const ok = result.outcome === "recovered" || result.outcome === "clean";
  const title = ok ? "stackgate: recovered an interrupted run" : "stackgate: recovery needs attention";
  const body = describeRecover(result) + (ok ? "" : `

Finish it by hand: ${manual}`);
  if (ok) io.log.warning(output.redact(body), { title });
  if (config.summary) await io.appendSummary(textReport(title, body, output.redact));
  await tryUpdateComment(config, github, result, manual, output);
  return ok ? null : output.redact(`${title} (${result.outcome}): ${body}`);
}
async function tryUpdateComment(config, github, result, manual, output) {
  if (!config.comment || config.pullRequest === null || !github) return;
  const pullRequest = config.pullRequest;
  await tryPostRecoverComment(
    () => github.upsertComment(
      pullRequest,
      commentKeyOf(config.settings),
      recoverCommentBody(result, config.settings, manual)
    ),
    output
  );
}
export {
  manualRecoverCommand,
  runActionPost
};
