#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  FileJournalStore,
  isPidAlive,
  localOpenItemsFile,
  readPlanRecord
} from "./chunk-2HDZMETS.js";
import "./chunk-7IEW6U42.js";
import "./chunk-2IDWVCMR.js";
import {
  EXIT,
  StackgateError,
  messageOf
} from "./chunk-YKQQDZE5.js";
import "./chunk-IQWI6KNV.js";

// src/demo/demo.ts
import { existsSync, mkdirSync as mkdirSync2, mkdtempSync, readFileSync as readFileSync2, writeFileSync as writeFileSync2 } from "node:fs";
import os from "node:os";
import path4 from "node:path";

// src/engines/find-binary.ts
import { accessSync, constants } from "node:fs";
import path from "node:path";
function findOnPath(name, envPath = process.env.PATH) {
  const candidates = name.includes("/") ? [name] : (envPath ?? "").split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, name));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
    }
  }
  return null;
}

// src/demo/demo-backend.ts
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path2 from "node:path";
var MAX_BODY = 16 * 1024 * 1024;
function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy(new Error(`request body over ${MAX_BODY} bytes`));
      else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
function parseLock(text) {
  try {
    const value = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    return typeof value.ID === "string" ? value : null;
  } catch {
    return null;
  }
}
async function startDemoBackend(dir, name = "demo") {
  mkdirSync(dir, { recursive: true });
  const stateFile = path2.join(dir, `${name}.tfstate`);
  const lockFile = path2.join(dir, `${name}.lock.json`);
  const logFile = path2.join(dir, "requests.log");
  let state = null;
  let holder = null;
  const setHolder = (next) => {
    holder = next;
    if (next === null) rmSync(lockFile, { force: true });
    else writeFileSync(lockFile, `${JSON.stringify(next, null, 2)}
`);
  };
  const answer = (method, url, body) => {
    const statePath = `/state/${name}`;
    if (url.pathname === `${statePath}/lock`) {
      const info = body.trim() === "" ? null : parseLock(body);
      if (method === "LOCK") {
        if (info === null) return [400, "expected the lock JSON with an ID"];
        if (holder !== null && holder.ID !== info.ID) return [423, JSON.stringify(holder)];
        setHolder(info);
        return [200, ""];
      }
      if (method === "UNLOCK") {
        if (body.trim() !== "" && info === null) return [400, "expected the lock JSON or nothing"];
        if (holder !== null && info !== null && holder.ID !== info.ID)
          return [409, JSON.stringify(holder)];
        setHolder(null);
        return [200, ""];
      }
      return [405, `${method} is not allowed on a lock (LOCK, UNLOCK)`];
    }
    if (url.pathname !== statePath) return [404, `no state here: only ${statePath}`];
    if (method === "GET") return state === null ? [404, ""] : [200, state];
    if (method !== "POST") return [405, `${method} is not allowed on the state (GET, POST)`];
    const id = url.searchParams.get("ID");
    if (holder !== null && id !== holder.ID)
      return [id === null ? 423 : 409, JSON.stringify(holder)];
    state = body;
    writeFileSync(stateFile, body);
    return [200, ""];
  };
  const handle = async (req, res) => {
    const method = (req.method ?? "GET").toUpperCase();
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const body = await readBody(req);
    const [status2, payload] = answer(method, url, body);
    const lockId = parseLock(body)?.ID;
    appendFileSync(
      logFile,
      `${(/* @__PURE__ */ new Date()).toISOString()} ${method} ${url.pathname}${url.search} \u2192 ${status2}${lockId ? ` (lock ${lockId})` : ""}
`
    );
    const json = payload.startsWith("{");
    res.writeHead(status2, {
      "Content-Type": json ? "application/json" : "text/plain",
      "Content-Length": Buffer.byteLength(payload)
    });
    res.end(payload);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(500, { "Content-Type": "text/plain" });
      res.end(messageOf(error));
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = `http://127.0.0.1:${server.address().port}/state/${name}`;
  return {
    addresses: { address, lock_address: `${address}/lock`, unlock_address: `${address}/lock` },
    holder: () => holder === null ? null : { ...holder },
    state: () => state === null ? null : JSON.parse(state),
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    })
  };
}

