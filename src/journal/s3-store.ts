/**
 * A durable journal copy in the s3 backend's own bucket, beside the state, reached with the
 * same credentials and endpoint (as pg-store.ts keeps it in the pg backend's database):
 * one NDJSON object per run at
 *
 *   <state key>.stackgate/journal/<started at>_<run id>.ndjson
 *
 * rewritten whole on every write (S3 has no append; the Journal writes a store's entries in
 * order, one write at a time, the entries queued meanwhile together through `appendMany`, so
 * the object always holds a prefix of the run). Object names sort by
 * the run's start time, so the newest run of the stack is the last one listed whose start
 * entry names the same project, stack and workdir. A fresh container (a Bitbucket `final:`
 * step, the next run's pre-flight) reads it back without any shared disk.
 */
import type { S3Client } from "@aws-sdk/client-s3";

import type { S3BackendSettings } from "../backends/s3-backend.js";
import { awsFailure, createS3Client, getObjectBytes, loadS3Sdk } from "../backends/s3-clients.js";

import {
  checkStoredEntry,
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

function objectName(header: JournalHeader): string {
  const safe = (text: string): string => text.replace(/[^A-Za-z0-9._-]/g, "-");
  return `${safe(header.startedAt)}_${safe(header.runId)}.ndjson`;
}

export class S3JournalStore implements DurableStore {
  readonly location: string;
  private client: Promise<S3Client> | null = null;
  private header: JournalHeader | null = null;
  /** The run's lines as this store last wrote them (null: not read back yet after attach). */
  private lines: string[] | null = null;

  constructor(private readonly settings: S3BackendSettings) {
    this.location = `s3://${settings.bucket}/${s3JournalPrefix(settings)}`;
  }

  attach(header: JournalHeader): void {
    this.header = header;
    this.lines = null;
  }

  append(entry: JournalEntry): Promise<void> {
    return this.appendMany([entry]);
  }

  async appendMany(entries: readonly JournalEntry[]): Promise<void> {
    for (const entry of entries) {
      if (entry.type === "start") {
        this.header = entry.header;
        this.lines = [];
      }
      const header = this.header;
      if (header === null) {
        throw new Error(
          `no run to append a ${entry.type} entry to: the first entry must be the start entry (or attach to a run)`,
        );
      }
      // A resumed run: continue the object as stored (or start it, if the run died before its
      // start entry reached the bucket).
      this.lines ??= (await this.readObject(this.key(header))) ?? [
        JSON.stringify({ type: "start", at: header.startedAt, header }),
      ];
      this.lines.push(JSON.stringify(entry));
    }
    const header = this.header;
    if (header === null || this.lines === null) return;
    await this.putObject(
      this.key(header),
      `${this.lines.join("\n")}\n`,
      "application/x-ndjson",
      "(writing) the journal copy",
      this.location,
    );
  }

  async readLatestRun(key: JournalKey): Promise<JournalEntry[]> {
    const sdk = await loadS3Sdk();
    const client = await this.s3();
    const names: string[] = [];
    let token: string | undefined;
    try {
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: this.settings.bucket,
            Prefix: s3JournalPrefix(this.settings),
            ...(token !== undefined ? { ContinuationToken: token } : {}),
          }),
        );
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key);
        token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
      } while (token !== undefined);
    } catch (error) {
      throw awsFailure("the journal copy", this.location, error);
    }
    for (const name of names.sort().reverse()) {
      const lines = await this.readObject(name);
      if (lines === null) continue;
      const entries = lines.map((line, index) => this.parse(name, line, index));
      const first = entries[0];
      if (first?.type !== "start") continue;
      const h = first.header;
      if (h.project === key.project && h.stack === key.stack && h.workdir === key.workdir)
        return entries;
    }
    return [];
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
    const sdk = await loadS3Sdk();
    try {
      await (
        await this.s3()
      ).send(
        new sdk.DeleteObjectCommand({
          Bucket: this.settings.bucket,
          Key: sealedStateKey(this.settings),
        }),
      );
    } catch (error) {
      throw awsFailure("(deleting) the sealed errored state", this.sealedLocation(), error);
    }
  }

  /** Replaces the object at `key` whole; a failure names `what` and where. */
  private async putObject(
    key: string,
    body: string | Buffer,
    contentType: string,
    what: string,
    location: string,
  ): Promise<void> {
    const sdk = await loadS3Sdk();
    try {
      await (
        await this.s3()
      ).send(
        new sdk.PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
        }),
      );
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

  private key(header: JournalHeader): string {
    return `${s3JournalPrefix(this.settings)}${objectName(header)}`;
  }

  private s3(): Promise<S3Client> {
    this.client ??= createS3Client(this.settings);
    return this.client;
  }

  /** The object's lines (PUT replaces it whole: never half written), or null when absent. */
  private async readObject(name: string): Promise<string[] | null> {
    const bytes = await getObjectBytes(this.settings, name, "the journal copy", await this.s3());
    if (bytes === null) return null;
    return Buffer.from(bytes)
      .toString("utf8")
      .split("\n")
      .filter((line) => line.trim() !== "");
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
