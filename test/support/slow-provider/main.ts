/**
 * terraform-provider-slow: a real Terraform provider served from Node (plugin protocol 5 over
 * gRPC, hashicorp/go-plugin's handshake), for tests that need an apply which outlives the first
 * interrupt. Terraform starts it itself (CLI config `dev_overrides`, see ../slow-provider.ts) with
 *
 *   TF_PLUGIN_MAGIC_COOKIE  go-plugin's cookie for Terraform providers (checked, as go-plugin does)
 *   PLUGIN_PROTOCOL_VERSIONS the versions Terraform speaks (must include 5)
 *   PLUGIN_CLIENT_CERT      Terraform's AutoMTLS client certificate (PEM)
 *
 * and reads one handshake line on stdout: `1|5|tcp|127.0.0.1:PORT|grpc|<server cert>`, the server
 * certificate as base64 (no padding) DER. With a client certificate the server serves TLS with a
 * fresh self-signed certificate for CN/SAN "localhost" (openssl CLI) and requires and trusts only
 * that client certificate — go-plugin's server.go rules. Besides `tfplugin5.Provider` it serves
 * grpc.health.v1 Health ("plugin" is SERVING), and go-plugin's GRPCController (Shutdown ends the
 * process), GRPCStdio and GRPCBroker streams (held open, nothing sent).
 *
 * Like a go-plugin server it ignores SIGINT (Terraform, not the provider, handles interrupts) and
 * dies on SIGTERM/SIGKILL. `Stop` is answered at once and ignored: an apply in flight runs to its end.
 * When its parent (Terraform) is gone it finishes what is in flight — the "cloud" completes an
 * accepted create — and exits instead of lingering.
 */
