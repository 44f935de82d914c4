/**
 * A local stand-in for GitHub's artifact service as `@actions/artifact` (v6) talks to it, no
 * more permissive than the real one:
 *
 *   Twirp JSON  POST /twirp/github.actions.results.api.v1.ArtifactService/{CreateArtifact,
 *               FinalizeArtifact, ListArtifacts, GetSignedArtifactURL, DeleteArtifact}
 *               Message fields as the generated protobuf code names them (proto field names,
 *               `useProtoFieldName`); an unknown field is refused. The runtime token must be a
 *               JWT this service issued (HS256, checked), and its `scp` must hold
 *               `Actions.Results:<run backend id>:<job backend id>` naming the run (and, to
 *               write, the job) of the request.
 *   Blob        signed URLs (`sig` is an HMAC of path, permissions `sp` and expiry `se`): PUT
 *               `?comp=block&blockid=` then `?comp=blocklist` (XML), or one PUT with
 *               `x-ms-blob-type: BlockBlob` — what @azure/storage-blob sends; every blob request
 *               must name the service version (`x-ms-version`, or the SAS's `sv`). GET with a read signature serves the bytes with the
 *               content type given at commit.
 *
 * The REST side (listing a repository's artifacts, the 302 to a signed download URL, delete)
 * lives in the GitHub API stand-in (github-api.ts), which takes this store: `artifacts`.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

const TWIRP_PREFIX = "/twirp/github.actions.results.api.v1.ArtifactService/";

/** An artifact as the service holds it. */
export interface StoredArtifact {
  id: number;
  name: string;
  runBackendId: string;
  jobBackendId: string;
  /** The workflow run (REST `workflow_run.id`) the backend id belongs to. */
  workflowRunId: number;
  createdAt: string;
  expiresAt: string;
  finalized: boolean;
  /** The committed blob, or null before commit. */
  blob: Buffer | null;
  contentType: string;
  digest: string | null;
  blocks: Map<string, Buffer>;
}

export interface ArtifactRun {
  workflowRunId: number;
  runBackendId: string;
  jobBackendId: string;
  /** ACTIONS_RUNTIME_TOKEN for this job. */
  token: string;
}

export interface ArtifactServiceStandIn {
  /** ACTIONS_RESULTS_URL. */
  readonly url: string;
  /** A job of workflow run `workflowRunId`, with its runtime token. */
  job(workflowRunId: number): ArtifactRun;
  /** The finalized artifacts, oldest first. */
  artifacts(): StoredArtifact[];
  /** A signed read URL for an artifact's blob (what the REST download redirects to). */
  downloadUrl(artifact: StoredArtifact): string;
  remove(id: number): boolean;
  /** Replaces a finalized artifact's bytes (an attacker with storage access, for tests). */
  tamper(id: number, bytes: Buffer): void;
  /** Every request received, as `METHOD path` (and ` comp=…` for a blob PUT's kind). */
  requests(): string[];
  violations(): string[];
  close(): Promise<void>;
}

const FIELDS: Record<string, readonly string[]> = {
  CreateArtifact: [
    "workflow_run_backend_id",
    "workflow_job_run_backend_id",
    "name",
    "expires_at",
    "version",
    "mime_type",
  ],
  FinalizeArtifact: [
    "workflow_run_backend_id",
    "workflow_job_run_backend_id",
    "name",
    "size",
    "hash",
  ],
  ListArtifacts: [
    "workflow_run_backend_id",
    "workflow_job_run_backend_id",
    "name_filter",
    "id_filter",
  ],
  GetSignedArtifactURL: ["workflow_run_backend_id", "workflow_job_run_backend_id", "name"],
  DeleteArtifact: ["workflow_run_backend_id", "workflow_job_run_backend_id", "name"],
};
/** Methods that write: the token must name the job, not only the run. */
const WRITES = new Set(["CreateArtifact", "FinalizeArtifact", "DeleteArtifact"]);

class TwirpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");

