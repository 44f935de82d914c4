/**
 * Pulumi DIY lock files on an `s3://` backend: the same files as on `file://`
 * (`.pulumi/locks/organization/<project>/<stack>/<uuid>.json`, legacy `.pulumi/locks/<stack>/`),
 * as objects under the backend URL's bucket and prefix, read and removed through the AWS SDK
 * (loaded on first use). The URL is read as Pulumi's gocloud s3blob reads it:
 * `s3://bucket/prefix?region=…&endpoint=…&s3ForcePathStyle=true` (or `use_path_style=true`);
 * region otherwise from AWS_REGION / AWS_DEFAULT_REGION; credentials from the SDK's chain.
 *
 * Removal re-reads the object and deletes it only while it holds what was listed. S3 has no
 * conditional delete on every bucket type, so a window remains between that read and the
 * delete; a Pulumi process writes a new lock under a new name (a fresh UUID), never over an
 * old one, which keeps that window harmless for the lock formats Pulumi writes.
 */
import { shellQuote } from "../process/shell-quote.js";
import type { PulumiStackRef } from "../engines/pulumi/project.js";

import type { S3BackendSettings } from "../backends/s3-backend.js";
import { awsFailure, createS3Client, getObjectBytes, loadS3Sdk } from "../backends/s3-clients.js";

import {
  backendKeyPrefix,
  lockKeyPrefixes,
  parseBackendUrl,
  parseLockContent,
} from "./pulumi-lock-file.js";
import type {
  PulumiLockFile,
  PulumiLockListing,
  PulumiLockStore,
} from "../engines/pulumi/lock-files.js";

export interface S3Location {
  settings: S3BackendSettings;
  /** The key prefix of the backend (`""` or ending in `/`). */
  prefix: string;
}

/** Reads an `s3://` DIY backend URL; throws naming the URL when it has no bucket or region. */
export function parseS3BackendUrl(url: string, env: NodeJS.ProcessEnv): S3Location {
  const parsed = parseBackendUrl(
    url,
    `the Pulumi backend URL ${JSON.stringify(url)}`,
    "s3://bucket/prefix?region=…",
  );
  const bucket = parsed.hostname;
  if (bucket === "")
    throw new Error(
      `the Pulumi backend URL ${JSON.stringify(url)} names no bucket (expected s3://bucket/…)`,
    );
  const query = parsed.searchParams;
  const region = query.get("region") ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION;
  if (region === undefined || region === "") {
    throw new Error(
      `the Pulumi backend ${url} has no region: add ?region=… to the URL or set AWS_REGION, as for pulumi`,
    );
  }
  const settings: S3BackendSettings = {
    bucket,
    stateKey: "",
    workspace: "default",
    region,
    usePathStyle:
      query.get("s3ForcePathStyle") === "true" || query.get("use_path_style") === "true",
    useLockfile: false,
    assumeRole: false,
  };
  const endpoint = query.get("endpoint") ?? env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
  if (endpoint !== undefined && endpoint !== "") {
    settings.s3Endpoint = /^[a-z]+:\/\//i.test(endpoint)
      ? endpoint
      : `${query.get("disableSSL") === "true" || query.get("disable_https") === "true" ? "http" : "https"}://${endpoint}`;
  }
  return { settings, prefix: backendKeyPrefix(parsed) };
}

export class S3PulumiLockStore implements PulumiLockStore {
  constructor(
    readonly backendUrl: string,
    private readonly ref: PulumiStackRef,
    private readonly location: S3Location,
  ) {}

  private prefixes(): string[] {
    return lockKeyPrefixes(this.location.prefix, this.ref);
  }

  private url(key: string): string {
    return `s3://${this.location.settings.bucket}/${key}`;
  }

  async list(): Promise<PulumiLockListing> {
    const { settings } = this.location;
    const sdk = await loadS3Sdk();
    const client = await createS3Client(settings);
    const locks: PulumiLockFile[] = [];
    try {
      for (const prefix of this.prefixes()) {
        let token: string | undefined;
        do {
          const page = await client
            .send(
              new sdk.ListObjectsV2Command({
                Bucket: settings.bucket,
                Prefix: prefix,
                Delimiter: "/",
                ...(token !== undefined ? { ContinuationToken: token } : {}),
              }),
            )
            .catch((error: unknown) => {
              throw awsFailure("the Pulumi lock files", this.url(prefix), error);
            });
          for (const object of page.Contents ?? []) {
            const key = object.Key ?? "";
            if (!key.endsWith(".json")) continue;
            const bytes = await getObjectBytes(settings, key, "a Pulumi lock file", client);
            if (bytes === null) continue; // removed by its owner while we listed
            const raw = Buffer.from(bytes).toString("utf8");
            const id = key.slice(prefix.length, -".json".length);
            locks.push({ id, path: this.url(key), raw, ...parseLockContent(raw) });
          }
          token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
        } while (token !== undefined);
      }
    } finally {
      client.destroy();
    }
    return { kind: "listed", locks };
  }

  async remove(lock: PulumiLockFile): Promise<void> {
    const { settings } = this.location;
    const key = lock.path.slice(`s3://${settings.bucket}/`.length);
    const sdk = await loadS3Sdk();
    const client = await createS3Client(settings);
    try {
      const bytes = await getObjectBytes(settings, key, "a Pulumi lock file", client);
      if (bytes === null) return;
      if (Buffer.from(bytes).toString("utf8") !== lock.raw) {
        throw new Error(`the lock file ${lock.path} changed since it was inspected: not removed`);
      }
      await client
        .send(new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: key }))
        .catch((error: unknown) => {
          throw awsFailure("(deleting) the Pulumi lock file", lock.path, error);
        });
    } finally {
      client.destroy();
    }
  }

  manualCommand(lock: PulumiLockFile | null): string {
    return lock
      ? `aws s3 rm ${shellQuote(lock.path)}`
      : `aws s3 ls ${this.prefixes()
          .map((p) => shellQuote(this.url(p)))
          .join(" ")}`;
  }
}
