#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  BitbucketClient,
  createBitbucketGate,
  inPipeTerms,
  missingForApi,
  pipeCwd,
  readPipeConfig,
  recoverCommentBody,
  runCommentBody,
  variableName,
  writeOutputs
} from "./chunk-M7UYUTLB.js";
import "./chunk-5H4VQPQI.js";
import "./chunk-KSFHWS46.js";
import "./chunk-HKHUF3LO.js";
import {
  createStreamOutput,
  failedOutcome,
  gateBinding,
  isRecoverResult,
  runCi
} from "./chunk-ZUSFGAFM.js";
import {
  postingWithIndex,
  tryPostRecoverComment,
  withRowFor
} from "./chunk-MCOSN65L.js";
import "./chunk-LWKY2LRY.js";
import {
  readPlanRecord,
  suggestCommand
} from "./chunk-QHFFTETV.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-WOF6FS65.js";
import {
  commentKeyOf,
  createRedactor
} from "./chunk-L6ZRR6VT.js";
import "./chunk-R5FNSTQJ.js";
import "./chunk-P3DPG6WC.js";
import "./chunk-WAA6DC42.js";
import {
  EXIT,
  StackgateError,
  bitbucket,
  messageOf
} from "./chunk-ZQX7P6QH.js";
import "./chunk-IQWI6KNV.js";

// src/pipe/prepare.ts
function preparePipeCommand(run, command, trap) {
  if (command === "recover" || command === "unlock") {
    if (!run.bitbucket || !run.config.bitbucket.auth) {
      run.output.warn(
        "no Bitbucket credentials (BITBUCKET_ACCESS_TOKEN) or workspace/repository: whether the run that left a lock is over cannot be asked of the pipelines API, so a lock from another step is kept unless other evidence shows its owner is dead."
      );
    }
    return null;
  }
  if (command !== "preview" && command !== "up") return null;
  assertCommentUsable(run);
  if (command === "preview") return null;
  prepareUp(run);
  return gateHook(run, trap);
}
function requireApi(run, why, alternative) {
  const missing = missingForApi(run.config);
  if (missing !== null || !run.bitbucket) {
    throw new StackgateError(
      `${why}, but ${missing ?? "the Bitbucket API"} ${missing?.includes(",") ? "are" : "is"} not set. Set it as a pipe variable, ${alternative}. Nothing was changed.`,
      EXIT.usage
    );
  }
  return run.bitbucket;
}
function assertCommentUsable(run) {
  const { config } = run;
  if (!config.comment || config.pullRequest === null) return;
  requireApi(
    run,
    `COMMENT is true on pull request #${config.pullRequest}, which needs the Bitbucket API to post the plan`,
    "or set COMMENT: 'false'"
  );
}
function prepareUp(run) {
  const { config } = run;
  const { settings } = config;
  const mode = config.approval.mode;
  if (mode === "pr-review" || mode === "comment") {
    requireApi(
      run,
      `APPROVAL is ${mode}, which reads the pull request through the Bitbucket API`,
      "or use APPROVAL: manual-step"
    );
    if (config.pullRequest === null) {
      throw new StackgateError(
        `APPROVAL is ${mode}, which needs a pull request, but BITBUCKET_PR_ID is not set (this is not a pull-requests pipeline). Run the step in a pull-requests pipeline, set variable PULL_REQUEST, or use APPROVAL: manual-step. Nothing was applied.`,
        EXIT.usage
      );
    }
  }
  if (mode === "manual-step" && settings.expectDigest === void 0) {
    const record = readPlanRecord(settings.planFile);
    if (!record) {
      throw new StackgateError(
        `APPROVAL is manual-step, which applies only the saved plan artifact the preview step published, but there is no plan at ${settings.planFile}. List the plan and its record (e.g. infra/.stackgate/*.tfplan and infra/.stackgate/*.tfplan.stackgate.json) as the preview step's artifacts, so that the manual step gets them, or set variable DIGEST and PLAN_PATH. Nothing was applied.`,
        EXIT.approvalRequired
      );
    }
    settings.expectDigest = record.digest;
    run.output.info(`approval: manual-step binds this step to the saved plan ${record.digest}`);
  }
}
function gateHook(run, trap) {
  const { config, output } = run;
  const { settings } = config;
  const api = config.bitbucket.auth ? run.bitbucket : null;
  const post = api ? postRunComment(api, settings, run.cwd, config.index) : null;
  return createBitbucketGate(
    {
      policy: config.approval,
      pullRequest: config.pullRequest,
      ...gateBinding(settings, commentKeyOf(settings, run.cwd), output),
      api
    },
    {
      publish: async (status) => {
        if (post && config.pullRequest !== null) await post(config.pullRequest, status);
      },
      interrupts: trap
    }
  );
}
function postRunComment(bitbucket2, settings, cwd, index) {
  return (pullRequest, result) => bitbucket2.upsertComment(
    pullRequest,
    commentKeyOf(settings, cwd),
    (existing) => withRowFor(
      runCommentBody(result, settings, cwd, existing),
      index,
      result,
      settings,
      bitbucket.flavor
    )
  );
}
function bitbucketIndexTarget(bitbucket2, pullRequest, limit) {
  return {
    store: {
      listOwn: async () => {
        const own = await bitbucket2.ownComments(pullRequest);
        if (own === null) {
          throw new StackgateError(
            "the token cannot read which user it comments as (GET /user): set variable COMMENT_AUTHOR, so that only the token's own comments make the index.",
            EXIT.usage
          );
        }
        return own.map((c) => ({ id: c.id, body: c.raw, url: c.url }));
      },
      write: (id, body) => bitbucket2.writeComment(pullRequest, id, body),
      tryRemove: (id) => bitbucket2.tryDeleteComment(pullRequest, id),
      stored: (body) => bitbucket2.storedBody(body)
    },
    head: async () => (await bitbucket2.getPullRequest(pullRequest)).headSha,
    pullRequest,
    flavor: bitbucket.flavor,
    limit
  };
}

