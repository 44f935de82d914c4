/**
 * The artifact-service stand-in round-trips what @actions/artifact sends, and refuses what the
 * real service refuses: a token it did not issue, a token scoped to another run or job, a blob
 * URL whose signature was altered, a write signature used to read and a read one to write.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DefaultArtifactClient } from "@actions/artifact";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startArtifactService,
  type ArtifactServiceStandIn,
} from "../../support/artifact-service.js";

const TWIRP = "twirp/github.actions.results.api.v1.ArtifactService/";
let service: ArtifactServiceStandIn;
let dir: string;
const saved = { ...process.env };

beforeAll(async () => {
  service = await startArtifactService();
  dir = mkdtempSync(path.join(os.tmpdir(), "sg-artifact-unit-"));
});
afterAll(async () => {
  process.env = saved;
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

function useJob(job: { token: string }): void {
  process.env.ACTIONS_RUNTIME_TOKEN = job.token;
  process.env.ACTIONS_RESULTS_URL = service.url;
  process.env.GITHUB_SERVER_URL = "https://github.com";
  process.env.GITHUB_WORKSPACE = dir;
}

async function twirp(method: string, token: string, body: Record<string, unknown>) {
  const response = await fetch(new URL(`${TWIRP}${method}`, service.url), {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("the artifact-service stand-in", () => {
  it("round-trips an upload and a download made by @actions/artifact", async () => {
    const job = service.job(1);
    useJob(job);
    const file = path.join(dir, "payload.txt");
    writeFileSync(file, "payload bytes");
    const client = new DefaultArtifactClient();
    const uploaded = await client.uploadArtifact("round-trip", [file], dir, { retentionDays: 1 });
    expect(uploaded.id).toBeGreaterThan(0);
    // What @azure/storage-blob's uploadStream sends: staged blocks, then the block list.
    const blobPuts = service.requests().filter((r) => r.startsWith("PUT /devstoreaccount1/"));
    expect(blobPuts.map((r) => r.split(" ").pop())).toEqual(["comp=block", "comp=blocklist"]);
    const listed = await client.listArtifacts();
    expect(listed.artifacts.map((a) => a.name)).toEqual(["round-trip"]);
    const out = path.join(dir, "out");
    await client.downloadArtifact(uploaded.id ?? 0, { path: out });
    expect(readFileSync(path.join(out, "payload.txt"), "utf8")).toBe("payload bytes");
  });

  it("refuses a token it did not issue and a token of another run or job", async () => {
    const a = service.job(2);
    const b = service.job(3);
    const ids = {
      workflow_run_backend_id: a.runBackendId,
      workflow_job_run_backend_id: a.jobBackendId,
    };
    const create = { ...ids, name: "x", version: 7 };
    const [header, payload] = a.token.split(".");
    expect((await twirp("CreateArtifact", `${header}.${payload}.forged`, create)).status).toBe(401);
    expect((await twirp("CreateArtifact", b.token, create)).status).toBe(403);
    expect((await twirp("ListArtifacts", b.token, ids)).status).toBe(403);
    expect((await twirp("CreateArtifact", a.token, { ...create, extra: 1 })).status).toBe(400);
    // Control: the run's own token may.
    expect((await twirp("CreateArtifact", a.token, create)).status).toBe(200);
  });

  it("signed blob URLs: an altered signature, a write signature to read, a read one to write", async () => {
    const job = service.job(4);
    useJob(job);
    const file = path.join(dir, "signed.txt");
    writeFileSync(file, "signed");
    await new DefaultArtifactClient().uploadArtifact("signed", [file], dir);
    const artifact = service.artifacts().find((x) => x.name === "signed");
    if (!artifact) throw new Error("not uploaded");
    const read = new URL(service.downloadUrl(artifact));
    expect((await fetch(read)).status).toBe(200);
    const altered = new URL(read);
    altered.searchParams.set("sig", `${read.searchParams.get("sig") ?? ""}x`);
    expect((await fetch(altered)).status).toBe(403);
    const put = await fetch(read, {
      method: "PUT",
      headers: { "x-ms-blob-type": "BlockBlob" },
      body: "x",
    });
    expect(put.status).toBe(403);
    const created = await twirp("CreateArtifact", job.token, {
      workflow_run_backend_id: job.runBackendId,
      workflow_job_run_backend_id: job.jobBackendId,
      name: "write-only",
      version: 7,
    });
    const write = String(created.body.signed_upload_url);
    const put2 = await fetch(write, {
      method: "PUT",
      headers: { "x-ms-blob-type": "BlockBlob", "x-ms-version": "2023-11-03" },
      body: "y",
    });
    expect(put2.status).toBe(201);
    expect((await fetch(write)).status).toBe(403);
  });
});