import { execFileSync } from "node:child_process";
import { X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import grpc from "@grpc/grpc-js";
import protoLoader from "@grpc/proto-loader";
import type { MsgValue } from "./msgpack.js";

type MsgpackModule = typeof import("./msgpack.js");
type ResourceModule = typeof import("./resource.js");
const here = (file: string): string => new URL(file, import.meta.url).href;
const { decodeMsgpack, encodeMsgpack } = (await import(here("./msgpack.ts"))) as MsgpackModule;
const { TYPE_NAME, applyThing, importThing, logEvent, planThing, readThing, thingSchema } =
  (await import(here("./resource.ts"))) as ResourceModule;

const MAGIC_COOKIE_KEY = "TF_PLUGIN_MAGIC_COOKIE";
const MAGIC_COOKIE = "d602bf8f470bc67ca7faa0386276bbdd4330efaf76d1a219cb4d6991ca9872b2";

if (process.env[MAGIC_COOKIE_KEY] !== MAGIC_COOKIE) {
  // go-plugin's own words for a plugin binary run by hand.
  process.stderr.write(
    "This binary is a plugin. These are not meant to be executed directly.\n" +
      "Please execute the program that consumes these plugins, which will\n" +
      "load any plugins automatically\n",
  );
  process.exit(1);
}
const versions = (process.env.PLUGIN_PROTOCOL_VERSIONS ?? "5").split(",");
if (!versions.includes("5")) {
  process.stderr.write(
    `terraform-provider-slow speaks plugin protocol 5 only; the client asked for ${versions.join(",")}\n`,
  );
  process.exit(1);
}

interface DynamicValue {
  msgpack?: Buffer;
  json?: Buffer;
}

function decodeDynamic(v: DynamicValue | null | undefined): MsgValue {
  if (v?.msgpack && v.msgpack.length > 0) return decodeMsgpack(v.msgpack);
  if (v?.json && v.json.length > 0) return JSON.parse(v.json.toString("utf8")) as MsgValue;
  return null;
}

const dynamic = (v: MsgValue): DynamicValue => ({ msgpack: encodeMsgpack(v) });

function errorDiagnostic(summary: string, detail = ""): unknown {
  return { severity: "ERROR", summary, detail };
}

type Handler = (call: { request: Record<string, unknown> }) => unknown;

/** Wraps a handler into grpc-js's unary shape: a throw becomes an ERROR diagnostic. */
function unary(handler: Handler): grpc.handleUnaryCall<unknown, unknown> {
  return (call, callback) => {
    Promise.resolve()
      .then(() => handler(call as unknown as { request: Record<string, unknown> }))
      .then(
        (response) => callback(null, response),
        (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          logEvent("error", { message });
          callback(null, { diagnostics: [errorDiagnostic("terraform-provider-slow", message)] });
        },
      );
  };
}

let inFlight = 0;
async function tracked<T>(work: () => Promise<T>): Promise<T> {
  inFlight += 1;
  try {
    return await work();
  } finally {
    inFlight -= 1;
  }
}

const emptySchema = { version: 0, block: { version: 0, attributes: [], block_types: [] } };

const provider = {
  // A real provider's schema load takes seconds: SLOW_PROVIDER_SCHEMA_SECONDS stands for it.
  GetSchema: unary(async () => {
    const seconds = Number(process.env.SLOW_PROVIDER_SCHEMA_SECONDS ?? "0");
    if (seconds > 0) await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    logEvent("schema", { seconds });
    return {
      provider: emptySchema,
      resource_schemas: { [TYPE_NAME]: thingSchema() },
      data_source_schemas: {},
      server_capabilities: { plan_destroy: false, get_provider_schema_optional: false },
    };
  }),
  PrepareProviderConfig: unary(({ request }) => ({ prepared_config: request.config })),
  ValidateResourceTypeConfig: unary(() => ({})),
  ValidateDataSourceConfig: unary(() => ({})),
  Configure: unary(() => ({})),
  UpgradeResourceState: unary(({ request }) => {
    const raw = request.raw_state as { json?: Buffer } | undefined;
    if (!raw?.json || raw.json.length === 0) {
      throw new Error("UpgradeResourceState: only JSON state is supported (no flatmap)");
    }
    return { upgraded_state: { json: raw.json } };
  }),
  ReadResource: unary(({ request }) => ({
    new_state: dynamic(readThing(decodeDynamic(request.current_state as DynamicValue))),
    private: request.private,
  })),
  PlanResourceChange: unary(({ request }) => {
    const { planned, requiresReplace } = planThing(
      decodeDynamic(request.prior_state as DynamicValue),
      decodeDynamic(request.proposed_new_state as DynamicValue),
    );
    return {
      planned_state: dynamic(planned),
      requires_replace: requiresReplace.map((name) => ({ steps: [{ attribute_name: name }] })),
      planned_private: request.prior_private,
      legacy_type_system: false,
    };
  }),
  ApplyResourceChange: unary(({ request }) =>
    tracked(async () => ({
      new_state: dynamic(
        await applyThing(
          decodeDynamic(request.prior_state as DynamicValue),
          decodeDynamic(request.planned_state as DynamicValue),
        ),
      ),
      private: request.planned_private,
      legacy_type_system: false,
    })),
  ),
  ImportResourceState: unary(({ request }) => {
    const state = importThing(String(request.id));
    if (state === null) throw new Error(`slow_thing ${String(request.id)} does not exist`);
    logEvent("import", { id: request.id });
    return {
      imported_resources: [
        { type_name: TYPE_NAME, state: dynamic(state), private: Buffer.alloc(0) },
      ],
    };
  }),
  Stop: unary(() => {
    // Answered, and ignored: what a cloud API in the middle of a create does.
    logEvent("stop-ignored", { inFlight });
    return { Error: "" };
  }),
};

function loadPackage(file: string): grpc.GrpcObject {
  const definition = protoLoader.loadSync(new URL(file, import.meta.url).pathname, {
    keepCase: true,
    longs: Number,
    enums: String,
    defaults: false,
    oneofs: true,
  });
  return grpc.loadPackageDefinition(definition);
}

function serviceOf(pkg: grpc.GrpcObject, dotted: string): grpc.ServiceDefinition {
  let node: unknown = pkg;
  for (const part of dotted.split(".")) node = (node as Record<string, unknown>)[part];
  const service = (node as { service?: grpc.ServiceDefinition } | undefined)?.service;
  if (!service) throw new Error(`service ${dotted} not found in the loaded protos`);
  return service;
}

/** A self-signed ECDSA certificate for CN/SAN localhost, as go-plugin's generateCert makes. */
function generateCertificate(): { certPem: string; keyPem: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "slow-provider-cert-"));
  try {
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
        "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=localhost",
        "-addext", "subjectAltName=DNS:localhost",
        "-addext", "basicConstraints=critical,CA:TRUE",
        "-addext", "keyUsage=digitalSignature,keyEncipherment,keyAgreement,keyCertSign",
        "-addext", "extendedKeyUsage=serverAuth,clientAuth",
      ], // prettier-ignore
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    return { certPem: readFileSync(cert, "utf8"), keyPem: readFileSync(key, "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const server = new grpc.Server();
const tfplugin5 = loadPackage("./tfplugin5.8.proto");
const host = loadPackage("./plugin-host.proto");
const health = loadPackage("./health.proto");
server.addService(serviceOf(tfplugin5, "tfplugin5.Provider"), provider);
server.addService(serviceOf(health, "grpc.health.v1.Health"), {
  Check: unary(({ request }) => ({
    status: request.service === "plugin" || !request.service ? "SERVING" : "SERVICE_UNKNOWN",
  })),
});
const holdOpen = (call: grpc.ServerWritableStream<unknown, unknown>): void => {
  call.on("cancelled", () => call.end());
};
server.addService(serviceOf(host, "plugin.GRPCStdio"), { StreamStdio: holdOpen });
server.addService(serviceOf(host, "plugin.GRPCBroker"), {
  StartStream: (call: grpc.ServerDuplexStream<unknown, unknown>) => {
    call.on("data", () => undefined);
    call.on("end", () => call.end());
  },
});
server.addService(serviceOf(host, "plugin.GRPCController"), {
  // go-plugin's Shutdown stops the gRPC server at once (in-flight calls are cut) and the process
  // ends; a create cut this way leaves its marker at "creating" — accepted by the "cloud".
  Shutdown: unary(() => {
    logEvent("shutdown", { inFlight });
    setImmediate(() => exitNow("shutdown"));
    return {};
  }),
});

function exitNow(reason: string): void {
  logEvent("exit", { reason, inFlight });
  server.forceShutdown();
  process.exit(0);
}

function exitWhenIdle(reason: string): void {
  if (inFlight > 0) setTimeout(() => exitWhenIdle(reason), 50);
  else exitNow(reason);
}

// Terraform handles interrupts; a go-plugin server eats them.
process.on("SIGINT", () => logEvent("sigint-ignored", { inFlight }));

const clientCert = process.env.PLUGIN_CLIENT_CERT ?? "";
let credentials = grpc.ServerCredentials.createInsecure();
let serverCertField = "";
if (clientCert !== "") {
  const { certPem, keyPem } = generateCertificate();
  credentials = grpc.ServerCredentials.createSsl(
    Buffer.from(clientCert),
    [{ private_key: Buffer.from(keyPem), cert_chain: Buffer.from(certPem) }],
    true,
  );
  serverCertField = new X509Certificate(certPem).raw.toString("base64").replace(/=+$/, "");
}

server.bindAsync("127.0.0.1:0", credentials, (error, port) => {
  if (error) {
    process.stderr.write(`terraform-provider-slow: cannot listen: ${error.message}\n`);
    process.exit(1);
  }
  logEvent("serving", { port, tls: clientCert !== "", ppid: process.ppid });
  process.stdout.write(`1|5|tcp|127.0.0.1:${port}|grpc|${serverCertField}\n`);
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(watch);
      logEvent("parent-gone", { parent, inFlight });
      exitWhenIdle("parent-gone");
    }
  }, 200);
});
