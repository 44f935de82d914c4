/**
 * A durable journal copy in the s3 backend's own bucket, beside the state, reached with the
 * same credentials and endpoint (as pg-store.ts keeps it in the pg backend's database):
 * one NDJSON object per run (one per record key, entries.ts `recordKey`) at
 *
 *   <state key>.stackgate/journal/<started at>_<run id>_<attempt>_<job>_<index>_<host>_<pid>.ndjson
 *
 * and, while the run's record is open, an empty marker of the same name under
 * `<state key>.stackgate/open-runs/`: written before the run's first entry, deleted after the
 * entry that closes it (`done`, `recovered`), so every unfinished run is found by one listing
 * without reading every run the stack ever had. (Objects written before the record key are
 * named `<started at>_<run id>.ndjson` and have no marker: the newest of them is still read.)
 *
 * rewritten whole on every write (S3 has no append; the Journal writes a store's entries in
 * order, one write at a time, the entries queued meanwhile together through `appendMany`, so
 * the object always holds a prefix of the run), and only over the version this store last
 * read or wrote (`If-Match`; `If-None-Match: *` for a new run): a second writer of the same run
 * (two recoveries of it at once) keeps its entries, the later writer's go after them. A store
 * that takes no conditional write (501) gets plain writes. Object names sort by
 * the run's start time, so the newest run of the stack is the last one listed whose start
 * entry names the same project, stack and workdir. A fresh container (a Bitbucket `final:`
 * step, the next run's pre-flight) reads it back without any shared disk.
 */
import type { S3Client } from "@aws-sdk/client-s3";

import type { S3BackendSettings } from "../backends/s3-backend.js";
import {
  awsFailure,
  createS3Client,
  getObjectBytes,
  getObjectVersion,
  isConditionLost,
  isConditionUnsupported,
  loadS3Sdk,
} from "../backends/s3-clients.js";

import {
  checkStoredEntry,
  closesRecord,
  isRecordClosed,
  type JournalEntry,
  type JournalHeader,
  type JournalKey,
} from "./entries.js";
import { type DurableStore } from "./store.js";
/** The folder (key prefix) of the stack's journal objects in the bucket. */
function s3JournalPrefix(settings: S3BackendSettings): string {
  return `${settings.stateKey}.stackgate/journal/`;
}

/** The stack's sealed errored state (journal/sealed-state.ts) beside its journal objects. */
function sealedStateKey(settings: S3BackendSettings): string {
  return `${settings.stateKey}.stackgate/errored-state.sealed`;
}

/** The markers of the stack's open records (one empty object per unfinished run). */
function s3OpenPrefix(settings: S3BackendSettings): string {
  return `${settings.stateKey}.stackgate/open-runs/`;
}

const safe = (text: string): string => text.replace(/[^A-Za-z0-9._-]/g, "-");

function objectName(header: JournalHeader): string {
  const parts = [header.attempt, header.job, header.index, header.host, String(header.pid)];
  return `${safe(header.startedAt)}_${safe(header.runId)}_${parts.map((p) => safe(p ?? "")).join("_")}.ndjson`;
}

/** The name a run's object had before the record key (still continued, never started). */
function legacyObjectName(header: JournalHeader): string {
  return `${safe(header.startedAt)}_${safe(header.runId)}.ndjson`;
}

/**
 * Replaces an object whole (S3 has no append) through the client `client()` resolves, asked for
 * inside the write: a client that cannot be made fails as the write does, naming `what` and where.
 */
export async function putWholeObject(
  client: () => Promise<S3Client>,
  bucket: string,
  object: { key: string; body: string | Buffer; contentType: string },
  what: string,
  location: string,
): Promise<void> {
  const sdk = await loadS3Sdk();
  try {
    await (
      await client()
    ).send(
      new sdk.PutObjectCommand({
        Bucket: bucket,
        Key: object.key,
        Body: object.body,
        // Given, not left to the SDK: for an empty body (an open-run marker) it sends none and
        // prints "Are you using a Stream of unknown length…" into the run's log.
        ContentLength: Buffer.byteLength(object.body),
        ContentType: object.contentType,
      }),
    );
  } catch (error) {
    throw awsFailure(what, location, error);
  }
}

/**
 * The version of an object a write may replace: none yet (`If-None-Match: *`), the one with
 * this ETag (`If-Match`), or any (a store that takes no conditional write).
 */
type Over = "absent" | { etag: string } | "anything";

/** How often a run's write is tried when other writers of the same run keep winning. */
const RUN_WRITE_ATTEMPTS = 8;

function overOf(stored: { etag: string | undefined } | null): Over {
  if (stored === null) return "absent";
  return stored.etag === undefined ? "anything" : { etag: stored.etag };
}

