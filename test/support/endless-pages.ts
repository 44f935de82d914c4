/**
 * A misbehaving API in front of a stand-in: every request is passed through unchanged, except
 * the paginated reads `match` selects, which are answered with the stand-in's own first page
 * and a link to one more page, forever — GitHub's `Link: <…>; rel="next"` header or Bitbucket's
 * `next` field. It counts those pages and can answer each one slowly. The stand-in itself stays
 * as the published API describes it; this is the server the issue met (889 pages in 60 s).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface EndlessPagesOptions {
  /** The stand-in's origin, e.g. `http://127.0.0.1:4000`. */
  target: string;
  flavor: "github" | "bitbucket";
  /** The GET paths answered endlessly. */
  match: RegExp;
  /** Wait before each endless page (ms). */
  delayMs?: number;
}

export interface EndlessPages {
  /** This server's origin: use it (with the stand-in's path prefix) as the API URL. */
  readonly origin: string;
  /** Endless pages served so far. */
  pages(): number;
  /** Endless pages requested since the given time (ms epoch). */
  pagesSince(time: number): number;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startEndlessPages(options: EndlessPagesOptions): Promise<EndlessPages> {
  const served: number[] = [];
  let origin = "";

  async function forward(req: IncomingMessage, url: URL, body: Buffer): Promise<Response> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string" && name !== "host" && name !== "content-length") {
        headers.set(name, value);
      }
    }
    return fetch(`${options.target}${url.pathname}${url.search}`, {
      method: req.method ?? "GET",
      headers,
      ...(body.length > 0 ? { body } : {}),
    });
  }

  async function endless(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const page = Number(url.searchParams.get("page") ?? "1");
    served.push(Date.now());
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    const first = new URL(url.href);
    first.searchParams.delete("page");
    const upstream = await forward(req, first, Buffer.alloc(0));
    const next = new URL(url.href);
    next.searchParams.set("page", String(page + 1));
    const nextUrl = `${origin}${next.pathname}${next.search}`;
    const headers: Record<string, string> = { "content-type": "application/json" };
    const date = upstream.headers.get("date");
    if (date) headers.date = date;
    let text = await upstream.text();
    if (options.flavor === "github") {
      headers.link = `<${nextUrl}>; rel="next"`;
    } else {
      const body = JSON.parse(text) as Record<string, unknown>;
      text = JSON.stringify({ ...body, page, next: nextUrl });
    }
    res.writeHead(upstream.status, headers).end(text);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    void (async () => {
      if (req.method === "GET" && options.match.test(url.pathname)) {
        await endless(req, res, url);
        return;
      }
      const upstream = await forward(req, url, await readBody(req));
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (name !== "content-length" && name !== "transfer-encoding") headers[name] = value;
      });
      res.writeHead(upstream.status, headers).end(Buffer.from(await upstream.arrayBuffer()));
    })().catch(() => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    pages: () => served.length,
    pagesSince: (time) => served.filter((t) => t >= time).length,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