// src/demo/demo-cli.ts
import { readdirSync, readFileSync } from "node:fs";
import path3 from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
function createDemoCli(runner, interrupts, cliPath, workdir, common) {
  const stopped = () => {
    if (interrupts.received === null) return;
    throw new StackgateError(
      `demo: stopped by ${interrupts.received}; its files are in ${workdir}`,
      interrupts.exitCode ?? EXIT.failed
    );
  };
  const start = (args) => {
    stopped();
    const stdout = [];
    const process_ = runner.start({
      command: process.execPath,
      args: [cliPath, ...args, ...common],
      cwd: workdir,
      detached: true,
      onStdoutLine: (line) => void stdout.push(line)
    });
    const unsubscribe = interrupts.onInterrupt(() => void process_.signal("SIGINT"));
    const result = process_.done.then((done) => {
      unsubscribe();
      stopped();
      if (done.spawnFailed) {
        throw new StackgateError(
          `demo: could not start ${process.execPath} ${cliPath}: ${done.spawnError ?? "unknown error"}`,
          EXIT.failed
        );
      }
      return { exitCode: done.exitCode, signal: done.signal, stdout, tail: done.tail };
    });
    return { process: process_, result };
  };
  return { start, run: (args) => start(args).result };
}
function expectExit(step, expected, what) {
  if (step.exitCode === expected) return step;
  const got = step.signal ? `was killed by ${step.signal}` : `exited ${step.exitCode}`;
  throw new StackgateError(
    `demo: \`stackgate ${what}\` ${got}, expected exit ${expected}. Its output ended with:
${step.tail}`,
    EXIT.failed
  );
}
var POLL_MS = 100;
async function killMidApply(running, workdir, stack, createdBeforeKill, onResource) {
  const journal = FileJournalStore.forStack(workdir, stack);
  let ended = false;
  const ending = running.result.finally(() => ended = true);
  void ending.catch(() => void 0);
  const seen = /* @__PURE__ */ new Map();
  for (; ; ) {
    const state = readQuietly(journal);
    for (const r of state?.resources ?? []) {
      if (seen.get(r.address) === r.status) continue;
      seen.set(r.address, r.status);
      onResource(r);
    }
    const done = state?.resources.filter((r) => r.status === "done").length ?? 0;
    const pids = { stackgate: running.process.pid, engine: state?.enginePid };
    if (state && done >= createdBeforeKill && state.lockId && pids.stackgate && pids.engine) {
      running.process.signal("SIGKILL");
      killGroup(pids.engine);
      await running.result;
      await waitUntilGone([pids.stackgate, pids.engine]);
      const left = readQuietly(journal) ?? state;
      return { journal: left, stackgatePid: pids.stackgate, enginePid: pids.engine };
    }
    if (ended) {
      const step = await ending;
      throw new StackgateError(
        `demo: the apply ended (exit ${step.exitCode}) before ${createdBeforeKill} resources were created, so it could not be stopped in the middle. Its output ended with:
${step.tail}`,
        EXIT.failed
      );
    }
    await sleep(POLL_MS);
  }
}
function readQuietly(journal) {
  try {
    return journal.readState();
  } catch {
    return null;
  }
}
function killGroup(pid) {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
  }
}
async function waitUntilGone(pids) {
  const deadline = Date.now() + 1e4;
  while (pids.some(isPidAlive)) {
    if (Date.now() > deadline) {
      throw new StackgateError(
        `demo: processes ${pids.filter(isPidAlive).join(", ")} still run 10 s after SIGKILL`,
        EXIT.failed
      );
    }
    await sleep(POLL_MS);
  }
}
function readCloud(dir) {
  const cloud = /* @__PURE__ */ new Map();
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return cloud;
  }
  for (const name of names.sort()) {
    const ids = readFileSync(path3.join(dir, name), "utf8").split("\n").filter(Boolean);
    cloud.set(name, ids);
  }
  return cloud;
}