export async function startArtifactService(): Promise<ArtifactServiceStandIn> {
  const key = randomBytes(32);
  const stored: StoredArtifact[] = [];
  const runs = new Map<string, number>();
  const log: string[] = [];
  const violations: string[] = [];
  let nextId = 9000;
  let baseUrl = "";

  const hmac = (text: string) => createHmac("sha256", key).update(text).digest("base64url");
  const sameMac = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  const issueToken = (runBackendId: string, jobBackendId: string): string => {
    const header = b64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
    const payload = b64url(
      JSON.stringify({
        scp: `Actions.ExampleScope Actions.Results:${runBackendId}:${jobBackendId}`,
        exp: Math.floor(Date.now() / 1000) + 3600,
      }),
    );
    return `${header}.${payload}.${hmac(`${header}.${payload}`)}`;
  };

  /** The run and job the bearer token is scoped to; throws unauthenticated. */
  const scopeOf = (req: IncomingMessage): { run: string; job: string } => {
    const auth = req.headers.authorization ?? "";
    const token = /^Bearer (.+)$/.exec(auth)?.[1] ?? "";
    const [h, p, s] = token.split(".");
    if (!h || !p || !s || !sameMac(s, hmac(`${h}.${p}`))) {
      throw new TwirpError(401, "unauthenticated", "invalid runtime token");
    }
    const claims = JSON.parse(Buffer.from(p, "base64url").toString("utf8")) as {
      scp?: string;
      exp?: number;
    };
    if ((claims.exp ?? 0) * 1000 < Date.now()) {
      throw new TwirpError(401, "unauthenticated", "runtime token expired");
    }
    for (const scope of (claims.scp ?? "").split(" ")) {
      const parts = scope.split(":");
      if (parts[0] === "Actions.Results" && parts.length === 3) {
        return { run: parts[1] ?? "", job: parts[2] ?? "" };
      }
    }
    throw new TwirpError(403, "permission_denied", "the token has no Actions.Results scope");
  };

  const signed = (pathname: string, permissions: "cw" | "r", minutes = 60): string => {
    const se = new Date(Date.now() + minutes * 60_000).toISOString();
    const sig = hmac(`${pathname}\n${permissions}\n${se}`);
    const query = new URLSearchParams({ sv: "2023-11-03", se, sp: permissions, sig });
    return `${baseUrl}${pathname}?${query.toString()}`;
  };
  const blobPath = (a: StoredArtifact) =>
    `/devstoreaccount1/actions-results/${a.runBackendId}/${a.jobBackendId}/${encodeURIComponent(a.name)}.zip`;

  const find = (run: string, name: string, finalized: boolean) =>
    stored.find((a) => a.runBackendId === run && a.name === name && a.finalized === finalized);

  const twirp = (
    method: string,
    body: Record<string, unknown>,
    scope: { run: string; job: string },
  ) => {
    const allowed = FIELDS[method];
    if (!allowed) throw new TwirpError(404, "bad_route", `no method ${method}`);
    for (const field of Object.keys(body)) {
      if (!allowed.includes(field)) {
        throw new TwirpError(400, "invalid_argument", `unknown field ${field}`);
      }
    }
    const text = (field: string): string => {
      const value = body[field] ?? "";
      if (typeof value !== "string") {
        throw new TwirpError(400, "invalid_argument", `${field} must be a string`);
      }
      return value;
    };
    const run = text("workflow_run_backend_id");
    const job = text("workflow_job_run_backend_id");
    if (run !== scope.run || (WRITES.has(method) && job !== scope.job)) {
      throw new TwirpError(
        403,
        "permission_denied",
        "the token's scope does not name this run/job",
      );
    }
    const name = text("name");
    switch (method) {
      case "CreateArtifact": {
        if (!/^[^"<>|*?\r\n\\/:]+$/.test(name)) {
          throw new TwirpError(
            400,
            "invalid_argument",
            `invalid artifact name ${JSON.stringify(name)}`,
          );
        }
        if (Number(body.version) < 4) throw new TwirpError(400, "invalid_argument", "version < 4");
        if (find(run, name, true)) {
          throw new TwirpError(
            409,
            "already_exists",
            `an artifact named ${name} exists in this run`,
          );
        }
        const workflowRunId = runs.get(run);
        if (workflowRunId === undefined) throw new TwirpError(404, "not_found", "unknown run");
        const created: StoredArtifact = {
          id: (nextId += 1),
          name,
          runBackendId: run,
          jobBackendId: job,
          workflowRunId,
          createdAt: new Date().toISOString().replace(/\.\d{3}Z$/, "Z"),
          expiresAt:
            typeof body.expires_at === "string"
              ? body.expires_at
              : new Date(Date.now() + 90 * 86_400_000).toISOString(),
          finalized: false,
          blob: null,
          contentType: "application/octet-stream",
          digest: null,
          blocks: new Map(),
        };
        const replaced = stored.findIndex(
          (a) => a.runBackendId === run && a.name === name && !a.finalized,
        );
        if (replaced >= 0) stored.splice(replaced, 1);
        stored.push(created);
        return { ok: true, signed_upload_url: signed(blobPath(created), "cw") };
      }
      case "FinalizeArtifact": {
        const a = find(run, name, false);
        if (!a) throw new TwirpError(404, "not_found", `no artifact ${name} being uploaded`);
        if (a.blob === null)
          throw new TwirpError(400, "failed_precondition", "nothing was uploaded");
        if (String(body.size) !== String(a.blob.length)) {
          throw new TwirpError(
            400,
            "invalid_argument",
            `size ${String(body.size)} ≠ ${a.blob.length} uploaded`,
          );
        }
        const digest = `sha256:${createHash("sha256").update(a.blob).digest("hex")}`;
        if (body.hash !== undefined && body.hash !== digest) {
          throw new TwirpError(400, "invalid_argument", `hash ${text("hash")} ≠ ${digest}`);
        }
        a.digest = digest;
        a.finalized = true;
        return { ok: true, artifact_id: String(a.id) };
      }
      case "ListArtifacts": {
        const byName = body.name_filter as string | undefined;
        const byId = body.id_filter as string | undefined;
        return {
          artifacts: stored
            .filter((a) => a.finalized && a.runBackendId === run)
            .filter((a) => byName === undefined || a.name === byName)
            .filter((a) => byId === undefined || String(a.id) === String(byId))
            .map((a) => ({
              workflow_run_backend_id: a.runBackendId,
              workflow_job_run_backend_id: a.jobBackendId,
              database_id: String(a.id),
              name: a.name,
              size: String(a.blob?.length ?? 0),
              created_at: a.createdAt,
              ...(a.digest ? { digest: a.digest } : {}),
            })),
        };
      }
      case "GetSignedArtifactURL": {
        const a = find(run, name, true);
        if (!a) throw new TwirpError(404, "not_found", `no artifact ${name}`);
        return { signed_url: signed(blobPath(a), "r") };
      }
      default: {
        const a = find(run, name, true);
        if (!a) throw new TwirpError(404, "not_found", `no artifact ${name}`);
        stored.splice(stored.indexOf(a), 1);
        return { ok: true, artifact_id: String(a.id) };
      }
    }
  };

  /** The artifact a signed blob URL names, checked for signature, expiry and permission. */
  const blobTarget = (url: URL, need: "w" | "r"): StoredArtifact => {
    const se = url.searchParams.get("se") ?? "";
    const sp = url.searchParams.get("sp") ?? "";
    const sig = url.searchParams.get("sig") ?? "";
    if (!sameMac(sig, hmac(`${url.pathname}\n${sp}\n${se}`)) || Date.parse(se) < Date.now()) {
      throw new TwirpError(403, "AuthenticationFailed", "signature invalid or expired");
    }
    if (!sp.includes(need)) throw new TwirpError(403, "AuthorizationPermissionMismatch", sp);
    const a = stored.find((x) => blobPath(x) === url.pathname);
    if (!a) throw new TwirpError(404, "BlobNotFound", url.pathname);
    return a;
  };

  const blob = (req: IncomingMessage, url: URL, body: Buffer, res: ServerResponse): void => {
    // The service version: the header (the SDK's requests) or the SAS's `sv` (a plain GET).
    if (!req.headers["x-ms-version"] && !url.searchParams.get("sv"))
      throw new TwirpError(400, "MissingRequiredHeader", "x-ms-version");
    if (req.method === "GET") {
      const a = blobTarget(url, "r");
      if (!a.finalized || a.blob === null) throw new TwirpError(404, "BlobNotFound", a.name);
      res.writeHead(200, { "content-type": a.contentType, "content-length": a.blob.length });
      res.end(a.blob);
      return;
    }
    if (req.method !== "PUT") throw new TwirpError(405, "UnsupportedHttpVerb", req.method ?? "");
    const a = blobTarget(url, "w");
    if (a.finalized) throw new TwirpError(409, "BlobImmutable", a.name);
    const comp = url.searchParams.get("comp");
    if (comp === "block") {
      a.blocks.set(url.searchParams.get("blockid") ?? "", body);
    } else if (comp === "blocklist") {
      const ids = [
        ...body.toString("utf8").matchAll(/<(Latest|Uncommitted|Committed)>([^<]*)<\//g),
      ].map((m) => m[2] ?? "");
      const parts = ids.map((id) => a.blocks.get(id));
      if (parts.some((p) => p === undefined))
        throw new TwirpError(400, "InvalidBlockList", "unknown block");
      a.blob = Buffer.concat(parts as Buffer[]);
      a.contentType = String(req.headers["x-ms-blob-content-type"] ?? a.contentType);
    } else if (comp === null && req.headers["x-ms-blob-type"] === "BlockBlob") {
      a.blob = body;
      a.contentType = String(req.headers["x-ms-blob-content-type"] ?? a.contentType);
    } else {
      throw new TwirpError(400, "InvalidQueryParameterValue", `comp=${String(comp)}`);
    }
    res.writeHead(201, { etag: `"0x${a.id}"`, "x-ms-request-server-encrypted": "true" });
    res.end();
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", baseUrl);
    const comp = url.searchParams.get("comp");
    log.push(`${req.method ?? "GET"} ${url.pathname}${comp === null ? "" : ` comp=${comp}`}`);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    try {
      if (!url.pathname.startsWith(TWIRP_PREFIX)) {
        blob(req, url, body, res);
        return;
      }
      if (req.method !== "POST") throw new TwirpError(404, "bad_route", "POST only");
      const scope = scopeOf(req);
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(body.toString("utf8")) as Record<string, unknown>;
      } catch {
        throw new TwirpError(400, "malformed", "the body is not JSON");
      }
      const answer = twirp(url.pathname.slice(TWIRP_PREFIX.length), parsed, scope);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(answer));
    } catch (error) {
      if (!(error instanceof TwirpError)) throw error;
      res.writeHead(error.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ code: error.code, msg: error.message }));
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      violations.push(`artifact stand-in crashed: ${e instanceof Error ? e.stack : String(e)}`);
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${baseUrl}/`,
    job(workflowRunId) {
      const runBackendId = randomBytes(16).toString("hex");
      const jobBackendId = randomBytes(16).toString("hex");
      runs.set(runBackendId, workflowRunId);
      return {
        workflowRunId,
        runBackendId,
        jobBackendId,
        token: issueToken(runBackendId, jobBackendId),
      };
    },
    artifacts: () => stored.filter((a) => a.finalized),
    downloadUrl: (a) => signed(blobPath(a), "r", 1),
    remove(id) {
      const index = stored.findIndex((a) => a.id === id && a.finalized);
      if (index < 0) return false;
      stored.splice(index, 1);
      return true;
    },
    tamper(id, bytes) {
      const a = stored.find((x) => x.id === id);
      if (!a) throw new Error(`no artifact ${id}`);
      a.blob = bytes;
    },
    requests: () => [...log],
    violations: () => [...violations],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