export class S3JournalStore implements DurableStore {
  readonly location: string;
  private client: Promise<S3Client> | null = null;
  private header: JournalHeader | null = null;
  /** The run's lines as this store last wrote them (null: not read back yet after attach). */
  private lines: string[] | null = null;
  /** The run's object name (under the journal prefix) once known. */
  private name: string | null = null;
  /** The version of the run's object the next write may replace. */
  private over: Over = "absent";

  constructor(private readonly settings: S3BackendSettings) {
    this.location = `s3://${settings.bucket}/${s3JournalPrefix(settings)}`;
  }

  attach(header: JournalHeader): void {
    this.header = header;
    this.lines = null;
    this.name = null;
  }

  append(entry: JournalEntry): Promise<void> {
    return this.appendMany([entry]);
  }

  async appendMany(entries: readonly JournalEntry[]): Promise<void> {
    let opened = false;
    const added: string[] = [];
    for (const entry of entries) {
      if (entry.type === "start") {
        this.header = entry.header;
        this.lines = [];
        this.name = objectName(entry.header);
        this.over = "absent";
        opened = true;
      }
      const header = this.header;
      if (header === null) {
        throw new Error(
          `no run to append a ${entry.type} entry to: the first entry must be the start entry (or attach to a run)`,
        );
      }
      if (this.lines === null) {
        // A resumed run: continue the object as stored (under the name it has), or start it,
        // if the run died before its start entry reached the bucket.
        const named = objectName(header);
        const legacy = legacyObjectName(header);
        const stored = await this.readObjectVersion(this.key(named));
        const old = stored === null ? await this.readObjectVersion(this.key(legacy)) : null;
        this.name = old !== null ? legacy : named;
        const found = stored ?? old;
        this.lines = found?.lines ?? [
          JSON.stringify({ type: "start", at: header.startedAt, header }),
        ];
        this.over = overOf(found);
        opened ||= found === null;
      }
      const line = JSON.stringify(entry);
      this.lines.push(line);
      added.push(line);
    }
    const header = this.header;
    const name = this.name;
    if (header === null || this.lines === null || name === null) return;
    // The marker first: a record is never stored open without it.
    if (opened) await this.putMarker(name);
    await this.writeRun(this.key(name), added);
    if (entries.some(closesRecord)) await this.deleteMarker(name);
  }

