#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  JournalError,
  assertJournalFor,
  completeEntry,
  foldJournal,
  isSameWorkdir,
  isTerminal,
  parseJournal,
  safeFileName,
  timeForFileName
} from "./chunk-JKLIDN3Q.js";
import {
  EXIT,
  StackgateError
} from "./chunk-KVWGJ5LG.js";

// src/locks/liveness.ts
import { readFileSync } from "node:fs";
function isPidAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== "EPERM") return false;
  }
  return !isZombie(pid);
}
function isZombie(pid) {
  try {
    const stat2 = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat2.slice(stat2.lastIndexOf(")") + 2, stat2.lastIndexOf(")") + 3) === "Z";
  } catch {
    return false;
  }
}
var UNKNOWN_RUN_LIVENESS = {
  runState: () => Promise.resolve("unknown")
};
function isEngineProcess(pid, binary, readCmdline = readProcCmdline) {
  const cmdline = readCmdline(pid);
  if (cmdline === null) return false;
  const name = binary.split("/").pop() ?? binary;
  return cmdline.split("\0").slice(0, 2).some((arg) => (arg.split("/").pop() ?? "") === name);
}
function readProcCmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return null;
  }
}

// src/files/runtime-dir.ts
import { execFileSync } from "node:child_process";
import {
  constants,
  existsSync,
  lstatSync,
  openSync,
  readlinkSync,
  realpathSync
} from "node:fs";
import path from "node:path";
var RUNTIME_DIR = ".stackgate";
function runtimeDirOf(workdir) {
  return path.join(workdir, RUNTIME_DIR);
}
function lstatOrNull(file) {
  return lstatSync(file, { throwIfNoEntry: false }) ?? null;
}
function describeLink(link) {
  let target = "?";
  try {
    target = readlinkSync(link);
  } catch {
  }
  const resolved = path.resolve(path.dirname(link), target);
  const dangling = existsSync(resolved) ? "" : ", which does not exist (a dangling symlink)";
  return `${link} is a symbolic link to ${JSON.stringify(target)}${dangling}`;
}
function refuseLink(link) {
  throw new StackgateError(
    `${describeLink(link)}. stackgate keeps its run journal and plans in the workdir's ${RUNTIME_DIR}/ and never writes or reads them through a symlink (a committed link could point them outside the checkout). Remove the link (git rm it if it is committed); stackgate creates the directory itself.`,
    EXIT.failed
  );
}
function trackedPaths(dir, workdir) {
  let out;
  try {
    out = execFileSync("git", ["ls-files", "-z", "--", path.relative(workdir, dir) || "."], {
      cwd: workdir,
      encoding: "utf8",
      timeout: 15e3,
      stdio: ["ignore", "pipe", "ignore"],
      env: { ...process.env, GIT_OPTIONAL_LOCKS: "0" }
    });
  } catch {
    return [];
  }
  return out.split("\0").filter((p) => p !== "");
}
function assertRuntimeDir(workdir) {
  const dir = runtimeDirOf(workdir);
  for (const part of [dir, path.join(dir, "journal")]) {
    const stat2 = lstatOrNull(part);
    if (stat2 === null) break;
    if (stat2.isSymbolicLink()) refuseLink(part);
  }
  if (lstatOrNull(dir) !== null) {
    const real = realpathSync(dir);
    const root = realpathSync(workdir);
    if (real !== path.join(root, RUNTIME_DIR)) {
      throw new StackgateError(
        `${dir} resolves to ${real}, outside the workdir ${root}. stackgate refuses to keep its journal and plans there.`,
        EXIT.failed
      );
    }
  }
  const tracked = trackedPaths(dir, workdir);
  if (tracked.length > 0) {
    const shown = tracked.slice(0, 3).map((p) => JSON.stringify(p)).join(", ");
    throw new StackgateError(
      `${dir} is tracked by git (${shown}${tracked.length > 3 ? `, and ${tracked.length - 3} more` : ""}). ${RUNTIME_DIR}/ holds runtime data only \u2014 run journals and plans \u2014 and stackgate never reads them from the repository: a committed journal could name someone else's live lock as stackgate's. Remove it from the repository (git rm -r --cached ${JSON.stringify(path.relative(workdir, dir) || RUNTIME_DIR)}) and add ${RUNTIME_DIR}/ to .gitignore.`,
      EXIT.failed
    );
  }
}
function assertNotSymlink(file) {
  if (lstatOrNull(file)?.isSymbolicLink()) refuseLink(file);
}
function openAppendNoFollow(file) {
  return openSync(
    file,
    constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW,
    420
  );
}