// src/pipe/host.ts
function createBitbucketHost(io) {
  const cwd = pipeCwd(io.env, io.cwd);
  return {
    readConfig: () => readPipeConfig(io.env, cwd),
    fail(failure) {
      printFailure(io.stdout, failure, (text) => text);
      tryWriteOutputs(
        io.env.BITBUCKET_PIPE_STORAGE_DIR,
        { STACKGATE_OUTCOME: "failed", STACKGATE_EXIT_CODE: String(failure.exitCode) },
        io.stdout
      );
    },
    start: (config) => startJob(io, cwd, config)
  };
}
function startJob(io, cwd, config) {
  const { settings } = config;
  const token = config.bitbucket.auth?.token;
  const redact = createRedactor([.../* @__PURE__ */ new Set([...settings.secrets, ...token ? [token] : []])]);
  const output = { ...createStreamOutput(io.stdout, redact), redact };
  const apiCalls = new AbortController();
  const bitbucket2 = createBitbucket(config, output, apiCalls.signal);
  const run = { config, cwd, output, bitbucket: bitbucket2 };
  const outputs = {};
  const setOutputs = (values) => {
    for (const [name, value] of Object.entries(values)) outputs[variableName(name)] = value;
  };
  return {
    config,
    output,
    env: io.env,
    terms: { command: "variable COMMAND", commands: "a pipe command" },
    earlySignal: () => io.earlySignal?.() ?? null,
    liveness: bitbucket2,
    postRunComment: bitbucket2 ? postingWithIndex(
      postRunComment(bitbucket2, settings, cwd, config.index),
      config.index,
      settings,
      output,
      (pullRequest) => bitbucketIndexTarget(bitbucket2, pullRequest, config.commentLimit)
    ) : null,
    abortApiCalls: () => apiCalls.abort(),
    prepare: (command, trap) => Promise.resolve(preparePipeCommand(run, command, trap)),
    show: (text) => output.info(text.trimEnd()),
    // The report is in the log (the runner prints it); the step exits with drift's code.
    driftReporters: (planned) => pipeDriftReporters(config.settings, planned, io.env, cwd, output, bitbucket2),
    setOutputs,
    async report(result) {
      if (!isRecoverResult(result)) return;
      const url = await reportRecover(run, result);
      if (url !== null) setOutputs({ "comment-url": url });
    },
    conclude(result) {
      if (isRecoverResult(result)) {
        if (result.exitCode !== EXIT.ok) {
          output.info(`\u2716 stackgate ${settings.command}: ${result.outcome}`);
        }
      } else if (result.exitCode !== EXIT.ok) {
        output.info(
          `\u2716 stackgate ${result.command}: ${result.outcome}${result.message ? `: ${result.message}` : ""}`
        );
      } else {
        output.info(`\u2714 stackgate ${result.command}: ${result.outcome}`);
      }
    },
    fail(failure) {
      if (failure.signalExit === null) printFailure(io.stdout, failure, redact);
      outputs.STACKGATE_OUTCOME = failure.signalExit !== null ? "interrupted" : failedOutcome(failure);
      outputs.STACKGATE_EXIT_CODE = String(failure.signalExit ?? failure.exitCode);
    },
    finish: () => tryWriteOutputs(config.storageDir, outputs, io.stdout)
  };
}
async function pipeDriftReporters(settings, planned, env, cwd, output, bitbucket2) {
  if (settings.driftReport === "none") return [];
  const log = (line) => output.info(line);
  const { createDriftIssueReporters, runRefText } = await import("./drift-issues-MTDLDIDC.js");
  if (settings.driftReport !== "code-insights")
    return createDriftIssueReporters(settings, planned, env, cwd, log);
  const commit = settings.run.commit;
  if (bitbucket2 === null || !commit) {
    throw new StackgateError(
      `DRIFT_REPORT code-insights needs the pipeline's repository and commit (BITBUCKET_WORKSPACE, BITBUCKET_REPO_SLUG, BITBUCKET_COMMIT; got ${JSON.stringify(`${env.BITBUCKET_WORKSPACE ?? ""}/${env.BITBUCKET_REPO_SLUG ?? ""}@${commit ?? ""}`)}): run the pipe in a Bitbucket pipeline, or drop DRIFT_REPORT.`,
      EXIT.usage
    );
  }
  const { createInsightsReporter } = await import("./insights-V32OOZ63.js");
  return [createInsightsReporter(bitbucket2, commit, runRefText(settings), log)];
}
function printFailure(out, failure, redact) {
  const text = failure.known ? inPipeTerms(failure.text) : failure.text;
  out.write(`${redact(`\u2716 stackgate: ${text}`)}
`);
}
function tryWriteOutputs(dir, outputs, out) {
  if (!dir || Object.keys(outputs).length === 0) return;
  try {
    writeOutputs(dir, outputs);
  } catch (error) {
    out.write(`warning: could not write the output variables to ${dir}: ${messageOf(error)}
`);
  }
}
function createBitbucket(config, output, signal) {
  const b = config.bitbucket;
  if (!b.workspace || !b.repo) return null;
  return new BitbucketClient({
    apiUrl: b.apiUrl,
    workspace: b.workspace,
    repo: b.repo,
    auth: b.auth,
    redact: output.redact,
    signal,
    ...b.commentAuthor ? { commentAuthor: b.commentAuthor } : {},
    self: {
      ...b.pipelineUuid ? { pipelineUuid: b.pipelineUuid } : {},
      ...b.stepUuid ? { stepUuid: b.stepUuid } : {}
    },
    log: (message) => {
      if (message.startsWith("warning: ")) output.warn(message.slice(9));
      else if (config.debug || message.startsWith("Bitbucket")) output.info(message);
    }
  });
}
function manualRecoverCommand(settings, cwd) {
  return `${suggestCommand(settings, "recover")} (or re-run the final step: pipe COMMAND: recover; from ${cwd})`;
}
async function reportRecover(run, result) {
  const { config, output, bitbucket: bitbucket2 } = run;
  if (result.outcome === "clean" || result.command !== "recover") return null;
  if (!config.comment || config.pullRequest === null) return null;
  if (!bitbucket2 || !config.bitbucket.auth) {
    output.warn(
      `could not update the comment on pull request #${config.pullRequest}: no Bitbucket credentials (BITBUCKET_ACCESS_TOKEN).`
    );
    return null;
  }
  const pullRequest = config.pullRequest;
  const manual = manualRecoverCommand(config.settings, run.cwd);
  return tryPostRecoverComment(
    () => bitbucket2.upsertComment(
      pullRequest,
      commentKeyOf(config.settings, run.cwd),
      recoverCommentBody(result, config.settings, run.cwd, manual)
    ),
    output
  );
}

// src/pipe/main.ts
async function runPipe(io) {
  if (io.env.COMMAND?.trim() === "stacks") {
    const { runPipeStacks } = await import("./stacks-NQUB55TH.js");
    return runPipeStacks(io);
  }
  return runCi(createBitbucketHost(io));
}
export {
  runPipe
};
