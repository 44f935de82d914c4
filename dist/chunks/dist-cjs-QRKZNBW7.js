#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  event_streams_exports,
  init_event_streams
} from "./chunk-XE4JGVLE.js";
import {
  AwsRestXmlProtocol,
  client_exports as client_exports2,
  dist_es_exports,
  httpAuthSchemes_exports,
  httpSigningMiddlewareOptions,
  init_client as init_client2,
  init_dist_es,
  init_httpAuthSchemes,
  init_protocols,
  init_protocols2,
  init_retry,
  protocols_exports,
  require_dist_cjs,
  require_dist_cjs2,
  require_dist_cjs3,
  retry_exports,
  setFeature
} from "./chunk-MHJCXBFH.js";
import {
  Crc32Node,
  HttpRequest,
  HttpResponse,
  NoOpLogger,
  NormalizedSchema,
  SelectorType,
  Sha256Js,
  Sha256Node,
  booleanSelector,
  checksum_exports,
  client_exports,
  concatBytes,
  config_exports,
  createBufferedReadable,
  createChecksumStream,
  endpoints_exports,
  getSmithyContext,
  init_checksum,
  init_client,
  init_config,
  init_endpoints,
  init_schema,
  init_serde,
  isArrayBuffer,
  normalizeProvider,
  parseRfc7231DateTime,
  schema_exports,
  serde_exports,
  toUint8Array
} from "./chunk-2CMJJ6MU.js";
import {
  __commonJS,
  __esm,
  __export,
  __toCommonJS,
  __toESM
} from "./chunk-IQWI6KNV.js";

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/constants.js
var RequestChecksumCalculation, DEFAULT_REQUEST_CHECKSUM_CALCULATION, ResponseChecksumValidation, DEFAULT_RESPONSE_CHECKSUM_VALIDATION, ChecksumAlgorithm, ChecksumLocation, DEFAULT_CHECKSUM_ALGORITHM;
var init_constants = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/constants.js"() {
    RequestChecksumCalculation = {
      WHEN_SUPPORTED: "WHEN_SUPPORTED",
      WHEN_REQUIRED: "WHEN_REQUIRED"
    };
    DEFAULT_REQUEST_CHECKSUM_CALCULATION = RequestChecksumCalculation.WHEN_SUPPORTED;
    ResponseChecksumValidation = {
      WHEN_SUPPORTED: "WHEN_SUPPORTED",
      WHEN_REQUIRED: "WHEN_REQUIRED"
    };
    DEFAULT_RESPONSE_CHECKSUM_VALIDATION = RequestChecksumCalculation.WHEN_SUPPORTED;
    (function(ChecksumAlgorithm2) {
      ChecksumAlgorithm2["MD5"] = "MD5";
      ChecksumAlgorithm2["CRC32"] = "CRC32";
      ChecksumAlgorithm2["CRC32C"] = "CRC32C";
      ChecksumAlgorithm2["CRC64NVME"] = "CRC64NVME";
      ChecksumAlgorithm2["SHA1"] = "SHA1";
      ChecksumAlgorithm2["SHA256"] = "SHA256";
    })(ChecksumAlgorithm || (ChecksumAlgorithm = {}));
    (function(ChecksumLocation2) {
      ChecksumLocation2["HEADER"] = "header";
      ChecksumLocation2["TRAILER"] = "trailer";
    })(ChecksumLocation || (ChecksumLocation = {}));
    DEFAULT_CHECKSUM_ALGORITHM = ChecksumAlgorithm.CRC32;
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/stringUnionSelector.js
var SelectorType2, stringUnionSelector;
var init_stringUnionSelector = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/stringUnionSelector.js"() {
    (function(SelectorType3) {
      SelectorType3["ENV"] = "env";
      SelectorType3["CONFIG"] = "shared config entry";
    })(SelectorType2 || (SelectorType2 = {}));
    stringUnionSelector = (obj, key, union, type) => {
      if (!(key in obj)) {
        return void 0;
      }
      const value = obj[key].toUpperCase();
      if (!Object.values(union).includes(value)) {
        throw new TypeError(`Cannot load ${type} '${key}'. Expected one of ${Object.values(union)}, got '${obj[key]}'.`);
      }
      return value;
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/NODE_REQUEST_CHECKSUM_CALCULATION_CONFIG_OPTIONS.js
var ENV_REQUEST_CHECKSUM_CALCULATION, CONFIG_REQUEST_CHECKSUM_CALCULATION, NODE_REQUEST_CHECKSUM_CALCULATION_CONFIG_OPTIONS;
var init_NODE_REQUEST_CHECKSUM_CALCULATION_CONFIG_OPTIONS = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/NODE_REQUEST_CHECKSUM_CALCULATION_CONFIG_OPTIONS.js"() {
    init_constants();
    init_stringUnionSelector();
    ENV_REQUEST_CHECKSUM_CALCULATION = "AWS_REQUEST_CHECKSUM_CALCULATION";
    CONFIG_REQUEST_CHECKSUM_CALCULATION = "request_checksum_calculation";
    NODE_REQUEST_CHECKSUM_CALCULATION_CONFIG_OPTIONS = {
      environmentVariableSelector: (env) => stringUnionSelector(env, ENV_REQUEST_CHECKSUM_CALCULATION, RequestChecksumCalculation, SelectorType2.ENV),
      configFileSelector: (profile) => stringUnionSelector(profile, CONFIG_REQUEST_CHECKSUM_CALCULATION, RequestChecksumCalculation, SelectorType2.CONFIG),
      default: DEFAULT_REQUEST_CHECKSUM_CALCULATION
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/NODE_RESPONSE_CHECKSUM_VALIDATION_CONFIG_OPTIONS.js
var ENV_RESPONSE_CHECKSUM_VALIDATION, CONFIG_RESPONSE_CHECKSUM_VALIDATION, NODE_RESPONSE_CHECKSUM_VALIDATION_CONFIG_OPTIONS;
var init_NODE_RESPONSE_CHECKSUM_VALIDATION_CONFIG_OPTIONS = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/NODE_RESPONSE_CHECKSUM_VALIDATION_CONFIG_OPTIONS.js"() {
    init_constants();
    init_stringUnionSelector();
    ENV_RESPONSE_CHECKSUM_VALIDATION = "AWS_RESPONSE_CHECKSUM_VALIDATION";
    CONFIG_RESPONSE_CHECKSUM_VALIDATION = "response_checksum_validation";
    NODE_RESPONSE_CHECKSUM_VALIDATION_CONFIG_OPTIONS = {
      environmentVariableSelector: (env) => stringUnionSelector(env, ENV_RESPONSE_CHECKSUM_VALIDATION, ResponseChecksumValidation, SelectorType2.ENV),
      configFileSelector: (profile) => stringUnionSelector(profile, CONFIG_RESPONSE_CHECKSUM_VALIDATION, ResponseChecksumValidation, SelectorType2.CONFIG),
      default: DEFAULT_RESPONSE_CHECKSUM_VALIDATION
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/getChecksumAlgorithmForRequest.js
var getChecksumAlgorithmForRequest;
var init_getChecksumAlgorithmForRequest = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/getChecksumAlgorithmForRequest.js"() {
    init_constants();
    getChecksumAlgorithmForRequest = (input, { requestChecksumRequired, requestAlgorithmMember, requestChecksumCalculation }) => {
      if (!requestAlgorithmMember) {
        return requestChecksumCalculation === RequestChecksumCalculation.WHEN_SUPPORTED || requestChecksumRequired ? DEFAULT_CHECKSUM_ALGORITHM : void 0;
      }
      if (!input[requestAlgorithmMember]) {
        return void 0;
      }
      const checksumAlgorithm = input[requestAlgorithmMember];
      return checksumAlgorithm;
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/getChecksumLocationName.js
var getChecksumLocationName;
var init_getChecksumLocationName = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/getChecksumLocationName.js"() {
    init_constants();
    getChecksumLocationName = (algorithm) => algorithm === ChecksumAlgorithm.MD5 ? "content-md5" : `x-amz-checksum-${algorithm.toLowerCase()}`;
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/hasHeader.js
var hasHeader;
var init_hasHeader = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/hasHeader.js"() {
    hasHeader = (header, headers) => {
      const soughtHeader = header.toLowerCase();
      for (const headerName of Object.keys(headers)) {
        if (soughtHeader === headerName.toLowerCase()) {
          return true;
        }
      }
      return false;
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/hasHeaderWithPrefix.js
var hasHeaderWithPrefix;
var init_hasHeaderWithPrefix = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/hasHeaderWithPrefix.js"() {
    hasHeaderWithPrefix = (headerPrefix, headers) => {
      const soughtHeaderPrefix = headerPrefix.toLowerCase();
      for (const headerName of Object.keys(headers)) {
        if (headerName.toLowerCase().startsWith(soughtHeaderPrefix)) {
          return true;
        }
      }
      return false;
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/isStreaming.js
var isStreaming;
var init_isStreaming = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/isStreaming.js"() {
    init_serde();
    isStreaming = (body) => body !== void 0 && typeof body !== "string" && !ArrayBuffer.isView(body) && !isArrayBuffer(body);
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/crc/crc32c/Crc32cJs.js
var T, Crc32cJs;
var init_Crc32cJs = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/crc/crc32c/Crc32cJs.js"() {
    T = new Uint32Array(256);
    for (let i = 0; i < 256; ++i) {
      let c = i;
      for (let j = 0; j < 8; ++j) {
        c = c & 1 ? 2197175160 ^ c >>> 1 : c >>> 1;
      }
      T[i] = c >>> 0;
    }
    Crc32cJs = class {
      digestLength = 4;
      crc = 4294967295;
      update(data) {
        let crc = this.crc;
        for (let i = 0; i < data.length; ++i) {
          crc = crc >>> 8 ^ T[(crc ^ data[i]) & 255];
        }
        this.crc = crc;
      }
      async digest() {
        const value = (this.crc ^ 4294967295) >>> 0;
        const out = new Uint8Array(4);
        out[0] = value >>> 24;
        out[1] = value >>> 16 & 255;
        out[2] = value >>> 8 & 255;
        out[3] = value & 255;
        return out;
      }
      reset() {
        this.crc = 4294967295;
      }
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/crc/crc32c/Crc32cNode.js
var Crc32cNode;
var init_Crc32cNode = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/crc/crc32c/Crc32cNode.js"() {
    init_Crc32cJs();
    Crc32cNode = Crc32cJs;
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/crc/crc64-nvme/crc64-nvme-crt-container.js
var crc64NvmeCrtContainer;
var init_crc64_nvme_crt_container = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/crc/crc64-nvme/crc64-nvme-crt-container.js"() {
    crc64NvmeCrtContainer = {
      CrtCrc64Nvme: null
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/crc/crc64-nvme/Crc64NvmeJs.js
var generateCRC64NVMETable, CRC64_NVME_REVERSED_TABLE, t0, t1, t2, t3, t4, t5, t6, t7, ensureTablesInitialized, Crc64NvmeJs;
var init_Crc64NvmeJs = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/crc/crc64-nvme/Crc64NvmeJs.js"() {
    generateCRC64NVMETable = () => {
      const sliceLength = 8;
      const tables = new Array(sliceLength);
      for (let slice = 0; slice < sliceLength; slice++) {
        const table = new Array(512);
        for (let i = 0; i < 256; i++) {
          let crc = BigInt(i);
          for (let j = 0; j < 8 * (slice + 1); j++) {
            if (crc & 1n) {
              crc = crc >> 1n ^ 0x9a6c9329ac4bc9b5n;
            } else {
              crc = crc >> 1n;
            }
          }
          table[i * 2] = Number(crc >> 32n & 0xffffffffn);
          table[i * 2 + 1] = Number(crc & 0xffffffffn);
        }
        tables[slice] = new Uint32Array(table);
      }
      return tables;
    };
    ensureTablesInitialized = () => {
      if (!CRC64_NVME_REVERSED_TABLE) {
        CRC64_NVME_REVERSED_TABLE = generateCRC64NVMETable();
        [t0, t1, t2, t3, t4, t5, t6, t7] = CRC64_NVME_REVERSED_TABLE;
      }
    };
    Crc64NvmeJs = class {
      c1 = 0;
      c2 = 0;
      constructor() {
        ensureTablesInitialized();
        this.reset();
      }
      update(data) {
        const len = data.length;
        let i = 0;
        let crc1 = this.c1;
        let crc2 = this.c2;
        while (i + 8 <= len) {
          const idx0 = ((crc2 ^ data[i++]) & 255) << 1;
          const idx1 = ((crc2 >>> 8 ^ data[i++]) & 255) << 1;
          const idx2 = ((crc2 >>> 16 ^ data[i++]) & 255) << 1;
          const idx3 = ((crc2 >>> 24 ^ data[i++]) & 255) << 1;
          const idx4 = ((crc1 ^ data[i++]) & 255) << 1;
          const idx5 = ((crc1 >>> 8 ^ data[i++]) & 255) << 1;
          const idx6 = ((crc1 >>> 16 ^ data[i++]) & 255) << 1;
          const idx7 = ((crc1 >>> 24 ^ data[i++]) & 255) << 1;
          crc1 = t7[idx0] ^ t6[idx1] ^ t5[idx2] ^ t4[idx3] ^ t3[idx4] ^ t2[idx5] ^ t1[idx6] ^ t0[idx7];
          crc2 = t7[idx0 + 1] ^ t6[idx1 + 1] ^ t5[idx2 + 1] ^ t4[idx3 + 1] ^ t3[idx4 + 1] ^ t2[idx5 + 1] ^ t1[idx6 + 1] ^ t0[idx7 + 1];
        }
        while (i < len) {
          const idx = ((crc2 ^ data[i]) & 255) << 1;
          crc2 = (crc2 >>> 8 | (crc1 & 255) << 24) >>> 0;
          crc1 = crc1 >>> 8 ^ t0[idx];
          crc2 ^= t0[idx + 1];
          ++i;
        }
        this.c1 = crc1;
        this.c2 = crc2;
      }
      async digest() {
        const c1 = this.c1 ^ 4294967295;
        const c2 = this.c2 ^ 4294967295;
        return new Uint8Array([
          c1 >>> 24,
          c1 >>> 16 & 255,
          c1 >>> 8 & 255,
          c1 & 255,
          c2 >>> 24,
          c2 >>> 16 & 255,
          c2 >>> 8 & 255,
          c2 & 255
        ]);
      }
      reset() {
        this.c1 = 4294967295;
        this.c2 = 4294967295;
      }
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/crc/crc64-nvme/Crc64Nvme.js
var Crc64Nvme;
var init_Crc64Nvme = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/crc/crc64-nvme/Crc64Nvme.js"() {
    init_crc64_nvme_crt_container();
    init_Crc64NvmeJs();
    Crc64Nvme = class {
      impl;
      constructor() {
        const Crt = crc64NvmeCrtContainer.CrtCrc64Nvme;
        this.impl = Crt ? new Crt() : new Crc64NvmeJs();
      }
      update(data) {
        this.impl.update(data);
      }
      async digest() {
        return this.impl.digest();
      }
      reset() {
        this.impl.reset();
      }
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/crc/index.js
var init_crc = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/crc/index.js"() {
    init_Crc32cNode();
    init_Crc64Nvme();
    init_checksum();
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/types.js
var CLIENT_SUPPORTED_ALGORITHMS, PRIORITY_ORDER_ALGORITHMS;
var init_types = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/types.js"() {
    init_constants();
    CLIENT_SUPPORTED_ALGORITHMS = [
      ChecksumAlgorithm.CRC32,
      ChecksumAlgorithm.CRC32C,
      ChecksumAlgorithm.CRC64NVME,
      ChecksumAlgorithm.SHA1,
      ChecksumAlgorithm.SHA256
    ];
    PRIORITY_ORDER_ALGORITHMS = [
      ChecksumAlgorithm.SHA256,
      ChecksumAlgorithm.SHA1,
      ChecksumAlgorithm.CRC32,
      ChecksumAlgorithm.CRC32C,
      ChecksumAlgorithm.CRC64NVME
    ];
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/selectChecksumAlgorithmFunction.js
var selectChecksumAlgorithmFunction;
var init_selectChecksumAlgorithmFunction = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/selectChecksumAlgorithmFunction.js"() {
    init_crc();
    init_constants();
    init_types();
    selectChecksumAlgorithmFunction = (checksumAlgorithm, config) => {
      const { checksumAlgorithms = {} } = config;
      switch (checksumAlgorithm) {
        case ChecksumAlgorithm.MD5:
          return checksumAlgorithms?.MD5 ?? config.md5;
        case ChecksumAlgorithm.CRC32:
          return checksumAlgorithms?.CRC32 ?? Crc32Node;
        case ChecksumAlgorithm.CRC32C:
          return checksumAlgorithms?.CRC32C ?? Crc32cNode;
        case ChecksumAlgorithm.CRC64NVME:
          return checksumAlgorithms?.CRC64NVME ?? Crc64Nvme;
        case ChecksumAlgorithm.SHA1:
          return checksumAlgorithms?.SHA1 ?? config.sha1;
        case ChecksumAlgorithm.SHA256:
          return checksumAlgorithms?.SHA256 ?? config.sha256;
        default:
          if (checksumAlgorithms?.[checksumAlgorithm]) {
            return checksumAlgorithms[checksumAlgorithm];
          }
          throw new Error(`The checksum algorithm "${checksumAlgorithm}" is not supported by the client. Select one of ${CLIENT_SUPPORTED_ALGORITHMS}, or provide an implementation to  the client constructor checksums field.`);
      }
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/stringHasher.js
var stringHasher;
var init_stringHasher = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/stringHasher.js"() {
    init_serde();
    stringHasher = (checksumAlgorithmFn, body) => {
      const hash = new checksumAlgorithmFn();
      hash.update(toUint8Array(body || ""));
      return hash.digest();
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/flexibleChecksumsMiddleware.js
var flexibleChecksumsMiddlewareOptions, flexibleChecksumsMiddleware;
var init_flexibleChecksumsMiddleware = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/flexibleChecksumsMiddleware.js"() {
    init_client2();
    init_protocols();
    init_serde();
    init_constants();
    init_getChecksumAlgorithmForRequest();
    init_getChecksumLocationName();
    init_hasHeader();
    init_hasHeaderWithPrefix();
    init_isStreaming();
    init_selectChecksumAlgorithmFunction();
    init_stringHasher();
    flexibleChecksumsMiddlewareOptions = {
      name: "flexibleChecksumsMiddleware",
      step: "build",
      tags: ["BODY_CHECKSUM"],
      override: true
    };
    flexibleChecksumsMiddleware = (config, middlewareConfig) => (next, context) => async (args) => {
      if (!HttpRequest.isInstance(args.request)) {
        return next(args);
      }
      if (hasHeaderWithPrefix("x-amz-checksum-", args.request.headers)) {
        return next(args);
      }
      const { request, input } = args;
      const { body: requestBody, headers } = request;
      const { base64Encoder, streamHasher } = config;
      const { requestChecksumRequired, requestAlgorithmMember } = middlewareConfig;
      const requestChecksumCalculation = await config.requestChecksumCalculation();
      const requestAlgorithmMemberName = requestAlgorithmMember?.name;
      const requestAlgorithmMemberHttpHeader = requestAlgorithmMember?.httpHeader;
      if (requestAlgorithmMemberName && !input[requestAlgorithmMemberName]) {
        if (requestChecksumCalculation === RequestChecksumCalculation.WHEN_SUPPORTED || requestChecksumRequired) {
          input[requestAlgorithmMemberName] = DEFAULT_CHECKSUM_ALGORITHM;
          if (requestAlgorithmMemberHttpHeader) {
            headers[requestAlgorithmMemberHttpHeader] = DEFAULT_CHECKSUM_ALGORITHM;
          }
        }
      }
      const checksumAlgorithm = getChecksumAlgorithmForRequest(input, {
        requestChecksumRequired,
        requestAlgorithmMember: requestAlgorithmMember?.name,
        requestChecksumCalculation
      });
      let updatedBody = requestBody;
      let updatedHeaders = headers;
      if (checksumAlgorithm) {
        switch (checksumAlgorithm) {
          case ChecksumAlgorithm.CRC32:
            setFeature(context, "FLEXIBLE_CHECKSUMS_REQ_CRC32", "U");
            break;
          case ChecksumAlgorithm.CRC32C:
            setFeature(context, "FLEXIBLE_CHECKSUMS_REQ_CRC32C", "V");
            break;
          case ChecksumAlgorithm.CRC64NVME:
            setFeature(context, "FLEXIBLE_CHECKSUMS_REQ_CRC64", "W");
            break;
          case ChecksumAlgorithm.SHA1:
            setFeature(context, "FLEXIBLE_CHECKSUMS_REQ_SHA1", "X");
            break;
          case ChecksumAlgorithm.SHA256:
            setFeature(context, "FLEXIBLE_CHECKSUMS_REQ_SHA256", "Y");
            break;
        }
        const checksumLocationName = getChecksumLocationName(checksumAlgorithm);
        const checksumAlgorithmFn = selectChecksumAlgorithmFunction(checksumAlgorithm, config);
        if (isStreaming(requestBody)) {
          const { getAwsChunkedEncodingStream, bodyLengthChecker } = config;
          updatedBody = getAwsChunkedEncodingStream(typeof config.requestStreamBufferSize === "number" && config.requestStreamBufferSize >= 8 * 1024 ? createBufferedReadable(requestBody, config.requestStreamBufferSize, context.logger) : requestBody, {
            base64Encoder,
            bodyLengthChecker,
            checksumLocationName,
            checksumAlgorithmFn,
            streamHasher
          });
          updatedHeaders = {
            ...headers,
            "content-encoding": headers["content-encoding"] ? `${headers["content-encoding"]},aws-chunked` : "aws-chunked",
            "transfer-encoding": "chunked",
            "x-amz-decoded-content-length": headers["content-length"],
            "x-amz-content-sha256": "STREAMING-UNSIGNED-PAYLOAD-TRAILER",
            "x-amz-trailer": checksumLocationName
          };
          delete updatedHeaders["content-length"];
        } else if (!hasHeader(checksumLocationName, headers)) {
          const rawChecksum = await stringHasher(checksumAlgorithmFn, requestBody);
          updatedHeaders = {
            ...headers,
            [checksumLocationName]: base64Encoder(rawChecksum)
          };
        }
      }
      try {
        const result = await next({
          ...args,
          request: {
            ...request,
            headers: updatedHeaders,
            body: updatedBody
          }
        });
        return result;
      } catch (e) {
        if (e instanceof Error && e.name === "InvalidChunkSizeError") {
          try {
            if (!e.message.endsWith(".")) {
              e.message += ".";
            }
            e.message += " Set [requestStreamBufferSize=number e.g. 65_536] in client constructor to instruct AWS SDK to buffer your input stream.";
          } catch (ignored) {
          }
        }
        throw e;
      }
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/flexibleChecksumsInputMiddleware.js
var flexibleChecksumsInputMiddlewareOptions, flexibleChecksumsInputMiddleware;
var init_flexibleChecksumsInputMiddleware = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/flexibleChecksumsInputMiddleware.js"() {
    init_client2();
    init_constants();
    flexibleChecksumsInputMiddlewareOptions = {
      name: "flexibleChecksumsInputMiddleware",
      toMiddleware: "serializerMiddleware",
      relation: "before",
      tags: ["BODY_CHECKSUM"],
      override: true
    };
    flexibleChecksumsInputMiddleware = (config, middlewareConfig) => (next, context) => async (args) => {
      const input = args.input;
      const { requestValidationModeMember } = middlewareConfig;
      const requestChecksumCalculation = await config.requestChecksumCalculation();
      const responseChecksumValidation = await config.responseChecksumValidation();
      switch (requestChecksumCalculation) {
        case RequestChecksumCalculation.WHEN_REQUIRED:
          setFeature(context, "FLEXIBLE_CHECKSUMS_REQ_WHEN_REQUIRED", "a");
          break;
        case RequestChecksumCalculation.WHEN_SUPPORTED:
          setFeature(context, "FLEXIBLE_CHECKSUMS_REQ_WHEN_SUPPORTED", "Z");
          break;
      }
      switch (responseChecksumValidation) {
        case ResponseChecksumValidation.WHEN_REQUIRED:
          setFeature(context, "FLEXIBLE_CHECKSUMS_RES_WHEN_REQUIRED", "c");
          break;
        case ResponseChecksumValidation.WHEN_SUPPORTED:
          setFeature(context, "FLEXIBLE_CHECKSUMS_RES_WHEN_SUPPORTED", "b");
          break;
      }
      if (requestValidationModeMember && !input[requestValidationModeMember]) {
        if (responseChecksumValidation === ResponseChecksumValidation.WHEN_SUPPORTED) {
          input[requestValidationModeMember] = "ENABLED";
        }
      }
      return next(args);
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/getChecksumAlgorithmListForResponse.js
var getChecksumAlgorithmListForResponse;
var init_getChecksumAlgorithmListForResponse = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/getChecksumAlgorithmListForResponse.js"() {
    init_types();
    getChecksumAlgorithmListForResponse = (responseAlgorithms = []) => {
      const validChecksumAlgorithms = [];
      let i = PRIORITY_ORDER_ALGORITHMS.length;
      for (const algorithm of responseAlgorithms) {
        const priority = PRIORITY_ORDER_ALGORITHMS.indexOf(algorithm);
        if (priority !== -1) {
          validChecksumAlgorithms[priority] = algorithm;
        } else {
          validChecksumAlgorithms[i++] = algorithm;
        }
      }
      return validChecksumAlgorithms.filter(Boolean);
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/isChecksumWithPartNumber.js
var isChecksumWithPartNumber;
var init_isChecksumWithPartNumber = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/isChecksumWithPartNumber.js"() {
    isChecksumWithPartNumber = (checksum) => {
      const lastHyphenIndex = checksum.lastIndexOf("-");
      if (lastHyphenIndex !== -1) {
        const numberPart = checksum.slice(lastHyphenIndex + 1);
        if (!numberPart.startsWith("0")) {
          const number = parseInt(numberPart, 10);
          if (!isNaN(number) && number >= 1 && number <= 1e4) {
            return true;
          }
        }
      }
      return false;
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/getChecksum.js
var getChecksum;
var init_getChecksum = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/getChecksum.js"() {
    init_stringHasher();
    getChecksum = async (body, { checksumAlgorithmFn, base64Encoder }) => base64Encoder(await stringHasher(checksumAlgorithmFn, body));
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/validateChecksumFromResponse.js
var validateChecksumFromResponse;
var init_validateChecksumFromResponse = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/validateChecksumFromResponse.js"() {
    init_serde();
    init_constants();
    init_getChecksum();
    init_getChecksumAlgorithmListForResponse();
    init_getChecksumLocationName();
    init_isStreaming();
    init_selectChecksumAlgorithmFunction();
    validateChecksumFromResponse = async (response, { config, responseAlgorithms, logger }) => {
      const checksumAlgorithms = getChecksumAlgorithmListForResponse(responseAlgorithms);
      const { body: responseBody, headers: responseHeaders } = response;
      for (const algorithm of checksumAlgorithms) {
        const responseHeader = getChecksumLocationName(algorithm);
        const checksumFromResponse = responseHeaders[responseHeader];
        if (checksumFromResponse) {
          let checksumAlgorithmFn;
          try {
            checksumAlgorithmFn = selectChecksumAlgorithmFunction(algorithm, config);
          } catch (error) {
            if (algorithm === ChecksumAlgorithm.CRC64NVME) {
              logger?.warn(`Skipping ${ChecksumAlgorithm.CRC64NVME} checksum validation: ${error.message}`);
              continue;
            }
            throw error;
          }
          const { base64Encoder } = config;
          if (isStreaming(responseBody)) {
            response.body = createChecksumStream({
              expectedChecksum: checksumFromResponse,
              checksumSourceLocation: responseHeader,
              checksum: new checksumAlgorithmFn(),
              source: responseBody,
              base64Encoder
            });
            return;
          }
          const checksum = await getChecksum(responseBody, { checksumAlgorithmFn, base64Encoder });
          if (checksum === checksumFromResponse) {
            break;
          }
          throw new Error(`Checksum mismatch: expected "${checksum}" but received "${checksumFromResponse}" in response header "${responseHeader}".`);
        }
      }
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/flexibleChecksumsResponseMiddleware.js
var flexibleChecksumsResponseMiddlewareOptions, flexibleChecksumsResponseMiddleware;
var init_flexibleChecksumsResponseMiddleware = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/flexibleChecksumsResponseMiddleware.js"() {
    init_protocols();
    init_getChecksumAlgorithmListForResponse();
    init_getChecksumLocationName();
    init_isChecksumWithPartNumber();
    init_validateChecksumFromResponse();
    flexibleChecksumsResponseMiddlewareOptions = {
      name: "flexibleChecksumsResponseMiddleware",
      toMiddleware: "deserializerMiddleware",
      relation: "after",
      tags: ["BODY_CHECKSUM"],
      override: true
    };
    flexibleChecksumsResponseMiddleware = (config, middlewareConfig) => (next, context) => async (args) => {
      if (!HttpRequest.isInstance(args.request)) {
        return next(args);
      }
      const input = args.input;
      const result = await next(args);
      const response = result.response;
      const { requestValidationModeMember, responseAlgorithms } = middlewareConfig;
      if (requestValidationModeMember && input[requestValidationModeMember] === "ENABLED") {
        const { clientName, commandName } = context;
        const customChecksumAlgorithms = Object.keys(config.checksumAlgorithms ?? {}).filter((algorithm) => {
          const responseHeader = getChecksumLocationName(algorithm);
          return response.headers[responseHeader] !== void 0;
        });
        const algoList = getChecksumAlgorithmListForResponse([
          ...responseAlgorithms ?? [],
          ...customChecksumAlgorithms
        ]);
        const isS3WholeObjectMultipartGetResponseChecksum = clientName === "S3Client" && commandName === "GetObjectCommand" && algoList.every((algorithm) => {
          const responseHeader = getChecksumLocationName(algorithm);
          const checksumFromResponse = response.headers[responseHeader];
          return !checksumFromResponse || isChecksumWithPartNumber(checksumFromResponse);
        });
        if (isS3WholeObjectMultipartGetResponseChecksum) {
          return result;
        }
        await validateChecksumFromResponse(response, {
          config,
          responseAlgorithms: algoList,
          logger: context.logger
        });
      }
      return result;
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/getFlexibleChecksumsPlugin.js
var getFlexibleChecksumsPlugin;
var init_getFlexibleChecksumsPlugin = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/getFlexibleChecksumsPlugin.js"() {
    init_flexibleChecksumsInputMiddleware();
    init_flexibleChecksumsMiddleware();
    init_flexibleChecksumsResponseMiddleware();
    getFlexibleChecksumsPlugin = (config, middlewareConfig) => ({
      applyToStack: (clientStack) => {
        clientStack.add(flexibleChecksumsMiddleware(config, middlewareConfig), flexibleChecksumsMiddlewareOptions);
        clientStack.addRelativeTo(flexibleChecksumsInputMiddleware(config, middlewareConfig), flexibleChecksumsInputMiddlewareOptions);
        clientStack.addRelativeTo(flexibleChecksumsResponseMiddleware(config, middlewareConfig), flexibleChecksumsResponseMiddlewareOptions);
      }
    });
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/resolveFlexibleChecksumsConfig.js
var resolveFlexibleChecksumsConfig;
var init_resolveFlexibleChecksumsConfig = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/resolveFlexibleChecksumsConfig.js"() {
    init_client();
    init_constants();
    resolveFlexibleChecksumsConfig = (input) => {
      const { requestChecksumCalculation, responseChecksumValidation, requestStreamBufferSize } = input;
      return Object.assign(input, {
        requestChecksumCalculation: normalizeProvider(requestChecksumCalculation ?? DEFAULT_REQUEST_CHECKSUM_CALCULATION),
        responseChecksumValidation: normalizeProvider(responseChecksumValidation ?? DEFAULT_RESPONSE_CHECKSUM_VALIDATION),
        requestStreamBufferSize: Number(requestStreamBufferSize ?? 0),
        checksumAlgorithms: input.checksumAlgorithms ?? {}
      });
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/index.js
var flexible_checksums_exports = {};
__export(flexible_checksums_exports, {
  CONFIG_REQUEST_CHECKSUM_CALCULATION: () => CONFIG_REQUEST_CHECKSUM_CALCULATION,
  CONFIG_RESPONSE_CHECKSUM_VALIDATION: () => CONFIG_RESPONSE_CHECKSUM_VALIDATION,
  ChecksumAlgorithm: () => ChecksumAlgorithm,
  ChecksumLocation: () => ChecksumLocation,
  DEFAULT_CHECKSUM_ALGORITHM: () => DEFAULT_CHECKSUM_ALGORITHM,
  DEFAULT_REQUEST_CHECKSUM_CALCULATION: () => DEFAULT_REQUEST_CHECKSUM_CALCULATION,
  DEFAULT_RESPONSE_CHECKSUM_VALIDATION: () => DEFAULT_RESPONSE_CHECKSUM_VALIDATION,
  ENV_REQUEST_CHECKSUM_CALCULATION: () => ENV_REQUEST_CHECKSUM_CALCULATION,
  ENV_RESPONSE_CHECKSUM_VALIDATION: () => ENV_RESPONSE_CHECKSUM_VALIDATION,
  NODE_REQUEST_CHECKSUM_CALCULATION_CONFIG_OPTIONS: () => NODE_REQUEST_CHECKSUM_CALCULATION_CONFIG_OPTIONS,
  NODE_RESPONSE_CHECKSUM_VALIDATION_CONFIG_OPTIONS: () => NODE_RESPONSE_CHECKSUM_VALIDATION_CONFIG_OPTIONS,
  RequestChecksumCalculation: () => RequestChecksumCalculation,
  ResponseChecksumValidation: () => ResponseChecksumValidation,
  flexibleChecksumsMiddleware: () => flexibleChecksumsMiddleware,
  flexibleChecksumsMiddlewareOptions: () => flexibleChecksumsMiddlewareOptions,
  getFlexibleChecksumsPlugin: () => getFlexibleChecksumsPlugin,
  resolveFlexibleChecksumsConfig: () => resolveFlexibleChecksumsConfig
});
var init_flexible_checksums = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/flexible-checksums/index.js"() {
    init_NODE_REQUEST_CHECKSUM_CALCULATION_CONFIG_OPTIONS();
    init_NODE_RESPONSE_CHECKSUM_VALIDATION_CONFIG_OPTIONS();
    init_constants();
    init_flexibleChecksumsMiddleware();
    init_getFlexibleChecksumsPlugin();
    init_resolveFlexibleChecksumsConfig();
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-check-content-length-header/check-content-length-header.js
function checkContentLengthHeader() {
  return (next, context) => async (args) => {
    const { request } = args;
    if (HttpRequest.isInstance(request)) {
      if (!(CONTENT_LENGTH_HEADER in request.headers) && !(DECODED_CONTENT_LENGTH_HEADER in request.headers)) {
        const message = `Are you using a Stream of unknown length as the Body of a PutObject request? Consider using Upload instead from @aws-sdk/lib-storage.`;
        if (typeof context?.logger?.warn === "function" && !(context.logger instanceof NoOpLogger)) {
          context.logger.warn(message);
        } else {
          console.warn(message);
        }
      }
    }
    return next({ ...args });
  };
}
var CONTENT_LENGTH_HEADER, DECODED_CONTENT_LENGTH_HEADER, checkContentLengthHeaderMiddlewareOptions, getCheckContentLengthHeaderPlugin;
var init_check_content_length_header = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-check-content-length-header/check-content-length-header.js"() {
    init_client();
    init_protocols();
    CONTENT_LENGTH_HEADER = "content-length";
    DECODED_CONTENT_LENGTH_HEADER = "x-amz-decoded-content-length";
    checkContentLengthHeaderMiddlewareOptions = {
      step: "finalizeRequest",
      tags: ["CHECK_CONTENT_LENGTH_HEADER"],
      name: "getCheckContentLengthHeaderPlugin",
      override: true
    };
    getCheckContentLengthHeaderPlugin = (unused) => ({
      applyToStack: (clientStack) => {
        clientStack.add(checkContentLengthHeader(), checkContentLengthHeaderMiddlewareOptions);
      }
    });
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-region-redirect/region-redirect-endpoint-middleware.js
var regionRedirectEndpointMiddleware, regionRedirectEndpointMiddlewareOptions;
var init_region_redirect_endpoint_middleware = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-region-redirect/region-redirect-endpoint-middleware.js"() {
    regionRedirectEndpointMiddleware = (config) => {
      return (next, context) => async (args) => {
        const originalRegion = await config.region();
        const regionProviderRef = config.region;
        let unlock = () => {
        };
        if (context.__s3RegionRedirect) {
          Object.defineProperty(config, "region", {
            writable: false,
            value: async () => {
              return context.__s3RegionRedirect;
            }
          });
          unlock = () => Object.defineProperty(config, "region", {
            writable: true,
            value: regionProviderRef
          });
        }
        try {
          const result = await next(args);
          if (context.__s3RegionRedirect) {
            unlock();
            const region = await config.region();
            if (originalRegion !== region) {
              throw new Error("Region was not restored following S3 region redirect.");
            }
          }
          return result;
        } catch (e) {
          unlock();
          throw e;
        }
      };
    };
    regionRedirectEndpointMiddlewareOptions = {
      tags: ["REGION_REDIRECT", "S3"],
      name: "regionRedirectEndpointMiddleware",
      override: true,
      relation: "before",
      toMiddleware: "endpointV2Middleware"
    };
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-region-redirect/region-redirect-middleware.js
function regionRedirectMiddleware(clientConfig) {
  return (next, context) => async (args) => {
    try {
      return await next(args);
    } catch (err) {
      if (clientConfig.followRegionRedirects) {
        const statusCode = err?.$metadata?.httpStatusCode;
        const isHeadBucket = context.commandName === "HeadBucketCommand";
        const bucketRegionHeader = err?.$response?.headers?.["x-amz-bucket-region"];
        if (bucketRegionHeader) {
          if (statusCode === 301 || statusCode === 400 && (err?.name === "IllegalLocationConstraintException" || isHeadBucket)) {
            try {
              const actualRegion = bucketRegionHeader;
              context.logger?.debug(`Redirecting from ${await clientConfig.region()} to ${actualRegion}`);
              context.__s3RegionRedirect = actualRegion;
              setFeature(context, "S3_REGION_REDIRECT", "Ah");
            } catch (e) {
              throw new Error("Region redirect failed: " + e);
            }
            return next(args);
          }
        }
      }
      throw err;
    }
  };
}
var regionRedirectMiddlewareOptions, getRegionRedirectMiddlewarePlugin;
var init_region_redirect_middleware = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-region-redirect/region-redirect-middleware.js"() {
    init_client2();
    init_region_redirect_endpoint_middleware();
    regionRedirectMiddlewareOptions = {
      step: "initialize",
      tags: ["REGION_REDIRECT", "S3"],
      name: "regionRedirectMiddleware",
      override: true
    };
    getRegionRedirectMiddlewarePlugin = (clientConfig) => ({
      applyToStack: (clientStack) => {
        clientStack.add(regionRedirectMiddleware(clientConfig), regionRedirectMiddlewareOptions);
        clientStack.addRelativeTo(regionRedirectEndpointMiddleware(clientConfig), regionRedirectEndpointMiddlewareOptions);
      }
    });
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-s3-express/classes/S3ExpressIdentityCache.js
var S3ExpressIdentityCache;
var init_S3ExpressIdentityCache = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-s3-express/classes/S3ExpressIdentityCache.js"() {
    S3ExpressIdentityCache = class _S3ExpressIdentityCache {
      data;
      lastPurgeTime = Date.now();
      static EXPIRED_CREDENTIAL_PURGE_INTERVAL_MS = 3e4;
      constructor(data = {}) {
        this.data = data;
      }
      get(key) {
        const entry = this.data[key];
        if (!entry) {
          return;
        }
        return entry;
      }
      set(key, entry) {
        this.data[key] = entry;
        return entry;
      }
      delete(key) {
        delete this.data[key];
      }
      clear() {
        this.data = {};
      }
      async purgeExpired() {
        const now = Date.now();
        if (this.lastPurgeTime + _S3ExpressIdentityCache.EXPIRED_CREDENTIAL_PURGE_INTERVAL_MS > now) {
          return;
        }
        const data = this.data;
        for (const key in data) {
          const entry = data[key];
          if (!entry.isRefreshing) {
            const credential = await entry.identity;
            if (credential.expiration) {
              if (credential.expiration.getTime() < now && data[key] === entry) {
                delete data[key];
              }
            }
          }
        }
      }
    };
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-s3-express/classes/S3ExpressIdentityCacheEntry.js
var S3ExpressIdentityCacheEntry;
var init_S3ExpressIdentityCacheEntry = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-s3-express/classes/S3ExpressIdentityCacheEntry.js"() {
    S3ExpressIdentityCacheEntry = class {
      _identity;
      isRefreshing;
      accessed;
      constructor(_identity, isRefreshing = false, accessed = Date.now()) {
        this._identity = _identity;
        this.isRefreshing = isRefreshing;
        this.accessed = accessed;
      }
      get identity() {
        this.accessed = Date.now();
        return this._identity;
      }
    };
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-s3-express/classes/S3ExpressIdentityProviderImpl.js
var S3ExpressIdentityProviderImpl;
var init_S3ExpressIdentityProviderImpl = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-s3-express/classes/S3ExpressIdentityProviderImpl.js"() {
    init_S3ExpressIdentityCache();
    init_S3ExpressIdentityCacheEntry();
    S3ExpressIdentityProviderImpl = class _S3ExpressIdentityProviderImpl {
      createSessionFn;
      cache;
      static REFRESH_WINDOW_MS = 6e4;
      accessKeyId;
      cacheGeneration = 0;
      constructor(createSessionFn, cache = new S3ExpressIdentityCache()) {
        this.createSessionFn = createSessionFn;
        this.cache = cache;
      }
      async getS3ExpressIdentity(awsIdentity, identityProperties) {
        const bucket = identityProperties.Bucket;
        const { cache } = this;
        if (awsIdentity.accessKeyId !== this.accessKeyId) {
          this.accessKeyId = awsIdentity.accessKeyId;
          this.cacheGeneration++;
          cache.clear();
        }
        const cacheGeneration = this.cacheGeneration;
        const entry = cache.get(bucket);
        if (entry) {
          return entry.identity.then((identity) => {
            const isExpired = (identity.expiration?.getTime() ?? 0) < Date.now();
            if (isExpired) {
              return cache.set(bucket, new S3ExpressIdentityCacheEntry(this.getIdentity(bucket))).identity;
            }
            const isExpiringSoon = (identity.expiration?.getTime() ?? 0) < Date.now() + _S3ExpressIdentityProviderImpl.REFRESH_WINDOW_MS;
            if (isExpiringSoon && !entry.isRefreshing) {
              entry.isRefreshing = true;
              this.getIdentity(bucket).then((id) => {
                if (cacheGeneration === this.cacheGeneration) {
                  cache.set(bucket, new S3ExpressIdentityCacheEntry(Promise.resolve(id)));
                }
              });
            }
            return identity;
          });
        }
        return cache.set(bucket, new S3ExpressIdentityCacheEntry(this.getIdentity(bucket))).identity;
      }
      async getIdentity(bucket) {
        await this.cache.purgeExpired().catch((error) => {
          console.warn("Error while clearing expired entries in S3ExpressIdentityCache: \n" + error);
        });
        const session = await this.createSessionFn(bucket);
        if (!session.Credentials?.AccessKeyId || !session.Credentials?.SecretAccessKey) {
          throw new Error("s3#createSession response credential missing AccessKeyId or SecretAccessKey.");
        }
        const identity = {
          accessKeyId: session.Credentials.AccessKeyId,
          secretAccessKey: session.Credentials.SecretAccessKey,
          sessionToken: session.Credentials.SessionToken,
          expiration: session.Credentials.Expiration ? new Date(session.Credentials.Expiration) : void 0
        };
        return identity;
      }
    };
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-s3-configuration/s3Configuration.js
var resolveS3Config;
var init_s3Configuration = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-s3-configuration/s3Configuration.js"() {
    init_S3ExpressIdentityProviderImpl();
    resolveS3Config = (input, { session }) => {
      const [s3ClientProvider, CreateSessionCommandCtor] = session;
      const { forcePathStyle, useAccelerateEndpoint, disableMultiregionAccessPoints, followRegionRedirects, s3ExpressIdentityProvider, bucketEndpoint, expectContinueHeader } = input;
      return Object.assign(input, {
        forcePathStyle: forcePathStyle ?? false,
        useAccelerateEndpoint: useAccelerateEndpoint ?? false,
        disableMultiregionAccessPoints: disableMultiregionAccessPoints ?? false,
        followRegionRedirects: followRegionRedirects ?? false,
        s3ExpressIdentityProvider: s3ExpressIdentityProvider ?? new S3ExpressIdentityProviderImpl(async (key) => s3ClientProvider().send(new CreateSessionCommandCtor({
          Bucket: key
        }))),
        bucketEndpoint: bucketEndpoint ?? false,
        expectContinueHeader: expectContinueHeader ?? 2097152
      });
    };
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-s3-expires/s3-expires-middleware.js
var s3ExpiresMiddleware, s3ExpiresMiddlewareOptions, getS3ExpiresMiddlewarePlugin;
var init_s3_expires_middleware = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-s3-expires/s3-expires-middleware.js"() {
    init_protocols();
    init_serde();
    s3ExpiresMiddleware = (config) => {
      return (next, context) => async (args) => {
        const result = await next(args);
        const { response } = result;
        if (HttpResponse.isInstance(response)) {
          if (response.headers.expires) {
            response.headers.expiresstring = response.headers.expires;
            try {
              parseRfc7231DateTime(response.headers.expires);
            } catch (e) {
              context.logger?.warn(`AWS SDK Warning for ${context.clientName}::${context.commandName} response parsing (${response.headers.expires}): ${e}`);
              delete response.headers.expires;
            }
          }
        }
        return result;
      };
    };
    s3ExpiresMiddlewareOptions = {
      tags: ["S3"],
      name: "s3ExpiresMiddleware",
      override: true,
      relation: "after",
      toMiddleware: "deserializerMiddleware"
    };
    getS3ExpiresMiddlewarePlugin = (clientConfig) => ({
      applyToStack: (clientStack) => {
        clientStack.addRelativeTo(s3ExpiresMiddleware(clientConfig), s3ExpiresMiddlewareOptions);
      }
    });
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-s3-express/classes/SignatureV4S3Express.js
var import_signature_v4_multi_region, SignatureV4S3Express;
var init_SignatureV4S3Express = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-s3-express/classes/SignatureV4S3Express.js"() {
    import_signature_v4_multi_region = __toESM(require_dist_cjs());
    SignatureV4S3Express = class extends import_signature_v4_multi_region.SignatureV4SignWithCredentials {
    };
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-s3-express/constants.js
var S3_EXPRESS_BUCKET_TYPE, S3_EXPRESS_BACKEND, S3_EXPRESS_AUTH_SCHEME, SESSION_TOKEN_QUERY_PARAM, SESSION_TOKEN_HEADER, NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_ENV_NAME, NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_INI_NAME, NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_OPTIONS;
var init_constants2 = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-s3-express/constants.js"() {
    init_config();
    S3_EXPRESS_BUCKET_TYPE = "Directory";
    S3_EXPRESS_BACKEND = "S3Express";
    S3_EXPRESS_AUTH_SCHEME = "sigv4-s3express";
    SESSION_TOKEN_QUERY_PARAM = "X-Amz-S3session-Token";
    SESSION_TOKEN_HEADER = SESSION_TOKEN_QUERY_PARAM.toLowerCase();
    NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_ENV_NAME = "AWS_S3_DISABLE_EXPRESS_SESSION_AUTH";
    NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_INI_NAME = "s3_disable_express_session_auth";
    NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_OPTIONS = {
      environmentVariableSelector: (env) => booleanSelector(env, NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_ENV_NAME, SelectorType.ENV),
      configFileSelector: (profile) => booleanSelector(profile, NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_INI_NAME, SelectorType.CONFIG),
      default: false
    };
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-s3-express/functions/s3ExpressMiddleware.js
var s3ExpressMiddleware, s3ExpressMiddlewareOptions, getS3ExpressPlugin;
var init_s3ExpressMiddleware = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-s3-express/functions/s3ExpressMiddleware.js"() {
    init_client2();
    init_protocols();
    init_constants2();
    s3ExpressMiddleware = (options) => {
      return (next, context) => async (args) => {
        if (context.endpointV2) {
          const endpoint = context.endpointV2;
          const isS3ExpressAuth = endpoint.properties?.authSchemes?.[0]?.name === S3_EXPRESS_AUTH_SCHEME;
          const isS3ExpressBucket = endpoint.properties?.backend === S3_EXPRESS_BACKEND || endpoint.properties?.bucketType === S3_EXPRESS_BUCKET_TYPE;
          if (isS3ExpressBucket) {
            setFeature(context, "S3_EXPRESS_BUCKET", "J");
            context.isS3ExpressBucket = true;
          }
          if (isS3ExpressAuth) {
            const requestBucket = args.input.Bucket;
            if (requestBucket) {
              const s3ExpressIdentity = await options.s3ExpressIdentityProvider.getS3ExpressIdentity(await options.credentials(), {
                Bucket: requestBucket
              });
              context.s3ExpressIdentity = s3ExpressIdentity;
              if (HttpRequest.isInstance(args.request) && s3ExpressIdentity.sessionToken) {
                args.request.headers[SESSION_TOKEN_HEADER] = s3ExpressIdentity.sessionToken;
              }
            }
          }
        }
        return next(args);
      };
    };
    s3ExpressMiddlewareOptions = {
      name: "s3ExpressMiddleware",
      step: "build",
      tags: ["S3", "S3_EXPRESS"],
      override: true
    };
    getS3ExpressPlugin = (options) => ({
      applyToStack: (clientStack) => {
        clientStack.add(s3ExpressMiddleware(options), s3ExpressMiddlewareOptions);
      }
    });
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-s3-express/functions/signS3Express.js
var signS3Express;
var init_signS3Express = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-s3-express/functions/signS3Express.js"() {
    signS3Express = async (s3ExpressIdentity, signingOptions, request, sigV4MultiRegionSigner) => {
      const signedRequest = await sigV4MultiRegionSigner.signWithCredentials(request, s3ExpressIdentity, {});
      if (signedRequest.headers["X-Amz-Security-Token"] || signedRequest.headers["x-amz-security-token"]) {
        throw new Error("X-Amz-Security-Token must not be set for s3-express requests.");
      }
      return signedRequest;
    };
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-s3-express/functions/s3ExpressHttpSigningMiddleware.js
var defaultErrorHandler, defaultSuccessHandler, s3ExpressHttpSigningMiddlewareOptions, s3ExpressHttpSigningMiddleware, getS3ExpressHttpSigningPlugin;
var init_s3ExpressHttpSigningMiddleware = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-s3-express/functions/s3ExpressHttpSigningMiddleware.js"() {
    init_dist_es();
    init_client();
    init_protocols();
    init_signS3Express();
    defaultErrorHandler = (signingProperties) => (error) => {
      throw error;
    };
    defaultSuccessHandler = (httpResponse, signingProperties) => {
    };
    s3ExpressHttpSigningMiddlewareOptions = httpSigningMiddlewareOptions;
    s3ExpressHttpSigningMiddleware = (config) => (next, context) => async (args) => {
      if (!HttpRequest.isInstance(args.request)) {
        return next(args);
      }
      const smithyContext = getSmithyContext(context);
      const scheme = smithyContext.selectedHttpAuthScheme;
      if (!scheme) {
        throw new Error(`No HttpAuthScheme was selected: unable to sign request`);
      }
      const { httpAuthOption: { signingProperties = {} }, identity, signer } = scheme;
      let request;
      if (context.s3ExpressIdentity) {
        request = await signS3Express(context.s3ExpressIdentity, signingProperties, args.request, await config.signer());
      } else {
        request = await signer.sign(args.request, identity, signingProperties);
      }
      const output = await next({
        ...args,
        request
      }).catch((signer.errorHandler || defaultErrorHandler)(signingProperties));
      (signer.successHandler || defaultSuccessHandler)(output.response, signingProperties);
      return output;
    };
    getS3ExpressHttpSigningPlugin = (config) => ({
      applyToStack: (clientStack) => {
        clientStack.addRelativeTo(s3ExpressHttpSigningMiddleware(config), httpSigningMiddlewareOptions);
      }
    });
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/to-stream/toStream.js
import { Readable } from "node:stream";
function toStream(bytes) {
  return Readable.from(Buffer.from(bytes));
}
var init_toStream = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/to-stream/toStream.js"() {
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-throw-200-exceptions/throw-200-exceptions.js
var THROW_IF_EMPTY_BODY, throw200ExceptionsMiddleware, collectBody, throw200ExceptionsMiddlewareOptions, getThrow200ExceptionsPlugin;
var init_throw_200_exceptions = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-throw-200-exceptions/throw-200-exceptions.js"() {
    init_protocols();
    init_toStream();
    THROW_IF_EMPTY_BODY = {
      CopyObjectCommand: true,
      UploadPartCopyCommand: true,
      CompleteMultipartUploadCommand: true
    };
    throw200ExceptionsMiddleware = (config) => (next, context) => async (args) => {
      const result = await next(args);
      const { response } = result;
      if (!HttpResponse.isInstance(response)) {
        return result;
      }
      const { statusCode, body } = response;
      if (statusCode < 200 || statusCode >= 300) {
        return result;
      }
      const bodyBytes = await collectBody(body, config);
      response.body = toStream(bodyBytes);
      if (bodyBytes.length === 0 && THROW_IF_EMPTY_BODY[context.commandName]) {
        const err = new Error("S3 aborted request");
        err.$metadata = {
          httpStatusCode: 503
        };
        err.name = "InternalError";
        throw err;
      }
      const bodyStringTail = config.utf8Encoder(bodyBytes.subarray(bodyBytes.length - 16));
      if (bodyStringTail && bodyStringTail.endsWith("</Error>")) {
        response.statusCode = 503;
      }
      return result;
    };
    collectBody = (streamBody = new Uint8Array(), context) => {
      if (streamBody instanceof Uint8Array) {
        return Promise.resolve(streamBody);
      }
      return context.streamCollector(streamBody) || Promise.resolve(new Uint8Array());
    };
    throw200ExceptionsMiddlewareOptions = {
      relation: "after",
      toMiddleware: "deserializerMiddleware",
      tags: ["THROW_200_EXCEPTIONS", "S3"],
      name: "throw200ExceptionsMiddleware",
      override: true
    };
    getThrow200ExceptionsPlugin = (config) => ({
      applyToStack: (clientStack) => {
        clientStack.addRelativeTo(throw200ExceptionsMiddleware(config), throw200ExceptionsMiddlewareOptions);
      }
    });
  }
});

// node_modules/@aws-sdk/core/dist-es/submodules/util/util-arn-parser/arn.js
var validate, parse;
var init_arn = __esm({
  "node_modules/@aws-sdk/core/dist-es/submodules/util/util-arn-parser/arn.js"() {
    validate = (str) => typeof str === "string" && str.indexOf("arn:") === 0 && str.split(":").length >= 6;
    parse = (arn) => {
      const segments = arn.split(":");
      if (segments.length < 6 || segments[0] !== "arn") {
        throw new Error("Malformed ARN");
      }
      const [, partition, service, region, accountId, ...resource] = segments;
      return {
        partition,
        service,
        region,
        accountId,
        resource: resource.join(":")
      };
    };
  }
});

// node_modules/@aws-sdk/core/dist-es/submodules/util/index.js
var init_util = __esm({
  "node_modules/@aws-sdk/core/dist-es/submodules/util/index.js"() {
    init_arn();
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-region-redirect/bucket-endpoint-middleware.js
function bucketEndpointMiddleware(options) {
  return (next, context) => async (args) => {
    if (options.bucketEndpoint) {
      const endpoint = context.endpointV2;
      if (endpoint) {
        const bucket = args.input.Bucket;
        if (typeof bucket === "string") {
          try {
            const bucketEndpointUrl = new URL(bucket);
            context.endpointV2 = {
              ...endpoint,
              url: bucketEndpointUrl
            };
          } catch (e) {
            const warning = `@aws-sdk/middleware-sdk-s3: bucketEndpoint=true was set but Bucket=${bucket} could not be parsed as URL.`;
            if (context.logger?.constructor?.name === "NoOpLogger") {
              console.warn(warning);
            } else {
              context.logger?.warn?.(warning);
            }
            throw e;
          }
        }
      }
    }
    return next(args);
  };
}
var bucketEndpointMiddlewareOptions;
var init_bucket_endpoint_middleware = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-region-redirect/bucket-endpoint-middleware.js"() {
    bucketEndpointMiddlewareOptions = {
      name: "bucketEndpointMiddleware",
      override: true,
      relation: "after",
      toMiddleware: "endpointV2Middleware"
    };
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-validate-bucket-name/validate-bucket-name.js
function validateBucketNameMiddleware({ bucketEndpoint }) {
  return (next) => async (args) => {
    const { input: { Bucket } } = args;
    if (!bucketEndpoint && typeof Bucket === "string" && !validate(Bucket) && Bucket.indexOf("/") >= 0) {
      const err = new Error(`Bucket name shouldn't contain '/', received '${Bucket}'`);
      err.name = "InvalidBucketName";
      throw err;
    }
    return next({ ...args });
  };
}
var validateBucketNameMiddlewareOptions, getValidateBucketNamePlugin;
var init_validate_bucket_name = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-validate-bucket-name/validate-bucket-name.js"() {
    init_util();
    init_bucket_endpoint_middleware();
    validateBucketNameMiddlewareOptions = {
      step: "initialize",
      tags: ["VALIDATE_BUCKET_NAME"],
      name: "validateBucketNameMiddleware",
      override: true
    };
    getValidateBucketNamePlugin = (options) => ({
      applyToStack: (clientStack) => {
        clientStack.add(validateBucketNameMiddleware(options), validateBucketNameMiddlewareOptions);
        clientStack.addRelativeTo(bucketEndpointMiddleware(options), bucketEndpointMiddlewareOptions);
      }
    });
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/protocol/S3RestXmlProtocol.js
var S3RestXmlProtocol;
var init_S3RestXmlProtocol = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/protocol/S3RestXmlProtocol.js"() {
    init_protocols2();
    init_schema();
    S3RestXmlProtocol = class extends AwsRestXmlProtocol {
      async serializeRequest(operationSchema, input, context) {
        const request = await super.serializeRequest(operationSchema, input, context);
        const ns = NormalizedSchema.of(operationSchema.input);
        const staticStructureSchema = ns.getSchema();
        let bucketMemberIndex = 0;
        const requiredMemberCount = staticStructureSchema[6] ?? 0;
        if (input && typeof input === "object") {
          for (const [memberName, memberNs] of ns.structIterator()) {
            if (++bucketMemberIndex > requiredMemberCount) {
              break;
            }
            if (memberName === "Bucket") {
              if (!input.Bucket && memberNs.getMergedTraits().httpLabel) {
                throw new Error(`No value provided for input HTTP label: Bucket.`);
              }
              break;
            }
          }
        }
        return request;
      }
    };
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/NodeDisableMultiregionAccessPointConfigOptions.js
var NODE_DISABLE_MULTIREGION_ACCESS_POINT_ENV_NAME, NODE_DISABLE_MULTIREGION_ACCESS_POINT_INI_NAME, NODE_DISABLE_MULTIREGION_ACCESS_POINT_CONFIG_OPTIONS;
var init_NodeDisableMultiregionAccessPointConfigOptions = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/NodeDisableMultiregionAccessPointConfigOptions.js"() {
    init_config();
    NODE_DISABLE_MULTIREGION_ACCESS_POINT_ENV_NAME = "AWS_S3_DISABLE_MULTIREGION_ACCESS_POINTS";
    NODE_DISABLE_MULTIREGION_ACCESS_POINT_INI_NAME = "s3_disable_multiregion_access_points";
    NODE_DISABLE_MULTIREGION_ACCESS_POINT_CONFIG_OPTIONS = {
      environmentVariableSelector: (env) => booleanSelector(env, NODE_DISABLE_MULTIREGION_ACCESS_POINT_ENV_NAME, SelectorType.ENV),
      configFileSelector: (profile) => booleanSelector(profile, NODE_DISABLE_MULTIREGION_ACCESS_POINT_INI_NAME, SelectorType.CONFIG),
      default: false
    };
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/NodeUseArnRegionConfigOptions.js
var NODE_USE_ARN_REGION_ENV_NAME, NODE_USE_ARN_REGION_INI_NAME, NODE_USE_ARN_REGION_CONFIG_OPTIONS;
var init_NodeUseArnRegionConfigOptions = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/NodeUseArnRegionConfigOptions.js"() {
    init_config();
    NODE_USE_ARN_REGION_ENV_NAME = "AWS_S3_USE_ARN_REGION";
    NODE_USE_ARN_REGION_INI_NAME = "s3_use_arn_region";
    NODE_USE_ARN_REGION_CONFIG_OPTIONS = {
      environmentVariableSelector: (env) => booleanSelector(env, NODE_USE_ARN_REGION_ENV_NAME, SelectorType.ENV),
      configFileSelector: (profile) => booleanSelector(profile, NODE_USE_ARN_REGION_INI_NAME, SelectorType.CONFIG),
      default: void 0
    };
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-bucket-endpoint/bucketHostnameUtils.js
var DOMAIN_PATTERN, IP_ADDRESS_PATTERN, DOTS_PATTERN, DOT_PATTERN, S3_HOSTNAME_PATTERN, S3_US_EAST_1_ALTNAME_PATTERN, AWS_PARTITION_SUFFIX, isBucketNameOptions, isDnsCompatibleBucketName, getRegionalSuffix, getSuffix, getSuffixForArnEndpoint, validateArnEndpointOptions, validateService, validateS3Service, validateOutpostService, validatePartition, validateRegion, validateRegionalClient, validateAccountId, validateDNSHostLabel, validateCustomEndpoint, getArnResources, validateNoDualstack, validateNoFIPS, validateMrapAlias;
var init_bucketHostnameUtils = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-bucket-endpoint/bucketHostnameUtils.js"() {
    DOMAIN_PATTERN = /^[a-z0-9][a-z0-9\.\-]{1,61}[a-z0-9]$/;
    IP_ADDRESS_PATTERN = /(\d+\.){3}\d+/;
    DOTS_PATTERN = /\.\./;
    DOT_PATTERN = /\./;
    S3_HOSTNAME_PATTERN = /^(.+\.)?s3(-fips)?(\.dualstack)?[.-]([a-z0-9-]+)\./;
    S3_US_EAST_1_ALTNAME_PATTERN = /^s3(-external-1)?\.amazonaws\.com$/;
    AWS_PARTITION_SUFFIX = "amazonaws.com";
    isBucketNameOptions = (options) => typeof options.bucketName === "string";
    isDnsCompatibleBucketName = (bucketName) => DOMAIN_PATTERN.test(bucketName) && !IP_ADDRESS_PATTERN.test(bucketName) && !DOTS_PATTERN.test(bucketName);
    getRegionalSuffix = (hostname) => {
      const parts = hostname.match(S3_HOSTNAME_PATTERN);
      return [parts[4], hostname.replace(new RegExp(`^${parts[0]}`), "")];
    };
    getSuffix = (hostname) => S3_US_EAST_1_ALTNAME_PATTERN.test(hostname) ? ["us-east-1", AWS_PARTITION_SUFFIX] : getRegionalSuffix(hostname);
    getSuffixForArnEndpoint = (hostname) => S3_US_EAST_1_ALTNAME_PATTERN.test(hostname) ? [hostname.replace(`.${AWS_PARTITION_SUFFIX}`, ""), AWS_PARTITION_SUFFIX] : getRegionalSuffix(hostname);
    validateArnEndpointOptions = (options) => {
      if (options.pathStyleEndpoint) {
        throw new Error("Path-style S3 endpoint is not supported when bucket is an ARN");
      }
      if (options.accelerateEndpoint) {
        throw new Error("Accelerate endpoint is not supported when bucket is an ARN");
      }
      if (!options.tlsCompatible) {
        throw new Error("HTTPS is required when bucket is an ARN");
      }
    };
    validateService = (service) => {
      if (service !== "s3" && service !== "s3-outposts" && service !== "s3-object-lambda") {
        throw new Error("Expect 's3' or 's3-outposts' or 's3-object-lambda' in ARN service component");
      }
    };
    validateS3Service = (service) => {
      if (service !== "s3") {
        throw new Error("Expect 's3' in Accesspoint ARN service component");
      }
    };
    validateOutpostService = (service) => {
      if (service !== "s3-outposts") {
        throw new Error("Expect 's3-posts' in Outpost ARN service component");
      }
    };
    validatePartition = (partition, options) => {
      if (partition !== options.clientPartition) {
        throw new Error(`Partition in ARN is incompatible, got "${partition}" but expected "${options.clientPartition}"`);
      }
    };
    validateRegion = (region, options) => {
    };
    validateRegionalClient = (region) => {
      if (["s3-external-1", "aws-global"].includes(region)) {
        throw new Error(`Client region ${region} is not regional`);
      }
    };
    validateAccountId = (accountId) => {
      if (!/[0-9]{12}/.exec(accountId)) {
        throw new Error("Access point ARN accountID does not match regex '[0-9]{12}'");
      }
    };
    validateDNSHostLabel = (label, options = { tlsCompatible: true }) => {
      if (label.length >= 64 || !/^[a-z0-9][a-z0-9.-]*[a-z0-9]$/.test(label) || /(\d+\.){3}\d+/.test(label) || /[.-]{2}/.test(label) || options?.tlsCompatible && DOT_PATTERN.test(label)) {
        throw new Error(`Invalid DNS label ${label}`);
      }
    };
    validateCustomEndpoint = (options) => {
      if (options.isCustomEndpoint) {
        if (options.dualstackEndpoint) {
          throw new Error("Dualstack endpoint is not supported with custom endpoint");
        }
        if (options.accelerateEndpoint) {
          throw new Error("Accelerate endpoint is not supported with custom endpoint");
        }
      }
    };
    getArnResources = (resource) => {
      const delimiter = resource.includes(":") ? ":" : "/";
      const [resourceType, ...rest] = resource.split(delimiter);
      if (resourceType === "accesspoint") {
        if (rest.length !== 1 || rest[0] === "") {
          throw new Error(`Access Point ARN should have one resource accesspoint${delimiter}{accesspointname}`);
        }
        return { accesspointName: rest[0] };
      } else if (resourceType === "outpost") {
        if (!rest[0] || rest[1] !== "accesspoint" || !rest[2] || rest.length !== 3) {
          throw new Error(`Outpost ARN should have resource outpost${delimiter}{outpostId}${delimiter}accesspoint${delimiter}{accesspointName}`);
        }
        const [outpostId, _, accesspointName] = rest;
        return { outpostId, accesspointName };
      } else {
        throw new Error(`ARN resource should begin with 'accesspoint${delimiter}' or 'outpost${delimiter}'`);
      }
    };
    validateNoDualstack = (dualstackEndpoint) => {
    };
    validateNoFIPS = (useFipsEndpoint) => {
      if (useFipsEndpoint) {
        throw new Error(`FIPS region is not supported with Outpost.`);
      }
    };
    validateMrapAlias = (name) => {
      try {
        name.split(".").forEach((label) => {
          validateDNSHostLabel(label);
        });
      } catch (e) {
        throw new Error(`"${name}" is not a DNS compatible name.`);
      }
    };
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-bucket-endpoint/bucketHostname.js
var bucketHostname, getEndpointFromBucketName, getEndpointFromArn, getEndpointFromObjectLambdaArn, getEndpointFromMRAPArn, getEndpointFromOutpostArn, getEndpointFromAccessPointArn;
var init_bucketHostname = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-bucket-endpoint/bucketHostname.js"() {
    init_bucketHostnameUtils();
    bucketHostname = (options) => {
      validateCustomEndpoint(options);
      return isBucketNameOptions(options) ? getEndpointFromBucketName(options) : getEndpointFromArn(options);
    };
    getEndpointFromBucketName = ({ accelerateEndpoint = false, clientRegion: region, baseHostname, bucketName, dualstackEndpoint = false, fipsEndpoint = false, pathStyleEndpoint = false, tlsCompatible = true, isCustomEndpoint = false }) => {
      const [clientRegion, hostnameSuffix] = isCustomEndpoint ? [region, baseHostname] : getSuffix(baseHostname);
      if (pathStyleEndpoint || !isDnsCompatibleBucketName(bucketName) || tlsCompatible && DOT_PATTERN.test(bucketName)) {
        return {
          bucketEndpoint: false,
          hostname: dualstackEndpoint ? `s3.dualstack.${clientRegion}.${hostnameSuffix}` : baseHostname
        };
      }
      if (accelerateEndpoint) {
        baseHostname = `s3-accelerate${dualstackEndpoint ? ".dualstack" : ""}.${hostnameSuffix}`;
      } else if (dualstackEndpoint) {
        baseHostname = `s3.dualstack.${clientRegion}.${hostnameSuffix}`;
      }
      return {
        bucketEndpoint: true,
        hostname: `${bucketName}.${baseHostname}`
      };
    };
    getEndpointFromArn = (options) => {
      const { isCustomEndpoint, baseHostname, clientRegion } = options;
      const hostnameSuffix = isCustomEndpoint ? baseHostname : getSuffixForArnEndpoint(baseHostname)[1];
      const { pathStyleEndpoint, accelerateEndpoint = false, fipsEndpoint = false, tlsCompatible = true, bucketName, clientPartition = "aws" } = options;
      validateArnEndpointOptions({ pathStyleEndpoint, accelerateEndpoint, tlsCompatible });
      const { service, partition, accountId, region, resource } = bucketName;
      validateService(service);
      validatePartition(partition, { clientPartition });
      validateAccountId(accountId);
      const { accesspointName, outpostId } = getArnResources(resource);
      if (service === "s3-object-lambda") {
        return getEndpointFromObjectLambdaArn({ ...options, tlsCompatible, bucketName, accesspointName, hostnameSuffix });
      }
      if (region === "") {
        return getEndpointFromMRAPArn({ ...options, clientRegion, mrapAlias: accesspointName, hostnameSuffix });
      }
      if (outpostId) {
        return getEndpointFromOutpostArn({ ...options, clientRegion, outpostId, accesspointName, hostnameSuffix });
      }
      return getEndpointFromAccessPointArn({ ...options, clientRegion, accesspointName, hostnameSuffix });
    };
    getEndpointFromObjectLambdaArn = ({ dualstackEndpoint = false, fipsEndpoint = false, tlsCompatible = true, useArnRegion, clientRegion, clientSigningRegion = clientRegion, accesspointName, bucketName, hostnameSuffix }) => {
      const { accountId, region, service } = bucketName;
      validateRegionalClient(clientRegion);
      const DNSHostLabel = `${accesspointName}-${accountId}`;
      validateDNSHostLabel(DNSHostLabel, { tlsCompatible });
      const endpointRegion = useArnRegion ? region : clientRegion;
      const signingRegion = useArnRegion ? region : clientSigningRegion;
      return {
        bucketEndpoint: true,
        hostname: `${DNSHostLabel}.${service}${fipsEndpoint ? "-fips" : ""}.${endpointRegion}.${hostnameSuffix}`,
        signingRegion,
        signingService: service
      };
    };
    getEndpointFromMRAPArn = ({ disableMultiregionAccessPoints, dualstackEndpoint = false, isCustomEndpoint, mrapAlias, hostnameSuffix }) => {
      if (disableMultiregionAccessPoints === true) {
        throw new Error("SDK is attempting to use a MRAP ARN. Please enable to feature.");
      }
      validateMrapAlias(mrapAlias);
      return {
        bucketEndpoint: true,
        hostname: `${mrapAlias}${isCustomEndpoint ? "" : `.accesspoint.s3-global`}.${hostnameSuffix}`,
        signingRegion: "*"
      };
    };
    getEndpointFromOutpostArn = ({ useArnRegion, clientRegion, clientSigningRegion = clientRegion, bucketName, outpostId, dualstackEndpoint = false, fipsEndpoint = false, tlsCompatible = true, accesspointName, isCustomEndpoint, hostnameSuffix }) => {
      validateRegionalClient(clientRegion);
      const DNSHostLabel = `${accesspointName}-${bucketName.accountId}`;
      validateDNSHostLabel(DNSHostLabel, { tlsCompatible });
      const endpointRegion = useArnRegion ? bucketName.region : clientRegion;
      const signingRegion = useArnRegion ? bucketName.region : clientSigningRegion;
      validateOutpostService(bucketName.service);
      validateDNSHostLabel(outpostId, { tlsCompatible });
      validateNoFIPS(fipsEndpoint);
      const hostnamePrefix = `${DNSHostLabel}.${outpostId}`;
      return {
        bucketEndpoint: true,
        hostname: `${hostnamePrefix}${isCustomEndpoint ? "" : `.s3-outposts.${endpointRegion}`}.${hostnameSuffix}`,
        signingRegion,
        signingService: "s3-outposts"
      };
    };
    getEndpointFromAccessPointArn = ({ useArnRegion, clientRegion, clientSigningRegion = clientRegion, bucketName, dualstackEndpoint = false, fipsEndpoint = false, tlsCompatible = true, accesspointName, isCustomEndpoint, hostnameSuffix }) => {
      validateRegionalClient(clientRegion);
      const hostnamePrefix = `${accesspointName}-${bucketName.accountId}`;
      validateDNSHostLabel(hostnamePrefix, { tlsCompatible });
      const endpointRegion = useArnRegion ? bucketName.region : clientRegion;
      const signingRegion = useArnRegion ? bucketName.region : clientSigningRegion;
      validateS3Service(bucketName.service);
      return {
        bucketEndpoint: true,
        hostname: `${hostnamePrefix}${isCustomEndpoint ? "" : `.s3-accesspoint${fipsEndpoint ? "-fips" : ""}${dualstackEndpoint ? ".dualstack" : ""}.${endpointRegion}`}.${hostnameSuffix}`,
        signingRegion
      };
    };
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-bucket-endpoint/bucketEndpointMiddleware.js
var bucketEndpointMiddleware2, bucketEndpointMiddlewareOptions2, getBucketEndpointPlugin;
var init_bucketEndpointMiddleware = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-bucket-endpoint/bucketEndpointMiddleware.js"() {
    init_util();
    init_protocols();
    init_bucketHostname();
    bucketEndpointMiddleware2 = (options) => (next, context) => async (args) => {
      const { Bucket: bucketName } = args.input;
      let replaceBucketInPath = options.bucketEndpoint;
      const request = args.request;
      if (HttpRequest.isInstance(request)) {
        if (options.bucketEndpoint) {
          request.hostname = bucketName;
        } else if (validate(bucketName)) {
          const bucketArn = parse(bucketName);
          const clientRegion = await options.region();
          const useDualstackEndpoint = await options.useDualstackEndpoint();
          const useFipsEndpoint = await options.useFipsEndpoint();
          const { partition, signingRegion = clientRegion } = await options.regionInfoProvider(clientRegion, { useDualstackEndpoint, useFipsEndpoint }) || {};
          const useArnRegion = await options.useArnRegion();
          const { hostname, bucketEndpoint, signingRegion: modifiedSigningRegion, signingService } = bucketHostname({
            bucketName: bucketArn,
            baseHostname: request.hostname,
            accelerateEndpoint: options.useAccelerateEndpoint,
            dualstackEndpoint: useDualstackEndpoint,
            fipsEndpoint: useFipsEndpoint,
            pathStyleEndpoint: options.forcePathStyle,
            tlsCompatible: request.protocol === "https:",
            useArnRegion,
            clientPartition: partition,
            clientSigningRegion: signingRegion,
            clientRegion,
            isCustomEndpoint: options.isCustomEndpoint,
            disableMultiregionAccessPoints: await options.disableMultiregionAccessPoints()
          });
          if (modifiedSigningRegion && modifiedSigningRegion !== signingRegion) {
            context["signing_region"] = modifiedSigningRegion;
          }
          if (signingService && signingService !== "s3") {
            context["signing_service"] = signingService;
          }
          request.hostname = hostname;
          replaceBucketInPath = bucketEndpoint;
        } else {
          const clientRegion = await options.region();
          const dualstackEndpoint = await options.useDualstackEndpoint();
          const fipsEndpoint = await options.useFipsEndpoint();
          const { hostname, bucketEndpoint } = bucketHostname({
            bucketName,
            clientRegion,
            baseHostname: request.hostname,
            accelerateEndpoint: options.useAccelerateEndpoint,
            dualstackEndpoint,
            fipsEndpoint,
            pathStyleEndpoint: options.forcePathStyle,
            tlsCompatible: request.protocol === "https:",
            isCustomEndpoint: options.isCustomEndpoint
          });
          request.hostname = hostname;
          replaceBucketInPath = bucketEndpoint;
        }
        if (replaceBucketInPath) {
          request.path = request.path.replace(/^(\/)?[^\/]+/, "");
          if (request.path === "") {
            request.path = "/";
          }
        }
      }
      return next({ ...args, request });
    };
    bucketEndpointMiddlewareOptions2 = {
      tags: ["BUCKET_ENDPOINT"],
      name: "bucketEndpointMiddleware",
      relation: "before",
      toMiddleware: "hostHeaderMiddleware",
      override: true
    };
    getBucketEndpointPlugin = (options) => ({
      applyToStack: (clientStack) => {
        clientStack.addRelativeTo(bucketEndpointMiddleware2(options), bucketEndpointMiddlewareOptions2);
      }
    });
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-bucket-endpoint/configurations.js
function resolveBucketEndpointConfig(input) {
  const { bucketEndpoint = false, forcePathStyle = false, useAccelerateEndpoint = false, useArnRegion, disableMultiregionAccessPoints = false } = input;
  return Object.assign(input, {
    bucketEndpoint,
    forcePathStyle,
    useAccelerateEndpoint,
    useArnRegion: typeof useArnRegion === "function" ? useArnRegion : () => Promise.resolve(useArnRegion),
    disableMultiregionAccessPoints: typeof disableMultiregionAccessPoints === "function" ? disableMultiregionAccessPoints : () => Promise.resolve(disableMultiregionAccessPoints)
  });
}
var init_configurations = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-bucket-endpoint/configurations.js"() {
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-expect-continue/middleware-expect-continue.js
function addExpectContinueMiddleware(options) {
  return (next) => async (args) => {
    const { request } = args;
    if (options.expectContinueHeader !== false && HttpRequest.isInstance(request) && request.body && options.runtime === "node" && options.requestHandler?.constructor?.name !== "FetchHttpHandler") {
      let sendHeader = true;
      if (typeof options.expectContinueHeader === "number") {
        try {
          const bodyLength = Number(request.headers?.["content-length"]) ?? options.bodyLengthChecker?.(request.body) ?? Infinity;
          sendHeader = bodyLength >= options.expectContinueHeader;
        } catch (e) {
        }
      } else {
        sendHeader = !!options.expectContinueHeader;
      }
      if (sendHeader) {
        request.headers.Expect = "100-continue";
      }
    }
    return next({
      ...args,
      request
    });
  };
}
var addExpectContinueMiddlewareOptions, getAddExpectContinuePlugin;
var init_middleware_expect_continue = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-expect-continue/middleware-expect-continue.js"() {
    init_protocols();
    addExpectContinueMiddlewareOptions = {
      step: "build",
      tags: ["SET_EXPECT_HEADER", "EXPECT_HEADER"],
      name: "addExpectContinueMiddleware",
      override: true
    };
    getAddExpectContinuePlugin = (options) => ({
      applyToStack: (clientStack) => {
        clientStack.add(addExpectContinueMiddleware(options), addExpectContinueMiddlewareOptions);
      }
    });
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-location-constraint/middleware-location-constraint.js
function locationConstraintMiddleware(options) {
  return (next) => async (args) => {
    const { CreateBucketConfiguration } = args.input;
    const region = await options.region();
    if (!CreateBucketConfiguration?.LocationConstraint && !CreateBucketConfiguration?.Location) {
      if (region !== "us-east-1") {
        args.input.CreateBucketConfiguration = args.input.CreateBucketConfiguration ?? {};
        args.input.CreateBucketConfiguration.LocationConstraint = region;
      }
    }
    return next(args);
  };
}
var locationConstraintMiddlewareOptions, getLocationConstraintPlugin;
var init_middleware_location_constraint = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-location-constraint/middleware-location-constraint.js"() {
    locationConstraintMiddlewareOptions = {
      step: "initialize",
      tags: ["LOCATION_CONSTRAINT", "CREATE_BUCKET_CONFIGURATION"],
      name: "locationConstraintMiddleware",
      override: true
    };
    getLocationConstraintPlugin = (config) => ({
      applyToStack: (clientStack) => {
        clientStack.add(locationConstraintMiddleware(config), locationConstraintMiddlewareOptions);
      }
    });
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-location-constraint/configuration.js
function resolveLocationConstraintConfig(input) {
  return input;
}
var init_configuration = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-location-constraint/configuration.js"() {
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-ssec/middleware-ssec.js
function ssecMiddleware(options) {
  return (next) => async (args) => {
    const input = { ...args.input };
    const properties = [
      {
        target: "SSECustomerKey",
        hash: "SSECustomerKeyMD5"
      },
      {
        target: "CopySourceSSECustomerKey",
        hash: "CopySourceSSECustomerKeyMD5"
      }
    ];
    for (const prop of properties) {
      const value = input[prop.target];
      if (value) {
        let valueForHash;
        if (typeof value === "string") {
          if (isValidBase64EncodedSSECustomerKey(value, options)) {
            valueForHash = options.base64Decoder(value);
          } else {
            valueForHash = options.utf8Decoder(value);
            input[prop.target] = options.base64Encoder(valueForHash);
          }
        } else {
          valueForHash = ArrayBuffer.isView(value) ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength) : new Uint8Array(value);
          input[prop.target] = options.base64Encoder(valueForHash);
        }
        const hash = new options.md5();
        hash.update(valueForHash);
        input[prop.hash] = options.base64Encoder(await hash.digest());
      }
    }
    return next({
      ...args,
      input
    });
  };
}
function isValidBase64EncodedSSECustomerKey(str, options) {
  const base64Regex = /^(?:[A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
  if (!base64Regex.test(str)) {
    return false;
  }
  try {
    const decodedBytes = options.base64Decoder(str);
    return decodedBytes.length === 32;
  } catch {
    return false;
  }
}
var ssecMiddlewareOptions, getSsecPlugin;
var init_middleware_ssec = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/middleware-ssec/middleware-ssec.js"() {
    ssecMiddlewareOptions = {
      name: "ssecMiddleware",
      step: "initialize",
      tags: ["SSE"],
      override: true
    };
    getSsecPlugin = (config) => ({
      applyToStack: (clientStack) => {
        clientStack.add(ssecMiddleware(config), ssecMiddlewareOptions);
      }
    });
  }
});

// node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/index.js
var s3_exports = {};
__export(s3_exports, {
  NODE_DISABLE_MULTIREGION_ACCESS_POINT_CONFIG_OPTIONS: () => NODE_DISABLE_MULTIREGION_ACCESS_POINT_CONFIG_OPTIONS,
  NODE_DISABLE_MULTIREGION_ACCESS_POINT_ENV_NAME: () => NODE_DISABLE_MULTIREGION_ACCESS_POINT_ENV_NAME,
  NODE_DISABLE_MULTIREGION_ACCESS_POINT_INI_NAME: () => NODE_DISABLE_MULTIREGION_ACCESS_POINT_INI_NAME,
  NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_OPTIONS: () => NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_OPTIONS,
  NODE_USE_ARN_REGION_CONFIG_OPTIONS: () => NODE_USE_ARN_REGION_CONFIG_OPTIONS,
  NODE_USE_ARN_REGION_ENV_NAME: () => NODE_USE_ARN_REGION_ENV_NAME,
  NODE_USE_ARN_REGION_INI_NAME: () => NODE_USE_ARN_REGION_INI_NAME,
  S3ExpressIdentityCache: () => S3ExpressIdentityCache,
  S3ExpressIdentityCacheEntry: () => S3ExpressIdentityCacheEntry,
  S3ExpressIdentityProviderImpl: () => S3ExpressIdentityProviderImpl,
  S3RestXmlProtocol: () => S3RestXmlProtocol,
  SignatureV4S3Express: () => SignatureV4S3Express,
  addExpectContinueMiddleware: () => addExpectContinueMiddleware,
  addExpectContinueMiddlewareOptions: () => addExpectContinueMiddlewareOptions,
  bucketEndpointMiddleware: () => bucketEndpointMiddleware2,
  bucketEndpointMiddlewareOptions: () => bucketEndpointMiddlewareOptions2,
  bucketHostname: () => bucketHostname,
  checkContentLengthHeader: () => checkContentLengthHeader,
  checkContentLengthHeaderMiddlewareOptions: () => checkContentLengthHeaderMiddlewareOptions,
  getAddExpectContinuePlugin: () => getAddExpectContinuePlugin,
  getArnResources: () => getArnResources,
  getBucketEndpointPlugin: () => getBucketEndpointPlugin,
  getCheckContentLengthHeaderPlugin: () => getCheckContentLengthHeaderPlugin,
  getLocationConstraintPlugin: () => getLocationConstraintPlugin,
  getRegionRedirectMiddlewarePlugin: () => getRegionRedirectMiddlewarePlugin,
  getS3ExpiresMiddlewarePlugin: () => getS3ExpiresMiddlewarePlugin,
  getS3ExpressHttpSigningPlugin: () => getS3ExpressHttpSigningPlugin,
  getS3ExpressPlugin: () => getS3ExpressPlugin,
  getSsecPlugin: () => getSsecPlugin,
  getSuffixForArnEndpoint: () => getSuffixForArnEndpoint,
  getThrow200ExceptionsPlugin: () => getThrow200ExceptionsPlugin,
  getValidateBucketNamePlugin: () => getValidateBucketNamePlugin,
  isValidBase64EncodedSSECustomerKey: () => isValidBase64EncodedSSECustomerKey,
  locationConstraintMiddleware: () => locationConstraintMiddleware,
  locationConstraintMiddlewareOptions: () => locationConstraintMiddlewareOptions,
  regionRedirectEndpointMiddleware: () => regionRedirectEndpointMiddleware,
  regionRedirectEndpointMiddlewareOptions: () => regionRedirectEndpointMiddlewareOptions,
  regionRedirectMiddleware: () => regionRedirectMiddleware,
  regionRedirectMiddlewareOptions: () => regionRedirectMiddlewareOptions,
  resolveBucketEndpointConfig: () => resolveBucketEndpointConfig,
  resolveLocationConstraintConfig: () => resolveLocationConstraintConfig,
  resolveS3Config: () => resolveS3Config,
  s3ExpiresMiddleware: () => s3ExpiresMiddleware,
  s3ExpiresMiddlewareOptions: () => s3ExpiresMiddlewareOptions,
  s3ExpressHttpSigningMiddleware: () => s3ExpressHttpSigningMiddleware,
  s3ExpressHttpSigningMiddlewareOptions: () => s3ExpressHttpSigningMiddlewareOptions,
  s3ExpressMiddleware: () => s3ExpressMiddleware,
  s3ExpressMiddlewareOptions: () => s3ExpressMiddlewareOptions,
  ssecMiddleware: () => ssecMiddleware,
  ssecMiddlewareOptions: () => ssecMiddlewareOptions,
  throw200ExceptionsMiddleware: () => throw200ExceptionsMiddleware,
  throw200ExceptionsMiddlewareOptions: () => throw200ExceptionsMiddlewareOptions,
  validateAccountId: () => validateAccountId,
  validateBucketNameMiddleware: () => validateBucketNameMiddleware,
  validateBucketNameMiddlewareOptions: () => validateBucketNameMiddlewareOptions,
  validateDNSHostLabel: () => validateDNSHostLabel,
  validateNoDualstack: () => validateNoDualstack,
  validateNoFIPS: () => validateNoFIPS,
  validateOutpostService: () => validateOutpostService,
  validatePartition: () => validatePartition,
  validateRegion: () => validateRegion
});
var init_s3 = __esm({
  "node_modules/@aws-sdk/middleware-sdk-s3/dist-es/submodules/s3/index.js"() {
    init_check_content_length_header();
    init_region_redirect_endpoint_middleware();
    init_region_redirect_middleware();
    init_s3Configuration();
    init_s3_expires_middleware();
    init_S3ExpressIdentityCache();
    init_S3ExpressIdentityCacheEntry();
    init_S3ExpressIdentityProviderImpl();
    init_SignatureV4S3Express();
    init_constants2();
    init_s3ExpressMiddleware();
    init_s3ExpressHttpSigningMiddleware();
    init_throw_200_exceptions();
    init_validate_bucket_name();
    init_S3RestXmlProtocol();
    init_NodeDisableMultiregionAccessPointConfigOptions();
    init_NodeUseArnRegionConfigOptions();
    init_bucketEndpointMiddleware();
    init_bucketHostname();
    init_configurations();
    init_bucketHostnameUtils();
    init_middleware_expect_continue();
    init_middleware_location_constraint();
    init_configuration();
    init_middleware_ssec();
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/sha/sha1/Sha1Js.js
var BLOCK, DIGEST_LENGTH, INIT, K, Sha1Js;
var init_Sha1Js = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/sha/sha1/Sha1Js.js"() {
    init_serde();
    BLOCK = 64;
    DIGEST_LENGTH = 20;
    INIT = new Int32Array([1732584193, 4023233417, 2562383102, 271733878, 3285377520]);
    K = new Int32Array([1518500249, 1859775393, 2400959708, 3395469782]);
    Sha1Js = class _Sha1Js {
      digestLength = DIGEST_LENGTH;
      state = Int32Array.from(INIT);
      w;
      buffer = new Uint8Array(BLOCK);
      bufferLength = 0;
      bytesHashed = 0;
      finished = false;
      inner;
      outer;
      constructor(secret) {
        if (secret) {
          const key = _Sha1Js.normalizeKey(secret);
          this.inner = new _Sha1Js();
          this.outer = new _Sha1Js();
          const pad = new Uint8Array(BLOCK * 2);
          for (let i = 0; i < BLOCK; ++i) {
            pad[i] = 54 ^ key[i];
            pad[i + BLOCK] = 92 ^ key[i];
          }
          this.inner.update(pad.subarray(0, BLOCK));
          this.outer.update(pad.subarray(BLOCK));
        }
      }
      update(data) {
        if (this.finished) {
          throw new Error("Attempted to update an already finished HMAC.");
        }
        if (this.inner) {
          this.inner.update(data);
          return;
        }
        let pos = 0;
        let { length } = data;
        this.bytesHashed += length;
        if (this.bufferLength > 0) {
          while (length > 0 && this.bufferLength < BLOCK) {
            this.buffer[this.bufferLength++] = data[pos++];
            --length;
          }
          if (this.bufferLength === BLOCK) {
            this.hashBuffer(this.buffer, 0);
            this.bufferLength = 0;
          }
        }
        while (length >= BLOCK) {
          this.hashBuffer(data, pos);
          pos += BLOCK;
          length -= BLOCK;
        }
        while (length > 0) {
          this.buffer[this.bufferLength++] = data[pos++];
          --length;
        }
      }
      async digest() {
        if (this.inner && this.outer) {
          if (this.finished) {
            throw new Error("Attempted to digest an already finished HMAC.");
          }
          this.finished = true;
          const innerDigest = this.inner.digestSync();
          this.outer.update(innerDigest);
          return this.outer.digestSync();
        }
        return this.digestSync();
      }
      reset() {
        this.state = Int32Array.from(INIT);
        this.buffer = new Uint8Array(BLOCK);
        this.bufferLength = 0;
        this.bytesHashed = 0;
      }
      digestSync() {
        const state = this.state.slice();
        const buffer = this.buffer.slice();
        let bufferLength = this.bufferLength;
        const bitsHi = this.bytesHashed / 536870912 | 0;
        const bitsLo = this.bytesHashed << 3;
        buffer[bufferLength++] = 128;
        if (bufferLength > BLOCK - 8) {
          for (let i = bufferLength; i < BLOCK; ++i) {
            buffer[i] = 0;
          }
          this.hashBufferWith(state, buffer, 0);
          bufferLength = 0;
        }
        for (let i = bufferLength; i < BLOCK - 8; ++i) {
          buffer[i] = 0;
        }
        const v = new DataView(buffer.buffer, buffer.byteOffset, BLOCK);
        v.setUint32(BLOCK - 8, bitsHi, false);
        v.setUint32(BLOCK - 4, bitsLo, false);
        this.hashBufferWith(state, buffer, 0);
        const out = new Uint8Array(DIGEST_LENGTH);
        out[0] = state[0] >>> 24 & 255;
        out[1] = state[0] >>> 16 & 255;
        out[2] = state[0] >>> 8 & 255;
        out[3] = state[0] & 255;
        out[4] = state[1] >>> 24 & 255;
        out[5] = state[1] >>> 16 & 255;
        out[6] = state[1] >>> 8 & 255;
        out[7] = state[1] & 255;
        out[8] = state[2] >>> 24 & 255;
        out[9] = state[2] >>> 16 & 255;
        out[10] = state[2] >>> 8 & 255;
        out[11] = state[2] & 255;
        out[12] = state[3] >>> 24 & 255;
        out[13] = state[3] >>> 16 & 255;
        out[14] = state[3] >>> 8 & 255;
        out[15] = state[3] & 255;
        out[16] = state[4] >>> 24 & 255;
        out[17] = state[4] >>> 16 & 255;
        out[18] = state[4] >>> 8 & 255;
        out[19] = state[4] & 255;
        return out;
      }
      static normalizeKey(secret) {
        const key = toUint8Array(secret);
        if (key.byteLength > BLOCK) {
          const h = new _Sha1Js();
          h.update(key);
          const digest3 = h.digestSync();
          const padded2 = new Uint8Array(BLOCK);
          padded2.set(digest3);
          return padded2;
        }
        const padded = new Uint8Array(BLOCK);
        padded.set(key);
        return padded;
      }
      hashBuffer(data, offset) {
        this.hashBufferWith(this.state, data, offset);
      }
      hashBufferWith(state, data, offset) {
        const w = this.w ??= new Int32Array(80);
        let s0 = state[0], s1 = state[1], s2 = state[2], s3 = state[3], s4 = state[4];
        for (let t = 0; t < 16; ++t) {
          w[t] = (data[offset + t * 4] & 255) << 24 | (data[offset + t * 4 + 1] & 255) << 16 | (data[offset + t * 4 + 2] & 255) << 8 | data[offset + t * 4 + 3] & 255;
        }
        for (let t = 16; t < 80; ++t) {
          const x = w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16];
          w[t] = x << 1 | x >>> 31;
        }
        for (let t = 0; t < 80; ++t) {
          const r = t < 20 ? 0 : t < 40 ? 1 : t < 60 ? 2 : 3;
          const temp = ((s0 << 5 | s0 >>> 27) + (r === 0 ? s1 & s2 ^ ~s1 & s3 : r === 2 ? s1 & s2 ^ s1 & s3 ^ s2 & s3 : s1 ^ s2 ^ s3) | 0) + (s4 + (K[r] + w[t] | 0) | 0) | 0;
          s4 = s3;
          s3 = s2;
          s2 = s1 << 30 | s1 >>> 2;
          s1 = s0;
          s0 = temp;
        }
        state[0] = state[0] + s0 | 0;
        state[1] = state[1] + s1 | 0;
        state[2] = state[2] + s2 | 0;
        state[3] = state[3] + s3 | 0;
        state[4] = state[4] + s4 | 0;
      }
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/sha/sha1/Sha1Node.js
import { createHash, createHmac } from "node:crypto";
function buildNativeClass() {
  return class Sha1Node {
    digestLength = 20;
    secret;
    hash;
    isHmac;
    finished = false;
    constructor(secret) {
      this.secret = secret;
      this.isHmac = !!secret;
      this.hash = this.createHash();
    }
    update(data) {
      if (this.finished) {
        throw new Error("Attempted to update an already finished hash.");
      }
      this.hash.update(data);
    }
    async digest() {
      let buf;
      if (this.isHmac) {
        this.finished = true;
        buf = this.hash.digest();
      } else {
        buf = this.hash.copy().digest();
      }
      return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
    }
    reset() {
      this.hash = this.createHash();
      this.finished = false;
    }
    createHash() {
      return this.secret ? createHmac("sha1", toBuffer(this.secret)) : createHash("sha1");
    }
  };
}
function toBuffer(data) {
  if (typeof data === "string") {
    return data;
  }
  if (ArrayBuffer.isView(data)) {
    return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  }
  return Buffer.from(data);
}
var hasNativeCrypto, Sha1Node;
var init_Sha1Node = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/sha/sha1/Sha1Node.js"() {
    init_Sha1Js();
    hasNativeCrypto = (() => {
      try {
        createHash("sha1");
        return true;
      } catch {
        return false;
      }
    })();
    Sha1Node = hasNativeCrypto ? buildNativeClass() : Sha1Js;
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/sha/sha1/Sha1WebCrypto.js
var digest, sign, importKey, subtle, MAX_PENDING_BYTES, Sha1WebCrypto;
var init_Sha1WebCrypto = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/sha/sha1/Sha1WebCrypto.js"() {
    init_serde();
    init_Sha1Js();
    ({ digest, sign, importKey } = globalThis?.crypto?.subtle ?? {});
    subtle = typeof digest === "function" && typeof sign === "function" && typeof importKey === "function" ? globalThis.crypto.subtle : void 0;
    MAX_PENDING_BYTES = 8 * 1024 * 1024;
    Sha1WebCrypto = class {
      digestLength = 20;
      secret;
      pending = [];
      pendingBytes = 0;
      fallback;
      finished = false;
      constructor(secret) {
        if (secret) {
          this.secret = toUint8Array(secret);
        }
      }
      update(data) {
        if (this.finished) {
          throw new Error("Attempted to update an already finished HMAC.");
        }
        if (this.fallback) {
          this.fallback.update(data);
          return;
        }
        this.pending.push(data.slice());
        this.pendingBytes += data.byteLength;
        if (this.pendingBytes >= MAX_PENDING_BYTES) {
          this.switchToFallback();
        }
      }
      async digest() {
        if (this.fallback) {
          return this.fallback.digest();
        }
        if (this.secret && this.finished) {
          throw new Error("Attempted to digest an already finished HMAC.");
        }
        const data = concatBytes(this.pending);
        if (subtle) {
          if (this.secret) {
            this.finished = true;
            const key = await subtle.importKey("raw", this.secret, { name: "HMAC", hash: "SHA-1" }, false, ["sign"]);
            const sig = await subtle.sign("HMAC", key, data);
            return new Uint8Array(sig);
          }
          const hash = await subtle.digest("SHA-1", data);
          return new Uint8Array(hash);
        }
        const sha1 = new Sha1Js(this.secret);
        sha1.update(data);
        return sha1.digest();
      }
      reset() {
        this.pending = [];
        this.pendingBytes = 0;
        this.fallback = void 0;
        this.finished = false;
      }
      switchToFallback() {
        const sha1Js = new Sha1Js(this.secret);
        for (const chunk of this.pending) {
          sha1Js.update(chunk);
        }
        this.fallback = sha1Js;
        this.pending = [];
        this.pendingBytes = 0;
      }
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/sha/sha512/Sha512Js.js
function addInto(state, slot, vh, vl) {
  const i = slot * 2;
  const lo = (state[i + 1] >>> 0) + (vl >>> 0);
  const hi = (state[i] >>> 0) + (vh >>> 0) + (lo > 4294967295 ? 1 : 0);
  state[i] = hi >>> 0;
  state[i + 1] = lo >>> 0;
}
function rotrH(hi, lo, n) {
  if (n < 32) {
    return (hi >>> n | lo << 32 - n) >>> 0;
  }
  if (n === 32) {
    return lo >>> 0;
  }
  return (lo >>> n - 32 | hi << 64 - n) >>> 0;
}
function rotrL(hi, lo, n) {
  if (n < 32) {
    return (lo >>> n | hi << 32 - n) >>> 0;
  }
  if (n === 32) {
    return hi >>> 0;
  }
  return (hi >>> n - 32 | lo << 64 - n) >>> 0;
}
function shrH(hi, n) {
  if (n < 32) {
    return hi >>> n;
  }
  return 0;
}
function shrL(hi, lo, n) {
  if (n < 32) {
    return (lo >>> n | hi << 32 - n) >>> 0;
  }
  if (n === 32) {
    return hi >>> 0;
  }
  return hi >>> n - 32;
}
var BLOCK2, DIGEST_LENGTH2, MAX_HASHABLE_LENGTH, INIT2, K2, Sha512Js;
var init_Sha512Js = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/sha/sha512/Sha512Js.js"() {
    init_serde();
    BLOCK2 = 128;
    DIGEST_LENGTH2 = 64;
    MAX_HASHABLE_LENGTH = 2 ** 53 - 1;
    INIT2 = new Uint32Array([
      1779033703,
      4089235720,
      3144134277,
      2227873595,
      1013904242,
      4271175723,
      2773480762,
      1595750129,
      1359893119,
      2917565137,
      2600822924,
      725511199,
      528734635,
      4215389547,
      1541459225,
      327033209
    ]);
    K2 = new Uint32Array([
      1116352408,
      3609767458,
      1899447441,
      602891725,
      3049323471,
      3964484399,
      3921009573,
      2173295548,
      961987163,
      4081628472,
      1508970993,
      3053834265,
      2453635748,
      2937671579,
      2870763221,
      3664609560,
      3624381080,
      2734883394,
      310598401,
      1164996542,
      607225278,
      1323610764,
      1426881987,
      3590304994,
      1925078388,
      4068182383,
      2162078206,
      991336113,
      2614888103,
      633803317,
      3248222580,
      3479774868,
      3835390401,
      2666613458,
      4022224774,
      944711139,
      264347078,
      2341262773,
      604807628,
      2007800933,
      770255983,
      1495990901,
      1249150122,
      1856431235,
      1555081692,
      3175218132,
      1996064986,
      2198950837,
      2554220882,
      3999719339,
      2821834349,
      766784016,
      2952996808,
      2566594879,
      3210313671,
      3203337956,
      3336571891,
      1034457026,
      3584528711,
      2466948901,
      113926993,
      3758326383,
      338241895,
      168717936,
      666307205,
      1188179964,
      773529912,
      1546045734,
      1294757372,
      1522805485,
      1396182291,
      2643833823,
      1695183700,
      2343527390,
      1986661051,
      1014477480,
      2177026350,
      1206759142,
      2456956037,
      344077627,
      2730485921,
      1290863460,
      2820302411,
      3158454273,
      3259730800,
      3505952657,
      3345764771,
      106217008,
      3516065817,
      3606008344,
      3600352804,
      1432725776,
      4094571909,
      1467031594,
      275423344,
      851169720,
      430227734,
      3100823752,
      506948616,
      1363258195,
      659060556,
      3750685593,
      883997877,
      3785050280,
      958139571,
      3318307427,
      1322822218,
      3812723403,
      1537002063,
      2003034995,
      1747873779,
      3602036899,
      1955562222,
      1575990012,
      2024104815,
      1125592928,
      2227730452,
      2716904306,
      2361852424,
      442776044,
      2428436474,
      593698344,
      2756734187,
      3733110249,
      3204031479,
      2999351573,
      3329325298,
      3815920427,
      3391569614,
      3928383900,
      3515267271,
      566280711,
      3940187606,
      3454069534,
      4118630271,
      4000239992,
      116418474,
      1914138554,
      174292421,
      2731055270,
      289380356,
      3203993006,
      460393269,
      320620315,
      685471733,
      587496836,
      852142971,
      1086792851,
      1017036298,
      365543100,
      1126000580,
      2618297676,
      1288033470,
      3409855158,
      1501505948,
      4234509866,
      1607167915,
      987167468,
      1816402316,
      1246189591
    ]);
    Sha512Js = class _Sha512Js {
      digestLength = DIGEST_LENGTH2;
      state = Uint32Array.from(INIT2);
      w;
      buffer = new Uint8Array(BLOCK2);
      bufferLength = 0;
      bytesHashed = 0;
      finished = false;
      key;
      inner;
      outer;
      constructor(secret) {
        if (secret !== void 0) {
          this.key = _Sha512Js.normalizeKey(secret);
          this.initHmac();
        }
      }
      update(data) {
        if (this.finished) {
          throw new Error("Attempted to update an already finished HMAC.");
        }
        if (this.inner) {
          this.inner.update(data);
          return;
        }
        const chunk = toUint8Array(data);
        let position = 0;
        let { byteLength } = chunk;
        this.bytesHashed += byteLength;
        if (this.bytesHashed * 8 > MAX_HASHABLE_LENGTH) {
          throw new Error("Cannot hash more than 2^53 - 1 bits");
        }
        while (byteLength > 0) {
          this.buffer[this.bufferLength++] = chunk[position++];
          byteLength--;
          if (this.bufferLength === BLOCK2) {
            this.hashBuffer();
            this.bufferLength = 0;
          }
        }
      }
      async digest() {
        if (this.inner && this.outer) {
          if (this.finished) {
            throw new Error("Attempted to digest an already finished HMAC.");
          }
          this.finished = true;
          const innerDigest = this.inner.digestSync();
          this.outer.update(innerDigest);
          return this.outer.digestSync();
        }
        return this.digestSync();
      }
      reset() {
        this.state = Uint32Array.from(INIT2);
        this.buffer = new Uint8Array(BLOCK2);
        this.bufferLength = 0;
        this.bytesHashed = 0;
        this.finished = false;
        if (this.key) {
          this.initHmac();
        }
      }
      initHmac() {
        const key = this.key;
        this.inner = new _Sha512Js();
        this.outer = new _Sha512Js();
        const pad = new Uint8Array(BLOCK2 * 2);
        for (let i = 0; i < BLOCK2; ++i) {
          pad[i] = 54 ^ key[i];
          pad[i + BLOCK2] = 92 ^ key[i];
        }
        this.inner.update(pad.subarray(0, BLOCK2));
        this.outer.update(pad.subarray(BLOCK2));
      }
      digestSync() {
        const state = this.state.slice();
        const buffer = this.buffer.slice();
        let bufferLength = this.bufferLength;
        const bitsHashed = this.bytesHashed * 8;
        const bitsHi = Math.floor(bitsHashed / 4294967296);
        const bitsLo = bitsHashed >>> 0;
        buffer[bufferLength++] = 128;
        if (bufferLength > BLOCK2 - 16) {
          for (let i = bufferLength; i < BLOCK2; ++i) {
            buffer[i] = 0;
          }
          this.hashBufferWith(state, buffer);
          bufferLength = 0;
        }
        for (let i = bufferLength; i < BLOCK2 - 8; ++i) {
          buffer[i] = 0;
        }
        const v = new DataView(buffer.buffer, buffer.byteOffset, BLOCK2);
        v.setUint32(BLOCK2 - 8, bitsHi, false);
        v.setUint32(BLOCK2 - 4, bitsLo, false);
        this.hashBufferWith(state, buffer);
        const out = new Uint8Array(DIGEST_LENGTH2);
        const dv = new DataView(out.buffer);
        for (let i = 0; i < 16; ++i) {
          dv.setUint32(i * 4, state[i], false);
        }
        return out;
      }
      static normalizeKey(secret) {
        const key = toUint8Array(secret);
        if (key.byteLength > BLOCK2) {
          const h = new _Sha512Js();
          h.update(key);
          const padded2 = new Uint8Array(BLOCK2);
          padded2.set(h.digestSync());
          return padded2;
        }
        const padded = new Uint8Array(BLOCK2);
        padded.set(key);
        return padded;
      }
      hashBuffer() {
        this.hashBufferWith(this.state, this.buffer);
      }
      hashBufferWith(state, buffer) {
        const w = this.w ??= new Uint32Array(160);
        const v = new Uint32Array(16);
        for (let i = 0; i < 16; ++i) {
          v[i] = state[i];
        }
        for (let i = 0; i < 16; ++i) {
          const o = i * 8;
          w[i * 2] = (buffer[o] << 24 | buffer[o + 1] << 16 | buffer[o + 2] << 8 | buffer[o + 3]) >>> 0;
          w[i * 2 + 1] = (buffer[o + 4] << 24 | buffer[o + 5] << 16 | buffer[o + 6] << 8 | buffer[o + 7]) >>> 0;
        }
        for (let i = 16; i < 80; ++i) {
          const g15h = w[(i - 15) * 2];
          const g15l = w[(i - 15) * 2 + 1];
          const s0h = rotrH(g15h, g15l, 1) ^ rotrH(g15h, g15l, 8) ^ shrH(g15h, 7);
          const s0l = rotrL(g15h, g15l, 1) ^ rotrL(g15h, g15l, 8) ^ shrL(g15h, g15l, 7);
          const g2h = w[(i - 2) * 2];
          const g2l = w[(i - 2) * 2 + 1];
          const s1h = rotrH(g2h, g2l, 19) ^ rotrH(g2h, g2l, 61) ^ shrH(g2h, 6);
          const s1l = rotrL(g2h, g2l, 19) ^ rotrL(g2h, g2l, 61) ^ shrL(g2h, g2l, 6);
          const w7h = w[(i - 7) * 2];
          const w7l = w[(i - 7) * 2 + 1];
          const w16h = w[(i - 16) * 2];
          const w16l = w[(i - 16) * 2 + 1];
          let lo = (w16l >>> 0) + (s0l >>> 0);
          let hi = (w16h >>> 0) + (s0h >>> 0) + (lo > 4294967295 ? 1 : 0);
          lo = (lo >>> 0) + (w7l >>> 0);
          hi = (hi >>> 0) + (w7h >>> 0) + (lo > 4294967295 ? 1 : 0);
          lo = (lo >>> 0) + (s1l >>> 0);
          hi = (hi >>> 0) + (s1h >>> 0) + (lo > 4294967295 ? 1 : 0);
          w[i * 2] = hi >>> 0;
          w[i * 2 + 1] = lo >>> 0;
        }
        let ah = v[0], al = v[1], bh = v[2], bl = v[3], ch = v[4], cl = v[5], dh = v[6], dl = v[7], eh = v[8], el = v[9], fh = v[10], fl = v[11], gh = v[12], gl = v[13], hh = v[14], hl = v[15];
        for (let i = 0; i < 80; ++i) {
          const s1h = rotrH(eh, el, 14) ^ rotrH(eh, el, 18) ^ rotrH(eh, el, 41);
          const s1l = rotrL(eh, el, 14) ^ rotrL(eh, el, 18) ^ rotrL(eh, el, 41);
          const chh = eh & fh ^ ~eh & gh;
          const chl = el & fl ^ ~el & gl;
          let t1l = (hl >>> 0) + (s1l >>> 0);
          let t1h = (hh >>> 0) + (s1h >>> 0) + (t1l > 4294967295 ? 1 : 0);
          t1l = (t1l >>> 0) + (chl >>> 0);
          t1h = (t1h >>> 0) + (chh >>> 0) + (t1l > 4294967295 ? 1 : 0);
          t1l = (t1l >>> 0) + (K2[i * 2 + 1] >>> 0);
          t1h = (t1h >>> 0) + (K2[i * 2] >>> 0) + (t1l > 4294967295 ? 1 : 0);
          t1l = (t1l >>> 0) + (w[i * 2 + 1] >>> 0);
          t1h = (t1h >>> 0) + (w[i * 2] >>> 0) + (t1l > 4294967295 ? 1 : 0);
          const s0h = rotrH(ah, al, 28) ^ rotrH(ah, al, 34) ^ rotrH(ah, al, 39);
          const s0l = rotrL(ah, al, 28) ^ rotrL(ah, al, 34) ^ rotrL(ah, al, 39);
          const majh = ah & bh ^ ah & ch ^ bh & ch;
          const majl = al & bl ^ al & cl ^ bl & cl;
          let t2l = (s0l >>> 0) + (majl >>> 0);
          let t2h = (s0h >>> 0) + (majh >>> 0) + (t2l > 4294967295 ? 1 : 0);
          t2l = t2l >>> 0;
          t2h = t2h >>> 0;
          hh = gh;
          hl = gl;
          gh = fh;
          gl = fl;
          fh = eh;
          fl = el;
          let el2 = (dl >>> 0) + (t1l >>> 0);
          let eh2 = (dh >>> 0) + (t1h >>> 0) + (el2 > 4294967295 ? 1 : 0);
          eh = eh2 >>> 0;
          el = el2 >>> 0;
          dh = ch;
          dl = cl;
          ch = bh;
          cl = bl;
          bh = ah;
          bl = al;
          let al2 = (t1l >>> 0) + (t2l >>> 0);
          let ah2 = (t1h >>> 0) + (t2h >>> 0) + (al2 > 4294967295 ? 1 : 0);
          ah = ah2 >>> 0;
          al = al2 >>> 0;
        }
        addInto(state, 0, ah, al);
        addInto(state, 1, bh, bl);
        addInto(state, 2, ch, cl);
        addInto(state, 3, dh, dl);
        addInto(state, 4, eh, el);
        addInto(state, 5, fh, fl);
        addInto(state, 6, gh, gl);
        addInto(state, 7, hh, hl);
      }
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/sha/sha512/Sha512.js
import { createHash as createHash2, createHmac as createHmac2 } from "node:crypto";
function detectNative() {
  if (nativeSupported === void 0) {
    try {
      createHash2("sha512");
      nativeSupported = true;
    } catch {
      nativeSupported = false;
    }
  }
  return nativeSupported;
}
function toBuffer2(data) {
  if (typeof data === "string") {
    return data;
  }
  if (ArrayBuffer.isView(data)) {
    return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  }
  return Buffer.from(data);
}
var nativeSupported, Sha512;
var init_Sha512 = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/sha/sha512/Sha512.js"() {
    init_Sha512Js();
    Sha512 = class extends Sha512Js {
      native;
      nativeSecret;
      nativeFinished = false;
      constructor(secret) {
        super(secret);
        this.nativeSecret = secret;
        if (detectNative()) {
          this.native = this.createNative();
        }
      }
      update(data) {
        if (!this.native) {
          super.update(data);
          return;
        }
        if (this.nativeFinished) {
          throw new Error("Attempted to update an already finished hash.");
        }
        this.native.update(data);
      }
      async digest() {
        if (!this.native) {
          return super.digest();
        }
        let buf;
        if (this.nativeSecret !== void 0) {
          this.nativeFinished = true;
          buf = this.native.digest();
        } else {
          buf = this.native.copy().digest();
        }
        return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
      }
      reset() {
        if (!this.native) {
          super.reset();
          return;
        }
        this.native = this.createNative();
        this.nativeFinished = false;
      }
      createNative() {
        return this.nativeSecret !== void 0 ? createHmac2("sha512", toBuffer2(this.nativeSecret)) : createHash2("sha512");
      }
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/sha/sha512/Sha512WebCrypto.js
var digest2, sign2, importKey2, subtle2, MAX_PENDING_BYTES2, BLOCK_SIZE, Sha512WebCrypto;
var init_Sha512WebCrypto = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/sha/sha512/Sha512WebCrypto.js"() {
    init_serde();
    init_Sha512Js();
    ({ digest: digest2, sign: sign2, importKey: importKey2 } = globalThis?.crypto?.subtle ?? {});
    subtle2 = typeof digest2 === "function" && typeof sign2 === "function" && typeof importKey2 === "function" ? globalThis.crypto.subtle : void 0;
    MAX_PENDING_BYTES2 = 8 * 1024 * 1024;
    BLOCK_SIZE = 128;
    Sha512WebCrypto = class {
      digestLength = 64;
      secret;
      pending = [];
      pendingBytes = 0;
      fallback;
      finished = false;
      constructor(secret) {
        if (secret !== void 0) {
          const key = toUint8Array(secret);
          this.secret = key.byteLength === 0 ? new Uint8Array(BLOCK_SIZE) : key;
        }
        if (!subtle2) {
          this.fallback = new Sha512Js(secret);
        }
      }
      update(data) {
        if (this.finished) {
          throw new Error("Attempted to update an already finished HMAC.");
        }
        if (this.fallback) {
          this.fallback.update(data);
          return;
        }
        this.pending.push(data.slice());
        this.pendingBytes += data.byteLength;
        if (this.pendingBytes >= MAX_PENDING_BYTES2) {
          this.switchToFallback();
        }
      }
      async digest() {
        if (this.fallback) {
          return this.fallback.digest();
        }
        if (this.secret && this.finished) {
          throw new Error("Attempted to digest an already finished HMAC.");
        }
        const data = concatBytes(this.pending);
        if (this.secret) {
          this.finished = true;
          const key = await subtle2.importKey("raw", this.secret, { name: "HMAC", hash: "SHA-512" }, false, ["sign"]);
          const sig = await subtle2.sign("HMAC", key, data);
          return new Uint8Array(sig);
        }
        const hash = await subtle2.digest("SHA-512", data);
        return new Uint8Array(hash);
      }
      reset() {
        this.pending = [];
        this.pendingBytes = 0;
        this.finished = false;
        if (subtle2) {
          this.fallback = void 0;
        } else {
          this.fallback = new Sha512Js(this.secret);
        }
      }
      switchToFallback() {
        const sha512Js = new Sha512Js(this.secret);
        for (const chunk of this.pending) {
          sha512Js.update(chunk);
        }
        this.fallback = sha512Js;
        this.pending = [];
        this.pendingBytes = 0;
      }
    };
  }
});

// node_modules/@aws-sdk/checksums/dist-es/submodules/sha/index.js
var sha_exports = {};
__export(sha_exports, {
  Sha1: () => Sha1Node,
  Sha1Js: () => Sha1Js,
  Sha1Node: () => Sha1Node,
  Sha1WebCrypto: () => Sha1WebCrypto,
  Sha256: () => Sha256Node,
  Sha256Js: () => Sha256Js,
  Sha256Node: () => Sha256Node,
  Sha512: () => Sha512,
  Sha512Js: () => Sha512Js,
  Sha512WebCrypto: () => Sha512WebCrypto
});
var init_sha = __esm({
  "node_modules/@aws-sdk/checksums/dist-es/submodules/sha/index.js"() {
    init_Sha1Js();
    init_Sha1Node();
    init_Sha1WebCrypto();
    init_Sha512();
    init_Sha512Js();
    init_Sha512WebCrypto();
    init_checksum();
  }
});

// node_modules/@aws-sdk/client-s3/dist-cjs/index.js
var require_dist_cjs4 = __commonJS({
  "node_modules/@aws-sdk/client-s3/dist-cjs/index.js"(exports) {
    var { getFlexibleChecksumsPlugin: getFlexibleChecksumsPlugin2, NODE_RESPONSE_CHECKSUM_VALIDATION_CONFIG_OPTIONS: NODE_RESPONSE_CHECKSUM_VALIDATION_CONFIG_OPTIONS2, NODE_REQUEST_CHECKSUM_CALCULATION_CONFIG_OPTIONS: NODE_REQUEST_CHECKSUM_CALCULATION_CONFIG_OPTIONS2, resolveFlexibleChecksumsConfig: resolveFlexibleChecksumsConfig2 } = (init_flexible_checksums(), __toCommonJS(flexible_checksums_exports));
    var { awsEndpointFunctions, emitWarningIfUnsupportedVersion: emitWarningIfUnsupportedVersion$1, createDefaultUserAgentProvider, NODE_APP_ID_CONFIG_OPTIONS, getAwsRegionExtensionConfiguration, resolveAwsRegionExtensionConfiguration, resolveUserAgentConfig, resolveHostHeaderConfig, getUserAgentPlugin, getHostHeaderPlugin, getLoggerPlugin, getRecursionDetectionPlugin } = (init_client2(), __toCommonJS(client_exports2));
    var { getThrow200ExceptionsPlugin: getThrow200ExceptionsPlugin2, getSsecPlugin: getSsecPlugin2, getLocationConstraintPlugin: getLocationConstraintPlugin2, getS3ExpiresMiddlewarePlugin: getS3ExpiresMiddlewarePlugin2, getCheckContentLengthHeaderPlugin: getCheckContentLengthHeaderPlugin2, S3RestXmlProtocol: S3RestXmlProtocol2, NODE_USE_ARN_REGION_CONFIG_OPTIONS: NODE_USE_ARN_REGION_CONFIG_OPTIONS2, NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_OPTIONS: NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_OPTIONS2, resolveS3Config: resolveS3Config2, getValidateBucketNamePlugin: getValidateBucketNamePlugin2, getAddExpectContinuePlugin: getAddExpectContinuePlugin2, getRegionRedirectMiddlewarePlugin: getRegionRedirectMiddlewarePlugin2, getS3ExpressPlugin: getS3ExpressPlugin2, getS3ExpressHttpSigningPlugin: getS3ExpressHttpSigningPlugin2 } = (init_s3(), __toCommonJS(s3_exports));
    var { getHttpAuthSchemeEndpointRuleSetPlugin, DefaultIdentityProviderConfig, getHttpSigningPlugin, createPaginator } = (init_dist_es(), __toCommonJS(dist_es_exports));
    var { normalizeProvider: normalizeProvider2, getSmithyContext: getSmithyContext2, makeBuilder, ServiceException, NoOpLogger: NoOpLogger2, emitWarningIfUnsupportedVersion, loadConfigsForDefaultMode, getDefaultExtensionConfiguration, resolveDefaultRuntimeConfig, Client, createWaiter, checkExceptions, WaiterState, createAggregatedClient } = (init_client(), __toCommonJS(client_exports));
    var { Command: $Command } = (init_client(), __toCommonJS(client_exports));
    exports.$Command = $Command;
    exports.__Client = Client;
    var { resolveDefaultsModeConfig, loadConfig, NODE_USE_FIPS_ENDPOINT_CONFIG_OPTIONS, NODE_USE_DUALSTACK_ENDPOINT_CONFIG_OPTIONS, NODE_REGION_CONFIG_OPTIONS, NODE_REGION_CONFIG_FILE_OPTIONS, resolveRegionConfig } = (init_config(), __toCommonJS(config_exports));
    var { BinaryDecisionDiagram, EndpointCache, decideEndpoint, customEndpointFunctions, resolveParams, getEndpointPlugin, resolveEndpointConfig } = (init_endpoints(), __toCommonJS(endpoints_exports));
    var { eventStreamSerdeProvider, resolveEventStreamSerdeConfig } = (init_event_streams(), __toCommonJS(event_streams_exports));
    var { parseUrl, getHttpHandlerExtensionConfiguration, resolveHttpHandlerRuntimeConfig, getContentLengthPlugin } = (init_protocols(), __toCommonJS(protocols_exports));
    var { DEFAULT_RETRY_MODE, NODE_RETRY_MODE_CONFIG_OPTIONS, NODE_MAX_ATTEMPT_CONFIG_OPTIONS, resolveRetryConfig, getRetryPlugin } = (init_retry(), __toCommonJS(retry_exports));
    var { TypeRegistry, getSchemaSerdePlugin } = (init_schema(), __toCommonJS(schema_exports));
    var { resolveAwsSdkSigV4Config, resolveAwsSdkSigV4AConfig, AwsSdkSigV4Signer, AwsSdkSigV4ASigner, NODE_SIGV4A_CONFIG_OPTIONS, NODE_AUTH_SCHEME_PREFERENCE_OPTIONS } = (init_httpAuthSchemes(), __toCommonJS(httpAuthSchemes_exports));
    var { SignatureV4MultiRegion } = require_dist_cjs();
    var { defaultProvider } = require_dist_cjs3();
    var { Sha256, Md5, readableStreamHasher } = (init_checksum(), __toCommonJS(checksum_exports));
    var { toUtf8, fromUtf8, sdkStreamMixin, getAwsChunkedEncodingStream, toBase64, fromBase64, calculateBodyLength } = (init_serde(), __toCommonJS(serde_exports));
    var { streamCollector, NodeHttpHandler } = require_dist_cjs2();
    var { Sha1 } = (init_sha(), __toCommonJS(sha_exports));
    var aw = "ref";
    var ax = "argv";
    var ay = "backend";
    var az = "authSchemes";
    var aA = "disableDoubleEncoding";
    var aB = "signingName";
    var aC = "signingRegion";
    var aD = "signingRegionSet";
    var a = -1;
    var b = true;
    var c = false;
    var d = "isSet";
    var e = "booleanEquals";
    var f = "stringEquals";
    var g = "coalesce";
    var h = "substring";
    var i = "";
    var j = "aws.partition";
    var k = "partitionResult";
    var l = "accessPointSuffix";
    var m = "regionPrefix";
    var n = (n2) => "outpostId_ssa_" + n2 + i;
    var o = "hardwareType";
    var p = "ite";
    var q = "isValidHostLabel";
    var s = "sigv4";
    var t = "aws.isVirtualHostableS3Bucket";
    var u = "url";
    var v = "getAttr";
    var w = "bucketArn";
    var x = "--";
    var y = "arnType";
    var z = "accesspoint";
    var A = (n2) => "accessPointName_ssa_" + n2 + i;
    var B = "s3-object-lambda";
    var C = "s3-outposts";
    var D = "bucketPartition";
    var E = "us-east-1";
    var F = "outpostType";
    var G = "name";
    var H = "s3";
    var I = "{url#scheme}://{Bucket}.{url#authority}{url#path}";
    var J = "{url#scheme}://{url#authority}{url#path}";
    var K3 = "{url#scheme}://{url#authority}{url#normalizedPath}{Bucket}";
    var L = "https://{Bucket}.s3-accelerate.{partitionResult#dnsSuffix}";
    var M = "https://{Bucket}.s3.{partitionResult#dnsSuffix}";
    var N = (n2) => "{url#scheme}://{accessPointName_ssa_" + n2 + "}-{bucketArn#accountId}.{url#authority}{url#path}";
    var O = (n2) => "Invalid ARN: The access point name may only contain a-z, A-Z, 0-9 and `-`. Found: `{accessPointName_ssa_" + n2 + "}`";
    var P = "sigv4a";
    var Q = "{url#scheme}://{url#authority}{url#normalizedPath}{uri_encoded_bucket}";
    var R = "https://s3.{partitionResult#dnsSuffix}/{uri_encoded_bucket}";
    var S = "https://s3.{partitionResult#dnsSuffix}";
    var T2 = { [aw]: "UseFIPS" };
    var U = { [aw]: "UseDualStack" };
    var V = { [aw]: "Bucket" };
    var W = { "fn": v, [ax]: [{ [aw]: k }, G] };
    var X = { [aw]: u };
    var Y = { [aw]: "Region" };
    var Z = { [aw]: w };
    var aa = { [aw]: y };
    var ab = { [aw]: "accessPointName_ssa_1" };
    var ac = { "fn": v, [ax]: [Z, "region"] };
    var ad = { [aw]: o };
    var ae = { "fn": v, [ax]: [Z, "service"] };
    var af = { "fn": v, [ax]: [Z, "accountId"] };
    var ag = { [ay]: "S3Express", [az]: [{ [aA]: true, [G]: "{_s3e_auth}", [aB]: "s3express", [aC]: "{Region}" }] };
    var ah = { [ay]: "S3Express", [az]: [{ [aA]: true, [G]: s, [aB]: "s3express", [aC]: "{Region}" }] };
    var ai = { [az]: [{ [aA]: true, [G]: P, [aB]: C, [aD]: ["*"] }, { [aA]: true, [G]: s, [aB]: C, [aC]: "{Region}" }] };
    var aj = { [az]: [{ [aA]: true, [G]: s, [aB]: H, [aC]: E }] };
    var ak = { [az]: [{ [aA]: true, [G]: s, [aB]: H, [aC]: "{Region}" }] };
    var al = { [az]: [{ [aA]: true, [G]: s, [aB]: B, [aC]: "{bucketArn#region}" }] };
    var am = { [az]: [{ [aA]: true, [G]: s, [aB]: H, [aC]: "{bucketArn#region}" }] };
    var an = { [az]: [{ [aA]: true, [G]: P, [aB]: C, [aD]: ["*"] }, { [aA]: true, [G]: s, [aB]: C, [aC]: "{bucketArn#region}" }] };
    var ao = { [az]: [{ [aA]: true, [G]: s, [aB]: B, [aC]: "{Region}" }] };
    var ap = [Y];
    var aq = [{ [aw]: "Endpoint" }];
    var as = [V];
    var at = [V, 0, 7, true];
    var au = [Z, "resourceId[1]"];
    var av = ["*"];
    var _data = {
      conditions: [
        [d, ap],
        [e, [{ [aw]: "Accelerate" }, b]],
        [e, [T2, b]],
        [e, [U, b]],
        [d, aq],
        [d, as],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: [V, 0, 6, b] }, i] }, "--x-s3"]],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: at }, i] }, "--xa-s3"]],
        [j, ap, k],
        [h, at, l],
        [f, [{ [aw]: l }, "--op-s3"]],
        [h, [V, 8, 12, b], m],
        [h, [V, 32, 49, b], n(2)],
        [h, [V, 49, 50, b], o],
        [e, [{ [aw]: "ForcePathStyle" }, b]],
        [f, [W, "aws-cn"]],
        [p, [U, ".dualstack", i], "_s3e_ds"],
        [q, [{ [aw]: n(2) }, c]],
        [p, [T2, "-fips", i], "_s3e_fips"],
        [p, [{ fn: g, [ax]: [{ [aw]: "DisableS3ExpressSessionAuth" }, c] }, s, "sigv4-s3express"], "_s3e_auth"],
        [t, [V, c]],
        ["parseURL", aq, u],
        [e, [{ fn: g, [ax]: [{ [aw]: "UseS3ExpressControlEndpoint" }, c] }, b]],
        [t, [V, b]],
        [f, [{ fn: v, [ax]: [X, "scheme"] }, "http"]],
        [q, [Y, c]],
        ["aws.parseArn", as, w],
        [v, [{ fn: "split", [ax]: [V, x, 0] }, "[-2]"], "s3expressAvailabilityZoneId"],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: [V, 0, 4, c] }, i] }, "arn:"]],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: [V, 16, 18, b] }, i] }, x]],
        [e, [{ fn: v, [ax]: [X, "isIp"] }, b]],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: [V, 21, 23, b] }, i] }, x]],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: [V, 27, 29, b] }, i] }, x]],
        [f, [{ [aw]: m }, "beta"]],
        ["uriEncode", as, "uri_encoded_bucket"],
        [q, [Y, b]],
        [e, [{ fn: g, [ax]: [{ [aw]: "UseObjectLambdaEndpoint" }, c] }, b]],
        [v, [Z, "resourceId[0]"], y],
        [f, [aa, i]],
        [f, [aa, z]],
        [v, au, A(1)],
        [f, [ab, i]],
        [f, [ac, i]],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: [V, 14, 16, b] }, i] }, x]],
        [f, [ad, "e"]],
        [f, [ad, "o"]],
        [f, [Y, "aws-global"]],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: [V, 19, 21, b] }, i] }, x]],
        [f, [ae, B]],
        [e, [{ fn: g, [ax]: [{ [aw]: "DisableAccessPoints" }, c] }, b]],
        [f, [ae, C]],
        [j, [ac], D],
        [q, [ab, b]],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: [V, 26, 28, b] }, i] }, x]],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: [V, 15, 17, b] }, i] }, x]],
        [v, [Z, "resourceId[4]"]],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: [V, 20, 22, b] }, i] }, x]],
        [e, [{ [aw]: "UseGlobalEndpoint" }, b]],
        [f, [Y, E]],
        [v, au, n(1)],
        [e, [{ fn: g, [ax]: [{ [aw]: "UseArnRegion" }, b] }, b]],
        [q, [{ [aw]: n(1) }, c]],
        [v, [Z, "resourceId[2]"], F],
        [f, [Y, ac]],
        [f, [{ fn: v, [ax]: [{ [aw]: D }, G] }, W]],
        [e, [{ [aw]: "DisableMultiRegionAccessPoints" }, b]],
        [q, [ac, b]],
        [f, [{ fn: v, [ax]: [Z, "partition"] }, W]],
        [f, [af, i]],
        [f, [ae, H]],
        [q, [af, c]],
        [v, [Z, "resourceId[3]"], A(2)],
        [q, [ab, c]],
        [f, [{ [aw]: F }, z]],
        [q, [{ [aw]: A(2) }, c]]
      ],
      results: [
        [a],
        [a, "Accelerate cannot be used with FIPS"],
        [a, "Cannot set dual-stack in combination with a custom endpoint."],
        [a, "A custom endpoint cannot be combined with FIPS"],
        [a, "A custom endpoint cannot be combined with S3 Accelerate"],
        [a, "Partition does not support FIPS"],
        [a, "S3Express does not support S3 Accelerate."],
        ["{url#scheme}://{url#authority}/{uri_encoded_bucket}{url#path}", ag],
        [I, ag],
        [a, "S3Express bucket name is not a valid virtual hostable name."],
        ["https://s3express-control{_s3e_fips}{_s3e_ds}.{Region}.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", ah],
        ["https://{Bucket}.s3express{_s3e_fips}-{s3expressAvailabilityZoneId}{_s3e_ds}.{Region}.{partitionResult#dnsSuffix}", ag],
        [a, "Unrecognized S3Express bucket name format."],
        [J, ag],
        ["https://s3express-control{_s3e_fips}{_s3e_ds}.{Region}.{partitionResult#dnsSuffix}", ah],
        [a, "Expected a endpoint to be specified but no endpoint was found"],
        ["https://{Bucket}.ec2.{url#authority}", ai],
        ["https://{Bucket}.ec2.s3-outposts.{Region}.{partitionResult#dnsSuffix}", ai],
        ["https://{Bucket}.op-{outpostId_ssa_2}.{url#authority}", ai],
        ["https://{Bucket}.op-{outpostId_ssa_2}.s3-outposts.{Region}.{partitionResult#dnsSuffix}", ai],
        [a, 'Unrecognized hardware type: "Expected hardware type o or e but got {hardwareType}"'],
        [a, "Invalid Outposts Bucket alias - it must be a valid bucket name."],
        [a, "Invalid ARN: The outpost Id must only contain a-z, A-Z, 0-9 and `-`."],
        [a, "Custom endpoint `{Endpoint}` was not a valid URI"],
        [a, "S3 Accelerate cannot be used in this region"],
        ["https://{Bucket}.s3-fips.dualstack.us-east-1.{partitionResult#dnsSuffix}", aj],
        ["https://{Bucket}.s3-fips.dualstack.{Region}.{partitionResult#dnsSuffix}", ak],
        ["https://{Bucket}.s3-fips.us-east-1.{partitionResult#dnsSuffix}", aj],
        ["https://{Bucket}.s3-fips.{Region}.{partitionResult#dnsSuffix}", ak],
        ["https://{Bucket}.s3-accelerate.dualstack.us-east-1.{partitionResult#dnsSuffix}", aj],
        ["https://{Bucket}.s3-accelerate.dualstack.{partitionResult#dnsSuffix}", ak],
        ["https://{Bucket}.s3.dualstack.us-east-1.{partitionResult#dnsSuffix}", aj],
        ["https://{Bucket}.s3.dualstack.{Region}.{partitionResult#dnsSuffix}", ak],
        [K3, aj],
        [I, aj],
        [K3, ak],
        [I, ak],
        [L, aj],
        [L, ak],
        [M, aj],
        [M, ak],
        ["https://{Bucket}.s3.{Region}.{partitionResult#dnsSuffix}", ak],
        [a, "Invalid region: region was not a valid DNS name."],
        [a, "S3 Object Lambda does not support Dual-stack"],
        [a, "S3 Object Lambda does not support S3 Accelerate"],
        [a, "Access points are not supported for this operation"],
        [a, "Invalid configuration: region from ARN `{bucketArn#region}` does not match client region `{Region}` and UseArnRegion is `false`"],
        [a, "Invalid ARN: Missing account id"],
        [N(1), al],
        ["https://{accessPointName_ssa_1}-{bucketArn#accountId}.s3-object-lambda-fips.{bucketArn#region}.{bucketPartition#dnsSuffix}", al],
        ["https://{accessPointName_ssa_1}-{bucketArn#accountId}.s3-object-lambda.{bucketArn#region}.{bucketPartition#dnsSuffix}", al],
        [a, O(1)],
        [a, "Invalid ARN: The account id may only contain a-z, A-Z, 0-9 and `-`. Found: `{bucketArn#accountId}`"],
        [a, "Invalid region in ARN: `{bucketArn#region}` (invalid DNS name)"],
        [a, "Client was configured for partition `{partitionResult#name}` but ARN (`{Bucket}`) has `{bucketPartition#name}`"],
        [a, "Invalid ARN: The ARN may only contain a single resource component after `accesspoint`."],
        [a, "Invalid ARN: bucket ARN is missing a region"],
        [a, "Invalid ARN: Expected a resource of the format `accesspoint:<accesspoint name>` but no name was provided"],
        [a, "Invalid ARN: Object Lambda ARNs only support `accesspoint` arn types, but found: `{arnType}`"],
        [a, "Access Points do not support S3 Accelerate"],
        ["https://{accessPointName_ssa_1}-{bucketArn#accountId}.s3-accesspoint-fips.dualstack.{bucketArn#region}.{bucketPartition#dnsSuffix}", am],
        ["https://{accessPointName_ssa_1}-{bucketArn#accountId}.s3-accesspoint-fips.{bucketArn#region}.{bucketPartition#dnsSuffix}", am],
        ["https://{accessPointName_ssa_1}-{bucketArn#accountId}.s3-accesspoint.dualstack.{bucketArn#region}.{bucketPartition#dnsSuffix}", am],
        [N(1), am],
        ["https://{accessPointName_ssa_1}-{bucketArn#accountId}.s3-accesspoint.{bucketArn#region}.{bucketPartition#dnsSuffix}", am],
        [a, "Invalid ARN: The ARN was not for the S3 service, found: {bucketArn#service}"],
        [a, "S3 MRAP does not support dual-stack"],
        [a, "S3 MRAP does not support FIPS"],
        [a, "S3 MRAP does not support S3 Accelerate"],
        [a, "Invalid configuration: Multi-Region Access Point ARNs are disabled."],
        ["https://{accessPointName_ssa_1}.accesspoint.s3-global.{partitionResult#dnsSuffix}", { [az]: [{ [aA]: b, name: P, [aB]: H, [aD]: av }] }],
        [a, "Client was configured for partition `{partitionResult#name}` but bucket referred to partition `{bucketArn#partition}`"],
        [a, "Invalid Access Point Name"],
        [a, "S3 Outposts does not support Dual-stack"],
        [a, "S3 Outposts does not support FIPS"],
        [a, "S3 Outposts does not support S3 Accelerate"],
        [a, "Invalid Arn: Outpost Access Point ARN contains sub resources"],
        ["https://{accessPointName_ssa_2}-{bucketArn#accountId}.{outpostId_ssa_1}.{url#authority}", an],
        ["https://{accessPointName_ssa_2}-{bucketArn#accountId}.{outpostId_ssa_1}.s3-outposts.{bucketArn#region}.{bucketPartition#dnsSuffix}", an],
        [a, O(2)],
        [a, "Expected an outpost type `accesspoint`, found {outpostType}"],
        [a, "Invalid ARN: expected an access point name"],
        [a, "Invalid ARN: Expected a 4-component resource"],
        [a, "Invalid ARN: The outpost Id may only contain a-z, A-Z, 0-9 and `-`. Found: `{outpostId_ssa_1}`"],
        [a, "Invalid ARN: The Outpost Id was not set"],
        [a, "Invalid ARN: Unrecognized format: {Bucket} (type: {arnType})"],
        [a, "Invalid ARN: No ARN type specified"],
        [a, "Invalid ARN: `{Bucket}` was not a valid ARN"],
        [a, "Path-style addressing cannot be used with ARN buckets"],
        ["https://s3-fips.dualstack.us-east-1.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", aj],
        ["https://s3-fips.dualstack.{Region}.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", ak],
        ["https://s3-fips.us-east-1.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", aj],
        ["https://s3-fips.{Region}.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", ak],
        ["https://s3.dualstack.us-east-1.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", aj],
        ["https://s3.dualstack.{Region}.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", ak],
        [Q, aj],
        [Q, ak],
        [R, aj],
        [R, ak],
        ["https://s3.{Region}.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", ak],
        [a, "Path-style addressing cannot be used with S3 Accelerate"],
        [J, ao],
        ["https://s3-object-lambda-fips.{Region}.{partitionResult#dnsSuffix}", ao],
        ["https://s3-object-lambda.{Region}.{partitionResult#dnsSuffix}", ao],
        ["https://s3-fips.dualstack.us-east-1.{partitionResult#dnsSuffix}", aj],
        ["https://s3-fips.dualstack.{Region}.{partitionResult#dnsSuffix}", ak],
        ["https://s3-fips.us-east-1.{partitionResult#dnsSuffix}", aj],
        ["https://s3-fips.{Region}.{partitionResult#dnsSuffix}", ak],
        ["https://s3.dualstack.us-east-1.{partitionResult#dnsSuffix}", aj],
        ["https://s3.dualstack.{Region}.{partitionResult#dnsSuffix}", ak],
        [J, aj],
        [J, ak],
        [S, aj],
        [S, ak],
        ["https://s3.{Region}.{partitionResult#dnsSuffix}", ak],
        [a, "A region must be set when sending requests to S3."]
      ]
    };
    var root = 2;
    var r = 1e8;
    var nodes = new Int32Array([
      -1,
      1,
      -1,
      0,
      3,
      r + 115,
      1,
      424,
      4,
      2,
      272,
      5,
      3,
      233,
      6,
      4,
      85,
      7,
      5,
      15,
      8,
      8,
      9,
      r + 115,
      16,
      10,
      13,
      18,
      11,
      13,
      19,
      12,
      13,
      22,
      r + 14,
      13,
      35,
      14,
      r + 42,
      36,
      r + 103,
      435,
      6,
      271,
      16,
      7,
      270,
      17,
      8,
      19,
      18,
      14,
      501,
      106,
      9,
      20,
      24,
      10,
      21,
      24,
      11,
      22,
      24,
      12,
      23,
      24,
      13,
      547,
      24,
      14,
      77,
      25,
      20,
      73,
      26,
      26,
      27,
      78,
      37,
      28,
      r + 86,
      38,
      r + 86,
      29,
      39,
      47,
      30,
      48,
      r + 58,
      31,
      50,
      32,
      r + 85,
      51,
      33,
      136,
      55,
      r + 76,
      34,
      59,
      35,
      r + 84,
      60,
      39,
      36,
      61,
      37,
      r + 83,
      62,
      38,
      146,
      63,
      41,
      r + 46,
      61,
      40,
      r + 83,
      62,
      41,
      150,
      64,
      42,
      r + 54,
      66,
      43,
      r + 53,
      70,
      44,
      r + 52,
      71,
      45,
      r + 81,
      73,
      46,
      r + 80,
      74,
      r + 78,
      r + 79,
      40,
      48,
      r + 57,
      41,
      r + 57,
      49,
      42,
      185,
      50,
      48,
      62,
      51,
      49,
      r + 45,
      52,
      51,
      53,
      526,
      60,
      56,
      54,
      62,
      r + 55,
      55,
      63,
      57,
      r + 46,
      62,
      r + 55,
      57,
      64,
      58,
      r + 54,
      66,
      59,
      r + 53,
      69,
      60,
      r + 65,
      70,
      61,
      r + 52,
      72,
      r + 64,
      r + 51,
      49,
      r + 45,
      63,
      51,
      64,
      526,
      60,
      67,
      65,
      62,
      r + 55,
      66,
      63,
      68,
      r + 46,
      62,
      r + 55,
      68,
      64,
      69,
      r + 54,
      66,
      70,
      r + 53,
      68,
      r + 47,
      71,
      70,
      72,
      r + 52,
      72,
      r + 50,
      r + 51,
      25,
      74,
      r + 42,
      46,
      r + 39,
      75,
      57,
      76,
      r + 41,
      58,
      r + 40,
      r + 41,
      26,
      r + 88,
      78,
      28,
      r + 87,
      79,
      34,
      82,
      80,
      35,
      81,
      545,
      36,
      r + 103,
      r + 115,
      46,
      r + 97,
      83,
      57,
      84,
      r + 99,
      58,
      r + 98,
      r + 99,
      5,
      101,
      86,
      8,
      87,
      r + 115,
      16,
      88,
      89,
      18,
      91,
      89,
      19,
      90,
      92,
      21,
      97,
      95,
      19,
      93,
      92,
      21,
      98,
      95,
      21,
      97,
      94,
      22,
      r + 14,
      95,
      35,
      96,
      r + 42,
      36,
      r + 103,
      r + 42,
      22,
      r + 13,
      98,
      35,
      99,
      r + 42,
      36,
      r + 101,
      100,
      46,
      r + 110,
      r + 111,
      6,
      214,
      102,
      7,
      208,
      103,
      8,
      119,
      104,
      14,
      118,
      105,
      21,
      106,
      r + 23,
      26,
      107,
      502,
      37,
      108,
      r + 86,
      38,
      r + 86,
      109,
      39,
      112,
      110,
      48,
      r + 58,
      111,
      50,
      136,
      r + 85,
      40,
      113,
      r + 57,
      41,
      r + 57,
      114,
      42,
      115,
      500,
      48,
      r + 56,
      116,
      52,
      117,
      r + 72,
      65,
      r + 69,
      r + 72,
      21,
      501,
      r + 23,
      9,
      120,
      124,
      10,
      121,
      124,
      11,
      122,
      124,
      12,
      123,
      124,
      13,
      202,
      124,
      14,
      195,
      125,
      20,
      190,
      126,
      21,
      127,
      r + 23,
      23,
      128,
      129,
      24,
      189,
      129,
      26,
      130,
      197,
      37,
      131,
      r + 86,
      38,
      r + 86,
      132,
      39,
      159,
      133,
      48,
      r + 58,
      134,
      50,
      135,
      r + 85,
      51,
      141,
      136,
      55,
      r + 76,
      137,
      59,
      138,
      r + 84,
      60,
      r + 83,
      139,
      61,
      140,
      r + 83,
      63,
      r + 83,
      r + 46,
      55,
      r + 76,
      142,
      59,
      143,
      r + 84,
      60,
      148,
      144,
      61,
      145,
      r + 83,
      62,
      147,
      146,
      63,
      150,
      r + 46,
      63,
      153,
      r + 46,
      61,
      149,
      r + 83,
      62,
      153,
      150,
      64,
      151,
      r + 54,
      66,
      152,
      r + 53,
      70,
      r + 82,
      r + 52,
      64,
      154,
      r + 54,
      66,
      155,
      r + 53,
      70,
      156,
      r + 52,
      71,
      157,
      r + 81,
      73,
      158,
      r + 80,
      74,
      r + 77,
      r + 79,
      40,
      160,
      r + 57,
      41,
      r + 57,
      161,
      42,
      185,
      162,
      48,
      174,
      163,
      49,
      r + 45,
      164,
      51,
      165,
      526,
      60,
      168,
      166,
      62,
      r + 55,
      167,
      63,
      169,
      r + 46,
      62,
      r + 55,
      169,
      64,
      170,
      r + 54,
      66,
      171,
      r + 53,
      69,
      172,
      r + 65,
      70,
      173,
      r + 52,
      72,
      r + 63,
      r + 51,
      49,
      r + 45,
      175,
      51,
      176,
      526,
      60,
      179,
      177,
      62,
      r + 55,
      178,
      63,
      180,
      r + 46,
      62,
      r + 55,
      180,
      64,
      181,
      r + 54,
      66,
      182,
      r + 53,
      68,
      r + 47,
      183,
      70,
      184,
      r + 52,
      72,
      r + 48,
      r + 51,
      48,
      r + 56,
      186,
      52,
      187,
      r + 72,
      65,
      r + 69,
      188,
      67,
      r + 70,
      r + 71,
      25,
      r + 36,
      r + 42,
      21,
      191,
      r + 23,
      25,
      192,
      r + 42,
      30,
      194,
      193,
      46,
      r + 34,
      r + 36,
      46,
      r + 33,
      r + 35,
      21,
      196,
      r + 23,
      26,
      r + 88,
      197,
      28,
      r + 87,
      198,
      34,
      201,
      199,
      35,
      200,
      545,
      36,
      r + 101,
      r + 115,
      46,
      r + 95,
      r + 96,
      17,
      203,
      r + 22,
      20,
      204,
      r + 21,
      21,
      205,
      550,
      33,
      206,
      550,
      44,
      r + 16,
      207,
      45,
      r + 18,
      r + 20,
      8,
      209,
      215,
      16,
      210,
      220,
      18,
      211,
      220,
      19,
      212,
      224,
      20,
      213,
      227,
      21,
      231,
      401,
      8,
      218,
      215,
      19,
      216,
      r + 9,
      20,
      217,
      227,
      21,
      231,
      r + 9,
      16,
      219,
      220,
      18,
      223,
      220,
      19,
      221,
      224,
      20,
      222,
      227,
      21,
      231,
      r + 12,
      19,
      226,
      224,
      20,
      225,
      r + 9,
      21,
      r + 9,
      r + 12,
      20,
      230,
      227,
      21,
      228,
      r + 9,
      30,
      229,
      r + 9,
      34,
      r + 7,
      r + 9,
      21,
      231,
      415,
      30,
      232,
      r + 8,
      34,
      r + 7,
      r + 8,
      4,
      r + 2,
      234,
      5,
      235,
      480,
      6,
      271,
      236,
      7,
      270,
      237,
      8,
      238,
      491,
      9,
      239,
      243,
      10,
      240,
      243,
      11,
      241,
      243,
      12,
      242,
      243,
      13,
      547,
      243,
      14,
      266,
      244,
      20,
      264,
      245,
      26,
      246,
      267,
      37,
      247,
      r + 86,
      38,
      r + 86,
      248,
      39,
      249,
      518,
      40,
      250,
      r + 57,
      41,
      r + 57,
      251,
      42,
      538,
      252,
      48,
      r + 43,
      253,
      49,
      r + 45,
      254,
      51,
      255,
      526,
      60,
      258,
      256,
      62,
      r + 55,
      257,
      63,
      259,
      r + 46,
      62,
      r + 55,
      259,
      64,
      260,
      r + 54,
      66,
      261,
      r + 53,
      69,
      262,
      r + 65,
      70,
      263,
      r + 52,
      72,
      r + 62,
      r + 51,
      25,
      265,
      r + 42,
      46,
      r + 31,
      r + 32,
      26,
      r + 88,
      267,
      28,
      r + 87,
      268,
      34,
      269,
      544,
      46,
      r + 93,
      r + 94,
      8,
      397,
      r + 9,
      8,
      407,
      r + 9,
      3,
      346,
      273,
      4,
      r + 3,
      274,
      5,
      284,
      275,
      8,
      276,
      r + 115,
      15,
      r + 5,
      277,
      16,
      278,
      281,
      18,
      279,
      281,
      19,
      280,
      281,
      22,
      r + 14,
      281,
      35,
      282,
      r + 42,
      36,
      r + 102,
      283,
      46,
      r + 106,
      r + 107,
      6,
      405,
      285,
      7,
      395,
      286,
      8,
      295,
      287,
      14,
      501,
      288,
      26,
      289,
      502,
      37,
      290,
      r + 86,
      38,
      r + 86,
      291,
      39,
      292,
      307,
      40,
      293,
      r + 57,
      41,
      r + 57,
      294,
      42,
      335,
      500,
      9,
      296,
      300,
      10,
      297,
      300,
      11,
      298,
      300,
      12,
      299,
      300,
      13,
      394,
      300,
      14,
      339,
      301,
      15,
      r + 5,
      302,
      20,
      337,
      303,
      26,
      304,
      341,
      37,
      305,
      r + 86,
      38,
      r + 86,
      306,
      39,
      309,
      307,
      48,
      r + 58,
      308,
      50,
      r + 74,
      r + 85,
      40,
      310,
      r + 57,
      41,
      r + 57,
      311,
      42,
      335,
      312,
      48,
      324,
      313,
      49,
      r + 45,
      314,
      51,
      315,
      526,
      60,
      318,
      316,
      62,
      r + 55,
      317,
      63,
      319,
      r + 46,
      62,
      r + 55,
      319,
      64,
      320,
      r + 54,
      66,
      321,
      r + 53,
      69,
      322,
      r + 65,
      70,
      323,
      r + 52,
      72,
      r + 61,
      r + 51,
      49,
      r + 45,
      325,
      51,
      326,
      526,
      60,
      329,
      327,
      62,
      r + 55,
      328,
      63,
      330,
      r + 46,
      62,
      r + 55,
      330,
      64,
      331,
      r + 54,
      66,
      332,
      r + 53,
      68,
      r + 47,
      333,
      70,
      334,
      r + 52,
      72,
      r + 49,
      r + 51,
      48,
      r + 56,
      336,
      52,
      r + 67,
      r + 72,
      25,
      338,
      r + 42,
      46,
      r + 27,
      r + 28,
      15,
      r + 5,
      340,
      26,
      r + 88,
      341,
      28,
      r + 87,
      342,
      34,
      345,
      343,
      35,
      344,
      545,
      36,
      r + 102,
      r + 115,
      46,
      r + 91,
      r + 92,
      4,
      r + 2,
      347,
      5,
      357,
      348,
      8,
      349,
      r + 115,
      15,
      r + 5,
      350,
      16,
      351,
      354,
      18,
      352,
      354,
      19,
      353,
      354,
      22,
      r + 14,
      354,
      35,
      355,
      r + 42,
      36,
      r + 43,
      356,
      46,
      r + 104,
      r + 105,
      6,
      405,
      358,
      7,
      395,
      359,
      8,
      360,
      491,
      9,
      361,
      365,
      10,
      362,
      365,
      11,
      363,
      365,
      12,
      364,
      365,
      13,
      394,
      365,
      14,
      389,
      366,
      15,
      r + 5,
      367,
      20,
      387,
      368,
      26,
      369,
      391,
      37,
      370,
      r + 86,
      38,
      r + 86,
      371,
      39,
      372,
      518,
      40,
      373,
      r + 57,
      41,
      r + 57,
      374,
      42,
      538,
      375,
      48,
      r + 43,
      376,
      49,
      r + 45,
      377,
      51,
      378,
      526,
      60,
      381,
      379,
      62,
      r + 55,
      380,
      63,
      382,
      r + 46,
      62,
      r + 55,
      382,
      64,
      383,
      r + 54,
      66,
      384,
      r + 53,
      69,
      385,
      r + 65,
      70,
      386,
      r + 52,
      72,
      r + 60,
      r + 51,
      25,
      388,
      r + 42,
      46,
      r + 25,
      r + 26,
      15,
      r + 5,
      390,
      26,
      r + 88,
      391,
      28,
      r + 87,
      392,
      34,
      393,
      544,
      46,
      r + 89,
      r + 90,
      15,
      r + 5,
      547,
      8,
      396,
      r + 9,
      15,
      r + 5,
      397,
      16,
      398,
      410,
      18,
      399,
      410,
      19,
      400,
      410,
      20,
      401,
      r + 9,
      27,
      402,
      r + 12,
      29,
      r + 11,
      403,
      31,
      r + 11,
      404,
      32,
      r + 11,
      422,
      8,
      406,
      r + 9,
      15,
      r + 5,
      407,
      16,
      408,
      410,
      18,
      409,
      410,
      19,
      411,
      410,
      20,
      r + 12,
      r + 9,
      20,
      414,
      412,
      22,
      413,
      r + 9,
      34,
      r + 10,
      r + 9,
      22,
      416,
      415,
      27,
      419,
      r + 12,
      27,
      418,
      417,
      34,
      r + 10,
      r + 12,
      34,
      r + 10,
      419,
      43,
      r + 11,
      420,
      47,
      r + 11,
      421,
      53,
      r + 11,
      422,
      54,
      r + 11,
      423,
      56,
      r + 11,
      r + 12,
      2,
      r + 1,
      425,
      3,
      478,
      426,
      4,
      r + 4,
      427,
      5,
      438,
      428,
      8,
      429,
      r + 115,
      16,
      430,
      433,
      18,
      431,
      433,
      19,
      432,
      433,
      22,
      r + 14,
      433,
      35,
      434,
      r + 42,
      36,
      r + 44,
      435,
      46,
      r + 112,
      436,
      57,
      437,
      r + 114,
      58,
      r + 113,
      r + 114,
      6,
      r + 6,
      439,
      7,
      r + 6,
      440,
      8,
      450,
      441,
      14,
      501,
      442,
      26,
      443,
      502,
      37,
      444,
      r + 86,
      38,
      r + 86,
      445,
      39,
      446,
      465,
      40,
      447,
      r + 57,
      41,
      r + 57,
      448,
      42,
      471,
      449,
      48,
      r + 44,
      500,
      9,
      451,
      455,
      10,
      452,
      455,
      11,
      453,
      455,
      12,
      454,
      455,
      13,
      547,
      455,
      14,
      473,
      456,
      15,
      460,
      457,
      20,
      458,
      461,
      25,
      459,
      r + 42,
      46,
      r + 37,
      r + 38,
      20,
      540,
      461,
      26,
      462,
      474,
      37,
      463,
      r + 86,
      38,
      r + 86,
      464,
      39,
      467,
      465,
      48,
      r + 58,
      466,
      50,
      r + 75,
      r + 85,
      40,
      468,
      r + 57,
      41,
      r + 57,
      469,
      42,
      471,
      470,
      48,
      r + 44,
      524,
      48,
      r + 44,
      472,
      52,
      r + 68,
      r + 72,
      26,
      r + 88,
      474,
      28,
      r + 87,
      475,
      34,
      r + 100,
      476,
      35,
      477,
      545,
      36,
      r + 44,
      r + 115,
      4,
      r + 2,
      479,
      5,
      488,
      480,
      8,
      481,
      r + 115,
      16,
      482,
      485,
      18,
      483,
      485,
      19,
      484,
      485,
      22,
      r + 14,
      485,
      35,
      486,
      r + 42,
      36,
      r + 43,
      487,
      46,
      r + 108,
      r + 109,
      6,
      r + 6,
      489,
      7,
      r + 6,
      490,
      8,
      503,
      491,
      14,
      501,
      492,
      26,
      493,
      502,
      37,
      494,
      r + 86,
      38,
      r + 86,
      495,
      39,
      496,
      518,
      40,
      497,
      r + 57,
      41,
      r + 57,
      498,
      42,
      538,
      499,
      48,
      r + 43,
      500,
      49,
      r + 45,
      526,
      26,
      r + 88,
      502,
      28,
      r + 87,
      r + 115,
      9,
      504,
      508,
      10,
      505,
      508,
      11,
      506,
      508,
      12,
      507,
      508,
      13,
      547,
      508,
      14,
      541,
      509,
      15,
      513,
      510,
      20,
      511,
      514,
      25,
      512,
      r + 42,
      46,
      r + 29,
      r + 30,
      20,
      540,
      514,
      26,
      515,
      542,
      37,
      516,
      r + 86,
      38,
      r + 86,
      517,
      39,
      520,
      518,
      48,
      r + 58,
      519,
      50,
      r + 73,
      r + 85,
      40,
      521,
      r + 57,
      41,
      r + 57,
      522,
      42,
      538,
      523,
      48,
      r + 43,
      524,
      49,
      r + 45,
      525,
      51,
      529,
      526,
      60,
      r + 55,
      527,
      62,
      r + 55,
      528,
      63,
      r + 55,
      r + 46,
      60,
      532,
      530,
      62,
      r + 55,
      531,
      63,
      533,
      r + 46,
      62,
      r + 55,
      533,
      64,
      534,
      r + 54,
      66,
      535,
      r + 53,
      69,
      536,
      r + 65,
      70,
      537,
      r + 52,
      72,
      r + 59,
      r + 51,
      48,
      r + 43,
      539,
      52,
      r + 66,
      r + 72,
      25,
      r + 24,
      r + 42,
      26,
      r + 88,
      542,
      28,
      r + 87,
      543,
      34,
      r + 100,
      544,
      35,
      546,
      545,
      36,
      r + 42,
      r + 115,
      36,
      r + 43,
      r + 115,
      17,
      548,
      r + 22,
      20,
      549,
      r + 21,
      33,
      552,
      550,
      44,
      r + 17,
      551,
      45,
      r + 19,
      r + 20,
      44,
      r + 15,
      553,
      45,
      r + 15,
      r + 20
    ]);
    var bdd = BinaryDecisionDiagram.from(nodes, root, _data.conditions, _data.results);
    var cache = new EndpointCache({
      size: 50,
      params: [
        "Accelerate",
        "Bucket",
        "DisableAccessPoints",
        "DisableMultiRegionAccessPoints",
        "DisableS3ExpressSessionAuth",
        "Endpoint",
        "ForcePathStyle",
        "Region",
        "UseArnRegion",
        "UseDualStack",
        "UseFIPS",
        "UseGlobalEndpoint",
        "UseObjectLambdaEndpoint",
        "UseS3ExpressControlEndpoint"
      ]
    });
    var defaultEndpointResolver = (endpointParams, context = {}) => {
      return cache.get(endpointParams, () => decideEndpoint(bdd, {
        endpointParams,
        logger: context.logger
      }));
    };
    customEndpointFunctions.aws = awsEndpointFunctions;
    var createEndpointRuleSetHttpAuthSchemeParametersProvider = (defaultHttpAuthSchemeParametersProvider) => async (config, context, input) => {
      if (!input) {
        throw new Error("Could not find `input` for `defaultEndpointRuleSetHttpAuthSchemeParametersProvider`");
      }
      const defaultParameters = await defaultHttpAuthSchemeParametersProvider(config, context, input);
      const instructionsFn = getSmithyContext2(context)?.commandInstance?.constructor?.getEndpointParameterInstructions;
      if (!instructionsFn) {
        throw new Error(`getEndpointParameterInstructions() is not defined on '${context.commandName}'`);
      }
      const endpointParameters = await resolveParams(input, { getEndpointParameterInstructions: instructionsFn }, config);
      return Object.assign(defaultParameters, endpointParameters);
    };
    var _defaultS3HttpAuthSchemeParametersProvider = async (config, context, input) => {
      return {
        operation: getSmithyContext2(context).operation,
        region: await normalizeProvider2(config.region)() || (() => {
          throw new Error("expected `region` to be configured for `aws.auth#sigv4`");
        })()
      };
    };
    var defaultS3HttpAuthSchemeParametersProvider = createEndpointRuleSetHttpAuthSchemeParametersProvider(_defaultS3HttpAuthSchemeParametersProvider);
    function createAwsAuthSigv4HttpAuthOption(authParameters) {
      return {
        schemeId: "aws.auth#sigv4",
        signingProperties: {
          name: "s3",
          region: authParameters.region
        },
        propertiesExtractor: (config, context) => ({
          signingProperties: {
            config,
            context
          }
        })
      };
    }
    function createAwsAuthSigv4aHttpAuthOption(authParameters) {
      return {
        schemeId: "aws.auth#sigv4a",
        signingProperties: {
          name: "s3",
          region: authParameters.region
        },
        propertiesExtractor: (config, context) => ({
          signingProperties: {
            config,
            context
          }
        })
      };
    }
    var createEndpointRuleSetHttpAuthSchemeProvider = (defaultEndpointResolver2, defaultHttpAuthSchemeResolver, createHttpAuthOptionFunctions) => {
      const endpointRuleSetHttpAuthSchemeProvider = (authParameters) => {
        const endpoint = defaultEndpointResolver2(authParameters);
        const authSchemes = endpoint.properties?.authSchemes;
        if (!authSchemes) {
          return defaultHttpAuthSchemeResolver(authParameters);
        }
        const options = [];
        for (const scheme of authSchemes) {
          const { name: resolvedName, properties = {}, ...rest } = scheme;
          const name = resolvedName.toLowerCase();
          if (resolvedName !== name) {
            console.warn(`HttpAuthScheme has been normalized with lowercasing: '${resolvedName}' to '${name}'`);
          }
          let schemeId;
          if (name === "sigv4a") {
            schemeId = "aws.auth#sigv4a";
            const sigv4Present = authSchemes.find((s2) => {
              const name2 = s2.name.toLowerCase();
              return name2 !== "sigv4a" && name2.startsWith("sigv4");
            });
            if (SignatureV4MultiRegion.sigv4aDependency() === "none" && sigv4Present) {
              continue;
            }
          } else if (name.startsWith("sigv4")) {
            schemeId = "aws.auth#sigv4";
          } else {
            throw new Error(`Unknown HttpAuthScheme found in '@smithy.rules#endpointRuleSet': '${name}'`);
          }
          const createOption = createHttpAuthOptionFunctions[schemeId];
          if (!createOption) {
            throw new Error(`Could not find HttpAuthOption create function for '${schemeId}'`);
          }
          const option = createOption(authParameters);
          option.schemeId = schemeId;
          option.signingProperties = { ...option.signingProperties || {}, ...rest, ...properties };
          options.push(option);
        }
        return options;
      };
      return endpointRuleSetHttpAuthSchemeProvider;
    };
    var _defaultS3HttpAuthSchemeProvider = (authParameters) => {
      const options = [];
      switch (authParameters.operation) {
        default: {
          options.push(createAwsAuthSigv4HttpAuthOption(authParameters));
          options.push(createAwsAuthSigv4aHttpAuthOption(authParameters));
        }
      }
      return options;
    };
    var defaultS3HttpAuthSchemeProvider = createEndpointRuleSetHttpAuthSchemeProvider(defaultEndpointResolver, _defaultS3HttpAuthSchemeProvider, {
      "aws.auth#sigv4": createAwsAuthSigv4HttpAuthOption,
      "aws.auth#sigv4a": createAwsAuthSigv4aHttpAuthOption
    });
    var resolveHttpAuthSchemeConfig = (config) => {
      const config_0 = resolveAwsSdkSigV4Config(config);
      const config_1 = resolveAwsSdkSigV4AConfig(config_0);
      return Object.assign(config_1, {
        authSchemePreference: normalizeProvider2(config.authSchemePreference ?? [])
      });
    };
    var resolveClientEndpointParameters = (options) => {
      return Object.assign(options, {
        useFipsEndpoint: options.useFipsEndpoint ?? false,
        useDualstackEndpoint: options.useDualstackEndpoint ?? false,
        forcePathStyle: options.forcePathStyle ?? false,
        useAccelerateEndpoint: options.useAccelerateEndpoint ?? false,
        useGlobalEndpoint: options.useGlobalEndpoint ?? false,
        disableMultiregionAccessPoints: options.disableMultiregionAccessPoints ?? false,
        defaultSigningName: "s3",
        clientContextParams: options.clientContextParams ?? {}
      });
    };
    var commonParams = {
      ForcePathStyle: { type: "clientContextParams", name: "forcePathStyle" },
      UseArnRegion: { type: "clientContextParams", name: "useArnRegion" },
      DisableMultiRegionAccessPoints: { type: "clientContextParams", name: "disableMultiregionAccessPoints" },
      Accelerate: { type: "clientContextParams", name: "useAccelerateEndpoint" },
      DisableS3ExpressSessionAuth: { type: "clientContextParams", name: "disableS3ExpressSessionAuth" },
      UseGlobalEndpoint: { type: "builtInParams", name: "useGlobalEndpoint" },
      UseFIPS: { type: "builtInParams", name: "useFipsEndpoint" },
      Endpoint: { type: "builtInParams", name: "endpoint" },
      Region: { type: "builtInParams", name: "region" },
      UseDualStack: { type: "builtInParams", name: "useDualstackEndpoint" }
    };
    var command = makeBuilder(commonParams, "AmazonS3", "S3Client", getEndpointPlugin);
    var _ep0 = {
      Bucket: { type: "contextParams", name: "Bucket" },
      Key: { type: "contextParams", name: "Key" }
    };
    var _ep1 = {
      DisableS3ExpressSessionAuth: { type: "staticContextParams", value: true },
      Bucket: { type: "contextParams", name: "Bucket" },
      Key: { type: "contextParams", name: "Key" },
      CopySource: { type: "contextParams", name: "CopySource" }
    };
    var _ep2 = {
      UseS3ExpressControlEndpoint: { type: "staticContextParams", value: true },
      DisableAccessPoints: { type: "staticContextParams", value: true },
      Bucket: { type: "contextParams", name: "Bucket" }
    };
    var _ep3 = {
      UseS3ExpressControlEndpoint: { type: "staticContextParams", value: true },
      Bucket: { type: "contextParams", name: "Bucket" }
    };
    var _ep4 = {
      DisableS3ExpressSessionAuth: { type: "staticContextParams", value: true },
      Bucket: { type: "contextParams", name: "Bucket" }
    };
    var _ep5 = {
      Bucket: { type: "contextParams", name: "Bucket" }
    };
    var _ep6 = {};
    var _ep7 = {
      UseS3ExpressControlEndpoint: { type: "staticContextParams", value: true }
    };
    var _ep8 = {
      Bucket: { type: "contextParams", name: "Bucket" },
      Prefix: { type: "contextParams", name: "Prefix" }
    };
    var _ep9 = {
      UseObjectLambdaEndpoint: { type: "staticContextParams", value: true }
    };
    var _mw0 = (Command, cs, config, o2) => [
      getThrow200ExceptionsPlugin2(config)
    ];
    var _mw1 = (Command, cs, config, o2) => [
      getThrow200ExceptionsPlugin2(config),
      getSsecPlugin2(config)
    ];
    var _mw2 = (Command, cs, config, o2) => [
      getThrow200ExceptionsPlugin2(config),
      getLocationConstraintPlugin2(config)
    ];
    var _mw3 = (Command, cs, config, o2) => [
      getFlexibleChecksumsPlugin2(config, {
        requestAlgorithmMember: { "httpHeader": "x-amz-sdk-checksum-algorithm", "name": "ChecksumAlgorithm" },
        requestChecksumRequired: true
      })
    ];
    var _mw4 = (Command, cs, config, o2) => [];
    var _mw5 = (Command, cs, config, o2) => [
      getFlexibleChecksumsPlugin2(config, {
        requestAlgorithmMember: { "httpHeader": "x-amz-sdk-checksum-algorithm", "name": "ChecksumAlgorithm" },
        requestChecksumRequired: true
      }),
      getThrow200ExceptionsPlugin2(config)
    ];
    var _mw6 = (Command, cs, config, o2) => [
      getFlexibleChecksumsPlugin2(config, {
        requestChecksumRequired: false,
        requestValidationModeMember: "ChecksumMode",
        responseAlgorithms: ["CRC64NVME", "CRC32", "CRC32C", "SHA256", "SHA1", "SHA512", "MD5", "XXHASH64", "XXHASH3", "XXHASH128"]
      })
    ];
    var _mw7 = (Command, cs, config, o2) => [
      getFlexibleChecksumsPlugin2(config, {
        requestChecksumRequired: false,
        requestValidationModeMember: "ChecksumMode",
        responseAlgorithms: ["CRC64NVME", "CRC32", "CRC32C", "SHA256", "SHA1", "SHA512", "MD5", "XXHASH64", "XXHASH3", "XXHASH128"]
      }),
      getSsecPlugin2(config),
      getS3ExpiresMiddlewarePlugin2(config)
    ];
    var _mw8 = (Command, cs, config, o2) => [
      getThrow200ExceptionsPlugin2(config),
      getSsecPlugin2(config),
      getS3ExpiresMiddlewarePlugin2(config)
    ];
    var _mw9 = (Command, cs, config, o2) => [
      getFlexibleChecksumsPlugin2(config, {
        requestAlgorithmMember: { "httpHeader": "x-amz-sdk-checksum-algorithm", "name": "ChecksumAlgorithm" },
        requestChecksumRequired: false
      })
    ];
    var _mw10 = (Command, cs, config, o2) => [
      getFlexibleChecksumsPlugin2(config, {
        requestAlgorithmMember: { "httpHeader": "x-amz-sdk-checksum-algorithm", "name": "ChecksumAlgorithm" },
        requestChecksumRequired: false
      }),
      getThrow200ExceptionsPlugin2(config)
    ];
    var _mw11 = (Command, cs, config, o2) => [
      getFlexibleChecksumsPlugin2(config, {
        requestAlgorithmMember: { "httpHeader": "x-amz-sdk-checksum-algorithm", "name": "ChecksumAlgorithm" },
        requestChecksumRequired: false
      }),
      getCheckContentLengthHeaderPlugin2(config),
      getThrow200ExceptionsPlugin2(config),
      getSsecPlugin2(config)
    ];
    var _mw12 = (Command, cs, config, o2) => [
      getSsecPlugin2(config)
    ];
    var _mw13 = (Command, cs, config, o2) => [
      getFlexibleChecksumsPlugin2(config, {
        requestAlgorithmMember: { "httpHeader": "x-amz-sdk-checksum-algorithm", "name": "ChecksumAlgorithm" },
        requestChecksumRequired: false
      }),
      getThrow200ExceptionsPlugin2(config),
      getSsecPlugin2(config)
    ];
    var S3ServiceException = class _S3ServiceException extends ServiceException {
      static shapeId = "smithy.ts.sdk.synthetic.com.amazonaws.s3#S3ServiceException";
      constructor(options) {
        super(options);
        Object.setPrototypeOf(this, _S3ServiceException.prototype);
      }
    };
    var NoSuchUpload = class _NoSuchUpload extends S3ServiceException {
      static shapeId = "com.amazonaws.s3#NoSuchUpload";
      name = "NoSuchUpload";
      $fault = "client";
      constructor(opts) {
        super({
          name: "NoSuchUpload",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _NoSuchUpload.prototype);
      }
    };
    var AccessDenied = class _AccessDenied extends S3ServiceException {
      static shapeId = "com.amazonaws.s3#AccessDenied";
      name = "AccessDenied";
      $fault = "client";
      constructor(opts) {
        super({
          name: "AccessDenied",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _AccessDenied.prototype);
      }
    };
    var ObjectNotInActiveTierError = class _ObjectNotInActiveTierError extends S3ServiceException {
      static shapeId = "com.amazonaws.s3#ObjectNotInActiveTierError";
      name = "ObjectNotInActiveTierError";
      $fault = "client";
      constructor(opts) {
        super({
          name: "ObjectNotInActiveTierError",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ObjectNotInActiveTierError.prototype);
      }
    };
    var BucketAlreadyExists = class _BucketAlreadyExists extends S3ServiceException {
      static shapeId = "com.amazonaws.s3#BucketAlreadyExists";
      name = "BucketAlreadyExists";
      $fault = "client";
      constructor(opts) {
        super({
          name: "BucketAlreadyExists",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _BucketAlreadyExists.prototype);
      }
    };
    var BucketAlreadyOwnedByYou = class _BucketAlreadyOwnedByYou extends S3ServiceException {
      static shapeId = "com.amazonaws.s3#BucketAlreadyOwnedByYou";
      name = "BucketAlreadyOwnedByYou";
      $fault = "client";
      constructor(opts) {
        super({
          name: "BucketAlreadyOwnedByYou",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _BucketAlreadyOwnedByYou.prototype);
      }
    };
    var NoSuchBucket = class _NoSuchBucket extends S3ServiceException {
      static shapeId = "com.amazonaws.s3#NoSuchBucket";
      name = "NoSuchBucket";
      $fault = "client";
      constructor(opts) {
        super({
          name: "NoSuchBucket",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _NoSuchBucket.prototype);
      }
    };
    var NoSuchKey = class _NoSuchKey extends S3ServiceException {
      static shapeId = "com.amazonaws.s3#NoSuchKey";
      name = "NoSuchKey";
      $fault = "client";
      constructor(opts) {
        super({
          name: "NoSuchKey",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _NoSuchKey.prototype);
      }
    };
    var InvalidObjectState = class _InvalidObjectState extends S3ServiceException {
      static shapeId = "com.amazonaws.s3#InvalidObjectState";
      name = "InvalidObjectState";
      $fault = "client";
      StorageClass;
      AccessTier;
      constructor(opts) {
        super({
          name: "InvalidObjectState",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _InvalidObjectState.prototype);
        this.StorageClass = opts.StorageClass;
        this.AccessTier = opts.AccessTier;
      }
    };
    var NoSuchAnnotation = class _NoSuchAnnotation extends S3ServiceException {
      static shapeId = "com.amazonaws.s3#NoSuchAnnotation";
      name = "NoSuchAnnotation";
      $fault = "client";
      constructor(opts) {
        super({
          name: "NoSuchAnnotation",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _NoSuchAnnotation.prototype);
      }
    };
    var NotFound = class _NotFound extends S3ServiceException {
      static shapeId = "com.amazonaws.s3#NotFound";
      name = "NotFound";
      $fault = "client";
      constructor(opts) {
        super({
          name: "NotFound",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _NotFound.prototype);
      }
    };
    var InvalidPrefix = class _InvalidPrefix extends S3ServiceException {
      static shapeId = "com.amazonaws.s3#InvalidPrefix";
      name = "InvalidPrefix";
      $fault = "client";
      constructor(opts) {
        super({
          name: "InvalidPrefix",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _InvalidPrefix.prototype);
      }
    };
    var EncryptionTypeMismatch = class _EncryptionTypeMismatch extends S3ServiceException {
      static shapeId = "com.amazonaws.s3#EncryptionTypeMismatch";
      name = "EncryptionTypeMismatch";
      $fault = "client";
      constructor(opts) {
        super({
          name: "EncryptionTypeMismatch",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _EncryptionTypeMismatch.prototype);
      }
    };
    var InvalidRequest = class _InvalidRequest extends S3ServiceException {
      static shapeId = "com.amazonaws.s3#InvalidRequest";
      name = "InvalidRequest";
      $fault = "client";
      constructor(opts) {
        super({
          name: "InvalidRequest",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _InvalidRequest.prototype);
      }
    };
    var InvalidWriteOffset = class _InvalidWriteOffset extends S3ServiceException {
      static shapeId = "com.amazonaws.s3#InvalidWriteOffset";
      name = "InvalidWriteOffset";
      $fault = "client";
      constructor(opts) {
        super({
          name: "InvalidWriteOffset",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _InvalidWriteOffset.prototype);
      }
    };
    var TooManyParts = class _TooManyParts extends S3ServiceException {
      static shapeId = "com.amazonaws.s3#TooManyParts";
      name = "TooManyParts";
      $fault = "client";
      constructor(opts) {
        super({
          name: "TooManyParts",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _TooManyParts.prototype);
      }
    };
    var AnnotationLimitExceeded = class _AnnotationLimitExceeded extends S3ServiceException {
      static shapeId = "com.amazonaws.s3#AnnotationLimitExceeded";
      name = "AnnotationLimitExceeded";
      $fault = "client";
      constructor(opts) {
        super({
          name: "AnnotationLimitExceeded",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _AnnotationLimitExceeded.prototype);
      }
    };
    var AnnotationNameTooLong = class _AnnotationNameTooLong extends S3ServiceException {
      static shapeId = "com.amazonaws.s3#AnnotationNameTooLong";
      name = "AnnotationNameTooLong";
      $fault = "client";
      constructor(opts) {
        super({
          name: "AnnotationNameTooLong",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _AnnotationNameTooLong.prototype);
      }
    };
    var InvalidAnnotationName = class _InvalidAnnotationName extends S3ServiceException {
      static shapeId = "com.amazonaws.s3#InvalidAnnotationName";
      name = "InvalidAnnotationName";
      $fault = "client";
      constructor(opts) {
        super({
          name: "InvalidAnnotationName",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _InvalidAnnotationName.prototype);
      }
    };
    var UnsupportedMediaType = class _UnsupportedMediaType extends S3ServiceException {
      static shapeId = "com.amazonaws.s3#UnsupportedMediaType";
      name = "UnsupportedMediaType";
      $fault = "client";
      constructor(opts) {
        super({
          name: "UnsupportedMediaType",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _UnsupportedMediaType.prototype);
      }
    };
    var IdempotencyParameterMismatch = class _IdempotencyParameterMismatch extends S3ServiceException {
      static shapeId = "com.amazonaws.s3#IdempotencyParameterMismatch";
      name = "IdempotencyParameterMismatch";
      $fault = "client";
      constructor(opts) {
        super({
          name: "IdempotencyParameterMismatch",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _IdempotencyParameterMismatch.prototype);
      }
    };
    var ObjectAlreadyInActiveTierError = class _ObjectAlreadyInActiveTierError extends S3ServiceException {
      static shapeId = "com.amazonaws.s3#ObjectAlreadyInActiveTierError";
      name = "ObjectAlreadyInActiveTierError";
      $fault = "client";
      constructor(opts) {
        super({
          name: "ObjectAlreadyInActiveTierError",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ObjectAlreadyInActiveTierError.prototype);
      }
    };
    var _A = "Account";
    var _AAO = "AnalyticsAndOperator";
    var _AC = "AccelerateConfiguration";
    var _ACL = "AccessControlList";
    var _ACL_ = "ACL";
    var _ACLn = "AnalyticsConfigurationList";
    var _ACP = "AccessControlPolicy";
    var _ACT = "AccessControlTranslation";
    var _ACn = "AnalyticsConfiguration";
    var _ACnn = "AnnotationCount";
    var _AD = "AccessDenied";
    var _ADb = "AbortDate";
    var _ADn = "AnnotationDirective";
    var _AE = "AnnotationEntry";
    var _AED = "AnalyticsExportDestination";
    var _AF = "AnalyticsFilter";
    var _AH = "AllowedHeaders";
    var _AHl = "AllowedHeader";
    var _AI = "AccountId";
    var _AIMU = "AbortIncompleteMultipartUpload";
    var _AKI = "AccessKeyId";
    var _AL = "AnnotationList";
    var _ALE = "AnnotationLimitExceeded";
    var _AM = "AllowedMethods";
    var _AMU = "AbortMultipartUpload";
    var _AMUO = "AbortMultipartUploadOutput";
    var _AMUR = "AbortMultipartUploadRequest";
    var _AMl = "AllowedMethod";
    var _AN = "AnnotationName";
    var _ANTL = "AnnotationNameTooLong";
    var _AO = "AllowedOrigins";
    var _AOl = "AllowedOrigin";
    var _AP = "AnnotationPayload";
    var _APA = "AccessPointAlias";
    var _APAc = "AccessPointArn";
    var _APn = "AnnotationPrefix";
    var _AQRD = "AllowQuotedRecordDelimiter";
    var _AR = "AcceptRanges";
    var _ARI = "AbortRuleId";
    var _AS = "AbacStatus";
    var _ASBD = "AnalyticsS3BucketDestination";
    var _ASSEBD = "ApplyServerSideEncryptionByDefault";
    var _ASr = "ArchiveStatus";
    var _AT = "AccessTier";
    var _ATC = "AnnotationTableConfiguration";
    var _ATCR = "AnnotationTableConfigurationResult";
    var _ATCU = "AnnotationTableConfigurationUpdates";
    var _An = "And";
    var _Ann = "Annotations";
    var _B = "Bucket";
    var _BA = "BucketArn";
    var _BAE = "BucketAlreadyExists";
    var _BAI = "BucketAccountId";
    var _BAOBY = "BucketAlreadyOwnedByYou";
    var _BET = "BlockedEncryptionTypes";
    var _BGR = "BypassGovernanceRetention";
    var _BI = "BucketInfo";
    var _BKE = "BucketKeyEnabled";
    var _BLC = "BucketLifecycleConfiguration";
    var _BLN = "BucketLocationName";
    var _BLS = "BucketLoggingStatus";
    var _BLT = "BucketLocationType";
    var _BN = "BucketNamespace";
    var _BNu = "BucketName";
    var _BP = "BytesProcessed";
    var _BPA = "BlockPublicAcls";
    var _BPP = "BlockPublicPolicy";
    var _BR = "BucketRegion";
    var _BRy = "BytesReturned";
    var _BS = "BytesScanned";
    var _Bo = "Body";
    var _Bu = "Buckets";
    var _C = "Checksum";
    var _CA = "ChecksumAlgorithm";
    var _CACL = "CannedACL";
    var _CB = "CreateBucket";
    var _CBC = "CreateBucketConfiguration";
    var _CBMC = "CreateBucketMetadataConfiguration";
    var _CBMCR = "CreateBucketMetadataConfigurationRequest";
    var _CBMTC = "CreateBucketMetadataTableConfiguration";
    var _CBMTCR = "CreateBucketMetadataTableConfigurationRequest";
    var _CBO = "CreateBucketOutput";
    var _CBR = "CreateBucketRequest";
    var _CC = "CacheControl";
    var _CCRC = "ChecksumCRC32";
    var _CCRCC = "ChecksumCRC32C";
    var _CCRCNVME = "ChecksumCRC64NVME";
    var _CC_ = "Cache-Control";
    var _CD = "CreationDate";
    var _CD_ = "Content-Disposition";
    var _CDo = "ContentDisposition";
    var _CE = "ContinuationEvent";
    var _CE_ = "Content-Encoding";
    var _CEo = "ContentEncoding";
    var _CF = "CloudFunction";
    var _CFC = "CloudFunctionConfiguration";
    var _CL = "ContentLanguage";
    var _CL_ = "Content-Language";
    var _CL__ = "Content-Length";
    var _CLo = "ContentLength";
    var _CM = "Content-MD5";
    var _CMD = "ChecksumMD5";
    var _CMDo = "ContentMD5";
    var _CMU = "CompletedMultipartUpload";
    var _CMUO = "CompleteMultipartUploadOutput";
    var _CMUOr = "CreateMultipartUploadOutput";
    var _CMUR = "CompleteMultipartUploadResult";
    var _CMURo = "CompleteMultipartUploadRequest";
    var _CMURr = "CreateMultipartUploadRequest";
    var _CMUo = "CompleteMultipartUpload";
    var _CMUr = "CreateMultipartUpload";
    var _CMh = "ChecksumMode";
    var _CO = "CopyObject";
    var _COO = "CopyObjectOutput";
    var _COR = "CopyObjectResult";
    var _CORSC = "CORSConfiguration";
    var _CORSR = "CORSRules";
    var _CORSRu = "CORSRule";
    var _CORo = "CopyObjectRequest";
    var _CP = "CommonPrefix";
    var _CPL = "CommonPrefixList";
    var _CPLo = "CompletedPartList";
    var _CPR = "CopyPartResult";
    var _CPo = "CompletedPart";
    var _CPom = "CommonPrefixes";
    var _CR = "ContentRange";
    var _CRSBA = "ConfirmRemoveSelfBucketAccess";
    var _CR_ = "Content-Range";
    var _CS = "ConfigurationState";
    var _CSHA = "ChecksumSHA1";
    var _CSHAh = "ChecksumSHA256";
    var _CSHAhe = "ChecksumSHA512";
    var _CSIM = "CopySourceIfMatch";
    var _CSIMS = "CopySourceIfModifiedSince";
    var _CSINM = "CopySourceIfNoneMatch";
    var _CSIUS = "CopySourceIfUnmodifiedSince";
    var _CSO = "CreateSessionOutput";
    var _CSR = "CreateSessionResult";
    var _CSRo = "CopySourceRange";
    var _CSRr = "CreateSessionRequest";
    var _CSSSECA = "CopySourceSSECustomerAlgorithm";
    var _CSSSECK = "CopySourceSSECustomerKey";
    var _CSSSECKMD = "CopySourceSSECustomerKeyMD5";
    var _CSV = "CSV";
    var _CSVI = "CopySourceVersionId";
    var _CSVIn = "CSVInput";
    var _CSVO = "CSVOutput";
    var _CSo = "CopySource";
    var _CSr = "CreateSession";
    var _CT = "ChecksumType";
    var _CT_ = "Content-Type";
    var _CTl = "ClientToken";
    var _CTo = "ContentType";
    var _CTom = "CompressionType";
    var _CTon = "ContinuationToken";
    var _CXXHASH = "ChecksumXXHASH64";
    var _CXXHASHh = "ChecksumXXHASH3";
    var _CXXHASHhe = "ChecksumXXHASH128";
    var _Co = "Condition";
    var _Cod = "Code";
    var _Com = "Comments";
    var _Con = "Contents";
    var _Cont = "Cont";
    var _Cr = "Credentials";
    var _D = "Days";
    var _DAI = "DaysAfterInitiation";
    var _DB = "DeleteBucket";
    var _DBAC = "DeleteBucketAnalyticsConfiguration";
    var _DBACR = "DeleteBucketAnalyticsConfigurationRequest";
    var _DBC = "DeleteBucketCors";
    var _DBCR = "DeleteBucketCorsRequest";
    var _DBE = "DeleteBucketEncryption";
    var _DBER = "DeleteBucketEncryptionRequest";
    var _DBIC = "DeleteBucketInventoryConfiguration";
    var _DBICR = "DeleteBucketInventoryConfigurationRequest";
    var _DBITC = "DeleteBucketIntelligentTieringConfiguration";
    var _DBITCR = "DeleteBucketIntelligentTieringConfigurationRequest";
    var _DBL = "DeleteBucketLifecycle";
    var _DBLR = "DeleteBucketLifecycleRequest";
    var _DBMC = "DeleteBucketMetadataConfiguration";
    var _DBMCR = "DeleteBucketMetadataConfigurationRequest";
    var _DBMCRe = "DeleteBucketMetricsConfigurationRequest";
    var _DBMCe = "DeleteBucketMetricsConfiguration";
    var _DBMTC = "DeleteBucketMetadataTableConfiguration";
    var _DBMTCR = "DeleteBucketMetadataTableConfigurationRequest";
    var _DBOC = "DeleteBucketOwnershipControls";
    var _DBOCR = "DeleteBucketOwnershipControlsRequest";
    var _DBP = "DeleteBucketPolicy";
    var _DBPR = "DeleteBucketPolicyRequest";
    var _DBR = "DeleteBucketRequest";
    var _DBRR = "DeleteBucketReplicationRequest";
    var _DBRe = "DeleteBucketReplication";
    var _DBT = "DeleteBucketTagging";
    var _DBTR = "DeleteBucketTaggingRequest";
    var _DBW = "DeleteBucketWebsite";
    var _DBWR = "DeleteBucketWebsiteRequest";
    var _DE = "DataExport";
    var _DEH = "DefaultEventHold";
    var _DIM = "DestinationIfMatch";
    var _DIMS = "DestinationIfModifiedSince";
    var _DINM = "DestinationIfNoneMatch";
    var _DIUS = "DestinationIfUnmodifiedSince";
    var _DM = "DeleteMarker";
    var _DME = "DeleteMarkerEntry";
    var _DMR = "DeleteMarkerReplication";
    var _DMVI = "DeleteMarkerVersionId";
    var _DMe = "DeleteMarkers";
    var _DN = "DisplayName";
    var _DO = "DeletedObject";
    var _DOA = "DeleteObjectAnnotation";
    var _DOAO = "DeleteObjectAnnotationOutput";
    var _DOAR = "DeleteObjectAnnotationRequest";
    var _DOO = "DeleteObjectOutput";
    var _DOOe = "DeleteObjectsOutput";
    var _DOR = "DeleteObjectRequest";
    var _DORe = "DeleteObjectsRequest";
    var _DOT = "DeleteObjectTagging";
    var _DOTO = "DeleteObjectTaggingOutput";
    var _DOTR = "DeleteObjectTaggingRequest";
    var _DOe = "DeletedObjects";
    var _DOel = "DeleteObject";
    var _DOele = "DeleteObjects";
    var _DPAB = "DeletePublicAccessBlock";
    var _DPABR = "DeletePublicAccessBlockRequest";
    var _DR = "DataRedundancy";
    var _DRe = "DefaultRetention";
    var _DRel = "DeleteResult";
    var _DRes = "DestinationResult";
    var _Da = "Date";
    var _De = "Delete";
    var _Del = "Deleted";
    var _Deli = "Delimiter";
    var _Des = "Destination";
    var _Desc = "Description";
    var _Det = "Details";
    var _E = "Error";
    var _EA = "EmailAddress";
    var _EBC = "EventBridgeConfiguration";
    var _EBO = "ExpectedBucketOwner";
    var _EC = "EncryptionConfiguration";
    var _ECr = "ErrorCode";
    var _ED = "ErrorDetails";
    var _EDr = "ErrorDocument";
    var _EE = "EndEvent";
    var _EH = "ExposeHeaders";
    var _EHD = "EventHoldDuration";
    var _EHv = "EventHold";
    var _EHx = "ExposeHeader";
    var _EM = "ErrorMessage";
    var _EODM = "ExpiredObjectDeleteMarker";
    var _EOR = "ExistingObjectReplication";
    var _ES = "ExpiresString";
    var _ESBO = "ExpectedSourceBucketOwner";
    var _ET = "ETag";
    var _ETL = "EncryptionTypeList";
    var _ETM = "EncryptionTypeMismatch";
    var _ETn = "EncryptionType";
    var _ETnc = "EncodingType";
    var _ETv = "EventThreshold";
    var _ETx = "ExpressionType";
    var _En = "Encryption";
    var _Ena = "Enabled";
    var _End = "End";
    var _Er = "Errors";
    var _Ev = "Events";
    var _Eve = "Event";
    var _Ex = "Expiration";
    var _Exp = "Expires";
    var _Expr = "Expression";
    var _F = "Filter";
    var _FD = "FieldDelimiter";
    var _FHI = "FileHeaderInfo";
    var _FO = "FetchOwner";
    var _FR = "FilterRule";
    var _FRL = "FilterRuleList";
    var _FRi = "FilterRules";
    var _Fi = "Field";
    var _Fo = "Format";
    var _Fr = "Frequency";
    var _G = "Grants";
    var _GBA = "GetBucketAbac";
    var _GBAC = "GetBucketAccelerateConfiguration";
    var _GBACO = "GetBucketAccelerateConfigurationOutput";
    var _GBACOe = "GetBucketAnalyticsConfigurationOutput";
    var _GBACR = "GetBucketAccelerateConfigurationRequest";
    var _GBACRe = "GetBucketAnalyticsConfigurationRequest";
    var _GBACe = "GetBucketAnalyticsConfiguration";
    var _GBAO = "GetBucketAbacOutput";
    var _GBAOe = "GetBucketAclOutput";
    var _GBAR = "GetBucketAbacRequest";
    var _GBARe = "GetBucketAclRequest";
    var _GBAe = "GetBucketAcl";
    var _GBC = "GetBucketCors";
    var _GBCO = "GetBucketCorsOutput";
    var _GBCR = "GetBucketCorsRequest";
    var _GBE = "GetBucketEncryption";
    var _GBEO = "GetBucketEncryptionOutput";
    var _GBER = "GetBucketEncryptionRequest";
    var _GBIC = "GetBucketInventoryConfiguration";
    var _GBICO = "GetBucketInventoryConfigurationOutput";
    var _GBICR = "GetBucketInventoryConfigurationRequest";
    var _GBITC = "GetBucketIntelligentTieringConfiguration";
    var _GBITCO = "GetBucketIntelligentTieringConfigurationOutput";
    var _GBITCR = "GetBucketIntelligentTieringConfigurationRequest";
    var _GBL = "GetBucketLocation";
    var _GBLC = "GetBucketLifecycleConfiguration";
    var _GBLCO = "GetBucketLifecycleConfigurationOutput";
    var _GBLCR = "GetBucketLifecycleConfigurationRequest";
    var _GBLO = "GetBucketLocationOutput";
    var _GBLOe = "GetBucketLoggingOutput";
    var _GBLR = "GetBucketLocationRequest";
    var _GBLRe = "GetBucketLoggingRequest";
    var _GBLe = "GetBucketLogging";
    var _GBMC = "GetBucketMetadataConfiguration";
    var _GBMCO = "GetBucketMetadataConfigurationOutput";
    var _GBMCOe = "GetBucketMetricsConfigurationOutput";
    var _GBMCR = "GetBucketMetadataConfigurationResult";
    var _GBMCRe = "GetBucketMetadataConfigurationRequest";
    var _GBMCRet = "GetBucketMetricsConfigurationRequest";
    var _GBMCe = "GetBucketMetricsConfiguration";
    var _GBMTC = "GetBucketMetadataTableConfiguration";
    var _GBMTCO = "GetBucketMetadataTableConfigurationOutput";
    var _GBMTCR = "GetBucketMetadataTableConfigurationResult";
    var _GBMTCRe = "GetBucketMetadataTableConfigurationRequest";
    var _GBNC = "GetBucketNotificationConfiguration";
    var _GBNCR = "GetBucketNotificationConfigurationRequest";
    var _GBOC = "GetBucketOwnershipControls";
    var _GBOCO = "GetBucketOwnershipControlsOutput";
    var _GBOCR = "GetBucketOwnershipControlsRequest";
    var _GBP = "GetBucketPolicy";
    var _GBPO = "GetBucketPolicyOutput";
    var _GBPR = "GetBucketPolicyRequest";
    var _GBPS = "GetBucketPolicyStatus";
    var _GBPSO = "GetBucketPolicyStatusOutput";
    var _GBPSR = "GetBucketPolicyStatusRequest";
    var _GBR = "GetBucketReplication";
    var _GBRO = "GetBucketReplicationOutput";
    var _GBRP = "GetBucketRequestPayment";
    var _GBRPO = "GetBucketRequestPaymentOutput";
    var _GBRPR = "GetBucketRequestPaymentRequest";
    var _GBRR = "GetBucketReplicationRequest";
    var _GBT = "GetBucketTagging";
    var _GBTO = "GetBucketTaggingOutput";
    var _GBTR = "GetBucketTaggingRequest";
    var _GBV = "GetBucketVersioning";
    var _GBVO = "GetBucketVersioningOutput";
    var _GBVR = "GetBucketVersioningRequest";
    var _GBW = "GetBucketWebsite";
    var _GBWO = "GetBucketWebsiteOutput";
    var _GBWR = "GetBucketWebsiteRequest";
    var _GFC = "GrantFullControl";
    var _GJP = "GlacierJobParameters";
    var _GO = "GetObject";
    var _GOA = "GetObjectAcl";
    var _GOAO = "GetObjectAclOutput";
    var _GOAOe = "GetObjectAnnotationOutput";
    var _GOAOet = "GetObjectAttributesOutput";
    var _GOAP = "GetObjectAttributesParts";
    var _GOAR = "GetObjectAclRequest";
    var _GOARe = "GetObjectAnnotationRequest";
    var _GOARet = "GetObjectAttributesResponse";
    var _GOARetb = "GetObjectAttributesRequest";
    var _GOAe = "GetObjectAnnotation";
    var _GOAet = "GetObjectAttributes";
    var _GOLC = "GetObjectLockConfiguration";
    var _GOLCO = "GetObjectLockConfigurationOutput";
    var _GOLCR = "GetObjectLockConfigurationRequest";
    var _GOLH = "GetObjectLegalHold";
    var _GOLHO = "GetObjectLegalHoldOutput";
    var _GOLHR = "GetObjectLegalHoldRequest";
    var _GOO = "GetObjectOutput";
    var _GOR = "GetObjectRequest";
    var _GORO = "GetObjectRetentionOutput";
    var _GORR = "GetObjectRetentionRequest";
    var _GORe = "GetObjectRetention";
    var _GOT = "GetObjectTagging";
    var _GOTO = "GetObjectTaggingOutput";
    var _GOTOe = "GetObjectTorrentOutput";
    var _GOTR = "GetObjectTaggingRequest";
    var _GOTRe = "GetObjectTorrentRequest";
    var _GOTe = "GetObjectTorrent";
    var _GPAB = "GetPublicAccessBlock";
    var _GPABO = "GetPublicAccessBlockOutput";
    var _GPABR = "GetPublicAccessBlockRequest";
    var _GR = "GrantRead";
    var _GRACP = "GrantReadACP";
    var _GW = "GrantWrite";
    var _GWACP = "GrantWriteACP";
    var _Gr = "Grant";
    var _Gra = "Grantee";
    var _HB = "HeadBucket";
    var _HBO = "HeadBucketOutput";
    var _HBR = "HeadBucketRequest";
    var _HECRE = "HttpErrorCodeReturnedEquals";
    var _HN = "HostName";
    var _HO = "HeadObject";
    var _HOO = "HeadObjectOutput";
    var _HOR = "HeadObjectRequest";
    var _HRC = "HttpRedirectCode";
    var _I = "Id";
    var _IAN = "InvalidAnnotationName";
    var _IC = "InventoryConfiguration";
    var _ICL = "InventoryConfigurationList";
    var _ID = "ID";
    var _IDn = "IndexDocument";
    var _IDnv = "InventoryDestination";
    var _IE = "IsEnabled";
    var _IEn = "InventoryEncryption";
    var _IF = "InventoryFilter";
    var _IL = "IsLatest";
    var _IM = "IfMatch";
    var _IMIT = "IfMatchInitiatedTime";
    var _IMLMT = "IfMatchLastModifiedTime";
    var _IMS = "IfMatchSize";
    var _IMS_ = "If-Modified-Since";
    var _IMSf = "IfModifiedSince";
    var _IMUR = "InitiateMultipartUploadResult";
    var _IM_ = "If-Match";
    var _INM = "IfNoneMatch";
    var _INM_ = "If-None-Match";
    var _IOF = "InventoryOptionalFields";
    var _IOS = "InvalidObjectState";
    var _IOV = "IncludedObjectVersions";
    var _IP = "InvalidPrefix";
    var _IPA = "IgnorePublicAcls";
    var _IPM = "IdempotencyParameterMismatch";
    var _IPs = "IsPublic";
    var _IR = "InvalidRequest";
    var _IRIP = "IsRestoreInProgress";
    var _IS = "InputSerialization";
    var _ISBD = "InventoryS3BucketDestination";
    var _ISn = "InventorySchedule";
    var _IT = "IsTruncated";
    var _ITAO = "IntelligentTieringAndOperator";
    var _ITC = "IntelligentTieringConfiguration";
    var _ITCL = "IntelligentTieringConfigurationList";
    var _ITCR = "InventoryTableConfigurationResult";
    var _ITCU = "InventoryTableConfigurationUpdates";
    var _ITCn = "InventoryTableConfiguration";
    var _ITF = "IntelligentTieringFilter";
    var _IUS = "IfUnmodifiedSince";
    var _IUS_ = "If-Unmodified-Since";
    var _IWO = "InvalidWriteOffset";
    var _In = "Initiator";
    var _Ini = "Initiated";
    var _JSON = "JSON";
    var _JSONI = "JSONInput";
    var _JSONO = "JSONOutput";
    var _JTC = "JournalTableConfiguration";
    var _JTCR = "JournalTableConfigurationResult";
    var _JTCU = "JournalTableConfigurationUpdates";
    var _K = "Key";
    var _KC = "KeyCount";
    var _KI = "KeyId";
    var _KKA = "KmsKeyArn";
    var _KM = "KeyMarker";
    var _KMSC = "KMSContext";
    var _KMSKA = "KMSKeyArn";
    var _KMSKI = "KMSKeyId";
    var _KMSMKID = "KMSMasterKeyID";
    var _KPE = "KeyPrefixEquals";
    var _L = "Location";
    var _LAMBR = "ListAllMyBucketsResult";
    var _LAMDBR = "ListAllMyDirectoryBucketsResult";
    var _LB = "ListBuckets";
    var _LBAC = "ListBucketAnalyticsConfigurations";
    var _LBACO = "ListBucketAnalyticsConfigurationsOutput";
    var _LBACR = "ListBucketAnalyticsConfigurationResult";
    var _LBACRi = "ListBucketAnalyticsConfigurationsRequest";
    var _LBIC = "ListBucketInventoryConfigurations";
    var _LBICO = "ListBucketInventoryConfigurationsOutput";
    var _LBICR = "ListBucketInventoryConfigurationsRequest";
    var _LBITC = "ListBucketIntelligentTieringConfigurations";
    var _LBITCO = "ListBucketIntelligentTieringConfigurationsOutput";
    var _LBITCR = "ListBucketIntelligentTieringConfigurationsRequest";
    var _LBMC = "ListBucketMetricsConfigurations";
    var _LBMCO = "ListBucketMetricsConfigurationsOutput";
    var _LBMCR = "ListBucketMetricsConfigurationsRequest";
    var _LBO = "ListBucketsOutput";
    var _LBR = "ListBucketsRequest";
    var _LBRi = "ListBucketResult";
    var _LC = "LocationConstraint";
    var _LCi = "LifecycleConfiguration";
    var _LDB = "ListDirectoryBuckets";
    var _LDBO = "ListDirectoryBucketsOutput";
    var _LDBR = "ListDirectoryBucketsRequest";
    var _LE = "LoggingEnabled";
    var _LEi = "LifecycleExpiration";
    var _LFA = "LambdaFunctionArn";
    var _LFC = "LambdaFunctionConfiguration";
    var _LFCL = "LambdaFunctionConfigurationList";
    var _LFCa = "LambdaFunctionConfigurations";
    var _LH = "LegalHold";
    var _LI = "LocationInfo";
    var _LICR = "ListInventoryConfigurationsResult";
    var _LM = "LastModified";
    var _LMCR = "ListMetricsConfigurationsResult";
    var _LMT = "LastModifiedTime";
    var _LMU = "ListMultipartUploads";
    var _LMUO = "ListMultipartUploadsOutput";
    var _LMUR = "ListMultipartUploadsResult";
    var _LMURi = "ListMultipartUploadsRequest";
    var _LM_ = "Last-Modified";
    var _LO = "ListObjects";
    var _LOA = "ListObjectAnnotations";
    var _LOAO = "ListObjectAnnotationsOutput";
    var _LOAR = "ListObjectAnnotationsRequest";
    var _LOO = "ListObjectsOutput";
    var _LOR = "ListObjectsRequest";
    var _LOV = "ListObjectsV2";
    var _LOVO = "ListObjectsV2Output";
    var _LOVOi = "ListObjectVersionsOutput";
    var _LOVR = "ListObjectsV2Request";
    var _LOVRi = "ListObjectVersionsRequest";
    var _LOVi = "ListObjectVersions";
    var _LP = "ListParts";
    var _LPO = "ListPartsOutput";
    var _LPR = "ListPartsResult";
    var _LPRi = "ListPartsRequest";
    var _LR = "LifecycleRule";
    var _LRAO = "LifecycleRuleAndOperator";
    var _LRF = "LifecycleRuleFilter";
    var _LRi = "LifecycleRules";
    var _LVR = "ListVersionsResult";
    var _M = "Metadata";
    var _MAO = "MetricsAndOperator";
    var _MAR = "MaxAnnotationResults";
    var _MAS = "MaxAgeSeconds";
    var _MB = "MaxBuckets";
    var _MC = "MetadataConfiguration";
    var _MCL = "MetricsConfigurationList";
    var _MCR = "MetadataConfigurationResult";
    var _MCe = "MetricsConfiguration";
    var _MD = "MetadataDirective";
    var _MDB = "MaxDirectoryBuckets";
    var _MDf = "MfaDelete";
    var _ME = "MetadataEntry";
    var _MF = "MetricsFilter";
    var _MFA = "MFA";
    var _MFAD = "MFADelete";
    var _MK = "MaxKeys";
    var _MM = "MissingMeta";
    var _MOS = "MpuObjectSize";
    var _MP = "MaxParts";
    var _MTC = "MetadataTableConfiguration";
    var _MTCR = "MetadataTableConfigurationResult";
    var _MTEC = "MetadataTableEncryptionConfiguration";
    var _MU = "MultipartUpload";
    var _MUL = "MultipartUploadList";
    var _MUa = "MaxUploads";
    var _Ma = "Marker";
    var _Me = "Metrics";
    var _Mes = "Message";
    var _Mi = "Minutes";
    var _Mo = "Mode";
    var _N = "Name";
    var _NC = "NotificationConfiguration";
    var _NCF = "NotificationConfigurationFilter";
    var _NCT = "NextContinuationToken";
    var _ND = "NoncurrentDays";
    var _NEKKAS = "NonEmptyKmsKeyArnString";
    var _NF = "NotFound";
    var _NKM = "NextKeyMarker";
    var _NM = "NextMarker";
    var _NNV = "NewerNoncurrentVersions";
    var _NPNM = "NextPartNumberMarker";
    var _NSA = "NoSuchAnnotation";
    var _NSB = "NoSuchBucket";
    var _NSK = "NoSuchKey";
    var _NSU = "NoSuchUpload";
    var _NUIM = "NextUploadIdMarker";
    var _NVE = "NoncurrentVersionExpiration";
    var _NVIM = "NextVersionIdMarker";
    var _NVT = "NoncurrentVersionTransitions";
    var _NVTL = "NoncurrentVersionTransitionList";
    var _NVTo = "NoncurrentVersionTransition";
    var _O = "Owner";
    var _OA = "ObjectAttributes";
    var _OAIATE = "ObjectAlreadyInActiveTierError";
    var _OC = "OwnershipControls";
    var _OCR = "OwnershipControlsRule";
    var _OCRw = "OwnershipControlsRules";
    var _OE = "ObjectEncryption";
    var _OF = "OptionalFields";
    var _OI = "ObjectIdentifier";
    var _OIL = "ObjectIdentifierList";
    var _OIM = "ObjectIfMatch";
    var _OL = "OutputLocation";
    var _OLC = "ObjectLockConfiguration";
    var _OLE = "ObjectLockEnabled";
    var _OLEFB = "ObjectLockEnabledForBucket";
    var _OLEH = "ObjectLockEventHold";
    var _OLEHDD = "ObjectLockEventHoldDurationDays";
    var _OLEHDY = "ObjectLockEventHoldDurationYears";
    var _OLLH = "ObjectLockLegalHold";
    var _OLLHS = "ObjectLockLegalHoldStatus";
    var _OLM = "ObjectLockMode";
    var _OLR = "ObjectLockRetention";
    var _OLRUD = "ObjectLockRetainUntilDate";
    var _OLRb = "ObjectLockRule";
    var _OLb = "ObjectList";
    var _ONIATE = "ObjectNotInActiveTierError";
    var _OO = "ObjectOwnership";
    var _OOA = "OptionalObjectAttributes";
    var _OP = "ObjectParts";
    var _OPb = "ObjectPart";
    var _OS = "ObjectSize";
    var _OSGT = "ObjectSizeGreaterThan";
    var _OSLT = "ObjectSizeLessThan";
    var _OSV = "OutputSchemaVersion";
    var _OSu = "OutputSerialization";
    var _OV = "ObjectVersion";
    var _OVI = "ObjectVersionId";
    var _OVL = "ObjectVersionList";
    var _Ob = "Objects";
    var _Obj = "Object";
    var _P = "Prefix";
    var _PABC = "PublicAccessBlockConfiguration";
    var _PBA = "PutBucketAbac";
    var _PBAC = "PutBucketAccelerateConfiguration";
    var _PBACR = "PutBucketAccelerateConfigurationRequest";
    var _PBACRu = "PutBucketAnalyticsConfigurationRequest";
    var _PBACu = "PutBucketAnalyticsConfiguration";
    var _PBAR = "PutBucketAbacRequest";
    var _PBARu = "PutBucketAclRequest";
    var _PBAu = "PutBucketAcl";
    var _PBC = "PutBucketCors";
    var _PBCR = "PutBucketCorsRequest";
    var _PBE = "PutBucketEncryption";
    var _PBER = "PutBucketEncryptionRequest";
    var _PBIC = "PutBucketInventoryConfiguration";
    var _PBICR = "PutBucketInventoryConfigurationRequest";
    var _PBITC = "PutBucketIntelligentTieringConfiguration";
    var _PBITCR = "PutBucketIntelligentTieringConfigurationRequest";
    var _PBL = "PutBucketLogging";
    var _PBLC = "PutBucketLifecycleConfiguration";
    var _PBLCO = "PutBucketLifecycleConfigurationOutput";
    var _PBLCR = "PutBucketLifecycleConfigurationRequest";
    var _PBLR = "PutBucketLoggingRequest";
    var _PBMC = "PutBucketMetricsConfiguration";
    var _PBMCR = "PutBucketMetricsConfigurationRequest";
    var _PBNC = "PutBucketNotificationConfiguration";
    var _PBNCR = "PutBucketNotificationConfigurationRequest";
    var _PBOC = "PutBucketOwnershipControls";
    var _PBOCR = "PutBucketOwnershipControlsRequest";
    var _PBP = "PutBucketPolicy";
    var _PBPR = "PutBucketPolicyRequest";
    var _PBR = "PutBucketReplication";
    var _PBRP = "PutBucketRequestPayment";
    var _PBRPR = "PutBucketRequestPaymentRequest";
    var _PBRR = "PutBucketReplicationRequest";
    var _PBT = "PutBucketTagging";
    var _PBTR = "PutBucketTaggingRequest";
    var _PBV = "PutBucketVersioning";
    var _PBVR = "PutBucketVersioningRequest";
    var _PBW = "PutBucketWebsite";
    var _PBWR = "PutBucketWebsiteRequest";
    var _PC = "PartsCount";
    var _PDS = "PartitionDateSource";
    var _PE = "ProgressEvent";
    var _PI = "ParquetInput";
    var _PL = "PartsList";
    var _PN = "PartNumber";
    var _PNM = "PartNumberMarker";
    var _PO = "PutObject";
    var _POA = "PutObjectAcl";
    var _POAO = "PutObjectAclOutput";
    var _POAOu = "PutObjectAnnotationOutput";
    var _POAR = "PutObjectAclRequest";
    var _POARu = "PutObjectAnnotationRequest";
    var _POAu = "PutObjectAnnotation";
    var _POLC = "PutObjectLockConfiguration";
    var _POLCO = "PutObjectLockConfigurationOutput";
    var _POLCR = "PutObjectLockConfigurationRequest";
    var _POLH = "PutObjectLegalHold";
    var _POLHO = "PutObjectLegalHoldOutput";
    var _POLHR = "PutObjectLegalHoldRequest";
    var _POO = "PutObjectOutput";
    var _POR = "PutObjectRequest";
    var _PORO = "PutObjectRetentionOutput";
    var _PORR = "PutObjectRetentionRequest";
    var _PORu = "PutObjectRetention";
    var _POT = "PutObjectTagging";
    var _POTO = "PutObjectTaggingOutput";
    var _POTR = "PutObjectTaggingRequest";
    var _PP = "PartitionedPrefix";
    var _PPAB = "PutPublicAccessBlock";
    var _PPABR = "PutPublicAccessBlockRequest";
    var _PS = "PolicyStatus";
    var _Pa = "Parts";
    var _Par = "Part";
    var _Parq = "Parquet";
    var _Pay = "Payer";
    var _Payl = "Payload";
    var _Pe = "Permission";
    var _Po = "Policy";
    var _Pr = "Progress";
    var _Pri = "Priority";
    var _Pro = "Protocol";
    var _Q = "Quiet";
    var _QA = "QueueArn";
    var _QC = "QuoteCharacter";
    var _QCL = "QueueConfigurationList";
    var _QCu = "QueueConfigurations";
    var _QCue = "QueueConfiguration";
    var _QEC = "QuoteEscapeCharacter";
    var _QF = "QuoteFields";
    var _Qu = "Queue";
    var _R = "Role";
    var _RART = "RedirectAllRequestsTo";
    var _RC = "RequestCharged";
    var _RCC = "ResponseCacheControl";
    var _RCD = "ResponseContentDisposition";
    var _RCE = "ResponseContentEncoding";
    var _RCL = "ResponseContentLanguage";
    var _RCT = "ResponseContentType";
    var _RCe = "ReplicationConfiguration";
    var _RD = "RecordDelimiter";
    var _RE = "ResponseExpires";
    var _RED = "RestoreExpiryDate";
    var _REe = "RecordExpiration";
    var _REec = "RecordsEvent";
    var _RKKID = "ReplicaKmsKeyID";
    var _RKPW = "ReplaceKeyPrefixWith";
    var _RKW = "ReplaceKeyWith";
    var _RM = "ReplicaModifications";
    var _RO = "RenameObject";
    var _ROO = "RenameObjectOutput";
    var _ROOe = "RestoreObjectOutput";
    var _ROP = "RestoreOutputPath";
    var _ROR = "RenameObjectRequest";
    var _RORe = "RestoreObjectRequest";
    var _ROe = "RestoreObject";
    var _RP = "RequestPayer";
    var _RPB = "RestrictPublicBuckets";
    var _RPC = "RequestPaymentConfiguration";
    var _RPe = "RequestProgress";
    var _RR = "RoutingRules";
    var _RRAO = "ReplicationRuleAndOperator";
    var _RRF = "ReplicationRuleFilter";
    var _RRe = "ReplicationRule";
    var _RRep = "ReplicationRules";
    var _RReq = "RequestRoute";
    var _RRes = "RestoreRequest";
    var _RRo = "RoutingRule";
    var _RS = "ReplicationStatus";
    var _RSe = "RestoreStatus";
    var _RSen = "RenameSource";
    var _RT = "ReplicationTime";
    var _RTV = "ReplicationTimeValue";
    var _RTe = "RequestToken";
    var _RUD = "RetainUntilDate";
    var _Ra = "Range";
    var _Re = "Restore";
    var _Rec = "Records";
    var _Red = "Redirect";
    var _Ret = "Retention";
    var _Ru = "Rules";
    var _Rul = "Rule";
    var _S = "Status";
    var _SA = "StartAfter";
    var _SAK = "SecretAccessKey";
    var _SAs = "SseAlgorithm";
    var _SB = "StreamingBlob";
    var _SBD = "S3BucketDestination";
    var _SC = "StorageClass";
    var _SCA = "StorageClassAnalysis";
    var _SCADE = "StorageClassAnalysisDataExport";
    var _SCV = "SessionCredentialValue";
    var _SCe = "SessionCredentials";
    var _SCt = "StatusCode";
    var _SDV = "SkipDestinationValidation";
    var _SE = "StatsEvent";
    var _SIM = "SourceIfMatch";
    var _SIMS = "SourceIfModifiedSince";
    var _SINM = "SourceIfNoneMatch";
    var _SIUS = "SourceIfUnmodifiedSince";
    var _SK = "SSE-KMS";
    var _SKEO = "SseKmsEncryptedObjects";
    var _SKF = "S3KeyFilter";
    var _SKe = "S3Key";
    var _SL = "S3Location";
    var _SM = "SessionMode";
    var _SOC = "SelectObjectContent";
    var _SOCES = "SelectObjectContentEventStream";
    var _SOCO = "SelectObjectContentOutput";
    var _SOCR = "SelectObjectContentRequest";
    var _SP = "SelectParameters";
    var _SPi = "SimplePrefix";
    var _SR = "ScanRange";
    var _SS = "SSE-S3";
    var _SSC = "SourceSelectionCriteria";
    var _SSE = "ServerSideEncryption";
    var _SSEA = "SSEAlgorithm";
    var _SSEBD = "ServerSideEncryptionByDefault";
    var _SSEC = "ServerSideEncryptionConfiguration";
    var _SSECA = "SSECustomerAlgorithm";
    var _SSECK = "SSECustomerKey";
    var _SSECKMD = "SSECustomerKeyMD5";
    var _SSEKMS = "SSEKMS";
    var _SSEKMSE = "SSEKMSEncryption";
    var _SSEKMSEC = "SSEKMSEncryptionContext";
    var _SSEKMSKI = "SSEKMSKeyId";
    var _SSER = "ServerSideEncryptionRule";
    var _SSERe = "ServerSideEncryptionRules";
    var _SSES = "SSES3";
    var _ST = "SessionToken";
    var _STD = "S3TablesDestination";
    var _STDR = "S3TablesDestinationResult";
    var _S_ = "S3";
    var _Sc = "Schedule";
    var _Si = "Size";
    var _St = "Start";
    var _Sta = "Stats";
    var _Su = "Suffix";
    var _T = "Tags";
    var _TA = "TableArn";
    var _TAo = "TopicArn";
    var _TB = "TargetBucket";
    var _TBA = "TableBucketArn";
    var _TBT = "TableBucketType";
    var _TC = "TagCount";
    var _TCL = "TopicConfigurationList";
    var _TCo = "TopicConfigurations";
    var _TCop = "TopicConfiguration";
    var _TD = "TaggingDirective";
    var _TDMOS = "TransitionDefaultMinimumObjectSize";
    var _TG = "TargetGrants";
    var _TGa = "TargetGrant";
    var _TL = "TieringList";
    var _TLr = "TransitionList";
    var _TMP = "TooManyParts";
    var _TN = "TableName";
    var _TNa = "TableNamespace";
    var _TOKF = "TargetObjectKeyFormat";
    var _TP = "TargetPrefix";
    var _TPC = "TotalPartsCount";
    var _TS = "TableStatus";
    var _TSa = "TagSet";
    var _Ta = "Tag";
    var _Tag = "Tagging";
    var _Ti = "Tier";
    var _Tie = "Tierings";
    var _Tier = "Tiering";
    var _Tim = "Time";
    var _To = "Token";
    var _Top = "Topic";
    var _Tr = "Transitions";
    var _Tra = "Transition";
    var _Ty = "Type";
    var _U = "Uploads";
    var _UBMATC = "UpdateBucketMetadataAnnotationTableConfiguration";
    var _UBMATCR = "UpdateBucketMetadataAnnotationTableConfigurationRequest";
    var _UBMITC = "UpdateBucketMetadataInventoryTableConfiguration";
    var _UBMITCR = "UpdateBucketMetadataInventoryTableConfigurationRequest";
    var _UBMJTC = "UpdateBucketMetadataJournalTableConfiguration";
    var _UBMJTCR = "UpdateBucketMetadataJournalTableConfigurationRequest";
    var _UI = "UploadId";
    var _UIM = "UploadIdMarker";
    var _UM = "UserMetadata";
    var _UMT = "UnsupportedMediaType";
    var _UOE = "UpdateObjectEncryption";
    var _UOER = "UpdateObjectEncryptionRequest";
    var _UOERp = "UpdateObjectEncryptionResponse";
    var _UP = "UploadPart";
    var _UPC = "UploadPartCopy";
    var _UPCO = "UploadPartCopyOutput";
    var _UPCR = "UploadPartCopyRequest";
    var _UPO = "UploadPartOutput";
    var _UPR = "UploadPartRequest";
    var _URI = "URI";
    var _Up = "Upload";
    var _V = "Value";
    var _VC = "VersioningConfiguration";
    var _VI = "VersionId";
    var _VIM = "VersionIdMarker";
    var _Ve = "Versions";
    var _Ver = "Version";
    var _WC = "WebsiteConfiguration";
    var _WGOR = "WriteGetObjectResponse";
    var _WGORR = "WriteGetObjectResponseRequest";
    var _WOB = "WriteOffsetBytes";
    var _WRL = "WebsiteRedirectLocation";
    var _Y = "Years";
    var _aN = "annotationName";
    var _ap = "annotation-prefix";
    var _ar = "accept-ranges";
    var _br = "bucket-region";
    var _c = "client";
    var _ct = "continuation-token";
    var _d = "delimiter";
    var _e = "error";
    var _eP = "eventPayload";
    var _en = "endpoint";
    var _et = "encoding-type";
    var _fo = "fetch-owner";
    var _h = "http";
    var _hC = "httpChecksum";
    var _hE = "httpError";
    var _hH = "httpHeader";
    var _hL = "hostLabel";
    var _hP = "httpPayload";
    var _hPH = "httpPrefixHeaders";
    var _hQ = "httpQuery";
    var _hi = "http://www.w3.org/2001/XMLSchema-instance";
    var _i = "id";
    var _iT = "idempotencyToken";
    var _km = "key-marker";
    var _m = "marker";
    var _mar = "max-annotation-results";
    var _mb = "max-buckets";
    var _mdb = "max-directory-buckets";
    var _mk = "max-keys";
    var _mp = "max-parts";
    var _mu = "max-uploads";
    var _p = "prefix";
    var _pN = "partNumber";
    var _pnm = "part-number-marker";
    var _rcc = "response-cache-control";
    var _rcd = "response-content-disposition";
    var _rce = "response-content-encoding";
    var _rcl = "response-content-language";
    var _rct = "response-content-type";
    var _re = "response-expires";
    var _s = "smithy.ts.sdk.synthetic.com.amazonaws.s3";
    var _sa = "start-after";
    var _st = "streaming";
    var _uI = "uploadId";
    var _uim = "upload-id-marker";
    var _vI = "versionId";
    var _vim = "version-id-marker";
    var _x = "xsi";
    var _xA = "xmlAttribute";
    var _xF = "xmlFlattened";
    var _xN = "xmlName";
    var _xNm = "xmlNamespace";
    var _xaa = "x-amz-acl";
    var _xaad = "x-amz-abort-date";
    var _xaapa = "x-amz-access-point-alias";
    var _xaari = "x-amz-abort-rule-id";
    var _xaas = "x-amz-archive-status";
    var _xaba = "x-amz-bucket-arn";
    var _xabgr = "x-amz-bypass-governance-retention";
    var _xabln = "x-amz-bucket-location-name";
    var _xablt = "x-amz-bucket-location-type";
    var _xabn = "x-amz-bucket-namespace";
    var _xabole = "x-amz-bucket-object-lock-enabled";
    var _xabolt = "x-amz-bucket-object-lock-token";
    var _xabr = "x-amz-bucket-region";
    var _xaca = "x-amz-checksum-algorithm";
    var _xacc = "x-amz-checksum-crc32";
    var _xacc_ = "x-amz-checksum-crc32c";
    var _xacc__ = "x-amz-checksum-crc64nvme";
    var _xacm = "x-amz-checksum-md5";
    var _xacm_ = "x-amz-checksum-mode";
    var _xacrsba = "x-amz-confirm-remove-self-bucket-access";
    var _xacs = "x-amz-checksum-sha1";
    var _xacs_ = "x-amz-checksum-sha256";
    var _xacs__ = "x-amz-checksum-sha512";
    var _xacs___ = "x-amz-copy-source";
    var _xacsim = "x-amz-copy-source-if-match";
    var _xacsims = "x-amz-copy-source-if-modified-since";
    var _xacsinm = "x-amz-copy-source-if-none-match";
    var _xacsius = "x-amz-copy-source-if-unmodified-since";
    var _xacsm = "x-amz-create-session-mode";
    var _xacsr = "x-amz-copy-source-range";
    var _xacssseca = "x-amz-copy-source-server-side-encryption-customer-algorithm";
    var _xacssseck = "x-amz-copy-source-server-side-encryption-customer-key";
    var _xacssseckM = "x-amz-copy-source-server-side-encryption-customer-key-MD5";
    var _xacsvi = "x-amz-copy-source-version-id";
    var _xact = "x-amz-checksum-type";
    var _xact_ = "x-amz-client-token";
    var _xacx = "x-amz-checksum-xxhash64";
    var _xacx_ = "x-amz-checksum-xxhash3";
    var _xacx__ = "x-amz-checksum-xxhash128";
    var _xadm = "x-amz-delete-marker";
    var _xae = "x-amz-expiration";
    var _xaebo = "x-amz-expected-bucket-owner";
    var _xafec = "x-amz-fwd-error-code";
    var _xafem = "x-amz-fwd-error-message";
    var _xafhCC = "x-amz-fwd-header-Cache-Control";
    var _xafhCD = "x-amz-fwd-header-Content-Disposition";
    var _xafhCE = "x-amz-fwd-header-Content-Encoding";
    var _xafhCL = "x-amz-fwd-header-Content-Language";
    var _xafhCR = "x-amz-fwd-header-Content-Range";
    var _xafhCT = "x-amz-fwd-header-Content-Type";
    var _xafhE = "x-amz-fwd-header-ETag";
    var _xafhE_ = "x-amz-fwd-header-Expires";
    var _xafhLM = "x-amz-fwd-header-Last-Modified";
    var _xafhar = "x-amz-fwd-header-accept-ranges";
    var _xafhxacc = "x-amz-fwd-header-x-amz-checksum-crc32";
    var _xafhxacc_ = "x-amz-fwd-header-x-amz-checksum-crc32c";
    var _xafhxacc__ = "x-amz-fwd-header-x-amz-checksum-crc64nvme";
    var _xafhxacm = "x-amz-fwd-header-x-amz-checksum-md5";
    var _xafhxacs = "x-amz-fwd-header-x-amz-checksum-sha1";
    var _xafhxacs_ = "x-amz-fwd-header-x-amz-checksum-sha256";
    var _xafhxacs__ = "x-amz-fwd-header-x-amz-checksum-sha512";
    var _xafhxacx = "x-amz-fwd-header-x-amz-checksum-xxhash64";
    var _xafhxacx_ = "x-amz-fwd-header-x-amz-checksum-xxhash3";
    var _xafhxacx__ = "x-amz-fwd-header-x-amz-checksum-xxhash128";
    var _xafhxadm = "x-amz-fwd-header-x-amz-delete-marker";
    var _xafhxae = "x-amz-fwd-header-x-amz-expiration";
    var _xafhxamm = "x-amz-fwd-header-x-amz-missing-meta";
    var _xafhxampc = "x-amz-fwd-header-x-amz-mp-parts-count";
    var _xafhxaollh = "x-amz-fwd-header-x-amz-object-lock-legal-hold";
    var _xafhxaolm = "x-amz-fwd-header-x-amz-object-lock-mode";
    var _xafhxaolrud = "x-amz-fwd-header-x-amz-object-lock-retain-until-date";
    var _xafhxar = "x-amz-fwd-header-x-amz-restore";
    var _xafhxarc = "x-amz-fwd-header-x-amz-request-charged";
    var _xafhxars = "x-amz-fwd-header-x-amz-replication-status";
    var _xafhxasc = "x-amz-fwd-header-x-amz-storage-class";
    var _xafhxasse = "x-amz-fwd-header-x-amz-server-side-encryption";
    var _xafhxasseakki = "x-amz-fwd-header-x-amz-server-side-encryption-aws-kms-key-id";
    var _xafhxassebke = "x-amz-fwd-header-x-amz-server-side-encryption-bucket-key-enabled";
    var _xafhxasseca = "x-amz-fwd-header-x-amz-server-side-encryption-customer-algorithm";
    var _xafhxasseckM = "x-amz-fwd-header-x-amz-server-side-encryption-customer-key-MD5";
    var _xafhxatc = "x-amz-fwd-header-x-amz-tagging-count";
    var _xafhxavi = "x-amz-fwd-header-x-amz-version-id";
    var _xafs = "x-amz-fwd-status";
    var _xagfc = "x-amz-grant-full-control";
    var _xagr = "x-amz-grant-read";
    var _xagra = "x-amz-grant-read-acp";
    var _xagw = "x-amz-grant-write";
    var _xagwa = "x-amz-grant-write-acp";
    var _xaimit = "x-amz-if-match-initiated-time";
    var _xaimlmt = "x-amz-if-match-last-modified-time";
    var _xaims = "x-amz-if-match-size";
    var _xam = "x-amz-meta-";
    var _xam_ = "x-amz-mfa";
    var _xamd = "x-amz-metadata-directive";
    var _xamm = "x-amz-missing-meta";
    var _xamos = "x-amz-mp-object-size";
    var _xamp = "x-amz-max-parts";
    var _xampc = "x-amz-mp-parts-count";
    var _xaoa = "x-amz-object-attributes";
    var _xaoad = "x-amz-object-annotation-directive";
    var _xaoim = "x-amz-object-if-match";
    var _xaoleh = "x-amz-object-lock-event-hold";
    var _xaolehdd = "x-amz-object-lock-event-hold-duration-days";
    var _xaolehdy = "x-amz-object-lock-event-hold-duration-years";
    var _xaollh = "x-amz-object-lock-legal-hold";
    var _xaolm = "x-amz-object-lock-mode";
    var _xaolrud = "x-amz-object-lock-retain-until-date";
    var _xaoo = "x-amz-object-ownership";
    var _xaooa = "x-amz-optional-object-attributes";
    var _xaos = "x-amz-object-size";
    var _xaovi = "x-amz-object-version-id";
    var _xapnm = "x-amz-part-number-marker";
    var _xar = "x-amz-restore";
    var _xarc = "x-amz-request-charged";
    var _xarop = "x-amz-restore-output-path";
    var _xarp = "x-amz-request-payer";
    var _xarr = "x-amz-request-route";
    var _xars = "x-amz-replication-status";
    var _xars_ = "x-amz-rename-source";
    var _xarsim = "x-amz-rename-source-if-match";
    var _xarsims = "x-amz-rename-source-if-modified-since";
    var _xarsinm = "x-amz-rename-source-if-none-match";
    var _xarsius = "x-amz-rename-source-if-unmodified-since";
    var _xart = "x-amz-request-token";
    var _xasc = "x-amz-storage-class";
    var _xasca = "x-amz-sdk-checksum-algorithm";
    var _xasdv = "x-amz-skip-destination-validation";
    var _xasebo = "x-amz-source-expected-bucket-owner";
    var _xasse = "x-amz-server-side-encryption";
    var _xasseakki = "x-amz-server-side-encryption-aws-kms-key-id";
    var _xassebke = "x-amz-server-side-encryption-bucket-key-enabled";
    var _xassec = "x-amz-server-side-encryption-context";
    var _xasseca = "x-amz-server-side-encryption-customer-algorithm";
    var _xasseck = "x-amz-server-side-encryption-customer-key";
    var _xasseckM = "x-amz-server-side-encryption-customer-key-MD5";
    var _xat = "x-amz-tagging";
    var _xatc = "x-amz-tagging-count";
    var _xatd = "x-amz-tagging-directive";
    var _xatdmos = "x-amz-transition-default-minimum-object-size";
    var _xavi = "x-amz-version-id";
    var _xawob = "x-amz-write-offset-bytes";
    var _xawrl = "x-amz-website-redirect-location";
    var _xs = "xsi:type";
    var n0 = "com.amazonaws.s3";
    var _s_registry = new TypeRegistry(_s);
    var S3ServiceException$ = [-3, _s, "S3ServiceException", 0, [], []];
    _s_registry.registerError(S3ServiceException$, S3ServiceException);
    var n0_registry = new TypeRegistry(n0);
    var AccessDenied$ = [
      -3,
      n0,
      _AD,
      { [_e]: _c, [_hE]: 403 },
      [],
      []
    ];
    n0_registry.registerError(AccessDenied$, AccessDenied);
    var AnnotationLimitExceeded$ = [
      -3,
      n0,
      _ALE,
      { [_e]: _c, [_hE]: 400 },
      [],
      []
    ];
    n0_registry.registerError(AnnotationLimitExceeded$, AnnotationLimitExceeded);
    var AnnotationNameTooLong$ = [
      -3,
      n0,
      _ANTL,
      { [_e]: _c, [_hE]: 400 },
      [],
      []
    ];
    n0_registry.registerError(AnnotationNameTooLong$, AnnotationNameTooLong);
    var BucketAlreadyExists$ = [
      -3,
      n0,
      _BAE,
      { [_e]: _c, [_hE]: 409 },
      [],
      []
    ];
    n0_registry.registerError(BucketAlreadyExists$, BucketAlreadyExists);
    var BucketAlreadyOwnedByYou$ = [
      -3,
      n0,
      _BAOBY,
      { [_e]: _c, [_hE]: 409 },
      [],
      []
    ];
    n0_registry.registerError(BucketAlreadyOwnedByYou$, BucketAlreadyOwnedByYou);
    var EncryptionTypeMismatch$ = [
      -3,
      n0,
      _ETM,
      { [_e]: _c, [_hE]: 400 },
      [],
      []
    ];
    n0_registry.registerError(EncryptionTypeMismatch$, EncryptionTypeMismatch);
    var IdempotencyParameterMismatch$ = [
      -3,
      n0,
      _IPM,
      { [_e]: _c, [_hE]: 400 },
      [],
      []
    ];
    n0_registry.registerError(IdempotencyParameterMismatch$, IdempotencyParameterMismatch);
    var InvalidAnnotationName$ = [
      -3,
      n0,
      _IAN,
      { [_e]: _c, [_hE]: 400 },
      [],
      []
    ];
    n0_registry.registerError(InvalidAnnotationName$, InvalidAnnotationName);
    var InvalidObjectState$ = [
      -3,
      n0,
      _IOS,
      { [_e]: _c, [_hE]: 403 },
      [_SC, _AT],
      [0, 0]
    ];
    n0_registry.registerError(InvalidObjectState$, InvalidObjectState);
    var InvalidPrefix$ = [
      -3,
      n0,
      _IP,
      { [_e]: _c, [_hE]: 400 },
      [],
      []
    ];
    n0_registry.registerError(InvalidPrefix$, InvalidPrefix);
    var InvalidRequest$ = [
      -3,
      n0,
      _IR,
      { [_e]: _c, [_hE]: 400 },
      [],
      []
    ];
    n0_registry.registerError(InvalidRequest$, InvalidRequest);
    var InvalidWriteOffset$ = [
      -3,
      n0,
      _IWO,
      { [_e]: _c, [_hE]: 400 },
      [],
      []
    ];
    n0_registry.registerError(InvalidWriteOffset$, InvalidWriteOffset);
    var NoSuchAnnotation$ = [
      -3,
      n0,
      _NSA,
      { [_e]: _c, [_hE]: 404 },
      [],
      []
    ];
    n0_registry.registerError(NoSuchAnnotation$, NoSuchAnnotation);
    var NoSuchBucket$ = [
      -3,
      n0,
      _NSB,
      { [_e]: _c, [_hE]: 404 },
      [],
      []
    ];
    n0_registry.registerError(NoSuchBucket$, NoSuchBucket);
    var NoSuchKey$ = [
      -3,
      n0,
      _NSK,
      { [_e]: _c, [_hE]: 404 },
      [],
      []
    ];
    n0_registry.registerError(NoSuchKey$, NoSuchKey);
    var NoSuchUpload$ = [
      -3,
      n0,
      _NSU,
      { [_e]: _c, [_hE]: 404 },
      [],
      []
    ];
    n0_registry.registerError(NoSuchUpload$, NoSuchUpload);
    var NotFound$ = [
      -3,
      n0,
      _NF,
      { [_e]: _c },
      [],
      []
    ];
    n0_registry.registerError(NotFound$, NotFound);
    var ObjectAlreadyInActiveTierError$ = [
      -3,
      n0,
      _OAIATE,
      { [_e]: _c, [_hE]: 403 },
      [],
      []
    ];
    n0_registry.registerError(ObjectAlreadyInActiveTierError$, ObjectAlreadyInActiveTierError);
    var ObjectNotInActiveTierError$ = [
      -3,
      n0,
      _ONIATE,
      { [_e]: _c, [_hE]: 403 },
      [],
      []
    ];
    n0_registry.registerError(ObjectNotInActiveTierError$, ObjectNotInActiveTierError);
    var TooManyParts$ = [
      -3,
      n0,
      _TMP,
      { [_e]: _c, [_hE]: 400 },
      [],
      []
    ];
    n0_registry.registerError(TooManyParts$, TooManyParts);
    var UnsupportedMediaType$ = [
      -3,
      n0,
      _UMT,
      { [_e]: _c, [_hE]: 415 },
      [],
      []
    ];
    n0_registry.registerError(UnsupportedMediaType$, UnsupportedMediaType);
    var errorTypeRegistries = [
      _s_registry,
      n0_registry
    ];
    var CopySourceSSECustomerKey = [0, n0, _CSSSECK, 8, 0];
    var NonEmptyKmsKeyArnString = [0, n0, _NEKKAS, 8, 0];
    var SessionCredentialValue = [0, n0, _SCV, 8, 0];
    var SSECustomerKey = [0, n0, _SSECK, 8, 0];
    var SSEKMSEncryptionContext = [0, n0, _SSEKMSEC, 8, 0];
    var SSEKMSKeyId = [0, n0, _SSEKMSKI, 8, 0];
    var StreamingBlob = [0, n0, _SB, { [_st]: 1 }, 42];
    var AbacStatus$ = [
      3,
      n0,
      _AS,
      0,
      [_S],
      [0]
    ];
    var AbortIncompleteMultipartUpload$ = [
      3,
      n0,
      _AIMU,
      0,
      [_DAI],
      [1]
    ];
    var AbortMultipartUploadOutput$ = [
      3,
      n0,
      _AMUO,
      0,
      [_RC],
      [[0, { [_hH]: _xarc }]]
    ];
    var AbortMultipartUploadRequest$ = [
      3,
      n0,
      _AMUR,
      0,
      [_B, _K, _UI, _RP, _EBO, _IMIT],
      [[0, 1], [0, 1], [0, { [_hQ]: _uI }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }], [6, { [_hH]: _xaimit }]],
      3
    ];
    var AccelerateConfiguration$ = [
      3,
      n0,
      _AC,
      0,
      [_S],
      [0]
    ];
    var AccessControlPolicy$ = [
      3,
      n0,
      _ACP,
      0,
      [_G, _O],
      [[() => Grants, { [_xN]: _ACL }], () => Owner$]
    ];
    var AccessControlTranslation$ = [
      3,
      n0,
      _ACT,
      0,
      [_O],
      [0],
      1
    ];
    var AnalyticsAndOperator$ = [
      3,
      n0,
      _AAO,
      0,
      [_P, _T],
      [0, [() => TagSet, { [_xF]: 1, [_xN]: _Ta }]]
    ];
    var AnalyticsConfiguration$ = [
      3,
      n0,
      _ACn,
      0,
      [_I, _SCA, _F],
      [0, () => StorageClassAnalysis$, [() => AnalyticsFilter$, 0]],
      2
    ];
    var AnalyticsExportDestination$ = [
      3,
      n0,
      _AED,
      0,
      [_SBD],
      [() => AnalyticsS3BucketDestination$],
      1
    ];
    var AnalyticsS3BucketDestination$ = [
      3,
      n0,
      _ASBD,
      0,
      [_Fo, _B, _BAI, _P],
      [0, 0, 0, 0],
      2
    ];
    var AnnotationEntry$ = [
      3,
      n0,
      _AE,
      0,
      [_AN, _LM, _Si, _ET, _CA, _RS],
      [0, 4, 1, 0, [64 | 0, { [_xF]: 1 }], 0],
      3
    ];
    var AnnotationTableConfiguration$ = [
      3,
      n0,
      _ATC,
      0,
      [_CS, _EC, _R],
      [0, () => MetadataTableEncryptionConfiguration$, 0],
      1
    ];
    var AnnotationTableConfigurationResult$ = [
      3,
      n0,
      _ATCR,
      0,
      [_CS, _TS, _E, _TN, _TA, _R],
      [0, 0, () => ErrorDetails$, 0, 0, 0],
      1
    ];
    var AnnotationTableConfigurationUpdates$ = [
      3,
      n0,
      _ATCU,
      0,
      [_CS, _EC, _R],
      [0, () => MetadataTableEncryptionConfiguration$, 0],
      1
    ];
    var BlockedEncryptionTypes$ = [
      3,
      n0,
      _BET,
      0,
      [_ETn],
      [[() => EncryptionTypeList, { [_xF]: 1 }]]
    ];
    var Bucket$ = [
      3,
      n0,
      _B,
      0,
      [_N, _CD, _BR, _BA],
      [0, 4, 0, 0]
    ];
    var BucketInfo$ = [
      3,
      n0,
      _BI,
      0,
      [_DR, _Ty],
      [0, 0]
    ];
    var BucketLifecycleConfiguration$ = [
      3,
      n0,
      _BLC,
      0,
      [_Ru],
      [[() => LifecycleRules, { [_xF]: 1, [_xN]: _Rul }]],
      1
    ];
    var BucketLoggingStatus$ = [
      3,
      n0,
      _BLS,
      0,
      [_LE],
      [[() => LoggingEnabled$, 0]]
    ];
    var Checksum$ = [
      3,
      n0,
      _C,
      0,
      [_CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _CT],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    ];
    var CommonPrefix$ = [
      3,
      n0,
      _CP,
      0,
      [_P],
      [0]
    ];
    var CompletedMultipartUpload$ = [
      3,
      n0,
      _CMU,
      0,
      [_Pa],
      [[() => CompletedPartList, { [_xF]: 1, [_xN]: _Par }]]
    ];
    var CompletedPart$ = [
      3,
      n0,
      _CPo,
      0,
      [_ET, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _PN],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]
    ];
    var CompleteMultipartUploadOutput$ = [
      3,
      n0,
      _CMUO,
      { [_xN]: _CMUR },
      [_L, _B, _K, _Ex, _ET, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _CT, _SSE, _VI, _SSEKMSKI, _BKE, _RC],
      [0, 0, 0, [0, { [_hH]: _xae }], 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, [0, { [_hH]: _xasse }], [0, { [_hH]: _xavi }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [2, { [_hH]: _xassebke }], [0, { [_hH]: _xarc }]]
    ];
    var CompleteMultipartUploadRequest$ = [
      3,
      n0,
      _CMURo,
      0,
      [_B, _K, _UI, _MU, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _CT, _MOS, _RP, _EBO, _IM, _INM, _SSECA, _SSECK, _SSECKMD],
      [[0, 1], [0, 1], [0, { [_hQ]: _uI }], [() => CompletedMultipartUpload$, { [_hP]: 1, [_xN]: _CMUo }], [0, { [_hH]: _xacc }], [0, { [_hH]: _xacc_ }], [0, { [_hH]: _xacc__ }], [0, { [_hH]: _xacs }], [0, { [_hH]: _xacs_ }], [0, { [_hH]: _xacs__ }], [0, { [_hH]: _xacm }], [0, { [_hH]: _xacx }], [0, { [_hH]: _xacx_ }], [0, { [_hH]: _xacx__ }], [0, { [_hH]: _xact }], [1, { [_hH]: _xamos }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _IM_ }], [0, { [_hH]: _INM_ }], [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }]],
      3
    ];
    var Condition$ = [
      3,
      n0,
      _Co,
      0,
      [_HECRE, _KPE],
      [0, 0]
    ];
    var ContinuationEvent$ = [
      3,
      n0,
      _CE,
      0,
      [],
      []
    ];
    var CopyObjectOutput$ = [
      3,
      n0,
      _COO,
      0,
      [_COR, _Ex, _CSVI, _VI, _SSE, _SSECA, _SSECKMD, _SSEKMSKI, _SSEKMSEC, _BKE, _RC],
      [[() => CopyObjectResult$, 16], [0, { [_hH]: _xae }], [0, { [_hH]: _xacsvi }], [0, { [_hH]: _xavi }], [0, { [_hH]: _xasse }], [0, { [_hH]: _xasseca }], [0, { [_hH]: _xasseckM }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [() => SSEKMSEncryptionContext, { [_hH]: _xassec }], [2, { [_hH]: _xassebke }], [0, { [_hH]: _xarc }]]
    ];
    var CopyObjectRequest$ = [
      3,
      n0,
      _CORo,
      0,
      [_B, _CSo, _K, _ACL_, _CC, _CA, _CDo, _CEo, _CL, _CTo, _CSIM, _CSIMS, _CSINM, _CSIUS, _Exp, _GFC, _GR, _GRACP, _GWACP, _IM, _INM, _M, _MD, _TD, _ADn, _SSE, _SC, _WRL, _SSECA, _SSECK, _SSECKMD, _SSEKMSKI, _SSEKMSEC, _BKE, _CSSSECA, _CSSSECK, _CSSSECKMD, _RP, _Tag, _OLM, _OLRUD, _OLLHS, _OLEH, _OLEHDD, _OLEHDY, _EBO, _ESBO],
      [[0, 1], [0, { [_hH]: _xacs___ }], [0, 1], [0, { [_hH]: _xaa }], [0, { [_hH]: _CC_ }], [0, { [_hH]: _xaca }], [0, { [_hH]: _CD_ }], [0, { [_hH]: _CE_ }], [0, { [_hH]: _CL_ }], [0, { [_hH]: _CT_ }], [0, { [_hH]: _xacsim }], [4, { [_hH]: _xacsims }], [0, { [_hH]: _xacsinm }], [4, { [_hH]: _xacsius }], [4, { [_hH]: _Exp }], [0, { [_hH]: _xagfc }], [0, { [_hH]: _xagr }], [0, { [_hH]: _xagra }], [0, { [_hH]: _xagwa }], [0, { [_hH]: _IM_ }], [0, { [_hH]: _INM_ }], [128 | 0, { [_hPH]: _xam }], [0, { [_hH]: _xamd }], [0, { [_hH]: _xatd }], [0, { [_hH]: _xaoad }], [0, { [_hH]: _xasse }], [0, { [_hH]: _xasc }], [0, { [_hH]: _xawrl }], [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [() => SSEKMSEncryptionContext, { [_hH]: _xassec }], [2, { [_hH]: _xassebke }], [0, { [_hH]: _xacssseca }], [() => CopySourceSSECustomerKey, { [_hH]: _xacssseck }], [0, { [_hH]: _xacssseckM }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xat }], [0, { [_hH]: _xaolm }], [5, { [_hH]: _xaolrud }], [0, { [_hH]: _xaollh }], [0, { [_hH]: _xaoleh }], [1, { [_hH]: _xaolehdd }], [1, { [_hH]: _xaolehdy }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xasebo }]],
      3
    ];
    var CopyObjectResult$ = [
      3,
      n0,
      _COR,
      0,
      [_ET, _LM, _CT, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe],
      [0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    ];
    var CopyPartResult$ = [
      3,
      n0,
      _CPR,
      0,
      [_ET, _LM, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe],
      [0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    ];
    var CORSConfiguration$ = [
      3,
      n0,
      _CORSC,
      0,
      [_CORSR],
      [[() => CORSRules, { [_xF]: 1, [_xN]: _CORSRu }]],
      1
    ];
    var CORSRule$ = [
      3,
      n0,
      _CORSRu,
      0,
      [_AM, _AO, _ID, _AH, _EH, _MAS],
      [[64 | 0, { [_xF]: 1, [_xN]: _AMl }], [64 | 0, { [_xF]: 1, [_xN]: _AOl }], 0, [64 | 0, { [_xF]: 1, [_xN]: _AHl }], [64 | 0, { [_xF]: 1, [_xN]: _EHx }], 1],
      2
    ];
    var CreateBucketConfiguration$ = [
      3,
      n0,
      _CBC,
      0,
      [_LC, _L, _B, _T],
      [0, () => LocationInfo$, () => BucketInfo$, [() => TagSet, 0]]
    ];
    var CreateBucketMetadataConfigurationRequest$ = [
      3,
      n0,
      _CBMCR,
      0,
      [_B, _MC, _CMDo, _CA, _EBO],
      [[0, 1], [() => MetadataConfiguration$, { [_hP]: 1, [_xN]: _MC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var CreateBucketMetadataTableConfigurationRequest$ = [
      3,
      n0,
      _CBMTCR,
      0,
      [_B, _MTC, _CMDo, _CA, _EBO],
      [[0, 1], [() => MetadataTableConfiguration$, { [_hP]: 1, [_xN]: _MTC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var CreateBucketOutput$ = [
      3,
      n0,
      _CBO,
      0,
      [_L, _BA],
      [[0, { [_hH]: _L }], [0, { [_hH]: _xaba }]]
    ];
    var CreateBucketRequest$ = [
      3,
      n0,
      _CBR,
      0,
      [_B, _ACL_, _CBC, _GFC, _GR, _GRACP, _GW, _GWACP, _OLEFB, _OO, _BN],
      [[0, 1], [0, { [_hH]: _xaa }], [() => CreateBucketConfiguration$, { [_hP]: 1, [_xN]: _CBC }], [0, { [_hH]: _xagfc }], [0, { [_hH]: _xagr }], [0, { [_hH]: _xagra }], [0, { [_hH]: _xagw }], [0, { [_hH]: _xagwa }], [2, { [_hH]: _xabole }], [0, { [_hH]: _xaoo }], [0, { [_hH]: _xabn }]],
      1
    ];
    var CreateMultipartUploadOutput$ = [
      3,
      n0,
      _CMUOr,
      { [_xN]: _IMUR },
      [_ADb, _ARI, _B, _K, _UI, _SSE, _SSECA, _SSECKMD, _SSEKMSKI, _SSEKMSEC, _BKE, _RC, _CA, _CT],
      [[4, { [_hH]: _xaad }], [0, { [_hH]: _xaari }], [0, { [_xN]: _B }], 0, 0, [0, { [_hH]: _xasse }], [0, { [_hH]: _xasseca }], [0, { [_hH]: _xasseckM }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [() => SSEKMSEncryptionContext, { [_hH]: _xassec }], [2, { [_hH]: _xassebke }], [0, { [_hH]: _xarc }], [0, { [_hH]: _xaca }], [0, { [_hH]: _xact }]]
    ];
    var CreateMultipartUploadRequest$ = [
      3,
      n0,
      _CMURr,
      0,
      [_B, _K, _ACL_, _CC, _CDo, _CEo, _CL, _CTo, _Exp, _GFC, _GR, _GRACP, _GWACP, _M, _SSE, _SC, _WRL, _SSECA, _SSECK, _SSECKMD, _SSEKMSKI, _SSEKMSEC, _BKE, _RP, _Tag, _OLM, _OLRUD, _OLLHS, _OLEH, _OLEHDD, _OLEHDY, _EBO, _CA, _CT],
      [[0, 1], [0, 1], [0, { [_hH]: _xaa }], [0, { [_hH]: _CC_ }], [0, { [_hH]: _CD_ }], [0, { [_hH]: _CE_ }], [0, { [_hH]: _CL_ }], [0, { [_hH]: _CT_ }], [4, { [_hH]: _Exp }], [0, { [_hH]: _xagfc }], [0, { [_hH]: _xagr }], [0, { [_hH]: _xagra }], [0, { [_hH]: _xagwa }], [128 | 0, { [_hPH]: _xam }], [0, { [_hH]: _xasse }], [0, { [_hH]: _xasc }], [0, { [_hH]: _xawrl }], [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [() => SSEKMSEncryptionContext, { [_hH]: _xassec }], [2, { [_hH]: _xassebke }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xat }], [0, { [_hH]: _xaolm }], [5, { [_hH]: _xaolrud }], [0, { [_hH]: _xaollh }], [0, { [_hH]: _xaoleh }], [1, { [_hH]: _xaolehdd }], [1, { [_hH]: _xaolehdy }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xaca }], [0, { [_hH]: _xact }]],
      2
    ];
    var CreateSessionOutput$ = [
      3,
      n0,
      _CSO,
      { [_xN]: _CSR },
      [_Cr, _SSE, _SSEKMSKI, _SSEKMSEC, _BKE],
      [[() => SessionCredentials$, { [_xN]: _Cr }], [0, { [_hH]: _xasse }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [() => SSEKMSEncryptionContext, { [_hH]: _xassec }], [2, { [_hH]: _xassebke }]],
      1
    ];
    var CreateSessionRequest$ = [
      3,
      n0,
      _CSRr,
      0,
      [_B, _SM, _SSE, _SSEKMSKI, _SSEKMSEC, _BKE],
      [[0, 1], [0, { [_hH]: _xacsm }], [0, { [_hH]: _xasse }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [() => SSEKMSEncryptionContext, { [_hH]: _xassec }], [2, { [_hH]: _xassebke }]],
      1
    ];
    var CSVInput$ = [
      3,
      n0,
      _CSVIn,
      0,
      [_FHI, _Com, _QEC, _RD, _FD, _QC, _AQRD],
      [0, 0, 0, 0, 0, 0, 2]
    ];
    var CSVOutput$ = [
      3,
      n0,
      _CSVO,
      0,
      [_QF, _QEC, _RD, _FD, _QC],
      [0, 0, 0, 0, 0]
    ];
    var DefaultRetention$ = [
      3,
      n0,
      _DRe,
      0,
      [_Mo, _D, _Y, _DEH],
      [0, 1, 1, () => EventHoldDuration$]
    ];
    var Delete$ = [
      3,
      n0,
      _De,
      0,
      [_Ob, _Q],
      [[() => ObjectIdentifierList, { [_xF]: 1, [_xN]: _Obj }], 2],
      1
    ];
    var DeleteBucketAnalyticsConfigurationRequest$ = [
      3,
      n0,
      _DBACR,
      0,
      [_B, _I, _EBO],
      [[0, 1], [0, { [_hQ]: _i }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var DeleteBucketCorsRequest$ = [
      3,
      n0,
      _DBCR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var DeleteBucketEncryptionRequest$ = [
      3,
      n0,
      _DBER,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var DeleteBucketIntelligentTieringConfigurationRequest$ = [
      3,
      n0,
      _DBITCR,
      0,
      [_B, _I, _EBO],
      [[0, 1], [0, { [_hQ]: _i }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var DeleteBucketInventoryConfigurationRequest$ = [
      3,
      n0,
      _DBICR,
      0,
      [_B, _I, _EBO],
      [[0, 1], [0, { [_hQ]: _i }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var DeleteBucketLifecycleRequest$ = [
      3,
      n0,
      _DBLR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var DeleteBucketMetadataConfigurationRequest$ = [
      3,
      n0,
      _DBMCR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var DeleteBucketMetadataTableConfigurationRequest$ = [
      3,
      n0,
      _DBMTCR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var DeleteBucketMetricsConfigurationRequest$ = [
      3,
      n0,
      _DBMCRe,
      0,
      [_B, _I, _EBO],
      [[0, 1], [0, { [_hQ]: _i }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var DeleteBucketOwnershipControlsRequest$ = [
      3,
      n0,
      _DBOCR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var DeleteBucketPolicyRequest$ = [
      3,
      n0,
      _DBPR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var DeleteBucketReplicationRequest$ = [
      3,
      n0,
      _DBRR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var DeleteBucketRequest$ = [
      3,
      n0,
      _DBR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var DeleteBucketTaggingRequest$ = [
      3,
      n0,
      _DBTR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var DeleteBucketWebsiteRequest$ = [
      3,
      n0,
      _DBWR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var DeletedObject$ = [
      3,
      n0,
      _DO,
      0,
      [_K, _VI, _DM, _DMVI],
      [0, 0, 2, 0]
    ];
    var DeleteMarkerEntry$ = [
      3,
      n0,
      _DME,
      0,
      [_O, _K, _VI, _IL, _LM],
      [() => Owner$, 0, 0, 2, 4]
    ];
    var DeleteMarkerReplication$ = [
      3,
      n0,
      _DMR,
      0,
      [_S],
      [0]
    ];
    var DeleteObjectAnnotationOutput$ = [
      3,
      n0,
      _DOAO,
      0,
      [_OVI, _RC],
      [[0, { [_hH]: _xaovi }], [0, { [_hH]: _xarc }]]
    ];
    var DeleteObjectAnnotationRequest$ = [
      3,
      n0,
      _DOAR,
      0,
      [_B, _K, _AN, _VI, _RP, _EBO, _OIM],
      [[0, 1], [0, 1], [0, { [_hQ]: _aN }], [0, { [_hQ]: _vI }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xaoim }]],
      3
    ];
    var DeleteObjectOutput$ = [
      3,
      n0,
      _DOO,
      0,
      [_DM, _VI, _RC],
      [[2, { [_hH]: _xadm }], [0, { [_hH]: _xavi }], [0, { [_hH]: _xarc }]]
    ];
    var DeleteObjectRequest$ = [
      3,
      n0,
      _DOR,
      0,
      [_B, _K, _MFA, _VI, _RP, _BGR, _EBO, _IM, _IMLMT, _IMS],
      [[0, 1], [0, 1], [0, { [_hH]: _xam_ }], [0, { [_hQ]: _vI }], [0, { [_hH]: _xarp }], [2, { [_hH]: _xabgr }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _IM_ }], [6, { [_hH]: _xaimlmt }], [1, { [_hH]: _xaims }]],
      2
    ];
    var DeleteObjectsOutput$ = [
      3,
      n0,
      _DOOe,
      { [_xN]: _DRel },
      [_Del, _RC, _Er],
      [[() => DeletedObjects, { [_xF]: 1 }], [0, { [_hH]: _xarc }], [() => Errors, { [_xF]: 1, [_xN]: _E }]]
    ];
    var DeleteObjectsRequest$ = [
      3,
      n0,
      _DORe,
      0,
      [_B, _De, _MFA, _RP, _BGR, _EBO, _CA],
      [[0, 1], [() => Delete$, { [_hP]: 1, [_xN]: _De }], [0, { [_hH]: _xam_ }], [0, { [_hH]: _xarp }], [2, { [_hH]: _xabgr }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xasca }]],
      2
    ];
    var DeleteObjectTaggingOutput$ = [
      3,
      n0,
      _DOTO,
      0,
      [_VI],
      [[0, { [_hH]: _xavi }]]
    ];
    var DeleteObjectTaggingRequest$ = [
      3,
      n0,
      _DOTR,
      0,
      [_B, _K, _VI, _EBO],
      [[0, 1], [0, 1], [0, { [_hQ]: _vI }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var DeletePublicAccessBlockRequest$ = [
      3,
      n0,
      _DPABR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var Destination$ = [
      3,
      n0,
      _Des,
      0,
      [_B, _A, _SC, _ACT, _EC, _RT, _Me],
      [0, 0, 0, () => AccessControlTranslation$, () => EncryptionConfiguration$, () => ReplicationTime$, () => Metrics$],
      1
    ];
    var DestinationResult$ = [
      3,
      n0,
      _DRes,
      0,
      [_TBT, _TBA, _TNa],
      [0, 0, 0]
    ];
    var Encryption$ = [
      3,
      n0,
      _En,
      0,
      [_ETn, _KMSKI, _KMSC],
      [0, [() => SSEKMSKeyId, 0], 0],
      1
    ];
    var EncryptionConfiguration$ = [
      3,
      n0,
      _EC,
      0,
      [_RKKID],
      [0]
    ];
    var EndEvent$ = [
      3,
      n0,
      _EE,
      0,
      [],
      []
    ];
    var _Error$ = [
      3,
      n0,
      _E,
      0,
      [_K, _VI, _Cod, _Mes],
      [0, 0, 0, 0]
    ];
    var ErrorDetails$ = [
      3,
      n0,
      _ED,
      0,
      [_ECr, _EM],
      [0, 0]
    ];
    var ErrorDocument$ = [
      3,
      n0,
      _EDr,
      0,
      [_K],
      [0],
      1
    ];
    var EventBridgeConfiguration$ = [
      3,
      n0,
      _EBC,
      0,
      [],
      []
    ];
    var EventHoldDuration$ = [
      3,
      n0,
      _EHD,
      0,
      [_D, _Y],
      [1, 1]
    ];
    var ExistingObjectReplication$ = [
      3,
      n0,
      _EOR,
      0,
      [_S],
      [0],
      1
    ];
    var FilterRule$ = [
      3,
      n0,
      _FR,
      0,
      [_N, _V],
      [0, 0]
    ];
    var GetBucketAbacOutput$ = [
      3,
      n0,
      _GBAO,
      0,
      [_AS],
      [[() => AbacStatus$, 16]]
    ];
    var GetBucketAbacRequest$ = [
      3,
      n0,
      _GBAR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var GetBucketAccelerateConfigurationOutput$ = [
      3,
      n0,
      _GBACO,
      { [_xN]: _AC },
      [_S, _RC],
      [0, [0, { [_hH]: _xarc }]]
    ];
    var GetBucketAccelerateConfigurationRequest$ = [
      3,
      n0,
      _GBACR,
      0,
      [_B, _EBO, _RP],
      [[0, 1], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xarp }]],
      1
    ];
    var GetBucketAclOutput$ = [
      3,
      n0,
      _GBAOe,
      { [_xN]: _ACP },
      [_O, _G],
      [() => Owner$, [() => Grants, { [_xN]: _ACL }]]
    ];
    var GetBucketAclRequest$ = [
      3,
      n0,
      _GBARe,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var GetBucketAnalyticsConfigurationOutput$ = [
      3,
      n0,
      _GBACOe,
      0,
      [_ACn],
      [[() => AnalyticsConfiguration$, 16]]
    ];
    var GetBucketAnalyticsConfigurationRequest$ = [
      3,
      n0,
      _GBACRe,
      0,
      [_B, _I, _EBO],
      [[0, 1], [0, { [_hQ]: _i }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var GetBucketCorsOutput$ = [
      3,
      n0,
      _GBCO,
      { [_xN]: _CORSC },
      [_CORSR],
      [[() => CORSRules, { [_xF]: 1, [_xN]: _CORSRu }]]
    ];
    var GetBucketCorsRequest$ = [
      3,
      n0,
      _GBCR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var GetBucketEncryptionOutput$ = [
      3,
      n0,
      _GBEO,
      0,
      [_SSEC],
      [[() => ServerSideEncryptionConfiguration$, 16]]
    ];
    var GetBucketEncryptionRequest$ = [
      3,
      n0,
      _GBER,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var GetBucketIntelligentTieringConfigurationOutput$ = [
      3,
      n0,
      _GBITCO,
      0,
      [_ITC],
      [[() => IntelligentTieringConfiguration$, 16]]
    ];
    var GetBucketIntelligentTieringConfigurationRequest$ = [
      3,
      n0,
      _GBITCR,
      0,
      [_B, _I, _EBO],
      [[0, 1], [0, { [_hQ]: _i }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var GetBucketInventoryConfigurationOutput$ = [
      3,
      n0,
      _GBICO,
      0,
      [_IC],
      [[() => InventoryConfiguration$, 16]]
    ];
    var GetBucketInventoryConfigurationRequest$ = [
      3,
      n0,
      _GBICR,
      0,
      [_B, _I, _EBO],
      [[0, 1], [0, { [_hQ]: _i }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var GetBucketLifecycleConfigurationOutput$ = [
      3,
      n0,
      _GBLCO,
      { [_xN]: _LCi },
      [_Ru, _TDMOS],
      [[() => LifecycleRules, { [_xF]: 1, [_xN]: _Rul }], [0, { [_hH]: _xatdmos }]]
    ];
    var GetBucketLifecycleConfigurationRequest$ = [
      3,
      n0,
      _GBLCR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var GetBucketLocationOutput$ = [
      3,
      n0,
      _GBLO,
      { [_xN]: _LC },
      [_LC],
      [0]
    ];
    var GetBucketLocationRequest$ = [
      3,
      n0,
      _GBLR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var GetBucketLoggingOutput$ = [
      3,
      n0,
      _GBLOe,
      { [_xN]: _BLS },
      [_LE],
      [[() => LoggingEnabled$, 0]]
    ];
    var GetBucketLoggingRequest$ = [
      3,
      n0,
      _GBLRe,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var GetBucketMetadataConfigurationOutput$ = [
      3,
      n0,
      _GBMCO,
      0,
      [_GBMCR],
      [[() => GetBucketMetadataConfigurationResult$, 16]]
    ];
    var GetBucketMetadataConfigurationRequest$ = [
      3,
      n0,
      _GBMCRe,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var GetBucketMetadataConfigurationResult$ = [
      3,
      n0,
      _GBMCR,
      0,
      [_MCR],
      [() => MetadataConfigurationResult$],
      1
    ];
    var GetBucketMetadataTableConfigurationOutput$ = [
      3,
      n0,
      _GBMTCO,
      0,
      [_GBMTCR],
      [[() => GetBucketMetadataTableConfigurationResult$, 16]]
    ];
    var GetBucketMetadataTableConfigurationRequest$ = [
      3,
      n0,
      _GBMTCRe,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var GetBucketMetadataTableConfigurationResult$ = [
      3,
      n0,
      _GBMTCR,
      0,
      [_MTCR, _S, _E],
      [() => MetadataTableConfigurationResult$, 0, () => ErrorDetails$],
      2
    ];
    var GetBucketMetricsConfigurationOutput$ = [
      3,
      n0,
      _GBMCOe,
      0,
      [_MCe],
      [[() => MetricsConfiguration$, 16]]
    ];
    var GetBucketMetricsConfigurationRequest$ = [
      3,
      n0,
      _GBMCRet,
      0,
      [_B, _I, _EBO],
      [[0, 1], [0, { [_hQ]: _i }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var GetBucketNotificationConfigurationRequest$ = [
      3,
      n0,
      _GBNCR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var GetBucketOwnershipControlsOutput$ = [
      3,
      n0,
      _GBOCO,
      0,
      [_OC],
      [[() => OwnershipControls$, 16]]
    ];
    var GetBucketOwnershipControlsRequest$ = [
      3,
      n0,
      _GBOCR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var GetBucketPolicyOutput$ = [
      3,
      n0,
      _GBPO,
      0,
      [_Po],
      [[0, 16]]
    ];
    var GetBucketPolicyRequest$ = [
      3,
      n0,
      _GBPR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var GetBucketPolicyStatusOutput$ = [
      3,
      n0,
      _GBPSO,
      0,
      [_PS],
      [[() => PolicyStatus$, 16]]
    ];
    var GetBucketPolicyStatusRequest$ = [
      3,
      n0,
      _GBPSR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var GetBucketReplicationOutput$ = [
      3,
      n0,
      _GBRO,
      0,
      [_RCe],
      [[() => ReplicationConfiguration$, 16]]
    ];
    var GetBucketReplicationRequest$ = [
      3,
      n0,
      _GBRR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var GetBucketRequestPaymentOutput$ = [
      3,
      n0,
      _GBRPO,
      { [_xN]: _RPC },
      [_Pay],
      [0]
    ];
    var GetBucketRequestPaymentRequest$ = [
      3,
      n0,
      _GBRPR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var GetBucketTaggingOutput$ = [
      3,
      n0,
      _GBTO,
      { [_xN]: _Tag },
      [_TSa],
      [[() => TagSet, 0]],
      1
    ];
    var GetBucketTaggingRequest$ = [
      3,
      n0,
      _GBTR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var GetBucketVersioningOutput$ = [
      3,
      n0,
      _GBVO,
      { [_xN]: _VC },
      [_S, _MFAD],
      [0, [0, { [_xN]: _MDf }]]
    ];
    var GetBucketVersioningRequest$ = [
      3,
      n0,
      _GBVR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var GetBucketWebsiteOutput$ = [
      3,
      n0,
      _GBWO,
      { [_xN]: _WC },
      [_RART, _IDn, _EDr, _RR],
      [() => RedirectAllRequestsTo$, () => IndexDocument$, () => ErrorDocument$, [() => RoutingRules, 0]]
    ];
    var GetBucketWebsiteRequest$ = [
      3,
      n0,
      _GBWR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var GetObjectAclOutput$ = [
      3,
      n0,
      _GOAO,
      { [_xN]: _ACP },
      [_O, _G, _RC],
      [() => Owner$, [() => Grants, { [_xN]: _ACL }], [0, { [_hH]: _xarc }]]
    ];
    var GetObjectAclRequest$ = [
      3,
      n0,
      _GOAR,
      0,
      [_B, _K, _VI, _RP, _EBO],
      [[0, 1], [0, 1], [0, { [_hQ]: _vI }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var GetObjectAnnotationOutput$ = [
      3,
      n0,
      _GOAOe,
      0,
      [_AP, _OVI, _LM, _CLo, _ET, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _CT, _SSE, _RC, _RS],
      [[() => StreamingBlob, 16], [0, { [_hH]: _xaovi }], [4, { [_hH]: _LM_ }], [1, { [_hH]: _CL__ }], [0, { [_hH]: _ET }], [0, { [_hH]: _xacc }], [0, { [_hH]: _xacc_ }], [0, { [_hH]: _xacc__ }], [0, { [_hH]: _xacs }], [0, { [_hH]: _xacs_ }], [0, { [_hH]: _xacs__ }], [0, { [_hH]: _xacm }], [0, { [_hH]: _xacx }], [0, { [_hH]: _xacx_ }], [0, { [_hH]: _xacx__ }], [0, { [_hH]: _xact }], [0, { [_hH]: _xasse }], [0, { [_hH]: _xarc }], [0, { [_hH]: _xars }]]
    ];
    var GetObjectAnnotationRequest$ = [
      3,
      n0,
      _GOARe,
      0,
      [_B, _K, _AN, _VI, _RP, _EBO, _CMh],
      [[0, 1], [0, 1], [0, { [_hQ]: _aN }], [0, { [_hQ]: _vI }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xacm_ }]],
      3
    ];
    var GetObjectAttributesOutput$ = [
      3,
      n0,
      _GOAOet,
      { [_xN]: _GOARet },
      [_DM, _LM, _VI, _RC, _ET, _C, _OP, _SC, _OS],
      [[2, { [_hH]: _xadm }], [4, { [_hH]: _LM_ }], [0, { [_hH]: _xavi }], [0, { [_hH]: _xarc }], 0, () => Checksum$, [() => GetObjectAttributesParts$, 0], 0, 1]
    ];
    var GetObjectAttributesParts$ = [
      3,
      n0,
      _GOAP,
      0,
      [_TPC, _PNM, _NPNM, _MP, _IT, _Pa],
      [[1, { [_xN]: _PC }], 0, 0, 1, 2, [() => PartsList, { [_xF]: 1, [_xN]: _Par }]]
    ];
    var GetObjectAttributesRequest$ = [
      3,
      n0,
      _GOARetb,
      0,
      [_B, _K, _OA, _VI, _MP, _PNM, _SSECA, _SSECK, _SSECKMD, _RP, _EBO],
      [[0, 1], [0, 1], [64 | 0, { [_hH]: _xaoa }], [0, { [_hQ]: _vI }], [1, { [_hH]: _xamp }], [0, { [_hH]: _xapnm }], [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }]],
      3
    ];
    var GetObjectLegalHoldOutput$ = [
      3,
      n0,
      _GOLHO,
      0,
      [_LH],
      [[() => ObjectLockLegalHold$, { [_hP]: 1, [_xN]: _LH }]]
    ];
    var GetObjectLegalHoldRequest$ = [
      3,
      n0,
      _GOLHR,
      0,
      [_B, _K, _VI, _RP, _EBO],
      [[0, 1], [0, 1], [0, { [_hQ]: _vI }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var GetObjectLockConfigurationOutput$ = [
      3,
      n0,
      _GOLCO,
      0,
      [_OLC],
      [[() => ObjectLockConfiguration$, 16]]
    ];
    var GetObjectLockConfigurationRequest$ = [
      3,
      n0,
      _GOLCR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var GetObjectOutput$ = [
      3,
      n0,
      _GOO,
      0,
      [_Bo, _DM, _AR, _Ex, _Re, _LM, _CLo, _ET, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _CT, _MM, _VI, _CC, _CDo, _CEo, _CL, _CR, _CTo, _Exp, _ES, _WRL, _SSE, _M, _SSECA, _SSECKMD, _SSEKMSKI, _BKE, _SC, _RC, _RS, _PC, _TC, _OLM, _OLRUD, _OLLHS, _OLEH, _OLEHDD, _OLEHDY],
      [[() => StreamingBlob, 16], [2, { [_hH]: _xadm }], [0, { [_hH]: _ar }], [0, { [_hH]: _xae }], [0, { [_hH]: _xar }], [4, { [_hH]: _LM_ }], [1, { [_hH]: _CL__ }], [0, { [_hH]: _ET }], [0, { [_hH]: _xacc }], [0, { [_hH]: _xacc_ }], [0, { [_hH]: _xacc__ }], [0, { [_hH]: _xacs }], [0, { [_hH]: _xacs_ }], [0, { [_hH]: _xacs__ }], [0, { [_hH]: _xacm }], [0, { [_hH]: _xacx }], [0, { [_hH]: _xacx_ }], [0, { [_hH]: _xacx__ }], [0, { [_hH]: _xact }], [1, { [_hH]: _xamm }], [0, { [_hH]: _xavi }], [0, { [_hH]: _CC_ }], [0, { [_hH]: _CD_ }], [0, { [_hH]: _CE_ }], [0, { [_hH]: _CL_ }], [0, { [_hH]: _CR_ }], [0, { [_hH]: _CT_ }], [4, { [_hH]: _Exp }], [0, { [_hH]: _ES }], [0, { [_hH]: _xawrl }], [0, { [_hH]: _xasse }], [128 | 0, { [_hPH]: _xam }], [0, { [_hH]: _xasseca }], [0, { [_hH]: _xasseckM }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [2, { [_hH]: _xassebke }], [0, { [_hH]: _xasc }], [0, { [_hH]: _xarc }], [0, { [_hH]: _xars }], [1, { [_hH]: _xampc }], [1, { [_hH]: _xatc }], [0, { [_hH]: _xaolm }], [5, { [_hH]: _xaolrud }], [0, { [_hH]: _xaollh }], [0, { [_hH]: _xaoleh }], [1, { [_hH]: _xaolehdd }], [1, { [_hH]: _xaolehdy }]]
    ];
    var GetObjectRequest$ = [
      3,
      n0,
      _GOR,
      0,
      [_B, _K, _IM, _IMSf, _INM, _IUS, _Ra, _RCC, _RCD, _RCE, _RCL, _RCT, _RE, _VI, _SSECA, _SSECK, _SSECKMD, _RP, _PN, _EBO, _CMh],
      [[0, 1], [0, 1], [0, { [_hH]: _IM_ }], [4, { [_hH]: _IMS_ }], [0, { [_hH]: _INM_ }], [4, { [_hH]: _IUS_ }], [0, { [_hH]: _Ra }], [0, { [_hQ]: _rcc }], [0, { [_hQ]: _rcd }], [0, { [_hQ]: _rce }], [0, { [_hQ]: _rcl }], [0, { [_hQ]: _rct }], [6, { [_hQ]: _re }], [0, { [_hQ]: _vI }], [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }], [0, { [_hH]: _xarp }], [1, { [_hQ]: _pN }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xacm_ }]],
      2
    ];
    var GetObjectRetentionOutput$ = [
      3,
      n0,
      _GORO,
      0,
      [_Ret],
      [[() => ObjectLockRetention$, { [_hP]: 1, [_xN]: _Ret }]]
    ];
    var GetObjectRetentionRequest$ = [
      3,
      n0,
      _GORR,
      0,
      [_B, _K, _VI, _RP, _EBO],
      [[0, 1], [0, 1], [0, { [_hQ]: _vI }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var GetObjectTaggingOutput$ = [
      3,
      n0,
      _GOTO,
      { [_xN]: _Tag },
      [_TSa, _VI],
      [[() => TagSet, 0], [0, { [_hH]: _xavi }]],
      1
    ];
    var GetObjectTaggingRequest$ = [
      3,
      n0,
      _GOTR,
      0,
      [_B, _K, _VI, _EBO, _RP],
      [[0, 1], [0, 1], [0, { [_hQ]: _vI }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xarp }]],
      2
    ];
    var GetObjectTorrentOutput$ = [
      3,
      n0,
      _GOTOe,
      0,
      [_Bo, _RC],
      [[() => StreamingBlob, 16], [0, { [_hH]: _xarc }]]
    ];
    var GetObjectTorrentRequest$ = [
      3,
      n0,
      _GOTRe,
      0,
      [_B, _K, _RP, _EBO],
      [[0, 1], [0, 1], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var GetPublicAccessBlockOutput$ = [
      3,
      n0,
      _GPABO,
      0,
      [_PABC],
      [[() => PublicAccessBlockConfiguration$, 16]]
    ];
    var GetPublicAccessBlockRequest$ = [
      3,
      n0,
      _GPABR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var GlacierJobParameters$ = [
      3,
      n0,
      _GJP,
      0,
      [_Ti],
      [0],
      1
    ];
    var Grant$ = [
      3,
      n0,
      _Gr,
      0,
      [_Gra, _Pe],
      [[() => Grantee$, { [_xNm]: [_x, _hi] }], 0]
    ];
    var Grantee$ = [
      3,
      n0,
      _Gra,
      0,
      [_Ty, _DN, _EA, _ID, _URI],
      [[0, { [_xA]: 1, [_xN]: _xs }], 0, 0, 0, 0],
      1
    ];
    var HeadBucketOutput$ = [
      3,
      n0,
      _HBO,
      0,
      [_BA, _BLT, _BLN, _BR, _APA],
      [[0, { [_hH]: _xaba }], [0, { [_hH]: _xablt }], [0, { [_hH]: _xabln }], [0, { [_hH]: _xabr }], [2, { [_hH]: _xaapa }]]
    ];
    var HeadBucketRequest$ = [
      3,
      n0,
      _HBR,
      0,
      [_B, _EBO],
      [[0, 1], [0, { [_hH]: _xaebo }]],
      1
    ];
    var HeadObjectOutput$ = [
      3,
      n0,
      _HOO,
      0,
      [_DM, _AR, _Ex, _Re, _ASr, _LM, _CLo, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _CT, _ET, _MM, _VI, _CC, _CDo, _CEo, _CL, _CTo, _CR, _Exp, _ES, _WRL, _SSE, _M, _SSECA, _SSECKMD, _SSEKMSKI, _BKE, _SC, _RC, _RS, _PC, _TC, _OLM, _OLRUD, _OLLHS, _OLEH, _OLEHDD, _OLEHDY],
      [[2, { [_hH]: _xadm }], [0, { [_hH]: _ar }], [0, { [_hH]: _xae }], [0, { [_hH]: _xar }], [0, { [_hH]: _xaas }], [4, { [_hH]: _LM_ }], [1, { [_hH]: _CL__ }], [0, { [_hH]: _xacc }], [0, { [_hH]: _xacc_ }], [0, { [_hH]: _xacc__ }], [0, { [_hH]: _xacs }], [0, { [_hH]: _xacs_ }], [0, { [_hH]: _xacs__ }], [0, { [_hH]: _xacm }], [0, { [_hH]: _xacx }], [0, { [_hH]: _xacx_ }], [0, { [_hH]: _xacx__ }], [0, { [_hH]: _xact }], [0, { [_hH]: _ET }], [1, { [_hH]: _xamm }], [0, { [_hH]: _xavi }], [0, { [_hH]: _CC_ }], [0, { [_hH]: _CD_ }], [0, { [_hH]: _CE_ }], [0, { [_hH]: _CL_ }], [0, { [_hH]: _CT_ }], [0, { [_hH]: _CR_ }], [4, { [_hH]: _Exp }], [0, { [_hH]: _ES }], [0, { [_hH]: _xawrl }], [0, { [_hH]: _xasse }], [128 | 0, { [_hPH]: _xam }], [0, { [_hH]: _xasseca }], [0, { [_hH]: _xasseckM }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [2, { [_hH]: _xassebke }], [0, { [_hH]: _xasc }], [0, { [_hH]: _xarc }], [0, { [_hH]: _xars }], [1, { [_hH]: _xampc }], [1, { [_hH]: _xatc }], [0, { [_hH]: _xaolm }], [5, { [_hH]: _xaolrud }], [0, { [_hH]: _xaollh }], [0, { [_hH]: _xaoleh }], [1, { [_hH]: _xaolehdd }], [1, { [_hH]: _xaolehdy }]]
    ];
    var HeadObjectRequest$ = [
      3,
      n0,
      _HOR,
      0,
      [_B, _K, _IM, _IMSf, _INM, _IUS, _Ra, _RCC, _RCD, _RCE, _RCL, _RCT, _RE, _VI, _SSECA, _SSECK, _SSECKMD, _RP, _PN, _EBO, _CMh],
      [[0, 1], [0, 1], [0, { [_hH]: _IM_ }], [4, { [_hH]: _IMS_ }], [0, { [_hH]: _INM_ }], [4, { [_hH]: _IUS_ }], [0, { [_hH]: _Ra }], [0, { [_hQ]: _rcc }], [0, { [_hQ]: _rcd }], [0, { [_hQ]: _rce }], [0, { [_hQ]: _rcl }], [0, { [_hQ]: _rct }], [6, { [_hQ]: _re }], [0, { [_hQ]: _vI }], [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }], [0, { [_hH]: _xarp }], [1, { [_hQ]: _pN }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xacm_ }]],
      2
    ];
    var IndexDocument$ = [
      3,
      n0,
      _IDn,
      0,
      [_Su],
      [0],
      1
    ];
    var Initiator$ = [
      3,
      n0,
      _In,
      0,
      [_ID, _DN],
      [0, 0]
    ];
    var InputSerialization$ = [
      3,
      n0,
      _IS,
      0,
      [_CSV, _CTom, _JSON, _Parq],
      [() => CSVInput$, 0, () => JSONInput$, () => ParquetInput$]
    ];
    var IntelligentTieringAndOperator$ = [
      3,
      n0,
      _ITAO,
      0,
      [_P, _T],
      [0, [() => TagSet, { [_xF]: 1, [_xN]: _Ta }]]
    ];
    var IntelligentTieringConfiguration$ = [
      3,
      n0,
      _ITC,
      0,
      [_I, _S, _Tie, _F],
      [0, 0, [() => TieringList, { [_xF]: 1, [_xN]: _Tier }], [() => IntelligentTieringFilter$, 0]],
      3
    ];
    var IntelligentTieringFilter$ = [
      3,
      n0,
      _ITF,
      0,
      [_P, _Ta, _An],
      [0, () => Tag$, [() => IntelligentTieringAndOperator$, 0]]
    ];
    var InventoryConfiguration$ = [
      3,
      n0,
      _IC,
      0,
      [_Des, _IE, _I, _IOV, _Sc, _F, _OF],
      [[() => InventoryDestination$, 0], 2, 0, 0, () => InventorySchedule$, () => InventoryFilter$, [() => InventoryOptionalFields, 0]],
      5
    ];
    var InventoryDestination$ = [
      3,
      n0,
      _IDnv,
      0,
      [_SBD],
      [[() => InventoryS3BucketDestination$, 0]],
      1
    ];
    var InventoryEncryption$ = [
      3,
      n0,
      _IEn,
      0,
      [_SSES, _SSEKMS],
      [[() => SSES3$, { [_xN]: _SS }], [() => SSEKMS$, { [_xN]: _SK }]]
    ];
    var InventoryFilter$ = [
      3,
      n0,
      _IF,
      0,
      [_P],
      [0],
      1
    ];
    var InventoryS3BucketDestination$ = [
      3,
      n0,
      _ISBD,
      0,
      [_B, _Fo, _AI, _P, _En],
      [0, 0, 0, 0, [() => InventoryEncryption$, 0]],
      2
    ];
    var InventorySchedule$ = [
      3,
      n0,
      _ISn,
      0,
      [_Fr],
      [0],
      1
    ];
    var InventoryTableConfiguration$ = [
      3,
      n0,
      _ITCn,
      0,
      [_CS, _EC],
      [0, () => MetadataTableEncryptionConfiguration$],
      1
    ];
    var InventoryTableConfigurationResult$ = [
      3,
      n0,
      _ITCR,
      0,
      [_CS, _TS, _E, _TN, _TA],
      [0, 0, () => ErrorDetails$, 0, 0],
      1
    ];
    var InventoryTableConfigurationUpdates$ = [
      3,
      n0,
      _ITCU,
      0,
      [_CS, _EC],
      [0, () => MetadataTableEncryptionConfiguration$],
      1
    ];
    var JournalTableConfiguration$ = [
      3,
      n0,
      _JTC,
      0,
      [_REe, _EC],
      [() => RecordExpiration$, () => MetadataTableEncryptionConfiguration$],
      1
    ];
    var JournalTableConfigurationResult$ = [
      3,
      n0,
      _JTCR,
      0,
      [_TS, _TN, _REe, _E, _TA],
      [0, 0, () => RecordExpiration$, () => ErrorDetails$, 0],
      3
    ];
    var JournalTableConfigurationUpdates$ = [
      3,
      n0,
      _JTCU,
      0,
      [_REe],
      [() => RecordExpiration$],
      1
    ];
    var JSONInput$ = [
      3,
      n0,
      _JSONI,
      0,
      [_Ty],
      [0]
    ];
    var JSONOutput$ = [
      3,
      n0,
      _JSONO,
      0,
      [_RD],
      [0]
    ];
    var LambdaFunctionConfiguration$ = [
      3,
      n0,
      _LFC,
      0,
      [_LFA, _Ev, _I, _F],
      [[0, { [_xN]: _CF }], [64 | 0, { [_xF]: 1, [_xN]: _Eve }], 0, [() => NotificationConfigurationFilter$, 0]],
      2
    ];
    var LifecycleExpiration$ = [
      3,
      n0,
      _LEi,
      0,
      [_Da, _D, _EODM],
      [5, 1, 2]
    ];
    var LifecycleRule$ = [
      3,
      n0,
      _LR,
      0,
      [_S, _Ex, _ID, _P, _F, _Tr, _NVT, _NVE, _AIMU],
      [0, () => LifecycleExpiration$, 0, 0, [() => LifecycleRuleFilter$, 0], [() => TransitionList, { [_xF]: 1, [_xN]: _Tra }], [() => NoncurrentVersionTransitionList, { [_xF]: 1, [_xN]: _NVTo }], () => NoncurrentVersionExpiration$, () => AbortIncompleteMultipartUpload$],
      1
    ];
    var LifecycleRuleAndOperator$ = [
      3,
      n0,
      _LRAO,
      0,
      [_P, _T, _OSGT, _OSLT],
      [0, [() => TagSet, { [_xF]: 1, [_xN]: _Ta }], 1, 1]
    ];
    var LifecycleRuleFilter$ = [
      3,
      n0,
      _LRF,
      0,
      [_P, _Ta, _OSGT, _OSLT, _An],
      [0, () => Tag$, 1, 1, [() => LifecycleRuleAndOperator$, 0]]
    ];
    var ListBucketAnalyticsConfigurationsOutput$ = [
      3,
      n0,
      _LBACO,
      { [_xN]: _LBACR },
      [_IT, _CTon, _NCT, _ACLn],
      [2, 0, 0, [() => AnalyticsConfigurationList, { [_xF]: 1, [_xN]: _ACn }]]
    ];
    var ListBucketAnalyticsConfigurationsRequest$ = [
      3,
      n0,
      _LBACRi,
      0,
      [_B, _CTon, _EBO],
      [[0, 1], [0, { [_hQ]: _ct }], [0, { [_hH]: _xaebo }]],
      1
    ];
    var ListBucketIntelligentTieringConfigurationsOutput$ = [
      3,
      n0,
      _LBITCO,
      0,
      [_IT, _CTon, _NCT, _ITCL],
      [2, 0, 0, [() => IntelligentTieringConfigurationList, { [_xF]: 1, [_xN]: _ITC }]]
    ];
    var ListBucketIntelligentTieringConfigurationsRequest$ = [
      3,
      n0,
      _LBITCR,
      0,
      [_B, _CTon, _EBO],
      [[0, 1], [0, { [_hQ]: _ct }], [0, { [_hH]: _xaebo }]],
      1
    ];
    var ListBucketInventoryConfigurationsOutput$ = [
      3,
      n0,
      _LBICO,
      { [_xN]: _LICR },
      [_CTon, _ICL, _IT, _NCT],
      [0, [() => InventoryConfigurationList, { [_xF]: 1, [_xN]: _IC }], 2, 0]
    ];
    var ListBucketInventoryConfigurationsRequest$ = [
      3,
      n0,
      _LBICR,
      0,
      [_B, _CTon, _EBO],
      [[0, 1], [0, { [_hQ]: _ct }], [0, { [_hH]: _xaebo }]],
      1
    ];
    var ListBucketMetricsConfigurationsOutput$ = [
      3,
      n0,
      _LBMCO,
      { [_xN]: _LMCR },
      [_IT, _CTon, _NCT, _MCL],
      [2, 0, 0, [() => MetricsConfigurationList, { [_xF]: 1, [_xN]: _MCe }]]
    ];
    var ListBucketMetricsConfigurationsRequest$ = [
      3,
      n0,
      _LBMCR,
      0,
      [_B, _CTon, _EBO],
      [[0, 1], [0, { [_hQ]: _ct }], [0, { [_hH]: _xaebo }]],
      1
    ];
    var ListBucketsOutput$ = [
      3,
      n0,
      _LBO,
      { [_xN]: _LAMBR },
      [_Bu, _O, _CTon, _P],
      [[() => Buckets, 0], () => Owner$, 0, 0]
    ];
    var ListBucketsRequest$ = [
      3,
      n0,
      _LBR,
      0,
      [_MB, _CTon, _P, _BR],
      [[1, { [_hQ]: _mb }], [0, { [_hQ]: _ct }], [0, { [_hQ]: _p }], [0, { [_hQ]: _br }]]
    ];
    var ListDirectoryBucketsOutput$ = [
      3,
      n0,
      _LDBO,
      { [_xN]: _LAMDBR },
      [_Bu, _CTon],
      [[() => Buckets, 0], 0]
    ];
    var ListDirectoryBucketsRequest$ = [
      3,
      n0,
      _LDBR,
      0,
      [_CTon, _MDB],
      [[0, { [_hQ]: _ct }], [1, { [_hQ]: _mdb }]]
    ];
    var ListMultipartUploadsOutput$ = [
      3,
      n0,
      _LMUO,
      { [_xN]: _LMUR },
      [_B, _KM, _UIM, _NKM, _P, _Deli, _NUIM, _MUa, _IT, _U, _CPom, _ETnc, _RC],
      [0, 0, 0, 0, 0, 0, 0, 1, 2, [() => MultipartUploadList, { [_xF]: 1, [_xN]: _Up }], [() => CommonPrefixList, { [_xF]: 1 }], 0, [0, { [_hH]: _xarc }]]
    ];
    var ListMultipartUploadsRequest$ = [
      3,
      n0,
      _LMURi,
      0,
      [_B, _Deli, _ETnc, _KM, _MUa, _P, _UIM, _EBO, _RP],
      [[0, 1], [0, { [_hQ]: _d }], [0, { [_hQ]: _et }], [0, { [_hQ]: _km }], [1, { [_hQ]: _mu }], [0, { [_hQ]: _p }], [0, { [_hQ]: _uim }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xarp }]],
      1
    ];
    var ListObjectAnnotationsOutput$ = [
      3,
      n0,
      _LOAO,
      0,
      [_Ann, _B, _K, _OVI, _APn, _MAR, _ACnn, _CTon, _NCT, _RC],
      [[() => AnnotationList, 0], 0, 0, [0, { [_hH]: _xaovi }], 0, 1, 1, 0, 0, [0, { [_hH]: _xarc }]]
    ];
    var ListObjectAnnotationsRequest$ = [
      3,
      n0,
      _LOAR,
      0,
      [_B, _K, _VI, _MAR, _APn, _CTon, _RP, _EBO],
      [[0, 1], [0, 1], [0, { [_hQ]: _vI }], [1, { [_hQ]: _mar }], [0, { [_hQ]: _ap }], [0, { [_hQ]: _ct }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var ListObjectsOutput$ = [
      3,
      n0,
      _LOO,
      { [_xN]: _LBRi },
      [_IT, _Ma, _NM, _Con, _N, _P, _Deli, _MK, _CPom, _ETnc, _RC],
      [2, 0, 0, [() => ObjectList, { [_xF]: 1 }], 0, 0, 0, 1, [() => CommonPrefixList, { [_xF]: 1 }], 0, [0, { [_hH]: _xarc }]]
    ];
    var ListObjectsRequest$ = [
      3,
      n0,
      _LOR,
      0,
      [_B, _Deli, _ETnc, _Ma, _MK, _P, _RP, _EBO, _OOA],
      [[0, 1], [0, { [_hQ]: _d }], [0, { [_hQ]: _et }], [0, { [_hQ]: _m }], [1, { [_hQ]: _mk }], [0, { [_hQ]: _p }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }], [64 | 0, { [_hH]: _xaooa }]],
      1
    ];
    var ListObjectsV2Output$ = [
      3,
      n0,
      _LOVO,
      { [_xN]: _LBRi },
      [_IT, _Con, _N, _P, _Deli, _MK, _CPom, _ETnc, _KC, _CTon, _NCT, _SA, _RC],
      [2, [() => ObjectList, { [_xF]: 1 }], 0, 0, 0, 1, [() => CommonPrefixList, { [_xF]: 1 }], 0, 1, 0, 0, 0, [0, { [_hH]: _xarc }]]
    ];
    var ListObjectsV2Request$ = [
      3,
      n0,
      _LOVR,
      0,
      [_B, _Deli, _ETnc, _MK, _P, _CTon, _FO, _SA, _RP, _EBO, _OOA],
      [[0, 1], [0, { [_hQ]: _d }], [0, { [_hQ]: _et }], [1, { [_hQ]: _mk }], [0, { [_hQ]: _p }], [0, { [_hQ]: _ct }], [2, { [_hQ]: _fo }], [0, { [_hQ]: _sa }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }], [64 | 0, { [_hH]: _xaooa }]],
      1
    ];
    var ListObjectVersionsOutput$ = [
      3,
      n0,
      _LOVOi,
      { [_xN]: _LVR },
      [_IT, _KM, _VIM, _NKM, _NVIM, _Ve, _DMe, _N, _P, _Deli, _MK, _CPom, _ETnc, _RC],
      [2, 0, 0, 0, 0, [() => ObjectVersionList, { [_xF]: 1, [_xN]: _Ver }], [() => DeleteMarkers, { [_xF]: 1, [_xN]: _DM }], 0, 0, 0, 1, [() => CommonPrefixList, { [_xF]: 1 }], 0, [0, { [_hH]: _xarc }]]
    ];
    var ListObjectVersionsRequest$ = [
      3,
      n0,
      _LOVRi,
      0,
      [_B, _Deli, _ETnc, _KM, _MK, _P, _VIM, _EBO, _RP, _OOA],
      [[0, 1], [0, { [_hQ]: _d }], [0, { [_hQ]: _et }], [0, { [_hQ]: _km }], [1, { [_hQ]: _mk }], [0, { [_hQ]: _p }], [0, { [_hQ]: _vim }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xarp }], [64 | 0, { [_hH]: _xaooa }]],
      1
    ];
    var ListPartsOutput$ = [
      3,
      n0,
      _LPO,
      { [_xN]: _LPR },
      [_ADb, _ARI, _B, _K, _UI, _PNM, _NPNM, _MP, _IT, _Pa, _In, _O, _SC, _RC, _CA, _CT],
      [[4, { [_hH]: _xaad }], [0, { [_hH]: _xaari }], 0, 0, 0, 0, 0, 1, 2, [() => Parts, { [_xF]: 1, [_xN]: _Par }], () => Initiator$, () => Owner$, 0, [0, { [_hH]: _xarc }], 0, 0]
    ];
    var ListPartsRequest$ = [
      3,
      n0,
      _LPRi,
      0,
      [_B, _K, _UI, _MP, _PNM, _RP, _EBO, _SSECA, _SSECK, _SSECKMD],
      [[0, 1], [0, 1], [0, { [_hQ]: _uI }], [1, { [_hQ]: _mp }], [0, { [_hQ]: _pnm }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }]],
      3
    ];
    var LocationInfo$ = [
      3,
      n0,
      _LI,
      0,
      [_Ty, _N],
      [0, 0]
    ];
    var LoggingEnabled$ = [
      3,
      n0,
      _LE,
      0,
      [_TB, _TP, _TG, _TOKF],
      [0, 0, [() => TargetGrants, 0], [() => TargetObjectKeyFormat$, 0]],
      2
    ];
    var MetadataConfiguration$ = [
      3,
      n0,
      _MC,
      0,
      [_JTC, _ITCn, _ATC],
      [() => JournalTableConfiguration$, () => InventoryTableConfiguration$, () => AnnotationTableConfiguration$],
      1
    ];
    var MetadataConfigurationResult$ = [
      3,
      n0,
      _MCR,
      0,
      [_DRes, _JTCR, _ITCR, _ATCR],
      [() => DestinationResult$, () => JournalTableConfigurationResult$, () => InventoryTableConfigurationResult$, () => AnnotationTableConfigurationResult$],
      1
    ];
    var MetadataEntry$ = [
      3,
      n0,
      _ME,
      0,
      [_N, _V],
      [0, 0]
    ];
    var MetadataTableConfiguration$ = [
      3,
      n0,
      _MTC,
      0,
      [_STD],
      [() => S3TablesDestination$],
      1
    ];
    var MetadataTableConfigurationResult$ = [
      3,
      n0,
      _MTCR,
      0,
      [_STDR],
      [() => S3TablesDestinationResult$],
      1
    ];
    var MetadataTableEncryptionConfiguration$ = [
      3,
      n0,
      _MTEC,
      0,
      [_SAs, _KKA],
      [0, 0],
      1
    ];
    var Metrics$ = [
      3,
      n0,
      _Me,
      0,
      [_S, _ETv],
      [0, () => ReplicationTimeValue$],
      1
    ];
    var MetricsAndOperator$ = [
      3,
      n0,
      _MAO,
      0,
      [_P, _T, _APAc],
      [0, [() => TagSet, { [_xF]: 1, [_xN]: _Ta }], 0]
    ];
    var MetricsConfiguration$ = [
      3,
      n0,
      _MCe,
      0,
      [_I, _F],
      [0, [() => MetricsFilter$, 0]],
      1
    ];
    var MultipartUpload$ = [
      3,
      n0,
      _MU,
      0,
      [_UI, _K, _Ini, _SC, _O, _In, _CA, _CT],
      [0, 0, 4, 0, () => Owner$, () => Initiator$, 0, 0]
    ];
    var NoncurrentVersionExpiration$ = [
      3,
      n0,
      _NVE,
      0,
      [_ND, _NNV],
      [1, 1]
    ];
    var NoncurrentVersionTransition$ = [
      3,
      n0,
      _NVTo,
      0,
      [_ND, _SC, _NNV],
      [1, 0, 1]
    ];
    var NotificationConfiguration$ = [
      3,
      n0,
      _NC,
      0,
      [_TCo, _QCu, _LFCa, _EBC],
      [[() => TopicConfigurationList, { [_xF]: 1, [_xN]: _TCop }], [() => QueueConfigurationList, { [_xF]: 1, [_xN]: _QCue }], [() => LambdaFunctionConfigurationList, { [_xF]: 1, [_xN]: _CFC }], () => EventBridgeConfiguration$]
    ];
    var NotificationConfigurationFilter$ = [
      3,
      n0,
      _NCF,
      0,
      [_K],
      [[() => S3KeyFilter$, { [_xN]: _SKe }]]
    ];
    var _Object$ = [
      3,
      n0,
      _Obj,
      0,
      [_K, _LM, _ET, _CA, _CT, _Si, _SC, _O, _RSe],
      [0, 4, 0, [64 | 0, { [_xF]: 1 }], 0, 1, 0, () => Owner$, () => RestoreStatus$]
    ];
    var ObjectIdentifier$ = [
      3,
      n0,
      _OI,
      0,
      [_K, _VI, _ET, _LMT, _Si],
      [0, 0, 0, 6, 1],
      1
    ];
    var ObjectLockConfiguration$ = [
      3,
      n0,
      _OLC,
      0,
      [_OLE, _Rul],
      [0, () => ObjectLockRule$]
    ];
    var ObjectLockLegalHold$ = [
      3,
      n0,
      _OLLH,
      0,
      [_S],
      [0]
    ];
    var ObjectLockRetention$ = [
      3,
      n0,
      _OLR,
      0,
      [_Mo, _RUD, _EHv, _EHD],
      [0, 5, 0, () => EventHoldDuration$]
    ];
    var ObjectLockRule$ = [
      3,
      n0,
      _OLRb,
      0,
      [_DRe],
      [() => DefaultRetention$]
    ];
    var ObjectPart$ = [
      3,
      n0,
      _OPb,
      0,
      [_PN, _Si, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe],
      [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    ];
    var ObjectVersion$ = [
      3,
      n0,
      _OV,
      0,
      [_ET, _CA, _CT, _Si, _SC, _K, _VI, _IL, _LM, _O, _RSe],
      [0, [64 | 0, { [_xF]: 1 }], 0, 1, 0, 0, 0, 2, 4, () => Owner$, () => RestoreStatus$]
    ];
    var OutputLocation$ = [
      3,
      n0,
      _OL,
      0,
      [_S_],
      [[() => S3Location$, 0]]
    ];
    var OutputSerialization$ = [
      3,
      n0,
      _OSu,
      0,
      [_CSV, _JSON],
      [() => CSVOutput$, () => JSONOutput$]
    ];
    var Owner$ = [
      3,
      n0,
      _O,
      0,
      [_DN, _ID],
      [0, 0]
    ];
    var OwnershipControls$ = [
      3,
      n0,
      _OC,
      0,
      [_Ru],
      [[() => OwnershipControlsRules, { [_xF]: 1, [_xN]: _Rul }]],
      1
    ];
    var OwnershipControlsRule$ = [
      3,
      n0,
      _OCR,
      0,
      [_OO],
      [0],
      1
    ];
    var ParquetInput$ = [
      3,
      n0,
      _PI,
      0,
      [],
      []
    ];
    var Part$ = [
      3,
      n0,
      _Par,
      0,
      [_PN, _LM, _ET, _Si, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe],
      [1, 4, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    ];
    var PartitionedPrefix$ = [
      3,
      n0,
      _PP,
      { [_xN]: _PP },
      [_PDS],
      [0]
    ];
    var PolicyStatus$ = [
      3,
      n0,
      _PS,
      0,
      [_IPs],
      [[2, { [_xN]: _IPs }]]
    ];
    var Progress$ = [
      3,
      n0,
      _Pr,
      0,
      [_BS, _BP, _BRy],
      [1, 1, 1]
    ];
    var ProgressEvent$ = [
      3,
      n0,
      _PE,
      0,
      [_Det],
      [[() => Progress$, { [_eP]: 1 }]]
    ];
    var PublicAccessBlockConfiguration$ = [
      3,
      n0,
      _PABC,
      0,
      [_BPA, _IPA, _BPP, _RPB],
      [[2, { [_xN]: _BPA }], [2, { [_xN]: _IPA }], [2, { [_xN]: _BPP }], [2, { [_xN]: _RPB }]]
    ];
    var PutBucketAbacRequest$ = [
      3,
      n0,
      _PBAR,
      0,
      [_B, _AS, _CMDo, _CA, _EBO],
      [[0, 1], [() => AbacStatus$, { [_hP]: 1, [_xN]: _AS }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var PutBucketAccelerateConfigurationRequest$ = [
      3,
      n0,
      _PBACR,
      0,
      [_B, _AC, _EBO, _CA],
      [[0, 1], [() => AccelerateConfiguration$, { [_hP]: 1, [_xN]: _AC }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xasca }]],
      2
    ];
    var PutBucketAclRequest$ = [
      3,
      n0,
      _PBARu,
      0,
      [_B, _ACL_, _ACP, _CMDo, _CA, _GFC, _GR, _GRACP, _GW, _GWACP, _EBO],
      [[0, 1], [0, { [_hH]: _xaa }], [() => AccessControlPolicy$, { [_hP]: 1, [_xN]: _ACP }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xagfc }], [0, { [_hH]: _xagr }], [0, { [_hH]: _xagra }], [0, { [_hH]: _xagw }], [0, { [_hH]: _xagwa }], [0, { [_hH]: _xaebo }]],
      1
    ];
    var PutBucketAnalyticsConfigurationRequest$ = [
      3,
      n0,
      _PBACRu,
      0,
      [_B, _I, _ACn, _EBO],
      [[0, 1], [0, { [_hQ]: _i }], [() => AnalyticsConfiguration$, { [_hP]: 1, [_xN]: _ACn }], [0, { [_hH]: _xaebo }]],
      3
    ];
    var PutBucketCorsRequest$ = [
      3,
      n0,
      _PBCR,
      0,
      [_B, _CORSC, _CMDo, _CA, _EBO],
      [[0, 1], [() => CORSConfiguration$, { [_hP]: 1, [_xN]: _CORSC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var PutBucketEncryptionRequest$ = [
      3,
      n0,
      _PBER,
      0,
      [_B, _SSEC, _CMDo, _CA, _EBO],
      [[0, 1], [() => ServerSideEncryptionConfiguration$, { [_hP]: 1, [_xN]: _SSEC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var PutBucketIntelligentTieringConfigurationRequest$ = [
      3,
      n0,
      _PBITCR,
      0,
      [_B, _I, _ITC, _EBO],
      [[0, 1], [0, { [_hQ]: _i }], [() => IntelligentTieringConfiguration$, { [_hP]: 1, [_xN]: _ITC }], [0, { [_hH]: _xaebo }]],
      3
    ];
    var PutBucketInventoryConfigurationRequest$ = [
      3,
      n0,
      _PBICR,
      0,
      [_B, _I, _IC, _EBO],
      [[0, 1], [0, { [_hQ]: _i }], [() => InventoryConfiguration$, { [_hP]: 1, [_xN]: _IC }], [0, { [_hH]: _xaebo }]],
      3
    ];
    var PutBucketLifecycleConfigurationOutput$ = [
      3,
      n0,
      _PBLCO,
      0,
      [_TDMOS],
      [[0, { [_hH]: _xatdmos }]]
    ];
    var PutBucketLifecycleConfigurationRequest$ = [
      3,
      n0,
      _PBLCR,
      0,
      [_B, _CA, _LCi, _EBO, _TDMOS],
      [[0, 1], [0, { [_hH]: _xasca }], [() => BucketLifecycleConfiguration$, { [_hP]: 1, [_xN]: _LCi }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xatdmos }]],
      1
    ];
    var PutBucketLoggingRequest$ = [
      3,
      n0,
      _PBLR,
      0,
      [_B, _BLS, _CMDo, _CA, _EBO],
      [[0, 1], [() => BucketLoggingStatus$, { [_hP]: 1, [_xN]: _BLS }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var PutBucketMetricsConfigurationRequest$ = [
      3,
      n0,
      _PBMCR,
      0,
      [_B, _I, _MCe, _EBO],
      [[0, 1], [0, { [_hQ]: _i }], [() => MetricsConfiguration$, { [_hP]: 1, [_xN]: _MCe }], [0, { [_hH]: _xaebo }]],
      3
    ];
    var PutBucketNotificationConfigurationRequest$ = [
      3,
      n0,
      _PBNCR,
      0,
      [_B, _NC, _EBO, _SDV],
      [[0, 1], [() => NotificationConfiguration$, { [_hP]: 1, [_xN]: _NC }], [0, { [_hH]: _xaebo }], [2, { [_hH]: _xasdv }]],
      2
    ];
    var PutBucketOwnershipControlsRequest$ = [
      3,
      n0,
      _PBOCR,
      0,
      [_B, _OC, _CMDo, _EBO, _CA],
      [[0, 1], [() => OwnershipControls$, { [_hP]: 1, [_xN]: _OC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xasca }]],
      2
    ];
    var PutBucketPolicyRequest$ = [
      3,
      n0,
      _PBPR,
      0,
      [_B, _Po, _CMDo, _CA, _CRSBA, _EBO],
      [[0, 1], [0, 16], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [2, { [_hH]: _xacrsba }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var PutBucketReplicationRequest$ = [
      3,
      n0,
      _PBRR,
      0,
      [_B, _RCe, _CMDo, _CA, _To, _EBO],
      [[0, 1], [() => ReplicationConfiguration$, { [_hP]: 1, [_xN]: _RCe }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xabolt }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var PutBucketRequestPaymentRequest$ = [
      3,
      n0,
      _PBRPR,
      0,
      [_B, _RPC, _CMDo, _CA, _EBO],
      [[0, 1], [() => RequestPaymentConfiguration$, { [_hP]: 1, [_xN]: _RPC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var PutBucketTaggingRequest$ = [
      3,
      n0,
      _PBTR,
      0,
      [_B, _Tag, _CMDo, _CA, _EBO],
      [[0, 1], [() => Tagging$, { [_hP]: 1, [_xN]: _Tag }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var PutBucketVersioningRequest$ = [
      3,
      n0,
      _PBVR,
      0,
      [_B, _VC, _CMDo, _CA, _MFA, _EBO],
      [[0, 1], [() => VersioningConfiguration$, { [_hP]: 1, [_xN]: _VC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xam_ }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var PutBucketWebsiteRequest$ = [
      3,
      n0,
      _PBWR,
      0,
      [_B, _WC, _CMDo, _CA, _EBO],
      [[0, 1], [() => WebsiteConfiguration$, { [_hP]: 1, [_xN]: _WC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var PutObjectAclOutput$ = [
      3,
      n0,
      _POAO,
      0,
      [_RC],
      [[0, { [_hH]: _xarc }]]
    ];
    var PutObjectAclRequest$ = [
      3,
      n0,
      _POAR,
      0,
      [_B, _K, _ACL_, _ACP, _CMDo, _CA, _GFC, _GR, _GRACP, _GW, _GWACP, _RP, _VI, _EBO],
      [[0, 1], [0, 1], [0, { [_hH]: _xaa }], [() => AccessControlPolicy$, { [_hP]: 1, [_xN]: _ACP }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xagfc }], [0, { [_hH]: _xagr }], [0, { [_hH]: _xagra }], [0, { [_hH]: _xagw }], [0, { [_hH]: _xagwa }], [0, { [_hH]: _xarp }], [0, { [_hQ]: _vI }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var PutObjectAnnotationOutput$ = [
      3,
      n0,
      _POAOu,
      0,
      [_K, _AN, _OVI, _ET, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _CT, _SSE, _RC],
      [0, 0, [0, { [_hH]: _xaovi }], [0, { [_hH]: _ET }], [0, { [_hH]: _xacc }], [0, { [_hH]: _xacc_ }], [0, { [_hH]: _xacc__ }], [0, { [_hH]: _xacs }], [0, { [_hH]: _xacs_ }], [0, { [_hH]: _xacs__ }], [0, { [_hH]: _xacm }], [0, { [_hH]: _xacx }], [0, { [_hH]: _xacx_ }], [0, { [_hH]: _xacx__ }], [0, { [_hH]: _xact }], [0, { [_hH]: _xasse }], [0, { [_hH]: _xarc }]]
    ];
    var PutObjectAnnotationRequest$ = [
      3,
      n0,
      _POARu,
      0,
      [_B, _K, _AN, _AP, _VI, _OIM, _CA, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _CMDo, _RP, _EBO],
      [[0, 1], [0, 1], [0, { [_hQ]: _aN }], [() => StreamingBlob, 16], [0, { [_hQ]: _vI }], [0, { [_hH]: _xaoim }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xacc }], [0, { [_hH]: _xacc_ }], [0, { [_hH]: _xacc__ }], [0, { [_hH]: _xacs }], [0, { [_hH]: _xacs_ }], [0, { [_hH]: _xacs__ }], [0, { [_hH]: _xacm }], [0, { [_hH]: _xacx }], [0, { [_hH]: _xacx_ }], [0, { [_hH]: _xacx__ }], [0, { [_hH]: _CM }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }]],
      4
    ];
    var PutObjectLegalHoldOutput$ = [
      3,
      n0,
      _POLHO,
      0,
      [_RC],
      [[0, { [_hH]: _xarc }]]
    ];
    var PutObjectLegalHoldRequest$ = [
      3,
      n0,
      _POLHR,
      0,
      [_B, _K, _LH, _RP, _VI, _CMDo, _CA, _EBO],
      [[0, 1], [0, 1], [() => ObjectLockLegalHold$, { [_hP]: 1, [_xN]: _LH }], [0, { [_hH]: _xarp }], [0, { [_hQ]: _vI }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var PutObjectLockConfigurationOutput$ = [
      3,
      n0,
      _POLCO,
      0,
      [_RC],
      [[0, { [_hH]: _xarc }]]
    ];
    var PutObjectLockConfigurationRequest$ = [
      3,
      n0,
      _POLCR,
      0,
      [_B, _OLC, _RP, _To, _CMDo, _CA, _EBO],
      [[0, 1], [() => ObjectLockConfiguration$, { [_hP]: 1, [_xN]: _OLC }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xabolt }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]],
      1
    ];
    var PutObjectOutput$ = [
      3,
      n0,
      _POO,
      0,
      [_Ex, _ET, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _CT, _SSE, _VI, _SSECA, _SSECKMD, _SSEKMSKI, _SSEKMSEC, _BKE, _Si, _RC],
      [[0, { [_hH]: _xae }], [0, { [_hH]: _ET }], [0, { [_hH]: _xacc }], [0, { [_hH]: _xacc_ }], [0, { [_hH]: _xacc__ }], [0, { [_hH]: _xacs }], [0, { [_hH]: _xacs_ }], [0, { [_hH]: _xacs__ }], [0, { [_hH]: _xacm }], [0, { [_hH]: _xacx }], [0, { [_hH]: _xacx_ }], [0, { [_hH]: _xacx__ }], [0, { [_hH]: _xact }], [0, { [_hH]: _xasse }], [0, { [_hH]: _xavi }], [0, { [_hH]: _xasseca }], [0, { [_hH]: _xasseckM }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [() => SSEKMSEncryptionContext, { [_hH]: _xassec }], [2, { [_hH]: _xassebke }], [1, { [_hH]: _xaos }], [0, { [_hH]: _xarc }]]
    ];
    var PutObjectRequest$ = [
      3,
      n0,
      _POR,
      0,
      [_B, _K, _ACL_, _Bo, _CC, _CDo, _CEo, _CL, _CLo, _CMDo, _CTo, _CA, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _Exp, _IM, _INM, _GFC, _GR, _GRACP, _GWACP, _WOB, _M, _SSE, _SC, _WRL, _SSECA, _SSECK, _SSECKMD, _SSEKMSKI, _SSEKMSEC, _BKE, _RP, _Tag, _OLM, _OLRUD, _OLLHS, _OLEH, _OLEHDD, _OLEHDY, _EBO],
      [[0, 1], [0, 1], [0, { [_hH]: _xaa }], [() => StreamingBlob, 16], [0, { [_hH]: _CC_ }], [0, { [_hH]: _CD_ }], [0, { [_hH]: _CE_ }], [0, { [_hH]: _CL_ }], [1, { [_hH]: _CL__ }], [0, { [_hH]: _CM }], [0, { [_hH]: _CT_ }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xacc }], [0, { [_hH]: _xacc_ }], [0, { [_hH]: _xacc__ }], [0, { [_hH]: _xacs }], [0, { [_hH]: _xacs_ }], [0, { [_hH]: _xacs__ }], [0, { [_hH]: _xacm }], [0, { [_hH]: _xacx }], [0, { [_hH]: _xacx_ }], [0, { [_hH]: _xacx__ }], [4, { [_hH]: _Exp }], [0, { [_hH]: _IM_ }], [0, { [_hH]: _INM_ }], [0, { [_hH]: _xagfc }], [0, { [_hH]: _xagr }], [0, { [_hH]: _xagra }], [0, { [_hH]: _xagwa }], [1, { [_hH]: _xawob }], [128 | 0, { [_hPH]: _xam }], [0, { [_hH]: _xasse }], [0, { [_hH]: _xasc }], [0, { [_hH]: _xawrl }], [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [() => SSEKMSEncryptionContext, { [_hH]: _xassec }], [2, { [_hH]: _xassebke }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xat }], [0, { [_hH]: _xaolm }], [5, { [_hH]: _xaolrud }], [0, { [_hH]: _xaollh }], [0, { [_hH]: _xaoleh }], [1, { [_hH]: _xaolehdd }], [1, { [_hH]: _xaolehdy }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var PutObjectRetentionOutput$ = [
      3,
      n0,
      _PORO,
      0,
      [_RC],
      [[0, { [_hH]: _xarc }]]
    ];
    var PutObjectRetentionRequest$ = [
      3,
      n0,
      _PORR,
      0,
      [_B, _K, _Ret, _RP, _VI, _BGR, _CMDo, _CA, _EBO],
      [[0, 1], [0, 1], [() => ObjectLockRetention$, { [_hP]: 1, [_xN]: _Ret }], [0, { [_hH]: _xarp }], [0, { [_hQ]: _vI }], [2, { [_hH]: _xabgr }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var PutObjectTaggingOutput$ = [
      3,
      n0,
      _POTO,
      0,
      [_VI],
      [[0, { [_hH]: _xavi }]]
    ];
    var PutObjectTaggingRequest$ = [
      3,
      n0,
      _POTR,
      0,
      [_B, _K, _Tag, _VI, _CMDo, _CA, _EBO, _RP],
      [[0, 1], [0, 1], [() => Tagging$, { [_hP]: 1, [_xN]: _Tag }], [0, { [_hQ]: _vI }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xarp }]],
      3
    ];
    var PutPublicAccessBlockRequest$ = [
      3,
      n0,
      _PPABR,
      0,
      [_B, _PABC, _CMDo, _CA, _EBO],
      [[0, 1], [() => PublicAccessBlockConfiguration$, { [_hP]: 1, [_xN]: _PABC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var QueueConfiguration$ = [
      3,
      n0,
      _QCue,
      0,
      [_QA, _Ev, _I, _F],
      [[0, { [_xN]: _Qu }], [64 | 0, { [_xF]: 1, [_xN]: _Eve }], 0, [() => NotificationConfigurationFilter$, 0]],
      2
    ];
    var RecordExpiration$ = [
      3,
      n0,
      _REe,
      0,
      [_Ex, _D],
      [0, 1],
      1
    ];
    var RecordsEvent$ = [
      3,
      n0,
      _REec,
      0,
      [_Payl],
      [[21, { [_eP]: 1 }]]
    ];
    var Redirect$ = [
      3,
      n0,
      _Red,
      0,
      [_HN, _HRC, _Pro, _RKPW, _RKW],
      [0, 0, 0, 0, 0]
    ];
    var RedirectAllRequestsTo$ = [
      3,
      n0,
      _RART,
      0,
      [_HN, _Pro],
      [0, 0],
      1
    ];
    var RenameObjectOutput$ = [
      3,
      n0,
      _ROO,
      0,
      [],
      []
    ];
    var RenameObjectRequest$ = [
      3,
      n0,
      _ROR,
      0,
      [_B, _K, _RSen, _DIM, _DINM, _DIMS, _DIUS, _SIM, _SINM, _SIMS, _SIUS, _CTl],
      [[0, 1], [0, 1], [0, { [_hH]: _xars_ }], [0, { [_hH]: _IM_ }], [0, { [_hH]: _INM_ }], [4, { [_hH]: _IMS_ }], [4, { [_hH]: _IUS_ }], [0, { [_hH]: _xarsim }], [0, { [_hH]: _xarsinm }], [6, { [_hH]: _xarsims }], [6, { [_hH]: _xarsius }], [0, { [_hH]: _xact_, [_iT]: 1 }]],
      3
    ];
    var ReplicaModifications$ = [
      3,
      n0,
      _RM,
      0,
      [_S],
      [0],
      1
    ];
    var ReplicationConfiguration$ = [
      3,
      n0,
      _RCe,
      0,
      [_R, _Ru],
      [0, [() => ReplicationRules, { [_xF]: 1, [_xN]: _Rul }]],
      2
    ];
    var ReplicationRule$ = [
      3,
      n0,
      _RRe,
      0,
      [_S, _Des, _ID, _Pri, _P, _F, _SSC, _EOR, _DMR],
      [0, () => Destination$, 0, 1, 0, [() => ReplicationRuleFilter$, 0], () => SourceSelectionCriteria$, () => ExistingObjectReplication$, () => DeleteMarkerReplication$],
      2
    ];
    var ReplicationRuleAndOperator$ = [
      3,
      n0,
      _RRAO,
      0,
      [_P, _T],
      [0, [() => TagSet, { [_xF]: 1, [_xN]: _Ta }]]
    ];
    var ReplicationRuleFilter$ = [
      3,
      n0,
      _RRF,
      0,
      [_P, _Ta, _An],
      [0, () => Tag$, [() => ReplicationRuleAndOperator$, 0]]
    ];
    var ReplicationTime$ = [
      3,
      n0,
      _RT,
      0,
      [_S, _Tim],
      [0, () => ReplicationTimeValue$],
      2
    ];
    var ReplicationTimeValue$ = [
      3,
      n0,
      _RTV,
      0,
      [_Mi],
      [1]
    ];
    var RequestPaymentConfiguration$ = [
      3,
      n0,
      _RPC,
      0,
      [_Pay],
      [0],
      1
    ];
    var RequestProgress$ = [
      3,
      n0,
      _RPe,
      0,
      [_Ena],
      [2]
    ];
    var RestoreObjectOutput$ = [
      3,
      n0,
      _ROOe,
      0,
      [_RC, _ROP],
      [[0, { [_hH]: _xarc }], [0, { [_hH]: _xarop }]]
    ];
    var RestoreObjectRequest$ = [
      3,
      n0,
      _RORe,
      0,
      [_B, _K, _VI, _RRes, _RP, _CA, _EBO],
      [[0, 1], [0, 1], [0, { [_hQ]: _vI }], [() => RestoreRequest$, { [_hP]: 1, [_xN]: _RRes }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var RestoreRequest$ = [
      3,
      n0,
      _RRes,
      0,
      [_D, _GJP, _Ty, _Ti, _Desc, _SP, _OL],
      [1, () => GlacierJobParameters$, 0, 0, 0, () => SelectParameters$, [() => OutputLocation$, 0]]
    ];
    var RestoreStatus$ = [
      3,
      n0,
      _RSe,
      0,
      [_IRIP, _RED],
      [2, 4]
    ];
    var RoutingRule$ = [
      3,
      n0,
      _RRo,
      0,
      [_Red, _Co],
      [() => Redirect$, () => Condition$],
      1
    ];
    var S3KeyFilter$ = [
      3,
      n0,
      _SKF,
      0,
      [_FRi],
      [[() => FilterRuleList, { [_xF]: 1, [_xN]: _FR }]]
    ];
    var S3Location$ = [
      3,
      n0,
      _SL,
      0,
      [_BNu, _P, _En, _CACL, _ACL, _Tag, _UM, _SC],
      [0, 0, [() => Encryption$, 0], 0, [() => Grants, 0], [() => Tagging$, 0], [() => UserMetadata, 0], 0],
      2
    ];
    var S3TablesDestination$ = [
      3,
      n0,
      _STD,
      0,
      [_TBA, _TN],
      [0, 0],
      2
    ];
    var S3TablesDestinationResult$ = [
      3,
      n0,
      _STDR,
      0,
      [_TBA, _TN, _TA, _TNa],
      [0, 0, 0, 0],
      4
    ];
    var ScanRange$ = [
      3,
      n0,
      _SR,
      0,
      [_St, _End],
      [1, 1]
    ];
    var SelectObjectContentOutput$ = [
      3,
      n0,
      _SOCO,
      0,
      [_Payl],
      [[() => SelectObjectContentEventStream$, 16]]
    ];
    var SelectObjectContentRequest$ = [
      3,
      n0,
      _SOCR,
      0,
      [_B, _K, _Expr, _ETx, _IS, _OSu, _SSECA, _SSECK, _SSECKMD, _RPe, _SR, _EBO],
      [[0, 1], [0, 1], 0, 0, () => InputSerialization$, () => OutputSerialization$, [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }], () => RequestProgress$, () => ScanRange$, [0, { [_hH]: _xaebo }]],
      6
    ];
    var SelectParameters$ = [
      3,
      n0,
      _SP,
      0,
      [_IS, _ETx, _Expr, _OSu],
      [() => InputSerialization$, 0, 0, () => OutputSerialization$],
      4
    ];
    var ServerSideEncryptionByDefault$ = [
      3,
      n0,
      _SSEBD,
      0,
      [_SSEA, _KMSMKID],
      [0, [() => SSEKMSKeyId, 0]],
      1
    ];
    var ServerSideEncryptionConfiguration$ = [
      3,
      n0,
      _SSEC,
      0,
      [_Ru],
      [[() => ServerSideEncryptionRules, { [_xF]: 1, [_xN]: _Rul }]],
      1
    ];
    var ServerSideEncryptionRule$ = [
      3,
      n0,
      _SSER,
      0,
      [_ASSEBD, _BKE, _BET],
      [[() => ServerSideEncryptionByDefault$, 0], 2, [() => BlockedEncryptionTypes$, 0]]
    ];
    var SessionCredentials$ = [
      3,
      n0,
      _SCe,
      0,
      [_AKI, _SAK, _ST, _Ex],
      [[0, { [_xN]: _AKI }], [() => SessionCredentialValue, { [_xN]: _SAK }], [() => SessionCredentialValue, { [_xN]: _ST }], [4, { [_xN]: _Ex }]],
      4
    ];
    var SimplePrefix$ = [
      3,
      n0,
      _SPi,
      { [_xN]: _SPi },
      [],
      []
    ];
    var SourceSelectionCriteria$ = [
      3,
      n0,
      _SSC,
      0,
      [_SKEO, _RM],
      [() => SseKmsEncryptedObjects$, () => ReplicaModifications$]
    ];
    var SSEKMS$ = [
      3,
      n0,
      _SSEKMS,
      { [_xN]: _SK },
      [_KI],
      [[() => SSEKMSKeyId, 0]],
      1
    ];
    var SseKmsEncryptedObjects$ = [
      3,
      n0,
      _SKEO,
      0,
      [_S],
      [0],
      1
    ];
    var SSEKMSEncryption$ = [
      3,
      n0,
      _SSEKMSE,
      { [_xN]: _SK },
      [_KMSKA, _BKE],
      [[() => NonEmptyKmsKeyArnString, 0], 2],
      1
    ];
    var SSES3$ = [
      3,
      n0,
      _SSES,
      { [_xN]: _SS },
      [],
      []
    ];
    var Stats$ = [
      3,
      n0,
      _Sta,
      0,
      [_BS, _BP, _BRy],
      [1, 1, 1]
    ];
    var StatsEvent$ = [
      3,
      n0,
      _SE,
      0,
      [_Det],
      [[() => Stats$, { [_eP]: 1 }]]
    ];
    var StorageClassAnalysis$ = [
      3,
      n0,
      _SCA,
      0,
      [_DE],
      [() => StorageClassAnalysisDataExport$]
    ];
    var StorageClassAnalysisDataExport$ = [
      3,
      n0,
      _SCADE,
      0,
      [_OSV, _Des],
      [0, () => AnalyticsExportDestination$],
      2
    ];
    var Tag$ = [
      3,
      n0,
      _Ta,
      0,
      [_K, _V],
      [0, 0],
      2
    ];
    var Tagging$ = [
      3,
      n0,
      _Tag,
      0,
      [_TSa],
      [[() => TagSet, 0]],
      1
    ];
    var TargetGrant$ = [
      3,
      n0,
      _TGa,
      0,
      [_Gra, _Pe],
      [[() => Grantee$, { [_xNm]: [_x, _hi] }], 0]
    ];
    var TargetObjectKeyFormat$ = [
      3,
      n0,
      _TOKF,
      0,
      [_SPi, _PP],
      [[() => SimplePrefix$, { [_xN]: _SPi }], [() => PartitionedPrefix$, { [_xN]: _PP }]]
    ];
    var Tiering$ = [
      3,
      n0,
      _Tier,
      0,
      [_D, _AT],
      [1, 0],
      2
    ];
    var TopicConfiguration$ = [
      3,
      n0,
      _TCop,
      0,
      [_TAo, _Ev, _I, _F],
      [[0, { [_xN]: _Top }], [64 | 0, { [_xF]: 1, [_xN]: _Eve }], 0, [() => NotificationConfigurationFilter$, 0]],
      2
    ];
    var Transition$ = [
      3,
      n0,
      _Tra,
      0,
      [_Da, _D, _SC],
      [5, 1, 0]
    ];
    var UpdateBucketMetadataAnnotationTableConfigurationRequest$ = [
      3,
      n0,
      _UBMATCR,
      0,
      [_B, _ATC, _CMDo, _CA, _EBO],
      [[0, 1], [() => AnnotationTableConfigurationUpdates$, { [_hP]: 1, [_xN]: _ATC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var UpdateBucketMetadataInventoryTableConfigurationRequest$ = [
      3,
      n0,
      _UBMITCR,
      0,
      [_B, _ITCn, _CMDo, _CA, _EBO],
      [[0, 1], [() => InventoryTableConfigurationUpdates$, { [_hP]: 1, [_xN]: _ITCn }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var UpdateBucketMetadataJournalTableConfigurationRequest$ = [
      3,
      n0,
      _UBMJTCR,
      0,
      [_B, _JTC, _CMDo, _CA, _EBO],
      [[0, 1], [() => JournalTableConfigurationUpdates$, { [_hP]: 1, [_xN]: _JTC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]],
      2
    ];
    var UpdateObjectEncryptionRequest$ = [
      3,
      n0,
      _UOER,
      0,
      [_B, _K, _OE, _VI, _RP, _EBO, _CMDo, _CA],
      [[0, 1], [0, 1], [() => ObjectEncryption$, 16], [0, { [_hQ]: _vI }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }]],
      3
    ];
    var UpdateObjectEncryptionResponse$ = [
      3,
      n0,
      _UOERp,
      0,
      [_RC],
      [[0, { [_hH]: _xarc }]]
    ];
    var UploadPartCopyOutput$ = [
      3,
      n0,
      _UPCO,
      0,
      [_CSVI, _CPR, _SSE, _SSECA, _SSECKMD, _SSEKMSKI, _BKE, _RC],
      [[0, { [_hH]: _xacsvi }], [() => CopyPartResult$, 16], [0, { [_hH]: _xasse }], [0, { [_hH]: _xasseca }], [0, { [_hH]: _xasseckM }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [2, { [_hH]: _xassebke }], [0, { [_hH]: _xarc }]]
    ];
    var UploadPartCopyRequest$ = [
      3,
      n0,
      _UPCR,
      0,
      [_B, _CSo, _K, _PN, _UI, _CSIM, _CSIMS, _CSINM, _CSIUS, _CSRo, _SSECA, _SSECK, _SSECKMD, _CSSSECA, _CSSSECK, _CSSSECKMD, _RP, _EBO, _ESBO],
      [[0, 1], [0, { [_hH]: _xacs___ }], [0, 1], [1, { [_hQ]: _pN }], [0, { [_hQ]: _uI }], [0, { [_hH]: _xacsim }], [4, { [_hH]: _xacsims }], [0, { [_hH]: _xacsinm }], [4, { [_hH]: _xacsius }], [0, { [_hH]: _xacsr }], [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }], [0, { [_hH]: _xacssseca }], [() => CopySourceSSECustomerKey, { [_hH]: _xacssseck }], [0, { [_hH]: _xacssseckM }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xasebo }]],
      5
    ];
    var UploadPartOutput$ = [
      3,
      n0,
      _UPO,
      0,
      [_SSE, _ET, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _SSECA, _SSECKMD, _SSEKMSKI, _BKE, _RC],
      [[0, { [_hH]: _xasse }], [0, { [_hH]: _ET }], [0, { [_hH]: _xacc }], [0, { [_hH]: _xacc_ }], [0, { [_hH]: _xacc__ }], [0, { [_hH]: _xacs }], [0, { [_hH]: _xacs_ }], [0, { [_hH]: _xacs__ }], [0, { [_hH]: _xacm }], [0, { [_hH]: _xacx }], [0, { [_hH]: _xacx_ }], [0, { [_hH]: _xacx__ }], [0, { [_hH]: _xasseca }], [0, { [_hH]: _xasseckM }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [2, { [_hH]: _xassebke }], [0, { [_hH]: _xarc }]]
    ];
    var UploadPartRequest$ = [
      3,
      n0,
      _UPR,
      0,
      [_B, _K, _PN, _UI, _Bo, _CLo, _CMDo, _CA, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _SSECA, _SSECK, _SSECKMD, _RP, _EBO],
      [[0, 1], [0, 1], [1, { [_hQ]: _pN }], [0, { [_hQ]: _uI }], [() => StreamingBlob, 16], [1, { [_hH]: _CL__ }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xacc }], [0, { [_hH]: _xacc_ }], [0, { [_hH]: _xacc__ }], [0, { [_hH]: _xacs }], [0, { [_hH]: _xacs_ }], [0, { [_hH]: _xacs__ }], [0, { [_hH]: _xacm }], [0, { [_hH]: _xacx }], [0, { [_hH]: _xacx_ }], [0, { [_hH]: _xacx__ }], [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }]],
      4
    ];
    var VersioningConfiguration$ = [
      3,
      n0,
      _VC,
      0,
      [_MFAD, _S],
      [[0, { [_xN]: _MDf }], 0]
    ];
    var WebsiteConfiguration$ = [
      3,
      n0,
      _WC,
      0,
      [_EDr, _IDn, _RART, _RR],
      [() => ErrorDocument$, () => IndexDocument$, () => RedirectAllRequestsTo$, [() => RoutingRules, 0]]
    ];
    var WriteGetObjectResponseRequest$ = [
      3,
      n0,
      _WGORR,
      0,
      [_RReq, _RTe, _Bo, _SCt, _ECr, _EM, _AR, _CC, _CDo, _CEo, _CL, _CLo, _CR, _CTo, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _DM, _ET, _Exp, _Ex, _LM, _MM, _M, _OLM, _OLLHS, _OLRUD, _PC, _RS, _RC, _Re, _SSE, _SSECA, _SSEKMSKI, _SSECKMD, _SC, _TC, _VI, _BKE],
      [[0, { [_hL]: 1, [_hH]: _xarr }], [0, { [_hH]: _xart }], [() => StreamingBlob, 16], [1, { [_hH]: _xafs }], [0, { [_hH]: _xafec }], [0, { [_hH]: _xafem }], [0, { [_hH]: _xafhar }], [0, { [_hH]: _xafhCC }], [0, { [_hH]: _xafhCD }], [0, { [_hH]: _xafhCE }], [0, { [_hH]: _xafhCL }], [1, { [_hH]: _CL__ }], [0, { [_hH]: _xafhCR }], [0, { [_hH]: _xafhCT }], [0, { [_hH]: _xafhxacc }], [0, { [_hH]: _xafhxacc_ }], [0, { [_hH]: _xafhxacc__ }], [0, { [_hH]: _xafhxacs }], [0, { [_hH]: _xafhxacs_ }], [0, { [_hH]: _xafhxacs__ }], [0, { [_hH]: _xafhxacm }], [0, { [_hH]: _xafhxacx }], [0, { [_hH]: _xafhxacx_ }], [0, { [_hH]: _xafhxacx__ }], [2, { [_hH]: _xafhxadm }], [0, { [_hH]: _xafhE }], [4, { [_hH]: _xafhE_ }], [0, { [_hH]: _xafhxae }], [4, { [_hH]: _xafhLM }], [1, { [_hH]: _xafhxamm }], [128 | 0, { [_hPH]: _xam }], [0, { [_hH]: _xafhxaolm }], [0, { [_hH]: _xafhxaollh }], [5, { [_hH]: _xafhxaolrud }], [1, { [_hH]: _xafhxampc }], [0, { [_hH]: _xafhxars }], [0, { [_hH]: _xafhxarc }], [0, { [_hH]: _xafhxar }], [0, { [_hH]: _xafhxasse }], [0, { [_hH]: _xafhxasseca }], [() => SSEKMSKeyId, { [_hH]: _xafhxasseakki }], [0, { [_hH]: _xafhxasseckM }], [0, { [_hH]: _xafhxasc }], [1, { [_hH]: _xafhxatc }], [0, { [_hH]: _xafhxavi }], [2, { [_hH]: _xafhxassebke }]],
      2
    ];
    var __Unit = "unit";
    var AnalyticsConfigurationList = [
      1,
      n0,
      _ACLn,
      0,
      [
        () => AnalyticsConfiguration$,
        0
      ]
    ];
    var AnnotationList = [
      1,
      n0,
      _AL,
      0,
      [
        () => AnnotationEntry$,
        { [_xN]: _AE }
      ]
    ];
    var Buckets = [
      1,
      n0,
      _Bu,
      0,
      [
        () => Bucket$,
        { [_xN]: _B }
      ]
    ];
    var CommonPrefixList = [
      1,
      n0,
      _CPL,
      0,
      () => CommonPrefix$
    ];
    var CompletedPartList = [
      1,
      n0,
      _CPLo,
      0,
      () => CompletedPart$
    ];
    var CORSRules = [
      1,
      n0,
      _CORSR,
      0,
      [
        () => CORSRule$,
        0
      ]
    ];
    var DeletedObjects = [
      1,
      n0,
      _DOe,
      0,
      () => DeletedObject$
    ];
    var DeleteMarkers = [
      1,
      n0,
      _DMe,
      0,
      () => DeleteMarkerEntry$
    ];
    var EncryptionTypeList = [
      1,
      n0,
      _ETL,
      0,
      [
        0,
        { [_xN]: _ETn }
      ]
    ];
    var Errors = [
      1,
      n0,
      _Er,
      0,
      () => _Error$
    ];
    var FilterRuleList = [
      1,
      n0,
      _FRL,
      0,
      () => FilterRule$
    ];
    var Grants = [
      1,
      n0,
      _G,
      0,
      [
        () => Grant$,
        { [_xN]: _Gr }
      ]
    ];
    var IntelligentTieringConfigurationList = [
      1,
      n0,
      _ITCL,
      0,
      [
        () => IntelligentTieringConfiguration$,
        0
      ]
    ];
    var InventoryConfigurationList = [
      1,
      n0,
      _ICL,
      0,
      [
        () => InventoryConfiguration$,
        0
      ]
    ];
    var InventoryOptionalFields = [
      1,
      n0,
      _IOF,
      0,
      [
        0,
        { [_xN]: _Fi }
      ]
    ];
    var LambdaFunctionConfigurationList = [
      1,
      n0,
      _LFCL,
      0,
      [
        () => LambdaFunctionConfiguration$,
        0
      ]
    ];
    var LifecycleRules = [
      1,
      n0,
      _LRi,
      0,
      [
        () => LifecycleRule$,
        0
      ]
    ];
    var MetricsConfigurationList = [
      1,
      n0,
      _MCL,
      0,
      [
        () => MetricsConfiguration$,
        0
      ]
    ];
    var MultipartUploadList = [
      1,
      n0,
      _MUL,
      0,
      () => MultipartUpload$
    ];
    var NoncurrentVersionTransitionList = [
      1,
      n0,
      _NVTL,
      0,
      () => NoncurrentVersionTransition$
    ];
    var ObjectIdentifierList = [
      1,
      n0,
      _OIL,
      0,
      () => ObjectIdentifier$
    ];
    var ObjectList = [
      1,
      n0,
      _OLb,
      0,
      [
        () => _Object$,
        0
      ]
    ];
    var ObjectVersionList = [
      1,
      n0,
      _OVL,
      0,
      [
        () => ObjectVersion$,
        0
      ]
    ];
    var OwnershipControlsRules = [
      1,
      n0,
      _OCRw,
      0,
      () => OwnershipControlsRule$
    ];
    var Parts = [
      1,
      n0,
      _Pa,
      0,
      () => Part$
    ];
    var PartsList = [
      1,
      n0,
      _PL,
      0,
      () => ObjectPart$
    ];
    var QueueConfigurationList = [
      1,
      n0,
      _QCL,
      0,
      [
        () => QueueConfiguration$,
        0
      ]
    ];
    var ReplicationRules = [
      1,
      n0,
      _RRep,
      0,
      [
        () => ReplicationRule$,
        0
      ]
    ];
    var RoutingRules = [
      1,
      n0,
      _RR,
      0,
      [
        () => RoutingRule$,
        { [_xN]: _RRo }
      ]
    ];
    var ServerSideEncryptionRules = [
      1,
      n0,
      _SSERe,
      0,
      [
        () => ServerSideEncryptionRule$,
        0
      ]
    ];
    var TagSet = [
      1,
      n0,
      _TSa,
      0,
      [
        () => Tag$,
        { [_xN]: _Ta }
      ]
    ];
    var TargetGrants = [
      1,
      n0,
      _TG,
      0,
      [
        () => TargetGrant$,
        { [_xN]: _Gr }
      ]
    ];
    var TieringList = [
      1,
      n0,
      _TL,
      0,
      () => Tiering$
    ];
    var TopicConfigurationList = [
      1,
      n0,
      _TCL,
      0,
      [
        () => TopicConfiguration$,
        0
      ]
    ];
    var TransitionList = [
      1,
      n0,
      _TLr,
      0,
      () => Transition$
    ];
    var UserMetadata = [
      1,
      n0,
      _UM,
      0,
      [
        () => MetadataEntry$,
        { [_xN]: _ME }
      ]
    ];
    var AnalyticsFilter$ = [
      4,
      n0,
      _AF,
      0,
      [_P, _Ta, _An],
      [0, () => Tag$, [() => AnalyticsAndOperator$, 0]]
    ];
    var MetricsFilter$ = [
      4,
      n0,
      _MF,
      0,
      [_P, _Ta, _APAc, _An],
      [0, () => Tag$, 0, [() => MetricsAndOperator$, 0]]
    ];
    var ObjectEncryption$ = [
      4,
      n0,
      _OE,
      0,
      [_SSEKMS],
      [[() => SSEKMSEncryption$, { [_xN]: _SK }]]
    ];
    var SelectObjectContentEventStream$ = [
      4,
      n0,
      _SOCES,
      { [_st]: 1 },
      [_Rec, _Sta, _Pr, _Cont, _End],
      [[() => RecordsEvent$, 0], [() => StatsEvent$, 0], [() => ProgressEvent$, 0], () => ContinuationEvent$, () => EndEvent$]
    ];
    var AbortMultipartUpload$ = [
      9,
      n0,
      _AMU,
      { [_h]: ["DELETE", "/{Key+}?x-id=AbortMultipartUpload", 204] },
      () => AbortMultipartUploadRequest$,
      () => AbortMultipartUploadOutput$
    ];
    var CompleteMultipartUpload$ = [
      9,
      n0,
      _CMUo,
      { [_h]: ["POST", "/{Key+}", 200] },
      () => CompleteMultipartUploadRequest$,
      () => CompleteMultipartUploadOutput$
    ];
    var CopyObject$ = [
      9,
      n0,
      _CO,
      { [_h]: ["PUT", "/{Key+}?x-id=CopyObject", 200] },
      () => CopyObjectRequest$,
      () => CopyObjectOutput$
    ];
    var CreateBucket$ = [
      9,
      n0,
      _CB,
      { [_h]: ["PUT", "/", 200] },
      () => CreateBucketRequest$,
      () => CreateBucketOutput$
    ];
    var CreateBucketMetadataConfiguration$ = [
      9,
      n0,
      _CBMC,
      { [_hC]: "-", [_h]: ["POST", "/?metadataConfiguration", 200] },
      () => CreateBucketMetadataConfigurationRequest$,
      () => __Unit
    ];
    var CreateBucketMetadataTableConfiguration$ = [
      9,
      n0,
      _CBMTC,
      { [_hC]: "-", [_h]: ["POST", "/?metadataTable", 200] },
      () => CreateBucketMetadataTableConfigurationRequest$,
      () => __Unit
    ];
    var CreateMultipartUpload$ = [
      9,
      n0,
      _CMUr,
      { [_h]: ["POST", "/{Key+}?uploads", 200] },
      () => CreateMultipartUploadRequest$,
      () => CreateMultipartUploadOutput$
    ];
    var CreateSession$ = [
      9,
      n0,
      _CSr,
      { [_h]: ["GET", "/?session", 200] },
      () => CreateSessionRequest$,
      () => CreateSessionOutput$
    ];
    var DeleteBucket$ = [
      9,
      n0,
      _DB,
      { [_h]: ["DELETE", "/", 204] },
      () => DeleteBucketRequest$,
      () => __Unit
    ];
    var DeleteBucketAnalyticsConfiguration$ = [
      9,
      n0,
      _DBAC,
      { [_h]: ["DELETE", "/?analytics", 204] },
      () => DeleteBucketAnalyticsConfigurationRequest$,
      () => __Unit
    ];
    var DeleteBucketCors$ = [
      9,
      n0,
      _DBC,
      { [_h]: ["DELETE", "/?cors", 204] },
      () => DeleteBucketCorsRequest$,
      () => __Unit
    ];
    var DeleteBucketEncryption$ = [
      9,
      n0,
      _DBE,
      { [_h]: ["DELETE", "/?encryption", 204] },
      () => DeleteBucketEncryptionRequest$,
      () => __Unit
    ];
    var DeleteBucketIntelligentTieringConfiguration$ = [
      9,
      n0,
      _DBITC,
      { [_h]: ["DELETE", "/?intelligent-tiering", 204] },
      () => DeleteBucketIntelligentTieringConfigurationRequest$,
      () => __Unit
    ];
    var DeleteBucketInventoryConfiguration$ = [
      9,
      n0,
      _DBIC,
      { [_h]: ["DELETE", "/?inventory", 204] },
      () => DeleteBucketInventoryConfigurationRequest$,
      () => __Unit
    ];
    var DeleteBucketLifecycle$ = [
      9,
      n0,
      _DBL,
      { [_h]: ["DELETE", "/?lifecycle", 204] },
      () => DeleteBucketLifecycleRequest$,
      () => __Unit
    ];
    var DeleteBucketMetadataConfiguration$ = [
      9,
      n0,
      _DBMC,
      { [_h]: ["DELETE", "/?metadataConfiguration", 204] },
      () => DeleteBucketMetadataConfigurationRequest$,
      () => __Unit
    ];
    var DeleteBucketMetadataTableConfiguration$ = [
      9,
      n0,
      _DBMTC,
      { [_h]: ["DELETE", "/?metadataTable", 204] },
      () => DeleteBucketMetadataTableConfigurationRequest$,
      () => __Unit
    ];
    var DeleteBucketMetricsConfiguration$ = [
      9,
      n0,
      _DBMCe,
      { [_h]: ["DELETE", "/?metrics", 204] },
      () => DeleteBucketMetricsConfigurationRequest$,
      () => __Unit
    ];
    var DeleteBucketOwnershipControls$ = [
      9,
      n0,
      _DBOC,
      { [_h]: ["DELETE", "/?ownershipControls", 204] },
      () => DeleteBucketOwnershipControlsRequest$,
      () => __Unit
    ];
    var DeleteBucketPolicy$ = [
      9,
      n0,
      _DBP,
      { [_h]: ["DELETE", "/?policy", 204] },
      () => DeleteBucketPolicyRequest$,
      () => __Unit
    ];
    var DeleteBucketReplication$ = [
      9,
      n0,
      _DBRe,
      { [_h]: ["DELETE", "/?replication", 204] },
      () => DeleteBucketReplicationRequest$,
      () => __Unit
    ];
    var DeleteBucketTagging$ = [
      9,
      n0,
      _DBT,
      { [_h]: ["DELETE", "/?tagging", 204] },
      () => DeleteBucketTaggingRequest$,
      () => __Unit
    ];
    var DeleteBucketWebsite$ = [
      9,
      n0,
      _DBW,
      { [_h]: ["DELETE", "/?website", 204] },
      () => DeleteBucketWebsiteRequest$,
      () => __Unit
    ];
    var DeleteObject$ = [
      9,
      n0,
      _DOel,
      { [_h]: ["DELETE", "/{Key+}?x-id=DeleteObject", 204] },
      () => DeleteObjectRequest$,
      () => DeleteObjectOutput$
    ];
    var DeleteObjectAnnotation$ = [
      9,
      n0,
      _DOA,
      { [_h]: ["DELETE", "/{Key+}?annotation", 204] },
      () => DeleteObjectAnnotationRequest$,
      () => DeleteObjectAnnotationOutput$
    ];
    var DeleteObjects$ = [
      9,
      n0,
      _DOele,
      { [_hC]: "-", [_h]: ["POST", "/?delete", 200] },
      () => DeleteObjectsRequest$,
      () => DeleteObjectsOutput$
    ];
    var DeleteObjectTagging$ = [
      9,
      n0,
      _DOT,
      { [_h]: ["DELETE", "/{Key+}?tagging", 204] },
      () => DeleteObjectTaggingRequest$,
      () => DeleteObjectTaggingOutput$
    ];
    var DeletePublicAccessBlock$ = [
      9,
      n0,
      _DPAB,
      { [_h]: ["DELETE", "/?publicAccessBlock", 204] },
      () => DeletePublicAccessBlockRequest$,
      () => __Unit
    ];
    var GetBucketAbac$ = [
      9,
      n0,
      _GBA,
      { [_h]: ["GET", "/?abac", 200] },
      () => GetBucketAbacRequest$,
      () => GetBucketAbacOutput$
    ];
    var GetBucketAccelerateConfiguration$ = [
      9,
      n0,
      _GBAC,
      { [_h]: ["GET", "/?accelerate", 200] },
      () => GetBucketAccelerateConfigurationRequest$,
      () => GetBucketAccelerateConfigurationOutput$
    ];
    var GetBucketAcl$ = [
      9,
      n0,
      _GBAe,
      { [_h]: ["GET", "/?acl", 200] },
      () => GetBucketAclRequest$,
      () => GetBucketAclOutput$
    ];
    var GetBucketAnalyticsConfiguration$ = [
      9,
      n0,
      _GBACe,
      { [_h]: ["GET", "/?analytics&x-id=GetBucketAnalyticsConfiguration", 200] },
      () => GetBucketAnalyticsConfigurationRequest$,
      () => GetBucketAnalyticsConfigurationOutput$
    ];
    var GetBucketCors$ = [
      9,
      n0,
      _GBC,
      { [_h]: ["GET", "/?cors", 200] },
      () => GetBucketCorsRequest$,
      () => GetBucketCorsOutput$
    ];
    var GetBucketEncryption$ = [
      9,
      n0,
      _GBE,
      { [_h]: ["GET", "/?encryption", 200] },
      () => GetBucketEncryptionRequest$,
      () => GetBucketEncryptionOutput$
    ];
    var GetBucketIntelligentTieringConfiguration$ = [
      9,
      n0,
      _GBITC,
      { [_h]: ["GET", "/?intelligent-tiering&x-id=GetBucketIntelligentTieringConfiguration", 200] },
      () => GetBucketIntelligentTieringConfigurationRequest$,
      () => GetBucketIntelligentTieringConfigurationOutput$
    ];
    var GetBucketInventoryConfiguration$ = [
      9,
      n0,
      _GBIC,
      { [_h]: ["GET", "/?inventory&x-id=GetBucketInventoryConfiguration", 200] },
      () => GetBucketInventoryConfigurationRequest$,
      () => GetBucketInventoryConfigurationOutput$
    ];
    var GetBucketLifecycleConfiguration$ = [
      9,
      n0,
      _GBLC,
      { [_h]: ["GET", "/?lifecycle", 200] },
      () => GetBucketLifecycleConfigurationRequest$,
      () => GetBucketLifecycleConfigurationOutput$
    ];
    var GetBucketLocation$ = [
      9,
      n0,
      _GBL,
      { [_h]: ["GET", "/?location", 200] },
      () => GetBucketLocationRequest$,
      () => GetBucketLocationOutput$
    ];
    var GetBucketLogging$ = [
      9,
      n0,
      _GBLe,
      { [_h]: ["GET", "/?logging", 200] },
      () => GetBucketLoggingRequest$,
      () => GetBucketLoggingOutput$
    ];
    var GetBucketMetadataConfiguration$ = [
      9,
      n0,
      _GBMC,
      { [_h]: ["GET", "/?metadataConfiguration", 200] },
      () => GetBucketMetadataConfigurationRequest$,
      () => GetBucketMetadataConfigurationOutput$
    ];
    var GetBucketMetadataTableConfiguration$ = [
      9,
      n0,
      _GBMTC,
      { [_h]: ["GET", "/?metadataTable", 200] },
      () => GetBucketMetadataTableConfigurationRequest$,
      () => GetBucketMetadataTableConfigurationOutput$
    ];
    var GetBucketMetricsConfiguration$ = [
      9,
      n0,
      _GBMCe,
      { [_h]: ["GET", "/?metrics&x-id=GetBucketMetricsConfiguration", 200] },
      () => GetBucketMetricsConfigurationRequest$,
      () => GetBucketMetricsConfigurationOutput$
    ];
    var GetBucketNotificationConfiguration$ = [
      9,
      n0,
      _GBNC,
      { [_h]: ["GET", "/?notification", 200] },
      () => GetBucketNotificationConfigurationRequest$,
      () => NotificationConfiguration$
    ];
    var GetBucketOwnershipControls$ = [
      9,
      n0,
      _GBOC,
      { [_h]: ["GET", "/?ownershipControls", 200] },
      () => GetBucketOwnershipControlsRequest$,
      () => GetBucketOwnershipControlsOutput$
    ];
    var GetBucketPolicy$ = [
      9,
      n0,
      _GBP,
      { [_h]: ["GET", "/?policy", 200] },
      () => GetBucketPolicyRequest$,
      () => GetBucketPolicyOutput$
    ];
    var GetBucketPolicyStatus$ = [
      9,
      n0,
      _GBPS,
      { [_h]: ["GET", "/?policyStatus", 200] },
      () => GetBucketPolicyStatusRequest$,
      () => GetBucketPolicyStatusOutput$
    ];
    var GetBucketReplication$ = [
      9,
      n0,
      _GBR,
      { [_h]: ["GET", "/?replication", 200] },
      () => GetBucketReplicationRequest$,
      () => GetBucketReplicationOutput$
    ];
    var GetBucketRequestPayment$ = [
      9,
      n0,
      _GBRP,
      { [_h]: ["GET", "/?requestPayment", 200] },
      () => GetBucketRequestPaymentRequest$,
      () => GetBucketRequestPaymentOutput$
    ];
    var GetBucketTagging$ = [
      9,
      n0,
      _GBT,
      { [_h]: ["GET", "/?tagging", 200] },
      () => GetBucketTaggingRequest$,
      () => GetBucketTaggingOutput$
    ];
    var GetBucketVersioning$ = [
      9,
      n0,
      _GBV,
      { [_h]: ["GET", "/?versioning", 200] },
      () => GetBucketVersioningRequest$,
      () => GetBucketVersioningOutput$
    ];
    var GetBucketWebsite$ = [
      9,
      n0,
      _GBW,
      { [_h]: ["GET", "/?website", 200] },
      () => GetBucketWebsiteRequest$,
      () => GetBucketWebsiteOutput$
    ];
    var GetObject$ = [
      9,
      n0,
      _GO,
      { [_hC]: "-", [_h]: ["GET", "/{Key+}?x-id=GetObject", 200] },
      () => GetObjectRequest$,
      () => GetObjectOutput$
    ];
    var GetObjectAcl$ = [
      9,
      n0,
      _GOA,
      { [_h]: ["GET", "/{Key+}?acl", 200] },
      () => GetObjectAclRequest$,
      () => GetObjectAclOutput$
    ];
    var GetObjectAnnotation$ = [
      9,
      n0,
      _GOAe,
      { [_hC]: "-", [_h]: ["GET", "/{Key+}?annotation&x-id=GetObjectAnnotation", 200] },
      () => GetObjectAnnotationRequest$,
      () => GetObjectAnnotationOutput$
    ];
    var GetObjectAttributes$ = [
      9,
      n0,
      _GOAet,
      { [_h]: ["GET", "/{Key+}?attributes", 200] },
      () => GetObjectAttributesRequest$,
      () => GetObjectAttributesOutput$
    ];
    var GetObjectLegalHold$ = [
      9,
      n0,
      _GOLH,
      { [_h]: ["GET", "/{Key+}?legal-hold", 200] },
      () => GetObjectLegalHoldRequest$,
      () => GetObjectLegalHoldOutput$
    ];
    var GetObjectLockConfiguration$ = [
      9,
      n0,
      _GOLC,
      { [_h]: ["GET", "/?object-lock", 200] },
      () => GetObjectLockConfigurationRequest$,
      () => GetObjectLockConfigurationOutput$
    ];
    var GetObjectRetention$ = [
      9,
      n0,
      _GORe,
      { [_h]: ["GET", "/{Key+}?retention", 200] },
      () => GetObjectRetentionRequest$,
      () => GetObjectRetentionOutput$
    ];
    var GetObjectTagging$ = [
      9,
      n0,
      _GOT,
      { [_h]: ["GET", "/{Key+}?tagging", 200] },
      () => GetObjectTaggingRequest$,
      () => GetObjectTaggingOutput$
    ];
    var GetObjectTorrent$ = [
      9,
      n0,
      _GOTe,
      { [_h]: ["GET", "/{Key+}?torrent", 200] },
      () => GetObjectTorrentRequest$,
      () => GetObjectTorrentOutput$
    ];
    var GetPublicAccessBlock$ = [
      9,
      n0,
      _GPAB,
      { [_h]: ["GET", "/?publicAccessBlock", 200] },
      () => GetPublicAccessBlockRequest$,
      () => GetPublicAccessBlockOutput$
    ];
    var HeadBucket$ = [
      9,
      n0,
      _HB,
      { [_h]: ["HEAD", "/", 200] },
      () => HeadBucketRequest$,
      () => HeadBucketOutput$
    ];
    var HeadObject$ = [
      9,
      n0,
      _HO,
      { [_h]: ["HEAD", "/{Key+}", 200] },
      () => HeadObjectRequest$,
      () => HeadObjectOutput$
    ];
    var ListBucketAnalyticsConfigurations$ = [
      9,
      n0,
      _LBAC,
      { [_h]: ["GET", "/?analytics&x-id=ListBucketAnalyticsConfigurations", 200] },
      () => ListBucketAnalyticsConfigurationsRequest$,
      () => ListBucketAnalyticsConfigurationsOutput$
    ];
    var ListBucketIntelligentTieringConfigurations$ = [
      9,
      n0,
      _LBITC,
      { [_h]: ["GET", "/?intelligent-tiering&x-id=ListBucketIntelligentTieringConfigurations", 200] },
      () => ListBucketIntelligentTieringConfigurationsRequest$,
      () => ListBucketIntelligentTieringConfigurationsOutput$
    ];
    var ListBucketInventoryConfigurations$ = [
      9,
      n0,
      _LBIC,
      { [_h]: ["GET", "/?inventory&x-id=ListBucketInventoryConfigurations", 200] },
      () => ListBucketInventoryConfigurationsRequest$,
      () => ListBucketInventoryConfigurationsOutput$
    ];
    var ListBucketMetricsConfigurations$ = [
      9,
      n0,
      _LBMC,
      { [_h]: ["GET", "/?metrics&x-id=ListBucketMetricsConfigurations", 200] },
      () => ListBucketMetricsConfigurationsRequest$,
      () => ListBucketMetricsConfigurationsOutput$
    ];
    var ListBuckets$ = [
      9,
      n0,
      _LB,
      { [_h]: ["GET", "/?x-id=ListBuckets", 200] },
      () => ListBucketsRequest$,
      () => ListBucketsOutput$
    ];
    var ListDirectoryBuckets$ = [
      9,
      n0,
      _LDB,
      { [_h]: ["GET", "/?x-id=ListDirectoryBuckets", 200] },
      () => ListDirectoryBucketsRequest$,
      () => ListDirectoryBucketsOutput$
    ];
    var ListMultipartUploads$ = [
      9,
      n0,
      _LMU,
      { [_h]: ["GET", "/?uploads", 200] },
      () => ListMultipartUploadsRequest$,
      () => ListMultipartUploadsOutput$
    ];
    var ListObjectAnnotations$ = [
      9,
      n0,
      _LOA,
      { [_h]: ["GET", "/{Key+}?annotation&x-id=ListObjectAnnotations", 200] },
      () => ListObjectAnnotationsRequest$,
      () => ListObjectAnnotationsOutput$
    ];
    var ListObjects$ = [
      9,
      n0,
      _LO,
      { [_h]: ["GET", "/", 200] },
      () => ListObjectsRequest$,
      () => ListObjectsOutput$
    ];
    var ListObjectsV2$ = [
      9,
      n0,
      _LOV,
      { [_h]: ["GET", "/?list-type=2", 200] },
      () => ListObjectsV2Request$,
      () => ListObjectsV2Output$
    ];
    var ListObjectVersions$ = [
      9,
      n0,
      _LOVi,
      { [_h]: ["GET", "/?versions", 200] },
      () => ListObjectVersionsRequest$,
      () => ListObjectVersionsOutput$
    ];
    var ListParts$ = [
      9,
      n0,
      _LP,
      { [_h]: ["GET", "/{Key+}?x-id=ListParts", 200] },
      () => ListPartsRequest$,
      () => ListPartsOutput$
    ];
    var PutBucketAbac$ = [
      9,
      n0,
      _PBA,
      { [_hC]: "-", [_h]: ["PUT", "/?abac", 200] },
      () => PutBucketAbacRequest$,
      () => __Unit
    ];
    var PutBucketAccelerateConfiguration$ = [
      9,
      n0,
      _PBAC,
      { [_hC]: "-", [_h]: ["PUT", "/?accelerate", 200] },
      () => PutBucketAccelerateConfigurationRequest$,
      () => __Unit
    ];
    var PutBucketAcl$ = [
      9,
      n0,
      _PBAu,
      { [_hC]: "-", [_h]: ["PUT", "/?acl", 200] },
      () => PutBucketAclRequest$,
      () => __Unit
    ];
    var PutBucketAnalyticsConfiguration$ = [
      9,
      n0,
      _PBACu,
      { [_h]: ["PUT", "/?analytics", 200] },
      () => PutBucketAnalyticsConfigurationRequest$,
      () => __Unit
    ];
    var PutBucketCors$ = [
      9,
      n0,
      _PBC,
      { [_hC]: "-", [_h]: ["PUT", "/?cors", 200] },
      () => PutBucketCorsRequest$,
      () => __Unit
    ];
    var PutBucketEncryption$ = [
      9,
      n0,
      _PBE,
      { [_hC]: "-", [_h]: ["PUT", "/?encryption", 200] },
      () => PutBucketEncryptionRequest$,
      () => __Unit
    ];
    var PutBucketIntelligentTieringConfiguration$ = [
      9,
      n0,
      _PBITC,
      { [_h]: ["PUT", "/?intelligent-tiering", 200] },
      () => PutBucketIntelligentTieringConfigurationRequest$,
      () => __Unit
    ];
    var PutBucketInventoryConfiguration$ = [
      9,
      n0,
      _PBIC,
      { [_h]: ["PUT", "/?inventory", 200] },
      () => PutBucketInventoryConfigurationRequest$,
      () => __Unit
    ];
    var PutBucketLifecycleConfiguration$ = [
      9,
      n0,
      _PBLC,
      { [_hC]: "-", [_h]: ["PUT", "/?lifecycle", 200] },
      () => PutBucketLifecycleConfigurationRequest$,
      () => PutBucketLifecycleConfigurationOutput$
    ];
    var PutBucketLogging$ = [
      9,
      n0,
      _PBL,
      { [_hC]: "-", [_h]: ["PUT", "/?logging", 200] },
      () => PutBucketLoggingRequest$,
      () => __Unit
    ];
    var PutBucketMetricsConfiguration$ = [
      9,
      n0,
      _PBMC,
      { [_h]: ["PUT", "/?metrics", 200] },
      () => PutBucketMetricsConfigurationRequest$,
      () => __Unit
    ];
    var PutBucketNotificationConfiguration$ = [
      9,
      n0,
      _PBNC,
      { [_h]: ["PUT", "/?notification", 200] },
      () => PutBucketNotificationConfigurationRequest$,
      () => __Unit
    ];
    var PutBucketOwnershipControls$ = [
      9,
      n0,
      _PBOC,
      { [_hC]: "-", [_h]: ["PUT", "/?ownershipControls", 200] },
      () => PutBucketOwnershipControlsRequest$,
      () => __Unit
    ];
    var PutBucketPolicy$ = [
      9,
      n0,
      _PBP,
      { [_hC]: "-", [_h]: ["PUT", "/?policy", 200] },
      () => PutBucketPolicyRequest$,
      () => __Unit
    ];
    var PutBucketReplication$ = [
      9,
      n0,
      _PBR,
      { [_hC]: "-", [_h]: ["PUT", "/?replication", 200] },
      () => PutBucketReplicationRequest$,
      () => __Unit
    ];
    var PutBucketRequestPayment$ = [
      9,
      n0,
      _PBRP,
      { [_hC]: "-", [_h]: ["PUT", "/?requestPayment", 200] },
      () => PutBucketRequestPaymentRequest$,
      () => __Unit
    ];
    var PutBucketTagging$ = [
      9,
      n0,
      _PBT,
      { [_hC]: "-", [_h]: ["PUT", "/?tagging", 200] },
      () => PutBucketTaggingRequest$,
      () => __Unit
    ];
    var PutBucketVersioning$ = [
      9,
      n0,
      _PBV,
      { [_hC]: "-", [_h]: ["PUT", "/?versioning", 200] },
      () => PutBucketVersioningRequest$,
      () => __Unit
    ];
    var PutBucketWebsite$ = [
      9,
      n0,
      _PBW,
      { [_hC]: "-", [_h]: ["PUT", "/?website", 200] },
      () => PutBucketWebsiteRequest$,
      () => __Unit
    ];
    var PutObject$ = [
      9,
      n0,
      _PO,
      { [_hC]: "-", [_h]: ["PUT", "/{Key+}?x-id=PutObject", 200] },
      () => PutObjectRequest$,
      () => PutObjectOutput$
    ];
    var PutObjectAcl$ = [
      9,
      n0,
      _POA,
      { [_hC]: "-", [_h]: ["PUT", "/{Key+}?acl", 200] },
      () => PutObjectAclRequest$,
      () => PutObjectAclOutput$
    ];
    var PutObjectAnnotation$ = [
      9,
      n0,
      _POAu,
      { [_hC]: "-", [_h]: ["PUT", "/{Key+}?annotation", 200] },
      () => PutObjectAnnotationRequest$,
      () => PutObjectAnnotationOutput$
    ];
    var PutObjectLegalHold$ = [
      9,
      n0,
      _POLH,
      { [_hC]: "-", [_h]: ["PUT", "/{Key+}?legal-hold", 200] },
      () => PutObjectLegalHoldRequest$,
      () => PutObjectLegalHoldOutput$
    ];
    var PutObjectLockConfiguration$ = [
      9,
      n0,
      _POLC,
      { [_hC]: "-", [_h]: ["PUT", "/?object-lock", 200] },
      () => PutObjectLockConfigurationRequest$,
      () => PutObjectLockConfigurationOutput$
    ];
    var PutObjectRetention$ = [
      9,
      n0,
      _PORu,
      { [_hC]: "-", [_h]: ["PUT", "/{Key+}?retention", 200] },
      () => PutObjectRetentionRequest$,
      () => PutObjectRetentionOutput$
    ];
    var PutObjectTagging$ = [
      9,
      n0,
      _POT,
      { [_hC]: "-", [_h]: ["PUT", "/{Key+}?tagging", 200] },
      () => PutObjectTaggingRequest$,
      () => PutObjectTaggingOutput$
    ];
    var PutPublicAccessBlock$ = [
      9,
      n0,
      _PPAB,
      { [_hC]: "-", [_h]: ["PUT", "/?publicAccessBlock", 200] },
      () => PutPublicAccessBlockRequest$,
      () => __Unit
    ];
    var RenameObject$ = [
      9,
      n0,
      _RO,
      { [_h]: ["PUT", "/{Key+}?renameObject", 200] },
      () => RenameObjectRequest$,
      () => RenameObjectOutput$
    ];
    var RestoreObject$ = [
      9,
      n0,
      _ROe,
      { [_hC]: "-", [_h]: ["POST", "/{Key+}?restore", 200] },
      () => RestoreObjectRequest$,
      () => RestoreObjectOutput$
    ];
    var SelectObjectContent$ = [
      9,
      n0,
      _SOC,
      { [_h]: ["POST", "/{Key+}?select&select-type=2", 200] },
      () => SelectObjectContentRequest$,
      () => SelectObjectContentOutput$
    ];
    var UpdateBucketMetadataAnnotationTableConfiguration$ = [
      9,
      n0,
      _UBMATC,
      { [_hC]: "-", [_h]: ["PUT", "/?metadataAnnotationTable", 200] },
      () => UpdateBucketMetadataAnnotationTableConfigurationRequest$,
      () => __Unit
    ];
    var UpdateBucketMetadataInventoryTableConfiguration$ = [
      9,
      n0,
      _UBMITC,
      { [_hC]: "-", [_h]: ["PUT", "/?metadataInventoryTable", 200] },
      () => UpdateBucketMetadataInventoryTableConfigurationRequest$,
      () => __Unit
    ];
    var UpdateBucketMetadataJournalTableConfiguration$ = [
      9,
      n0,
      _UBMJTC,
      { [_hC]: "-", [_h]: ["PUT", "/?metadataJournalTable", 200] },
      () => UpdateBucketMetadataJournalTableConfigurationRequest$,
      () => __Unit
    ];
    var UpdateObjectEncryption$ = [
      9,
      n0,
      _UOE,
      { [_hC]: "-", [_h]: ["PUT", "/{Key+}?encryption", 200] },
      () => UpdateObjectEncryptionRequest$,
      () => UpdateObjectEncryptionResponse$
    ];
    var UploadPart$ = [
      9,
      n0,
      _UP,
      { [_hC]: "-", [_h]: ["PUT", "/{Key+}?x-id=UploadPart", 200] },
      () => UploadPartRequest$,
      () => UploadPartOutput$
    ];
    var UploadPartCopy$ = [
      9,
      n0,
      _UPC,
      { [_h]: ["PUT", "/{Key+}?x-id=UploadPartCopy", 200] },
      () => UploadPartCopyRequest$,
      () => UploadPartCopyOutput$
    ];
    var WriteGetObjectResponse$ = [
      9,
      n0,
      _WGOR,
      { [_en]: ["{RequestRoute}."], [_h]: ["POST", "/WriteGetObjectResponse", 200] },
      () => WriteGetObjectResponseRequest$,
      () => __Unit
    ];
    var CreateSessionCommand = class extends command(_ep4, _mw0, "CreateSession", CreateSession$) {
    };
    var version = "3.1168.0";
    var packageInfo = {
      version
    };
    var getRuntimeConfig$1 = (config) => {
      return {
        apiVersion: "2006-03-01",
        base64Decoder: config?.base64Decoder ?? fromBase64,
        base64Encoder: config?.base64Encoder ?? toBase64,
        disableHostPrefix: config?.disableHostPrefix ?? false,
        endpointProvider: config?.endpointProvider ?? defaultEndpointResolver,
        extensions: config?.extensions ?? [],
        getAwsChunkedEncodingStream: config?.getAwsChunkedEncodingStream ?? getAwsChunkedEncodingStream,
        httpAuthSchemeProvider: config?.httpAuthSchemeProvider ?? defaultS3HttpAuthSchemeProvider,
        httpAuthSchemes: config?.httpAuthSchemes ?? [
          {
            schemeId: "aws.auth#sigv4",
            identityProvider: (ipc) => ipc.getIdentityProvider("aws.auth#sigv4"),
            signer: new AwsSdkSigV4Signer()
          },
          {
            schemeId: "aws.auth#sigv4a",
            identityProvider: (ipc) => ipc.getIdentityProvider("aws.auth#sigv4a"),
            signer: new AwsSdkSigV4ASigner()
          }
        ],
        logger: config?.logger ?? new NoOpLogger2(),
        md5: config?.md5 ?? Md5,
        protocol: config?.protocol ?? S3RestXmlProtocol2,
        protocolSettings: config?.protocolSettings ?? {
          defaultNamespace: "com.amazonaws.s3",
          errorTypeRegistries,
          xmlNamespace: "http://s3.amazonaws.com/doc/2006-03-01/",
          version: "2006-03-01",
          serviceTarget: "AmazonS3"
        },
        sdkStreamMixin: config?.sdkStreamMixin ?? sdkStreamMixin,
        serviceId: config?.serviceId ?? "S3",
        sha1: config?.sha1 ?? Sha1,
        sha256: config?.sha256 ?? Sha256,
        signerConstructor: config?.signerConstructor ?? SignatureV4MultiRegion,
        signingEscapePath: config?.signingEscapePath ?? false,
        urlParser: config?.urlParser ?? parseUrl,
        useArnRegion: config?.useArnRegion ?? void 0,
        utf8Decoder: config?.utf8Decoder ?? fromUtf8,
        utf8Encoder: config?.utf8Encoder ?? toUtf8
      };
    };
    var getRuntimeConfig = (config) => {
      emitWarningIfUnsupportedVersion(process.version);
      const defaultsMode = resolveDefaultsModeConfig(config);
      const defaultConfigProvider = () => defaultsMode().then(loadConfigsForDefaultMode);
      const clientSharedValues = getRuntimeConfig$1(config);
      emitWarningIfUnsupportedVersion$1(process.version);
      const loaderConfig = {
        profile: config?.profile,
        logger: clientSharedValues.logger
      };
      return {
        ...clientSharedValues,
        ...config,
        runtime: "node",
        defaultsMode,
        authSchemePreference: config?.authSchemePreference ?? loadConfig(NODE_AUTH_SCHEME_PREFERENCE_OPTIONS, loaderConfig),
        bodyLengthChecker: config?.bodyLengthChecker ?? calculateBodyLength,
        credentialDefaultProvider: config?.credentialDefaultProvider ?? defaultProvider,
        defaultUserAgentProvider: config?.defaultUserAgentProvider ?? createDefaultUserAgentProvider({ serviceId: clientSharedValues.serviceId, clientVersion: packageInfo.version }),
        disableS3ExpressSessionAuth: config?.disableS3ExpressSessionAuth ?? loadConfig(NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_OPTIONS2, loaderConfig),
        eventStreamSerdeProvider: config?.eventStreamSerdeProvider ?? eventStreamSerdeProvider,
        maxAttempts: config?.maxAttempts ?? loadConfig(NODE_MAX_ATTEMPT_CONFIG_OPTIONS, config),
        region: config?.region ?? loadConfig(NODE_REGION_CONFIG_OPTIONS, { ...NODE_REGION_CONFIG_FILE_OPTIONS, ...loaderConfig }),
        requestChecksumCalculation: config?.requestChecksumCalculation ?? loadConfig(NODE_REQUEST_CHECKSUM_CALCULATION_CONFIG_OPTIONS2, loaderConfig),
        requestHandler: NodeHttpHandler.create(config?.requestHandler ?? defaultConfigProvider),
        responseChecksumValidation: config?.responseChecksumValidation ?? loadConfig(NODE_RESPONSE_CHECKSUM_VALIDATION_CONFIG_OPTIONS2, loaderConfig),
        retryMode: config?.retryMode ?? loadConfig({
          ...NODE_RETRY_MODE_CONFIG_OPTIONS,
          default: async () => (await defaultConfigProvider()).retryMode || DEFAULT_RETRY_MODE
        }, config),
        sigv4aSigningRegionSet: config?.sigv4aSigningRegionSet ?? loadConfig(NODE_SIGV4A_CONFIG_OPTIONS, loaderConfig),
        streamCollector: config?.streamCollector ?? streamCollector,
        streamHasher: config?.streamHasher ?? readableStreamHasher,
        useArnRegion: config?.useArnRegion ?? loadConfig(NODE_USE_ARN_REGION_CONFIG_OPTIONS2, loaderConfig),
        useDualstackEndpoint: config?.useDualstackEndpoint ?? loadConfig(NODE_USE_DUALSTACK_ENDPOINT_CONFIG_OPTIONS, loaderConfig),
        useFipsEndpoint: config?.useFipsEndpoint ?? loadConfig(NODE_USE_FIPS_ENDPOINT_CONFIG_OPTIONS, loaderConfig),
        userAgentAppId: config?.userAgentAppId ?? loadConfig(NODE_APP_ID_CONFIG_OPTIONS, loaderConfig)
      };
    };
    var getHttpAuthExtensionConfiguration = (runtimeConfig) => {
      const _httpAuthSchemes = runtimeConfig.httpAuthSchemes;
      let _httpAuthSchemeProvider = runtimeConfig.httpAuthSchemeProvider;
      let _credentials = runtimeConfig.credentials;
      return {
        setHttpAuthScheme(httpAuthScheme) {
          const index = _httpAuthSchemes.findIndex((scheme) => scheme.schemeId === httpAuthScheme.schemeId);
          if (index === -1) {
            _httpAuthSchemes.push(httpAuthScheme);
          } else {
            _httpAuthSchemes.splice(index, 1, httpAuthScheme);
          }
        },
        httpAuthSchemes() {
          return _httpAuthSchemes;
        },
        setHttpAuthSchemeProvider(httpAuthSchemeProvider) {
          _httpAuthSchemeProvider = httpAuthSchemeProvider;
        },
        httpAuthSchemeProvider() {
          return _httpAuthSchemeProvider;
        },
        setCredentials(credentials) {
          _credentials = credentials;
        },
        credentials() {
          return _credentials;
        }
      };
    };
    var resolveHttpAuthRuntimeConfig = (config) => {
      return {
        httpAuthSchemes: config.httpAuthSchemes(),
        httpAuthSchemeProvider: config.httpAuthSchemeProvider(),
        credentials: config.credentials()
      };
    };
    var resolveRuntimeExtensions = (runtimeConfig, extensions) => {
      const extensionConfiguration = Object.assign(getAwsRegionExtensionConfiguration(runtimeConfig), getDefaultExtensionConfiguration(runtimeConfig), getHttpHandlerExtensionConfiguration(runtimeConfig), getHttpAuthExtensionConfiguration(runtimeConfig));
      extensions.forEach((extension) => extension.configure(extensionConfiguration));
      return Object.assign(runtimeConfig, resolveAwsRegionExtensionConfiguration(extensionConfiguration), resolveDefaultRuntimeConfig(extensionConfiguration), resolveHttpHandlerRuntimeConfig(extensionConfiguration), resolveHttpAuthRuntimeConfig(extensionConfiguration));
    };
    var S3Client = class extends Client {
      config;
      constructor(...[configuration]) {
        const _config_0 = getRuntimeConfig(configuration || {});
        super(_config_0);
        this.initConfig = _config_0;
        const _config_1 = resolveClientEndpointParameters(_config_0);
        const _config_2 = resolveUserAgentConfig(_config_1);
        const _config_3 = resolveFlexibleChecksumsConfig2(_config_2);
        const _config_4 = resolveRetryConfig(_config_3);
        const _config_5 = resolveRegionConfig(_config_4);
        const _config_6 = resolveHostHeaderConfig(_config_5);
        const _config_7 = resolveEndpointConfig(_config_6);
        const _config_8 = resolveEventStreamSerdeConfig(_config_7);
        const _config_9 = resolveHttpAuthSchemeConfig(_config_8);
        const _config_10 = resolveS3Config2(_config_9, { session: [() => this, CreateSessionCommand] });
        const _config_11 = resolveRuntimeExtensions(_config_10, configuration?.extensions || []);
        this.config = _config_11;
        this.middlewareStack.use(getSchemaSerdePlugin(this.config));
        this.middlewareStack.use(getUserAgentPlugin(this.config));
        this.middlewareStack.use(getRetryPlugin(this.config));
        this.middlewareStack.use(getContentLengthPlugin(this.config));
        this.middlewareStack.use(getHostHeaderPlugin(this.config));
        this.middlewareStack.use(getLoggerPlugin(this.config));
        this.middlewareStack.use(getRecursionDetectionPlugin(this.config));
        this.middlewareStack.use(getHttpAuthSchemeEndpointRuleSetPlugin(this.config, {
          httpAuthSchemeParametersProvider: defaultS3HttpAuthSchemeParametersProvider,
          identityProviderConfigProvider: async (config) => new DefaultIdentityProviderConfig({
            "aws.auth#sigv4": config.credentials,
            "aws.auth#sigv4a": config.credentials
          })
        }));
        this.middlewareStack.use(getHttpSigningPlugin(this.config));
        this.middlewareStack.use(getValidateBucketNamePlugin2(this.config));
        this.middlewareStack.use(getAddExpectContinuePlugin2(this.config));
        this.middlewareStack.use(getRegionRedirectMiddlewarePlugin2(this.config));
        this.middlewareStack.use(getS3ExpressPlugin2(this.config));
        this.middlewareStack.use(getS3ExpressHttpSigningPlugin2(this.config));
      }
      destroy() {
        super.destroy();
      }
    };
    var AbortMultipartUploadCommand = class extends command(_ep0, _mw0, "AbortMultipartUpload", AbortMultipartUpload$) {
    };
    var CompleteMultipartUploadCommand = class extends command(_ep0, _mw1, "CompleteMultipartUpload", CompleteMultipartUpload$) {
    };
    var CopyObjectCommand = class extends command(_ep1, _mw1, "CopyObject", CopyObject$) {
    };
    var CreateBucketCommand = class extends command(_ep2, _mw2, "CreateBucket", CreateBucket$) {
    };
    var CreateBucketMetadataConfigurationCommand = class extends command(_ep3, _mw3, "CreateBucketMetadataConfiguration", CreateBucketMetadataConfiguration$) {
    };
    var CreateBucketMetadataTableConfigurationCommand = class extends command(_ep3, _mw3, "CreateBucketMetadataTableConfiguration", CreateBucketMetadataTableConfiguration$) {
    };
    var CreateMultipartUploadCommand = class extends command(_ep0, _mw1, "CreateMultipartUpload", CreateMultipartUpload$) {
    };
    var DeleteBucketAnalyticsConfigurationCommand = class extends command(_ep3, _mw4, "DeleteBucketAnalyticsConfiguration", DeleteBucketAnalyticsConfiguration$) {
    };
    var DeleteBucketCommand = class extends command(_ep3, _mw4, "DeleteBucket", DeleteBucket$) {
    };
    var DeleteBucketCorsCommand = class extends command(_ep3, _mw4, "DeleteBucketCors", DeleteBucketCors$) {
    };
    var DeleteBucketEncryptionCommand = class extends command(_ep3, _mw4, "DeleteBucketEncryption", DeleteBucketEncryption$) {
    };
    var DeleteBucketIntelligentTieringConfigurationCommand = class extends command(_ep3, _mw4, "DeleteBucketIntelligentTieringConfiguration", DeleteBucketIntelligentTieringConfiguration$) {
    };
    var DeleteBucketInventoryConfigurationCommand = class extends command(_ep3, _mw4, "DeleteBucketInventoryConfiguration", DeleteBucketInventoryConfiguration$) {
    };
    var DeleteBucketLifecycleCommand = class extends command(_ep3, _mw4, "DeleteBucketLifecycle", DeleteBucketLifecycle$) {
    };
    var DeleteBucketMetadataConfigurationCommand = class extends command(_ep3, _mw4, "DeleteBucketMetadataConfiguration", DeleteBucketMetadataConfiguration$) {
    };
    var DeleteBucketMetadataTableConfigurationCommand = class extends command(_ep3, _mw4, "DeleteBucketMetadataTableConfiguration", DeleteBucketMetadataTableConfiguration$) {
    };
    var DeleteBucketMetricsConfigurationCommand = class extends command(_ep3, _mw4, "DeleteBucketMetricsConfiguration", DeleteBucketMetricsConfiguration$) {
    };
    var DeleteBucketOwnershipControlsCommand = class extends command(_ep3, _mw4, "DeleteBucketOwnershipControls", DeleteBucketOwnershipControls$) {
    };
    var DeleteBucketPolicyCommand = class extends command(_ep3, _mw4, "DeleteBucketPolicy", DeleteBucketPolicy$) {
    };
    var DeleteBucketReplicationCommand = class extends command(_ep3, _mw4, "DeleteBucketReplication", DeleteBucketReplication$) {
    };
    var DeleteBucketTaggingCommand = class extends command(_ep3, _mw4, "DeleteBucketTagging", DeleteBucketTagging$) {
    };
    var DeleteBucketWebsiteCommand = class extends command(_ep3, _mw4, "DeleteBucketWebsite", DeleteBucketWebsite$) {
    };
    var DeleteObjectAnnotationCommand = class extends command(_ep5, _mw0, "DeleteObjectAnnotation", DeleteObjectAnnotation$) {
    };
    var DeleteObjectCommand = class extends command(_ep0, _mw0, "DeleteObject", DeleteObject$) {
    };
    var DeleteObjectsCommand = class extends command(_ep5, _mw5, "DeleteObjects", DeleteObjects$) {
    };
    var DeleteObjectTaggingCommand = class extends command(_ep5, _mw0, "DeleteObjectTagging", DeleteObjectTagging$) {
    };
    var DeletePublicAccessBlockCommand = class extends command(_ep3, _mw4, "DeletePublicAccessBlock", DeletePublicAccessBlock$) {
    };
    var GetBucketAbacCommand = class extends command(_ep5, _mw0, "GetBucketAbac", GetBucketAbac$) {
    };
    var GetBucketAccelerateConfigurationCommand = class extends command(_ep3, _mw0, "GetBucketAccelerateConfiguration", GetBucketAccelerateConfiguration$) {
    };
    var GetBucketAclCommand = class extends command(_ep3, _mw0, "GetBucketAcl", GetBucketAcl$) {
    };
    var GetBucketAnalyticsConfigurationCommand = class extends command(_ep3, _mw0, "GetBucketAnalyticsConfiguration", GetBucketAnalyticsConfiguration$) {
    };
    var GetBucketCorsCommand = class extends command(_ep3, _mw0, "GetBucketCors", GetBucketCors$) {
    };
    var GetBucketEncryptionCommand = class extends command(_ep3, _mw0, "GetBucketEncryption", GetBucketEncryption$) {
    };
    var GetBucketIntelligentTieringConfigurationCommand = class extends command(_ep3, _mw0, "GetBucketIntelligentTieringConfiguration", GetBucketIntelligentTieringConfiguration$) {
    };
    var GetBucketInventoryConfigurationCommand = class extends command(_ep3, _mw0, "GetBucketInventoryConfiguration", GetBucketInventoryConfiguration$) {
    };
    var GetBucketLifecycleConfigurationCommand = class extends command(_ep3, _mw0, "GetBucketLifecycleConfiguration", GetBucketLifecycleConfiguration$) {
    };
    var GetBucketLocationCommand = class extends command(_ep3, _mw0, "GetBucketLocation", GetBucketLocation$) {
    };
    var GetBucketLoggingCommand = class extends command(_ep3, _mw0, "GetBucketLogging", GetBucketLogging$) {
    };
    var GetBucketMetadataConfigurationCommand = class extends command(_ep3, _mw0, "GetBucketMetadataConfiguration", GetBucketMetadataConfiguration$) {
    };
    var GetBucketMetadataTableConfigurationCommand = class extends command(_ep3, _mw0, "GetBucketMetadataTableConfiguration", GetBucketMetadataTableConfiguration$) {
    };
    var GetBucketMetricsConfigurationCommand = class extends command(_ep3, _mw0, "GetBucketMetricsConfiguration", GetBucketMetricsConfiguration$) {
    };
    var GetBucketNotificationConfigurationCommand = class extends command(_ep3, _mw0, "GetBucketNotificationConfiguration", GetBucketNotificationConfiguration$) {
    };
    var GetBucketOwnershipControlsCommand = class extends command(_ep3, _mw0, "GetBucketOwnershipControls", GetBucketOwnershipControls$) {
    };
    var GetBucketPolicyCommand = class extends command(_ep3, _mw4, "GetBucketPolicy", GetBucketPolicy$) {
    };
    var GetBucketPolicyStatusCommand = class extends command(_ep3, _mw0, "GetBucketPolicyStatus", GetBucketPolicyStatus$) {
    };
    var GetBucketReplicationCommand = class extends command(_ep3, _mw0, "GetBucketReplication", GetBucketReplication$) {
    };
    var GetBucketRequestPaymentCommand = class extends command(_ep3, _mw0, "GetBucketRequestPayment", GetBucketRequestPayment$) {
    };
    var GetBucketTaggingCommand = class extends command(_ep3, _mw0, "GetBucketTagging", GetBucketTagging$) {
    };
    var GetBucketVersioningCommand = class extends command(_ep3, _mw0, "GetBucketVersioning", GetBucketVersioning$) {
    };
    var GetBucketWebsiteCommand = class extends command(_ep3, _mw0, "GetBucketWebsite", GetBucketWebsite$) {
    };
    var GetObjectAclCommand = class extends command(_ep0, _mw0, "GetObjectAcl", GetObjectAcl$) {
    };
    var GetObjectAnnotationCommand = class extends command(_ep0, _mw6, "GetObjectAnnotation", GetObjectAnnotation$) {
    };
    var GetObjectAttributesCommand = class extends command(_ep5, _mw1, "GetObjectAttributes", GetObjectAttributes$) {
    };
    var GetObjectCommand = class extends command(_ep0, _mw7, "GetObject", GetObject$) {
    };
    var GetObjectLegalHoldCommand = class extends command(_ep5, _mw0, "GetObjectLegalHold", GetObjectLegalHold$) {
    };
    var GetObjectLockConfigurationCommand = class extends command(_ep5, _mw0, "GetObjectLockConfiguration", GetObjectLockConfiguration$) {
    };
    var GetObjectRetentionCommand = class extends command(_ep5, _mw0, "GetObjectRetention", GetObjectRetention$) {
    };
    var GetObjectTaggingCommand = class extends command(_ep5, _mw0, "GetObjectTagging", GetObjectTagging$) {
    };
    var GetObjectTorrentCommand = class extends command(_ep5, _mw4, "GetObjectTorrent", GetObjectTorrent$) {
    };
    var GetPublicAccessBlockCommand = class extends command(_ep3, _mw0, "GetPublicAccessBlock", GetPublicAccessBlock$) {
    };
    var HeadBucketCommand = class extends command(_ep5, _mw0, "HeadBucket", HeadBucket$) {
    };
    var HeadObjectCommand = class extends command(_ep0, _mw8, "HeadObject", HeadObject$) {
    };
    var ListBucketAnalyticsConfigurationsCommand = class extends command(_ep3, _mw0, "ListBucketAnalyticsConfigurations", ListBucketAnalyticsConfigurations$) {
    };
    var ListBucketIntelligentTieringConfigurationsCommand = class extends command(_ep3, _mw0, "ListBucketIntelligentTieringConfigurations", ListBucketIntelligentTieringConfigurations$) {
    };
    var ListBucketInventoryConfigurationsCommand = class extends command(_ep3, _mw0, "ListBucketInventoryConfigurations", ListBucketInventoryConfigurations$) {
    };
    var ListBucketMetricsConfigurationsCommand = class extends command(_ep3, _mw0, "ListBucketMetricsConfigurations", ListBucketMetricsConfigurations$) {
    };
    var ListBucketsCommand = class extends command(_ep6, _mw0, "ListBuckets", ListBuckets$) {
    };
    var ListDirectoryBucketsCommand = class extends command(_ep7, _mw0, "ListDirectoryBuckets", ListDirectoryBuckets$) {
    };
    var ListMultipartUploadsCommand = class extends command(_ep8, _mw0, "ListMultipartUploads", ListMultipartUploads$) {
    };
    var ListObjectAnnotationsCommand = class extends command(_ep5, _mw0, "ListObjectAnnotations", ListObjectAnnotations$) {
    };
    var ListObjectsCommand = class extends command(_ep8, _mw0, "ListObjects", ListObjects$) {
    };
    var ListObjectsV2Command = class extends command(_ep8, _mw0, "ListObjectsV2", ListObjectsV2$) {
    };
    var ListObjectVersionsCommand = class extends command(_ep8, _mw0, "ListObjectVersions", ListObjectVersions$) {
    };
    var ListPartsCommand = class extends command(_ep0, _mw1, "ListParts", ListParts$) {
    };
    var PutBucketAbacCommand = class extends command(_ep5, _mw9, "PutBucketAbac", PutBucketAbac$) {
    };
    var PutBucketAccelerateConfigurationCommand = class extends command(_ep3, _mw9, "PutBucketAccelerateConfiguration", PutBucketAccelerateConfiguration$) {
    };
    var PutBucketAclCommand = class extends command(_ep3, _mw3, "PutBucketAcl", PutBucketAcl$) {
    };
    var PutBucketAnalyticsConfigurationCommand = class extends command(_ep3, _mw4, "PutBucketAnalyticsConfiguration", PutBucketAnalyticsConfiguration$) {
    };
    var PutBucketCorsCommand = class extends command(_ep3, _mw3, "PutBucketCors", PutBucketCors$) {
    };
    var PutBucketEncryptionCommand = class extends command(_ep3, _mw3, "PutBucketEncryption", PutBucketEncryption$) {
    };
    var PutBucketIntelligentTieringConfigurationCommand = class extends command(_ep3, _mw4, "PutBucketIntelligentTieringConfiguration", PutBucketIntelligentTieringConfiguration$) {
    };
    var PutBucketInventoryConfigurationCommand = class extends command(_ep3, _mw4, "PutBucketInventoryConfiguration", PutBucketInventoryConfiguration$) {
    };
    var PutBucketLifecycleConfigurationCommand = class extends command(_ep3, _mw5, "PutBucketLifecycleConfiguration", PutBucketLifecycleConfiguration$) {
    };
    var PutBucketLoggingCommand = class extends command(_ep3, _mw3, "PutBucketLogging", PutBucketLogging$) {
    };
    var PutBucketMetricsConfigurationCommand = class extends command(_ep3, _mw4, "PutBucketMetricsConfiguration", PutBucketMetricsConfiguration$) {
    };
    var PutBucketNotificationConfigurationCommand = class extends command(_ep3, _mw4, "PutBucketNotificationConfiguration", PutBucketNotificationConfiguration$) {
    };
    var PutBucketOwnershipControlsCommand = class extends command(_ep3, _mw3, "PutBucketOwnershipControls", PutBucketOwnershipControls$) {
    };
    var PutBucketPolicyCommand = class extends command(_ep3, _mw3, "PutBucketPolicy", PutBucketPolicy$) {
    };
    var PutBucketReplicationCommand = class extends command(_ep3, _mw3, "PutBucketReplication", PutBucketReplication$) {
    };
    var PutBucketRequestPaymentCommand = class extends command(_ep3, _mw3, "PutBucketRequestPayment", PutBucketRequestPayment$) {
    };
    var PutBucketTaggingCommand = class extends command(_ep3, _mw3, "PutBucketTagging", PutBucketTagging$) {
    };
    var PutBucketVersioningCommand = class extends command(_ep3, _mw3, "PutBucketVersioning", PutBucketVersioning$) {
    };
    var PutBucketWebsiteCommand = class extends command(_ep3, _mw3, "PutBucketWebsite", PutBucketWebsite$) {
    };
    var PutObjectAclCommand = class extends command(_ep0, _mw5, "PutObjectAcl", PutObjectAcl$) {
    };
    var PutObjectAnnotationCommand = class extends command(_ep0, _mw10, "PutObjectAnnotation", PutObjectAnnotation$) {
    };
    var PutObjectCommand = class extends command(_ep0, _mw11, "PutObject", PutObject$) {
    };
    var PutObjectLegalHoldCommand = class extends command(_ep5, _mw5, "PutObjectLegalHold", PutObjectLegalHold$) {
    };
    var PutObjectLockConfigurationCommand = class extends command(_ep5, _mw5, "PutObjectLockConfiguration", PutObjectLockConfiguration$) {
    };
    var PutObjectRetentionCommand = class extends command(_ep5, _mw5, "PutObjectRetention", PutObjectRetention$) {
    };
    var PutObjectTaggingCommand = class extends command(_ep5, _mw5, "PutObjectTagging", PutObjectTagging$) {
    };
    var PutPublicAccessBlockCommand = class extends command(_ep3, _mw3, "PutPublicAccessBlock", PutPublicAccessBlock$) {
    };
    var RenameObjectCommand = class extends command(_ep0, _mw0, "RenameObject", RenameObject$) {
    };
    var RestoreObjectCommand = class extends command(_ep5, _mw10, "RestoreObject", RestoreObject$) {
    };
    var SelectObjectContentCommand = class extends command(_ep5, _mw12, "SelectObjectContent", SelectObjectContent$) {
    };
    var UpdateBucketMetadataAnnotationTableConfigurationCommand = class extends command(_ep3, _mw3, "UpdateBucketMetadataAnnotationTableConfiguration", UpdateBucketMetadataAnnotationTableConfiguration$) {
    };
    var UpdateBucketMetadataInventoryTableConfigurationCommand = class extends command(_ep3, _mw3, "UpdateBucketMetadataInventoryTableConfiguration", UpdateBucketMetadataInventoryTableConfiguration$) {
    };
    var UpdateBucketMetadataJournalTableConfigurationCommand = class extends command(_ep3, _mw3, "UpdateBucketMetadataJournalTableConfiguration", UpdateBucketMetadataJournalTableConfiguration$) {
    };
    var UpdateObjectEncryptionCommand = class extends command(_ep5, _mw5, "UpdateObjectEncryption", UpdateObjectEncryption$) {
    };
    var UploadPartCommand = class extends command(_ep0, _mw13, "UploadPart", UploadPart$) {
    };
    var UploadPartCopyCommand = class extends command(_ep4, _mw1, "UploadPartCopy", UploadPartCopy$) {
    };
    var WriteGetObjectResponseCommand = class extends command(_ep9, _mw4, "WriteGetObjectResponse", WriteGetObjectResponse$) {
    };
    var paginateListBuckets = createPaginator(S3Client, ListBucketsCommand, "ContinuationToken", "ContinuationToken", "MaxBuckets");
    var paginateListDirectoryBuckets = createPaginator(S3Client, ListDirectoryBucketsCommand, "ContinuationToken", "ContinuationToken", "MaxDirectoryBuckets");
    var paginateListObjectAnnotations = createPaginator(S3Client, ListObjectAnnotationsCommand, "ContinuationToken", "NextContinuationToken", "MaxAnnotationResults");
    var paginateListObjectsV2 = createPaginator(S3Client, ListObjectsV2Command, "ContinuationToken", "NextContinuationToken", "MaxKeys");
    var paginateListParts = createPaginator(S3Client, ListPartsCommand, "PartNumberMarker", "NextPartNumberMarker", "MaxParts");
    var checkState$3 = async (client, input) => {
      let reason;
      try {
        let result = await client.send(new HeadBucketCommand(input));
        reason = result;
        return { state: WaiterState.SUCCESS, reason };
      } catch (exception) {
        reason = exception;
        if (exception.name === "NotFound") {
          return { state: WaiterState.RETRY, reason };
        }
      }
      return { state: WaiterState.RETRY, reason };
    };
    var waitForBucketExists = async (params, input) => {
      const serviceDefaults = { minDelay: 5, maxDelay: 120 };
      return createWaiter({ ...serviceDefaults, ...params }, input, checkState$3);
    };
    var waitUntilBucketExists = async (params, input) => {
      const serviceDefaults = { minDelay: 5, maxDelay: 120 };
      const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$3);
      return checkExceptions(result);
    };
    var checkState$2 = async (client, input) => {
      let reason;
      try {
        let result = await client.send(new HeadBucketCommand(input));
        reason = result;
      } catch (exception) {
        reason = exception;
        if (exception.name === "NotFound") {
          return { state: WaiterState.SUCCESS, reason };
        }
      }
      return { state: WaiterState.RETRY, reason };
    };
    var waitForBucketNotExists = async (params, input) => {
      const serviceDefaults = { minDelay: 5, maxDelay: 120 };
      return createWaiter({ ...serviceDefaults, ...params }, input, checkState$2);
    };
    var waitUntilBucketNotExists = async (params, input) => {
      const serviceDefaults = { minDelay: 5, maxDelay: 120 };
      const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$2);
      return checkExceptions(result);
    };
    var checkState$1 = async (client, input) => {
      let reason;
      try {
        let result = await client.send(new HeadObjectCommand(input));
        reason = result;
        return { state: WaiterState.SUCCESS, reason };
      } catch (exception) {
        reason = exception;
        if (exception.name === "NotFound") {
          return { state: WaiterState.RETRY, reason };
        }
      }
      return { state: WaiterState.RETRY, reason };
    };
    var waitForObjectExists = async (params, input) => {
      const serviceDefaults = { minDelay: 5, maxDelay: 120 };
      return createWaiter({ ...serviceDefaults, ...params }, input, checkState$1);
    };
    var waitUntilObjectExists = async (params, input) => {
      const serviceDefaults = { minDelay: 5, maxDelay: 120 };
      const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$1);
      return checkExceptions(result);
    };
    var checkState = async (client, input) => {
      let reason;
      try {
        let result = await client.send(new HeadObjectCommand(input));
        reason = result;
      } catch (exception) {
        reason = exception;
        if (exception.name === "NotFound") {
          return { state: WaiterState.SUCCESS, reason };
        }
      }
      return { state: WaiterState.RETRY, reason };
    };
    var waitForObjectNotExists = async (params, input) => {
      const serviceDefaults = { minDelay: 5, maxDelay: 120 };
      return createWaiter({ ...serviceDefaults, ...params }, input, checkState);
    };
    var waitUntilObjectNotExists = async (params, input) => {
      const serviceDefaults = { minDelay: 5, maxDelay: 120 };
      const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState);
      return checkExceptions(result);
    };
    var commands = {
      AbortMultipartUploadCommand,
      CompleteMultipartUploadCommand,
      CopyObjectCommand,
      CreateBucketCommand,
      CreateBucketMetadataConfigurationCommand,
      CreateBucketMetadataTableConfigurationCommand,
      CreateMultipartUploadCommand,
      CreateSessionCommand,
      DeleteBucketCommand,
      DeleteBucketAnalyticsConfigurationCommand,
      DeleteBucketCorsCommand,
      DeleteBucketEncryptionCommand,
      DeleteBucketIntelligentTieringConfigurationCommand,
      DeleteBucketInventoryConfigurationCommand,
      DeleteBucketLifecycleCommand,
      DeleteBucketMetadataConfigurationCommand,
      DeleteBucketMetadataTableConfigurationCommand,
      DeleteBucketMetricsConfigurationCommand,
      DeleteBucketOwnershipControlsCommand,
      DeleteBucketPolicyCommand,
      DeleteBucketReplicationCommand,
      DeleteBucketTaggingCommand,
      DeleteBucketWebsiteCommand,
      DeleteObjectCommand,
      DeleteObjectAnnotationCommand,
      DeleteObjectsCommand,
      DeleteObjectTaggingCommand,
      DeletePublicAccessBlockCommand,
      GetBucketAbacCommand,
      GetBucketAccelerateConfigurationCommand,
      GetBucketAclCommand,
      GetBucketAnalyticsConfigurationCommand,
      GetBucketCorsCommand,
      GetBucketEncryptionCommand,
      GetBucketIntelligentTieringConfigurationCommand,
      GetBucketInventoryConfigurationCommand,
      GetBucketLifecycleConfigurationCommand,
      GetBucketLocationCommand,
      GetBucketLoggingCommand,
      GetBucketMetadataConfigurationCommand,
      GetBucketMetadataTableConfigurationCommand,
      GetBucketMetricsConfigurationCommand,
      GetBucketNotificationConfigurationCommand,
      GetBucketOwnershipControlsCommand,
      GetBucketPolicyCommand,
      GetBucketPolicyStatusCommand,
      GetBucketReplicationCommand,
      GetBucketRequestPaymentCommand,
      GetBucketTaggingCommand,
      GetBucketVersioningCommand,
      GetBucketWebsiteCommand,
      GetObjectCommand,
      GetObjectAclCommand,
      GetObjectAnnotationCommand,
      GetObjectAttributesCommand,
      GetObjectLegalHoldCommand,
      GetObjectLockConfigurationCommand,
      GetObjectRetentionCommand,
      GetObjectTaggingCommand,
      GetObjectTorrentCommand,
      GetPublicAccessBlockCommand,
      HeadBucketCommand,
      HeadObjectCommand,
      ListBucketAnalyticsConfigurationsCommand,
      ListBucketIntelligentTieringConfigurationsCommand,
      ListBucketInventoryConfigurationsCommand,
      ListBucketMetricsConfigurationsCommand,
      ListBucketsCommand,
      ListDirectoryBucketsCommand,
      ListMultipartUploadsCommand,
      ListObjectAnnotationsCommand,
      ListObjectsCommand,
      ListObjectsV2Command,
      ListObjectVersionsCommand,
      ListPartsCommand,
      PutBucketAbacCommand,
      PutBucketAccelerateConfigurationCommand,
      PutBucketAclCommand,
      PutBucketAnalyticsConfigurationCommand,
      PutBucketCorsCommand,
      PutBucketEncryptionCommand,
      PutBucketIntelligentTieringConfigurationCommand,
      PutBucketInventoryConfigurationCommand,
      PutBucketLifecycleConfigurationCommand,
      PutBucketLoggingCommand,
      PutBucketMetricsConfigurationCommand,
      PutBucketNotificationConfigurationCommand,
      PutBucketOwnershipControlsCommand,
      PutBucketPolicyCommand,
      PutBucketReplicationCommand,
      PutBucketRequestPaymentCommand,
      PutBucketTaggingCommand,
      PutBucketVersioningCommand,
      PutBucketWebsiteCommand,
      PutObjectCommand,
      PutObjectAclCommand,
      PutObjectAnnotationCommand,
      PutObjectLegalHoldCommand,
      PutObjectLockConfigurationCommand,
      PutObjectRetentionCommand,
      PutObjectTaggingCommand,
      PutPublicAccessBlockCommand,
      RenameObjectCommand,
      RestoreObjectCommand,
      SelectObjectContentCommand,
      UpdateBucketMetadataAnnotationTableConfigurationCommand,
      UpdateBucketMetadataInventoryTableConfigurationCommand,
      UpdateBucketMetadataJournalTableConfigurationCommand,
      UpdateObjectEncryptionCommand,
      UploadPartCommand,
      UploadPartCopyCommand,
      WriteGetObjectResponseCommand
    };
    var paginators = {
      paginateListBuckets,
      paginateListDirectoryBuckets,
      paginateListObjectAnnotations,
      paginateListObjectsV2,
      paginateListParts
    };
    var waiters = {
      waitUntilBucketExists,
      waitUntilBucketNotExists,
      waitUntilObjectExists,
      waitUntilObjectNotExists
    };
    var S3 = class extends S3Client {
    };
    createAggregatedClient(commands, S3, { paginators, waiters });
    var BucketAbacStatus = {
      Disabled: "Disabled",
      Enabled: "Enabled"
    };
    var RequestCharged = {
      requester: "requester"
    };
    var RequestPayer = {
      requester: "requester"
    };
    var BucketAccelerateStatus = {
      Enabled: "Enabled",
      Suspended: "Suspended"
    };
    var Type = {
      AmazonCustomerByEmail: "AmazonCustomerByEmail",
      CanonicalUser: "CanonicalUser",
      Group: "Group"
    };
    var Permission = {
      FULL_CONTROL: "FULL_CONTROL",
      READ: "READ",
      READ_ACP: "READ_ACP",
      WRITE: "WRITE",
      WRITE_ACP: "WRITE_ACP"
    };
    var OwnerOverride = {
      Destination: "Destination"
    };
    var ChecksumType = {
      COMPOSITE: "COMPOSITE",
      FULL_OBJECT: "FULL_OBJECT"
    };
    var ServerSideEncryption = {
      AES256: "AES256",
      aws_backup: "aws:backup",
      aws_fsx: "aws:fsx",
      aws_kms: "aws:kms",
      aws_kms_dsse: "aws:kms:dsse"
    };
    var ObjectCannedACL = {
      authenticated_read: "authenticated-read",
      aws_exec_read: "aws-exec-read",
      bucket_owner_full_control: "bucket-owner-full-control",
      bucket_owner_read: "bucket-owner-read",
      private: "private",
      public_read: "public-read",
      public_read_write: "public-read-write"
    };
    var AnnotationDirective = {
      COPY: "COPY",
      EXCLUDE: "EXCLUDE"
    };
    var ChecksumAlgorithm2 = {
      CRC32: "CRC32",
      CRC32C: "CRC32C",
      CRC64NVME: "CRC64NVME",
      MD5: "MD5",
      SHA1: "SHA1",
      SHA256: "SHA256",
      SHA512: "SHA512",
      XXHASH128: "XXHASH128",
      XXHASH3: "XXHASH3",
      XXHASH64: "XXHASH64"
    };
    var MetadataDirective = {
      COPY: "COPY",
      REPLACE: "REPLACE"
    };
    var ObjectLockEventHold = {
      OFF: "OFF",
      ON: "ON"
    };
    var ObjectLockLegalHoldStatus = {
      OFF: "OFF",
      ON: "ON"
    };
    var ObjectLockMode = {
      COMPLIANCE: "COMPLIANCE",
      GOVERNANCE: "GOVERNANCE"
    };
    var StorageClass = {
      AWS_BACKUP_LOW_COST_WARM: "AWS_BACKUP_LOW_COST_WARM",
      AWS_BACKUP_WARM: "AWS_BACKUP_WARM",
      DEEP_ARCHIVE: "DEEP_ARCHIVE",
      EXPRESS_ONEZONE: "EXPRESS_ONEZONE",
      FSX_ONTAP: "FSX_ONTAP",
      FSX_OPENZFS: "FSX_OPENZFS",
      GLACIER: "GLACIER",
      GLACIER_IR: "GLACIER_IR",
      INTELLIGENT_TIERING: "INTELLIGENT_TIERING",
      ONEZONE_IA: "ONEZONE_IA",
      OUTPOSTS: "OUTPOSTS",
      REDUCED_REDUNDANCY: "REDUCED_REDUNDANCY",
      SNOW: "SNOW",
      STANDARD: "STANDARD",
      STANDARD_IA: "STANDARD_IA"
    };
    var TaggingDirective = {
      COPY: "COPY",
      REPLACE: "REPLACE"
    };
    var BucketCannedACL = {
      authenticated_read: "authenticated-read",
      private: "private",
      public_read: "public-read",
      public_read_write: "public-read-write"
    };
    var BucketNamespace = {
      ACCOUNT_REGIONAL: "account-regional",
      GLOBAL: "global"
    };
    var DataRedundancy = {
      SingleAvailabilityZone: "SingleAvailabilityZone",
      SingleLocalZone: "SingleLocalZone"
    };
    var BucketType = {
      Directory: "Directory"
    };
    var LocationType = {
      AvailabilityZone: "AvailabilityZone",
      LocalZone: "LocalZone"
    };
    var BucketLocationConstraint = {
      EU: "EU",
      af_south_1: "af-south-1",
      ap_east_1: "ap-east-1",
      ap_east_2: "ap-east-2",
      ap_northeast_1: "ap-northeast-1",
      ap_northeast_2: "ap-northeast-2",
      ap_northeast_3: "ap-northeast-3",
      ap_south_1: "ap-south-1",
      ap_south_2: "ap-south-2",
      ap_southeast_1: "ap-southeast-1",
      ap_southeast_2: "ap-southeast-2",
      ap_southeast_3: "ap-southeast-3",
      ap_southeast_4: "ap-southeast-4",
      ap_southeast_5: "ap-southeast-5",
      ap_southeast_6: "ap-southeast-6",
      ap_southeast_7: "ap-southeast-7",
      ca_central_1: "ca-central-1",
      ca_west_1: "ca-west-1",
      cn_north_1: "cn-north-1",
      cn_northwest_1: "cn-northwest-1",
      eu_central_1: "eu-central-1",
      eu_central_2: "eu-central-2",
      eu_north_1: "eu-north-1",
      eu_south_1: "eu-south-1",
      eu_south_2: "eu-south-2",
      eu_west_1: "eu-west-1",
      eu_west_2: "eu-west-2",
      eu_west_3: "eu-west-3",
      il_central_1: "il-central-1",
      me_central_1: "me-central-1",
      me_south_1: "me-south-1",
      mx_central_1: "mx-central-1",
      sa_east_1: "sa-east-1",
      us_east_2: "us-east-2",
      us_gov_east_1: "us-gov-east-1",
      us_gov_west_1: "us-gov-west-1",
      us_west_1: "us-west-1",
      us_west_2: "us-west-2"
    };
    var ObjectOwnership = {
      BucketOwnerEnforced: "BucketOwnerEnforced",
      BucketOwnerPreferred: "BucketOwnerPreferred",
      ObjectWriter: "ObjectWriter"
    };
    var AnnotationConfigurationState = {
      DISABLED: "DISABLED",
      ENABLED: "ENABLED"
    };
    var TableSseAlgorithm = {
      AES256: "AES256",
      aws_kms: "aws:kms"
    };
    var InventoryConfigurationState = {
      DISABLED: "DISABLED",
      ENABLED: "ENABLED"
    };
    var ExpirationState = {
      DISABLED: "DISABLED",
      ENABLED: "ENABLED"
    };
    var SessionMode = {
      ReadOnly: "ReadOnly",
      ReadWrite: "ReadWrite"
    };
    var AnalyticsS3ExportFileFormat = {
      CSV: "CSV"
    };
    var StorageClassAnalysisSchemaVersion = {
      V_1: "V_1"
    };
    var EncryptionType = {
      NONE: "NONE",
      SSE_C: "SSE-C"
    };
    var IntelligentTieringStatus = {
      Disabled: "Disabled",
      Enabled: "Enabled"
    };
    var IntelligentTieringAccessTier = {
      ARCHIVE_ACCESS: "ARCHIVE_ACCESS",
      DEEP_ARCHIVE_ACCESS: "DEEP_ARCHIVE_ACCESS"
    };
    var InventoryFormat = {
      CSV: "CSV",
      ORC: "ORC",
      Parquet: "Parquet"
    };
    var InventoryIncludedObjectVersions = {
      All: "All",
      Current: "Current"
    };
    var InventoryOptionalField = {
      BucketKeyStatus: "BucketKeyStatus",
      ChecksumAlgorithm: "ChecksumAlgorithm",
      ETag: "ETag",
      EncryptionStatus: "EncryptionStatus",
      IntelligentTieringAccessTier: "IntelligentTieringAccessTier",
      IntelligentTieringReferenceDate: "IntelligentTieringReferenceDate",
      IsMultipartUploaded: "IsMultipartUploaded",
      LastModifiedDate: "LastModifiedDate",
      LifecycleExpirationDate: "LifecycleExpirationDate",
      ObjectAccessControlList: "ObjectAccessControlList",
      ObjectLockEventHoldDuration: "ObjectLockEventHoldDuration",
      ObjectLockEventHoldStatus: "ObjectLockEventHoldStatus",
      ObjectLockLegalHoldStatus: "ObjectLockLegalHoldStatus",
      ObjectLockMode: "ObjectLockMode",
      ObjectLockRetainUntilDate: "ObjectLockRetainUntilDate",
      ObjectOwner: "ObjectOwner",
      ReplicationStatus: "ReplicationStatus",
      Size: "Size",
      StorageClass: "StorageClass"
    };
    var InventoryFrequency = {
      Daily: "Daily",
      Weekly: "Weekly"
    };
    var TransitionStorageClass = {
      DEEP_ARCHIVE: "DEEP_ARCHIVE",
      GLACIER: "GLACIER",
      GLACIER_IR: "GLACIER_IR",
      INTELLIGENT_TIERING: "INTELLIGENT_TIERING",
      ONEZONE_IA: "ONEZONE_IA",
      STANDARD_IA: "STANDARD_IA"
    };
    var ExpirationStatus = {
      Disabled: "Disabled",
      Enabled: "Enabled"
    };
    var TransitionDefaultMinimumObjectSize = {
      all_storage_classes_128K: "all_storage_classes_128K",
      varies_by_storage_class: "varies_by_storage_class"
    };
    var BucketLogsPermission = {
      FULL_CONTROL: "FULL_CONTROL",
      READ: "READ",
      WRITE: "WRITE"
    };
    var PartitionDateSource = {
      DeliveryTime: "DeliveryTime",
      EventTime: "EventTime"
    };
    var S3TablesBucketType = {
      aws: "aws",
      customer: "customer"
    };
    var Event = {
      s3_IntelligentTiering: "s3:IntelligentTiering",
      s3_LifecycleExpiration_: "s3:LifecycleExpiration:*",
      s3_LifecycleExpiration_Delete: "s3:LifecycleExpiration:Delete",
      s3_LifecycleExpiration_DeleteMarkerCreated: "s3:LifecycleExpiration:DeleteMarkerCreated",
      s3_LifecycleTransition: "s3:LifecycleTransition",
      s3_ObjectAcl_Put: "s3:ObjectAcl:Put",
      s3_ObjectAnnotation_: "s3:ObjectAnnotation:*",
      s3_ObjectAnnotation_Delete: "s3:ObjectAnnotation:Delete",
      s3_ObjectAnnotation_Put: "s3:ObjectAnnotation:Put",
      s3_ObjectCreated_: "s3:ObjectCreated:*",
      s3_ObjectCreated_CompleteMultipartUpload: "s3:ObjectCreated:CompleteMultipartUpload",
      s3_ObjectCreated_Copy: "s3:ObjectCreated:Copy",
      s3_ObjectCreated_Post: "s3:ObjectCreated:Post",
      s3_ObjectCreated_Put: "s3:ObjectCreated:Put",
      s3_ObjectRemoved_: "s3:ObjectRemoved:*",
      s3_ObjectRemoved_Delete: "s3:ObjectRemoved:Delete",
      s3_ObjectRemoved_DeleteMarkerCreated: "s3:ObjectRemoved:DeleteMarkerCreated",
      s3_ObjectRestore_: "s3:ObjectRestore:*",
      s3_ObjectRestore_Completed: "s3:ObjectRestore:Completed",
      s3_ObjectRestore_Delete: "s3:ObjectRestore:Delete",
      s3_ObjectRestore_Post: "s3:ObjectRestore:Post",
      s3_ObjectRetention_Put: "s3:ObjectRetention:Put",
      s3_ObjectTagging_: "s3:ObjectTagging:*",
      s3_ObjectTagging_Delete: "s3:ObjectTagging:Delete",
      s3_ObjectTagging_Put: "s3:ObjectTagging:Put",
      s3_ReducedRedundancyLostObject: "s3:ReducedRedundancyLostObject",
      s3_Replication_: "s3:Replication:*",
      s3_Replication_OperationFailedReplication: "s3:Replication:OperationFailedReplication",
      s3_Replication_OperationMissedThreshold: "s3:Replication:OperationMissedThreshold",
      s3_Replication_OperationNotTracked: "s3:Replication:OperationNotTracked",
      s3_Replication_OperationReplicatedAfterThreshold: "s3:Replication:OperationReplicatedAfterThreshold"
    };
    var FilterRuleName = {
      prefix: "prefix",
      suffix: "suffix"
    };
    var DeleteMarkerReplicationStatus = {
      Disabled: "Disabled",
      Enabled: "Enabled"
    };
    var MetricsStatus = {
      Disabled: "Disabled",
      Enabled: "Enabled"
    };
    var ReplicationTimeStatus = {
      Disabled: "Disabled",
      Enabled: "Enabled"
    };
    var ExistingObjectReplicationStatus = {
      Disabled: "Disabled",
      Enabled: "Enabled"
    };
    var ReplicaModificationsStatus = {
      Disabled: "Disabled",
      Enabled: "Enabled"
    };
    var SseKmsEncryptedObjectsStatus = {
      Disabled: "Disabled",
      Enabled: "Enabled"
    };
    var ReplicationRuleStatus = {
      Disabled: "Disabled",
      Enabled: "Enabled"
    };
    var Payer = {
      BucketOwner: "BucketOwner",
      Requester: "Requester"
    };
    var MFADeleteStatus = {
      Disabled: "Disabled",
      Enabled: "Enabled"
    };
    var BucketVersioningStatus = {
      Enabled: "Enabled",
      Suspended: "Suspended"
    };
    var Protocol = {
      http: "http",
      https: "https"
    };
    var ReplicationStatus = {
      COMPLETE: "COMPLETE",
      COMPLETED: "COMPLETED",
      FAILED: "FAILED",
      PENDING: "PENDING",
      REPLICA: "REPLICA"
    };
    var ChecksumMode = {
      ENABLED: "ENABLED"
    };
    var ObjectAttributes = {
      CHECKSUM: "Checksum",
      ETAG: "ETag",
      OBJECT_PARTS: "ObjectParts",
      OBJECT_SIZE: "ObjectSize",
      STORAGE_CLASS: "StorageClass"
    };
    var ObjectLockEnabled = {
      Enabled: "Enabled"
    };
    var ObjectLockRetentionMode = {
      COMPLIANCE: "COMPLIANCE",
      GOVERNANCE: "GOVERNANCE"
    };
    var ArchiveStatus = {
      ARCHIVE_ACCESS: "ARCHIVE_ACCESS",
      DEEP_ARCHIVE_ACCESS: "DEEP_ARCHIVE_ACCESS"
    };
    var EncodingType = {
      url: "url"
    };
    var ObjectStorageClass = {
      AWS_BACKUP_LOW_COST_WARM: "AWS_BACKUP_LOW_COST_WARM",
      AWS_BACKUP_WARM: "AWS_BACKUP_WARM",
      DEEP_ARCHIVE: "DEEP_ARCHIVE",
      EXPRESS_ONEZONE: "EXPRESS_ONEZONE",
      FSX_ONTAP: "FSX_ONTAP",
      FSX_OPENZFS: "FSX_OPENZFS",
      GLACIER: "GLACIER",
      GLACIER_IR: "GLACIER_IR",
      INTELLIGENT_TIERING: "INTELLIGENT_TIERING",
      ONEZONE_IA: "ONEZONE_IA",
      OUTPOSTS: "OUTPOSTS",
      REDUCED_REDUNDANCY: "REDUCED_REDUNDANCY",
      SNOW: "SNOW",
      STANDARD: "STANDARD",
      STANDARD_IA: "STANDARD_IA"
    };
    var OptionalObjectAttributes = {
      RESTORE_STATUS: "RestoreStatus"
    };
    var ObjectVersionStorageClass = {
      STANDARD: "STANDARD"
    };
    var MFADelete = {
      Disabled: "Disabled",
      Enabled: "Enabled"
    };
    var Tier = {
      Bulk: "Bulk",
      Expedited: "Expedited",
      Standard: "Standard"
    };
    var ExpressionType = {
      SQL: "SQL"
    };
    var CompressionType = {
      BZIP2: "BZIP2",
      GZIP: "GZIP",
      NONE: "NONE"
    };
    var FileHeaderInfo = {
      IGNORE: "IGNORE",
      NONE: "NONE",
      USE: "USE"
    };
    var JSONType = {
      DOCUMENT: "DOCUMENT",
      LINES: "LINES"
    };
    var QuoteFields = {
      ALWAYS: "ALWAYS",
      ASNEEDED: "ASNEEDED"
    };
    var RestoreRequestType = {
      SELECT: "SELECT"
    };
    exports.AbacStatus$ = AbacStatus$;
    exports.AbortIncompleteMultipartUpload$ = AbortIncompleteMultipartUpload$;
    exports.AbortMultipartUpload$ = AbortMultipartUpload$;
    exports.AbortMultipartUploadCommand = AbortMultipartUploadCommand;
    exports.AbortMultipartUploadOutput$ = AbortMultipartUploadOutput$;
    exports.AbortMultipartUploadRequest$ = AbortMultipartUploadRequest$;
    exports.AccelerateConfiguration$ = AccelerateConfiguration$;
    exports.AccessControlPolicy$ = AccessControlPolicy$;
    exports.AccessControlTranslation$ = AccessControlTranslation$;
    exports.AccessDenied = AccessDenied;
    exports.AccessDenied$ = AccessDenied$;
    exports.AnalyticsAndOperator$ = AnalyticsAndOperator$;
    exports.AnalyticsConfiguration$ = AnalyticsConfiguration$;
    exports.AnalyticsExportDestination$ = AnalyticsExportDestination$;
    exports.AnalyticsFilter$ = AnalyticsFilter$;
    exports.AnalyticsS3BucketDestination$ = AnalyticsS3BucketDestination$;
    exports.AnalyticsS3ExportFileFormat = AnalyticsS3ExportFileFormat;
    exports.AnnotationConfigurationState = AnnotationConfigurationState;
    exports.AnnotationDirective = AnnotationDirective;
    exports.AnnotationEntry$ = AnnotationEntry$;
    exports.AnnotationLimitExceeded = AnnotationLimitExceeded;
    exports.AnnotationLimitExceeded$ = AnnotationLimitExceeded$;
    exports.AnnotationNameTooLong = AnnotationNameTooLong;
    exports.AnnotationNameTooLong$ = AnnotationNameTooLong$;
    exports.AnnotationTableConfiguration$ = AnnotationTableConfiguration$;
    exports.AnnotationTableConfigurationResult$ = AnnotationTableConfigurationResult$;
    exports.AnnotationTableConfigurationUpdates$ = AnnotationTableConfigurationUpdates$;
    exports.ArchiveStatus = ArchiveStatus;
    exports.BlockedEncryptionTypes$ = BlockedEncryptionTypes$;
    exports.Bucket$ = Bucket$;
    exports.BucketAbacStatus = BucketAbacStatus;
    exports.BucketAccelerateStatus = BucketAccelerateStatus;
    exports.BucketAlreadyExists = BucketAlreadyExists;
    exports.BucketAlreadyExists$ = BucketAlreadyExists$;
    exports.BucketAlreadyOwnedByYou = BucketAlreadyOwnedByYou;
    exports.BucketAlreadyOwnedByYou$ = BucketAlreadyOwnedByYou$;
    exports.BucketCannedACL = BucketCannedACL;
    exports.BucketInfo$ = BucketInfo$;
    exports.BucketLifecycleConfiguration$ = BucketLifecycleConfiguration$;
    exports.BucketLocationConstraint = BucketLocationConstraint;
    exports.BucketLoggingStatus$ = BucketLoggingStatus$;
    exports.BucketLogsPermission = BucketLogsPermission;
    exports.BucketNamespace = BucketNamespace;
    exports.BucketType = BucketType;
    exports.BucketVersioningStatus = BucketVersioningStatus;
    exports.CORSConfiguration$ = CORSConfiguration$;
    exports.CORSRule$ = CORSRule$;
    exports.CSVInput$ = CSVInput$;
    exports.CSVOutput$ = CSVOutput$;
    exports.Checksum$ = Checksum$;
    exports.ChecksumAlgorithm = ChecksumAlgorithm2;
    exports.ChecksumMode = ChecksumMode;
    exports.ChecksumType = ChecksumType;
    exports.CommonPrefix$ = CommonPrefix$;
    exports.CompleteMultipartUpload$ = CompleteMultipartUpload$;
    exports.CompleteMultipartUploadCommand = CompleteMultipartUploadCommand;
    exports.CompleteMultipartUploadOutput$ = CompleteMultipartUploadOutput$;
    exports.CompleteMultipartUploadRequest$ = CompleteMultipartUploadRequest$;
    exports.CompletedMultipartUpload$ = CompletedMultipartUpload$;
    exports.CompletedPart$ = CompletedPart$;
    exports.CompressionType = CompressionType;
    exports.Condition$ = Condition$;
    exports.ContinuationEvent$ = ContinuationEvent$;
    exports.CopyObject$ = CopyObject$;
    exports.CopyObjectCommand = CopyObjectCommand;
    exports.CopyObjectOutput$ = CopyObjectOutput$;
    exports.CopyObjectRequest$ = CopyObjectRequest$;
    exports.CopyObjectResult$ = CopyObjectResult$;
    exports.CopyPartResult$ = CopyPartResult$;
    exports.CreateBucket$ = CreateBucket$;
    exports.CreateBucketCommand = CreateBucketCommand;
    exports.CreateBucketConfiguration$ = CreateBucketConfiguration$;
    exports.CreateBucketMetadataConfiguration$ = CreateBucketMetadataConfiguration$;
    exports.CreateBucketMetadataConfigurationCommand = CreateBucketMetadataConfigurationCommand;
    exports.CreateBucketMetadataConfigurationRequest$ = CreateBucketMetadataConfigurationRequest$;
    exports.CreateBucketMetadataTableConfiguration$ = CreateBucketMetadataTableConfiguration$;
    exports.CreateBucketMetadataTableConfigurationCommand = CreateBucketMetadataTableConfigurationCommand;
    exports.CreateBucketMetadataTableConfigurationRequest$ = CreateBucketMetadataTableConfigurationRequest$;
    exports.CreateBucketOutput$ = CreateBucketOutput$;
    exports.CreateBucketRequest$ = CreateBucketRequest$;
    exports.CreateMultipartUpload$ = CreateMultipartUpload$;
    exports.CreateMultipartUploadCommand = CreateMultipartUploadCommand;
    exports.CreateMultipartUploadOutput$ = CreateMultipartUploadOutput$;
    exports.CreateMultipartUploadRequest$ = CreateMultipartUploadRequest$;
    exports.CreateSession$ = CreateSession$;
    exports.CreateSessionCommand = CreateSessionCommand;
    exports.CreateSessionOutput$ = CreateSessionOutput$;
    exports.CreateSessionRequest$ = CreateSessionRequest$;
    exports.DataRedundancy = DataRedundancy;
    exports.DefaultRetention$ = DefaultRetention$;
    exports.Delete$ = Delete$;
    exports.DeleteBucket$ = DeleteBucket$;
    exports.DeleteBucketAnalyticsConfiguration$ = DeleteBucketAnalyticsConfiguration$;
    exports.DeleteBucketAnalyticsConfigurationCommand = DeleteBucketAnalyticsConfigurationCommand;
    exports.DeleteBucketAnalyticsConfigurationRequest$ = DeleteBucketAnalyticsConfigurationRequest$;
    exports.DeleteBucketCommand = DeleteBucketCommand;
    exports.DeleteBucketCors$ = DeleteBucketCors$;
    exports.DeleteBucketCorsCommand = DeleteBucketCorsCommand;
    exports.DeleteBucketCorsRequest$ = DeleteBucketCorsRequest$;
    exports.DeleteBucketEncryption$ = DeleteBucketEncryption$;
    exports.DeleteBucketEncryptionCommand = DeleteBucketEncryptionCommand;
    exports.DeleteBucketEncryptionRequest$ = DeleteBucketEncryptionRequest$;
    exports.DeleteBucketIntelligentTieringConfiguration$ = DeleteBucketIntelligentTieringConfiguration$;
    exports.DeleteBucketIntelligentTieringConfigurationCommand = DeleteBucketIntelligentTieringConfigurationCommand;
    exports.DeleteBucketIntelligentTieringConfigurationRequest$ = DeleteBucketIntelligentTieringConfigurationRequest$;
    exports.DeleteBucketInventoryConfiguration$ = DeleteBucketInventoryConfiguration$;
    exports.DeleteBucketInventoryConfigurationCommand = DeleteBucketInventoryConfigurationCommand;
    exports.DeleteBucketInventoryConfigurationRequest$ = DeleteBucketInventoryConfigurationRequest$;
    exports.DeleteBucketLifecycle$ = DeleteBucketLifecycle$;
    exports.DeleteBucketLifecycleCommand = DeleteBucketLifecycleCommand;
    exports.DeleteBucketLifecycleRequest$ = DeleteBucketLifecycleRequest$;
    exports.DeleteBucketMetadataConfiguration$ = DeleteBucketMetadataConfiguration$;
    exports.DeleteBucketMetadataConfigurationCommand = DeleteBucketMetadataConfigurationCommand;
    exports.DeleteBucketMetadataConfigurationRequest$ = DeleteBucketMetadataConfigurationRequest$;
    exports.DeleteBucketMetadataTableConfiguration$ = DeleteBucketMetadataTableConfiguration$;
    exports.DeleteBucketMetadataTableConfigurationCommand = DeleteBucketMetadataTableConfigurationCommand;
    exports.DeleteBucketMetadataTableConfigurationRequest$ = DeleteBucketMetadataTableConfigurationRequest$;
    exports.DeleteBucketMetricsConfiguration$ = DeleteBucketMetricsConfiguration$;
    exports.DeleteBucketMetricsConfigurationCommand = DeleteBucketMetricsConfigurationCommand;
    exports.DeleteBucketMetricsConfigurationRequest$ = DeleteBucketMetricsConfigurationRequest$;
    exports.DeleteBucketOwnershipControls$ = DeleteBucketOwnershipControls$;
    exports.DeleteBucketOwnershipControlsCommand = DeleteBucketOwnershipControlsCommand;
    exports.DeleteBucketOwnershipControlsRequest$ = DeleteBucketOwnershipControlsRequest$;
    exports.DeleteBucketPolicy$ = DeleteBucketPolicy$;
    exports.DeleteBucketPolicyCommand = DeleteBucketPolicyCommand;
    exports.DeleteBucketPolicyRequest$ = DeleteBucketPolicyRequest$;
    exports.DeleteBucketReplication$ = DeleteBucketReplication$;
    exports.DeleteBucketReplicationCommand = DeleteBucketReplicationCommand;
    exports.DeleteBucketReplicationRequest$ = DeleteBucketReplicationRequest$;
    exports.DeleteBucketRequest$ = DeleteBucketRequest$;
    exports.DeleteBucketTagging$ = DeleteBucketTagging$;
    exports.DeleteBucketTaggingCommand = DeleteBucketTaggingCommand;
    exports.DeleteBucketTaggingRequest$ = DeleteBucketTaggingRequest$;
    exports.DeleteBucketWebsite$ = DeleteBucketWebsite$;
    exports.DeleteBucketWebsiteCommand = DeleteBucketWebsiteCommand;
    exports.DeleteBucketWebsiteRequest$ = DeleteBucketWebsiteRequest$;
    exports.DeleteMarkerEntry$ = DeleteMarkerEntry$;
    exports.DeleteMarkerReplication$ = DeleteMarkerReplication$;
    exports.DeleteMarkerReplicationStatus = DeleteMarkerReplicationStatus;
    exports.DeleteObject$ = DeleteObject$;
    exports.DeleteObjectAnnotation$ = DeleteObjectAnnotation$;
    exports.DeleteObjectAnnotationCommand = DeleteObjectAnnotationCommand;
    exports.DeleteObjectAnnotationOutput$ = DeleteObjectAnnotationOutput$;
    exports.DeleteObjectAnnotationRequest$ = DeleteObjectAnnotationRequest$;
    exports.DeleteObjectCommand = DeleteObjectCommand;
    exports.DeleteObjectOutput$ = DeleteObjectOutput$;
    exports.DeleteObjectRequest$ = DeleteObjectRequest$;
    exports.DeleteObjectTagging$ = DeleteObjectTagging$;
    exports.DeleteObjectTaggingCommand = DeleteObjectTaggingCommand;
    exports.DeleteObjectTaggingOutput$ = DeleteObjectTaggingOutput$;
    exports.DeleteObjectTaggingRequest$ = DeleteObjectTaggingRequest$;
    exports.DeleteObjects$ = DeleteObjects$;
    exports.DeleteObjectsCommand = DeleteObjectsCommand;
    exports.DeleteObjectsOutput$ = DeleteObjectsOutput$;
    exports.DeleteObjectsRequest$ = DeleteObjectsRequest$;
    exports.DeletePublicAccessBlock$ = DeletePublicAccessBlock$;
    exports.DeletePublicAccessBlockCommand = DeletePublicAccessBlockCommand;
    exports.DeletePublicAccessBlockRequest$ = DeletePublicAccessBlockRequest$;
    exports.DeletedObject$ = DeletedObject$;
    exports.Destination$ = Destination$;
    exports.DestinationResult$ = DestinationResult$;
    exports.EncodingType = EncodingType;
    exports.Encryption$ = Encryption$;
    exports.EncryptionConfiguration$ = EncryptionConfiguration$;
    exports.EncryptionType = EncryptionType;
    exports.EncryptionTypeMismatch = EncryptionTypeMismatch;
    exports.EncryptionTypeMismatch$ = EncryptionTypeMismatch$;
    exports.EndEvent$ = EndEvent$;
    exports.ErrorDetails$ = ErrorDetails$;
    exports.ErrorDocument$ = ErrorDocument$;
    exports.Event = Event;
    exports.EventBridgeConfiguration$ = EventBridgeConfiguration$;
    exports.EventHoldDuration$ = EventHoldDuration$;
    exports.ExistingObjectReplication$ = ExistingObjectReplication$;
    exports.ExistingObjectReplicationStatus = ExistingObjectReplicationStatus;
    exports.ExpirationState = ExpirationState;
    exports.ExpirationStatus = ExpirationStatus;
    exports.ExpressionType = ExpressionType;
    exports.FileHeaderInfo = FileHeaderInfo;
    exports.FilterRule$ = FilterRule$;
    exports.FilterRuleName = FilterRuleName;
    exports.GetBucketAbac$ = GetBucketAbac$;
    exports.GetBucketAbacCommand = GetBucketAbacCommand;
    exports.GetBucketAbacOutput$ = GetBucketAbacOutput$;
    exports.GetBucketAbacRequest$ = GetBucketAbacRequest$;
    exports.GetBucketAccelerateConfiguration$ = GetBucketAccelerateConfiguration$;
    exports.GetBucketAccelerateConfigurationCommand = GetBucketAccelerateConfigurationCommand;
    exports.GetBucketAccelerateConfigurationOutput$ = GetBucketAccelerateConfigurationOutput$;
    exports.GetBucketAccelerateConfigurationRequest$ = GetBucketAccelerateConfigurationRequest$;
    exports.GetBucketAcl$ = GetBucketAcl$;
    exports.GetBucketAclCommand = GetBucketAclCommand;
    exports.GetBucketAclOutput$ = GetBucketAclOutput$;
    exports.GetBucketAclRequest$ = GetBucketAclRequest$;
    exports.GetBucketAnalyticsConfiguration$ = GetBucketAnalyticsConfiguration$;
    exports.GetBucketAnalyticsConfigurationCommand = GetBucketAnalyticsConfigurationCommand;
    exports.GetBucketAnalyticsConfigurationOutput$ = GetBucketAnalyticsConfigurationOutput$;
    exports.GetBucketAnalyticsConfigurationRequest$ = GetBucketAnalyticsConfigurationRequest$;
    exports.GetBucketCors$ = GetBucketCors$;
    exports.GetBucketCorsCommand = GetBucketCorsCommand;
    exports.GetBucketCorsOutput$ = GetBucketCorsOutput$;
    exports.GetBucketCorsRequest$ = GetBucketCorsRequest$;
    exports.GetBucketEncryption$ = GetBucketEncryption$;
    exports.GetBucketEncryptionCommand = GetBucketEncryptionCommand;
    exports.GetBucketEncryptionOutput$ = GetBucketEncryptionOutput$;
    exports.GetBucketEncryptionRequest$ = GetBucketEncryptionRequest$;
    exports.GetBucketIntelligentTieringConfiguration$ = GetBucketIntelligentTieringConfiguration$;
    exports.GetBucketIntelligentTieringConfigurationCommand = GetBucketIntelligentTieringConfigurationCommand;
    exports.GetBucketIntelligentTieringConfigurationOutput$ = GetBucketIntelligentTieringConfigurationOutput$;
    exports.GetBucketIntelligentTieringConfigurationRequest$ = GetBucketIntelligentTieringConfigurationRequest$;
    exports.GetBucketInventoryConfiguration$ = GetBucketInventoryConfiguration$;
    exports.GetBucketInventoryConfigurationCommand = GetBucketInventoryConfigurationCommand;
    exports.GetBucketInventoryConfigurationOutput$ = GetBucketInventoryConfigurationOutput$;
    exports.GetBucketInventoryConfigurationRequest$ = GetBucketInventoryConfigurationRequest$;
    exports.GetBucketLifecycleConfiguration$ = GetBucketLifecycleConfiguration$;
    exports.GetBucketLifecycleConfigurationCommand = GetBucketLifecycleConfigurationCommand;
    exports.GetBucketLifecycleConfigurationOutput$ = GetBucketLifecycleConfigurationOutput$;
    exports.GetBucketLifecycleConfigurationRequest$ = GetBucketLifecycleConfigurationRequest$;
    exports.GetBucketLocation$ = GetBucketLocation$;
    exports.GetBucketLocationCommand = GetBucketLocationCommand;
    exports.GetBucketLocationOutput$ = GetBucketLocationOutput$;
    exports.GetBucketLocationRequest$ = GetBucketLocationRequest$;
    exports.GetBucketLogging$ = GetBucketLogging$;
    exports.GetBucketLoggingCommand = GetBucketLoggingCommand;
    exports.GetBucketLoggingOutput$ = GetBucketLoggingOutput$;
    exports.GetBucketLoggingRequest$ = GetBucketLoggingRequest$;
    exports.GetBucketMetadataConfiguration$ = GetBucketMetadataConfiguration$;
    exports.GetBucketMetadataConfigurationCommand = GetBucketMetadataConfigurationCommand;
    exports.GetBucketMetadataConfigurationOutput$ = GetBucketMetadataConfigurationOutput$;
    exports.GetBucketMetadataConfigurationRequest$ = GetBucketMetadataConfigurationRequest$;
    exports.GetBucketMetadataConfigurationResult$ = GetBucketMetadataConfigurationResult$;
    exports.GetBucketMetadataTableConfiguration$ = GetBucketMetadataTableConfiguration$;
    exports.GetBucketMetadataTableConfigurationCommand = GetBucketMetadataTableConfigurationCommand;
    exports.GetBucketMetadataTableConfigurationOutput$ = GetBucketMetadataTableConfigurationOutput$;
    exports.GetBucketMetadataTableConfigurationRequest$ = GetBucketMetadataTableConfigurationRequest$;
    exports.GetBucketMetadataTableConfigurationResult$ = GetBucketMetadataTableConfigurationResult$;
    exports.GetBucketMetricsConfiguration$ = GetBucketMetricsConfiguration$;
    exports.GetBucketMetricsConfigurationCommand = GetBucketMetricsConfigurationCommand;
    exports.GetBucketMetricsConfigurationOutput$ = GetBucketMetricsConfigurationOutput$;
    exports.GetBucketMetricsConfigurationRequest$ = GetBucketMetricsConfigurationRequest$;
    exports.GetBucketNotificationConfiguration$ = GetBucketNotificationConfiguration$;
    exports.GetBucketNotificationConfigurationCommand = GetBucketNotificationConfigurationCommand;
    exports.GetBucketNotificationConfigurationRequest$ = GetBucketNotificationConfigurationRequest$;
    exports.GetBucketOwnershipControls$ = GetBucketOwnershipControls$;
    exports.GetBucketOwnershipControlsCommand = GetBucketOwnershipControlsCommand;
    exports.GetBucketOwnershipControlsOutput$ = GetBucketOwnershipControlsOutput$;
    exports.GetBucketOwnershipControlsRequest$ = GetBucketOwnershipControlsRequest$;
    exports.GetBucketPolicy$ = GetBucketPolicy$;
    exports.GetBucketPolicyCommand = GetBucketPolicyCommand;
    exports.GetBucketPolicyOutput$ = GetBucketPolicyOutput$;
    exports.GetBucketPolicyRequest$ = GetBucketPolicyRequest$;
    exports.GetBucketPolicyStatus$ = GetBucketPolicyStatus$;
    exports.GetBucketPolicyStatusCommand = GetBucketPolicyStatusCommand;
    exports.GetBucketPolicyStatusOutput$ = GetBucketPolicyStatusOutput$;
    exports.GetBucketPolicyStatusRequest$ = GetBucketPolicyStatusRequest$;
    exports.GetBucketReplication$ = GetBucketReplication$;
    exports.GetBucketReplicationCommand = GetBucketReplicationCommand;
    exports.GetBucketReplicationOutput$ = GetBucketReplicationOutput$;
    exports.GetBucketReplicationRequest$ = GetBucketReplicationRequest$;
    exports.GetBucketRequestPayment$ = GetBucketRequestPayment$;
    exports.GetBucketRequestPaymentCommand = GetBucketRequestPaymentCommand;
    exports.GetBucketRequestPaymentOutput$ = GetBucketRequestPaymentOutput$;
    exports.GetBucketRequestPaymentRequest$ = GetBucketRequestPaymentRequest$;
    exports.GetBucketTagging$ = GetBucketTagging$;
    exports.GetBucketTaggingCommand = GetBucketTaggingCommand;
    exports.GetBucketTaggingOutput$ = GetBucketTaggingOutput$;
    exports.GetBucketTaggingRequest$ = GetBucketTaggingRequest$;
    exports.GetBucketVersioning$ = GetBucketVersioning$;
    exports.GetBucketVersioningCommand = GetBucketVersioningCommand;
    exports.GetBucketVersioningOutput$ = GetBucketVersioningOutput$;
    exports.GetBucketVersioningRequest$ = GetBucketVersioningRequest$;
    exports.GetBucketWebsite$ = GetBucketWebsite$;
    exports.GetBucketWebsiteCommand = GetBucketWebsiteCommand;
    exports.GetBucketWebsiteOutput$ = GetBucketWebsiteOutput$;
    exports.GetBucketWebsiteRequest$ = GetBucketWebsiteRequest$;
    exports.GetObject$ = GetObject$;
    exports.GetObjectAcl$ = GetObjectAcl$;
    exports.GetObjectAclCommand = GetObjectAclCommand;
    exports.GetObjectAclOutput$ = GetObjectAclOutput$;
    exports.GetObjectAclRequest$ = GetObjectAclRequest$;
    exports.GetObjectAnnotation$ = GetObjectAnnotation$;
    exports.GetObjectAnnotationCommand = GetObjectAnnotationCommand;
    exports.GetObjectAnnotationOutput$ = GetObjectAnnotationOutput$;
    exports.GetObjectAnnotationRequest$ = GetObjectAnnotationRequest$;
    exports.GetObjectAttributes$ = GetObjectAttributes$;
    exports.GetObjectAttributesCommand = GetObjectAttributesCommand;
    exports.GetObjectAttributesOutput$ = GetObjectAttributesOutput$;
    exports.GetObjectAttributesParts$ = GetObjectAttributesParts$;
    exports.GetObjectAttributesRequest$ = GetObjectAttributesRequest$;
    exports.GetObjectCommand = GetObjectCommand;
    exports.GetObjectLegalHold$ = GetObjectLegalHold$;
    exports.GetObjectLegalHoldCommand = GetObjectLegalHoldCommand;
    exports.GetObjectLegalHoldOutput$ = GetObjectLegalHoldOutput$;
    exports.GetObjectLegalHoldRequest$ = GetObjectLegalHoldRequest$;
    exports.GetObjectLockConfiguration$ = GetObjectLockConfiguration$;
    exports.GetObjectLockConfigurationCommand = GetObjectLockConfigurationCommand;
    exports.GetObjectLockConfigurationOutput$ = GetObjectLockConfigurationOutput$;
    exports.GetObjectLockConfigurationRequest$ = GetObjectLockConfigurationRequest$;
    exports.GetObjectOutput$ = GetObjectOutput$;
    exports.GetObjectRequest$ = GetObjectRequest$;
    exports.GetObjectRetention$ = GetObjectRetention$;
    exports.GetObjectRetentionCommand = GetObjectRetentionCommand;
    exports.GetObjectRetentionOutput$ = GetObjectRetentionOutput$;
    exports.GetObjectRetentionRequest$ = GetObjectRetentionRequest$;
    exports.GetObjectTagging$ = GetObjectTagging$;
    exports.GetObjectTaggingCommand = GetObjectTaggingCommand;
    exports.GetObjectTaggingOutput$ = GetObjectTaggingOutput$;
    exports.GetObjectTaggingRequest$ = GetObjectTaggingRequest$;
    exports.GetObjectTorrent$ = GetObjectTorrent$;
    exports.GetObjectTorrentCommand = GetObjectTorrentCommand;
    exports.GetObjectTorrentOutput$ = GetObjectTorrentOutput$;
    exports.GetObjectTorrentRequest$ = GetObjectTorrentRequest$;
    exports.GetPublicAccessBlock$ = GetPublicAccessBlock$;
    exports.GetPublicAccessBlockCommand = GetPublicAccessBlockCommand;
    exports.GetPublicAccessBlockOutput$ = GetPublicAccessBlockOutput$;
    exports.GetPublicAccessBlockRequest$ = GetPublicAccessBlockRequest$;
    exports.GlacierJobParameters$ = GlacierJobParameters$;
    exports.Grant$ = Grant$;
    exports.Grantee$ = Grantee$;
    exports.HeadBucket$ = HeadBucket$;
    exports.HeadBucketCommand = HeadBucketCommand;
    exports.HeadBucketOutput$ = HeadBucketOutput$;
    exports.HeadBucketRequest$ = HeadBucketRequest$;
    exports.HeadObject$ = HeadObject$;
    exports.HeadObjectCommand = HeadObjectCommand;
    exports.HeadObjectOutput$ = HeadObjectOutput$;
    exports.HeadObjectRequest$ = HeadObjectRequest$;
    exports.IdempotencyParameterMismatch = IdempotencyParameterMismatch;
    exports.IdempotencyParameterMismatch$ = IdempotencyParameterMismatch$;
    exports.IndexDocument$ = IndexDocument$;
    exports.Initiator$ = Initiator$;
    exports.InputSerialization$ = InputSerialization$;
    exports.IntelligentTieringAccessTier = IntelligentTieringAccessTier;
    exports.IntelligentTieringAndOperator$ = IntelligentTieringAndOperator$;
    exports.IntelligentTieringConfiguration$ = IntelligentTieringConfiguration$;
    exports.IntelligentTieringFilter$ = IntelligentTieringFilter$;
    exports.IntelligentTieringStatus = IntelligentTieringStatus;
    exports.InvalidAnnotationName = InvalidAnnotationName;
    exports.InvalidAnnotationName$ = InvalidAnnotationName$;
    exports.InvalidObjectState = InvalidObjectState;
    exports.InvalidObjectState$ = InvalidObjectState$;
    exports.InvalidPrefix = InvalidPrefix;
    exports.InvalidPrefix$ = InvalidPrefix$;
    exports.InvalidRequest = InvalidRequest;
    exports.InvalidRequest$ = InvalidRequest$;
    exports.InvalidWriteOffset = InvalidWriteOffset;
    exports.InvalidWriteOffset$ = InvalidWriteOffset$;
    exports.InventoryConfiguration$ = InventoryConfiguration$;
    exports.InventoryConfigurationState = InventoryConfigurationState;
    exports.InventoryDestination$ = InventoryDestination$;
    exports.InventoryEncryption$ = InventoryEncryption$;
    exports.InventoryFilter$ = InventoryFilter$;
    exports.InventoryFormat = InventoryFormat;
    exports.InventoryFrequency = InventoryFrequency;
    exports.InventoryIncludedObjectVersions = InventoryIncludedObjectVersions;
    exports.InventoryOptionalField = InventoryOptionalField;
    exports.InventoryS3BucketDestination$ = InventoryS3BucketDestination$;
    exports.InventorySchedule$ = InventorySchedule$;
    exports.InventoryTableConfiguration$ = InventoryTableConfiguration$;
    exports.InventoryTableConfigurationResult$ = InventoryTableConfigurationResult$;
    exports.InventoryTableConfigurationUpdates$ = InventoryTableConfigurationUpdates$;
    exports.JSONInput$ = JSONInput$;
    exports.JSONOutput$ = JSONOutput$;
    exports.JSONType = JSONType;
    exports.JournalTableConfiguration$ = JournalTableConfiguration$;
    exports.JournalTableConfigurationResult$ = JournalTableConfigurationResult$;
    exports.JournalTableConfigurationUpdates$ = JournalTableConfigurationUpdates$;
    exports.LambdaFunctionConfiguration$ = LambdaFunctionConfiguration$;
    exports.LifecycleExpiration$ = LifecycleExpiration$;
    exports.LifecycleRule$ = LifecycleRule$;
    exports.LifecycleRuleAndOperator$ = LifecycleRuleAndOperator$;
    exports.LifecycleRuleFilter$ = LifecycleRuleFilter$;
    exports.ListBucketAnalyticsConfigurations$ = ListBucketAnalyticsConfigurations$;
    exports.ListBucketAnalyticsConfigurationsCommand = ListBucketAnalyticsConfigurationsCommand;
    exports.ListBucketAnalyticsConfigurationsOutput$ = ListBucketAnalyticsConfigurationsOutput$;
    exports.ListBucketAnalyticsConfigurationsRequest$ = ListBucketAnalyticsConfigurationsRequest$;
    exports.ListBucketIntelligentTieringConfigurations$ = ListBucketIntelligentTieringConfigurations$;
    exports.ListBucketIntelligentTieringConfigurationsCommand = ListBucketIntelligentTieringConfigurationsCommand;
    exports.ListBucketIntelligentTieringConfigurationsOutput$ = ListBucketIntelligentTieringConfigurationsOutput$;
    exports.ListBucketIntelligentTieringConfigurationsRequest$ = ListBucketIntelligentTieringConfigurationsRequest$;
    exports.ListBucketInventoryConfigurations$ = ListBucketInventoryConfigurations$;
    exports.ListBucketInventoryConfigurationsCommand = ListBucketInventoryConfigurationsCommand;
    exports.ListBucketInventoryConfigurationsOutput$ = ListBucketInventoryConfigurationsOutput$;
    exports.ListBucketInventoryConfigurationsRequest$ = ListBucketInventoryConfigurationsRequest$;
    exports.ListBucketMetricsConfigurations$ = ListBucketMetricsConfigurations$;
    exports.ListBucketMetricsConfigurationsCommand = ListBucketMetricsConfigurationsCommand;
    exports.ListBucketMetricsConfigurationsOutput$ = ListBucketMetricsConfigurationsOutput$;
    exports.ListBucketMetricsConfigurationsRequest$ = ListBucketMetricsConfigurationsRequest$;
    exports.ListBuckets$ = ListBuckets$;
    exports.ListBucketsCommand = ListBucketsCommand;
    exports.ListBucketsOutput$ = ListBucketsOutput$;
    exports.ListBucketsRequest$ = ListBucketsRequest$;
    exports.ListDirectoryBuckets$ = ListDirectoryBuckets$;
    exports.ListDirectoryBucketsCommand = ListDirectoryBucketsCommand;
    exports.ListDirectoryBucketsOutput$ = ListDirectoryBucketsOutput$;
    exports.ListDirectoryBucketsRequest$ = ListDirectoryBucketsRequest$;
    exports.ListMultipartUploads$ = ListMultipartUploads$;
    exports.ListMultipartUploadsCommand = ListMultipartUploadsCommand;
    exports.ListMultipartUploadsOutput$ = ListMultipartUploadsOutput$;
    exports.ListMultipartUploadsRequest$ = ListMultipartUploadsRequest$;
    exports.ListObjectAnnotations$ = ListObjectAnnotations$;
    exports.ListObjectAnnotationsCommand = ListObjectAnnotationsCommand;
    exports.ListObjectAnnotationsOutput$ = ListObjectAnnotationsOutput$;
    exports.ListObjectAnnotationsRequest$ = ListObjectAnnotationsRequest$;
    exports.ListObjectVersions$ = ListObjectVersions$;
    exports.ListObjectVersionsCommand = ListObjectVersionsCommand;
    exports.ListObjectVersionsOutput$ = ListObjectVersionsOutput$;
    exports.ListObjectVersionsRequest$ = ListObjectVersionsRequest$;
    exports.ListObjects$ = ListObjects$;
    exports.ListObjectsCommand = ListObjectsCommand;
    exports.ListObjectsOutput$ = ListObjectsOutput$;
    exports.ListObjectsRequest$ = ListObjectsRequest$;
    exports.ListObjectsV2$ = ListObjectsV2$;
    exports.ListObjectsV2Command = ListObjectsV2Command;
    exports.ListObjectsV2Output$ = ListObjectsV2Output$;
    exports.ListObjectsV2Request$ = ListObjectsV2Request$;
    exports.ListParts$ = ListParts$;
    exports.ListPartsCommand = ListPartsCommand;
    exports.ListPartsOutput$ = ListPartsOutput$;
    exports.ListPartsRequest$ = ListPartsRequest$;
    exports.LocationInfo$ = LocationInfo$;
    exports.LocationType = LocationType;
    exports.LoggingEnabled$ = LoggingEnabled$;
    exports.MFADelete = MFADelete;
    exports.MFADeleteStatus = MFADeleteStatus;
    exports.MetadataConfiguration$ = MetadataConfiguration$;
    exports.MetadataConfigurationResult$ = MetadataConfigurationResult$;
    exports.MetadataDirective = MetadataDirective;
    exports.MetadataEntry$ = MetadataEntry$;
    exports.MetadataTableConfiguration$ = MetadataTableConfiguration$;
    exports.MetadataTableConfigurationResult$ = MetadataTableConfigurationResult$;
    exports.MetadataTableEncryptionConfiguration$ = MetadataTableEncryptionConfiguration$;
    exports.Metrics$ = Metrics$;
    exports.MetricsAndOperator$ = MetricsAndOperator$;
    exports.MetricsConfiguration$ = MetricsConfiguration$;
    exports.MetricsFilter$ = MetricsFilter$;
    exports.MetricsStatus = MetricsStatus;
    exports.MultipartUpload$ = MultipartUpload$;
    exports.NoSuchAnnotation = NoSuchAnnotation;
    exports.NoSuchAnnotation$ = NoSuchAnnotation$;
    exports.NoSuchBucket = NoSuchBucket;
    exports.NoSuchBucket$ = NoSuchBucket$;
    exports.NoSuchKey = NoSuchKey;
    exports.NoSuchKey$ = NoSuchKey$;
    exports.NoSuchUpload = NoSuchUpload;
    exports.NoSuchUpload$ = NoSuchUpload$;
    exports.NoncurrentVersionExpiration$ = NoncurrentVersionExpiration$;
    exports.NoncurrentVersionTransition$ = NoncurrentVersionTransition$;
    exports.NotFound = NotFound;
    exports.NotFound$ = NotFound$;
    exports.NotificationConfiguration$ = NotificationConfiguration$;
    exports.NotificationConfigurationFilter$ = NotificationConfigurationFilter$;
    exports.ObjectAlreadyInActiveTierError = ObjectAlreadyInActiveTierError;
    exports.ObjectAlreadyInActiveTierError$ = ObjectAlreadyInActiveTierError$;
    exports.ObjectAttributes = ObjectAttributes;
    exports.ObjectCannedACL = ObjectCannedACL;
    exports.ObjectEncryption$ = ObjectEncryption$;
    exports.ObjectIdentifier$ = ObjectIdentifier$;
    exports.ObjectLockConfiguration$ = ObjectLockConfiguration$;
    exports.ObjectLockEnabled = ObjectLockEnabled;
    exports.ObjectLockEventHold = ObjectLockEventHold;
    exports.ObjectLockLegalHold$ = ObjectLockLegalHold$;
    exports.ObjectLockLegalHoldStatus = ObjectLockLegalHoldStatus;
    exports.ObjectLockMode = ObjectLockMode;
    exports.ObjectLockRetention$ = ObjectLockRetention$;
    exports.ObjectLockRetentionMode = ObjectLockRetentionMode;
    exports.ObjectLockRule$ = ObjectLockRule$;
    exports.ObjectNotInActiveTierError = ObjectNotInActiveTierError;
    exports.ObjectNotInActiveTierError$ = ObjectNotInActiveTierError$;
    exports.ObjectOwnership = ObjectOwnership;
    exports.ObjectPart$ = ObjectPart$;
    exports.ObjectStorageClass = ObjectStorageClass;
    exports.ObjectVersion$ = ObjectVersion$;
    exports.ObjectVersionStorageClass = ObjectVersionStorageClass;
    exports.OptionalObjectAttributes = OptionalObjectAttributes;
    exports.OutputLocation$ = OutputLocation$;
    exports.OutputSerialization$ = OutputSerialization$;
    exports.Owner$ = Owner$;
    exports.OwnerOverride = OwnerOverride;
    exports.OwnershipControls$ = OwnershipControls$;
    exports.OwnershipControlsRule$ = OwnershipControlsRule$;
    exports.ParquetInput$ = ParquetInput$;
    exports.Part$ = Part$;
    exports.PartitionDateSource = PartitionDateSource;
    exports.PartitionedPrefix$ = PartitionedPrefix$;
    exports.Payer = Payer;
    exports.Permission = Permission;
    exports.PolicyStatus$ = PolicyStatus$;
    exports.Progress$ = Progress$;
    exports.ProgressEvent$ = ProgressEvent$;
    exports.Protocol = Protocol;
    exports.PublicAccessBlockConfiguration$ = PublicAccessBlockConfiguration$;
    exports.PutBucketAbac$ = PutBucketAbac$;
    exports.PutBucketAbacCommand = PutBucketAbacCommand;
    exports.PutBucketAbacRequest$ = PutBucketAbacRequest$;
    exports.PutBucketAccelerateConfiguration$ = PutBucketAccelerateConfiguration$;
    exports.PutBucketAccelerateConfigurationCommand = PutBucketAccelerateConfigurationCommand;
    exports.PutBucketAccelerateConfigurationRequest$ = PutBucketAccelerateConfigurationRequest$;
    exports.PutBucketAcl$ = PutBucketAcl$;
    exports.PutBucketAclCommand = PutBucketAclCommand;
    exports.PutBucketAclRequest$ = PutBucketAclRequest$;
    exports.PutBucketAnalyticsConfiguration$ = PutBucketAnalyticsConfiguration$;
    exports.PutBucketAnalyticsConfigurationCommand = PutBucketAnalyticsConfigurationCommand;
    exports.PutBucketAnalyticsConfigurationRequest$ = PutBucketAnalyticsConfigurationRequest$;
    exports.PutBucketCors$ = PutBucketCors$;
    exports.PutBucketCorsCommand = PutBucketCorsCommand;
    exports.PutBucketCorsRequest$ = PutBucketCorsRequest$;
    exports.PutBucketEncryption$ = PutBucketEncryption$;
    exports.PutBucketEncryptionCommand = PutBucketEncryptionCommand;
    exports.PutBucketEncryptionRequest$ = PutBucketEncryptionRequest$;
    exports.PutBucketIntelligentTieringConfiguration$ = PutBucketIntelligentTieringConfiguration$;
    exports.PutBucketIntelligentTieringConfigurationCommand = PutBucketIntelligentTieringConfigurationCommand;
    exports.PutBucketIntelligentTieringConfigurationRequest$ = PutBucketIntelligentTieringConfigurationRequest$;
    exports.PutBucketInventoryConfiguration$ = PutBucketInventoryConfiguration$;
    exports.PutBucketInventoryConfigurationCommand = PutBucketInventoryConfigurationCommand;
    exports.PutBucketInventoryConfigurationRequest$ = PutBucketInventoryConfigurationRequest$;
    exports.PutBucketLifecycleConfiguration$ = PutBucketLifecycleConfiguration$;
    exports.PutBucketLifecycleConfigurationCommand = PutBucketLifecycleConfigurationCommand;
    exports.PutBucketLifecycleConfigurationOutput$ = PutBucketLifecycleConfigurationOutput$;
    exports.PutBucketLifecycleConfigurationRequest$ = PutBucketLifecycleConfigurationRequest$;
    exports.PutBucketLogging$ = PutBucketLogging$;
    exports.PutBucketLoggingCommand = PutBucketLoggingCommand;
    exports.PutBucketLoggingRequest$ = PutBucketLoggingRequest$;
    exports.PutBucketMetricsConfiguration$ = PutBucketMetricsConfiguration$;
    exports.PutBucketMetricsConfigurationCommand = PutBucketMetricsConfigurationCommand;
    exports.PutBucketMetricsConfigurationRequest$ = PutBucketMetricsConfigurationRequest$;
    exports.PutBucketNotificationConfiguration$ = PutBucketNotificationConfiguration$;
    exports.PutBucketNotificationConfigurationCommand = PutBucketNotificationConfigurationCommand;
    exports.PutBucketNotificationConfigurationRequest$ = PutBucketNotificationConfigurationRequest$;
    exports.PutBucketOwnershipControls$ = PutBucketOwnershipControls$;
    exports.PutBucketOwnershipControlsCommand = PutBucketOwnershipControlsCommand;
    exports.PutBucketOwnershipControlsRequest$ = PutBucketOwnershipControlsRequest$;
    exports.PutBucketPolicy$ = PutBucketPolicy$;
    exports.PutBucketPolicyCommand = PutBucketPolicyCommand;
    exports.PutBucketPolicyRequest$ = PutBucketPolicyRequest$;
    exports.PutBucketReplication$ = PutBucketReplication$;
    exports.PutBucketReplicationCommand = PutBucketReplicationCommand;
    exports.PutBucketReplicationRequest$ = PutBucketReplicationRequest$;
    exports.PutBucketRequestPayment$ = PutBucketRequestPayment$;
    exports.PutBucketRequestPaymentCommand = PutBucketRequestPaymentCommand;
    exports.PutBucketRequestPaymentRequest$ = PutBucketRequestPaymentRequest$;
    exports.PutBucketTagging$ = PutBucketTagging$;
    exports.PutBucketTaggingCommand = PutBucketTaggingCommand;
    exports.PutBucketTaggingRequest$ = PutBucketTaggingRequest$;
    exports.PutBucketVersioning$ = PutBucketVersioning$;
    exports.PutBucketVersioningCommand = PutBucketVersioningCommand;
    exports.PutBucketVersioningRequest$ = PutBucketVersioningRequest$;
    exports.PutBucketWebsite$ = PutBucketWebsite$;
    exports.PutBucketWebsiteCommand = PutBucketWebsiteCommand;
    exports.PutBucketWebsiteRequest$ = PutBucketWebsiteRequest$;
    exports.PutObject$ = PutObject$;
    exports.PutObjectAcl$ = PutObjectAcl$;
    exports.PutObjectAclCommand = PutObjectAclCommand;
    exports.PutObjectAclOutput$ = PutObjectAclOutput$;
    exports.PutObjectAclRequest$ = PutObjectAclRequest$;
    exports.PutObjectAnnotation$ = PutObjectAnnotation$;
    exports.PutObjectAnnotationCommand = PutObjectAnnotationCommand;
    exports.PutObjectAnnotationOutput$ = PutObjectAnnotationOutput$;
    exports.PutObjectAnnotationRequest$ = PutObjectAnnotationRequest$;
    exports.PutObjectCommand = PutObjectCommand;
    exports.PutObjectLegalHold$ = PutObjectLegalHold$;
    exports.PutObjectLegalHoldCommand = PutObjectLegalHoldCommand;
    exports.PutObjectLegalHoldOutput$ = PutObjectLegalHoldOutput$;
    exports.PutObjectLegalHoldRequest$ = PutObjectLegalHoldRequest$;
    exports.PutObjectLockConfiguration$ = PutObjectLockConfiguration$;
    exports.PutObjectLockConfigurationCommand = PutObjectLockConfigurationCommand;
    exports.PutObjectLockConfigurationOutput$ = PutObjectLockConfigurationOutput$;
    exports.PutObjectLockConfigurationRequest$ = PutObjectLockConfigurationRequest$;
    exports.PutObjectOutput$ = PutObjectOutput$;
    exports.PutObjectRequest$ = PutObjectRequest$;
    exports.PutObjectRetention$ = PutObjectRetention$;
    exports.PutObjectRetentionCommand = PutObjectRetentionCommand;
    exports.PutObjectRetentionOutput$ = PutObjectRetentionOutput$;
    exports.PutObjectRetentionRequest$ = PutObjectRetentionRequest$;
    exports.PutObjectTagging$ = PutObjectTagging$;
    exports.PutObjectTaggingCommand = PutObjectTaggingCommand;
    exports.PutObjectTaggingOutput$ = PutObjectTaggingOutput$;
    exports.PutObjectTaggingRequest$ = PutObjectTaggingRequest$;
    exports.PutPublicAccessBlock$ = PutPublicAccessBlock$;
    exports.PutPublicAccessBlockCommand = PutPublicAccessBlockCommand;
    exports.PutPublicAccessBlockRequest$ = PutPublicAccessBlockRequest$;
    exports.QueueConfiguration$ = QueueConfiguration$;
    exports.QuoteFields = QuoteFields;
    exports.RecordExpiration$ = RecordExpiration$;
    exports.RecordsEvent$ = RecordsEvent$;
    exports.Redirect$ = Redirect$;
    exports.RedirectAllRequestsTo$ = RedirectAllRequestsTo$;
    exports.RenameObject$ = RenameObject$;
    exports.RenameObjectCommand = RenameObjectCommand;
    exports.RenameObjectOutput$ = RenameObjectOutput$;
    exports.RenameObjectRequest$ = RenameObjectRequest$;
    exports.ReplicaModifications$ = ReplicaModifications$;
    exports.ReplicaModificationsStatus = ReplicaModificationsStatus;
    exports.ReplicationConfiguration$ = ReplicationConfiguration$;
    exports.ReplicationRule$ = ReplicationRule$;
    exports.ReplicationRuleAndOperator$ = ReplicationRuleAndOperator$;
    exports.ReplicationRuleFilter$ = ReplicationRuleFilter$;
    exports.ReplicationRuleStatus = ReplicationRuleStatus;
    exports.ReplicationStatus = ReplicationStatus;
    exports.ReplicationTime$ = ReplicationTime$;
    exports.ReplicationTimeStatus = ReplicationTimeStatus;
    exports.ReplicationTimeValue$ = ReplicationTimeValue$;
    exports.RequestCharged = RequestCharged;
    exports.RequestPayer = RequestPayer;
    exports.RequestPaymentConfiguration$ = RequestPaymentConfiguration$;
    exports.RequestProgress$ = RequestProgress$;
    exports.RestoreObject$ = RestoreObject$;
    exports.RestoreObjectCommand = RestoreObjectCommand;
    exports.RestoreObjectOutput$ = RestoreObjectOutput$;
    exports.RestoreObjectRequest$ = RestoreObjectRequest$;
    exports.RestoreRequest$ = RestoreRequest$;
    exports.RestoreRequestType = RestoreRequestType;
    exports.RestoreStatus$ = RestoreStatus$;
    exports.RoutingRule$ = RoutingRule$;
    exports.S3 = S3;
    exports.S3Client = S3Client;
    exports.S3KeyFilter$ = S3KeyFilter$;
    exports.S3Location$ = S3Location$;
    exports.S3ServiceException = S3ServiceException;
    exports.S3ServiceException$ = S3ServiceException$;
    exports.S3TablesBucketType = S3TablesBucketType;
    exports.S3TablesDestination$ = S3TablesDestination$;
    exports.S3TablesDestinationResult$ = S3TablesDestinationResult$;
    exports.SSEKMS$ = SSEKMS$;
    exports.SSEKMSEncryption$ = SSEKMSEncryption$;
    exports.SSES3$ = SSES3$;
    exports.ScanRange$ = ScanRange$;
    exports.SelectObjectContent$ = SelectObjectContent$;
    exports.SelectObjectContentCommand = SelectObjectContentCommand;
    exports.SelectObjectContentEventStream$ = SelectObjectContentEventStream$;
    exports.SelectObjectContentOutput$ = SelectObjectContentOutput$;
    exports.SelectObjectContentRequest$ = SelectObjectContentRequest$;
    exports.SelectParameters$ = SelectParameters$;
    exports.ServerSideEncryption = ServerSideEncryption;
    exports.ServerSideEncryptionByDefault$ = ServerSideEncryptionByDefault$;
    exports.ServerSideEncryptionConfiguration$ = ServerSideEncryptionConfiguration$;
    exports.ServerSideEncryptionRule$ = ServerSideEncryptionRule$;
    exports.SessionCredentials$ = SessionCredentials$;
    exports.SessionMode = SessionMode;
    exports.SimplePrefix$ = SimplePrefix$;
    exports.SourceSelectionCriteria$ = SourceSelectionCriteria$;
    exports.SseKmsEncryptedObjects$ = SseKmsEncryptedObjects$;
    exports.SseKmsEncryptedObjectsStatus = SseKmsEncryptedObjectsStatus;
    exports.Stats$ = Stats$;
    exports.StatsEvent$ = StatsEvent$;
    exports.StorageClass = StorageClass;
    exports.StorageClassAnalysis$ = StorageClassAnalysis$;
    exports.StorageClassAnalysisDataExport$ = StorageClassAnalysisDataExport$;
    exports.StorageClassAnalysisSchemaVersion = StorageClassAnalysisSchemaVersion;
    exports.TableSseAlgorithm = TableSseAlgorithm;
    exports.Tag$ = Tag$;
    exports.Tagging$ = Tagging$;
    exports.TaggingDirective = TaggingDirective;
    exports.TargetGrant$ = TargetGrant$;
    exports.TargetObjectKeyFormat$ = TargetObjectKeyFormat$;
    exports.Tier = Tier;
    exports.Tiering$ = Tiering$;
    exports.TooManyParts = TooManyParts;
    exports.TooManyParts$ = TooManyParts$;
    exports.TopicConfiguration$ = TopicConfiguration$;
    exports.Transition$ = Transition$;
    exports.TransitionDefaultMinimumObjectSize = TransitionDefaultMinimumObjectSize;
    exports.TransitionStorageClass = TransitionStorageClass;
    exports.Type = Type;
    exports.UnsupportedMediaType = UnsupportedMediaType;
    exports.UnsupportedMediaType$ = UnsupportedMediaType$;
    exports.UpdateBucketMetadataAnnotationTableConfiguration$ = UpdateBucketMetadataAnnotationTableConfiguration$;
    exports.UpdateBucketMetadataAnnotationTableConfigurationCommand = UpdateBucketMetadataAnnotationTableConfigurationCommand;
    exports.UpdateBucketMetadataAnnotationTableConfigurationRequest$ = UpdateBucketMetadataAnnotationTableConfigurationRequest$;
    exports.UpdateBucketMetadataInventoryTableConfiguration$ = UpdateBucketMetadataInventoryTableConfiguration$;
    exports.UpdateBucketMetadataInventoryTableConfigurationCommand = UpdateBucketMetadataInventoryTableConfigurationCommand;
    exports.UpdateBucketMetadataInventoryTableConfigurationRequest$ = UpdateBucketMetadataInventoryTableConfigurationRequest$;
    exports.UpdateBucketMetadataJournalTableConfiguration$ = UpdateBucketMetadataJournalTableConfiguration$;
    exports.UpdateBucketMetadataJournalTableConfigurationCommand = UpdateBucketMetadataJournalTableConfigurationCommand;
    exports.UpdateBucketMetadataJournalTableConfigurationRequest$ = UpdateBucketMetadataJournalTableConfigurationRequest$;
    exports.UpdateObjectEncryption$ = UpdateObjectEncryption$;
    exports.UpdateObjectEncryptionCommand = UpdateObjectEncryptionCommand;
    exports.UpdateObjectEncryptionRequest$ = UpdateObjectEncryptionRequest$;
    exports.UpdateObjectEncryptionResponse$ = UpdateObjectEncryptionResponse$;
    exports.UploadPart$ = UploadPart$;
    exports.UploadPartCommand = UploadPartCommand;
    exports.UploadPartCopy$ = UploadPartCopy$;
    exports.UploadPartCopyCommand = UploadPartCopyCommand;
    exports.UploadPartCopyOutput$ = UploadPartCopyOutput$;
    exports.UploadPartCopyRequest$ = UploadPartCopyRequest$;
    exports.UploadPartOutput$ = UploadPartOutput$;
    exports.UploadPartRequest$ = UploadPartRequest$;
    exports.VersioningConfiguration$ = VersioningConfiguration$;
    exports.WebsiteConfiguration$ = WebsiteConfiguration$;
    exports.WriteGetObjectResponse$ = WriteGetObjectResponse$;
    exports.WriteGetObjectResponseCommand = WriteGetObjectResponseCommand;
    exports.WriteGetObjectResponseRequest$ = WriteGetObjectResponseRequest$;
    exports._Error$ = _Error$;
    exports._Object$ = _Object$;
    exports.errorTypeRegistries = errorTypeRegistries;
    exports.paginateListBuckets = paginateListBuckets;
    exports.paginateListDirectoryBuckets = paginateListDirectoryBuckets;
    exports.paginateListObjectAnnotations = paginateListObjectAnnotations;
    exports.paginateListObjectsV2 = paginateListObjectsV2;
    exports.paginateListParts = paginateListParts;
    exports.waitForBucketExists = waitForBucketExists;
    exports.waitForBucketNotExists = waitForBucketNotExists;
    exports.waitForObjectExists = waitForObjectExists;
    exports.waitForObjectNotExists = waitForObjectNotExists;
    exports.waitUntilBucketExists = waitUntilBucketExists;
    exports.waitUntilBucketNotExists = waitUntilBucketNotExists;
    exports.waitUntilObjectExists = waitUntilObjectExists;
    exports.waitUntilObjectNotExists = waitUntilObjectNotExists;
  }
});
export default require_dist_cjs4();