// src/journal/file-store.ts
import {
  closeSync,
  existsSync as existsSync2,
  mkdirSync,
  readdirSync,
  readFileSync as readFileSync2,
  renameSync,
  rmSync,
  truncateSync,
  writeFileSync,
  writeSync
} from "node:fs";
import {
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat
} from "node:fs/promises";
import { basename, dirname, join } from "node:path";
var EXTENSION = ".ndjson";
var SEALED_STATE = ".errored-state.sealed";
var ROTATED_TIME = String.raw`\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(?:\.\d+)?Z(?:-\d+)?`;
function defaultJournalFile(workdir, stack) {
  return join(runtimeDirOf(workdir), "journal", `${safeFileName(stack)}${EXTENSION}`);
}
function isMissing(error) {
  return error instanceof Error && error.code === "ENOENT";
}
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function rotatedName(dir, base, startedAt, exists) {
  const time = timeForFileName(startedAt);
  for (let n = 0; ; n++) {
    const candidate = join(dir, `${base}.${time}${n === 0 ? "" : `-${n}`}${EXTENSION}`);
    if (!exists(candidate)) return candidate;
  }
}
function describeRun(header) {
  return `run ${JSON.stringify(header.runId)}${header.runUrl === void 0 ? "" : ` (${header.runUrl})`}, started ${header.startedAt} by ${header.user}@${header.host} pid ${header.pid} (${JSON.stringify(header.command)})`;
}
var FileJournalStore = class _FileJournalStore {
  file;
  keepRotated;
  tailChecked = false;
  repairWarnings = [];
  lastReadWarnings = [];
  workdir;
  placeChecked = false;
  constructor(file, options = {}) {
    this.file = file;
    this.keepRotated = options.keepRotated ?? 10;
    this.workdir = options.workdir;
  }
  static forStack(workdir, stack, options) {
    return new _FileJournalStore(defaultJournalFile(workdir, stack), { ...options, workdir });
  }
  /**
   * The journal is runtime data: never read from a file git tracks, never read or written
   * through a symlink. Checked once per store, before the first read or write; the file itself
   * again at every read (appends open it with O_NOFOLLOW).
   */
  checkPlace() {
    if (!this.placeChecked && this.workdir !== void 0) assertRuntimeDir(this.workdir);
    this.placeChecked = true;
    assertNotSymlink(this.file);
  }
  /** Warnings from the last read and from repairs (a truncated tail cut off before appending). */
  get warnings() {
    return [...this.repairWarnings, ...this.lastReadWarnings];
  }
  exists() {
    return existsSync2(this.file);
  }
  /**
   * Appends one entry as one line, synchronously (safe inside a signal handler). Before the
   * first append of this process, a partial last line left by a killed writer is cut off, so
   * the new line does not glue onto it.
   */
  appendSync(entry) {
    if (!this.tailChecked) {
      this.checkPlace();
      this.tailChecked = true;
      mkdirSync(dirname(this.file), { recursive: true });
      this.cutPartialTail();
    }
    const fd = openAppendNoFollow(this.file);
    try {
      writeSync(fd, `${JSON.stringify(entry)}
`);
    } finally {
      closeSync(fd);
    }
  }
  /** All entries of the run in the file ([] when there is no file). Throws JournalError. */
  read() {
    this.checkPlace();
    let text;
    try {
      text = readFileSync2(this.file, "utf8");
    } catch (error) {
      if (isMissing(error)) {
        this.lastReadWarnings = [];
        return [];
      }
      throw new JournalError(
        `Cannot read the stackgate journal ${this.file}: ${error.message}. Check its permissions.`,
        "unreadable",
        { cause: error }
      );
    }
    const parsed = parseJournal(text, this.file);
    this.lastReadWarnings = parsed.warnings;
    return parsed.entries;
  }
  /** The folded state of the run in the file, or null when there is none. */
  readState() {
    const entries = this.read();
    if (entries.length === 0) return null;
    return foldJournal(entries, { source: this.file, warnings: this.lastReadWarnings });
  }
  /**
   * Starts a new run: refuses (JournalError "not-terminal") while the previous run in this
   * file is unfinished, rotates a finished one aside, then writes the start entry.
   */
  startRun(header, at) {
    const entry = completeEntry({ type: "start", header, ...at === void 0 ? {} : { at } });
    this.setAsideFinishedRun(header);
    this.appendSync(entry);
    return entry;
  }
  /**
   * Replaces the local file with a run read back from elsewhere (e.g. a durable copy, on a
   * machine that never had the local file). Same refusal and rotation rules as `startRun`.
   */
  restore(entries) {
    const state = foldJournal(entries, { source: "the restored journal" });
    this.checkPlace();
    this.setAsideFinishedRun(state.header);
    mkdirSync(dirname(this.file), { recursive: true });
    const temp = `${this.file}.tmp-${process.pid}`;
    rmSync(temp, { force: true });
    writeFileSync(temp, entries.map((e) => `${JSON.stringify(e)}
`).join(""), { flag: "wx" });
    renameSync(temp, this.file);
    this.tailChecked = true;
  }
  setAsideFinishedRun(next) {
    const entries = this.read();
    if (entries.length === 0) {
      if (this.exists()) {
        this.repairWarnings.push(...this.lastReadWarnings);
        rmSync(this.file, { force: true });
      }
      return;
    }
    const state = foldJournal(entries, { source: this.file, warnings: this.lastReadWarnings });
    if (!isTerminal(state)) {
      let foreign = "";
      try {
        assertJournalFor(state, next, "It");
      } catch (error) {
        foreign = ` ${error.message}`;
      }
      throw new JournalError(
        `The previous run of stack ${JSON.stringify(state.header.stack)} did not finish: ${describeRun(state.header)} is in phase "${state.phase}" (last entry ${state.updatedAt}, journal ${this.file}).${foreign} Run \`stackgate recover\` first: it repairs what that run left behind and closes its journal. A new run will not start over an unfinished one.`,
        "not-terminal"
      );
    }
    const dir = dirname(this.file);
    const base = basename(this.file, EXTENSION);
    renameSync(this.file, rotatedName(dir, base, state.header.startedAt, existsSync2));
    this.prune(dir, base);
  }
  /** Keeps the newest `keepRotated` finished runs; best effort. */
  prune(dir, base) {
    try {
      const pattern = new RegExp(
        `^${escapeRegExp(base)}\\.${ROTATED_TIME}${escapeRegExp(EXTENSION)}$`
      );
      const rotated = readdirSync(dir).filter((name) => pattern.test(name)).sort();
      for (const old of rotated.slice(0, Math.max(0, rotated.length - this.keepRotated))) {
        rmSync(join(dir, old), { force: true });
      }
    } catch {
    }
  }
  cutPartialTail() {
    let content;
    try {
      content = readFileSync2(this.file);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    if (content.length === 0 || content[content.length - 1] === 10) return;
    const keep = content.lastIndexOf(10) + 1;
    const cut = content.subarray(keep).toString("utf8");
    truncateSync(this.file, keep);
    this.repairWarnings.push(
      `${this.file}: cut off a partial last line (${cut.length} characters, ${JSON.stringify(cut.slice(0, 80))}) left by a writer that was killed mid-write, before appending.`
    );
  }
};
var DirJournalStore = class {
  constructor(dir) {
    this.dir = dir;
    this.location = dir;
  }
  dir;
  location;
  header = null;
  handle = null;
  fileFor(key) {
    return join(this.dir, safeFileName(key.project), `${safeFileName(key.stack)}${EXTENSION}`);
  }
  attach(header) {
    if (this.header?.runId !== header.runId) void this.closeHandle();
    this.header = header;
  }
  async append(entry) {
    if (entry.type === "start") {
      await this.closeHandle();
      this.header = entry.header;
      const file = this.fileFor(entry.header);
      await mkdir(dirname(file), { recursive: true });
      await this.rotate(file);
      this.handle = await open(file, "a");
      await syncDir(dirname(file));
    } else if (this.handle === null) {
      if (this.header === null) {
        throw new Error(
          `no run to append a ${entry.type} entry to: the first entry must be the start entry (or attach to a run)`
        );
      }
      const file = this.fileFor(this.header);
      if (!await holdsRun(file, this.header.runId)) {
        await this.append({ type: "start", at: this.header.startedAt, header: this.header });
      } else {
        this.handle = await open(file, "a");
      }
    }
    const handle = this.handle;
    if (handle === null) throw new Error("journal file is not open");
    await handle.appendFile(`${JSON.stringify(entry)}
`);
    await handle.datasync();
  }
  async readLatestRun(key) {
    const run = await newestRunIn(this.fileFor(key));
    const start = run[0];
    if (start?.type !== "start") return [];
    const { project, stack, workdir } = start.header;
    const same = project === key.project && stack === key.stack && isSameWorkdir(workdir, key);
    return same ? run : [];
  }
  async close() {
    await this.closeHandle();
  }
  /** `<dir>/<project>/<stack>.errored-state.sealed`, written whole and fsynced. */
  sealedStateFile(key) {
    return join(this.dir, safeFileName(key.project), `${safeFileName(key.stack)}${SEALED_STATE}`);
  }
  async keepSealedState(key, sealed) {
    const file = this.sealedStateFile(key);
    await mkdir(dirname(file), { recursive: true });
    const temp = `${file}.tmp-${process.pid}`;
    const handle = await open(temp, "w", 384);
    try {
      await handle.writeFile(sealed);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
    await syncDir(dirname(file));
  }
  async readSealedState(key) {
    try {
      return await readFile(this.sealedStateFile(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
  async dropSealedState(key) {
    await rm(this.sealedStateFile(key), { force: true });
    await syncDir(dirname(this.sealedStateFile(key)));
  }
  async closeHandle() {
    const handle = this.handle;
    this.handle = null;
    await handle?.close();
  }
  /** Moves the previous run's file aside, named by its start time (best effort for the name). */
  async rotate(file) {
    let startedAt;
    try {
      const text = await readFile(file, "utf8");
      if (text === "") return;
      startedAt = startedAtOf(text) ?? (await stat(file)).mtime.toISOString();
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    const taken = new Set(await readdir(dirname(file)));
    const target = rotatedName(
      dirname(file),
      basename(file, EXTENSION),
      startedAt,
      (p) => taken.has(basename(p))
    );
    await rename(file, target);
  }
};
function startedAtOf(text) {
  try {
    const end = text.indexOf("\n");
    const first = JSON.parse(end < 0 ? text : text.slice(0, end));
    const header = first?.header;
    return typeof header?.startedAt === "string" ? header.startedAt : void 0;
  } catch {
    return void 0;
  }
}
async function syncDir(dir) {
  let handle;
  try {
    handle = await open(dir, "r");
    await handle.sync();
  } catch {
  } finally {
    await handle?.close();
  }
}
async function newestRunIn(file) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const { entries } = parseJournal(text, file);
  const lastStart = entries.findLastIndex((entry) => entry.type === "start");
  return lastStart < 0 ? [] : entries.slice(lastStart);
}
async function holdsRun(file, runId) {
  try {
    const start = (await newestRunIn(file))[0];
    return start?.type === "start" && start.header.runId === runId;
  } catch {
    return false;
  }
}

export {
  runtimeDirOf,
  assertRuntimeDir,
  defaultJournalFile,
  FileJournalStore,
  DirJournalStore,
  isPidAlive,
  UNKNOWN_RUN_LIVENESS,
  isEngineProcess
};
