/**
 * Where a stack's open items (journal/open-items.ts) are kept: everywhere the journal keeps a
 * copy — the local file `<workdir>/.stackgate/open-items/<stack>.json` (written whole through
 * an exclusive temp file and a rename, never through a symlink), and the durable places: table
 * `<schema>.open_items` in the pg backend's database, object `<key>.stackgate/open-items.json`
 * beside the s3 state, `<journal-dir>/<project>/<stack>.open-items.json`. Every write goes to
 * every place; a read merges them (an item is closed only where every copy says so).
 *
 * A durable place that cannot be read fails the read: whether an apply may go on is never
 * decided on part of the record. A write that fails in one place is a warning when another
 * place took it, and an error when none did.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Client } from "pg";

import { messageOf } from "../errors.js";
import { type BackendConfig, pgConnString } from "../backends/backend-config.js";
import { loadPg, parsePgConnString, quoteIdentifier } from "../backends/pg.js";
import { readS3BackendSettings, type S3BackendSettings } from "../backends/s3-backend.js";
import {
  createS3Client,
  getObjectBytes,
  getObjectVersion,
  isConditionLost,
  isConditionUnsupported,
  putObjectIf,
} from "../backends/s3-clients.js";
import { assertNotSymlink, assertRuntimeDir, runtimeDirOf } from "../files/runtime-dir.js";
import { writeFileSynced } from "./dir-store.js";
import { putWholeObject } from "./s3-store.js";
import { safeFileName, type JournalKey } from "./entries.js";
import { journalKey } from "./run-journal.js";
import {
  emptyOpenItems,
  mergeOpenItems,
  OpenItemsError,
  parseOpenItems,
  writeOver,
  type OpenItemsDoc,
} from "./open-items.js";
import { type Settings } from "../settings/index.js";

/** One place that keeps the document: its text, or null when it keeps none yet. */
interface Place {
  readonly location: string;
  /** True for the checkout's own file: with a durable place, never the only one written. */
  readonly local: boolean;
  read(): Promise<string | null>;
  write(text: string): Promise<void>;
  /**
   * Replaces the text with `next(current)`, where no other writer can slip in between: a
   * durable place shared by runs re-reads and retries on a lost race (s3) or holds the row (pg).
   */
  update(next: (current: string | null) => string): Promise<void>;
  close(): Promise<void>;
}

/** How often a durable place's update is tried when other writers keep winning the race. */
const UPDATE_ATTEMPTS = 8;

/** `update` for a place only this job writes at a time (a file): read, then write. */
async function readThenWrite(
  place: Pick<Place, "read" | "write">,
  next: (current: string | null) => string,
): Promise<void> {
  await place.write(next(await place.read()));
}

const FILE_NAME = ".open-items.json";
const RACE_CODES = new Set(["23505", "42P06", "42P07"]);

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === "ENOENT";
}

/** `<workdir>/.stackgate/open-items/<stack>.json`: runtime data, checked like the journal. */
export function localOpenItemsFile(workdir: string, stack: string): string {
  return path.join(runtimeDirOf(workdir), "open-items", `${safeFileName(stack)}.json`);
}

function localPlace(workdir: string, stack: string): Place {
  const file = localOpenItemsFile(workdir, stack);
  const check = (): void => {
    assertRuntimeDir(workdir);
    assertNotSymlink(path.dirname(file));
    assertNotSymlink(file);
  };
  return {
    location: file,
    local: true,
    read: () => {
      check();
      try {
        return Promise.resolve(readFileSync(file, "utf8"));
      } catch (error) {
        if (isMissing(error)) return Promise.resolve(null);
        throw error;
      }
    },
    write: (text) => {
      check();
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      const temp = `${file}.tmp-${process.pid}`;
      rmSync(temp, { force: true }); // a leftover (or a planted link) goes; "wx" never follows one
      writeFileSync(temp, text, { flag: "wx", mode: 0o600 });
      renameSync(temp, file);
      return Promise.resolve();
    },
    update(next) {
      return readThenWrite(this, next);
    },
    close: () => Promise.resolve(),
  };
}

/** The local file's text, or null when there is none (checked like every runtime file). */
export function readLocalOpenItems(workdir: string, stack: string): Promise<string | null> {
  return localPlace(workdir, stack).read();
}

/** Replaces the local file with `text` (a copy put back from elsewhere, e.g. an artifact). */
export function writeLocalOpenItems(workdir: string, stack: string, text: string): Promise<void> {
  return localPlace(workdir, stack).write(text);
}