  /**
   * Writes the run's object only over the version this store last read or wrote. Another
   * writer in between (a second recovery of the same run) keeps its lines: ours go after what
   * the object holds then. A store without conditional writes gets plain writes.
   */
  private async writeRun(key: string, added: readonly string[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        this.over = await this.putRun(key, `${(this.lines ?? []).join("\n")}\n`, this.over);
        return;
      } catch (error) {
        if (this.over !== "anything" && isConditionUnsupported(error)) {
          this.over = "anything";
          continue;
        }
        if (!isConditionLost(error) || attempt >= RUN_WRITE_ATTEMPTS)
          throw awsFailure("(writing) the journal copy", this.location, error);
        const stored = await this.readObjectVersion(key);
        if (stored !== null) this.lines = [...stored.lines, ...added];
        this.over = overOf(stored);
      }
    }
  }

  /** One PutObject of the run's object under `over`; the version it wrote. */
  private async putRun(key: string, body: string, over: Over): Promise<Over> {
    const sdk = await loadS3Sdk();
    const condition =
      over === "absent" ? { IfNoneMatch: "*" } : over === "anything" ? {} : { IfMatch: over.etag };
    const answer = await (
      await this.s3()
    ).send(
      new sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: body,
        ContentLength: Buffer.byteLength(body),
        ContentType: "application/x-ndjson",
        ...condition,
      }),
    );
    return over === "anything" || answer.ETag === undefined ? "anything" : { etag: answer.ETag };
  }

  async readLatestRun(key: JournalKey): Promise<JournalEntry[]> {
    const names = await this.list(s3JournalPrefix(this.settings));
    for (const name of names.sort().reverse()) {
      const entries = await this.readRun(name, key);
      if (entries !== null) return entries;
    }
    return [];
  }

  /**
   * The runs the open markers name, oldest first (names begin with the start time), plus the
   * newest run written before markers existed when it is unfinished.
   */
  async readUnfinishedRuns(key: JournalKey): Promise<JournalEntry[][]> {
    const prefix = s3OpenPrefix(this.settings);
    const open = (await this.list(prefix)).map((marker) => marker.slice(prefix.length)).sort();
    const runs: { name: string; entries: JournalEntry[] }[] = [];
    for (const name of open) {
      const entries = await this.readRun(this.key(name), key);
      if (entries !== null && !isRecordClosed(entries)) runs.push({ name, entries });
    }
    const latest = await this.readLatestRun(key);
    const start = latest[0];
    if (start?.type === "start" && !isRecordClosed(latest)) {
      const name = legacyObjectName(start.header);
      if (!open.includes(name) && !open.includes(objectName(start.header))) {
        runs.push({ name, entries: latest });
      }
    }
    return runs
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((r) => r.entries);
  }

  async keepSealedState(_key: JournalKey, sealed: Buffer): Promise<void> {
    await this.putObject(
      sealedStateKey(this.settings),
      sealed,
      "application/octet-stream",
      "(writing) the sealed errored state",
      this.sealedLocation(),
    );
  }

  async readSealedState(): Promise<Buffer | null> {
    const bytes = await getObjectBytes(
      this.settings,
      sealedStateKey(this.settings),
      "the sealed errored state",
      await this.s3(),
    );
    return bytes === null ? null : Buffer.from(bytes);
  }

  async dropSealedState(): Promise<void> {
    await this.deleteObject(
      sealedStateKey(this.settings),
      "(deleting) the sealed errored state",
      this.sealedLocation(),
    );
  }

  /** Replaces the object at `key` whole; a failure names `what` and where. */
  private putObject(
    key: string,
    body: string | Buffer,
    contentType: string,
    what: string,
    location: string,
  ): Promise<void> {
    const object = { key, body, contentType };
    return putWholeObject(() => this.s3(), this.settings.bucket, object, what, location);
  }

  /** Deletes the object at `key`; a failure names `what` and where. */
  private async deleteObject(key: string, what: string, location: string): Promise<void> {
    const sdk = await loadS3Sdk();
    try {
      await (
        await this.s3()
      ).send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    } catch (error) {
      throw awsFailure(what, location, error);
    }
  }

  private sealedLocation(): string {
    return `s3://${this.settings.bucket}/${sealedStateKey(this.settings)}`;
  }

  async close(): Promise<void> {
    const client = await this.client?.catch(() => null);
    this.client = null;
    client?.destroy();
  }

  private key(name: string): string {
    return `${s3JournalPrefix(this.settings)}${name}`;
  }

  /** The run stored at `name` when it is this key's, else null. */
  private async readRun(name: string, key: JournalKey): Promise<JournalEntry[] | null> {
    const lines = await this.readObject(name);
    if (lines === null) return null;
    const entries = lines.map((line, index) => this.parse(name, line, index));
    const first = entries[0];
    if (first?.type !== "start") return null;
    const h = first.header;
    const same = h.project === key.project && h.stack === key.stack && h.workdir === key.workdir;
    return same ? entries : null;
  }

  private async list(prefix: string): Promise<string[]> {
    const sdk = await loadS3Sdk();
    const client = await this.s3();
    const names: string[] = [];
    let token: string | undefined;
    try {
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: this.settings.bucket,
            Prefix: prefix,
            ...(token !== undefined ? { ContinuationToken: token } : {}),
          }),
        );
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key);
        token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
      } while (token !== undefined);
    } catch (error) {
      throw awsFailure("the journal copy", this.location, error);
    }
    return names;
  }

  private putMarker(name: string): Promise<void> {
    return this.putObject(
      `${s3OpenPrefix(this.settings)}${name}`,
      "",
      "application/octet-stream",
      "(writing) the open-run marker of the journal copy",
      this.location,
    );
  }

  private deleteMarker(name: string): Promise<void> {
    return this.deleteObject(
      `${s3OpenPrefix(this.settings)}${name}`,
      "(deleting) the open-run marker of the journal copy",
      this.location,
    );
  }

  private s3(): Promise<S3Client> {
    this.client ??= createS3Client(this.settings);
    return this.client;
  }

  /** The object's lines (PUT replaces it whole: never half written), or null when absent. */
  private async readObject(name: string): Promise<string[] | null> {
    return (await this.readObjectVersion(name))?.lines ?? null;
  }

  /** The object's lines and ETag, or null when absent. */
  private async readObjectVersion(
    name: string,
  ): Promise<{ lines: string[]; etag: string | undefined } | null> {
    const stored = await getObjectVersion(this.settings, name, "the journal copy", await this.s3());
    if (stored === null) return null;
    const lines = Buffer.from(stored.bytes)
      .toString("utf8")
      .split("\n")
      .filter((line) => line.trim() !== "");
    return { lines, etag: stored.etag };
  }

  private parse(name: string, line: string, index: number): JournalEntry {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      value = undefined;
    }
    return checkStoredEntry(value, {
      location: `s3://${this.settings.bucket}/${name}`,
      item: `line ${index + 1}`,
      text: line,
      remedy: "Delete or fix that object",
    });
  }
}
