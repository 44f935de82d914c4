/** Minimal typings for the two npm test servers (neither ships its own). */
declare module "s3rver" {
  import type { AddressInfo } from "node:net";
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

declare module "dynalite" {
  import type { Server } from "node:http";
  interface DynaliteOptions {
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
  }
  export default function dynalite(options?: DynaliteOptions): Server;
}