function dirPlace(dir: string, key: JournalKey): Place {
  const file = path.join(dir, safeFileName(key.project), `${safeFileName(key.stack)}${FILE_NAME}`);
  return {
    location: file,
    local: false,
    read: async () => {
      try {
        return await readFile(file, "utf8");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    write: (text) => writeFileSynced(file, text),
    update(next) {
      return readThenWrite(this, next);
    },
    close: () => Promise.resolve(),
  };
}

function pgPlace(connString: string, key: JournalKey, env: NodeJS.ProcessEnv): Place {
  const connection = parsePgConnString(connString, env);
  connection.config.connectionTimeoutMillis ??= 5000;
  // The journal's schema (journal/pg-store.ts), a table of its own.
  const table = `${quoteIdentifier("stackgate")}.open_items`;
  let client: Client | null = null;
  const clean = (error: unknown): Error => {
    let message = messageOf(error);
    for (const secret of connection.secrets) message = message.split(secret).join("***");
    return new Error(message);
  };
  const connect = async (): Promise<Client> => {
    if (client !== null) return client;
    const pg = await loadPg();
    const fresh = new pg.Client(connection.config);
    fresh.on("error", () => undefined);
    try {
      await fresh.connect();
      for (const sql of [
        `create schema if not exists ${quoteIdentifier("stackgate")}`,
        `create table if not exists ${table} (project text not null, stack text not null, workdir text not null,
           doc jsonb not null, updated_at timestamptz default now(), primary key (project, stack, workdir))`,
      ]) {
        await fresh.query(sql).catch((error: unknown) => {
          // Two first runs at once can lose the race in the catalog; anything else is real.
          const code = (error as { code?: unknown }).code;
          if (!(typeof code === "string" && RACE_CODES.has(code))) throw error;
        });
      }
    } catch (error) {
      await fresh.end().catch(() => undefined);
      throw clean(error);
    }
    client = fresh;
    return fresh;
  };
  const where = [key.project, key.stack, key.workdir];
  return {
    location: `${connection.display} (table stackgate.open_items)`,
    local: false,
    read: async () => {
      try {
        const result = await (
          await connect()
        ).query<{ doc: string }>(
          `select doc::text as doc from ${table} where project = $1 and stack = $2 and workdir = $3`,
          where,
        );
        return result.rows[0]?.doc ?? null;
      } catch (error) {
        throw clean(error);
      }
    },
    write: async (text) => {
      try {
        await (
          await connect()
        ).query(
          `insert into ${table} (project, stack, workdir, doc) values ($1, $2, $3, $4::jsonb)
             on conflict (project, stack, workdir) do update set doc = excluded.doc, updated_at = now()`,
          [...where, text],
        );
      } catch (error) {
        throw clean(error);
      }
    },
    // The row held (`for update`) from its read to its write; a first row that another run
    // inserted meanwhile is read again, held.
    update: async (next) => {
      const db = await connect();
      for (let attempt = 1; ; attempt++) {
        try {
          await db.query("begin");
          const held = await db.query<{ doc: string }>(
            `select doc::text as doc from ${table} where project = $1 and stack = $2 and workdir = $3 for update`,
            where,
          );
          const current = held.rows[0]?.doc ?? null;
          const text = next(current);
          const wrote =
            current === null
              ? await db.query(
                  `insert into ${table} (project, stack, workdir, doc) values ($1, $2, $3, $4::jsonb)
                     on conflict (project, stack, workdir) do nothing`,
                  [...where, text],
                )
              : await db.query(
                  `update ${table} set doc = $4::jsonb, updated_at = now()
                     where project = $1 and stack = $2 and workdir = $3`,
                  [...where, text],
                );
          if (wrote.rowCount === 1) {
            await db.query("commit");
            return;
          }
          await db.query("rollback");
        } catch (error) {
          await db.query("rollback").catch(() => undefined);
          throw clean(error);
        }
        if (attempt >= UPDATE_ATTEMPTS)
          throw lostEveryRace(`${connection.display} (table stackgate.open_items)`);
      }
    },
    close: async () => {
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}

function s3Place(settings: S3BackendSettings): Place {
  const key = `${settings.stateKey}.stackgate/open-items.json`;
  const location = `s3://${settings.bucket}/${key}`;
  return {
    location,
    local: false,
    read: async () => {
      const bytes = await getObjectBytes(settings, key, "the open items");
      return bytes === null ? null : Buffer.from(bytes).toString("utf8");
    },
    write: async (text) => {
      // A client of its own, made outside the write: a failure to make one is thrown as it is.
      const client = await createS3Client(settings);
      const object = { key, body: text, contentType: "application/json" };
      try {
        await putWholeObject(
          () => Promise.resolve(client),
          settings.bucket,
          object,
          "(writing) the open items",
          location,
        );
      } finally {
        client.destroy();
      }
    },
    // Written only over the version read (`If-Match`; `If-None-Match: *` for the first), read
    // again when another run wrote in between. A store without conditional writes gets the
    // plain write it had before (the race stays open there, as it is for its state).
    async update(next) {
      for (let attempt = 1; attempt <= UPDATE_ATTEMPTS; attempt++) {
        const stored = await getObjectVersion(settings, key, "the open items");
        const text = next(stored === null ? null : Buffer.from(stored.bytes).toString("utf8"));
        const over = stored === null ? "absent" : { over: stored.etag ?? "" };
        try {
          await putObjectIf(settings, key, text, over, "the open items");
          return;
        } catch (error) {
          if (isConditionUnsupported(error)) return this.write(text);
          if (!isConditionLost(error)) throw error;
        }
      }
      throw lostEveryRace(location);
    },
    close: () => Promise.resolve(),
  };
}

function lostEveryRace(location: string): Error {
  return new Error(
    `the open items at ${location} were changed by other runs during each of ${UPDATE_ATTEMPTS} writes: nothing was written there. Run the command again.`,
  );
}

/**
 * The stack's open items in every place the journal keeps a copy. `read` merges them; `write`
 * puts the document over every copy as it is then (`writeOver`): what another run recorded
 * between this one's read and write is kept.
 */
export class OpenItemsStore {
  private readonly places: Place[];
  readonly key: JournalKey;

  constructor(settings: Settings, backend: BackendConfig, env: NodeJS.ProcessEnv) {
    this.key = journalKey(settings);
    this.places = [localPlace(settings.workdir, settings.stack)];
    if (backend.type === "pg")
      this.places.push(pgPlace(pgConnString(backend.config, env), this.key, env));
    if (backend.type === "s3") {
      const s3 = readS3BackendSettings(backend.config, settings.workdir, env);
      if (!s3.assumeRole) this.places.push(s3Place(s3));
    }
    if (settings.journalDir !== undefined)
      this.places.push(dirPlace(settings.journalDir, this.key));
  }

  /** True when only this machine's file keeps them (a CI runner's disk goes with the job). */
  get localOnly(): boolean {
    return this.places.every((place) => place.local);
  }

  get locations(): string[] {
    return this.places.map((place) => place.location);
  }

  async read(): Promise<OpenItemsDoc> {
    const copies: OpenItemsDoc[] = [];
    for (const place of this.places) {
      let text: string | null;
      try {
        text = await place.read();
      } catch (error) {
        if (error instanceof OpenItemsError) throw error;
        throw new OpenItemsError(
          `the open items kept at ${place.location} cannot be read: ${messageOf(error)}. ` +
            "Whether a recovery left something for a person is not decided on part of the record: try again when it answers.",
        );
      }
      if (text !== null) copies.push(parseOpenItems(text, place.location, this.key));
    }
    return copies.length === 0 ? emptyOpenItems(this.key) : mergeOpenItems(copies, this.key);
  }

  /** Writes the document everywhere; returns a warning per place that failed. */
  async write(doc: OpenItemsDoc): Promise<string[]> {
    const failed: string[] = [];
    let durableTook = false;
    for (const place of this.places) {
      // Over what the place holds now: an item another run added or closed since `read` stays.
      const next = (current: string | null): string =>
        `${JSON.stringify(current === null ? doc : writeOver(parseOpenItems(current, place.location, this.key), doc), null, 2)}\n`;
      try {
        await place.update(next);
        if (!place.local) durableTook = true;
      } catch (error) {
        failed.push(
          `the open items could not be written to ${place.location}: ${messageOf(error)}`,
        );
      }
    }
    const durable = this.places.some((place) => !place.local);
    if (failed.length === this.places.length || (durable && !durableTook))
      throw new OpenItemsError(failed.join("; "));
    return failed;
  }

  async close(): Promise<void> {
    for (const place of this.places) await place.close().catch(() => undefined);
  }
}
