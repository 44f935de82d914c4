/**
 * An S3-compatible store that does not take conditional writes (501 NotImplemented for
 * `If-None-Match`/`If-Match` on PutObject) still keeps the open items and the journal copy:
 * the write falls back to the plain PUT it was before conditional writes were used.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addOpenItems, itemId, openOf } from "../../../src/journal/open-items.js";
import { OpenItemsStore } from "../../../src/journal/open-items-stores.js";
import { S3JournalStore } from "../../../src/journal/s3-store.js";
import type { Settings } from "../../../src/settings/index.js";

const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const undo of cleanup.splice(0)) undo();
});

/** A bucket "b" (GET, PUT, ListObjectsV2) that refuses conditional PUTs as not implemented. */
async function storeWithoutConditions(): Promise<{ url: string; puts: string[] }> {
  const objects = new Map<string, string>();
  const puts: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const key = req.url?.split("?")[0] ?? "";
      const conditional = req.headers["if-match"] ?? req.headers["if-none-match"];
      if (req.method === "PUT") {
        puts.push(conditional === undefined ? "plain" : "conditional");
        if (conditional !== undefined) {
          res.writeHead(501, { "content-type": "application/xml" });
          res.end("<Error><Code>NotImplemented</Code><Message>not here</Message></Error>");
          return;
        }
        objects.set(key, Buffer.concat(chunks).toString("utf8"));
        res.writeHead(200, { etag: '"e1"' });
        res.end();
        return;
      }
      const query = new URLSearchParams(req.url?.split("?")[1] ?? "");
      if (req.method === "GET" && query.get("list-type") === "2") {
        // ListObjectsV2 of bucket "b": every key under the prefix, one page.
        const prefix = query.get("prefix") ?? "";
        const keys = [...objects.keys()]
          .map((k) => decodeURIComponent(k).replace(/^\/b\//, ""))
          .filter((k) => k.startsWith(prefix));
        res.writeHead(200, { "content-type": "application/xml" });
        res.end(
          `<ListBucketResult><Name>b</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount>` +
            `<IsTruncated>false</IsTruncated>${keys.map((k) => `<Contents><Key>${k}</Key></Contents>`).join("")}</ListBucketResult>`,
        );
        return;
      }
      const body = objects.get(key);
      if (body === undefined) {
        res.writeHead(404, { "content-type": "application/xml" });
        res.end("<Error><Code>NoSuchKey</Code><Message>none</Message></Error>");
        return;
      }
      res.writeHead(200, { etag: '"e1"', "content-length": String(Buffer.byteLength(body)) });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanup.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, puts };
}

describe("open items on an S3-compatible store without conditional writes", () => {
  it("are written with a plain PUT after the conditional one is refused, and read back", async () => {
    const s3 = await storeWithoutConditions();
    const root = mkdtempSync(path.join(os.tmpdir(), "sg-items-501-"));
    cleanup.push(() => rmSync(root, { recursive: true, force: true }));
    const storeIn = (checkout: string): OpenItemsStore => {
      const workdir = path.join(root, checkout);
      mkdirSync(path.join(workdir, ".git"), { recursive: true });
      const settings = { workdir, stack: "prod", project: "p" } as Pick<
        Settings,
        "workdir" | "stack" | "project"
      > as Settings;
      const config = {
        bucket: "b",
        key: "k/terraform.tfstate",
        region: "us-east-1",
        endpoints: { s3: s3.url },
        use_path_style: true,
        access_key: "AKIATEST",
        secret_key: "secret",
      };
      return new OpenItemsStore(settings, { type: "s3", config }, {});
    };
    const writer = storeIn("a");
    const doc = await writer.read();
    addOpenItems(doc, [
      {
        id: itemId("run-1", "unconfirmed-create", "x.one"),
        kind: "unconfirmed-create",
        address: "x.one",
        runId: "run-1",
        openedAt: "2026-11-30T05:00:00.000Z",
      },
    ]);
    expect(await writer.write(doc)).toEqual([]);
    await writer.close();
    expect(s3.puts).toEqual(["conditional", "plain"]);
    const reader = storeIn("fresh");
    expect(openOf(await reader.read()).map((i) => i.address)).toEqual(["x.one"]);
    await reader.close();
  });
});

describe("the journal copy on an S3-compatible store without conditional writes", () => {
  it("is written with plain PUTs once the conditional one is refused, and read back", async () => {
    const s3 = await storeWithoutConditions();
    const journal = (): S3JournalStore =>
      new S3JournalStore({
        bucket: "b",
        stateKey: "k/terraform.tfstate",
        workspace: "default",
        region: "us-east-1",
        s3Endpoint: s3.url,
        usePathStyle: true,
        useLockfile: false,
        accessKey: "AKIATEST",
        secretKey: "secret",
        assumeRole: false,
      });
    const key = { project: "p", stack: "prod", workdir: "." };
    const header = {
      version: 1 as const,
      runId: "run-1",
      platform: "local" as const,
      engine: "terraform" as const,
      ...key,
      host: "h",
      user: "u",
      pid: 1,
      startedAt: "2026-11-30T05:00:00.000Z",
      command: "up" as const,
    };
    const writer = journal();
    await writer.appendMany([{ type: "start", at: header.startedAt, header }]);
    await writer.append({ type: "phase", at: "2026-11-30T05:00:01.000Z", phase: "applying" });
    await writer.close();
    // The marker (plain), the run's first write (conditional, refused; then plain), the next.
    expect(s3.puts).toEqual(["plain", "conditional", "plain", "plain"]);
    const reader = journal();
    const runs = await reader.readUnfinishedRuns(key);
    await reader.close();
    expect(runs.map((entries) => entries.map((e) => e.type))).toEqual([["start", "phase"]]);
  });
});
