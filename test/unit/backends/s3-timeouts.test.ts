/**
 * A stalled S3 answer ends instead of holding the run forever (backends/s3-clients.ts
 * `S3_TIMEOUTS`): an endpoint on loopback goes silent on the first GET, before its headers or
 * in the middle of a body shorter than its Content-Length (what s3rver did to a read racing a
 * rewrite); the read is made again and returns the whole object. Without the timeouts the
 * first read never settles (the test's own 15 s bound fails it).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { settleWithin } from "../../support/settle-within.js";
import { createS3Client, getObjectBytes } from "../../../src/backends/s3-clients.js";
import type { S3BackendSettings } from "../../../src/backends/s3-backend.js";

const BODY = "the whole object";
const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** An S3 endpoint whose first GET stalls as `stall` says; every later one answers whole. */
async function stallingEndpoint(stall: "before-headers" | "mid-body"): Promise<{
  url: string;
  gets: () => number;
}> {
  let gets = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    gets += 1;
    if (gets > 1) {
      res.writeHead(200, { "content-length": String(BODY.length) });
      res.end(BODY);
    } else if (stall === "mid-body") {
      res.writeHead(200, { "content-length": String(BODY.length) });
      res.write(BODY.slice(0, 4)); // and nothing more
    }
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    gets: () => gets,
  };
}

function settingsFor(endpoint: string): S3BackendSettings {
  return {
    bucket: "b",
    stateKey: "k/terraform.tfstate",
    workspace: "default",
    region: "us-east-1",
    s3Endpoint: endpoint,
    usePathStyle: true,
    useLockfile: false,
    accessKey: "AKIATEST",
    secretKey: "secret",
    assumeRole: false,
  };
}

describe("a stalled S3 read", () => {
  for (const stall of ["before-headers", "mid-body"] as const) {
    it(`is made again when the endpoint goes silent ${stall.replace("-", " ")}`, async () => {
      const endpoint = await stallingEndpoint(stall);
      const settings = settingsFor(endpoint.url);
      const client = await createS3Client(settings, {
        connectionTimeout: 1_000,
        socketTimeout: 1_000,
      });
      try {
        const bytes = await settleWithin(
          15_000,
          getObjectBytes(settings, "k", "the test object", client),
          "the read",
        );
        expect(Buffer.from(bytes ?? new Uint8Array()).toString("utf8")).toBe(BODY);
        expect(endpoint.gets()).toBe(2);
      } finally {
        client.destroy();
      }
    });
  }
});
