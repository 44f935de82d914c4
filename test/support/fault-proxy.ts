/**
 * FAULT-INJECTING PROXY (a test stand-in, not a backend): a TCP proxy on 127.0.0.1 in front of a
 * real backend server — the http lock server, s3rver's shim, dynalite, PostgreSQL — that can
 * make the backend "go away" the way an outage or an expired credential does at the end of a
 * long apply. `down()` cuts every open connection and resets every new one (the client sees
 * ECONNRESET / "connection refused"-like failures, the server sees its sessions end); `up()`
 * passes bytes through again, unchanged. It adds no behaviour of its own: while up, the client
 * talks to the real server byte for byte.
 *
 * `downWhen` arms the fault on a condition polled every 50 ms (e.g. the first local-exec marker
 * file of the apply appearing), so the outage lands mid-apply, after the lock was taken and
 * before Terraform's final state write.
 */
import { existsSync } from "node:fs";
import net from "node:net";

export interface FaultProxy {
  /** The proxy's port on 127.0.0.1. */
  readonly port: number;
  readonly isDown: boolean;
  /** Connections reset while down (a measure that the fault really struck). */
  readonly refused: number;
  down(): void;
  up(): void;
  /** Goes down as soon as `condition()` holds (polled every 50 ms); resolves then. */
  downWhen(condition: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultProxy(target: {
  host?: string;
  port: number;
}): Promise<FaultProxy> {
  const host = target.host ?? "127.0.0.1";
  const open = new Set<net.Socket>();
  let isDown = false;
  let refused = 0;
  const server = net.createServer((client) => {
    if (isDown) {
      refused += 1;
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect({ host, port: target.port });
    open.add(client);
    open.add(upstream);
    const drop = (): void => {
      open.delete(client);
      open.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  const goDown = (): void => {
    isDown = true;
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
  };
  return {
    port,
    get isDown() {
      return isDown;
    },
    get refused() {
      return refused;
    },
    down: goDown,
    up() {
      isDown = false;
    },
    async downWhen(condition, timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      while (!condition()) {
        if (Date.now() > until)
          throw new Error(`fault proxy: condition not met in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      goDown();
    },
    close: () =>
      new Promise<void>((resolve) => {
        goDown();
        server.close(() => resolve());
      }),
  };
}

/** A condition for `downWhen`: the file exists (e.g. a local-exec marker of the apply). */
export function fileAppears(file: string): () => boolean {
  return () => existsSync(file);
}