// src/demo/demo-project.ts
var DEMO_RESOURCES = ["network", "database", "queue", "app"];
var DEMO_CLOUD_DIR = "cloud";
var CREATE_SECONDS = 1;
var DEMO_SECRET = "demo-only-not-a-real-password";
function resourceBlock(name, index) {
  const previous = index > 0 ? DEMO_RESOURCES[index - 1] : void 0;
  return `resource "terraform_data" "${name}" {
${previous ? `  depends_on = [terraform_data.${previous}]
` : ""}  provisioner "local-exec" {
    command = "sleep ${CREATE_SECONDS} && echo \${self.id} >> ${DEMO_CLOUD_DIR}/${name}"
  }
}
`;
}
function demoMainTf(backend) {
  return `terraform {
  required_version = ">= 1.4.0"
  backend "http" {
    address        = "${backend.address}"
    lock_address   = "${backend.lock_address}"
    unlock_address = "${backend.unlock_address}"
  }
}

variable "database_password" {
  type      = string
  default   = "${DEMO_SECRET}"
  sensitive = true
}

${DEMO_RESOURCES.map(resourceBlock).join("\n")}
output "database_password" {
  value     = var.database_password
  sensitive = true
}
`;
}

// src/demo/demo.ts
var STACK = "default";
var CREATED_BEFORE_KILL = 2;
function chooseEngine(settings) {
  if (findOnPath(settings.engineBinary))
    return { engine: settings.engine, engineBinary: settings.engineBinary };
  if (settings.engineBinary === "terraform" && findOnPath("tofu"))
    return { engine: "tofu", engineBinary: "tofu" };
  throw new StackgateError(
    `demo needs Terraform or OpenTofu: "${settings.engineBinary}" was not found on PATH${settings.engineBinary === "terraform" ? ' and neither was "tofu"' : ""}. Install Terraform (terraform) or OpenTofu (tofu), or pass --engine-binary with its path.`,
    EXIT.engineUnavailable
  );
}
var indent = (lines, prefix = "  ") => lines.map((line) => `${prefix}${line}
`).join("");
function showComment(story, file) {
  const lines = readFileSync2(file, "utf8").trimEnd().split("\n");
  story.print(
    indent(
      lines.filter((l) => !l.startsWith("<!--")),
      "  \u2502 "
    )
  );
}
function heading(story, n, title, ci) {
  story.print(`
\u2501\u2501 ${n}. ${title}
   (${ci})
`);
}
async function preview(story, name) {
  const comment = path4.join(story.workdir, "comments", `${name}.md`);
  const step = expectExit(
    await story.cli.run(["preview", "--comment-file", comment]),
    0,
    "preview"
  );
  story.print(indent(step.stdout.filter((l) => !l.startsWith("Saved plan:"))));
  return comment;
}
function savedDigest(story) {
  const record = readPlanRecord(path4.join(story.workdir, ".stackgate", `${STACK}.tfplan`));
  if (record === null) throw new StackgateError("demo: preview saved no plan record", EXIT.failed);
  return record.digest;
}
function describeBackend(story) {
  const holder = story.backend.holder();
  const count = story.backend.state()?.resources?.length ?? 0;
  const lock = holder ? `LOCKED (lock ${holder.ID}, held by ${holder.Who ?? "?"})` : "free";
  return `backend: state holds ${count} resource(s); lock ${lock}`;
}
function describeCloud(story) {
  const names = [...readCloud(path4.join(story.workdir, DEMO_CLOUD_DIR)).keys()];
  return `cloud:   ${names.length} resource(s) exist${names.length ? `: ${names.join(", ")}` : ""}`;
}
async function killedApply(story, digest) {
  heading(
    story,
    2,
    `stackgate up --digest ${digest.slice(0, 19)}\u2026`,
    "CI: the merge pipeline applies exactly the reviewed plan, and is stopped mid-apply"
  );
  const running = story.cli.start(["up", "--digest", digest]);
  const killed = await killMidApply(
    running,
    story.workdir,
    STACK,
    CREATED_BEFORE_KILL,
    (r) => story.print(
      `  ${r.address}: ${r.status === "done" ? `created (id ${r.id ?? "?"})` : r.status === "started" ? "creating\u2026" : r.status}
`
    )
  );
  story.print(
    `  \u2716 SIGKILL \u2192 stackgate (pid ${killed.stackgatePid}) and terraform (pid ${killed.enginePid}), with their children:
    no grace, no trap, no cleanup \u2014 what a Bitbucket Stop does to the step's container.
  ${describeCloud(story)}
  ${describeBackend(story)}
  Terraform saves remote state every \u2265 20 s during an apply: what it created since is in no state.
`
  );
}
async function status(story) {
  heading(
    story,
    3,
    "stackgate status",
    "CI or a laptop: what the stopped run left behind; exit 4 = locked"
  );
  const step = expectExit(await story.cli.run(["status"]), EXIT.locked, "status");
  story.print(indent(step.stdout.filter((l) => !l.startsWith("Saved plan:"))));
}
function openItems(story) {
  const file = localOpenItemsFile(story.workdir, STACK);
  if (!existsSync(file)) return [];
  const doc = JSON.parse(readFileSync2(file, "utf8"));
  return doc.items.filter((item) => item.closed === void 0);
}
async function personCloses(story) {
  const items = openItems(story);
  if (items.length === 0) return 0;
  heading(
    story,
    6,
    "a person closes what recover left open",
    "a laptop or a one-off pipeline: look in the cloud console, then `recover --resolve`"
  );
  const cloud = readCloud(path4.join(story.workdir, DEMO_CLOUD_DIR));
  let comment = "";
  for (const item of items) {
    const ids = cloud.get(item.address.replace(/^terraform_data\./, "")) ?? [];
    const id = ids[0];
    story.print(
      `  ${item.address}: the cloud console shows ${id === void 0 ? "no such resource" : `it, id ${id}`}
`
    );
    comment = path4.join(story.workdir, "comments", "6-resolved.md");
    const how = id === void 0 ? ["--absent"] : ["--import", id];
    story.print(`  $ stackgate recover --resolve ${item.address} ${how.join(" ")}
`);
    const step = expectExit(
      await story.cli.run([
        "recover",
        "--resolve",
        item.address,
        ...how,
        "--comment-file",
        comment
      ]),
      EXIT.ok,
      `recover --resolve ${item.address}`
    );
    story.print(
      indent(
        step.stdout.filter((l) => !l.startsWith("Comment:")),
        "    "
      )
    );
  }
  story.print("  The PR comment, updated:\n");
  showComment(story, comment);
  return items.length;
}
async function recover(story) {
  heading(
    story,
    4,
    "stackgate recover",
    "CI: the Bitbucket `final:` step or the Action's post step, which run after a stop"
  );
  const comment = path4.join(story.workdir, "comments", "4-recover.md");
  const ran = await story.cli.run(["recover", "--comment-file", comment]);
  const step = expectExit(ran, ran.exitCode === EXIT.failed ? EXIT.failed : EXIT.ok, "recover");
  story.print(indent(step.stdout.filter((l) => !l.startsWith("Comment:"))));
  story.print(`  ${describeBackend(story)}
`);
  heading(story, 5, "The PR comment after recovery", "CI: the same PR comment, updated in place");
  showComment(story, comment);
}
function verify(story) {
  const problems = [];
  const holder = story.backend.holder();
  if (holder) problems.push(`the backend is still locked (lock ${holder.ID})`);
  const resources = story.backend.state()?.resources ?? [];
  const cloud = readCloud(path4.join(story.workdir, DEMO_CLOUD_DIR));
  for (const name of DEMO_RESOURCES) {
    const inState = resources.find((r) => r.name === name)?.instances?.[0]?.attributes?.id;
    const created = cloud.get(name) ?? [];
    if (inState === void 0) problems.push(`${name} is in no state`);
    if (created.length !== 1)
      problems.push(`${name} was created ${created.length} times (ids: ${created.join(", ")})`);
    else if (inState !== void 0 && inState !== created[0])
      problems.push(`${name}: the state says id ${inState}, the cloud holds ${created[0]}`);
  }
  if (resources.length !== DEMO_RESOURCES.length)
    problems.push(
      `the state holds ${resources.length} resources, expected ${DEMO_RESOURCES.length}`
    );
  if (cloud.size !== DEMO_RESOURCES.length)
    problems.push(`the cloud holds ${cloud.size} resources, expected ${DEMO_RESOURCES.length}`);
  return problems;
}
async function tellStory(story) {
  heading(
    story,
    1,
    "stackgate preview",
    "CI: the pull-request pipeline plans and posts this comment"
  );
  showComment(story, await preview(story, "1-preview"));
  await killedApply(story, savedDigest(story));
  await status(story);
  await recover(story);
  const closed = await personCloses(story);
  const next = closed > 0 ? 7 : 6;
  heading(
    story,
    next,
    "the re-run: stackgate preview, then up --digest",
    "CI: the pipeline runs again; only what the killed run never created is left"
  );
  await preview(story, "6-preview");
  const up = expectExit(await story.cli.run(["up", "--digest", savedDigest(story)]), 0, "up");
  story.print(
    indent(up.stdout.filter((l) => l.startsWith("Applied:") || l.startsWith("Outcome:")))
  );
  story.print(`  ${describeCloud(story)}
`);
  heading(story, next + 1, "stackgate preview", "CI: nothing left to change");
  showComment(story, await preview(story, "7-preview"));
  const problems = verify(story);
  const open = openItems(story);
  if (open.length > 0)
    problems.push(`open items are not closed: ${open.map((i) => i.address).join(", ")}`);
  if (problems.length > 0) {
    story.print(`
demo FAILED its own check:
${indent(problems, "  \u2716 ")}`);
    return EXIT.failed;
  }
  story.print(
    `
\u2714 ${describeBackend(story)}
\u2714 ${describeCloud(story)}, each once, with the ids the state records
demo finished: a run killed mid-apply, recovered${closed > 0 ? ` (${closed} item(s) recover could not decide closed by a person)` : ""} and converged. Files are in ${story.workdir}
`
  );
  return EXIT.ok;
}
async function runDemo(settings, deps, print, cliPath = process.argv[1]) {
  const engine = chooseEngine(settings);
  if (cliPath === void 0 || !existsSync(cliPath)) {
    throw new StackgateError(
      `demo runs each step with the stackgate CLI, but its script "${cliPath ?? ""}" does not exist. Run it as \`node dist/cli.js demo\` after \`npm run build\`.`,
      EXIT.usage
    );
  }
  const workdir = mkdtempSync(path4.join(os.tmpdir(), "stackgate-demo-"));
  mkdirSync2(path4.join(workdir, DEMO_CLOUD_DIR));
  const backend = await startDemoBackend(path4.join(workdir, "backend"));
  try {
    writeFileSync2(path4.join(workdir, "main.tf"), demoMainTf(backend.addresses));
    const common = ["-C", workdir, "--stack", STACK, "--project", "stackgate-demo"];
    common.push("--engine", engine.engine, "--engine-binary", engine.engineBinary);
    const cli = createDemoCli(deps.runner, deps.interrupts, cliPath, workdir, common);
    print(
      `stackgate demo \u2014 a pipeline stopped hard in the middle of an apply leaves no stranded lock
and no lost resource. Project (${DEMO_RESOURCES.length} slow resources, ${engine.engine}) in ${workdir}
State: Terraform's http backend, served by this demo at ${backend.addresses.address}
Cloud: ${path4.join(workdir, DEMO_CLOUD_DIR)} \u2014 a resource exists once its file is there
`
    );
    return { exitCode: await tellStory({ cli, backend, workdir, print }), workdir };
  } finally {
    await backend.close();
  }
}
export {
  runDemo
};
