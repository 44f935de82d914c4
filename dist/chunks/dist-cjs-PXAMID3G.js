#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  client_exports as client_exports2,
  dist_es_exports,
  httpAuthSchemes_exports,
  init_client as init_client2,
  init_dist_es,
  init_httpAuthSchemes,
  init_protocols,
  init_protocols2,
  init_retry,
  protocols_exports,
  protocols_exports2,
  require_dist_cjs2 as require_dist_cjs,
  require_dist_cjs3 as require_dist_cjs2,
  retry_exports
} from "./chunk-MHJCXBFH.js";
import {
  checksum_exports,
  client_exports,
  config_exports,
  endpoints_exports,
  init_checksum,
  init_client,
  init_config,
  init_endpoints,
  init_schema,
  init_serde,
  normalizeProvider,
  schema_exports,
  serde_exports
} from "./chunk-2CMJJ6MU.js";
import {
  __commonJS,
  __esm,
  __export,
  __toCommonJS
} from "./chunk-IQWI6KNV.js";

// node_modules/@aws-sdk/core/dist-es/submodules/account-id-endpoint/AccountIdEndpointModeConstants.js
function validateAccountIdEndpointMode(value) {
  return ACCOUNT_ID_ENDPOINT_MODE_VALUES.includes(value);
}
var DEFAULT_ACCOUNT_ID_ENDPOINT_MODE, ACCOUNT_ID_ENDPOINT_MODE_VALUES;
var init_AccountIdEndpointModeConstants = __esm({
  "node_modules/@aws-sdk/core/dist-es/submodules/account-id-endpoint/AccountIdEndpointModeConstants.js"() {
    DEFAULT_ACCOUNT_ID_ENDPOINT_MODE = "preferred";
    ACCOUNT_ID_ENDPOINT_MODE_VALUES = ["disabled", "preferred", "required"];
  }
});

// node_modules/@aws-sdk/core/dist-es/submodules/account-id-endpoint/AccountIdEndpointModeConfigResolver.js
var resolveAccountIdEndpointModeConfig;
var init_AccountIdEndpointModeConfigResolver = __esm({
  "node_modules/@aws-sdk/core/dist-es/submodules/account-id-endpoint/AccountIdEndpointModeConfigResolver.js"() {
    init_client();
    init_AccountIdEndpointModeConstants();
    resolveAccountIdEndpointModeConfig = (input) => {
      const { accountIdEndpointMode } = input;
      const accountIdEndpointModeProvider = normalizeProvider(accountIdEndpointMode ?? DEFAULT_ACCOUNT_ID_ENDPOINT_MODE);
      return Object.assign(input, {
        accountIdEndpointMode: async () => {
          const accIdMode = await accountIdEndpointModeProvider();
          if (!validateAccountIdEndpointMode(accIdMode)) {
            throw new Error(`Invalid value for accountIdEndpointMode: ${accIdMode}. Valid values are: "required", "preferred", "disabled".`);
          }
          return accIdMode;
        }
      });
    };
  }
});

// node_modules/@aws-sdk/core/dist-es/submodules/account-id-endpoint/NodeAccountIdEndpointModeConfigOptions.js
var err, _throw, ENV_ACCOUNT_ID_ENDPOINT_MODE, CONFIG_ACCOUNT_ID_ENDPOINT_MODE, NODE_ACCOUNT_ID_ENDPOINT_MODE_CONFIG_OPTIONS;
var init_NodeAccountIdEndpointModeConfigOptions = __esm({
  "node_modules/@aws-sdk/core/dist-es/submodules/account-id-endpoint/NodeAccountIdEndpointModeConfigOptions.js"() {
    init_AccountIdEndpointModeConstants();
    err = "Invalid AccountIdEndpointMode value";
    _throw = (message) => {
      throw new Error(message);
    };
    ENV_ACCOUNT_ID_ENDPOINT_MODE = "AWS_ACCOUNT_ID_ENDPOINT_MODE";
    CONFIG_ACCOUNT_ID_ENDPOINT_MODE = "account_id_endpoint_mode";
    NODE_ACCOUNT_ID_ENDPOINT_MODE_CONFIG_OPTIONS = {
      environmentVariableSelector: (env) => {
        const value = env[ENV_ACCOUNT_ID_ENDPOINT_MODE];
        if (value && !validateAccountIdEndpointMode(value)) {
          _throw(err);
        }
        return value;
      },
      configFileSelector: (profile) => {
        const value = profile[CONFIG_ACCOUNT_ID_ENDPOINT_MODE];
        if (value && !validateAccountIdEndpointMode(value)) {
          _throw(err);
        }
        return value;
      },
      default: DEFAULT_ACCOUNT_ID_ENDPOINT_MODE
    };
  }
});

// node_modules/@aws-sdk/core/dist-es/submodules/account-id-endpoint/index.js
var account_id_endpoint_exports = {};
__export(account_id_endpoint_exports, {
  ACCOUNT_ID_ENDPOINT_MODE_VALUES: () => ACCOUNT_ID_ENDPOINT_MODE_VALUES,
  CONFIG_ACCOUNT_ID_ENDPOINT_MODE: () => CONFIG_ACCOUNT_ID_ENDPOINT_MODE,
  DEFAULT_ACCOUNT_ID_ENDPOINT_MODE: () => DEFAULT_ACCOUNT_ID_ENDPOINT_MODE,
  ENV_ACCOUNT_ID_ENDPOINT_MODE: () => ENV_ACCOUNT_ID_ENDPOINT_MODE,
  NODE_ACCOUNT_ID_ENDPOINT_MODE_CONFIG_OPTIONS: () => NODE_ACCOUNT_ID_ENDPOINT_MODE_CONFIG_OPTIONS,
  resolveAccountIdEndpointModeConfig: () => resolveAccountIdEndpointModeConfig,
  validateAccountIdEndpointMode: () => validateAccountIdEndpointMode
});
var init_account_id_endpoint = __esm({
  "node_modules/@aws-sdk/core/dist-es/submodules/account-id-endpoint/index.js"() {
    init_AccountIdEndpointModeConfigResolver();
    init_AccountIdEndpointModeConstants();
    init_NodeAccountIdEndpointModeConfigOptions();
  }
});

// node_modules/obliterator/iterator.js
var require_iterator = __commonJS({
  "node_modules/obliterator/iterator.js"(exports, module) {
    function Iterator(next) {
      Object.defineProperty(this, "_next", {
        writable: false,
        enumerable: false,
        value: next
      });
      this.done = false;
    }
    Iterator.prototype.next = function() {
      if (this.done)
        return { done: true };
      var step = this._next();
      if (step.done)
        this.done = true;
      return step;
    };
    if (typeof Symbol !== "undefined")
      Iterator.prototype[Symbol.iterator] = function() {
        return this;
      };
    Iterator.of = function() {
      var args = arguments, l = args.length, i = 0;
      return new Iterator(function() {
        if (i >= l)
          return { done: true };
        return { done: false, value: args[i++] };
      });
    };
    Iterator.empty = function() {
      var iterator = new Iterator(null);
      iterator.done = true;
      return iterator;
    };
    Iterator.is = function(value) {
      if (value instanceof Iterator)
        return true;
      return typeof value === "object" && value !== null && typeof value.next === "function";
    };
    module.exports = Iterator;
  }
});

// node_modules/obliterator/foreach.js
var require_foreach = __commonJS({
  "node_modules/obliterator/foreach.js"(exports, module) {
    var ARRAY_BUFFER_SUPPORT = typeof ArrayBuffer !== "undefined";
    var SYMBOL_SUPPORT = typeof Symbol !== "undefined";
    function forEach(iterable, callback) {
      var iterator, k, i, l, s;
      if (!iterable)
        throw new Error("obliterator/forEach: invalid iterable.");
      if (typeof callback !== "function")
        throw new Error("obliterator/forEach: expecting a callback.");
      if (Array.isArray(iterable) || ARRAY_BUFFER_SUPPORT && ArrayBuffer.isView(iterable) || typeof iterable === "string" || iterable.toString() === "[object Arguments]") {
        for (i = 0, l = iterable.length; i < l; i++)
          callback(iterable[i], i);
        return;
      }
      if (typeof iterable.forEach === "function") {
        iterable.forEach(callback);
        return;
      }
      if (SYMBOL_SUPPORT && Symbol.iterator in iterable && typeof iterable.next !== "function") {
        iterable = iterable[Symbol.iterator]();
      }
      if (typeof iterable.next === "function") {
        iterator = iterable;
        i = 0;
        while (s = iterator.next(), s.done !== true) {
          callback(s.value, i);
          i++;
        }
        return;
      }
      for (k in iterable) {
        if (iterable.hasOwnProperty(k)) {
          callback(iterable[k], k);
        }
      }
      return;
    }
    forEach.forEachWithNullKeys = function(iterable, callback) {
      var iterator, k, i, l, s;
      if (!iterable)
        throw new Error("obliterator/forEachWithNullKeys: invalid iterable.");
      if (typeof callback !== "function")
        throw new Error("obliterator/forEachWithNullKeys: expecting a callback.");
      if (Array.isArray(iterable) || ARRAY_BUFFER_SUPPORT && ArrayBuffer.isView(iterable) || typeof iterable === "string" || iterable.toString() === "[object Arguments]") {
        for (i = 0, l = iterable.length; i < l; i++)
          callback(iterable[i], null);
        return;
      }
      if (iterable instanceof Set) {
        iterable.forEach(function(value) {
          callback(value, null);
        });
        return;
      }
      if (typeof iterable.forEach === "function") {
        iterable.forEach(callback);
        return;
      }
      if (SYMBOL_SUPPORT && Symbol.iterator in iterable && typeof iterable.next !== "function") {
        iterable = iterable[Symbol.iterator]();
      }
      if (typeof iterable.next === "function") {
        iterator = iterable;
        i = 0;
        while (s = iterator.next(), s.done !== true) {
          callback(s.value, null);
          i++;
        }
        return;
      }
      for (k in iterable) {
        if (iterable.hasOwnProperty(k)) {
          callback(iterable[k], k);
        }
      }
      return;
    };
    module.exports = forEach;
  }
});

// node_modules/mnemonist/utils/typed-arrays.js
var require_typed_arrays = __commonJS({
  "node_modules/mnemonist/utils/typed-arrays.js"(exports) {
    var MAX_8BIT_INTEGER = Math.pow(2, 8) - 1;
    var MAX_16BIT_INTEGER = Math.pow(2, 16) - 1;
    var MAX_32BIT_INTEGER = Math.pow(2, 32) - 1;
    var MAX_SIGNED_8BIT_INTEGER = Math.pow(2, 7) - 1;
    var MAX_SIGNED_16BIT_INTEGER = Math.pow(2, 15) - 1;
    var MAX_SIGNED_32BIT_INTEGER = Math.pow(2, 31) - 1;
    exports.getPointerArray = function(size) {
      var maxIndex = size - 1;
      if (maxIndex <= MAX_8BIT_INTEGER)
        return Uint8Array;
      if (maxIndex <= MAX_16BIT_INTEGER)
        return Uint16Array;
      if (maxIndex <= MAX_32BIT_INTEGER)
        return Uint32Array;
      return Float64Array;
    };
    exports.getSignedPointerArray = function(size) {
      var maxIndex = size - 1;
      if (maxIndex <= MAX_SIGNED_8BIT_INTEGER)
        return Int8Array;
      if (maxIndex <= MAX_SIGNED_16BIT_INTEGER)
        return Int16Array;
      if (maxIndex <= MAX_SIGNED_32BIT_INTEGER)
        return Int32Array;
      return Float64Array;
    };
    exports.getNumberType = function(value) {
      if (value === (value | 0)) {
        if (Math.sign(value) === -1) {
          if (value <= 127 && value >= -128)
            return Int8Array;
          if (value <= 32767 && value >= -32768)
            return Int16Array;
          return Int32Array;
        } else {
          if (value <= 255)
            return Uint8Array;
          if (value <= 65535)
            return Uint16Array;
          return Uint32Array;
        }
      }
      return Float64Array;
    };
    var TYPE_PRIORITY = {
      Uint8Array: 1,
      Int8Array: 2,
      Uint16Array: 3,
      Int16Array: 4,
      Uint32Array: 5,
      Int32Array: 6,
      Float32Array: 7,
      Float64Array: 8
    };
    exports.getMinimalRepresentation = function(array, getter) {
      var maxType = null, maxPriority = 0, p, t, v, i, l;
      for (i = 0, l = array.length; i < l; i++) {
        v = getter ? getter(array[i]) : array[i];
        t = exports.getNumberType(v);
        p = TYPE_PRIORITY[t.name];
        if (p > maxPriority) {
          maxPriority = p;
          maxType = t;
        }
      }
      return maxType;
    };
    exports.isTypedArray = function(value) {
      return typeof ArrayBuffer !== "undefined" && ArrayBuffer.isView(value);
    };
    exports.concat = function() {
      var length = 0, i, o, l;
      for (i = 0, l = arguments.length; i < l; i++)
        length += arguments[i].length;
      var array = new arguments[0].constructor(length);
      for (i = 0, o = 0; i < l; i++) {
        array.set(arguments[i], o);
        o += arguments[i].length;
      }
      return array;
    };
    exports.indices = function(length) {
      var PointerArray = exports.getPointerArray(length);
      var array = new PointerArray(length);
      for (var i = 0; i < length; i++)
        array[i] = i;
      return array;
    };
  }
});

// node_modules/mnemonist/utils/iterables.js
var require_iterables = __commonJS({
  "node_modules/mnemonist/utils/iterables.js"(exports) {
    var forEach = require_foreach();
    var typed = require_typed_arrays();
    function isArrayLike(target) {
      return Array.isArray(target) || typed.isTypedArray(target);
    }
    function guessLength(target) {
      if (typeof target.length === "number")
        return target.length;
      if (typeof target.size === "number")
        return target.size;
      return;
    }
    function toArray(target) {
      var l = guessLength(target);
      var array = typeof l === "number" ? new Array(l) : [];
      var i = 0;
      forEach(target, function(value) {
        array[i++] = value;
      });
      return array;
    }
    function toArrayWithIndices(target) {
      var l = guessLength(target);
      var IndexArray = typeof l === "number" ? typed.getPointerArray(l) : Array;
      var array = typeof l === "number" ? new Array(l) : [];
      var indices = typeof l === "number" ? new IndexArray(l) : [];
      var i = 0;
      forEach(target, function(value) {
        array[i] = value;
        indices[i] = i++;
      });
      return [array, indices];
    }
    exports.isArrayLike = isArrayLike;
    exports.guessLength = guessLength;
    exports.toArray = toArray;
    exports.toArrayWithIndices = toArrayWithIndices;
  }
});

// node_modules/mnemonist/lru-cache.js
var require_lru_cache = __commonJS({
  "node_modules/mnemonist/lru-cache.js"(exports, module) {
    var Iterator = require_iterator();
    var forEach = require_foreach();
    var typed = require_typed_arrays();
    var iterables = require_iterables();
    function LRUCache(Keys, Values, capacity) {
      if (arguments.length < 2) {
        capacity = Keys;
        Keys = null;
        Values = null;
      }
      this.capacity = capacity;
      if (typeof this.capacity !== "number" || this.capacity <= 0)
        throw new Error("mnemonist/lru-cache: capacity should be positive number.");
      var PointerArray = typed.getPointerArray(capacity);
      this.forward = new PointerArray(capacity);
      this.backward = new PointerArray(capacity);
      this.K = typeof Keys === "function" ? new Keys(capacity) : new Array(capacity);
      this.V = typeof Values === "function" ? new Values(capacity) : new Array(capacity);
      this.size = 0;
      this.head = 0;
      this.tail = 0;
      this.items = {};
    }
    LRUCache.prototype.clear = function() {
      this.size = 0;
      this.head = 0;
      this.tail = 0;
      this.items = {};
    };
    LRUCache.prototype.splayOnTop = function(pointer) {
      var oldHead = this.head;
      if (this.head === pointer)
        return this;
      var previous = this.backward[pointer], next = this.forward[pointer];
      if (this.tail === pointer) {
        this.tail = previous;
      } else {
        this.backward[next] = previous;
      }
      this.forward[previous] = next;
      this.backward[oldHead] = pointer;
      this.head = pointer;
      this.forward[pointer] = oldHead;
      return this;
    };
    LRUCache.prototype.set = function(key, value) {
      var pointer = this.items[key];
      if (typeof pointer !== "undefined") {
        this.splayOnTop(pointer);
        this.V[pointer] = value;
        return;
      }
      if (this.size < this.capacity) {
        pointer = this.size++;
      } else {
        pointer = this.tail;
        this.tail = this.backward[pointer];
        delete this.items[this.K[pointer]];
      }
      this.items[key] = pointer;
      this.K[pointer] = key;
      this.V[pointer] = value;
      this.forward[pointer] = this.head;
      this.backward[this.head] = pointer;
      this.head = pointer;
    };
    LRUCache.prototype.setpop = function(key, value) {
      var oldValue = null;
      var oldKey = null;
      var pointer = this.items[key];
      if (typeof pointer !== "undefined") {
        this.splayOnTop(pointer);
        oldValue = this.V[pointer];
        this.V[pointer] = value;
        return { evicted: false, key, value: oldValue };
      }
      if (this.size < this.capacity) {
        pointer = this.size++;
      } else {
        pointer = this.tail;
        this.tail = this.backward[pointer];
        oldValue = this.V[pointer];
        oldKey = this.K[pointer];
        delete this.items[this.K[pointer]];
      }
      this.items[key] = pointer;
      this.K[pointer] = key;
      this.V[pointer] = value;
      this.forward[pointer] = this.head;
      this.backward[this.head] = pointer;
      this.head = pointer;
      if (oldKey) {
        return { evicted: true, key: oldKey, value: oldValue };
      } else {
        return null;
      }
    };
    LRUCache.prototype.has = function(key) {
      return key in this.items;
    };
    LRUCache.prototype.get = function(key) {
      var pointer = this.items[key];
      if (typeof pointer === "undefined")
        return;
      this.splayOnTop(pointer);
      return this.V[pointer];
    };
    LRUCache.prototype.peek = function(key) {
      var pointer = this.items[key];
      if (typeof pointer === "undefined")
        return;
      return this.V[pointer];
    };
    LRUCache.prototype.forEach = function(callback, scope) {
      scope = arguments.length > 1 ? scope : this;
      var i = 0, l = this.size;
      var pointer = this.head, keys = this.K, values = this.V, forward = this.forward;
      while (i < l) {
        callback.call(scope, values[pointer], keys[pointer], this);
        pointer = forward[pointer];
        i++;
      }
    };
    LRUCache.prototype.keys = function() {
      var i = 0, l = this.size;
      var pointer = this.head, keys = this.K, forward = this.forward;
      return new Iterator(function() {
        if (i >= l)
          return { done: true };
        var key = keys[pointer];
        i++;
        if (i < l)
          pointer = forward[pointer];
        return {
          done: false,
          value: key
        };
      });
    };
    LRUCache.prototype.values = function() {
      var i = 0, l = this.size;
      var pointer = this.head, values = this.V, forward = this.forward;
      return new Iterator(function() {
        if (i >= l)
          return { done: true };
        var value = values[pointer];
        i++;
        if (i < l)
          pointer = forward[pointer];
        return {
          done: false,
          value
        };
      });
    };
    LRUCache.prototype.entries = function() {
      var i = 0, l = this.size;
      var pointer = this.head, keys = this.K, values = this.V, forward = this.forward;
      return new Iterator(function() {
        if (i >= l)
          return { done: true };
        var key = keys[pointer], value = values[pointer];
        i++;
        if (i < l)
          pointer = forward[pointer];
        return {
          done: false,
          value: [key, value]
        };
      });
    };
    if (typeof Symbol !== "undefined")
      LRUCache.prototype[Symbol.iterator] = LRUCache.prototype.entries;
    LRUCache.prototype.inspect = function() {
      var proxy = /* @__PURE__ */ new Map();
      var iterator = this.entries(), step;
      while (step = iterator.next(), !step.done)
        proxy.set(step.value[0], step.value[1]);
      Object.defineProperty(proxy, "constructor", {
        value: LRUCache,
        enumerable: false
      });
      return proxy;
    };
    if (typeof Symbol !== "undefined")
      LRUCache.prototype[/* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom")] = LRUCache.prototype.inspect;
    LRUCache.from = function(iterable, Keys, Values, capacity) {
      if (arguments.length < 2) {
        capacity = iterables.guessLength(iterable);
        if (typeof capacity !== "number")
          throw new Error("mnemonist/lru-cache.from: could not guess iterable length. Please provide desired capacity as last argument.");
      } else if (arguments.length === 2) {
        capacity = Keys;
        Keys = null;
        Values = null;
      }
      var cache = new LRUCache(Keys, Values, capacity);
      forEach(iterable, function(value, key) {
        cache.set(key, value);
      });
      return cache;
    };
    module.exports = LRUCache;
  }
});

// node_modules/@aws-sdk/endpoint-cache/dist-cjs/index.js
var require_dist_cjs3 = __commonJS({
  "node_modules/@aws-sdk/endpoint-cache/dist-cjs/index.js"(exports) {
    var LRUCache = require_lru_cache();
    var EndpointCache = class {
      cache;
      constructor(capacity) {
        this.cache = new LRUCache(capacity);
      }
      getEndpoint(key) {
        const endpointsWithExpiry = this.get(key);
        if (!endpointsWithExpiry || endpointsWithExpiry.length === 0) {
          return void 0;
        }
        const endpoints = endpointsWithExpiry.map((endpoint) => endpoint.Address);
        return endpoints[Math.floor(Math.random() * endpoints.length)];
      }
      get(key) {
        if (!this.has(key)) {
          return;
        }
        const value = this.cache.get(key);
        if (!value) {
          return;
        }
        const now = Date.now();
        const endpointsWithExpiry = value.filter((endpoint) => now < endpoint.Expires);
        if (endpointsWithExpiry.length === 0) {
          this.delete(key);
          return void 0;
        }
        return endpointsWithExpiry;
      }
      set(key, endpoints) {
        const now = Date.now();
        this.cache.set(key, endpoints.map(({ Address, CachePeriodInMinutes }) => ({
          Address,
          Expires: now + CachePeriodInMinutes * 60 * 1e3
        })));
      }
      delete(key) {
        this.cache.set(key, []);
      }
      has(key) {
        if (!this.cache.has(key)) {
          return false;
        }
        const endpoints = this.cache.peek(key);
        if (!endpoints) {
          return false;
        }
        return endpoints.length > 0;
      }
      clear() {
        this.cache.clear();
      }
    };
    exports.EndpointCache = EndpointCache;
  }
});

// node_modules/@aws-sdk/middleware-endpoint-discovery/dist-cjs/index.js
var require_dist_cjs4 = __commonJS({
  "node_modules/@aws-sdk/middleware-endpoint-discovery/dist-cjs/index.js"(exports) {
    var { HttpRequest } = (init_protocols(), __toCommonJS(protocols_exports));
    var { EndpointCache } = require_dist_cjs3();
    var ENV_ENDPOINT_DISCOVERY = ["AWS_ENABLE_ENDPOINT_DISCOVERY", "AWS_ENDPOINT_DISCOVERY_ENABLED"];
    var CONFIG_ENDPOINT_DISCOVERY = "endpoint_discovery_enabled";
    var isFalsy = (value) => ["false", "0"].indexOf(value) >= 0;
    var NODE_ENDPOINT_DISCOVERY_CONFIG_OPTIONS = {
      environmentVariableSelector: (env) => {
        for (let i = 0; i < ENV_ENDPOINT_DISCOVERY.length; i++) {
          const envKey = ENV_ENDPOINT_DISCOVERY[i];
          if (envKey in env) {
            const value = env[envKey];
            if (value === "") {
              throw Error(`Environment variable ${envKey} can't be empty of undefined, got "${value}"`);
            }
            return !isFalsy(value);
          }
        }
      },
      configFileSelector: (profile) => {
        if (CONFIG_ENDPOINT_DISCOVERY in profile) {
          const value = profile[CONFIG_ENDPOINT_DISCOVERY];
          if (value === void 0) {
            throw Error(`Shared config entry ${CONFIG_ENDPOINT_DISCOVERY} can't be undefined, got "${value}"`);
          }
          return !isFalsy(value);
        }
      },
      default: void 0
    };
    var getCacheKey = async (commandName, config, options) => {
      const { accessKeyId } = await config.credentials();
      const { identifiers } = options;
      return JSON.stringify({
        ...accessKeyId && { accessKeyId },
        ...identifiers && {
          commandName,
          identifiers: Object.entries(identifiers).sort().reduce((acc, [key, value]) => ({ ...acc, [key]: value }), {})
        }
      });
    };
    var requestQueue = {};
    var updateDiscoveredEndpointInCache = async (config, options) => new Promise((resolve, reject) => {
      const { endpointCache } = config;
      const { cacheKey, commandName, identifiers } = options;
      const endpoints = endpointCache.get(cacheKey);
      if (endpoints && endpoints.length === 1 && endpoints[0].Address === "") {
        if (options.isDiscoveredEndpointRequired) {
          if (!requestQueue[cacheKey]) {
            requestQueue[cacheKey] = [];
          }
          requestQueue[cacheKey].push({ resolve, reject });
        } else {
          resolve();
        }
      } else if (endpoints && endpoints.length > 0) {
        resolve();
      } else {
        const placeholderEndpoints = [{ Address: "", CachePeriodInMinutes: 1 }];
        endpointCache.set(cacheKey, placeholderEndpoints);
        const command = new options.endpointDiscoveryCommandCtor({
          Operation: commandName.slice(0, -7),
          Identifiers: identifiers
        });
        const handler = command.resolveMiddleware(options.clientStack, config, options.options);
        handler(command).then((result) => {
          endpointCache.set(cacheKey, result.output.Endpoints);
          if (requestQueue[cacheKey]) {
            requestQueue[cacheKey].forEach(({ resolve: resolve2 }) => {
              resolve2();
            });
            delete requestQueue[cacheKey];
          }
          resolve();
        }).catch((error) => {
          endpointCache.delete(cacheKey);
          const errorToThrow = Object.assign(new Error(`The operation to discover endpoint failed. Please retry, or provide a custom endpoint and disable endpoint discovery to proceed.`), { reason: error });
          if (requestQueue[cacheKey]) {
            requestQueue[cacheKey].forEach(({ reject: reject2 }) => {
              reject2(errorToThrow);
            });
            delete requestQueue[cacheKey];
          }
          if (options.isDiscoveredEndpointRequired) {
            reject(errorToThrow);
          } else {
            endpointCache.set(cacheKey, placeholderEndpoints);
            resolve();
          }
        });
      }
    });
    var endpointDiscoveryMiddleware = (config, middlewareConfig) => (next, context) => async (args) => {
      if (config.isCustomEndpoint) {
        if (config.isClientEndpointDiscoveryEnabled) {
          throw new Error(`Custom endpoint is supplied; endpointDiscoveryEnabled must not be true.`);
        }
        return next(args);
      }
      const { endpointDiscoveryCommandCtor } = config;
      const { isDiscoveredEndpointRequired, identifiers } = middlewareConfig;
      const clientName = context.clientName;
      const commandName = context.commandName;
      const isEndpointDiscoveryEnabled = await config.endpointDiscoveryEnabled();
      const cacheKey = await getCacheKey(commandName, config, { identifiers });
      if (isDiscoveredEndpointRequired) {
        if (isEndpointDiscoveryEnabled === false) {
          throw new Error(`Endpoint Discovery is disabled but ${commandName} on ${clientName} requires it. Please check your configurations.`);
        }
        await updateDiscoveredEndpointInCache(config, {
          ...middlewareConfig,
          commandName,
          cacheKey,
          endpointDiscoveryCommandCtor
        });
      } else if (isEndpointDiscoveryEnabled) {
        updateDiscoveredEndpointInCache(config, {
          ...middlewareConfig,
          commandName,
          cacheKey,
          endpointDiscoveryCommandCtor
        });
      }
      const { request } = args;
      if (cacheKey && HttpRequest.isInstance(request)) {
        const endpoint = config.endpointCache.getEndpoint(cacheKey);
        if (endpoint) {
          request.hostname = endpoint;
        }
      }
      return next(args);
    };
    var endpointDiscoveryMiddlewareOptions = {
      name: "endpointDiscoveryMiddleware",
      step: "build",
      tags: ["ENDPOINT_DISCOVERY"],
      override: true
    };
    var getEndpointDiscoveryPlugin = (pluginConfig, middlewareConfig) => ({
      applyToStack: (commandStack) => {
        commandStack.add(endpointDiscoveryMiddleware(pluginConfig, middlewareConfig), endpointDiscoveryMiddlewareOptions);
      }
    });
    var getEndpointDiscoveryRequiredPlugin = (pluginConfig, middlewareConfig) => ({
      applyToStack: (commandStack) => {
        commandStack.add(endpointDiscoveryMiddleware(pluginConfig, { ...middlewareConfig, isDiscoveredEndpointRequired: true }), endpointDiscoveryMiddlewareOptions);
      }
    });
    var getEndpointDiscoveryOptionalPlugin = (pluginConfig, middlewareConfig) => ({
      applyToStack: (commandStack) => {
        commandStack.add(endpointDiscoveryMiddleware(pluginConfig, { ...middlewareConfig, isDiscoveredEndpointRequired: false }), endpointDiscoveryMiddlewareOptions);
      }
    });
    var resolveEndpointDiscoveryConfig = (input, { endpointDiscoveryCommandCtor }) => {
      const { endpointCacheSize, endpointDiscoveryEnabled, endpointDiscoveryEnabledProvider } = input;
      return Object.assign(input, {
        endpointDiscoveryCommandCtor,
        endpointCache: new EndpointCache(endpointCacheSize ?? 1e3),
        endpointDiscoveryEnabled: endpointDiscoveryEnabled !== void 0 ? () => Promise.resolve(endpointDiscoveryEnabled) : endpointDiscoveryEnabledProvider,
        isClientEndpointDiscoveryEnabled: endpointDiscoveryEnabled !== void 0
      });
    };
    exports.NODE_ENDPOINT_DISCOVERY_CONFIG_OPTIONS = NODE_ENDPOINT_DISCOVERY_CONFIG_OPTIONS;
    exports.endpointDiscoveryMiddlewareOptions = endpointDiscoveryMiddlewareOptions;
    exports.getEndpointDiscoveryOptionalPlugin = getEndpointDiscoveryOptionalPlugin;
    exports.getEndpointDiscoveryPlugin = getEndpointDiscoveryPlugin;
    exports.getEndpointDiscoveryRequiredPlugin = getEndpointDiscoveryRequiredPlugin;
    exports.resolveEndpointDiscoveryConfig = resolveEndpointDiscoveryConfig;
  }
});

// node_modules/@aws-sdk/dynamodb-codec/dist-cjs/index.js
var require_dist_cjs5 = __commonJS({
  "node_modules/@aws-sdk/dynamodb-codec/dist-cjs/index.js"(exports) {
    var { JsonCodec, JsonShapeSerializer, JsonShapeDeserializer, JsonCodec2, JsonShapeSerializer2, JsonShapeDeserializer2 } = (init_protocols2(), __toCommonJS(protocols_exports2));
    var { NormalizedSchema } = (init_schema(), __toCommonJS(schema_exports));
    var { toBase64, fromBase64 } = (init_serde(), __toCommonJS(serde_exports));
    var DynamoDBJsonCodec = class extends JsonCodec {
      constructor() {
        super({
          timestampFormat: {
            useTrait: true,
            default: 7
          },
          jsonName: false
        });
      }
      createSerializer() {
        const serializer = new DynamoDBJsonShapeSerializer(this.settings);
        serializer.setSerdeContext(this.serdeContext);
        return serializer;
      }
      createDeserializer() {
        const deserializer = new DynamoDBJsonShapeDeserializer(this.settings);
        deserializer.setSerdeContext(this.serdeContext);
        return deserializer;
      }
    };
    var ATTRIBUTE_VALUE$1 = "com.amazonaws.dynamodb#AttributeValue";
    var DynamoDBJsonShapeSerializer = class extends JsonShapeSerializer {
      _write(schema, value, container) {
        const ns = NormalizedSchema.of(schema);
        if (ns.isStructSchema() && ns.getName(true) === ATTRIBUTE_VALUE$1) {
          if (value && typeof value === "object") {
            const av = value;
            const out = this.copyRemoveNulls(av);
            const base64Encode = this.serdeContext?.base64Encoder ?? toBase64;
            if (av.B instanceof Uint8Array) {
              out.B = base64Encode(av.B);
            }
            if (Array.isArray(av.BS)) {
              out.BS = av.BS.map(base64Encode);
            }
            if (Array.isArray(av.L)) {
              const list = [];
              for (const v of av.L) {
                if (v != null) {
                  list.push(this._write(ns, v, container));
                }
              }
              out.L = list;
            }
            if (av.M && typeof av.M === "object") {
              out.M = {};
              for (const [k, v] of Object.entries(av.M)) {
                if (v != null) {
                  out.M[k] = this._write(ns, v, container);
                }
              }
            }
            return out;
          }
        }
        return super._write(ns, value, container);
      }
      copyRemoveNulls(v) {
        if (typeof v !== "object") {
          return v;
        }
        if (v === null) {
          return {};
        }
        if (Array.isArray(v)) {
          const out2 = [];
          for (const item of v) {
            if (item != null) {
              out2.push(this.copyRemoveNulls(item));
            }
          }
          return out2;
        }
        const out = {};
        for (const [k, _v] of Object.entries(v)) {
          if (_v != null) {
            if (["B", "BS", "L", "M"].includes(k)) {
              continue;
            }
            out[k] = this.copyRemoveNulls(_v);
          }
        }
        return out;
      }
    };
    var DynamoDBJsonShapeDeserializer = class extends JsonShapeDeserializer {
      _read(schema, value) {
        const ns = NormalizedSchema.of(schema);
        if (ns.isStructSchema() && ns.getName(true) === ATTRIBUTE_VALUE$1) {
          if (value && typeof value === "object") {
            const av = value;
            const out = av;
            const base64Decoder = this.serdeContext?.base64Decoder ?? fromBase64;
            if (typeof av.B === "string") {
              out.B = base64Decoder(av.B);
            }
            if (Array.isArray(av.BS)) {
              out.BS = av.BS.map(base64Decoder);
            }
            if (Array.isArray(av.L)) {
              out.L = av.L.map((v) => this._read(ns, v));
            }
            if (av.M && typeof av.M === "object") {
              for (const [k, v] of Object.entries(av.M)) {
                out.M[k] = this._read(ns, v);
              }
            }
            return out;
          }
        }
        return super._read(ns, value);
      }
    };
    var ATTRIBUTE_VALUE = "com.amazonaws.dynamodb#AttributeValue";
    var DynamoDBJsonShapeSerializer2 = class extends JsonShapeSerializer2 {
      writeValue(schema, value, container) {
        if (value != null && typeof value === "object") {
          const ns = NormalizedSchema.of(schema);
          if (ns.isStructSchema() && ns.getName(true) === ATTRIBUTE_VALUE) {
            this.writeAttributeValue(value);
            return;
          }
        }
        super.writeValue(schema, value, container);
      }
      writeAttributeValue(av) {
        const base64Encode = this.serdeContext?.base64Encoder ?? toBase64;
        this.writeAscii("{");
        let first = true;
        for (const key in av) {
          const val = av[key];
          if (val == null) {
            continue;
          }
          if (!first) {
            this.writeAscii(",");
          }
          first = false;
          this.writeAsciiQuoted(key);
          this.writeAscii(":");
          switch (key) {
            case "B":
              if (val instanceof Uint8Array) {
                this.writeBase64(val);
              } else {
                this.writeJsonString(val);
              }
              break;
            case "BS":
              this.writeAscii("[");
              {
                const arr = val;
                for (let i = 0; i < arr.length; i++) {
                  if (i > 0) {
                    this.writeAscii(",");
                  }
                  const item = arr[i];
                  if (item instanceof Uint8Array) {
                    this.writeBase64(item);
                  } else {
                    this.writeJsonString(base64Encode(item));
                  }
                }
              }
              this.writeAscii("]");
              break;
            case "L":
              this.writeAscii("[");
              {
                const arr = val;
                for (let i = 0; i < arr.length; i++) {
                  if (i > 0) {
                    this.writeAscii(",");
                  }
                  if (arr[i] != null) {
                    this.writeAttributeValue(arr[i]);
                  } else {
                    this.writeAscii("null");
                  }
                }
              }
              this.writeAscii("]");
              break;
            case "M":
              this.writeAscii("{");
              {
                const map = val;
                let mapFirst = true;
                for (const k in map) {
                  if (map[k] == null) {
                    continue;
                  }
                  if (!mapFirst) {
                    this.writeAscii(",");
                  }
                  mapFirst = false;
                  this.writeJsonString(k);
                  this.writeAscii(":");
                  this.writeAttributeValue(map[k]);
                }
              }
              this.writeAscii("}");
              break;
            case "SS":
            case "NS":
              this.writeAscii("[");
              {
                const arr = val;
                for (let i = 0; i < arr.length; i++) {
                  if (i > 0) {
                    this.writeAscii(",");
                  }
                  this.writeJsonString(arr[i]);
                }
              }
              this.writeAscii("]");
              break;
            case "S":
            case "N":
              this.writeJsonString(val);
              break;
            case "BOOL":
              this.writeAscii(val ? "true" : "false");
              break;
            case "NULL":
              this.writeAscii(val ? "true" : "false");
              break;
            default:
              this.writeAscii(JSON.stringify(val));
              break;
          }
        }
        this.writeAscii("}");
      }
    };
    var DynamoDBJsonShapeDeserializer2 = class extends JsonShapeDeserializer2 {
      _read(schema, value) {
        const ns = NormalizedSchema.of(schema);
        if (ns.isStructSchema() && ns.getName(true) === ATTRIBUTE_VALUE) {
          if (value && typeof value === "object") {
            return this.readAttributeValue(value);
          }
        }
        return super._read(ns, value);
      }
      readAttributeValue(av) {
        const base64Decode = this.serdeContext?.base64Decoder ?? fromBase64;
        const out = av;
        if (typeof av.B === "string") {
          out.B = base64Decode(av.B);
        }
        if (Array.isArray(av.BS)) {
          out.BS = av.BS.map(base64Decode);
        }
        if (Array.isArray(av.L)) {
          out.L = av.L.map((v) => this.readAttributeValue(v));
        }
        if (av.M && typeof av.M === "object") {
          const m = av.M;
          for (const k in m) {
            m[k] = this.readAttributeValue(m[k]);
          }
        }
        return out;
      }
    };
    var DynamoDBJsonCodec2 = class extends JsonCodec2 {
      constructor() {
        super({
          timestampFormat: {
            useTrait: true,
            default: 7
          },
          jsonName: false
        });
      }
      createSerializer() {
        const serializer = new DynamoDBJsonShapeSerializer2(this.settings);
        serializer.setSerdeContext(this.serdeContext);
        return serializer;
      }
      createDeserializer() {
        const deserializer = new DynamoDBJsonShapeDeserializer2(this.settings);
        deserializer.setSerdeContext(this.serdeContext);
        return deserializer;
      }
    };
    exports.DynamoDBJsonCodec = DynamoDBJsonCodec;
    exports.DynamoDBJsonCodec2 = DynamoDBJsonCodec2;
  }
});

// node_modules/@aws-sdk/client-dynamodb/dist-cjs/index.js
var require_dist_cjs6 = __commonJS({
  "node_modules/@aws-sdk/client-dynamodb/dist-cjs/index.js"(exports) {
    var { NODE_ACCOUNT_ID_ENDPOINT_MODE_CONFIG_OPTIONS: NODE_ACCOUNT_ID_ENDPOINT_MODE_CONFIG_OPTIONS2, resolveAccountIdEndpointModeConfig: resolveAccountIdEndpointModeConfig2 } = (init_account_id_endpoint(), __toCommonJS(account_id_endpoint_exports));
    var { awsEndpointFunctions, emitWarningIfUnsupportedVersion: emitWarningIfUnsupportedVersion$1, createDefaultUserAgentProvider, getDefaultSocketTimeout, NODE_APP_ID_CONFIG_OPTIONS, getAwsRegionExtensionConfiguration, resolveAwsRegionExtensionConfiguration, resolveUserAgentConfig, resolveHostHeaderConfig, getUserAgentPlugin, getHostHeaderPlugin, getLoggerPlugin, getRecursionDetectionPlugin } = (init_client2(), __toCommonJS(client_exports2));
    var { NODE_ENDPOINT_DISCOVERY_CONFIG_OPTIONS, resolveEndpointDiscoveryConfig } = require_dist_cjs4();
    var { getHttpAuthSchemeEndpointRuleSetPlugin, DefaultIdentityProviderConfig, getHttpSigningPlugin, createPaginator } = (init_dist_es(), __toCommonJS(dist_es_exports));
    var { normalizeProvider: normalizeProvider2, getSmithyContext, makeBuilder, ServiceException, NoOpLogger, emitWarningIfUnsupportedVersion, loadConfigsForDefaultMode, getDefaultExtensionConfiguration, resolveDefaultRuntimeConfig, Client, createWaiter, checkExceptions, WaiterState, createAggregatedClient } = (init_client(), __toCommonJS(client_exports));
    var { Command: $Command } = (init_client(), __toCommonJS(client_exports));
    exports.$Command = $Command;
    exports.__Client = Client;
    var { resolveDefaultsModeConfig, loadConfig, NODE_USE_FIPS_ENDPOINT_CONFIG_OPTIONS, NODE_USE_DUALSTACK_ENDPOINT_CONFIG_OPTIONS, NODE_REGION_CONFIG_OPTIONS, NODE_REGION_CONFIG_FILE_OPTIONS, resolveRegionConfig } = (init_config(), __toCommonJS(config_exports));
    var { getEndpointPlugin, BinaryDecisionDiagram, EndpointCache, decideEndpoint, customEndpointFunctions, resolveEndpointConfig } = (init_endpoints(), __toCommonJS(endpoints_exports));
    var { parseUrl, getHttpHandlerExtensionConfiguration, resolveHttpHandlerRuntimeConfig, getContentLengthPlugin } = (init_protocols(), __toCommonJS(protocols_exports));
    var { DEFAULT_RETRY_MODE, NODE_RETRY_MODE_CONFIG_OPTIONS, NODE_MAX_ATTEMPT_CONFIG_OPTIONS, Retry, resolveRetryConfig, getRetryPlugin } = (init_retry(), __toCommonJS(retry_exports));
    var { TypeRegistry, getSchemaSerdePlugin } = (init_schema(), __toCommonJS(schema_exports));
    var { resolveAwsSdkSigV4Config, AwsSdkSigV4Signer, NODE_AUTH_SCHEME_PREFERENCE_OPTIONS } = (init_httpAuthSchemes(), __toCommonJS(httpAuthSchemes_exports));
    var { defaultProvider } = require_dist_cjs2();
    var { toUtf8, fromUtf8, toBase64, fromBase64, calculateBodyLength } = (init_serde(), __toCommonJS(serde_exports));
    var { streamCollector, NodeHttpHandler } = require_dist_cjs();
    var { AwsJson1_0Protocol } = (init_protocols2(), __toCommonJS(protocols_exports2));
    var { DynamoDBJsonCodec2 } = require_dist_cjs5();
    var { Sha256 } = (init_checksum(), __toCommonJS(checksum_exports));
    var defaultDynamoDBHttpAuthSchemeParametersProvider = async (config, context, input) => {
      return {
        operation: getSmithyContext(context).operation,
        region: await normalizeProvider2(config.region)() || (() => {
          throw new Error("expected `region` to be configured for `aws.auth#sigv4`");
        })()
      };
    };
    function createAwsAuthSigv4HttpAuthOption(authParameters) {
      return {
        schemeId: "aws.auth#sigv4",
        signingProperties: {
          name: "dynamodb",
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
    var defaultDynamoDBHttpAuthSchemeProvider = (authParameters) => {
      const options = [];
      switch (authParameters.operation) {
        default: {
          options.push(createAwsAuthSigv4HttpAuthOption(authParameters));
        }
      }
      return options;
    };
    var resolveHttpAuthSchemeConfig = (config) => {
      const config_0 = resolveAwsSdkSigV4Config(config);
      return Object.assign(config_0, {
        authSchemePreference: normalizeProvider2(config.authSchemePreference ?? [])
      });
    };
    var resolveClientEndpointParameters = (options) => {
      return Object.assign(options, {
        useDualstackEndpoint: options.useDualstackEndpoint ?? false,
        useFipsEndpoint: options.useFipsEndpoint ?? false,
        defaultSigningName: "dynamodb"
      });
    };
    var commonParams = {
      UseFIPS: { type: "builtInParams", name: "useFipsEndpoint" },
      AccountId: { type: "builtInParams", name: "accountId" },
      Endpoint: { type: "builtInParams", name: "endpoint" },
      Region: { type: "builtInParams", name: "region" },
      UseDualStack: { type: "builtInParams", name: "useDualstackEndpoint" },
      AccountIdEndpointMode: { type: "builtInParams", name: "accountIdEndpointMode" }
    };
    var command = makeBuilder(commonParams, "DynamoDB_20120810", "DynamoDBClient", getEndpointPlugin);
    var _ep0 = {};
    var _ep1 = {
      ResourceArnList: { type: "operationContextParams", get: (input) => Object.keys(input?.RequestItems ?? {}) }
    };
    var _ep2 = {
      ResourceArn: { type: "contextParams", name: "BulkOperationArn" }
    };
    var _ep3 = {
      ResourceArn: { type: "contextParams", name: "TableName" }
    };
    var _ep4 = {
      ResourceArn: { type: "contextParams", name: "GlobalTableName" }
    };
    var _ep5 = {
      ResourceArn: { type: "contextParams", name: "BackupArn" }
    };
    var _ep6 = {
      ResourceArn: { type: "contextParams", name: "ResourceArn" }
    };
    var _ep7 = {
      ResourceArn: { type: "contextParams", name: "ExportArn" }
    };
    var _ep8 = {
      ResourceArn: { type: "contextParams", name: "ImportArn" }
    };
    var _ep9 = {
      ResourceArn: { type: "contextParams", name: "TableArn" }
    };
    var _ep10 = {
      ResourceArn: { type: "operationContextParams", get: (input) => input?.TableCreationParameters?.TableName }
    };
    var _ep11 = {
      ResourceArn: { type: "contextParams", name: "TargetTableName" }
    };
    var _ep12 = {
      IsSearchOperation: { type: "staticContextParams", value: true },
      ResourceArn: { type: "contextParams", name: "TableName" }
    };
    var _ep13 = {
      ResourceArnList: { type: "operationContextParams", get: (input) => input?.TransactItems?.map((obj) => obj?.Get?.TableName) }
    };
    var _ep14 = {
      ResourceArnList: { type: "operationContextParams", get: (input) => input?.TransactItems?.map((obj) => [obj?.ConditionCheck?.TableName, obj?.Put?.TableName, obj?.Delete?.TableName, obj?.Update?.TableName].filter((i2) => i2)).flat() }
    };
    var _mw0 = (Command, cs, config, o2) => [];
    var DynamoDBServiceException = class _DynamoDBServiceException extends ServiceException {
      static shapeId = "smithy.ts.sdk.synthetic.com.amazonaws.dynamodb#DynamoDBServiceException";
      constructor(options) {
        super(options);
        Object.setPrototypeOf(this, _DynamoDBServiceException.prototype);
      }
    };
    var BackupInUseException = class _BackupInUseException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#BackupInUseException";
      name = "BackupInUseException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "BackupInUseException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _BackupInUseException.prototype);
      }
    };
    var BackupNotFoundException = class _BackupNotFoundException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#BackupNotFoundException";
      name = "BackupNotFoundException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "BackupNotFoundException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _BackupNotFoundException.prototype);
      }
    };
    var InternalServerError = class _InternalServerError extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#InternalServerError";
      name = "InternalServerError";
      $fault = "server";
      constructor(opts) {
        super({
          name: "InternalServerError",
          $fault: "server",
          ...opts
        });
        Object.setPrototypeOf(this, _InternalServerError.prototype);
      }
    };
    var RequestLimitExceeded = class _RequestLimitExceeded extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#RequestLimitExceeded";
      name = "RequestLimitExceeded";
      $fault = "client";
      ThrottlingReasons;
      constructor(opts) {
        super({
          name: "RequestLimitExceeded",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _RequestLimitExceeded.prototype);
        this.ThrottlingReasons = opts.ThrottlingReasons;
      }
    };
    var ThrottlingException = class _ThrottlingException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#ThrottlingException";
      name = "ThrottlingException";
      $fault = "client";
      throttlingReasons;
      constructor(opts) {
        super({
          name: "ThrottlingException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ThrottlingException.prototype);
        this.throttlingReasons = opts.throttlingReasons;
      }
    };
    var InvalidEndpointException = class _InvalidEndpointException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#InvalidEndpointException";
      name = "InvalidEndpointException";
      $fault = "client";
      Message;
      constructor(opts) {
        super({
          name: "InvalidEndpointException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _InvalidEndpointException.prototype);
        this.Message = opts.Message;
      }
    };
    var ProvisionedThroughputExceededException = class _ProvisionedThroughputExceededException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#ProvisionedThroughputExceededException";
      name = "ProvisionedThroughputExceededException";
      $fault = "client";
      ThrottlingReasons;
      constructor(opts) {
        super({
          name: "ProvisionedThroughputExceededException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ProvisionedThroughputExceededException.prototype);
        this.ThrottlingReasons = opts.ThrottlingReasons;
      }
    };
    var ResourceNotFoundException = class _ResourceNotFoundException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#ResourceNotFoundException";
      name = "ResourceNotFoundException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "ResourceNotFoundException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ResourceNotFoundException.prototype);
      }
    };
    var ItemCollectionSizeLimitExceededException = class _ItemCollectionSizeLimitExceededException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#ItemCollectionSizeLimitExceededException";
      name = "ItemCollectionSizeLimitExceededException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "ItemCollectionSizeLimitExceededException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ItemCollectionSizeLimitExceededException.prototype);
      }
    };
    var ReplicatedWriteConflictException = class _ReplicatedWriteConflictException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#ReplicatedWriteConflictException";
      name = "ReplicatedWriteConflictException";
      $fault = "client";
      $retryable = {};
      constructor(opts) {
        super({
          name: "ReplicatedWriteConflictException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ReplicatedWriteConflictException.prototype);
      }
    };
    var ContinuousBackupsUnavailableException = class _ContinuousBackupsUnavailableException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#ContinuousBackupsUnavailableException";
      name = "ContinuousBackupsUnavailableException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "ContinuousBackupsUnavailableException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ContinuousBackupsUnavailableException.prototype);
      }
    };
    var LimitExceededException = class _LimitExceededException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#LimitExceededException";
      name = "LimitExceededException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "LimitExceededException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _LimitExceededException.prototype);
      }
    };
    var TableInUseException = class _TableInUseException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#TableInUseException";
      name = "TableInUseException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "TableInUseException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _TableInUseException.prototype);
      }
    };
    var TableNotFoundException = class _TableNotFoundException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#TableNotFoundException";
      name = "TableNotFoundException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "TableNotFoundException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _TableNotFoundException.prototype);
      }
    };
    var GlobalTableAlreadyExistsException = class _GlobalTableAlreadyExistsException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#GlobalTableAlreadyExistsException";
      name = "GlobalTableAlreadyExistsException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "GlobalTableAlreadyExistsException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _GlobalTableAlreadyExistsException.prototype);
      }
    };
    var ResourceInUseException = class _ResourceInUseException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#ResourceInUseException";
      name = "ResourceInUseException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "ResourceInUseException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ResourceInUseException.prototype);
      }
    };
    var TransactionConflictException = class _TransactionConflictException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#TransactionConflictException";
      name = "TransactionConflictException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "TransactionConflictException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _TransactionConflictException.prototype);
      }
    };
    var PolicyNotFoundException = class _PolicyNotFoundException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#PolicyNotFoundException";
      name = "PolicyNotFoundException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "PolicyNotFoundException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _PolicyNotFoundException.prototype);
      }
    };
    var ExportNotFoundException = class _ExportNotFoundException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#ExportNotFoundException";
      name = "ExportNotFoundException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "ExportNotFoundException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ExportNotFoundException.prototype);
      }
    };
    var GlobalTableNotFoundException = class _GlobalTableNotFoundException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#GlobalTableNotFoundException";
      name = "GlobalTableNotFoundException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "GlobalTableNotFoundException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _GlobalTableNotFoundException.prototype);
      }
    };
    var ImportNotFoundException = class _ImportNotFoundException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#ImportNotFoundException";
      name = "ImportNotFoundException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "ImportNotFoundException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ImportNotFoundException.prototype);
      }
    };
    var DuplicateItemException = class _DuplicateItemException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#DuplicateItemException";
      name = "DuplicateItemException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "DuplicateItemException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _DuplicateItemException.prototype);
      }
    };
    var IdempotentParameterMismatchException = class _IdempotentParameterMismatchException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#IdempotentParameterMismatchException";
      name = "IdempotentParameterMismatchException";
      $fault = "client";
      Message;
      constructor(opts) {
        super({
          name: "IdempotentParameterMismatchException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _IdempotentParameterMismatchException.prototype);
        this.Message = opts.Message;
      }
    };
    var TransactionInProgressException = class _TransactionInProgressException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#TransactionInProgressException";
      name = "TransactionInProgressException";
      $fault = "client";
      Message;
      constructor(opts) {
        super({
          name: "TransactionInProgressException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _TransactionInProgressException.prototype);
        this.Message = opts.Message;
      }
    };
    var ExportConflictException = class _ExportConflictException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#ExportConflictException";
      name = "ExportConflictException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "ExportConflictException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ExportConflictException.prototype);
      }
    };
    var InvalidExportTimeException = class _InvalidExportTimeException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#InvalidExportTimeException";
      name = "InvalidExportTimeException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "InvalidExportTimeException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _InvalidExportTimeException.prototype);
      }
    };
    var PointInTimeRecoveryUnavailableException = class _PointInTimeRecoveryUnavailableException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#PointInTimeRecoveryUnavailableException";
      name = "PointInTimeRecoveryUnavailableException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "PointInTimeRecoveryUnavailableException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _PointInTimeRecoveryUnavailableException.prototype);
      }
    };
    var ImportConflictException = class _ImportConflictException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#ImportConflictException";
      name = "ImportConflictException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "ImportConflictException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ImportConflictException.prototype);
      }
    };
    var TableAlreadyExistsException = class _TableAlreadyExistsException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#TableAlreadyExistsException";
      name = "TableAlreadyExistsException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "TableAlreadyExistsException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _TableAlreadyExistsException.prototype);
      }
    };
    var InvalidRestoreTimeException = class _InvalidRestoreTimeException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#InvalidRestoreTimeException";
      name = "InvalidRestoreTimeException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "InvalidRestoreTimeException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _InvalidRestoreTimeException.prototype);
      }
    };
    var ReplicaAlreadyExistsException = class _ReplicaAlreadyExistsException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#ReplicaAlreadyExistsException";
      name = "ReplicaAlreadyExistsException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "ReplicaAlreadyExistsException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ReplicaAlreadyExistsException.prototype);
      }
    };
    var ReplicaNotFoundException = class _ReplicaNotFoundException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#ReplicaNotFoundException";
      name = "ReplicaNotFoundException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "ReplicaNotFoundException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ReplicaNotFoundException.prototype);
      }
    };
    var IndexNotFoundException = class _IndexNotFoundException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#IndexNotFoundException";
      name = "IndexNotFoundException";
      $fault = "client";
      constructor(opts) {
        super({
          name: "IndexNotFoundException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _IndexNotFoundException.prototype);
      }
    };
    var ConditionalCheckFailedException = class _ConditionalCheckFailedException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#ConditionalCheckFailedException";
      name = "ConditionalCheckFailedException";
      $fault = "client";
      Item;
      constructor(opts) {
        super({
          name: "ConditionalCheckFailedException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _ConditionalCheckFailedException.prototype);
        this.Item = opts.Item;
      }
    };
    var TransactionCanceledException = class _TransactionCanceledException extends DynamoDBServiceException {
      static shapeId = "com.amazonaws.dynamodb#TransactionCanceledException";
      name = "TransactionCanceledException";
      $fault = "client";
      Message;
      CancellationReasons;
      constructor(opts) {
        super({
          name: "TransactionCanceledException",
          $fault: "client",
          ...opts
        });
        Object.setPrototypeOf(this, _TransactionCanceledException.prototype);
        this.Message = opts.Message;
        this.CancellationReasons = opts.CancellationReasons;
      }
    };
    var _A = "Action";
    var _ABA = "ArchivalBackupArn";
    var _ACDTP = "ApproximateCreationDateTimePrecision";
    var _AD = "AttributeDefinition";
    var _ADT = "ArchivalDateTime";
    var _ADt = "AttributeDefinitions";
    var _AM = "AttributeMap";
    var _AMRCU = "AccountMaxReadCapacityUnits";
    var _AMWCU = "AccountMaxWriteCapacityUnits";
    var _AN = "AttributeName";
    var _AR = "ArchivalReason";
    var _AS = "ArchivalSummary";
    var _ASD = "AutoScalingDisabled";
    var _ASPD = "AutoScalingPolicyDescription";
    var _ASPDL = "AutoScalingPolicyDescriptionList";
    var _ASPU = "AutoScalingPolicyUpdate";
    var _ASRA = "AutoScalingRoleArn";
    var _ASSD = "AutoScalingSettingsDescription";
    var _ASSU = "AutoScalingSettingsUpdate";
    var _ASTTSPCD = "AutoScalingTargetTrackingScalingPolicyConfigurationDescription";
    var _ASTTSPCU = "AutoScalingTargetTrackingScalingPolicyConfigurationUpdate";
    var _AT = "AttributeType";
    var _ATG = "AttributesToGet";
    var _AU = "AttributeUpdates";
    var _AV = "AttributeValue";
    var _AVL = "AttributeValueList";
    var _AVU = "AttributeValueUpdate";
    var _Ad = "Address";
    var _At = "Attributes";
    var _B = "Backfilling";
    var _BA = "BackupArn";
    var _BCDT = "BackupCreationDateTime";
    var _BD = "BackupDescription";
    var _BDa = "BackupDetails";
    var _BEDT = "BackupExpiryDateTime";
    var _BES = "BatchExecuteStatement";
    var _BESI = "BatchExecuteStatementInput";
    var _BESO = "BatchExecuteStatementOutput";
    var _BGI = "BatchGetItem";
    var _BGII = "BatchGetItemInput";
    var _BGIO = "BatchGetItemOutput";
    var _BGRM = "BatchGetResponseMap";
    var _BGRMa = "BatchGetRequestMap";
    var _BIUE = "BackupInUseException";
    var _BM = "BillingMode";
    var _BMO = "BillingModeOverride";
    var _BMS = "BillingModeSummary";
    var _BN = "BackupName";
    var _BNFE = "BackupNotFoundException";
    var _BOA = "BulkOperationArn";
    var _BOB = "BulkOperationBytes";
    var _BOD = "BulkOperationDescription";
    var _BOOL = "BOOL";
    var _BOS = "BulkOperationStatus";
    var _BOSL = "BulkOperationsSummaryList";
    var _BOSu = "BulkOperationSummary";
    var _BOTD = "BulkOperationTableDetail";
    var _BOTDu = "BulkOperationTableDetails";
    var _BOU = "BulkOperationUsage";
    var _BOUM = "BulkOperationUsageMultiple";
    var _BOVB = "BulkOperationVectorBytes";
    var _BPB = "BulkPutBytes";
    var _BPVB = "BulkPutVectorBytes";
    var _BS = "BackupStatus";
    var _BSB = "BackupSizeBytes";
    var _BSBi = "BilledSizeBytes";
    var _BSE = "BatchStatementError";
    var _BSR = "BatchStatementRequest";
    var _BSRa = "BatchStatementResponse";
    var _BS_ = "BS";
    var _BSa = "BackupSummary";
    var _BSac = "BackupSummaries";
    var _BT = "BackupType";
    var _BWI = "BatchWriteItem";
    var _BWII = "BatchWriteItemInput";
    var _BWIO = "BatchWriteItemOutput";
    var _BWIRM = "BatchWriteItemRequestMap";
    var _B_ = "B";
    var _C = "Code";
    var _CB = "CreateBackup";
    var _CBD = "ContinuousBackupsDescription";
    var _CBI = "CreateBackupInput";
    var _CBO = "CreateBackupOutput";
    var _CBOI = "CancelBulkOperationInput";
    var _CBOO = "CancelBulkOperationOutput";
    var _CBOa = "CancelBulkOperation";
    var _CBS = "ContinuousBackupsStatus";
    var _CBUE = "ContinuousBackupsUnavailableException";
    var _CC = "ConsumedCapacity";
    var _CCFE = "ConditionalCheckFailedException";
    var _CCM = "ConsumedCapacityMultiple";
    var _CCo = "ConditionCheck";
    var _CDT = "CreationDateTime";
    var _CE = "ConditionExpression";
    var _CGSIA = "CreateGlobalSecondaryIndexAction";
    var _CGT = "CreateGlobalTable";
    var _CGTI = "CreateGlobalTableInput";
    var _CGTO = "CreateGlobalTableOutput";
    var _CGTWGMA = "CreateGlobalTableWitnessGroupMemberAction";
    var _CIA = "ContributorInsightsAction";
    var _CIM = "ContributorInsightsMode";
    var _CIRL = "ContributorInsightsRuleList";
    var _CIS = "ContributorInsightsSummary";
    var _CISo = "ContributorInsightsStatus";
    var _CISon = "ContributorInsightsSummaries";
    var _CO = "ComparisonOperator";
    var _COo = "ConditionalOperator";
    var _COs = "CsvOptions";
    var _CPIM = "CachePeriodInMinutes";
    var _CR = "CancellationReasons";
    var _CRA = "CreateReplicaAction";
    var _CRGMA = "CreateReplicationGroupMemberAction";
    var _CRL = "CancellationReasonList";
    var _CRSRA = "ConfirmRemoveSelfResourceAccess";
    var _CRT = "ClientRequestToken";
    var _CRa = "CancellationReason";
    var _CRo = "ConsistentRead";
    var _CT = "ClientToken";
    var _CTI = "CreateTableInput";
    var _CTO = "CreateTableOutput";
    var _CTr = "CreateTable";
    var _CU = "CapacityUnits";
    var _CVIA = "CreateVectorIndexAction";
    var _CWLGA = "CloudWatchLogGroupArn";
    var _Ca = "Capacity";
    var _Co = "Condition";
    var _Cou = "Count";
    var _Cr = "Create";
    var _Cs = "Csv";
    var _D = "Dimensions";
    var _DB = "DeleteBackup";
    var _DBI = "DeleteBackupInput";
    var _DBIe = "DescribeBackupInput";
    var _DBO = "DeleteBackupOutput";
    var _DBOI = "DescribeBulkOperationInput";
    var _DBOO = "DescribeBulkOperationOutput";
    var _DBOe = "DescribeBackupOutput";
    var _DBOes = "DescribeBulkOperation";
    var _DBe = "DescribeBackup";
    var _DCB = "DescribeContinuousBackups";
    var _DCBI = "DescribeContinuousBackupsInput";
    var _DCBO = "DescribeContinuousBackupsOutput";
    var _DCI = "DescribeContributorInsights";
    var _DCII = "DescribeContributorInsightsInput";
    var _DCIO = "DescribeContributorInsightsOutput";
    var _DE = "DescribeEndpoints";
    var _DEI = "DescribeExportInput";
    var _DEO = "DescribeExportOutput";
    var _DER = "DescribeEndpointsRequest";
    var _DERe = "DescribeEndpointsResponse";
    var _DEe = "DescribeExport";
    var _DF = "DistanceFunction";
    var _DGSIA = "DeleteGlobalSecondaryIndexAction";
    var _DGT = "DescribeGlobalTable";
    var _DGTI = "DescribeGlobalTableInput";
    var _DGTO = "DescribeGlobalTableOutput";
    var _DGTS = "DescribeGlobalTableSettings";
    var _DGTSI = "DescribeGlobalTableSettingsInput";
    var _DGTSO = "DescribeGlobalTableSettingsOutput";
    var _DGTWGMA = "DeleteGlobalTableWitnessGroupMemberAction";
    var _DI = "DeleteItem";
    var _DIE = "DuplicateItemException";
    var _DII = "DeleteItemInput";
    var _DIIe = "DescribeImportInput";
    var _DIO = "DeleteItemOutput";
    var _DIOe = "DescribeImportOutput";
    var _DIe = "DescribeImport";
    var _DKSD = "DescribeKinesisStreamingDestination";
    var _DKSDI = "DescribeKinesisStreamingDestinationInput";
    var _DKSDO = "DescribeKinesisStreamingDestinationOutput";
    var _DKSDi = "DisableKinesisStreamingDestination";
    var _DL = "DescribeLimits";
    var _DLI = "DescribeLimitsInput";
    var _DLO = "DescribeLimitsOutput";
    var _DM = "DisassociationMode";
    var _DPE = "DeletionProtectionEnabled";
    var _DPEi = "DisassociationProtectionEnabled";
    var _DR = "DeleteRequest";
    var _DRA = "DeleteReplicaAction";
    var _DRGMA = "DeleteReplicationGroupMemberAction";
    var _DRGMAi = "DisassociateReplicationGroupMemberAction";
    var _DRP = "DeleteResourcePolicy";
    var _DRPI = "DeleteResourcePolicyInput";
    var _DRPO = "DeleteResourcePolicyOutput";
    var _DS = "DestinationStatus";
    var _DSD = "DestinationStatusDescription";
    var _DSI = "DisableScaleIn";
    var _DT = "DeleteTable";
    var _DTI = "DeleteTableInput";
    var _DTIe = "DescribeTableInput";
    var _DTO = "DeleteTableOutput";
    var _DTOe = "DescribeTableOutput";
    var _DTRAS = "DescribeTableReplicaAutoScaling";
    var _DTRASI = "DescribeTableReplicaAutoScalingInput";
    var _DTRASO = "DescribeTableReplicaAutoScalingOutput";
    var _DTTL = "DescribeTimeToLive";
    var _DTTLI = "DescribeTimeToLiveInput";
    var _DTTLO = "DescribeTimeToLiveOutput";
    var _DTe = "DescribeTable";
    var _DVIA = "DeleteVectorIndexAction";
    var _De = "Delimiter";
    var _Del = "Delete";
    var _Di = "Disassociate";
    var _E = "Error";
    var _EA = "ExportArn";
    var _EAM = "ExpectedAttributeMap";
    var _EAN = "ExpressionAttributeNames";
    var _EAV = "ExpressionAttributeValues";
    var _EAVM = "ExpressionAttributeValueMap";
    var _EAVx = "ExpectedAttributeValue";
    var _EC = "ErrorCount";
    var _ECE = "ExportConflictException";
    var _ED = "ExportDescription";
    var _EDx = "ExceptionDescription";
    var _EF = "ExportFormat";
    var _EFT = "ExportFromTime";
    var _EKSC = "EnableKinesisStreamingConfiguration";
    var _EKSD = "EnableKinesisStreamingDestination";
    var _EM = "ExportManifest";
    var _EN = "ExceptionName";
    var _ENFE = "ExportNotFoundException";
    var _ERDT = "EarliestRestorableDateTime";
    var _ERI = "ExpectedRevisionId";
    var _ES = "ExportStatus";
    var _ESBA = "ExclusiveStartBackupArn";
    var _ESGTN = "ExclusiveStartGlobalTableName";
    var _ESI = "ExecuteStatementInput";
    var _ESK = "ExclusiveStartKey";
    var _ESO = "ExecuteStatementOutput";
    var _ESTN = "ExclusiveStartTableName";
    var _ESx = "ExportSummary";
    var _ESxe = "ExecuteStatement";
    var _ESxp = "ExportSummaries";
    var _ET = "EndTime";
    var _ETI = "ExecuteTransactionInput";
    var _ETO = "ExecuteTransactionOutput";
    var _ETT = "ExportToTime";
    var _ETTPIT = "ExportTableToPointInTime";
    var _ETTPITI = "ExportTableToPointInTimeInput";
    var _ETTPITO = "ExportTableToPointInTimeOutput";
    var _ETx = "ExportTime";
    var _ETxe = "ExecuteTransaction";
    var _ETxp = "ExportType";
    var _EVT = "ExportViewType";
    var _En = "Endpoints";
    var _Ena = "Enabled";
    var _End = "Endpoint";
    var _Ex = "Expected";
    var _Exi = "Exists";
    var _FC = "FailureCode";
    var _FCM = "FilterConditionMap";
    var _FE = "FailureException";
    var _FEi = "FilterExpression";
    var _FIC = "FailedItemCount";
    var _FM = "FailureMessage";
    var _FS = "FilterSpecification";
    var _G = "Get";
    var _GI = "GetItem";
    var _GII = "GetItemInput";
    var _GIO = "GetItemOutput";
    var _GRP = "GetResourcePolicy";
    var _GRPI = "GetResourcePolicyInput";
    var _GRPO = "GetResourcePolicyOutput";
    var _GSI = "GlobalSecondaryIndexes";
    var _GSIASU = "GlobalSecondaryIndexAutoScalingUpdate";
    var _GSIASUL = "GlobalSecondaryIndexAutoScalingUpdateList";
    var _GSID = "GlobalSecondaryIndexDescription";
    var _GSIDL = "GlobalSecondaryIndexDescriptionList";
    var _GSII = "GlobalSecondaryIndexInfo";
    var _GSIL = "GlobalSecondaryIndexList";
    var _GSIO = "GlobalSecondaryIndexOverride";
    var _GSIU = "GlobalSecondaryIndexUpdate";
    var _GSIUL = "GlobalSecondaryIndexUpdateList";
    var _GSIUl = "GlobalSecondaryIndexUpdates";
    var _GSIWTD = "GlobalSecondaryIndexWarmThroughputDescription";
    var _GSIl = "GlobalSecondaryIndex";
    var _GT = "GlobalTable";
    var _GTA = "GlobalTableArn";
    var _GTAEE = "GlobalTableAlreadyExistsException";
    var _GTBM = "GlobalTableBillingMode";
    var _GTD = "GlobalTableDescription";
    var _GTGSISU = "GlobalTableGlobalSecondaryIndexSettingsUpdate";
    var _GTGSISUL = "GlobalTableGlobalSecondaryIndexSettingsUpdateList";
    var _GTL = "GlobalTableList";
    var _GTN = "GlobalTableName";
    var _GTNFE = "GlobalTableNotFoundException";
    var _GTPWCASSU = "GlobalTableProvisionedWriteCapacityAutoScalingSettingsUpdate";
    var _GTPWCU = "GlobalTableProvisionedWriteCapacityUnits";
    var _GTS = "GlobalTableStatus";
    var _GTSA = "GlobalTableSourceArn";
    var _GTSRM = "GlobalTableSettingsReplicationMode";
    var _GTV = "GlobalTableVersion";
    var _GTW = "GlobalTableWitnesses";
    var _GTWD = "GlobalTableWitnessDescription";
    var _GTWDL = "GlobalTableWitnessDescriptionList";
    var _GTWGU = "GlobalTableWitnessGroupUpdate";
    var _GTWGUL = "GlobalTableWitnessGroupUpdateList";
    var _GTWU = "GlobalTableWitnessUpdates";
    var _GTl = "GlobalTables";
    var _HL = "HeaderList";
    var _I = "Item";
    var _IA = "ImportArn";
    var _IAn = "IndexArn";
    var _IC = "ItemCount";
    var _ICE = "ImportConflictException";
    var _ICK = "ItemCollectionKey";
    var _ICKAM = "ItemCollectionKeyAttributeMap";
    var _ICM = "ItemCollectionMetrics";
    var _ICMM = "ItemCollectionMetricsMultiple";
    var _ICMPT = "ItemCollectionMetricsPerTable";
    var _ICSLEE = "ItemCollectionSizeLimitExceededException";
    var _ICT = "InputCompressionType";
    var _IEDT = "InaccessibleEncryptionDateTime";
    var _IEE = "InvalidEndpointException";
    var _IES = "IncrementalExportSpecification";
    var _IETE = "InvalidExportTimeException";
    var _IF = "InputFormat";
    var _IFO = "InputFormatOptions";
    var _IIC = "ImportedItemCount";
    var _IL = "ItemList";
    var _IN = "IndexName";
    var _INFE = "ImportNotFoundException";
    var _INFEn = "IndexNotFoundException";
    var _IPME = "IdempotentParameterMismatchException";
    var _IR = "ItemResponse";
    var _IRL = "ItemResponseList";
    var _IRTE = "InvalidRestoreTimeException";
    var _IS = "IndexStatus";
    var _ISB = "IndexSizeBytes";
    var _ISC = "InputS3Configuration";
    var _ISE = "InternalServerError";
    var _ISL = "ImportSummaryList";
    var _ISm = "ImportSummary";
    var _ISmp = "ImportStatus";
    var _IT = "ImportTable";
    var _ITD = "ImportTableDescription";
    var _ITI = "ImportTableInput";
    var _ITO = "ImportTableOutput";
    var _It = "Items";
    var _K = "Key";
    var _KAA = "KeysAndAttributes";
    var _KC = "KeyConditions";
    var _KCE = "KeyConditionExpression";
    var _KDSD = "KinesisDataStreamDestinations";
    var _KDSDi = "KinesisDataStreamDestination";
    var _KL = "KeyList";
    var _KMSMKA = "KMSMasterKeyArn";
    var _KMSMKI = "KMSMasterKeyId";
    var _KS = "KeySchema";
    var _KSDI = "KinesisStreamingDestinationInput";
    var _KSDO = "KinesisStreamingDestinationOutput";
    var _KSE = "KeySchemaElement";
    var _KT = "KeyType";
    var _Ke = "Keys";
    var _L = "Limit";
    var _LAV = "ListAttributeValue";
    var _LB = "ListBackups";
    var _LBI = "ListBackupsInput";
    var _LBO = "ListBackupsOutput";
    var _LBOI = "ListBulkOperationsInput";
    var _LBOO = "ListBulkOperationsOutput";
    var _LBOi = "ListBulkOperations";
    var _LCI = "ListContributorInsights";
    var _LCII = "ListContributorInsightsInput";
    var _LCIO = "ListContributorInsightsOutput";
    var _LDDT = "LastDecreaseDateTime";
    var _LE = "ListExports";
    var _LEBA = "LastEvaluatedBackupArn";
    var _LEE = "LimitExceededException";
    var _LEGTN = "LastEvaluatedGlobalTableName";
    var _LEI = "ListExportsInput";
    var _LEK = "LastEvaluatedKey";
    var _LEO = "ListExportsOutput";
    var _LETN = "LastEvaluatedTableName";
    var _LGT = "ListGlobalTables";
    var _LGTI = "ListGlobalTablesInput";
    var _LGTO = "ListGlobalTablesOutput";
    var _LI = "ListImports";
    var _LIDT = "LastIncreaseDateTime";
    var _LII = "ListImportsInput";
    var _LIO = "ListImportsOutput";
    var _LRDT = "LatestRestorableDateTime";
    var _LSA = "LatestStreamArn";
    var _LSI = "LocalSecondaryIndexes";
    var _LSID = "LocalSecondaryIndexDescription";
    var _LSIDL = "LocalSecondaryIndexDescriptionList";
    var _LSII = "LocalSecondaryIndexInfo";
    var _LSIL = "LocalSecondaryIndexList";
    var _LSIO = "LocalSecondaryIndexOverride";
    var _LSIo = "LocalSecondaryIndex";
    var _LSL = "LatestStreamLabel";
    var _LT = "ListTables";
    var _LTI = "ListTablesInput";
    var _LTO = "ListTablesOutput";
    var _LTOR = "ListTagsOfResource";
    var _LTORI = "ListTagsOfResourceInput";
    var _LTORO = "ListTagsOfResourceOutput";
    var _LUDT = "LastUpdateDateTime";
    var _LUTPPRDT = "LastUpdateToPayPerRequestDateTime";
    var _L_ = "L";
    var _M = "Message";
    var _MAV = "MapAttributeValue";
    var _MR = "MaxResults";
    var _MRC = "MultiRegionConsistency";
    var _MRRU = "MaxReadRequestUnits";
    var _MU = "MinimumUnits";
    var _MUa = "MaximumUnits";
    var _MWRU = "MaxWriteRequestUnits";
    var _M_ = "M";
    var _N = "N";
    var _NKA = "NonKeyAttributes";
    var _NODT = "NumberOfDecreasesToday";
    var _NS = "NS";
    var _NT = "NextToken";
    var _NULL = "NULL";
    var _ODT = "OnDemandThroughput";
    var _ODTO = "OnDemandThroughputOverride";
    var _OSC = "OutputS3Configuration";
    var _OT = "OutputType";
    var _P = "Parameters";
    var _PE = "ProjectionExpression";
    var _PI = "PutItem";
    var _PIB = "ProcessedInputBytes";
    var _PIC = "ProcessedItemCount";
    var _PII = "PutItemInput";
    var _PIIAM = "PutItemInputAttributeMap";
    var _PIO = "PutItemOutput";
    var _PITRD = "PointInTimeRecoveryDescription";
    var _PITRE = "PointInTimeRecoveryEnabled";
    var _PITRS = "PointInTimeRecoveryStatus";
    var _PITRSo = "PointInTimeRecoverySpecification";
    var _PITRUE = "PointInTimeRecoveryUnavailableException";
    var _PN = "PolicyName";
    var _PNFE = "PolicyNotFoundException";
    var _PQLBR = "PartiQLBatchRequest";
    var _PQLBRa = "PartiQLBatchResponse";
    var _PR = "PutRequest";
    var _PRCASS = "ProvisionedReadCapacityAutoScalingSettings";
    var _PRCASSU = "ProvisionedReadCapacityAutoScalingSettingsUpdate";
    var _PRCASU = "ProvisionedReadCapacityAutoScalingUpdate";
    var _PRCU = "ProvisionedReadCapacityUnits";
    var _PRP = "PutResourcePolicy";
    var _PRPI = "PutResourcePolicyInput";
    var _PRPO = "PutResourcePolicyOutput";
    var _PS = "PageSize";
    var _PSB = "ProcessedSizeBytes";
    var _PSP = "PreparedStatementParameters";
    var _PSa = "ParameterizedStatement";
    var _PSar = "ParameterizedStatements";
    var _PT = "PerformanceTier";
    var _PTD = "ProvisionedThroughputDescription";
    var _PTEE = "ProvisionedThroughputExceededException";
    var _PTO = "ProvisionedThroughputOverride";
    var _PTr = "ProvisionedThroughput";
    var _PTro = "ProjectionType";
    var _PWCASS = "ProvisionedWriteCapacityAutoScalingSettings";
    var _PWCASSU = "ProvisionedWriteCapacityAutoScalingSettingsUpdate";
    var _PWCASU = "ProvisionedWriteCapacityAutoScalingUpdate";
    var _PWCU = "ProvisionedWriteCapacityUnits";
    var _Po = "Policy";
    var _Pr = "Projection";
    var _Pu = "Put";
    var _Q = "Query";
    var _QF = "QueryFilter";
    var _QI = "QueryInput";
    var _QO = "QueryOutput";
    var _R = "Responses";
    var _RA = "ResourceArn";
    var _RAEE = "ReplicaAlreadyExistsException";
    var _RASD = "ReplicaAutoScalingDescription";
    var _RASDL = "ReplicaAutoScalingDescriptionList";
    var _RASU = "ReplicaAutoScalingUpdate";
    var _RASUL = "ReplicaAutoScalingUpdateList";
    var _RAe = "ReplicaArn";
    var _RBMS = "ReplicaBillingModeSummary";
    var _RCC = "ReturnConsumedCapacity";
    var _RCU = "ReadCapacityUnits";
    var _RD = "ReplicaDescription";
    var _RDL = "ReplicaDescriptionList";
    var _RDT = "RestoreDateTime";
    var _RG = "ReplicationGroup";
    var _RGSI = "ReplicaGlobalSecondaryIndex";
    var _RGSIASD = "ReplicaGlobalSecondaryIndexAutoScalingDescription";
    var _RGSIASDL = "ReplicaGlobalSecondaryIndexAutoScalingDescriptionList";
    var _RGSIASU = "ReplicaGlobalSecondaryIndexAutoScalingUpdate";
    var _RGSIASUL = "ReplicaGlobalSecondaryIndexAutoScalingUpdateList";
    var _RGSID = "ReplicaGlobalSecondaryIndexDescription";
    var _RGSIDL = "ReplicaGlobalSecondaryIndexDescriptionList";
    var _RGSIL = "ReplicaGlobalSecondaryIndexList";
    var _RGSIS = "ReplicaGlobalSecondaryIndexSettings";
    var _RGSISD = "ReplicaGlobalSecondaryIndexSettingsDescription";
    var _RGSISDL = "ReplicaGlobalSecondaryIndexSettingsDescriptionList";
    var _RGSISU = "ReplicaGlobalSecondaryIndexSettingsUpdate";
    var _RGSISUL = "ReplicaGlobalSecondaryIndexSettingsUpdateList";
    var _RGSIU = "ReplicaGlobalSecondaryIndexUpdates";
    var _RGU = "ReplicationGroupUpdate";
    var _RGUL = "ReplicationGroupUpdateList";
    var _RI = "RequestItems";
    var _RICM = "ReturnItemCollectionMetrics";
    var _RIDT = "ReplicaInaccessibleDateTime";
    var _RIP = "RestoreInProgress";
    var _RIUE = "ResourceInUseException";
    var _RIe = "RevisionId";
    var _RL = "ReplicaList";
    var _RLE = "RequestLimitExceeded";
    var _RN = "RegionName";
    var _RNFE = "ReplicaNotFoundException";
    var _RNFEe = "ResourceNotFoundException";
    var _RP = "ResourcePolicy";
    var _RPID = "RecoveryPeriodInDays";
    var _RPRCASS = "ReplicaProvisionedReadCapacityAutoScalingSettings";
    var _RPRCASSU = "ReplicaProvisionedReadCapacityAutoScalingSettingsUpdate";
    var _RPRCASU = "ReplicaProvisionedReadCapacityAutoScalingUpdate";
    var _RPRCU = "ReplicaProvisionedReadCapacityUnits";
    var _RPWCASS = "ReplicaProvisionedWriteCapacityAutoScalingSettings";
    var _RPWCU = "ReplicaProvisionedWriteCapacityUnits";
    var _RS = "ReplicaSettings";
    var _RSD = "ReplicaStatusDescription";
    var _RSDL = "ReplicaSettingsDescriptionList";
    var _RSDe = "ReplicaSettingsDescription";
    var _RSPP = "ReplicaStatusPercentProgress";
    var _RSU = "ReplicaSettingsUpdate";
    var _RSUL = "ReplicaSettingsUpdateList";
    var _RSe = "ReplicaStatus";
    var _RSes = "RestoreSummary";
    var _RTC = "ReplicaTableClass";
    var _RTCS = "ReplicaTableClassSummary";
    var _RTFB = "RestoreTableFromBackup";
    var _RTFBI = "RestoreTableFromBackupInput";
    var _RTFBO = "RestoreTableFromBackupOutput";
    var _RTTPIT = "RestoreTableToPointInTime";
    var _RTTPITI = "RestoreTableToPointInTimeInput";
    var _RTTPITO = "RestoreTableToPointInTimeOutput";
    var _RU = "ReplicaUpdate";
    var _RUL = "ReplicaUpdateList";
    var _RUPS = "ReadUnitsPerSecond";
    var _RUe = "ReplicaUpdates";
    var _RV = "ReturnValues";
    var _RVOCCF = "ReturnValuesOnConditionCheckFailure";
    var _RWCE = "ReplicatedWriteConflictException";
    var _Re = "Replica";
    var _Rep = "Replicas";
    var _S = "Statements";
    var _SA = "StreamArn";
    var _SB = "S3Bucket";
    var _SBA = "SourceBackupArn";
    var _SBO = "S3BucketOwner";
    var _SBPI = "StartBulkPutItems";
    var _SBPII = "StartBulkPutItemsInput";
    var _SBPIO = "StartBulkPutItemsOutput";
    var _SBS = "S3BucketSource";
    var _SC = "ScannedCount";
    var _SCE = "SearchConditionExpression";
    var _SD = "StreamDescription";
    var _SE = "StreamEnabled";
    var _SERGB = "SizeEstimateRangeGB";
    var _SF = "ScanFilter";
    var _SI = "ScanInput";
    var _SIBBM = "SecondaryIndexesBulkBytesMap";
    var _SIC = "ScaleInCooldown";
    var _SICM = "SecondaryIndexesCapacityMap";
    var _SIF = "ScanIndexForward";
    var _SKP = "S3KeyPrefix";
    var _SO = "ScanOutput";
    var _SOC = "ScaleOutCooldown";
    var _SP = "ScalingPolicies";
    var _SPU = "ScalingPolicyUpdate";
    var _SPr = "S3Prefix";
    var _SR = "SearchResults";
    var _SRI = "SearchResultItem";
    var _SRL = "SearchResultList";
    var _SS = "StreamSpecification";
    var _SSA = "S3SseAlgorithm";
    var _SSE = "SearchSchemaElement";
    var _SSED = "SSEDescription";
    var _SSES = "SSESpecification";
    var _SSESO = "SSESpecificationOverride";
    var _SSET = "SearchSchemaElementType";
    var _SSETy = "SSEType";
    var _SSKKI = "S3SseKmsKeyId";
    var _SS_ = "SS";
    var _SSe = "SearchSchema";
    var _ST = "StartTime";
    var _STA = "SourceTableArn";
    var _STD = "SourceTableDetails";
    var _STFD = "SourceTableFeatureDetails";
    var _STN = "SourceTableName";
    var _SV = "SearchVector";
    var _SVI = "SearchVectorsInput";
    var _SVL = "SearchVectorList";
    var _SVO = "SearchVectorsOutput";
    var _SVT = "StreamViewType";
    var _SVe = "SearchVectors";
    var _S_ = "S";
    var _Sc = "Score";
    var _Sca = "Scan";
    var _Se = "Select";
    var _Seg = "Segment";
    var _St = "Statement";
    var _Sta = "Status";
    var _T = "Table";
    var _TA = "TableArn";
    var _TAEE = "TableAlreadyExistsException";
    var _TASD = "TableAutoScalingDescription";
    var _TC = "TableClass";
    var _TCDT = "TableCreationDateTime";
    var _TCE = "TransactionCanceledException";
    var _TCEr = "TransactionConflictException";
    var _TCO = "TableClassOverride";
    var _TCP = "TableCreationParameters";
    var _TCS = "TableClassSummary";
    var _TD = "TableDetails";
    var _TDa = "TableDescription";
    var _TE = "ThrottlingException";
    var _TGI = "TransactGetItem";
    var _TGII = "TransactGetItemsInput";
    var _TGIL = "TransactGetItemList";
    var _TGIO = "TransactGetItemsOutput";
    var _TGIr = "TransactGetItems";
    var _TI = "TableId";
    var _TIB = "TotalInputBytes";
    var _TIPE = "TransactionInProgressException";
    var _TIUE = "TableInUseException";
    var _TIr = "TransactItems";
    var _TK = "TopK";
    var _TKa = "TagKeys";
    var _TL = "TagList";
    var _TMRCU = "TableMaxReadCapacityUnits";
    var _TMWCU = "TableMaxWriteCapacityUnits";
    var _TN = "TableName";
    var _TNFE = "TableNotFoundException";
    var _TNa = "TableNames";
    var _TR = "ThrottlingReasons";
    var _TRI = "TagResourceInput";
    var _TRL = "ThrottlingReasonList";
    var _TRLB = "TimeRangeLowerBound";
    var _TRUB = "TimeRangeUpperBound";
    var _TRa = "TagResource";
    var _TRh = "ThrottlingReason";
    var _TS = "TransactStatements";
    var _TSB = "TableSizeBytes";
    var _TSa = "TableStatus";
    var _TSo = "TotalSegments";
    var _TTLD = "TimeToLiveDescription";
    var _TTLS = "TimeToLiveStatus";
    var _TTLSi = "TimeToLiveSpecification";
    var _TTN = "TargetTableName";
    var _TTSPC = "TargetTrackingScalingPolicyConfiguration";
    var _TV = "TargetValue";
    var _TWI = "TransactWriteItem";
    var _TWII = "TransactWriteItemsInput";
    var _TWIL = "TransactWriteItemList";
    var _TWIO = "TransactWriteItemsOutput";
    var _TWIr = "TransactWriteItems";
    var _TWTD = "TableWarmThroughputDescription";
    var _Ta = "Tags";
    var _Tag = "Tag";
    var _U = "Update";
    var _UCB = "UpdateContinuousBackups";
    var _UCBI = "UpdateContinuousBackupsInput";
    var _UCBO = "UpdateContinuousBackupsOutput";
    var _UCI = "UpdateContributorInsights";
    var _UCII = "UpdateContributorInsightsInput";
    var _UCIO = "UpdateContributorInsightsOutput";
    var _UE = "UpdateExpression";
    var _UGSIA = "UpdateGlobalSecondaryIndexAction";
    var _UGT = "UpdateGlobalTable";
    var _UGTI = "UpdateGlobalTableInput";
    var _UGTO = "UpdateGlobalTableOutput";
    var _UGTS = "UpdateGlobalTableSettings";
    var _UGTSI = "UpdateGlobalTableSettingsInput";
    var _UGTSO = "UpdateGlobalTableSettingsOutput";
    var _UI = "UnprocessedItems";
    var _UII = "UpdateItemInput";
    var _UIO = "UpdateItemOutput";
    var _UIp = "UpdateItem";
    var _UK = "UnprocessedKeys";
    var _UKSC = "UpdateKinesisStreamingConfiguration";
    var _UKSD = "UpdateKinesisStreamingDestination";
    var _UKSDI = "UpdateKinesisStreamingDestinationInput";
    var _UKSDO = "UpdateKinesisStreamingDestinationOutput";
    var _ULRT = "UseLatestRestorableTime";
    var _UR = "UntagResource";
    var _URGMA = "UpdateReplicationGroupMemberAction";
    var _URI = "UntagResourceInput";
    var _UT = "UpdateTable";
    var _UTI = "UpdateTableInput";
    var _UTO = "UpdateTableOutput";
    var _UTRAS = "UpdateTableReplicaAutoScaling";
    var _UTRASI = "UpdateTableReplicaAutoScalingInput";
    var _UTRASO = "UpdateTableReplicaAutoScalingOutput";
    var _UTTL = "UpdateTimeToLive";
    var _UTTLI = "UpdateTimeToLiveInput";
    var _UTTLO = "UpdateTimeToLiveOutput";
    var _V = "Value";
    var _VA = "VectorAttribute";
    var _VAD = "VectorAttributeDefinition";
    var _VC = "VectorCapacity";
    var _VI = "VectorIndexes";
    var _VIBVBM = "VectorIndexesBulkVectorBytesMap";
    var _VICM = "VectorIndexesCapacityMap";
    var _VID = "VectorIndexDescription";
    var _VIDL = "VectorIndexDescriptionList";
    var _VII = "VectorIndexInfo";
    var _VIL = "VectorIndexList";
    var _VIO = "VectorIndexOverride";
    var _VIU = "VectorIndexUpdates";
    var _VIUL = "VectorIndexUpdateList";
    var _VIUe = "VectorIndexUpdate";
    var _VIe = "VectorIndex";
    var _VSRB = "VectorSearchRequestBytes";
    var _VWRB = "VectorWriteRequestBytes";
    var _WCU = "WriteCapacityUnits";
    var _WR = "WriteRequest";
    var _WRr = "WriteRequests";
    var _WS = "WitnessStatus";
    var _WT = "WarmThroughput";
    var _WUPS = "WriteUnitsPerSecond";
    var _aQE = "awsQueryError";
    var _c = "client";
    var _e = "error";
    var _hE = "httpError";
    var _hH = "httpHeader";
    var _m = "message";
    var _r = "reason";
    var _re = "resource";
    var _s = "smithy.ts.sdk.synthetic.com.amazonaws.dynamodb";
    var _se = "server";
    var _tR = "throttlingReasons";
    var _xacrsra = "x-amz-confirm-remove-self-resource-access";
    var n0 = "com.amazonaws.dynamodb";
    var _s_registry = new TypeRegistry(_s);
    var DynamoDBServiceException$ = [-3, _s, "DynamoDBServiceException", 0, [], []];
    _s_registry.registerError(DynamoDBServiceException$, DynamoDBServiceException);
    var n0_registry = new TypeRegistry(n0);
    var BackupInUseException$ = [
      -3,
      n0,
      _BIUE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(BackupInUseException$, BackupInUseException);
    var BackupNotFoundException$ = [
      -3,
      n0,
      _BNFE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(BackupNotFoundException$, BackupNotFoundException);
    var ConditionalCheckFailedException$ = [
      -3,
      n0,
      _CCFE,
      { [_e]: _c },
      [_m, _I],
      [0, () => AttributeMap]
    ];
    n0_registry.registerError(ConditionalCheckFailedException$, ConditionalCheckFailedException);
    var ContinuousBackupsUnavailableException$ = [
      -3,
      n0,
      _CBUE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(ContinuousBackupsUnavailableException$, ContinuousBackupsUnavailableException);
    var DuplicateItemException$ = [
      -3,
      n0,
      _DIE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(DuplicateItemException$, DuplicateItemException);
    var ExportConflictException$ = [
      -3,
      n0,
      _ECE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(ExportConflictException$, ExportConflictException);
    var ExportNotFoundException$ = [
      -3,
      n0,
      _ENFE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(ExportNotFoundException$, ExportNotFoundException);
    var GlobalTableAlreadyExistsException$ = [
      -3,
      n0,
      _GTAEE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(GlobalTableAlreadyExistsException$, GlobalTableAlreadyExistsException);
    var GlobalTableNotFoundException$ = [
      -3,
      n0,
      _GTNFE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(GlobalTableNotFoundException$, GlobalTableNotFoundException);
    var IdempotentParameterMismatchException$ = [
      -3,
      n0,
      _IPME,
      { [_e]: _c },
      [_M],
      [0]
    ];
    n0_registry.registerError(IdempotentParameterMismatchException$, IdempotentParameterMismatchException);
    var ImportConflictException$ = [
      -3,
      n0,
      _ICE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(ImportConflictException$, ImportConflictException);
    var ImportNotFoundException$ = [
      -3,
      n0,
      _INFE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(ImportNotFoundException$, ImportNotFoundException);
    var IndexNotFoundException$ = [
      -3,
      n0,
      _INFEn,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(IndexNotFoundException$, IndexNotFoundException);
    var InternalServerError$ = [
      -3,
      n0,
      _ISE,
      { [_e]: _se },
      [_m],
      [0]
    ];
    n0_registry.registerError(InternalServerError$, InternalServerError);
    var InvalidEndpointException$ = [
      -3,
      n0,
      _IEE,
      { [_e]: _c, [_hE]: 421 },
      [_M],
      [0]
    ];
    n0_registry.registerError(InvalidEndpointException$, InvalidEndpointException);
    var InvalidExportTimeException$ = [
      -3,
      n0,
      _IETE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(InvalidExportTimeException$, InvalidExportTimeException);
    var InvalidRestoreTimeException$ = [
      -3,
      n0,
      _IRTE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(InvalidRestoreTimeException$, InvalidRestoreTimeException);
    var ItemCollectionSizeLimitExceededException$ = [
      -3,
      n0,
      _ICSLEE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(ItemCollectionSizeLimitExceededException$, ItemCollectionSizeLimitExceededException);
    var LimitExceededException$ = [
      -3,
      n0,
      _LEE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(LimitExceededException$, LimitExceededException);
    var PointInTimeRecoveryUnavailableException$ = [
      -3,
      n0,
      _PITRUE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(PointInTimeRecoveryUnavailableException$, PointInTimeRecoveryUnavailableException);
    var PolicyNotFoundException$ = [
      -3,
      n0,
      _PNFE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(PolicyNotFoundException$, PolicyNotFoundException);
    var ProvisionedThroughputExceededException$ = [
      -3,
      n0,
      _PTEE,
      { [_e]: _c },
      [_m, _TR],
      [0, () => ThrottlingReasonList]
    ];
    n0_registry.registerError(ProvisionedThroughputExceededException$, ProvisionedThroughputExceededException);
    var ReplicaAlreadyExistsException$ = [
      -3,
      n0,
      _RAEE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(ReplicaAlreadyExistsException$, ReplicaAlreadyExistsException);
    var ReplicaNotFoundException$ = [
      -3,
      n0,
      _RNFE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(ReplicaNotFoundException$, ReplicaNotFoundException);
    var ReplicatedWriteConflictException$ = [
      -3,
      n0,
      _RWCE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(ReplicatedWriteConflictException$, ReplicatedWriteConflictException);
    var RequestLimitExceeded$ = [
      -3,
      n0,
      _RLE,
      { [_e]: _c },
      [_m, _TR],
      [0, () => ThrottlingReasonList]
    ];
    n0_registry.registerError(RequestLimitExceeded$, RequestLimitExceeded);
    var ResourceInUseException$ = [
      -3,
      n0,
      _RIUE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(ResourceInUseException$, ResourceInUseException);
    var ResourceNotFoundException$ = [
      -3,
      n0,
      _RNFEe,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(ResourceNotFoundException$, ResourceNotFoundException);
    var TableAlreadyExistsException$ = [
      -3,
      n0,
      _TAEE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(TableAlreadyExistsException$, TableAlreadyExistsException);
    var TableInUseException$ = [
      -3,
      n0,
      _TIUE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(TableInUseException$, TableInUseException);
    var TableNotFoundException$ = [
      -3,
      n0,
      _TNFE,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(TableNotFoundException$, TableNotFoundException);
    var ThrottlingException$ = [
      -3,
      n0,
      _TE,
      { [_aQE]: [`Throttling`, 400], [_e]: _c, [_hE]: 400 },
      [_m, _tR],
      [0, () => ThrottlingReasonList]
    ];
    n0_registry.registerError(ThrottlingException$, ThrottlingException);
    var TransactionCanceledException$ = [
      -3,
      n0,
      _TCE,
      { [_e]: _c },
      [_M, _CR],
      [0, () => CancellationReasonList]
    ];
    n0_registry.registerError(TransactionCanceledException$, TransactionCanceledException);
    var TransactionConflictException$ = [
      -3,
      n0,
      _TCEr,
      { [_e]: _c },
      [_m],
      [0]
    ];
    n0_registry.registerError(TransactionConflictException$, TransactionConflictException);
    var TransactionInProgressException$ = [
      -3,
      n0,
      _TIPE,
      { [_e]: _c },
      [_M],
      [0]
    ];
    n0_registry.registerError(TransactionInProgressException$, TransactionInProgressException);
    var errorTypeRegistries = [
      _s_registry,
      n0_registry
    ];
    var ArchivalSummary$ = [
      3,
      n0,
      _AS,
      0,
      [_ADT, _AR, _ABA],
      [4, 0, 0]
    ];
    var AttributeDefinition$ = [
      3,
      n0,
      _AD,
      0,
      [_AN, _AT],
      [0, 0],
      2
    ];
    var AttributeValueUpdate$ = [
      3,
      n0,
      _AVU,
      0,
      [_V, _A],
      [() => AttributeValue$, 0]
    ];
    var AutoScalingPolicyDescription$ = [
      3,
      n0,
      _ASPD,
      0,
      [_PN, _TTSPC],
      [0, () => AutoScalingTargetTrackingScalingPolicyConfigurationDescription$]
    ];
    var AutoScalingPolicyUpdate$ = [
      3,
      n0,
      _ASPU,
      0,
      [_TTSPC, _PN],
      [() => AutoScalingTargetTrackingScalingPolicyConfigurationUpdate$, 0],
      1
    ];
    var AutoScalingSettingsDescription$ = [
      3,
      n0,
      _ASSD,
      0,
      [_MU, _MUa, _ASD, _ASRA, _SP],
      [1, 1, 2, 0, () => AutoScalingPolicyDescriptionList]
    ];
    var AutoScalingSettingsUpdate$ = [
      3,
      n0,
      _ASSU,
      0,
      [_MU, _MUa, _ASD, _ASRA, _SPU],
      [1, 1, 2, 0, () => AutoScalingPolicyUpdate$]
    ];
    var AutoScalingTargetTrackingScalingPolicyConfigurationDescription$ = [
      3,
      n0,
      _ASTTSPCD,
      0,
      [_TV, _DSI, _SIC, _SOC],
      [1, 2, 1, 1],
      1
    ];
    var AutoScalingTargetTrackingScalingPolicyConfigurationUpdate$ = [
      3,
      n0,
      _ASTTSPCU,
      0,
      [_TV, _DSI, _SIC, _SOC],
      [1, 2, 1, 1],
      1
    ];
    var BackupDescription$ = [
      3,
      n0,
      _BD,
      0,
      [_BDa, _STD, _STFD],
      [() => BackupDetails$, () => SourceTableDetails$, () => SourceTableFeatureDetails$]
    ];
    var BackupDetails$ = [
      3,
      n0,
      _BDa,
      0,
      [_BA, _BN, _BS, _BT, _BCDT, _BSB, _BEDT],
      [0, 0, 0, 0, 4, 1, 4],
      5
    ];
    var BackupSummary$ = [
      3,
      n0,
      _BSa,
      0,
      [_TN, _TI, _TA, _BA, _BN, _BCDT, _BEDT, _BS, _BT, _BSB],
      [0, 0, 0, 0, 0, 4, 4, 0, 0, 1]
    ];
    var BatchExecuteStatementInput$ = [
      3,
      n0,
      _BESI,
      0,
      [_S, _RCC],
      [() => PartiQLBatchRequest, 0],
      1
    ];
    var BatchExecuteStatementOutput$ = [
      3,
      n0,
      _BESO,
      0,
      [_R, _CC],
      [() => PartiQLBatchResponse, () => ConsumedCapacityMultiple]
    ];
    var BatchGetItemInput$ = [
      3,
      n0,
      _BGII,
      0,
      [_RI, _RCC],
      [() => BatchGetRequestMap, 0],
      1
    ];
    var BatchGetItemOutput$ = [
      3,
      n0,
      _BGIO,
      0,
      [_R, _UK, _CC],
      [() => BatchGetResponseMap, () => BatchGetRequestMap, () => ConsumedCapacityMultiple]
    ];
    var BatchStatementError$ = [
      3,
      n0,
      _BSE,
      0,
      [_C, _M, _I],
      [0, 0, () => AttributeMap]
    ];
    var BatchStatementRequest$ = [
      3,
      n0,
      _BSR,
      0,
      [_St, _P, _CRo, _RVOCCF],
      [0, () => PreparedStatementParameters, 2, 0],
      1
    ];
    var BatchStatementResponse$ = [
      3,
      n0,
      _BSRa,
      0,
      [_E, _TN, _I],
      [() => BatchStatementError$, 0, () => AttributeMap]
    ];
    var BatchWriteItemInput$ = [
      3,
      n0,
      _BWII,
      0,
      [_RI, _RCC, _RICM],
      [() => BatchWriteItemRequestMap, 0, 0],
      1
    ];
    var BatchWriteItemOutput$ = [
      3,
      n0,
      _BWIO,
      0,
      [_UI, _ICM, _CC],
      [() => BatchWriteItemRequestMap, () => ItemCollectionMetricsPerTable, () => ConsumedCapacityMultiple]
    ];
    var BillingModeSummary$ = [
      3,
      n0,
      _BMS,
      0,
      [_BM, _LUTPPRDT],
      [0, 4]
    ];
    var BulkOperationBytes$ = [
      3,
      n0,
      _BOB,
      0,
      [_BPB],
      [1]
    ];
    var BulkOperationDescription$ = [
      3,
      n0,
      _BOD,
      0,
      [_BOA, _BOS, _TD, _CT, _ISC, _OSC, _ST, _ET, _PIC, _PIB, _TIB, _BOU, _FIC, _FC, _FM, _MWRU, _PT],
      [0, 0, () => BulkOperationTableDetails, 0, () => InputS3Configuration$, () => OutputS3Configuration$, 4, 4, 1, 1, 1, () => BulkOperationUsageMultiple, 1, 0, 0, 1, 0]
    ];
    var BulkOperationSummary$ = [
      3,
      n0,
      _BOSu,
      0,
      [_BOA, _BOS, _ST, _ET],
      [0, 0, 4, 4],
      3
    ];
    var BulkOperationTableDetail$ = [
      3,
      n0,
      _BOTD,
      0,
      [_TN, _TI],
      [0, 0]
    ];
    var BulkOperationUsage$ = [
      3,
      n0,
      _BOU,
      0,
      [_TN, _BPB, _T, _LSI, _GSI, _VI],
      [0, 1, () => BulkOperationBytes$, () => SecondaryIndexesBulkBytesMap, () => SecondaryIndexesBulkBytesMap, () => VectorIndexesBulkVectorBytesMap]
    ];
    var BulkOperationVectorBytes$ = [
      3,
      n0,
      _BOVB,
      0,
      [_BPVB],
      [1]
    ];
    var CancelBulkOperationInput$ = [
      3,
      n0,
      _CBOI,
      0,
      [_BOA],
      [0],
      1
    ];
    var CancelBulkOperationOutput$ = [
      3,
      n0,
      _CBOO,
      0,
      [_BOA, _BOS],
      [0, 0],
      2
    ];
    var CancellationReason$ = [
      3,
      n0,
      _CRa,
      0,
      [_I, _C, _M],
      [() => AttributeMap, 0, 0]
    ];
    var Capacity$ = [
      3,
      n0,
      _Ca,
      0,
      [_RCU, _WCU, _CU],
      [1, 1, 1]
    ];
    var Condition$ = [
      3,
      n0,
      _Co,
      0,
      [_CO, _AVL],
      [0, () => AttributeValueList],
      1
    ];
    var ConditionCheck$ = [
      3,
      n0,
      _CCo,
      0,
      [_K, _TN, _CE, _EAN, _EAV, _RVOCCF],
      [() => Key, 0, 0, 128 | 0, () => ExpressionAttributeValueMap, 0],
      3
    ];
    var ConsumedCapacity$ = [
      3,
      n0,
      _CC,
      0,
      [_TN, _CU, _RCU, _WCU, _T, _LSI, _GSI, _VI],
      [0, 1, 1, 1, () => Capacity$, () => SecondaryIndexesCapacityMap, () => SecondaryIndexesCapacityMap, () => VectorIndexesCapacityMap]
    ];
    var ContinuousBackupsDescription$ = [
      3,
      n0,
      _CBD,
      0,
      [_CBS, _PITRD],
      [0, () => PointInTimeRecoveryDescription$],
      1
    ];
    var ContributorInsightsSummary$ = [
      3,
      n0,
      _CIS,
      0,
      [_TN, _IN, _CISo, _CIM],
      [0, 0, 0, 0]
    ];
    var CreateBackupInput$ = [
      3,
      n0,
      _CBI,
      0,
      [_TN, _BN],
      [0, 0],
      2
    ];
    var CreateBackupOutput$ = [
      3,
      n0,
      _CBO,
      0,
      [_BDa],
      [() => BackupDetails$]
    ];
    var CreateGlobalSecondaryIndexAction$ = [
      3,
      n0,
      _CGSIA,
      0,
      [_IN, _KS, _Pr, _PTr, _ODT, _WT],
      [0, () => KeySchema, () => Projection$, () => ProvisionedThroughput$, () => OnDemandThroughput$, () => WarmThroughput$],
      3
    ];
    var CreateGlobalTableInput$ = [
      3,
      n0,
      _CGTI,
      0,
      [_GTN, _RG],
      [0, () => ReplicaList],
      2
    ];
    var CreateGlobalTableOutput$ = [
      3,
      n0,
      _CGTO,
      0,
      [_GTD],
      [() => GlobalTableDescription$]
    ];
    var CreateGlobalTableWitnessGroupMemberAction$ = [
      3,
      n0,
      _CGTWGMA,
      0,
      [_RN],
      [0],
      1
    ];
    var CreateReplicaAction$ = [
      3,
      n0,
      _CRA,
      0,
      [_RN],
      [0],
      1
    ];
    var CreateReplicationGroupMemberAction$ = [
      3,
      n0,
      _CRGMA,
      0,
      [_RN, _KMSMKI, _PTO, _ODTO, _GSI, _TCO],
      [0, 0, () => ProvisionedThroughputOverride$, () => OnDemandThroughputOverride$, () => ReplicaGlobalSecondaryIndexList, 0],
      1
    ];
    var CreateTableInput$ = [
      3,
      n0,
      _CTI,
      0,
      [_TN, _ADt, _KS, _LSI, _GSI, _BM, _PTr, _SS, _SSES, _Ta, _TC, _DPE, _WT, _RP, _ODT, _GTSA, _GTSRM, _VI],
      [0, () => AttributeDefinitions, () => KeySchema, () => LocalSecondaryIndexList, () => GlobalSecondaryIndexList, 0, () => ProvisionedThroughput$, () => StreamSpecification$, () => SSESpecification$, () => TagList, 0, 2, () => WarmThroughput$, 0, () => OnDemandThroughput$, 0, 0, () => VectorIndexList],
      1
    ];
    var CreateTableOutput$ = [
      3,
      n0,
      _CTO,
      0,
      [_TDa],
      [() => TableDescription$]
    ];
    var CreateVectorIndexAction$ = [
      3,
      n0,
      _CVIA,
      0,
      [_IN, _VA, _Pr, _D, _DF, _SSe],
      [0, () => VectorAttributeDefinition$, () => Projection$, 1, 0, () => SearchSchema],
      5
    ];
    var CsvOptions$ = [
      3,
      n0,
      _COs,
      0,
      [_De, _HL],
      [0, 64 | 0]
    ];
    var Delete$ = [
      3,
      n0,
      _Del,
      0,
      [_K, _TN, _CE, _EAN, _EAV, _RVOCCF],
      [() => Key, 0, 0, 128 | 0, () => ExpressionAttributeValueMap, 0],
      2
    ];
    var DeleteBackupInput$ = [
      3,
      n0,
      _DBI,
      0,
      [_BA],
      [0],
      1
    ];
    var DeleteBackupOutput$ = [
      3,
      n0,
      _DBO,
      0,
      [_BD],
      [() => BackupDescription$]
    ];
    var DeleteGlobalSecondaryIndexAction$ = [
      3,
      n0,
      _DGSIA,
      0,
      [_IN],
      [0],
      1
    ];
    var DeleteGlobalTableWitnessGroupMemberAction$ = [
      3,
      n0,
      _DGTWGMA,
      0,
      [_RN],
      [0],
      1
    ];
    var DeleteItemInput$ = [
      3,
      n0,
      _DII,
      0,
      [_TN, _K, _Ex, _COo, _RV, _RCC, _RICM, _CE, _EAN, _EAV, _RVOCCF],
      [0, () => Key, () => ExpectedAttributeMap, 0, 0, 0, 0, 0, 128 | 0, () => ExpressionAttributeValueMap, 0],
      2
    ];
    var DeleteItemOutput$ = [
      3,
      n0,
      _DIO,
      0,
      [_At, _CC, _ICM],
      [() => AttributeMap, () => ConsumedCapacity$, () => ItemCollectionMetrics$]
    ];
    var DeleteReplicaAction$ = [
      3,
      n0,
      _DRA,
      0,
      [_RN],
      [0],
      1
    ];
    var DeleteReplicationGroupMemberAction$ = [
      3,
      n0,
      _DRGMA,
      0,
      [_RN],
      [0],
      1
    ];
    var DeleteRequest$ = [
      3,
      n0,
      _DR,
      0,
      [_K],
      [() => Key],
      1
    ];
    var DeleteResourcePolicyInput$ = [
      3,
      n0,
      _DRPI,
      0,
      [_RA, _ERI],
      [0, 0],
      1
    ];
    var DeleteResourcePolicyOutput$ = [
      3,
      n0,
      _DRPO,
      0,
      [_RIe],
      [0]
    ];
    var DeleteTableInput$ = [
      3,
      n0,
      _DTI,
      0,
      [_TN],
      [0],
      1
    ];
    var DeleteTableOutput$ = [
      3,
      n0,
      _DTO,
      0,
      [_TDa],
      [() => TableDescription$]
    ];
    var DeleteVectorIndexAction$ = [
      3,
      n0,
      _DVIA,
      0,
      [_IN],
      [0],
      1
    ];
    var DescribeBackupInput$ = [
      3,
      n0,
      _DBIe,
      0,
      [_BA],
      [0],
      1
    ];
    var DescribeBackupOutput$ = [
      3,
      n0,
      _DBOe,
      0,
      [_BD],
      [() => BackupDescription$]
    ];
    var DescribeBulkOperationInput$ = [
      3,
      n0,
      _DBOI,
      0,
      [_BOA],
      [0],
      1
    ];
    var DescribeBulkOperationOutput$ = [
      3,
      n0,
      _DBOO,
      0,
      [_BOD],
      [() => BulkOperationDescription$],
      1
    ];
    var DescribeContinuousBackupsInput$ = [
      3,
      n0,
      _DCBI,
      0,
      [_TN],
      [0],
      1
    ];
    var DescribeContinuousBackupsOutput$ = [
      3,
      n0,
      _DCBO,
      0,
      [_CBD],
      [() => ContinuousBackupsDescription$]
    ];
    var DescribeContributorInsightsInput$ = [
      3,
      n0,
      _DCII,
      0,
      [_TN, _IN],
      [0, 0],
      1
    ];
    var DescribeContributorInsightsOutput$ = [
      3,
      n0,
      _DCIO,
      0,
      [_TN, _IN, _CIRL, _CISo, _LUDT, _FE, _CIM],
      [0, 0, 64 | 0, 0, 4, () => FailureException$, 0]
    ];
    var DescribeEndpointsRequest$ = [
      3,
      n0,
      _DER,
      0,
      [],
      []
    ];
    var DescribeEndpointsResponse$ = [
      3,
      n0,
      _DERe,
      0,
      [_En],
      [() => Endpoints],
      1
    ];
    var DescribeExportInput$ = [
      3,
      n0,
      _DEI,
      0,
      [_EA],
      [0],
      1
    ];
    var DescribeExportOutput$ = [
      3,
      n0,
      _DEO,
      0,
      [_ED],
      [() => ExportDescription$]
    ];
    var DescribeGlobalTableInput$ = [
      3,
      n0,
      _DGTI,
      0,
      [_GTN],
      [0],
      1
    ];
    var DescribeGlobalTableOutput$ = [
      3,
      n0,
      _DGTO,
      0,
      [_GTD],
      [() => GlobalTableDescription$]
    ];
    var DescribeGlobalTableSettingsInput$ = [
      3,
      n0,
      _DGTSI,
      0,
      [_GTN],
      [0],
      1
    ];
    var DescribeGlobalTableSettingsOutput$ = [
      3,
      n0,
      _DGTSO,
      0,
      [_GTN, _RS],
      [0, () => ReplicaSettingsDescriptionList]
    ];
    var DescribeImportInput$ = [
      3,
      n0,
      _DIIe,
      0,
      [_IA],
      [0],
      1
    ];
    var DescribeImportOutput$ = [
      3,
      n0,
      _DIOe,
      0,
      [_ITD],
      [() => ImportTableDescription$],
      1
    ];
    var DescribeKinesisStreamingDestinationInput$ = [
      3,
      n0,
      _DKSDI,
      0,
      [_TN],
      [0],
      1
    ];
    var DescribeKinesisStreamingDestinationOutput$ = [
      3,
      n0,
      _DKSDO,
      0,
      [_TN, _KDSD],
      [0, () => KinesisDataStreamDestinations]
    ];
    var DescribeLimitsInput$ = [
      3,
      n0,
      _DLI,
      0,
      [],
      []
    ];
    var DescribeLimitsOutput$ = [
      3,
      n0,
      _DLO,
      0,
      [_AMRCU, _AMWCU, _TMRCU, _TMWCU],
      [1, 1, 1, 1]
    ];
    var DescribeTableInput$ = [
      3,
      n0,
      _DTIe,
      0,
      [_TN],
      [0],
      1
    ];
    var DescribeTableOutput$ = [
      3,
      n0,
      _DTOe,
      0,
      [_T],
      [() => TableDescription$]
    ];
    var DescribeTableReplicaAutoScalingInput$ = [
      3,
      n0,
      _DTRASI,
      0,
      [_TN],
      [0],
      1
    ];
    var DescribeTableReplicaAutoScalingOutput$ = [
      3,
      n0,
      _DTRASO,
      0,
      [_TASD],
      [() => TableAutoScalingDescription$]
    ];
    var DescribeTimeToLiveInput$ = [
      3,
      n0,
      _DTTLI,
      0,
      [_TN],
      [0],
      1
    ];
    var DescribeTimeToLiveOutput$ = [
      3,
      n0,
      _DTTLO,
      0,
      [_TTLD],
      [() => TimeToLiveDescription$]
    ];
    var DisassociateReplicationGroupMemberAction$ = [
      3,
      n0,
      _DRGMAi,
      0,
      [_RN, _DM],
      [0, 0],
      2
    ];
    var EnableKinesisStreamingConfiguration$ = [
      3,
      n0,
      _EKSC,
      0,
      [_ACDTP],
      [0]
    ];
    var Endpoint$ = [
      3,
      n0,
      _End,
      0,
      [_Ad, _CPIM],
      [0, 1],
      2
    ];
    var ExecuteStatementInput$ = [
      3,
      n0,
      _ESI,
      0,
      [_St, _P, _CRo, _NT, _RCC, _L, _RVOCCF],
      [0, () => PreparedStatementParameters, 2, 0, 0, 1, 0],
      1
    ];
    var ExecuteStatementOutput$ = [
      3,
      n0,
      _ESO,
      0,
      [_It, _NT, _CC, _LEK],
      [() => ItemList, 0, () => ConsumedCapacity$, () => Key]
    ];
    var ExecuteTransactionInput$ = [
      3,
      n0,
      _ETI,
      0,
      [_TS, _CRT, _RCC],
      [() => ParameterizedStatements, [0, 4], 0],
      1
    ];
    var ExecuteTransactionOutput$ = [
      3,
      n0,
      _ETO,
      0,
      [_R, _CC],
      [() => ItemResponseList, () => ConsumedCapacityMultiple]
    ];
    var ExpectedAttributeValue$ = [
      3,
      n0,
      _EAVx,
      0,
      [_V, _Exi, _CO, _AVL],
      [() => AttributeValue$, 2, 0, () => AttributeValueList]
    ];
    var ExportDescription$ = [
      3,
      n0,
      _ED,
      0,
      [_EA, _ES, _ST, _ET, _EM, _TA, _TI, _ETx, _CT, _SB, _SBO, _SPr, _SSA, _SSKKI, _FC, _FM, _EF, _BSBi, _IC, _ETxp, _IES, _FS],
      [0, 0, 4, 4, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, () => IncrementalExportSpecification$, () => FilterSpecification$]
    ];
    var ExportSummary$ = [
      3,
      n0,
      _ESx,
      0,
      [_EA, _ES, _ETxp],
      [0, 0, 0]
    ];
    var ExportTableToPointInTimeInput$ = [
      3,
      n0,
      _ETTPITI,
      0,
      [_TA, _SB, _ETx, _CT, _SBO, _SPr, _SSA, _SSKKI, _EF, _ETxp, _IES, _FS],
      [0, 0, 4, [0, 4], 0, 0, 0, 0, 0, 0, () => IncrementalExportSpecification$, () => FilterSpecification$],
      2
    ];
    var ExportTableToPointInTimeOutput$ = [
      3,
      n0,
      _ETTPITO,
      0,
      [_ED],
      [() => ExportDescription$]
    ];
    var FailureException$ = [
      3,
      n0,
      _FE,
      0,
      [_EN, _EDx],
      [0, 0]
    ];
    var FilterSpecification$ = [
      3,
      n0,
      _FS,
      0,
      [_FEi, _PE, _KCE, _EAN, _EAV],
      [0, 0, 0, 128 | 0, () => ExpressionAttributeValueMap]
    ];
    var Get$ = [
      3,
      n0,
      _G,
      0,
      [_K, _TN, _PE, _EAN],
      [() => Key, 0, 0, 128 | 0],
      2
    ];
    var GetItemInput$ = [
      3,
      n0,
      _GII,
      0,
      [_TN, _K, _ATG, _CRo, _RCC, _PE, _EAN],
      [0, () => Key, 64 | 0, 2, 0, 0, 128 | 0],
      2
    ];
    var GetItemOutput$ = [
      3,
      n0,
      _GIO,
      0,
      [_I, _CC],
      [() => AttributeMap, () => ConsumedCapacity$]
    ];
    var GetResourcePolicyInput$ = [
      3,
      n0,
      _GRPI,
      0,
      [_RA],
      [0],
      1
    ];
    var GetResourcePolicyOutput$ = [
      3,
      n0,
      _GRPO,
      0,
      [_Po, _RIe],
      [0, 0]
    ];
    var GlobalSecondaryIndex$ = [
      3,
      n0,
      _GSIl,
      0,
      [_IN, _KS, _Pr, _PTr, _ODT, _WT],
      [0, () => KeySchema, () => Projection$, () => ProvisionedThroughput$, () => OnDemandThroughput$, () => WarmThroughput$],
      3
    ];
    var GlobalSecondaryIndexAutoScalingUpdate$ = [
      3,
      n0,
      _GSIASU,
      0,
      [_IN, _PWCASU],
      [0, () => AutoScalingSettingsUpdate$]
    ];
    var GlobalSecondaryIndexDescription$ = [
      3,
      n0,
      _GSID,
      0,
      [_IN, _KS, _Pr, _IS, _B, _PTr, _ISB, _IC, _IAn, _ODT, _WT],
      [0, () => KeySchema, () => Projection$, 0, 2, () => ProvisionedThroughputDescription$, 1, 1, 0, () => OnDemandThroughput$, () => GlobalSecondaryIndexWarmThroughputDescription$]
    ];
    var GlobalSecondaryIndexInfo$ = [
      3,
      n0,
      _GSII,
      0,
      [_IN, _KS, _Pr, _PTr, _ODT],
      [0, () => KeySchema, () => Projection$, () => ProvisionedThroughput$, () => OnDemandThroughput$]
    ];
    var GlobalSecondaryIndexUpdate$ = [
      3,
      n0,
      _GSIU,
      0,
      [_U, _Cr, _Del],
      [() => UpdateGlobalSecondaryIndexAction$, () => CreateGlobalSecondaryIndexAction$, () => DeleteGlobalSecondaryIndexAction$]
    ];
    var GlobalSecondaryIndexWarmThroughputDescription$ = [
      3,
      n0,
      _GSIWTD,
      0,
      [_RUPS, _WUPS, _Sta],
      [1, 1, 0]
    ];
    var GlobalTable$ = [
      3,
      n0,
      _GT,
      0,
      [_GTN, _RG],
      [0, () => ReplicaList]
    ];
    var GlobalTableDescription$ = [
      3,
      n0,
      _GTD,
      0,
      [_RG, _GTA, _CDT, _GTS, _GTN],
      [() => ReplicaDescriptionList, 0, 4, 0, 0]
    ];
    var GlobalTableGlobalSecondaryIndexSettingsUpdate$ = [
      3,
      n0,
      _GTGSISU,
      0,
      [_IN, _PWCU, _PWCASSU],
      [0, 1, () => AutoScalingSettingsUpdate$],
      1
    ];
    var GlobalTableWitnessDescription$ = [
      3,
      n0,
      _GTWD,
      0,
      [_RN, _WS],
      [0, 0]
    ];
    var GlobalTableWitnessGroupUpdate$ = [
      3,
      n0,
      _GTWGU,
      0,
      [_Cr, _Del],
      [() => CreateGlobalTableWitnessGroupMemberAction$, () => DeleteGlobalTableWitnessGroupMemberAction$]
    ];
    var ImportSummary$ = [
      3,
      n0,
      _ISm,
      0,
      [_IA, _ISmp, _TA, _SBS, _CWLGA, _IF, _ST, _ET],
      [0, 0, 0, () => S3BucketSource$, 0, 0, 4, 4]
    ];
    var ImportTableDescription$ = [
      3,
      n0,
      _ITD,
      0,
      [_IA, _ISmp, _TA, _TI, _CT, _SBS, _EC, _CWLGA, _IF, _IFO, _ICT, _TCP, _ST, _ET, _PSB, _PIC, _IIC, _FC, _FM],
      [0, 0, 0, 0, 0, () => S3BucketSource$, 1, 0, 0, () => InputFormatOptions$, 0, () => TableCreationParameters$, 4, 4, 1, 1, 1, 0, 0]
    ];
    var ImportTableInput$ = [
      3,
      n0,
      _ITI,
      0,
      [_SBS, _IF, _TCP, _CT, _IFO, _ICT],
      [() => S3BucketSource$, 0, () => TableCreationParameters$, [0, 4], () => InputFormatOptions$, 0],
      3
    ];
    var ImportTableOutput$ = [
      3,
      n0,
      _ITO,
      0,
      [_ITD],
      [() => ImportTableDescription$],
      1
    ];
    var IncrementalExportSpecification$ = [
      3,
      n0,
      _IES,
      0,
      [_EFT, _ETT, _EVT],
      [4, 4, 0]
    ];
    var InputFormatOptions$ = [
      3,
      n0,
      _IFO,
      0,
      [_Cs],
      [() => CsvOptions$]
    ];
    var InputS3Configuration$ = [
      3,
      n0,
      _ISC,
      0,
      [_SB, _IF, _SBO, _SKP, _ICT],
      [0, 0, 0, 0, 0],
      2
    ];
    var ItemCollectionMetrics$ = [
      3,
      n0,
      _ICM,
      0,
      [_ICK, _SERGB],
      [() => ItemCollectionKeyAttributeMap, 64 | 1]
    ];
    var ItemResponse$ = [
      3,
      n0,
      _IR,
      0,
      [_I],
      [() => AttributeMap]
    ];
    var KeysAndAttributes$ = [
      3,
      n0,
      _KAA,
      0,
      [_Ke, _ATG, _CRo, _PE, _EAN],
      [() => KeyList, 64 | 0, 2, 0, 128 | 0],
      1
    ];
    var KeySchemaElement$ = [
      3,
      n0,
      _KSE,
      0,
      [_AN, _KT],
      [0, 0],
      2
    ];
    var KinesisDataStreamDestination$ = [
      3,
      n0,
      _KDSDi,
      0,
      [_SA, _DS, _DSD, _ACDTP],
      [0, 0, 0, 0]
    ];
    var KinesisStreamingDestinationInput$ = [
      3,
      n0,
      _KSDI,
      0,
      [_TN, _SA, _EKSC],
      [0, 0, () => EnableKinesisStreamingConfiguration$],
      2
    ];
    var KinesisStreamingDestinationOutput$ = [
      3,
      n0,
      _KSDO,
      0,
      [_TN, _SA, _DS, _EKSC],
      [0, 0, 0, () => EnableKinesisStreamingConfiguration$]
    ];
    var ListBackupsInput$ = [
      3,
      n0,
      _LBI,
      0,
      [_TN, _L, _TRLB, _TRUB, _ESBA, _BT],
      [0, 1, 4, 4, 0, 0]
    ];
    var ListBackupsOutput$ = [
      3,
      n0,
      _LBO,
      0,
      [_BSac, _LEBA],
      [() => BackupSummaries, 0]
    ];
    var ListBulkOperationsInput$ = [
      3,
      n0,
      _LBOI,
      0,
      [_MR, _NT],
      [1, 0]
    ];
    var ListBulkOperationsOutput$ = [
      3,
      n0,
      _LBOO,
      0,
      [_BOSL, _NT],
      [() => BulkOperationsSummaryList, 0]
    ];
    var ListContributorInsightsInput$ = [
      3,
      n0,
      _LCII,
      0,
      [_TN, _NT, _MR],
      [0, 0, 1]
    ];
    var ListContributorInsightsOutput$ = [
      3,
      n0,
      _LCIO,
      0,
      [_CISon, _NT],
      [() => ContributorInsightsSummaries, 0]
    ];
    var ListExportsInput$ = [
      3,
      n0,
      _LEI,
      0,
      [_TA, _MR, _NT],
      [0, 1, 0]
    ];
    var ListExportsOutput$ = [
      3,
      n0,
      _LEO,
      0,
      [_ESxp, _NT],
      [() => ExportSummaries, 0]
    ];
    var ListGlobalTablesInput$ = [
      3,
      n0,
      _LGTI,
      0,
      [_ESGTN, _L, _RN],
      [0, 1, 0]
    ];
    var ListGlobalTablesOutput$ = [
      3,
      n0,
      _LGTO,
      0,
      [_GTl, _LEGTN],
      [() => GlobalTableList, 0]
    ];
    var ListImportsInput$ = [
      3,
      n0,
      _LII,
      0,
      [_TA, _PS, _NT],
      [0, 1, 0]
    ];
    var ListImportsOutput$ = [
      3,
      n0,
      _LIO,
      0,
      [_ISL, _NT],
      [() => ImportSummaryList, 0]
    ];
    var ListTablesInput$ = [
      3,
      n0,
      _LTI,
      0,
      [_ESTN, _L],
      [0, 1]
    ];
    var ListTablesOutput$ = [
      3,
      n0,
      _LTO,
      0,
      [_TNa, _LETN],
      [64 | 0, 0]
    ];
    var ListTagsOfResourceInput$ = [
      3,
      n0,
      _LTORI,
      0,
      [_RA, _NT],
      [0, 0],
      1
    ];
    var ListTagsOfResourceOutput$ = [
      3,
      n0,
      _LTORO,
      0,
      [_Ta, _NT],
      [() => TagList, 0]
    ];
    var LocalSecondaryIndex$ = [
      3,
      n0,
      _LSIo,
      0,
      [_IN, _KS, _Pr],
      [0, () => KeySchema, () => Projection$],
      3
    ];
    var LocalSecondaryIndexDescription$ = [
      3,
      n0,
      _LSID,
      0,
      [_IN, _KS, _Pr, _ISB, _IC, _IAn],
      [0, () => KeySchema, () => Projection$, 1, 1, 0]
    ];
    var LocalSecondaryIndexInfo$ = [
      3,
      n0,
      _LSII,
      0,
      [_IN, _KS, _Pr],
      [0, () => KeySchema, () => Projection$]
    ];
    var OnDemandThroughput$ = [
      3,
      n0,
      _ODT,
      0,
      [_MRRU, _MWRU],
      [1, 1]
    ];
    var OnDemandThroughputOverride$ = [
      3,
      n0,
      _ODTO,
      0,
      [_MRRU],
      [1]
    ];
    var OutputS3Configuration$ = [
      3,
      n0,
      _OSC,
      0,
      [_OT, _SBO, _SB, _SKP, _SSA, _SSKKI],
      [64 | 0, 0, 0, 0, 0, 0],
      1
    ];
    var ParameterizedStatement$ = [
      3,
      n0,
      _PSa,
      0,
      [_St, _P, _RVOCCF],
      [0, () => PreparedStatementParameters, 0],
      1
    ];
    var PointInTimeRecoveryDescription$ = [
      3,
      n0,
      _PITRD,
      0,
      [_PITRS, _RPID, _ERDT, _LRDT],
      [0, 1, 4, 4]
    ];
    var PointInTimeRecoverySpecification$ = [
      3,
      n0,
      _PITRSo,
      0,
      [_PITRE, _RPID],
      [2, 1],
      1
    ];
    var Projection$ = [
      3,
      n0,
      _Pr,
      0,
      [_PTro, _NKA],
      [0, 64 | 0]
    ];
    var ProvisionedThroughput$ = [
      3,
      n0,
      _PTr,
      0,
      [_RCU, _WCU],
      [1, 1],
      2
    ];
    var ProvisionedThroughputDescription$ = [
      3,
      n0,
      _PTD,
      0,
      [_LIDT, _LDDT, _NODT, _RCU, _WCU],
      [4, 4, 1, 1, 1]
    ];
    var ProvisionedThroughputOverride$ = [
      3,
      n0,
      _PTO,
      0,
      [_RCU],
      [1]
    ];
    var Put$ = [
      3,
      n0,
      _Pu,
      0,
      [_I, _TN, _CE, _EAN, _EAV, _RVOCCF],
      [() => PutItemInputAttributeMap, 0, 0, 128 | 0, () => ExpressionAttributeValueMap, 0],
      2
    ];
    var PutItemInput$ = [
      3,
      n0,
      _PII,
      0,
      [_TN, _I, _Ex, _RV, _RCC, _RICM, _COo, _CE, _EAN, _EAV, _RVOCCF],
      [0, () => PutItemInputAttributeMap, () => ExpectedAttributeMap, 0, 0, 0, 0, 0, 128 | 0, () => ExpressionAttributeValueMap, 0],
      2
    ];
    var PutItemOutput$ = [
      3,
      n0,
      _PIO,
      0,
      [_At, _CC, _ICM],
      [() => AttributeMap, () => ConsumedCapacity$, () => ItemCollectionMetrics$]
    ];
    var PutRequest$ = [
      3,
      n0,
      _PR,
      0,
      [_I],
      [() => PutItemInputAttributeMap],
      1
    ];
    var PutResourcePolicyInput$ = [
      3,
      n0,
      _PRPI,
      0,
      [_RA, _Po, _ERI, _CRSRA],
      [0, 0, 0, [2, { [_hH]: _xacrsra }]],
      2
    ];
    var PutResourcePolicyOutput$ = [
      3,
      n0,
      _PRPO,
      0,
      [_RIe],
      [0]
    ];
    var QueryInput$ = [
      3,
      n0,
      _QI,
      0,
      [_TN, _IN, _Se, _ATG, _L, _CRo, _KC, _QF, _COo, _SIF, _ESK, _RCC, _PE, _FEi, _KCE, _EAN, _EAV],
      [0, 0, 0, 64 | 0, 1, 2, () => KeyConditions, () => FilterConditionMap, 0, 2, () => Key, 0, 0, 0, 0, 128 | 0, () => ExpressionAttributeValueMap],
      1
    ];
    var QueryOutput$ = [
      3,
      n0,
      _QO,
      0,
      [_It, _Cou, _SC, _LEK, _CC],
      [() => ItemList, 1, 1, () => Key, () => ConsumedCapacity$]
    ];
    var Replica$ = [
      3,
      n0,
      _Re,
      0,
      [_RN],
      [0]
    ];
    var ReplicaAutoScalingDescription$ = [
      3,
      n0,
      _RASD,
      0,
      [_RN, _GSI, _RPRCASS, _RPWCASS, _RSe],
      [0, () => ReplicaGlobalSecondaryIndexAutoScalingDescriptionList, () => AutoScalingSettingsDescription$, () => AutoScalingSettingsDescription$, 0]
    ];
    var ReplicaAutoScalingUpdate$ = [
      3,
      n0,
      _RASU,
      0,
      [_RN, _RGSIU, _RPRCASU],
      [0, () => ReplicaGlobalSecondaryIndexAutoScalingUpdateList, () => AutoScalingSettingsUpdate$],
      1
    ];
    var ReplicaDescription$ = [
      3,
      n0,
      _RD,
      0,
      [_RN, _RSe, _RAe, _RSD, _RSPP, _KMSMKI, _PTO, _ODTO, _WT, _GSI, _RIDT, _RTCS, _GTSRM],
      [0, 0, 0, 0, 0, 0, () => ProvisionedThroughputOverride$, () => OnDemandThroughputOverride$, () => TableWarmThroughputDescription$, () => ReplicaGlobalSecondaryIndexDescriptionList, 4, () => TableClassSummary$, 0]
    ];
    var ReplicaGlobalSecondaryIndex$ = [
      3,
      n0,
      _RGSI,
      0,
      [_IN, _PTO, _ODTO],
      [0, () => ProvisionedThroughputOverride$, () => OnDemandThroughputOverride$],
      1
    ];
    var ReplicaGlobalSecondaryIndexAutoScalingDescription$ = [
      3,
      n0,
      _RGSIASD,
      0,
      [_IN, _IS, _PRCASS, _PWCASS],
      [0, 0, () => AutoScalingSettingsDescription$, () => AutoScalingSettingsDescription$]
    ];
    var ReplicaGlobalSecondaryIndexAutoScalingUpdate$ = [
      3,
      n0,
      _RGSIASU,
      0,
      [_IN, _PRCASU],
      [0, () => AutoScalingSettingsUpdate$]
    ];
    var ReplicaGlobalSecondaryIndexDescription$ = [
      3,
      n0,
      _RGSID,
      0,
      [_IN, _PTO, _ODTO, _WT],
      [0, () => ProvisionedThroughputOverride$, () => OnDemandThroughputOverride$, () => GlobalSecondaryIndexWarmThroughputDescription$]
    ];
    var ReplicaGlobalSecondaryIndexSettingsDescription$ = [
      3,
      n0,
      _RGSISD,
      0,
      [_IN, _IS, _PRCU, _PRCASS, _PWCU, _PWCASS],
      [0, 0, 1, () => AutoScalingSettingsDescription$, 1, () => AutoScalingSettingsDescription$],
      1
    ];
    var ReplicaGlobalSecondaryIndexSettingsUpdate$ = [
      3,
      n0,
      _RGSISU,
      0,
      [_IN, _PRCU, _PRCASSU],
      [0, 1, () => AutoScalingSettingsUpdate$],
      1
    ];
    var ReplicaSettingsDescription$ = [
      3,
      n0,
      _RSDe,
      0,
      [_RN, _RSe, _RBMS, _RPRCU, _RPRCASS, _RPWCU, _RPWCASS, _RGSIS, _RTCS],
      [0, 0, () => BillingModeSummary$, 1, () => AutoScalingSettingsDescription$, 1, () => AutoScalingSettingsDescription$, () => ReplicaGlobalSecondaryIndexSettingsDescriptionList, () => TableClassSummary$],
      1
    ];
    var ReplicaSettingsUpdate$ = [
      3,
      n0,
      _RSU,
      0,
      [_RN, _RPRCU, _RPRCASSU, _RGSISU, _RTC],
      [0, 1, () => AutoScalingSettingsUpdate$, () => ReplicaGlobalSecondaryIndexSettingsUpdateList, 0],
      1
    ];
    var ReplicationGroupUpdate$ = [
      3,
      n0,
      _RGU,
      0,
      [_Cr, _U, _Del, _Di],
      [() => CreateReplicationGroupMemberAction$, () => UpdateReplicationGroupMemberAction$, () => DeleteReplicationGroupMemberAction$, () => DisassociateReplicationGroupMemberAction$]
    ];
    var ReplicaUpdate$ = [
      3,
      n0,
      _RU,
      0,
      [_Cr, _Del],
      [() => CreateReplicaAction$, () => DeleteReplicaAction$]
    ];
    var RestoreSummary$ = [
      3,
      n0,
      _RSes,
      0,
      [_RDT, _RIP, _SBA, _STA],
      [4, 2, 0, 0],
      2
    ];
    var RestoreTableFromBackupInput$ = [
      3,
      n0,
      _RTFBI,
      0,
      [_TTN, _BA, _BMO, _GSIO, _LSIO, _PTO, _ODTO, _SSESO, _VIO],
      [0, 0, 0, () => GlobalSecondaryIndexList, () => LocalSecondaryIndexList, () => ProvisionedThroughput$, () => OnDemandThroughput$, () => SSESpecification$, () => VectorIndexList],
      2
    ];
    var RestoreTableFromBackupOutput$ = [
      3,
      n0,
      _RTFBO,
      0,
      [_TDa],
      [() => TableDescription$]
    ];
    var RestoreTableToPointInTimeInput$ = [
      3,
      n0,
      _RTTPITI,
      0,
      [_TTN, _STA, _STN, _ULRT, _RDT, _BMO, _GSIO, _LSIO, _PTO, _ODTO, _SSESO, _VIO],
      [0, 0, 0, 2, 4, 0, () => GlobalSecondaryIndexList, () => LocalSecondaryIndexList, () => ProvisionedThroughput$, () => OnDemandThroughput$, () => SSESpecification$, () => VectorIndexList],
      1
    ];
    var RestoreTableToPointInTimeOutput$ = [
      3,
      n0,
      _RTTPITO,
      0,
      [_TDa],
      [() => TableDescription$]
    ];
    var S3BucketSource$ = [
      3,
      n0,
      _SBS,
      0,
      [_SB, _SBO, _SKP],
      [0, 0, 0],
      1
    ];
    var ScanInput$ = [
      3,
      n0,
      _SI,
      0,
      [_TN, _IN, _ATG, _L, _Se, _SF, _COo, _ESK, _RCC, _TSo, _Seg, _PE, _FEi, _EAN, _EAV, _CRo],
      [0, 0, 64 | 0, 1, 0, () => FilterConditionMap, 0, () => Key, 0, 1, 1, 0, 0, 128 | 0, () => ExpressionAttributeValueMap, 2],
      1
    ];
    var ScanOutput$ = [
      3,
      n0,
      _SO,
      0,
      [_It, _Cou, _SC, _LEK, _CC],
      [() => ItemList, 1, 1, () => Key, () => ConsumedCapacity$]
    ];
    var SearchResultItem$ = [
      3,
      n0,
      _SRI,
      0,
      [_I, _Sc],
      [() => AttributeMap, 1]
    ];
    var SearchSchemaElement$ = [
      3,
      n0,
      _SSE,
      0,
      [_AN, _SSET],
      [0, 0],
      2
    ];
    var SearchVectorsInput$ = [
      3,
      n0,
      _SVI,
      0,
      [_TN, _IN, _SV, _TK, _RCC, _EAN, _EAV, _PE, _SCE],
      [0, 0, () => SearchVectorList, 1, 0, 128 | 0, () => ExpressionAttributeValueMap, 0, 0],
      4
    ];
    var SearchVectorsOutput$ = [
      3,
      n0,
      _SVO,
      0,
      [_CC, _SR],
      [() => VectorCapacity$, () => SearchResultList]
    ];
    var SourceTableDetails$ = [
      3,
      n0,
      _STD,
      0,
      [_TN, _TI, _KS, _TCDT, _PTr, _TA, _TSB, _ODT, _IC, _BM],
      [0, 0, () => KeySchema, 4, () => ProvisionedThroughput$, 0, 1, () => OnDemandThroughput$, 1, 0],
      5
    ];
    var SourceTableFeatureDetails$ = [
      3,
      n0,
      _STFD,
      0,
      [_LSI, _GSI, _SD, _TTLD, _SSED, _VI],
      [() => LocalSecondaryIndexes, () => GlobalSecondaryIndexes, () => StreamSpecification$, () => TimeToLiveDescription$, () => SSEDescription$, () => VectorIndexes]
    ];
    var SSEDescription$ = [
      3,
      n0,
      _SSED,
      0,
      [_Sta, _SSETy, _KMSMKA, _IEDT],
      [0, 0, 0, 4]
    ];
    var SSESpecification$ = [
      3,
      n0,
      _SSES,
      0,
      [_Ena, _SSETy, _KMSMKI],
      [2, 0, 0]
    ];
    var StartBulkPutItemsInput$ = [
      3,
      n0,
      _SBPII,
      0,
      [_ISC, _OSC, _TN, _CT, _MWRU, _PT],
      [() => InputS3Configuration$, () => OutputS3Configuration$, 0, [0, 4], 1, 0],
      3
    ];
    var StartBulkPutItemsOutput$ = [
      3,
      n0,
      _SBPIO,
      0,
      [_BOD],
      [() => BulkOperationDescription$],
      1
    ];
    var StreamSpecification$ = [
      3,
      n0,
      _SS,
      0,
      [_SE, _SVT],
      [2, 0],
      1
    ];
    var TableAutoScalingDescription$ = [
      3,
      n0,
      _TASD,
      0,
      [_TN, _TSa, _Rep],
      [0, 0, () => ReplicaAutoScalingDescriptionList]
    ];
    var TableClassSummary$ = [
      3,
      n0,
      _TCS,
      0,
      [_TC, _LUDT],
      [0, 4]
    ];
    var TableCreationParameters$ = [
      3,
      n0,
      _TCP,
      0,
      [_TN, _ADt, _KS, _BM, _PTr, _ODT, _SSES, _GSI, _VI],
      [0, () => AttributeDefinitions, () => KeySchema, 0, () => ProvisionedThroughput$, () => OnDemandThroughput$, () => SSESpecification$, () => GlobalSecondaryIndexList, () => VectorIndexList],
      3
    ];
    var TableDescription$ = [
      3,
      n0,
      _TDa,
      0,
      [_ADt, _TN, _KS, _TSa, _CDT, _PTr, _TSB, _IC, _TA, _TI, _BMS, _LSI, _GSI, _SS, _LSL, _LSA, _GTV, _Rep, _GTW, _GTSRM, _RSes, _SSED, _AS, _TCS, _DPE, _DPEi, _ODT, _WT, _MRC, _VI],
      [() => AttributeDefinitions, 0, () => KeySchema, 0, 4, () => ProvisionedThroughputDescription$, 1, 1, 0, 0, () => BillingModeSummary$, () => LocalSecondaryIndexDescriptionList, () => GlobalSecondaryIndexDescriptionList, () => StreamSpecification$, 0, 0, 0, () => ReplicaDescriptionList, () => GlobalTableWitnessDescriptionList, 0, () => RestoreSummary$, () => SSEDescription$, () => ArchivalSummary$, () => TableClassSummary$, 2, 2, () => OnDemandThroughput$, () => TableWarmThroughputDescription$, 0, () => VectorIndexDescriptionList]
    ];
    var TableWarmThroughputDescription$ = [
      3,
      n0,
      _TWTD,
      0,
      [_RUPS, _WUPS, _Sta],
      [1, 1, 0]
    ];
    var Tag$ = [
      3,
      n0,
      _Tag,
      0,
      [_K, _V],
      [0, 0],
      2
    ];
    var TagResourceInput$ = [
      3,
      n0,
      _TRI,
      0,
      [_RA, _Ta],
      [0, () => TagList],
      2
    ];
    var ThrottlingReason$ = [
      3,
      n0,
      _TRh,
      0,
      [_r, _re],
      [0, 0]
    ];
    var TimeToLiveDescription$ = [
      3,
      n0,
      _TTLD,
      0,
      [_TTLS, _AN],
      [0, 0]
    ];
    var TimeToLiveSpecification$ = [
      3,
      n0,
      _TTLSi,
      0,
      [_Ena, _AN],
      [2, 0],
      2
    ];
    var TransactGetItem$ = [
      3,
      n0,
      _TGI,
      0,
      [_G],
      [() => Get$],
      1
    ];
    var TransactGetItemsInput$ = [
      3,
      n0,
      _TGII,
      0,
      [_TIr, _RCC],
      [() => TransactGetItemList, 0],
      1
    ];
    var TransactGetItemsOutput$ = [
      3,
      n0,
      _TGIO,
      0,
      [_CC, _R],
      [() => ConsumedCapacityMultiple, () => ItemResponseList]
    ];
    var TransactWriteItem$ = [
      3,
      n0,
      _TWI,
      0,
      [_CCo, _Pu, _Del, _U],
      [() => ConditionCheck$, () => Put$, () => Delete$, () => Update$]
    ];
    var TransactWriteItemsInput$ = [
      3,
      n0,
      _TWII,
      0,
      [_TIr, _RCC, _RICM, _CRT],
      [() => TransactWriteItemList, 0, 0, [0, 4]],
      1
    ];
    var TransactWriteItemsOutput$ = [
      3,
      n0,
      _TWIO,
      0,
      [_CC, _ICM],
      [() => ConsumedCapacityMultiple, () => ItemCollectionMetricsPerTable]
    ];
    var UntagResourceInput$ = [
      3,
      n0,
      _URI,
      0,
      [_RA, _TKa],
      [0, 64 | 0],
      2
    ];
    var Update$ = [
      3,
      n0,
      _U,
      0,
      [_K, _UE, _TN, _CE, _EAN, _EAV, _RVOCCF],
      [() => Key, 0, 0, 0, 128 | 0, () => ExpressionAttributeValueMap, 0],
      3
    ];
    var UpdateContinuousBackupsInput$ = [
      3,
      n0,
      _UCBI,
      0,
      [_TN, _PITRSo],
      [0, () => PointInTimeRecoverySpecification$],
      2
    ];
    var UpdateContinuousBackupsOutput$ = [
      3,
      n0,
      _UCBO,
      0,
      [_CBD],
      [() => ContinuousBackupsDescription$]
    ];
    var UpdateContributorInsightsInput$ = [
      3,
      n0,
      _UCII,
      0,
      [_TN, _CIA, _IN, _CIM],
      [0, 0, 0, 0],
      2
    ];
    var UpdateContributorInsightsOutput$ = [
      3,
      n0,
      _UCIO,
      0,
      [_TN, _IN, _CISo, _CIM],
      [0, 0, 0, 0]
    ];
    var UpdateGlobalSecondaryIndexAction$ = [
      3,
      n0,
      _UGSIA,
      0,
      [_IN, _PTr, _ODT, _WT],
      [0, () => ProvisionedThroughput$, () => OnDemandThroughput$, () => WarmThroughput$],
      1
    ];
    var UpdateGlobalTableInput$ = [
      3,
      n0,
      _UGTI,
      0,
      [_GTN, _RUe],
      [0, () => ReplicaUpdateList],
      2
    ];
    var UpdateGlobalTableOutput$ = [
      3,
      n0,
      _UGTO,
      0,
      [_GTD],
      [() => GlobalTableDescription$]
    ];
    var UpdateGlobalTableSettingsInput$ = [
      3,
      n0,
      _UGTSI,
      0,
      [_GTN, _GTBM, _GTPWCU, _GTPWCASSU, _GTGSISU, _RSU],
      [0, 0, 1, () => AutoScalingSettingsUpdate$, () => GlobalTableGlobalSecondaryIndexSettingsUpdateList, () => ReplicaSettingsUpdateList],
      1
    ];
    var UpdateGlobalTableSettingsOutput$ = [
      3,
      n0,
      _UGTSO,
      0,
      [_GTN, _RS],
      [0, () => ReplicaSettingsDescriptionList]
    ];
    var UpdateItemInput$ = [
      3,
      n0,
      _UII,
      0,
      [_TN, _K, _AU, _Ex, _COo, _RV, _RCC, _RICM, _UE, _CE, _EAN, _EAV, _RVOCCF],
      [0, () => Key, () => AttributeUpdates, () => ExpectedAttributeMap, 0, 0, 0, 0, 0, 0, 128 | 0, () => ExpressionAttributeValueMap, 0],
      2
    ];
    var UpdateItemOutput$ = [
      3,
      n0,
      _UIO,
      0,
      [_At, _CC, _ICM],
      [() => AttributeMap, () => ConsumedCapacity$, () => ItemCollectionMetrics$]
    ];
    var UpdateKinesisStreamingConfiguration$ = [
      3,
      n0,
      _UKSC,
      0,
      [_ACDTP],
      [0]
    ];
    var UpdateKinesisStreamingDestinationInput$ = [
      3,
      n0,
      _UKSDI,
      0,
      [_TN, _SA, _UKSC],
      [0, 0, () => UpdateKinesisStreamingConfiguration$],
      2
    ];
    var UpdateKinesisStreamingDestinationOutput$ = [
      3,
      n0,
      _UKSDO,
      0,
      [_TN, _SA, _DS, _UKSC],
      [0, 0, 0, () => UpdateKinesisStreamingConfiguration$]
    ];
    var UpdateReplicationGroupMemberAction$ = [
      3,
      n0,
      _URGMA,
      0,
      [_RN, _KMSMKI, _PTO, _ODTO, _GSI, _TCO],
      [0, 0, () => ProvisionedThroughputOverride$, () => OnDemandThroughputOverride$, () => ReplicaGlobalSecondaryIndexList, 0],
      1
    ];
    var UpdateTableInput$ = [
      3,
      n0,
      _UTI,
      0,
      [_TN, _ADt, _BM, _PTr, _GSIUl, _SS, _SSES, _RUe, _TC, _DPE, _MRC, _GTWU, _ODT, _WT, _GTSRM, _DPEi, _VIU],
      [0, () => AttributeDefinitions, 0, () => ProvisionedThroughput$, () => GlobalSecondaryIndexUpdateList, () => StreamSpecification$, () => SSESpecification$, () => ReplicationGroupUpdateList, 0, 2, 0, () => GlobalTableWitnessGroupUpdateList, () => OnDemandThroughput$, () => WarmThroughput$, 0, 2, () => VectorIndexUpdateList],
      1
    ];
    var UpdateTableOutput$ = [
      3,
      n0,
      _UTO,
      0,
      [_TDa],
      [() => TableDescription$]
    ];
    var UpdateTableReplicaAutoScalingInput$ = [
      3,
      n0,
      _UTRASI,
      0,
      [_TN, _GSIUl, _PWCASU, _RUe],
      [0, () => GlobalSecondaryIndexAutoScalingUpdateList, () => AutoScalingSettingsUpdate$, () => ReplicaAutoScalingUpdateList],
      1
    ];
    var UpdateTableReplicaAutoScalingOutput$ = [
      3,
      n0,
      _UTRASO,
      0,
      [_TASD],
      [() => TableAutoScalingDescription$]
    ];
    var UpdateTimeToLiveInput$ = [
      3,
      n0,
      _UTTLI,
      0,
      [_TN, _TTLSi],
      [0, () => TimeToLiveSpecification$],
      2
    ];
    var UpdateTimeToLiveOutput$ = [
      3,
      n0,
      _UTTLO,
      0,
      [_TTLSi],
      [() => TimeToLiveSpecification$]
    ];
    var VectorAttributeDefinition$ = [
      3,
      n0,
      _VAD,
      0,
      [_AN],
      [0],
      1
    ];
    var VectorCapacity$ = [
      3,
      n0,
      _VC,
      0,
      [_VSRB, _VWRB],
      [1, 1]
    ];
    var VectorIndex$ = [
      3,
      n0,
      _VIe,
      0,
      [_IN, _VA, _Pr, _D, _DF, _SSe],
      [0, () => VectorAttributeDefinition$, () => Projection$, 1, 0, () => SearchSchema],
      5
    ];
    var VectorIndexDescription$ = [
      3,
      n0,
      _VID,
      0,
      [_IN, _SSe, _Pr, _VA, _D, _DF, _IS, _B, _ISB, _IC, _IAn],
      [0, () => SearchSchema, () => Projection$, () => VectorAttributeDefinition$, 1, 0, 0, 2, 1, 1, 0]
    ];
    var VectorIndexInfo$ = [
      3,
      n0,
      _VII,
      0,
      [_IN, _VA, _SSe, _Pr, _D, _DF],
      [0, () => VectorAttributeDefinition$, () => SearchSchema, () => Projection$, 1, 0]
    ];
    var VectorIndexUpdate$ = [
      3,
      n0,
      _VIUe,
      0,
      [_Cr, _Del],
      [() => CreateVectorIndexAction$, () => DeleteVectorIndexAction$]
    ];
    var WarmThroughput$ = [
      3,
      n0,
      _WT,
      0,
      [_RUPS, _WUPS],
      [1, 1]
    ];
    var WriteRequest$ = [
      3,
      n0,
      _WR,
      0,
      [_PR, _DR],
      [() => PutRequest$, () => DeleteRequest$]
    ];
    var __Unit = "unit";
    var AttributeDefinitions = [
      1,
      n0,
      _ADt,
      0,
      () => AttributeDefinition$
    ];
    var AttributeValueList = [
      1,
      n0,
      _AVL,
      0,
      () => AttributeValue$
    ];
    var AutoScalingPolicyDescriptionList = [
      1,
      n0,
      _ASPDL,
      0,
      () => AutoScalingPolicyDescription$
    ];
    var BackupSummaries = [
      1,
      n0,
      _BSac,
      0,
      () => BackupSummary$
    ];
    var BulkOperationsSummaryList = [
      1,
      n0,
      _BOSL,
      0,
      () => BulkOperationSummary$
    ];
    var BulkOperationTableDetails = [
      1,
      n0,
      _BOTDu,
      0,
      () => BulkOperationTableDetail$
    ];
    var BulkOperationUsageMultiple = [
      1,
      n0,
      _BOUM,
      0,
      () => BulkOperationUsage$
    ];
    var CancellationReasonList = [
      1,
      n0,
      _CRL,
      0,
      () => CancellationReason$
    ];
    var ConsumedCapacityMultiple = [
      1,
      n0,
      _CCM,
      0,
      () => ConsumedCapacity$
    ];
    var ContributorInsightsSummaries = [
      1,
      n0,
      _CISon,
      0,
      () => ContributorInsightsSummary$
    ];
    var Endpoints = [
      1,
      n0,
      _En,
      0,
      () => Endpoint$
    ];
    var ExportSummaries = [
      1,
      n0,
      _ESxp,
      0,
      () => ExportSummary$
    ];
    var GlobalSecondaryIndexAutoScalingUpdateList = [
      1,
      n0,
      _GSIASUL,
      0,
      () => GlobalSecondaryIndexAutoScalingUpdate$
    ];
    var GlobalSecondaryIndexDescriptionList = [
      1,
      n0,
      _GSIDL,
      0,
      () => GlobalSecondaryIndexDescription$
    ];
    var GlobalSecondaryIndexes = [
      1,
      n0,
      _GSI,
      0,
      () => GlobalSecondaryIndexInfo$
    ];
    var GlobalSecondaryIndexList = [
      1,
      n0,
      _GSIL,
      0,
      () => GlobalSecondaryIndex$
    ];
    var GlobalSecondaryIndexUpdateList = [
      1,
      n0,
      _GSIUL,
      0,
      () => GlobalSecondaryIndexUpdate$
    ];
    var GlobalTableGlobalSecondaryIndexSettingsUpdateList = [
      1,
      n0,
      _GTGSISUL,
      0,
      () => GlobalTableGlobalSecondaryIndexSettingsUpdate$
    ];
    var GlobalTableList = [
      1,
      n0,
      _GTL,
      0,
      () => GlobalTable$
    ];
    var GlobalTableWitnessDescriptionList = [
      1,
      n0,
      _GTWDL,
      0,
      () => GlobalTableWitnessDescription$
    ];
    var GlobalTableWitnessGroupUpdateList = [
      1,
      n0,
      _GTWGUL,
      0,
      () => GlobalTableWitnessGroupUpdate$
    ];
    var ImportSummaryList = [
      1,
      n0,
      _ISL,
      0,
      () => ImportSummary$
    ];
    var ItemCollectionMetricsMultiple = [
      1,
      n0,
      _ICMM,
      0,
      () => ItemCollectionMetrics$
    ];
    var ItemList = [
      1,
      n0,
      _IL,
      0,
      () => AttributeMap
    ];
    var ItemResponseList = [
      1,
      n0,
      _IRL,
      0,
      () => ItemResponse$
    ];
    var KeyList = [
      1,
      n0,
      _KL,
      0,
      () => Key
    ];
    var KeySchema = [
      1,
      n0,
      _KS,
      0,
      () => KeySchemaElement$
    ];
    var KinesisDataStreamDestinations = [
      1,
      n0,
      _KDSD,
      0,
      () => KinesisDataStreamDestination$
    ];
    var ListAttributeValue = [
      1,
      n0,
      _LAV,
      0,
      () => AttributeValue$
    ];
    var LocalSecondaryIndexDescriptionList = [
      1,
      n0,
      _LSIDL,
      0,
      () => LocalSecondaryIndexDescription$
    ];
    var LocalSecondaryIndexes = [
      1,
      n0,
      _LSI,
      0,
      () => LocalSecondaryIndexInfo$
    ];
    var LocalSecondaryIndexList = [
      1,
      n0,
      _LSIL,
      0,
      () => LocalSecondaryIndex$
    ];
    var ParameterizedStatements = [
      1,
      n0,
      _PSar,
      0,
      () => ParameterizedStatement$
    ];
    var PartiQLBatchRequest = [
      1,
      n0,
      _PQLBR,
      0,
      () => BatchStatementRequest$
    ];
    var PartiQLBatchResponse = [
      1,
      n0,
      _PQLBRa,
      0,
      () => BatchStatementResponse$
    ];
    var PreparedStatementParameters = [
      1,
      n0,
      _PSP,
      0,
      () => AttributeValue$
    ];
    var ReplicaAutoScalingDescriptionList = [
      1,
      n0,
      _RASDL,
      0,
      () => ReplicaAutoScalingDescription$
    ];
    var ReplicaAutoScalingUpdateList = [
      1,
      n0,
      _RASUL,
      0,
      () => ReplicaAutoScalingUpdate$
    ];
    var ReplicaDescriptionList = [
      1,
      n0,
      _RDL,
      0,
      () => ReplicaDescription$
    ];
    var ReplicaGlobalSecondaryIndexAutoScalingDescriptionList = [
      1,
      n0,
      _RGSIASDL,
      0,
      () => ReplicaGlobalSecondaryIndexAutoScalingDescription$
    ];
    var ReplicaGlobalSecondaryIndexAutoScalingUpdateList = [
      1,
      n0,
      _RGSIASUL,
      0,
      () => ReplicaGlobalSecondaryIndexAutoScalingUpdate$
    ];
    var ReplicaGlobalSecondaryIndexDescriptionList = [
      1,
      n0,
      _RGSIDL,
      0,
      () => ReplicaGlobalSecondaryIndexDescription$
    ];
    var ReplicaGlobalSecondaryIndexList = [
      1,
      n0,
      _RGSIL,
      0,
      () => ReplicaGlobalSecondaryIndex$
    ];
    var ReplicaGlobalSecondaryIndexSettingsDescriptionList = [
      1,
      n0,
      _RGSISDL,
      0,
      () => ReplicaGlobalSecondaryIndexSettingsDescription$
    ];
    var ReplicaGlobalSecondaryIndexSettingsUpdateList = [
      1,
      n0,
      _RGSISUL,
      0,
      () => ReplicaGlobalSecondaryIndexSettingsUpdate$
    ];
    var ReplicaList = [
      1,
      n0,
      _RL,
      0,
      () => Replica$
    ];
    var ReplicaSettingsDescriptionList = [
      1,
      n0,
      _RSDL,
      0,
      () => ReplicaSettingsDescription$
    ];
    var ReplicaSettingsUpdateList = [
      1,
      n0,
      _RSUL,
      0,
      () => ReplicaSettingsUpdate$
    ];
    var ReplicationGroupUpdateList = [
      1,
      n0,
      _RGUL,
      0,
      () => ReplicationGroupUpdate$
    ];
    var ReplicaUpdateList = [
      1,
      n0,
      _RUL,
      0,
      () => ReplicaUpdate$
    ];
    var SearchResultList = [
      1,
      n0,
      _SRL,
      0,
      () => SearchResultItem$
    ];
    var SearchSchema = [
      1,
      n0,
      _SSe,
      0,
      () => SearchSchemaElement$
    ];
    var SearchVectorList = [
      1,
      n0,
      _SVL,
      0,
      () => AttributeValue$
    ];
    var TagList = [
      1,
      n0,
      _TL,
      0,
      () => Tag$
    ];
    var ThrottlingReasonList = [
      1,
      n0,
      _TRL,
      0,
      () => ThrottlingReason$
    ];
    var TransactGetItemList = [
      1,
      n0,
      _TGIL,
      0,
      () => TransactGetItem$
    ];
    var TransactWriteItemList = [
      1,
      n0,
      _TWIL,
      0,
      () => TransactWriteItem$
    ];
    var VectorIndexDescriptionList = [
      1,
      n0,
      _VIDL,
      0,
      () => VectorIndexDescription$
    ];
    var VectorIndexes = [
      1,
      n0,
      _VI,
      0,
      () => VectorIndexInfo$
    ];
    var VectorIndexList = [
      1,
      n0,
      _VIL,
      0,
      () => VectorIndex$
    ];
    var VectorIndexUpdateList = [
      1,
      n0,
      _VIUL,
      0,
      () => VectorIndexUpdate$
    ];
    var WriteRequests = [
      1,
      n0,
      _WRr,
      0,
      () => WriteRequest$
    ];
    var AttributeMap = [
      2,
      n0,
      _AM,
      0,
      0,
      () => AttributeValue$
    ];
    var AttributeUpdates = [
      2,
      n0,
      _AU,
      0,
      0,
      () => AttributeValueUpdate$
    ];
    var BatchGetRequestMap = [
      2,
      n0,
      _BGRMa,
      0,
      0,
      () => KeysAndAttributes$
    ];
    var BatchGetResponseMap = [
      2,
      n0,
      _BGRM,
      0,
      0,
      () => ItemList
    ];
    var BatchWriteItemRequestMap = [
      2,
      n0,
      _BWIRM,
      0,
      0,
      () => WriteRequests
    ];
    var ExpectedAttributeMap = [
      2,
      n0,
      _EAM,
      0,
      0,
      () => ExpectedAttributeValue$
    ];
    var ExpressionAttributeValueMap = [
      2,
      n0,
      _EAVM,
      0,
      0,
      () => AttributeValue$
    ];
    var FilterConditionMap = [
      2,
      n0,
      _FCM,
      0,
      0,
      () => Condition$
    ];
    var ItemCollectionKeyAttributeMap = [
      2,
      n0,
      _ICKAM,
      0,
      0,
      () => AttributeValue$
    ];
    var ItemCollectionMetricsPerTable = [
      2,
      n0,
      _ICMPT,
      0,
      0,
      () => ItemCollectionMetricsMultiple
    ];
    var Key = [
      2,
      n0,
      _K,
      0,
      0,
      () => AttributeValue$
    ];
    var KeyConditions = [
      2,
      n0,
      _KC,
      0,
      0,
      () => Condition$
    ];
    var MapAttributeValue = [
      2,
      n0,
      _MAV,
      0,
      0,
      () => AttributeValue$
    ];
    var PutItemInputAttributeMap = [
      2,
      n0,
      _PIIAM,
      0,
      0,
      () => AttributeValue$
    ];
    var SecondaryIndexesBulkBytesMap = [
      2,
      n0,
      _SIBBM,
      0,
      0,
      () => BulkOperationBytes$
    ];
    var SecondaryIndexesCapacityMap = [
      2,
      n0,
      _SICM,
      0,
      0,
      () => Capacity$
    ];
    var VectorIndexesBulkVectorBytesMap = [
      2,
      n0,
      _VIBVBM,
      0,
      0,
      () => BulkOperationVectorBytes$
    ];
    var VectorIndexesCapacityMap = [
      2,
      n0,
      _VICM,
      0,
      0,
      () => VectorCapacity$
    ];
    var AttributeValue$ = [
      4,
      n0,
      _AV,
      0,
      [_S_, _N, _B_, _SS_, _NS, _BS_, _M_, _L_, _NULL, _BOOL],
      [0, 0, 21, 64 | 0, 64 | 0, 64 | 21, () => MapAttributeValue, () => ListAttributeValue, 2, 2]
    ];
    var BatchExecuteStatement$ = [
      9,
      n0,
      _BES,
      0,
      () => BatchExecuteStatementInput$,
      () => BatchExecuteStatementOutput$
    ];
    var BatchGetItem$ = [
      9,
      n0,
      _BGI,
      0,
      () => BatchGetItemInput$,
      () => BatchGetItemOutput$
    ];
    var BatchWriteItem$ = [
      9,
      n0,
      _BWI,
      0,
      () => BatchWriteItemInput$,
      () => BatchWriteItemOutput$
    ];
    var CancelBulkOperation$ = [
      9,
      n0,
      _CBOa,
      0,
      () => CancelBulkOperationInput$,
      () => CancelBulkOperationOutput$
    ];
    var CreateBackup$ = [
      9,
      n0,
      _CB,
      0,
      () => CreateBackupInput$,
      () => CreateBackupOutput$
    ];
    var CreateGlobalTable$ = [
      9,
      n0,
      _CGT,
      0,
      () => CreateGlobalTableInput$,
      () => CreateGlobalTableOutput$
    ];
    var CreateTable$ = [
      9,
      n0,
      _CTr,
      0,
      () => CreateTableInput$,
      () => CreateTableOutput$
    ];
    var DeleteBackup$ = [
      9,
      n0,
      _DB,
      0,
      () => DeleteBackupInput$,
      () => DeleteBackupOutput$
    ];
    var DeleteItem$ = [
      9,
      n0,
      _DI,
      0,
      () => DeleteItemInput$,
      () => DeleteItemOutput$
    ];
    var DeleteResourcePolicy$ = [
      9,
      n0,
      _DRP,
      0,
      () => DeleteResourcePolicyInput$,
      () => DeleteResourcePolicyOutput$
    ];
    var DeleteTable$ = [
      9,
      n0,
      _DT,
      0,
      () => DeleteTableInput$,
      () => DeleteTableOutput$
    ];
    var DescribeBackup$ = [
      9,
      n0,
      _DBe,
      0,
      () => DescribeBackupInput$,
      () => DescribeBackupOutput$
    ];
    var DescribeBulkOperation$ = [
      9,
      n0,
      _DBOes,
      0,
      () => DescribeBulkOperationInput$,
      () => DescribeBulkOperationOutput$
    ];
    var DescribeContinuousBackups$ = [
      9,
      n0,
      _DCB,
      0,
      () => DescribeContinuousBackupsInput$,
      () => DescribeContinuousBackupsOutput$
    ];
    var DescribeContributorInsights$ = [
      9,
      n0,
      _DCI,
      0,
      () => DescribeContributorInsightsInput$,
      () => DescribeContributorInsightsOutput$
    ];
    var DescribeEndpoints$ = [
      9,
      n0,
      _DE,
      0,
      () => DescribeEndpointsRequest$,
      () => DescribeEndpointsResponse$
    ];
    var DescribeExport$ = [
      9,
      n0,
      _DEe,
      0,
      () => DescribeExportInput$,
      () => DescribeExportOutput$
    ];
    var DescribeGlobalTable$ = [
      9,
      n0,
      _DGT,
      0,
      () => DescribeGlobalTableInput$,
      () => DescribeGlobalTableOutput$
    ];
    var DescribeGlobalTableSettings$ = [
      9,
      n0,
      _DGTS,
      0,
      () => DescribeGlobalTableSettingsInput$,
      () => DescribeGlobalTableSettingsOutput$
    ];
    var DescribeImport$ = [
      9,
      n0,
      _DIe,
      0,
      () => DescribeImportInput$,
      () => DescribeImportOutput$
    ];
    var DescribeKinesisStreamingDestination$ = [
      9,
      n0,
      _DKSD,
      0,
      () => DescribeKinesisStreamingDestinationInput$,
      () => DescribeKinesisStreamingDestinationOutput$
    ];
    var DescribeLimits$ = [
      9,
      n0,
      _DL,
      0,
      () => DescribeLimitsInput$,
      () => DescribeLimitsOutput$
    ];
    var DescribeTable$ = [
      9,
      n0,
      _DTe,
      0,
      () => DescribeTableInput$,
      () => DescribeTableOutput$
    ];
    var DescribeTableReplicaAutoScaling$ = [
      9,
      n0,
      _DTRAS,
      0,
      () => DescribeTableReplicaAutoScalingInput$,
      () => DescribeTableReplicaAutoScalingOutput$
    ];
    var DescribeTimeToLive$ = [
      9,
      n0,
      _DTTL,
      0,
      () => DescribeTimeToLiveInput$,
      () => DescribeTimeToLiveOutput$
    ];
    var DisableKinesisStreamingDestination$ = [
      9,
      n0,
      _DKSDi,
      0,
      () => KinesisStreamingDestinationInput$,
      () => KinesisStreamingDestinationOutput$
    ];
    var EnableKinesisStreamingDestination$ = [
      9,
      n0,
      _EKSD,
      0,
      () => KinesisStreamingDestinationInput$,
      () => KinesisStreamingDestinationOutput$
    ];
    var ExecuteStatement$ = [
      9,
      n0,
      _ESxe,
      0,
      () => ExecuteStatementInput$,
      () => ExecuteStatementOutput$
    ];
    var ExecuteTransaction$ = [
      9,
      n0,
      _ETxe,
      0,
      () => ExecuteTransactionInput$,
      () => ExecuteTransactionOutput$
    ];
    var ExportTableToPointInTime$ = [
      9,
      n0,
      _ETTPIT,
      0,
      () => ExportTableToPointInTimeInput$,
      () => ExportTableToPointInTimeOutput$
    ];
    var GetItem$ = [
      9,
      n0,
      _GI,
      0,
      () => GetItemInput$,
      () => GetItemOutput$
    ];
    var GetResourcePolicy$ = [
      9,
      n0,
      _GRP,
      0,
      () => GetResourcePolicyInput$,
      () => GetResourcePolicyOutput$
    ];
    var ImportTable$ = [
      9,
      n0,
      _IT,
      0,
      () => ImportTableInput$,
      () => ImportTableOutput$
    ];
    var ListBackups$ = [
      9,
      n0,
      _LB,
      0,
      () => ListBackupsInput$,
      () => ListBackupsOutput$
    ];
    var ListBulkOperations$ = [
      9,
      n0,
      _LBOi,
      0,
      () => ListBulkOperationsInput$,
      () => ListBulkOperationsOutput$
    ];
    var ListContributorInsights$ = [
      9,
      n0,
      _LCI,
      0,
      () => ListContributorInsightsInput$,
      () => ListContributorInsightsOutput$
    ];
    var ListExports$ = [
      9,
      n0,
      _LE,
      0,
      () => ListExportsInput$,
      () => ListExportsOutput$
    ];
    var ListGlobalTables$ = [
      9,
      n0,
      _LGT,
      0,
      () => ListGlobalTablesInput$,
      () => ListGlobalTablesOutput$
    ];
    var ListImports$ = [
      9,
      n0,
      _LI,
      0,
      () => ListImportsInput$,
      () => ListImportsOutput$
    ];
    var ListTables$ = [
      9,
      n0,
      _LT,
      0,
      () => ListTablesInput$,
      () => ListTablesOutput$
    ];
    var ListTagsOfResource$ = [
      9,
      n0,
      _LTOR,
      0,
      () => ListTagsOfResourceInput$,
      () => ListTagsOfResourceOutput$
    ];
    var PutItem$ = [
      9,
      n0,
      _PI,
      0,
      () => PutItemInput$,
      () => PutItemOutput$
    ];
    var PutResourcePolicy$ = [
      9,
      n0,
      _PRP,
      0,
      () => PutResourcePolicyInput$,
      () => PutResourcePolicyOutput$
    ];
    var Query$ = [
      9,
      n0,
      _Q,
      0,
      () => QueryInput$,
      () => QueryOutput$
    ];
    var RestoreTableFromBackup$ = [
      9,
      n0,
      _RTFB,
      0,
      () => RestoreTableFromBackupInput$,
      () => RestoreTableFromBackupOutput$
    ];
    var RestoreTableToPointInTime$ = [
      9,
      n0,
      _RTTPIT,
      0,
      () => RestoreTableToPointInTimeInput$,
      () => RestoreTableToPointInTimeOutput$
    ];
    var Scan$ = [
      9,
      n0,
      _Sca,
      0,
      () => ScanInput$,
      () => ScanOutput$
    ];
    var SearchVectors$ = [
      9,
      n0,
      _SVe,
      0,
      () => SearchVectorsInput$,
      () => SearchVectorsOutput$
    ];
    var StartBulkPutItems$ = [
      9,
      n0,
      _SBPI,
      0,
      () => StartBulkPutItemsInput$,
      () => StartBulkPutItemsOutput$
    ];
    var TagResource$ = [
      9,
      n0,
      _TRa,
      0,
      () => TagResourceInput$,
      () => __Unit
    ];
    var TransactGetItems$ = [
      9,
      n0,
      _TGIr,
      0,
      () => TransactGetItemsInput$,
      () => TransactGetItemsOutput$
    ];
    var TransactWriteItems$ = [
      9,
      n0,
      _TWIr,
      0,
      () => TransactWriteItemsInput$,
      () => TransactWriteItemsOutput$
    ];
    var UntagResource$ = [
      9,
      n0,
      _UR,
      0,
      () => UntagResourceInput$,
      () => __Unit
    ];
    var UpdateContinuousBackups$ = [
      9,
      n0,
      _UCB,
      0,
      () => UpdateContinuousBackupsInput$,
      () => UpdateContinuousBackupsOutput$
    ];
    var UpdateContributorInsights$ = [
      9,
      n0,
      _UCI,
      0,
      () => UpdateContributorInsightsInput$,
      () => UpdateContributorInsightsOutput$
    ];
    var UpdateGlobalTable$ = [
      9,
      n0,
      _UGT,
      0,
      () => UpdateGlobalTableInput$,
      () => UpdateGlobalTableOutput$
    ];
    var UpdateGlobalTableSettings$ = [
      9,
      n0,
      _UGTS,
      0,
      () => UpdateGlobalTableSettingsInput$,
      () => UpdateGlobalTableSettingsOutput$
    ];
    var UpdateItem$ = [
      9,
      n0,
      _UIp,
      0,
      () => UpdateItemInput$,
      () => UpdateItemOutput$
    ];
    var UpdateKinesisStreamingDestination$ = [
      9,
      n0,
      _UKSD,
      0,
      () => UpdateKinesisStreamingDestinationInput$,
      () => UpdateKinesisStreamingDestinationOutput$
    ];
    var UpdateTable$ = [
      9,
      n0,
      _UT,
      0,
      () => UpdateTableInput$,
      () => UpdateTableOutput$
    ];
    var UpdateTableReplicaAutoScaling$ = [
      9,
      n0,
      _UTRAS,
      0,
      () => UpdateTableReplicaAutoScalingInput$,
      () => UpdateTableReplicaAutoScalingOutput$
    ];
    var UpdateTimeToLive$ = [
      9,
      n0,
      _UTTL,
      0,
      () => UpdateTimeToLiveInput$,
      () => UpdateTimeToLiveOutput$
    ];
    var DescribeEndpointsCommand = class extends command(_ep0, _mw0, "DescribeEndpoints", DescribeEndpoints$) {
    };
    var version = "3.1161.0";
    var packageInfo = {
      version
    };
    var L = "ref";
    var M = "argv";
    var a = -1;
    var b = true;
    var c = false;
    var d = "isSet";
    var e = "booleanEquals";
    var f = "PartitionResult";
    var g = "stringEquals";
    var h = "getAttr";
    var i = "parsedEndpoint";
    var j = "aws.parseArn";
    var k = (n2) => "ParsedArn_ssa_" + n2;
    var l = "service";
    var m = "dynamodb";
    var n = "isValidHostLabel";
    var o = "accountId";
    var p = "FirstArn";
    var q = (n2) => "https://{ParsedArn_ssa_" + n2 + "#accountId}.search-ddb.{Region}.{PartitionResult#dualStackDnsSuffix}";
    var s = (n2) => "https://{ParsedArn_ssa_" + n2 + "#accountId}.ddb.{Region}.{PartitionResult#dualStackDnsSuffix}";
    var t = (n2) => "https://{ParsedArn_ssa_" + n2 + "#accountId}.search-ddb.{Region}.{PartitionResult#dnsSuffix}";
    var u = (n2) => "https://{ParsedArn_ssa_" + n2 + "#accountId}.ddb.{Region}.{PartitionResult#dnsSuffix}";
    var v = { [L]: "Region" };
    var w = { [L]: f };
    var x = { "fn": h, [M]: [{ [L]: i }, "authority"] };
    var y = { [L]: "AccountIdEndpointMode" };
    var z = { "fn": h, [M]: [w, "name"] };
    var A = { [L]: "ParsedArn_ssa_2" };
    var B = { "fn": h, [M]: [A, "region"] };
    var C = { [L]: "ResourceArnList" };
    var D = { "fn": h, [M]: [{ [L]: "ParsedArn_ssa_1" }, "region"] };
    var E = { [L]: "ParsedArn_ssa_1" };
    var F = { [L]: "AccountId" };
    var G = {};
    var H = { "metricValues": ["O"] };
    var I = [v];
    var J = [{ [L]: "Endpoint" }];
    var K = [{ [L]: "ResourceArn" }];
    var _data = {
      conditions: [
        [d, I],
        [d, J],
        [e, [{ [L]: "UseFIPS" }, b]],
        [e, [{ [L]: "UseDualStack" }, b]],
        ["aws.partition", I, f],
        [g, [v, "local"]],
        [e, [{ fn: h, [M]: [w, "supportsFIPS"] }, b]],
        ["parseURL", J, i],
        [g, ["dynamodb.{Region}.{PartitionResult#dualStackDnsSuffix}", x]],
        [e, [{ fn: h, [M]: [w, "supportsDualStack"] }, b]],
        [g, ["search-dynamodb.{Region}.{PartitionResult#dualStackDnsSuffix}", x]],
        [d, [y]],
        [g, [v, "us-gov-east-1"]],
        [g, [v, "cn-north-1"]],
        [g, [v, "cn-northwest-1"]],
        [g, [v, "us-gov-west-1"]],
        [g, [z, "aws"]],
        [g, [y, "disabled"]],
        [d, K],
        [j, K, k(2)],
        [g, [{ fn: h, [M]: [A, l] }, m]],
        [g, [B, v]],
        [n, [{ fn: h, [M]: [A, o] }, c]],
        [n, [B, c]],
        [d, [C]],
        [h, [C, "[0]"], p],
        [j, [{ [L]: p }], k(1)],
        [g, [D, v]],
        [g, [{ fn: h, [M]: [E, l] }, m]],
        [n, [{ fn: h, [M]: [E, o] }, c]],
        [n, [D, c]],
        [d, [F]],
        [g, [y, "required"]],
        [n, [F, c]],
        [g, [z, "aws-us-gov"]],
        [e, [{ fn: "coalesce", [M]: [{ [L]: "IsSearchOperation" }, c] }, b]]
      ],
      results: [
        [a],
        [a, "Invalid Configuration: FIPS and custom endpoint are not supported"],
        [a, "Invalid Configuration: Dualstack and custom endpoint are not supported"],
        [a, "Endpoint override is not supported for dual-stack endpoints. Please enable dual-stack functionality by enabling the configuration. For more details, see: https://docs.aws.amazon.com/sdkref/latest/guide/feature-endpoints.html"],
        ["{Endpoint}", G],
        [a, "Invalid Configuration: FIPS and local endpoint are not supported"],
        [a, "Invalid Configuration: Dualstack and local endpoint are not supported"],
        ["http://localhost:8000", { authSchemes: [{ name: "sigv4", signingName: m, signingRegion: "us-east-1" }] }],
        [a, "Invalid Configuration: AccountIdEndpointMode is required and FIPS is enabled, but FIPS account endpoints are not supported"],
        ["https://search-dynamodb-fips.{Region}.{PartitionResult#dualStackDnsSuffix}", G],
        ["https://dynamodb-fips.{Region}.{PartitionResult#dualStackDnsSuffix}", G],
        [a, "FIPS and DualStack are enabled, but this partition does not support one or both"],
        ["https://search-dynamodb.{Region}.{PartitionResult#dnsSuffix}", G],
        ["https://dynamodb.{Region}.{PartitionResult#dnsSuffix}", G],
        ["https://search-dynamodb-fips.{Region}.{PartitionResult#dnsSuffix}", G],
        ["https://dynamodb-fips.{Region}.{PartitionResult#dnsSuffix}", G],
        [a, "FIPS is enabled but this partition does not support FIPS"],
        [a, "Invalid Configuration: AccountIdEndpointMode is required but account endpoints are not supported in this region"],
        ["https://search-dynamodb.{Region}.{PartitionResult#dualStackDnsSuffix}", G],
        ["https://dynamodb.{Region}.{PartitionResult#dualStackDnsSuffix}", G],
        [q(2), H],
        [s(2), H],
        [q(1), H],
        [s(1), H],
        ["https://{AccountId}.search-ddb.{Region}.{PartitionResult#dualStackDnsSuffix}", H],
        ["https://{AccountId}.ddb.{Region}.{PartitionResult#dualStackDnsSuffix}", H],
        [a, "Credentials-sourced account ID parameter is invalid"],
        [a, "AccountIdEndpointMode is required but no AccountID was provided or able to be loaded"],
        [a, "DualStack is enabled but this partition does not support DualStack"],
        [t(2), H],
        [u(2), H],
        [t(1), H],
        [u(1), H],
        ["https://{AccountId}.search-ddb.{Region}.{PartitionResult#dnsSuffix}", H],
        ["https://{AccountId}.ddb.{Region}.{PartitionResult#dnsSuffix}", H],
        [a, "Invalid Configuration: Missing Region"]
      ]
    };
    var root = 2;
    var r = 1e8;
    var nodes = new Int32Array([
      -1,
      1,
      -1,
      0,
      6,
      3,
      1,
      4,
      r + 35,
      2,
      r + 1,
      5,
      3,
      r + 2,
      r + 4,
      1,
      85,
      7,
      2,
      69,
      8,
      3,
      38,
      9,
      4,
      10,
      r + 35,
      5,
      r + 7,
      11,
      11,
      12,
      77,
      12,
      18,
      13,
      13,
      18,
      14,
      14,
      18,
      15,
      15,
      18,
      16,
      16,
      18,
      17,
      32,
      r + 17,
      77,
      17,
      37,
      19,
      18,
      20,
      25,
      19,
      21,
      25,
      20,
      22,
      25,
      21,
      23,
      25,
      22,
      24,
      25,
      23,
      36,
      25,
      24,
      26,
      32,
      25,
      27,
      32,
      26,
      28,
      32,
      27,
      29,
      32,
      28,
      30,
      32,
      29,
      31,
      32,
      30,
      35,
      32,
      31,
      33,
      37,
      33,
      34,
      r + 26,
      35,
      r + 33,
      r + 34,
      35,
      r + 31,
      r + 32,
      35,
      r + 29,
      r + 30,
      32,
      r + 27,
      77,
      4,
      39,
      r + 35,
      5,
      r + 6,
      40,
      9,
      41,
      r + 28,
      11,
      42,
      68,
      12,
      48,
      43,
      13,
      48,
      44,
      14,
      48,
      45,
      15,
      48,
      46,
      16,
      48,
      47,
      32,
      r + 17,
      68,
      17,
      67,
      49,
      18,
      50,
      55,
      19,
      51,
      55,
      20,
      52,
      55,
      21,
      53,
      55,
      22,
      54,
      55,
      23,
      66,
      55,
      24,
      56,
      62,
      25,
      57,
      62,
      26,
      58,
      62,
      27,
      59,
      62,
      28,
      60,
      62,
      29,
      61,
      62,
      30,
      65,
      62,
      31,
      63,
      67,
      33,
      64,
      r + 26,
      35,
      r + 24,
      r + 25,
      35,
      r + 22,
      r + 23,
      35,
      r + 20,
      r + 21,
      32,
      r + 27,
      68,
      35,
      r + 18,
      r + 19,
      3,
      78,
      70,
      4,
      71,
      r + 35,
      5,
      r + 5,
      72,
      6,
      73,
      r + 16,
      11,
      74,
      75,
      32,
      r + 8,
      75,
      34,
      77,
      76,
      35,
      r + 14,
      r + 15,
      35,
      r + 12,
      r + 13,
      4,
      79,
      r + 35,
      5,
      r + 5,
      80,
      6,
      81,
      r + 11,
      9,
      82,
      r + 11,
      11,
      83,
      84,
      32,
      r + 8,
      84,
      35,
      r + 9,
      r + 10,
      2,
      r + 1,
      86,
      3,
      r + 2,
      87,
      4,
      88,
      r + 4,
      7,
      89,
      r + 4,
      8,
      r + 3,
      90,
      10,
      r + 3,
      r + 4
    ]);
    var bdd = BinaryDecisionDiagram.from(nodes, root, _data.conditions, _data.results);
    var cache = new EndpointCache({
      size: 50,
      params: [
        "AccountId",
        "AccountIdEndpointMode",
        "Endpoint",
        "IsSearchOperation",
        "Region",
        "ResourceArn",
        "ResourceArnList",
        "UseDualStack",
        "UseFIPS"
      ]
    });
    var defaultEndpointResolver = (endpointParams, context = {}) => {
      return cache.get(endpointParams, () => decideEndpoint(bdd, {
        endpointParams,
        logger: context.logger
      }));
    };
    customEndpointFunctions.aws = awsEndpointFunctions;
    var getRuntimeConfig$1 = (config) => {
      return {
        apiVersion: "2012-08-10",
        base64Decoder: config?.base64Decoder ?? fromBase64,
        base64Encoder: config?.base64Encoder ?? toBase64,
        disableHostPrefix: config?.disableHostPrefix ?? false,
        endpointProvider: config?.endpointProvider ?? defaultEndpointResolver,
        extensions: config?.extensions ?? [],
        httpAuthSchemeProvider: config?.httpAuthSchemeProvider ?? defaultDynamoDBHttpAuthSchemeProvider,
        httpAuthSchemes: config?.httpAuthSchemes ?? [
          {
            schemeId: "aws.auth#sigv4",
            identityProvider: (ipc) => ipc.getIdentityProvider("aws.auth#sigv4"),
            signer: new AwsSdkSigV4Signer()
          }
        ],
        logger: config?.logger ?? new NoOpLogger(),
        protocol: config?.protocol ?? AwsJson1_0Protocol,
        protocolSettings: config?.protocolSettings ?? {
          defaultNamespace: "com.amazonaws.dynamodb",
          errorTypeRegistries,
          xmlNamespace: "http://dynamodb.amazonaws.com/doc/2012-08-10/",
          version: "2012-08-10",
          serviceTarget: "DynamoDB_20120810",
          jsonCodec: new DynamoDBJsonCodec2()
        },
        serviceId: config?.serviceId ?? "DynamoDB",
        sha256: config?.sha256 ?? Sha256,
        urlParser: config?.urlParser ?? parseUrl,
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
        accountIdEndpointMode: config?.accountIdEndpointMode ?? loadConfig(NODE_ACCOUNT_ID_ENDPOINT_MODE_CONFIG_OPTIONS2, loaderConfig),
        authSchemePreference: config?.authSchemePreference ?? loadConfig(NODE_AUTH_SCHEME_PREFERENCE_OPTIONS, loaderConfig),
        bodyLengthChecker: config?.bodyLengthChecker ?? calculateBodyLength,
        credentialDefaultProvider: config?.credentialDefaultProvider ?? defaultProvider,
        defaultSocketTimeout: getDefaultSocketTimeout(config?.requestHandler, 3e5),
        defaultUserAgentProvider: config?.defaultUserAgentProvider ?? createDefaultUserAgentProvider({ serviceId: clientSharedValues.serviceId, clientVersion: packageInfo.version }),
        endpointDiscoveryEnabledProvider: config?.endpointDiscoveryEnabledProvider ?? loadConfig(NODE_ENDPOINT_DISCOVERY_CONFIG_OPTIONS, loaderConfig),
        maxAttempts: config?.maxAttempts ?? loadConfig(Retry.v2026 ? { ...NODE_MAX_ATTEMPT_CONFIG_OPTIONS, default: 4 } : NODE_MAX_ATTEMPT_CONFIG_OPTIONS, config),
        region: config?.region ?? loadConfig(NODE_REGION_CONFIG_OPTIONS, { ...NODE_REGION_CONFIG_FILE_OPTIONS, ...loaderConfig }),
        requestHandler: NodeHttpHandler.create(config?.requestHandler ?? defaultConfigProvider),
        retryMode: config?.retryMode ?? loadConfig({
          ...NODE_RETRY_MODE_CONFIG_OPTIONS,
          default: async () => (await defaultConfigProvider()).retryMode || DEFAULT_RETRY_MODE
        }, config),
        streamCollector: config?.streamCollector ?? streamCollector,
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
    var DynamoDBClient = class extends Client {
      config;
      constructor(...[configuration]) {
        const _config_0 = getRuntimeConfig(configuration || {});
        super(_config_0);
        this.initConfig = _config_0;
        const _config_1 = resolveClientEndpointParameters(_config_0);
        const _config_2 = resolveAccountIdEndpointModeConfig2(_config_1);
        const _config_3 = resolveUserAgentConfig(_config_2);
        const _config_4 = resolveRetryConfig(_config_3, { defaultBaseDelay: Retry.v2026 ? 25 : void 0, defaultMaxAttempts: Retry.v2026 ? 4 : void 0 });
        const _config_5 = resolveRegionConfig(_config_4);
        const _config_6 = resolveHostHeaderConfig(_config_5);
        const _config_7 = resolveEndpointConfig(_config_6);
        const _config_8 = resolveHttpAuthSchemeConfig(_config_7);
        const _config_9 = resolveEndpointDiscoveryConfig(_config_8, { endpointDiscoveryCommandCtor: DescribeEndpointsCommand });
        const _config_10 = resolveRuntimeExtensions(_config_9, configuration?.extensions || []);
        this.config = _config_10;
        this.middlewareStack.use(getSchemaSerdePlugin(this.config));
        this.middlewareStack.use(getUserAgentPlugin(this.config));
        this.middlewareStack.use(getRetryPlugin(this.config));
        this.middlewareStack.use(getContentLengthPlugin(this.config));
        this.middlewareStack.use(getHostHeaderPlugin(this.config));
        this.middlewareStack.use(getLoggerPlugin(this.config));
        this.middlewareStack.use(getRecursionDetectionPlugin(this.config));
        this.middlewareStack.use(getHttpAuthSchemeEndpointRuleSetPlugin(this.config, {
          httpAuthSchemeParametersProvider: defaultDynamoDBHttpAuthSchemeParametersProvider,
          identityProviderConfigProvider: async (config) => new DefaultIdentityProviderConfig({
            "aws.auth#sigv4": config.credentials
          })
        }));
        this.middlewareStack.use(getHttpSigningPlugin(this.config));
      }
      destroy() {
        super.destroy();
      }
    };
    var BatchExecuteStatementCommand = class extends command(_ep0, _mw0, "BatchExecuteStatement", BatchExecuteStatement$) {
    };
    var BatchGetItemCommand = class extends command(_ep1, _mw0, "BatchGetItem", BatchGetItem$) {
    };
    var BatchWriteItemCommand = class extends command(_ep1, _mw0, "BatchWriteItem", BatchWriteItem$) {
    };
    var CancelBulkOperationCommand = class extends command(_ep2, _mw0, "CancelBulkOperation", CancelBulkOperation$) {
    };
    var CreateBackupCommand = class extends command(_ep3, _mw0, "CreateBackup", CreateBackup$) {
    };
    var CreateGlobalTableCommand = class extends command(_ep4, _mw0, "CreateGlobalTable", CreateGlobalTable$) {
    };
    var CreateTableCommand = class extends command(_ep3, _mw0, "CreateTable", CreateTable$) {
    };
    var DeleteBackupCommand = class extends command(_ep5, _mw0, "DeleteBackup", DeleteBackup$) {
    };
    var DeleteItemCommand = class extends command(_ep3, _mw0, "DeleteItem", DeleteItem$) {
    };
    var DeleteResourcePolicyCommand = class extends command(_ep6, _mw0, "DeleteResourcePolicy", DeleteResourcePolicy$) {
    };
    var DeleteTableCommand = class extends command(_ep3, _mw0, "DeleteTable", DeleteTable$) {
    };
    var DescribeBackupCommand = class extends command(_ep5, _mw0, "DescribeBackup", DescribeBackup$) {
    };
    var DescribeBulkOperationCommand = class extends command(_ep2, _mw0, "DescribeBulkOperation", DescribeBulkOperation$) {
    };
    var DescribeContinuousBackupsCommand = class extends command(_ep3, _mw0, "DescribeContinuousBackups", DescribeContinuousBackups$) {
    };
    var DescribeContributorInsightsCommand = class extends command(_ep3, _mw0, "DescribeContributorInsights", DescribeContributorInsights$) {
    };
    var DescribeExportCommand = class extends command(_ep7, _mw0, "DescribeExport", DescribeExport$) {
    };
    var DescribeGlobalTableCommand = class extends command(_ep4, _mw0, "DescribeGlobalTable", DescribeGlobalTable$) {
    };
    var DescribeGlobalTableSettingsCommand = class extends command(_ep4, _mw0, "DescribeGlobalTableSettings", DescribeGlobalTableSettings$) {
    };
    var DescribeImportCommand = class extends command(_ep8, _mw0, "DescribeImport", DescribeImport$) {
    };
    var DescribeKinesisStreamingDestinationCommand = class extends command(_ep3, _mw0, "DescribeKinesisStreamingDestination", DescribeKinesisStreamingDestination$) {
    };
    var DescribeLimitsCommand = class extends command(_ep0, _mw0, "DescribeLimits", DescribeLimits$) {
    };
    var DescribeTableCommand = class extends command(_ep3, _mw0, "DescribeTable", DescribeTable$) {
    };
    var DescribeTableReplicaAutoScalingCommand = class extends command(_ep3, _mw0, "DescribeTableReplicaAutoScaling", DescribeTableReplicaAutoScaling$) {
    };
    var DescribeTimeToLiveCommand = class extends command(_ep3, _mw0, "DescribeTimeToLive", DescribeTimeToLive$) {
    };
    var DisableKinesisStreamingDestinationCommand = class extends command(_ep3, _mw0, "DisableKinesisStreamingDestination", DisableKinesisStreamingDestination$) {
    };
    var EnableKinesisStreamingDestinationCommand = class extends command(_ep3, _mw0, "EnableKinesisStreamingDestination", EnableKinesisStreamingDestination$) {
    };
    var ExecuteStatementCommand = class extends command(_ep0, _mw0, "ExecuteStatement", ExecuteStatement$) {
    };
    var ExecuteTransactionCommand = class extends command(_ep0, _mw0, "ExecuteTransaction", ExecuteTransaction$) {
    };
    var ExportTableToPointInTimeCommand = class extends command(_ep9, _mw0, "ExportTableToPointInTime", ExportTableToPointInTime$) {
    };
    var GetItemCommand = class extends command(_ep3, _mw0, "GetItem", GetItem$) {
    };
    var GetResourcePolicyCommand = class extends command(_ep6, _mw0, "GetResourcePolicy", GetResourcePolicy$) {
    };
    var ImportTableCommand = class extends command(_ep10, _mw0, "ImportTable", ImportTable$) {
    };
    var ListBackupsCommand = class extends command(_ep3, _mw0, "ListBackups", ListBackups$) {
    };
    var ListBulkOperationsCommand = class extends command(_ep0, _mw0, "ListBulkOperations", ListBulkOperations$) {
    };
    var ListContributorInsightsCommand = class extends command(_ep3, _mw0, "ListContributorInsights", ListContributorInsights$) {
    };
    var ListExportsCommand = class extends command(_ep9, _mw0, "ListExports", ListExports$) {
    };
    var ListGlobalTablesCommand = class extends command(_ep0, _mw0, "ListGlobalTables", ListGlobalTables$) {
    };
    var ListImportsCommand = class extends command(_ep9, _mw0, "ListImports", ListImports$) {
    };
    var ListTablesCommand = class extends command(_ep0, _mw0, "ListTables", ListTables$) {
    };
    var ListTagsOfResourceCommand = class extends command(_ep6, _mw0, "ListTagsOfResource", ListTagsOfResource$) {
    };
    var PutItemCommand = class extends command(_ep3, _mw0, "PutItem", PutItem$) {
    };
    var PutResourcePolicyCommand = class extends command(_ep6, _mw0, "PutResourcePolicy", PutResourcePolicy$) {
    };
    var QueryCommand = class extends command(_ep3, _mw0, "Query", Query$) {
    };
    var RestoreTableFromBackupCommand = class extends command(_ep11, _mw0, "RestoreTableFromBackup", RestoreTableFromBackup$) {
    };
    var RestoreTableToPointInTimeCommand = class extends command(_ep11, _mw0, "RestoreTableToPointInTime", RestoreTableToPointInTime$) {
    };
    var ScanCommand = class extends command(_ep3, _mw0, "Scan", Scan$) {
    };
    var SearchVectorsCommand = class extends command(_ep12, _mw0, "SearchVectors", SearchVectors$) {
    };
    var StartBulkPutItemsCommand = class extends command(_ep3, _mw0, "StartBulkPutItems", StartBulkPutItems$) {
    };
    var TagResourceCommand = class extends command(_ep6, _mw0, "TagResource", TagResource$) {
    };
    var TransactGetItemsCommand = class extends command(_ep13, _mw0, "TransactGetItems", TransactGetItems$) {
    };
    var TransactWriteItemsCommand = class extends command(_ep14, _mw0, "TransactWriteItems", TransactWriteItems$) {
    };
    var UntagResourceCommand = class extends command(_ep6, _mw0, "UntagResource", UntagResource$) {
    };
    var UpdateContinuousBackupsCommand = class extends command(_ep3, _mw0, "UpdateContinuousBackups", UpdateContinuousBackups$) {
    };
    var UpdateContributorInsightsCommand = class extends command(_ep3, _mw0, "UpdateContributorInsights", UpdateContributorInsights$) {
    };
    var UpdateGlobalTableCommand = class extends command(_ep4, _mw0, "UpdateGlobalTable", UpdateGlobalTable$) {
    };
    var UpdateGlobalTableSettingsCommand = class extends command(_ep4, _mw0, "UpdateGlobalTableSettings", UpdateGlobalTableSettings$) {
    };
    var UpdateItemCommand = class extends command(_ep3, _mw0, "UpdateItem", UpdateItem$) {
    };
    var UpdateKinesisStreamingDestinationCommand = class extends command(_ep3, _mw0, "UpdateKinesisStreamingDestination", UpdateKinesisStreamingDestination$) {
    };
    var UpdateTableCommand = class extends command(_ep3, _mw0, "UpdateTable", UpdateTable$) {
    };
    var UpdateTableReplicaAutoScalingCommand = class extends command(_ep3, _mw0, "UpdateTableReplicaAutoScaling", UpdateTableReplicaAutoScaling$) {
    };
    var UpdateTimeToLiveCommand = class extends command(_ep3, _mw0, "UpdateTimeToLive", UpdateTimeToLive$) {
    };
    var paginateListBulkOperations = createPaginator(DynamoDBClient, ListBulkOperationsCommand, "NextToken", "NextToken", "MaxResults");
    var paginateListContributorInsights = createPaginator(DynamoDBClient, ListContributorInsightsCommand, "NextToken", "NextToken", "MaxResults");
    var paginateListExports = createPaginator(DynamoDBClient, ListExportsCommand, "NextToken", "NextToken", "MaxResults");
    var paginateListImports = createPaginator(DynamoDBClient, ListImportsCommand, "NextToken", "NextToken", "PageSize");
    var paginateListTables = createPaginator(DynamoDBClient, ListTablesCommand, "ExclusiveStartTableName", "LastEvaluatedTableName", "Limit");
    var paginateQuery = createPaginator(DynamoDBClient, QueryCommand, "ExclusiveStartKey", "LastEvaluatedKey", "Limit");
    var paginateScan = createPaginator(DynamoDBClient, ScanCommand, "ExclusiveStartKey", "LastEvaluatedKey", "Limit");
    var checkState$6 = async (client, input) => {
      let reason;
      try {
        let result = await client.send(new DescribeBulkOperationCommand(input));
        reason = result;
        try {
          const returnComparator = () => {
            return result.BulkOperationDescription.BulkOperationStatus;
          };
          if (returnComparator() === "COMPLETED") {
            return { state: WaiterState.SUCCESS, reason };
          }
        } catch (e2) {
        }
        try {
          const returnComparator = () => {
            return result.BulkOperationDescription.BulkOperationStatus;
          };
          if (returnComparator() === "COMPLETED_WITH_ERRORS") {
            return { state: WaiterState.SUCCESS, reason };
          }
        } catch (e2) {
        }
        try {
          const returnComparator = () => {
            return result.BulkOperationDescription.BulkOperationStatus;
          };
          if (returnComparator() === "CANCELLED") {
            return { state: WaiterState.FAILURE, reason };
          }
        } catch (e2) {
        }
        try {
          const returnComparator = () => {
            return result.BulkOperationDescription.BulkOperationStatus;
          };
          if (returnComparator() === "FAILED") {
            return { state: WaiterState.FAILURE, reason };
          }
        } catch (e2) {
        }
      } catch (exception) {
        reason = exception;
      }
      return { state: WaiterState.RETRY, reason };
    };
    var waitForBulkOperationCompleted = async (params, input) => {
      const serviceDefaults = { minDelay: 20, maxDelay: 120 };
      return createWaiter({ ...serviceDefaults, ...params }, input, checkState$6);
    };
    var waitUntilBulkOperationCompleted = async (params, input) => {
      const serviceDefaults = { minDelay: 20, maxDelay: 120 };
      const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$6);
      return checkExceptions(result);
    };
    var checkState$5 = async (client, input) => {
      let reason;
      try {
        let result = await client.send(new DescribeContributorInsightsCommand(input));
        reason = result;
        try {
          const returnComparator = () => {
            return result.ContributorInsightsStatus;
          };
          if (returnComparator() === "ENABLED") {
            return { state: WaiterState.SUCCESS, reason };
          }
        } catch (e2) {
        }
        try {
          const returnComparator = () => {
            return result.ContributorInsightsStatus;
          };
          if (returnComparator() === "FAILED") {
            return { state: WaiterState.FAILURE, reason };
          }
        } catch (e2) {
        }
      } catch (exception) {
        reason = exception;
      }
      return { state: WaiterState.RETRY, reason };
    };
    var waitForContributorInsightsEnabled = async (params, input) => {
      const serviceDefaults = { minDelay: 20, maxDelay: 120 };
      return createWaiter({ ...serviceDefaults, ...params }, input, checkState$5);
    };
    var waitUntilContributorInsightsEnabled = async (params, input) => {
      const serviceDefaults = { minDelay: 20, maxDelay: 120 };
      const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$5);
      return checkExceptions(result);
    };
    var checkState$4 = async (client, input) => {
      let reason;
      try {
        let result = await client.send(new DescribeExportCommand(input));
        reason = result;
        try {
          const returnComparator = () => {
            return result.ExportDescription.ExportStatus;
          };
          if (returnComparator() === "COMPLETED") {
            return { state: WaiterState.SUCCESS, reason };
          }
        } catch (e2) {
        }
        try {
          const returnComparator = () => {
            return result.ExportDescription.ExportStatus;
          };
          if (returnComparator() === "FAILED") {
            return { state: WaiterState.FAILURE, reason };
          }
        } catch (e2) {
        }
      } catch (exception) {
        reason = exception;
      }
      return { state: WaiterState.RETRY, reason };
    };
    var waitForExportCompleted = async (params, input) => {
      const serviceDefaults = { minDelay: 20, maxDelay: 120 };
      return createWaiter({ ...serviceDefaults, ...params }, input, checkState$4);
    };
    var waitUntilExportCompleted = async (params, input) => {
      const serviceDefaults = { minDelay: 20, maxDelay: 120 };
      const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$4);
      return checkExceptions(result);
    };
    var checkState$3 = async (client, input) => {
      let reason;
      try {
        let result = await client.send(new DescribeImportCommand(input));
        reason = result;
        try {
          const returnComparator = () => {
            return result.ImportTableDescription.ImportStatus;
          };
          if (returnComparator() === "COMPLETED") {
            return { state: WaiterState.SUCCESS, reason };
          }
        } catch (e2) {
        }
        try {
          const returnComparator = () => {
            return result.ImportTableDescription.ImportStatus;
          };
          if (returnComparator() === "FAILED") {
            return { state: WaiterState.FAILURE, reason };
          }
        } catch (e2) {
        }
        try {
          const returnComparator = () => {
            return result.ImportTableDescription.ImportStatus;
          };
          if (returnComparator() === "CANCELLED") {
            return { state: WaiterState.FAILURE, reason };
          }
        } catch (e2) {
        }
      } catch (exception) {
        reason = exception;
      }
      return { state: WaiterState.RETRY, reason };
    };
    var waitForImportCompleted = async (params, input) => {
      const serviceDefaults = { minDelay: 20, maxDelay: 120 };
      return createWaiter({ ...serviceDefaults, ...params }, input, checkState$3);
    };
    var waitUntilImportCompleted = async (params, input) => {
      const serviceDefaults = { minDelay: 20, maxDelay: 120 };
      const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$3);
      return checkExceptions(result);
    };
    var checkState$2 = async (client, input) => {
      let reason;
      try {
        let result = await client.send(new DescribeKinesisStreamingDestinationCommand(input));
        reason = result;
        try {
          const returnComparator = () => {
            let flat_1 = [].concat(...result.KinesisDataStreamDestinations);
            let projection_3 = flat_1.map((element_2) => {
              return element_2.DestinationStatus;
            });
            return projection_3;
          };
          for (let anyStringEq_4 of returnComparator()) {
            if (anyStringEq_4 == "ACTIVE") {
              return { state: WaiterState.SUCCESS, reason };
            }
          }
        } catch (e2) {
        }
        try {
          const returnComparator = () => {
            let filterRes_2 = result.KinesisDataStreamDestinations.filter((element_1) => {
              return (element_1.DestinationStatus == "DISABLED" || element_1.DestinationStatus == "ENABLE_FAILED") && (element_1.DestinationStatus == "ENABLE_FAILED" || element_1.DestinationStatus == "DISABLED");
            });
            return result.KinesisDataStreamDestinations.length > 0 && filterRes_2.length == result.KinesisDataStreamDestinations.length;
          };
          if (returnComparator() == true) {
            return { state: WaiterState.FAILURE, reason };
          }
        } catch (e2) {
        }
      } catch (exception) {
        reason = exception;
      }
      return { state: WaiterState.RETRY, reason };
    };
    var waitForKinesisStreamingDestinationActive = async (params, input) => {
      const serviceDefaults = { minDelay: 20, maxDelay: 120 };
      return createWaiter({ ...serviceDefaults, ...params }, input, checkState$2);
    };
    var waitUntilKinesisStreamingDestinationActive = async (params, input) => {
      const serviceDefaults = { minDelay: 20, maxDelay: 120 };
      const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$2);
      return checkExceptions(result);
    };
    var checkState$1 = async (client, input) => {
      let reason;
      try {
        let result = await client.send(new DescribeTableCommand(input));
        reason = result;
        try {
          const returnComparator = () => {
            return result.Table.TableStatus;
          };
          if (returnComparator() === "ACTIVE") {
            return { state: WaiterState.SUCCESS, reason };
          }
        } catch (e2) {
        }
      } catch (exception) {
        reason = exception;
        if (exception.name === "ResourceNotFoundException") {
          return { state: WaiterState.RETRY, reason };
        }
      }
      return { state: WaiterState.RETRY, reason };
    };
    var waitForTableExists = async (params, input) => {
      const serviceDefaults = { minDelay: 20, maxDelay: 120 };
      return createWaiter({ ...serviceDefaults, ...params }, input, checkState$1);
    };
    var waitUntilTableExists = async (params, input) => {
      const serviceDefaults = { minDelay: 20, maxDelay: 120 };
      const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$1);
      return checkExceptions(result);
    };
    var checkState = async (client, input) => {
      let reason;
      try {
        let result = await client.send(new DescribeTableCommand(input));
        reason = result;
      } catch (exception) {
        reason = exception;
        if (exception.name === "ResourceNotFoundException") {
          return { state: WaiterState.SUCCESS, reason };
        }
      }
      return { state: WaiterState.RETRY, reason };
    };
    var waitForTableNotExists = async (params, input) => {
      const serviceDefaults = { minDelay: 20, maxDelay: 120 };
      return createWaiter({ ...serviceDefaults, ...params }, input, checkState);
    };
    var waitUntilTableNotExists = async (params, input) => {
      const serviceDefaults = { minDelay: 20, maxDelay: 120 };
      const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState);
      return checkExceptions(result);
    };
    var commands = {
      BatchExecuteStatementCommand,
      BatchGetItemCommand,
      BatchWriteItemCommand,
      CancelBulkOperationCommand,
      CreateBackupCommand,
      CreateGlobalTableCommand,
      CreateTableCommand,
      DeleteBackupCommand,
      DeleteItemCommand,
      DeleteResourcePolicyCommand,
      DeleteTableCommand,
      DescribeBackupCommand,
      DescribeBulkOperationCommand,
      DescribeContinuousBackupsCommand,
      DescribeContributorInsightsCommand,
      DescribeEndpointsCommand,
      DescribeExportCommand,
      DescribeGlobalTableCommand,
      DescribeGlobalTableSettingsCommand,
      DescribeImportCommand,
      DescribeKinesisStreamingDestinationCommand,
      DescribeLimitsCommand,
      DescribeTableCommand,
      DescribeTableReplicaAutoScalingCommand,
      DescribeTimeToLiveCommand,
      DisableKinesisStreamingDestinationCommand,
      EnableKinesisStreamingDestinationCommand,
      ExecuteStatementCommand,
      ExecuteTransactionCommand,
      ExportTableToPointInTimeCommand,
      GetItemCommand,
      GetResourcePolicyCommand,
      ImportTableCommand,
      ListBackupsCommand,
      ListBulkOperationsCommand,
      ListContributorInsightsCommand,
      ListExportsCommand,
      ListGlobalTablesCommand,
      ListImportsCommand,
      ListTablesCommand,
      ListTagsOfResourceCommand,
      PutItemCommand,
      PutResourcePolicyCommand,
      QueryCommand,
      RestoreTableFromBackupCommand,
      RestoreTableToPointInTimeCommand,
      ScanCommand,
      SearchVectorsCommand,
      StartBulkPutItemsCommand,
      TagResourceCommand,
      TransactGetItemsCommand,
      TransactWriteItemsCommand,
      UntagResourceCommand,
      UpdateContinuousBackupsCommand,
      UpdateContributorInsightsCommand,
      UpdateGlobalTableCommand,
      UpdateGlobalTableSettingsCommand,
      UpdateItemCommand,
      UpdateKinesisStreamingDestinationCommand,
      UpdateTableCommand,
      UpdateTableReplicaAutoScalingCommand,
      UpdateTimeToLiveCommand
    };
    var paginators = {
      paginateListBulkOperations,
      paginateListContributorInsights,
      paginateListExports,
      paginateListImports,
      paginateListTables,
      paginateQuery,
      paginateScan
    };
    var waiters = {
      waitUntilBulkOperationCompleted,
      waitUntilContributorInsightsEnabled,
      waitUntilExportCompleted,
      waitUntilImportCompleted,
      waitUntilKinesisStreamingDestinationActive,
      waitUntilTableExists,
      waitUntilTableNotExists
    };
    var DynamoDB = class extends DynamoDBClient {
    };
    createAggregatedClient(commands, DynamoDB, { paginators, waiters });
    var ApproximateCreationDateTimePrecision = {
      MICROSECOND: "MICROSECOND",
      MILLISECOND: "MILLISECOND"
    };
    var AttributeAction = {
      ADD: "ADD",
      DELETE: "DELETE",
      PUT: "PUT"
    };
    var ScalarAttributeType = {
      B: "B",
      N: "N",
      S: "S"
    };
    var BackupStatus = {
      AVAILABLE: "AVAILABLE",
      CREATING: "CREATING",
      DELETED: "DELETED"
    };
    var BackupType = {
      AWS_BACKUP: "AWS_BACKUP",
      SYSTEM: "SYSTEM",
      USER: "USER"
    };
    var BillingMode = {
      PAY_PER_REQUEST: "PAY_PER_REQUEST",
      PROVISIONED: "PROVISIONED"
    };
    var KeyType = {
      HASH: "HASH",
      RANGE: "RANGE"
    };
    var ProjectionType = {
      ALL: "ALL",
      INCLUDE: "INCLUDE",
      KEYS_ONLY: "KEYS_ONLY"
    };
    var SSEType = {
      AES256: "AES256",
      KMS: "KMS"
    };
    var SSEStatus = {
      DISABLED: "DISABLED",
      DISABLING: "DISABLING",
      ENABLED: "ENABLED",
      ENABLING: "ENABLING",
      UPDATING: "UPDATING"
    };
    var StreamViewType = {
      KEYS_ONLY: "KEYS_ONLY",
      NEW_AND_OLD_IMAGES: "NEW_AND_OLD_IMAGES",
      NEW_IMAGE: "NEW_IMAGE",
      OLD_IMAGE: "OLD_IMAGE"
    };
    var TimeToLiveStatus = {
      DISABLED: "DISABLED",
      DISABLING: "DISABLING",
      ENABLED: "ENABLED",
      ENABLING: "ENABLING"
    };
    var VectorDistanceFunction = {
      COSINE: "COSINE",
      DOT_PRODUCT: "DOT_PRODUCT",
      EUCLIDEAN: "EUCLIDEAN"
    };
    var SearchSchemaElementType = {
      HASH: "HASH",
      INLINE_FILTER: "INLINE_FILTER"
    };
    var BackupTypeFilter = {
      ALL: "ALL",
      AWS_BACKUP: "AWS_BACKUP",
      SYSTEM: "SYSTEM",
      USER: "USER"
    };
    var ReturnConsumedCapacity = {
      INDEXES: "INDEXES",
      NONE: "NONE",
      TOTAL: "TOTAL"
    };
    var ReturnValuesOnConditionCheckFailure = {
      ALL_OLD: "ALL_OLD",
      NONE: "NONE"
    };
    var BatchStatementErrorCodeEnum = {
      AccessDenied: "AccessDenied",
      ConditionalCheckFailed: "ConditionalCheckFailed",
      DuplicateItem: "DuplicateItem",
      InternalServerError: "InternalServerError",
      ItemCollectionSizeLimitExceeded: "ItemCollectionSizeLimitExceeded",
      ProvisionedThroughputExceeded: "ProvisionedThroughputExceeded",
      RequestLimitExceeded: "RequestLimitExceeded",
      ResourceNotFound: "ResourceNotFound",
      ThrottlingError: "ThrottlingError",
      TransactionConflict: "TransactionConflict",
      ValidationError: "ValidationError"
    };
    var ReturnItemCollectionMetrics = {
      NONE: "NONE",
      SIZE: "SIZE"
    };
    var BulkOperationStatus = {
      CANCELLED: "CANCELLED",
      CANCELLING: "CANCELLING",
      COMPLETED: "COMPLETED",
      COMPLETED_WITH_ERRORS: "COMPLETED_WITH_ERRORS",
      FAILED: "FAILED",
      IN_PROGRESS: "IN_PROGRESS"
    };
    var InputCompressionType = {
      GZIP: "GZIP",
      NONE: "NONE",
      ZSTD: "ZSTD"
    };
    var BulkOperationInputFormat = {
      DYNAMODB_JSON: "DYNAMODB_JSON",
      ION: "ION"
    };
    var OutputTypeEnum = {
      CONDITION_CHECK_FAILURE: "CONDITION_CHECK_FAILURE",
      ERROR: "ERROR"
    };
    var S3SseAlgorithm = {
      AES256: "AES256",
      KMS: "KMS"
    };
    var BulkOperationPerformanceTier = {
      ACCELERATED: "ACCELERATED",
      STANDARD: "STANDARD"
    };
    var ComparisonOperator = {
      BEGINS_WITH: "BEGINS_WITH",
      BETWEEN: "BETWEEN",
      CONTAINS: "CONTAINS",
      EQ: "EQ",
      GE: "GE",
      GT: "GT",
      IN: "IN",
      LE: "LE",
      LT: "LT",
      NE: "NE",
      NOT_CONTAINS: "NOT_CONTAINS",
      NOT_NULL: "NOT_NULL",
      NULL: "NULL"
    };
    var ConditionalOperator = {
      AND: "AND",
      OR: "OR"
    };
    var ContinuousBackupsStatus = {
      DISABLED: "DISABLED",
      ENABLED: "ENABLED"
    };
    var PointInTimeRecoveryStatus = {
      DISABLED: "DISABLED",
      ENABLED: "ENABLED"
    };
    var ContributorInsightsAction = {
      DISABLE: "DISABLE",
      ENABLE: "ENABLE"
    };
    var ContributorInsightsMode = {
      ACCESSED_AND_THROTTLED_KEYS: "ACCESSED_AND_THROTTLED_KEYS",
      THROTTLED_KEYS: "THROTTLED_KEYS"
    };
    var ContributorInsightsStatus = {
      DISABLED: "DISABLED",
      DISABLING: "DISABLING",
      ENABLED: "ENABLED",
      ENABLING: "ENABLING",
      FAILED: "FAILED"
    };
    var GlobalTableStatus = {
      ACTIVE: "ACTIVE",
      CREATING: "CREATING",
      DELETING: "DELETING",
      UPDATING: "UPDATING"
    };
    var IndexStatus = {
      ACTIVE: "ACTIVE",
      CREATING: "CREATING",
      DELETING: "DELETING",
      UPDATING: "UPDATING"
    };
    var GlobalTableSettingsReplicationMode = {
      DISABLED: "DISABLED",
      ENABLED: "ENABLED",
      ENABLED_WITH_OVERRIDES: "ENABLED_WITH_OVERRIDES"
    };
    var ReplicaStatus = {
      ACTIVE: "ACTIVE",
      ARCHIVED: "ARCHIVED",
      ARCHIVING: "ARCHIVING",
      CREATING: "CREATING",
      CREATION_FAILED: "CREATION_FAILED",
      DELETING: "DELETING",
      INACCESSIBLE_ENCRYPTION_CREDENTIALS: "INACCESSIBLE_ENCRYPTION_CREDENTIALS",
      REGION_DISABLED: "REGION_DISABLED",
      REPLICATION_NOT_AUTHORIZED: "REPLICATION_NOT_AUTHORIZED",
      UPDATING: "UPDATING"
    };
    var TableClass = {
      STANDARD: "STANDARD",
      STANDARD_INFREQUENT_ACCESS: "STANDARD_INFREQUENT_ACCESS"
    };
    var TableStatus = {
      ACTIVE: "ACTIVE",
      ARCHIVED: "ARCHIVED",
      ARCHIVING: "ARCHIVING",
      CREATING: "CREATING",
      DELETING: "DELETING",
      INACCESSIBLE_ENCRYPTION_CREDENTIALS: "INACCESSIBLE_ENCRYPTION_CREDENTIALS",
      REPLICATION_NOT_AUTHORIZED: "REPLICATION_NOT_AUTHORIZED",
      UPDATING: "UPDATING"
    };
    var WitnessStatus = {
      ACTIVE: "ACTIVE",
      CREATING: "CREATING",
      DELETING: "DELETING"
    };
    var MultiRegionConsistency = {
      EVENTUAL: "EVENTUAL",
      STRONG: "STRONG"
    };
    var ReturnValue = {
      ALL_NEW: "ALL_NEW",
      ALL_OLD: "ALL_OLD",
      NONE: "NONE",
      UPDATED_NEW: "UPDATED_NEW",
      UPDATED_OLD: "UPDATED_OLD"
    };
    var ExportFormat = {
      DYNAMODB_JSON: "DYNAMODB_JSON",
      ION: "ION"
    };
    var ExportStatus = {
      COMPLETED: "COMPLETED",
      FAILED: "FAILED",
      IN_PROGRESS: "IN_PROGRESS"
    };
    var ExportType = {
      FULL_EXPORT: "FULL_EXPORT",
      INCREMENTAL_EXPORT: "INCREMENTAL_EXPORT"
    };
    var ExportViewType = {
      NEW_AND_OLD_IMAGES: "NEW_AND_OLD_IMAGES",
      NEW_IMAGE: "NEW_IMAGE"
    };
    var ImportStatus = {
      CANCELLED: "CANCELLED",
      CANCELLING: "CANCELLING",
      COMPLETED: "COMPLETED",
      FAILED: "FAILED",
      IN_PROGRESS: "IN_PROGRESS"
    };
    var InputFormat = {
      CSV: "CSV",
      DYNAMODB_JSON: "DYNAMODB_JSON",
      ION: "ION"
    };
    var DestinationStatus = {
      ACTIVE: "ACTIVE",
      DISABLED: "DISABLED",
      DISABLING: "DISABLING",
      ENABLE_FAILED: "ENABLE_FAILED",
      ENABLING: "ENABLING",
      UPDATING: "UPDATING"
    };
    var DisassociationMode = {
      WAIT_FOR_REPLICATION: "WAIT_FOR_REPLICATION"
    };
    var Select = {
      ALL_ATTRIBUTES: "ALL_ATTRIBUTES",
      ALL_PROJECTED_ATTRIBUTES: "ALL_PROJECTED_ATTRIBUTES",
      COUNT: "COUNT",
      SPECIFIC_ATTRIBUTES: "SPECIFIC_ATTRIBUTES"
    };
    exports.ApproximateCreationDateTimePrecision = ApproximateCreationDateTimePrecision;
    exports.ArchivalSummary$ = ArchivalSummary$;
    exports.AttributeAction = AttributeAction;
    exports.AttributeDefinition$ = AttributeDefinition$;
    exports.AttributeValue$ = AttributeValue$;
    exports.AttributeValueUpdate$ = AttributeValueUpdate$;
    exports.AutoScalingPolicyDescription$ = AutoScalingPolicyDescription$;
    exports.AutoScalingPolicyUpdate$ = AutoScalingPolicyUpdate$;
    exports.AutoScalingSettingsDescription$ = AutoScalingSettingsDescription$;
    exports.AutoScalingSettingsUpdate$ = AutoScalingSettingsUpdate$;
    exports.AutoScalingTargetTrackingScalingPolicyConfigurationDescription$ = AutoScalingTargetTrackingScalingPolicyConfigurationDescription$;
    exports.AutoScalingTargetTrackingScalingPolicyConfigurationUpdate$ = AutoScalingTargetTrackingScalingPolicyConfigurationUpdate$;
    exports.BackupDescription$ = BackupDescription$;
    exports.BackupDetails$ = BackupDetails$;
    exports.BackupInUseException = BackupInUseException;
    exports.BackupInUseException$ = BackupInUseException$;
    exports.BackupNotFoundException = BackupNotFoundException;
    exports.BackupNotFoundException$ = BackupNotFoundException$;
    exports.BackupStatus = BackupStatus;
    exports.BackupSummary$ = BackupSummary$;
    exports.BackupType = BackupType;
    exports.BackupTypeFilter = BackupTypeFilter;
    exports.BatchExecuteStatement$ = BatchExecuteStatement$;
    exports.BatchExecuteStatementCommand = BatchExecuteStatementCommand;
    exports.BatchExecuteStatementInput$ = BatchExecuteStatementInput$;
    exports.BatchExecuteStatementOutput$ = BatchExecuteStatementOutput$;
    exports.BatchGetItem$ = BatchGetItem$;
    exports.BatchGetItemCommand = BatchGetItemCommand;
    exports.BatchGetItemInput$ = BatchGetItemInput$;
    exports.BatchGetItemOutput$ = BatchGetItemOutput$;
    exports.BatchStatementError$ = BatchStatementError$;
    exports.BatchStatementErrorCodeEnum = BatchStatementErrorCodeEnum;
    exports.BatchStatementRequest$ = BatchStatementRequest$;
    exports.BatchStatementResponse$ = BatchStatementResponse$;
    exports.BatchWriteItem$ = BatchWriteItem$;
    exports.BatchWriteItemCommand = BatchWriteItemCommand;
    exports.BatchWriteItemInput$ = BatchWriteItemInput$;
    exports.BatchWriteItemOutput$ = BatchWriteItemOutput$;
    exports.BillingMode = BillingMode;
    exports.BillingModeSummary$ = BillingModeSummary$;
    exports.BulkOperationBytes$ = BulkOperationBytes$;
    exports.BulkOperationDescription$ = BulkOperationDescription$;
    exports.BulkOperationInputFormat = BulkOperationInputFormat;
    exports.BulkOperationPerformanceTier = BulkOperationPerformanceTier;
    exports.BulkOperationStatus = BulkOperationStatus;
    exports.BulkOperationSummary$ = BulkOperationSummary$;
    exports.BulkOperationTableDetail$ = BulkOperationTableDetail$;
    exports.BulkOperationUsage$ = BulkOperationUsage$;
    exports.BulkOperationVectorBytes$ = BulkOperationVectorBytes$;
    exports.CancelBulkOperation$ = CancelBulkOperation$;
    exports.CancelBulkOperationCommand = CancelBulkOperationCommand;
    exports.CancelBulkOperationInput$ = CancelBulkOperationInput$;
    exports.CancelBulkOperationOutput$ = CancelBulkOperationOutput$;
    exports.CancellationReason$ = CancellationReason$;
    exports.Capacity$ = Capacity$;
    exports.ComparisonOperator = ComparisonOperator;
    exports.Condition$ = Condition$;
    exports.ConditionCheck$ = ConditionCheck$;
    exports.ConditionalCheckFailedException = ConditionalCheckFailedException;
    exports.ConditionalCheckFailedException$ = ConditionalCheckFailedException$;
    exports.ConditionalOperator = ConditionalOperator;
    exports.ConsumedCapacity$ = ConsumedCapacity$;
    exports.ContinuousBackupsDescription$ = ContinuousBackupsDescription$;
    exports.ContinuousBackupsStatus = ContinuousBackupsStatus;
    exports.ContinuousBackupsUnavailableException = ContinuousBackupsUnavailableException;
    exports.ContinuousBackupsUnavailableException$ = ContinuousBackupsUnavailableException$;
    exports.ContributorInsightsAction = ContributorInsightsAction;
    exports.ContributorInsightsMode = ContributorInsightsMode;
    exports.ContributorInsightsStatus = ContributorInsightsStatus;
    exports.ContributorInsightsSummary$ = ContributorInsightsSummary$;
    exports.CreateBackup$ = CreateBackup$;
    exports.CreateBackupCommand = CreateBackupCommand;
    exports.CreateBackupInput$ = CreateBackupInput$;
    exports.CreateBackupOutput$ = CreateBackupOutput$;
    exports.CreateGlobalSecondaryIndexAction$ = CreateGlobalSecondaryIndexAction$;
    exports.CreateGlobalTable$ = CreateGlobalTable$;
    exports.CreateGlobalTableCommand = CreateGlobalTableCommand;
    exports.CreateGlobalTableInput$ = CreateGlobalTableInput$;
    exports.CreateGlobalTableOutput$ = CreateGlobalTableOutput$;
    exports.CreateGlobalTableWitnessGroupMemberAction$ = CreateGlobalTableWitnessGroupMemberAction$;
    exports.CreateReplicaAction$ = CreateReplicaAction$;
    exports.CreateReplicationGroupMemberAction$ = CreateReplicationGroupMemberAction$;
    exports.CreateTable$ = CreateTable$;
    exports.CreateTableCommand = CreateTableCommand;
    exports.CreateTableInput$ = CreateTableInput$;
    exports.CreateTableOutput$ = CreateTableOutput$;
    exports.CreateVectorIndexAction$ = CreateVectorIndexAction$;
    exports.CsvOptions$ = CsvOptions$;
    exports.Delete$ = Delete$;
    exports.DeleteBackup$ = DeleteBackup$;
    exports.DeleteBackupCommand = DeleteBackupCommand;
    exports.DeleteBackupInput$ = DeleteBackupInput$;
    exports.DeleteBackupOutput$ = DeleteBackupOutput$;
    exports.DeleteGlobalSecondaryIndexAction$ = DeleteGlobalSecondaryIndexAction$;
    exports.DeleteGlobalTableWitnessGroupMemberAction$ = DeleteGlobalTableWitnessGroupMemberAction$;
    exports.DeleteItem$ = DeleteItem$;
    exports.DeleteItemCommand = DeleteItemCommand;
    exports.DeleteItemInput$ = DeleteItemInput$;
    exports.DeleteItemOutput$ = DeleteItemOutput$;
    exports.DeleteReplicaAction$ = DeleteReplicaAction$;
    exports.DeleteReplicationGroupMemberAction$ = DeleteReplicationGroupMemberAction$;
    exports.DeleteRequest$ = DeleteRequest$;
    exports.DeleteResourcePolicy$ = DeleteResourcePolicy$;
    exports.DeleteResourcePolicyCommand = DeleteResourcePolicyCommand;
    exports.DeleteResourcePolicyInput$ = DeleteResourcePolicyInput$;
    exports.DeleteResourcePolicyOutput$ = DeleteResourcePolicyOutput$;
    exports.DeleteTable$ = DeleteTable$;
    exports.DeleteTableCommand = DeleteTableCommand;
    exports.DeleteTableInput$ = DeleteTableInput$;
    exports.DeleteTableOutput$ = DeleteTableOutput$;
    exports.DeleteVectorIndexAction$ = DeleteVectorIndexAction$;
    exports.DescribeBackup$ = DescribeBackup$;
    exports.DescribeBackupCommand = DescribeBackupCommand;
    exports.DescribeBackupInput$ = DescribeBackupInput$;
    exports.DescribeBackupOutput$ = DescribeBackupOutput$;
    exports.DescribeBulkOperation$ = DescribeBulkOperation$;
    exports.DescribeBulkOperationCommand = DescribeBulkOperationCommand;
    exports.DescribeBulkOperationInput$ = DescribeBulkOperationInput$;
    exports.DescribeBulkOperationOutput$ = DescribeBulkOperationOutput$;
    exports.DescribeContinuousBackups$ = DescribeContinuousBackups$;
    exports.DescribeContinuousBackupsCommand = DescribeContinuousBackupsCommand;
    exports.DescribeContinuousBackupsInput$ = DescribeContinuousBackupsInput$;
    exports.DescribeContinuousBackupsOutput$ = DescribeContinuousBackupsOutput$;
    exports.DescribeContributorInsights$ = DescribeContributorInsights$;
    exports.DescribeContributorInsightsCommand = DescribeContributorInsightsCommand;
    exports.DescribeContributorInsightsInput$ = DescribeContributorInsightsInput$;
    exports.DescribeContributorInsightsOutput$ = DescribeContributorInsightsOutput$;
    exports.DescribeEndpoints$ = DescribeEndpoints$;
    exports.DescribeEndpointsCommand = DescribeEndpointsCommand;
    exports.DescribeEndpointsRequest$ = DescribeEndpointsRequest$;
    exports.DescribeEndpointsResponse$ = DescribeEndpointsResponse$;
    exports.DescribeExport$ = DescribeExport$;
    exports.DescribeExportCommand = DescribeExportCommand;
    exports.DescribeExportInput$ = DescribeExportInput$;
    exports.DescribeExportOutput$ = DescribeExportOutput$;
    exports.DescribeGlobalTable$ = DescribeGlobalTable$;
    exports.DescribeGlobalTableCommand = DescribeGlobalTableCommand;
    exports.DescribeGlobalTableInput$ = DescribeGlobalTableInput$;
    exports.DescribeGlobalTableOutput$ = DescribeGlobalTableOutput$;
    exports.DescribeGlobalTableSettings$ = DescribeGlobalTableSettings$;
    exports.DescribeGlobalTableSettingsCommand = DescribeGlobalTableSettingsCommand;
    exports.DescribeGlobalTableSettingsInput$ = DescribeGlobalTableSettingsInput$;
    exports.DescribeGlobalTableSettingsOutput$ = DescribeGlobalTableSettingsOutput$;
    exports.DescribeImport$ = DescribeImport$;
    exports.DescribeImportCommand = DescribeImportCommand;
    exports.DescribeImportInput$ = DescribeImportInput$;
    exports.DescribeImportOutput$ = DescribeImportOutput$;
    exports.DescribeKinesisStreamingDestination$ = DescribeKinesisStreamingDestination$;
    exports.DescribeKinesisStreamingDestinationCommand = DescribeKinesisStreamingDestinationCommand;
    exports.DescribeKinesisStreamingDestinationInput$ = DescribeKinesisStreamingDestinationInput$;
    exports.DescribeKinesisStreamingDestinationOutput$ = DescribeKinesisStreamingDestinationOutput$;
    exports.DescribeLimits$ = DescribeLimits$;
    exports.DescribeLimitsCommand = DescribeLimitsCommand;
    exports.DescribeLimitsInput$ = DescribeLimitsInput$;
    exports.DescribeLimitsOutput$ = DescribeLimitsOutput$;
    exports.DescribeTable$ = DescribeTable$;
    exports.DescribeTableCommand = DescribeTableCommand;
    exports.DescribeTableInput$ = DescribeTableInput$;
    exports.DescribeTableOutput$ = DescribeTableOutput$;
    exports.DescribeTableReplicaAutoScaling$ = DescribeTableReplicaAutoScaling$;
    exports.DescribeTableReplicaAutoScalingCommand = DescribeTableReplicaAutoScalingCommand;
    exports.DescribeTableReplicaAutoScalingInput$ = DescribeTableReplicaAutoScalingInput$;
    exports.DescribeTableReplicaAutoScalingOutput$ = DescribeTableReplicaAutoScalingOutput$;
    exports.DescribeTimeToLive$ = DescribeTimeToLive$;
    exports.DescribeTimeToLiveCommand = DescribeTimeToLiveCommand;
    exports.DescribeTimeToLiveInput$ = DescribeTimeToLiveInput$;
    exports.DescribeTimeToLiveOutput$ = DescribeTimeToLiveOutput$;
    exports.DestinationStatus = DestinationStatus;
    exports.DisableKinesisStreamingDestination$ = DisableKinesisStreamingDestination$;
    exports.DisableKinesisStreamingDestinationCommand = DisableKinesisStreamingDestinationCommand;
    exports.DisassociateReplicationGroupMemberAction$ = DisassociateReplicationGroupMemberAction$;
    exports.DisassociationMode = DisassociationMode;
    exports.DuplicateItemException = DuplicateItemException;
    exports.DuplicateItemException$ = DuplicateItemException$;
    exports.DynamoDB = DynamoDB;
    exports.DynamoDBClient = DynamoDBClient;
    exports.DynamoDBServiceException = DynamoDBServiceException;
    exports.DynamoDBServiceException$ = DynamoDBServiceException$;
    exports.EnableKinesisStreamingConfiguration$ = EnableKinesisStreamingConfiguration$;
    exports.EnableKinesisStreamingDestination$ = EnableKinesisStreamingDestination$;
    exports.EnableKinesisStreamingDestinationCommand = EnableKinesisStreamingDestinationCommand;
    exports.Endpoint$ = Endpoint$;
    exports.ExecuteStatement$ = ExecuteStatement$;
    exports.ExecuteStatementCommand = ExecuteStatementCommand;
    exports.ExecuteStatementInput$ = ExecuteStatementInput$;
    exports.ExecuteStatementOutput$ = ExecuteStatementOutput$;
    exports.ExecuteTransaction$ = ExecuteTransaction$;
    exports.ExecuteTransactionCommand = ExecuteTransactionCommand;
    exports.ExecuteTransactionInput$ = ExecuteTransactionInput$;
    exports.ExecuteTransactionOutput$ = ExecuteTransactionOutput$;
    exports.ExpectedAttributeValue$ = ExpectedAttributeValue$;
    exports.ExportConflictException = ExportConflictException;
    exports.ExportConflictException$ = ExportConflictException$;
    exports.ExportDescription$ = ExportDescription$;
    exports.ExportFormat = ExportFormat;
    exports.ExportNotFoundException = ExportNotFoundException;
    exports.ExportNotFoundException$ = ExportNotFoundException$;
    exports.ExportStatus = ExportStatus;
    exports.ExportSummary$ = ExportSummary$;
    exports.ExportTableToPointInTime$ = ExportTableToPointInTime$;
    exports.ExportTableToPointInTimeCommand = ExportTableToPointInTimeCommand;
    exports.ExportTableToPointInTimeInput$ = ExportTableToPointInTimeInput$;
    exports.ExportTableToPointInTimeOutput$ = ExportTableToPointInTimeOutput$;
    exports.ExportType = ExportType;
    exports.ExportViewType = ExportViewType;
    exports.FailureException$ = FailureException$;
    exports.FilterSpecification$ = FilterSpecification$;
    exports.Get$ = Get$;
    exports.GetItem$ = GetItem$;
    exports.GetItemCommand = GetItemCommand;
    exports.GetItemInput$ = GetItemInput$;
    exports.GetItemOutput$ = GetItemOutput$;
    exports.GetResourcePolicy$ = GetResourcePolicy$;
    exports.GetResourcePolicyCommand = GetResourcePolicyCommand;
    exports.GetResourcePolicyInput$ = GetResourcePolicyInput$;
    exports.GetResourcePolicyOutput$ = GetResourcePolicyOutput$;
    exports.GlobalSecondaryIndex$ = GlobalSecondaryIndex$;
    exports.GlobalSecondaryIndexAutoScalingUpdate$ = GlobalSecondaryIndexAutoScalingUpdate$;
    exports.GlobalSecondaryIndexDescription$ = GlobalSecondaryIndexDescription$;
    exports.GlobalSecondaryIndexInfo$ = GlobalSecondaryIndexInfo$;
    exports.GlobalSecondaryIndexUpdate$ = GlobalSecondaryIndexUpdate$;
    exports.GlobalSecondaryIndexWarmThroughputDescription$ = GlobalSecondaryIndexWarmThroughputDescription$;
    exports.GlobalTable$ = GlobalTable$;
    exports.GlobalTableAlreadyExistsException = GlobalTableAlreadyExistsException;
    exports.GlobalTableAlreadyExistsException$ = GlobalTableAlreadyExistsException$;
    exports.GlobalTableDescription$ = GlobalTableDescription$;
    exports.GlobalTableGlobalSecondaryIndexSettingsUpdate$ = GlobalTableGlobalSecondaryIndexSettingsUpdate$;
    exports.GlobalTableNotFoundException = GlobalTableNotFoundException;
    exports.GlobalTableNotFoundException$ = GlobalTableNotFoundException$;
    exports.GlobalTableSettingsReplicationMode = GlobalTableSettingsReplicationMode;
    exports.GlobalTableStatus = GlobalTableStatus;
    exports.GlobalTableWitnessDescription$ = GlobalTableWitnessDescription$;
    exports.GlobalTableWitnessGroupUpdate$ = GlobalTableWitnessGroupUpdate$;
    exports.IdempotentParameterMismatchException = IdempotentParameterMismatchException;
    exports.IdempotentParameterMismatchException$ = IdempotentParameterMismatchException$;
    exports.ImportConflictException = ImportConflictException;
    exports.ImportConflictException$ = ImportConflictException$;
    exports.ImportNotFoundException = ImportNotFoundException;
    exports.ImportNotFoundException$ = ImportNotFoundException$;
    exports.ImportStatus = ImportStatus;
    exports.ImportSummary$ = ImportSummary$;
    exports.ImportTable$ = ImportTable$;
    exports.ImportTableCommand = ImportTableCommand;
    exports.ImportTableDescription$ = ImportTableDescription$;
    exports.ImportTableInput$ = ImportTableInput$;
    exports.ImportTableOutput$ = ImportTableOutput$;
    exports.IncrementalExportSpecification$ = IncrementalExportSpecification$;
    exports.IndexNotFoundException = IndexNotFoundException;
    exports.IndexNotFoundException$ = IndexNotFoundException$;
    exports.IndexStatus = IndexStatus;
    exports.InputCompressionType = InputCompressionType;
    exports.InputFormat = InputFormat;
    exports.InputFormatOptions$ = InputFormatOptions$;
    exports.InputS3Configuration$ = InputS3Configuration$;
    exports.InternalServerError = InternalServerError;
    exports.InternalServerError$ = InternalServerError$;
    exports.InvalidEndpointException = InvalidEndpointException;
    exports.InvalidEndpointException$ = InvalidEndpointException$;
    exports.InvalidExportTimeException = InvalidExportTimeException;
    exports.InvalidExportTimeException$ = InvalidExportTimeException$;
    exports.InvalidRestoreTimeException = InvalidRestoreTimeException;
    exports.InvalidRestoreTimeException$ = InvalidRestoreTimeException$;
    exports.ItemCollectionMetrics$ = ItemCollectionMetrics$;
    exports.ItemCollectionSizeLimitExceededException = ItemCollectionSizeLimitExceededException;
    exports.ItemCollectionSizeLimitExceededException$ = ItemCollectionSizeLimitExceededException$;
    exports.ItemResponse$ = ItemResponse$;
    exports.KeySchemaElement$ = KeySchemaElement$;
    exports.KeyType = KeyType;
    exports.KeysAndAttributes$ = KeysAndAttributes$;
    exports.KinesisDataStreamDestination$ = KinesisDataStreamDestination$;
    exports.KinesisStreamingDestinationInput$ = KinesisStreamingDestinationInput$;
    exports.KinesisStreamingDestinationOutput$ = KinesisStreamingDestinationOutput$;
    exports.LimitExceededException = LimitExceededException;
    exports.LimitExceededException$ = LimitExceededException$;
    exports.ListBackups$ = ListBackups$;
    exports.ListBackupsCommand = ListBackupsCommand;
    exports.ListBackupsInput$ = ListBackupsInput$;
    exports.ListBackupsOutput$ = ListBackupsOutput$;
    exports.ListBulkOperations$ = ListBulkOperations$;
    exports.ListBulkOperationsCommand = ListBulkOperationsCommand;
    exports.ListBulkOperationsInput$ = ListBulkOperationsInput$;
    exports.ListBulkOperationsOutput$ = ListBulkOperationsOutput$;
    exports.ListContributorInsights$ = ListContributorInsights$;
    exports.ListContributorInsightsCommand = ListContributorInsightsCommand;
    exports.ListContributorInsightsInput$ = ListContributorInsightsInput$;
    exports.ListContributorInsightsOutput$ = ListContributorInsightsOutput$;
    exports.ListExports$ = ListExports$;
    exports.ListExportsCommand = ListExportsCommand;
    exports.ListExportsInput$ = ListExportsInput$;
    exports.ListExportsOutput$ = ListExportsOutput$;
    exports.ListGlobalTables$ = ListGlobalTables$;
    exports.ListGlobalTablesCommand = ListGlobalTablesCommand;
    exports.ListGlobalTablesInput$ = ListGlobalTablesInput$;
    exports.ListGlobalTablesOutput$ = ListGlobalTablesOutput$;
    exports.ListImports$ = ListImports$;
    exports.ListImportsCommand = ListImportsCommand;
    exports.ListImportsInput$ = ListImportsInput$;
    exports.ListImportsOutput$ = ListImportsOutput$;
    exports.ListTables$ = ListTables$;
    exports.ListTablesCommand = ListTablesCommand;
    exports.ListTablesInput$ = ListTablesInput$;
    exports.ListTablesOutput$ = ListTablesOutput$;
    exports.ListTagsOfResource$ = ListTagsOfResource$;
    exports.ListTagsOfResourceCommand = ListTagsOfResourceCommand;
    exports.ListTagsOfResourceInput$ = ListTagsOfResourceInput$;
    exports.ListTagsOfResourceOutput$ = ListTagsOfResourceOutput$;
    exports.LocalSecondaryIndex$ = LocalSecondaryIndex$;
    exports.LocalSecondaryIndexDescription$ = LocalSecondaryIndexDescription$;
    exports.LocalSecondaryIndexInfo$ = LocalSecondaryIndexInfo$;
    exports.MultiRegionConsistency = MultiRegionConsistency;
    exports.OnDemandThroughput$ = OnDemandThroughput$;
    exports.OnDemandThroughputOverride$ = OnDemandThroughputOverride$;
    exports.OutputS3Configuration$ = OutputS3Configuration$;
    exports.OutputTypeEnum = OutputTypeEnum;
    exports.ParameterizedStatement$ = ParameterizedStatement$;
    exports.PointInTimeRecoveryDescription$ = PointInTimeRecoveryDescription$;
    exports.PointInTimeRecoverySpecification$ = PointInTimeRecoverySpecification$;
    exports.PointInTimeRecoveryStatus = PointInTimeRecoveryStatus;
    exports.PointInTimeRecoveryUnavailableException = PointInTimeRecoveryUnavailableException;
    exports.PointInTimeRecoveryUnavailableException$ = PointInTimeRecoveryUnavailableException$;
    exports.PolicyNotFoundException = PolicyNotFoundException;
    exports.PolicyNotFoundException$ = PolicyNotFoundException$;
    exports.Projection$ = Projection$;
    exports.ProjectionType = ProjectionType;
    exports.ProvisionedThroughput$ = ProvisionedThroughput$;
    exports.ProvisionedThroughputDescription$ = ProvisionedThroughputDescription$;
    exports.ProvisionedThroughputExceededException = ProvisionedThroughputExceededException;
    exports.ProvisionedThroughputExceededException$ = ProvisionedThroughputExceededException$;
    exports.ProvisionedThroughputOverride$ = ProvisionedThroughputOverride$;
    exports.Put$ = Put$;
    exports.PutItem$ = PutItem$;
    exports.PutItemCommand = PutItemCommand;
    exports.PutItemInput$ = PutItemInput$;
    exports.PutItemOutput$ = PutItemOutput$;
    exports.PutRequest$ = PutRequest$;
    exports.PutResourcePolicy$ = PutResourcePolicy$;
    exports.PutResourcePolicyCommand = PutResourcePolicyCommand;
    exports.PutResourcePolicyInput$ = PutResourcePolicyInput$;
    exports.PutResourcePolicyOutput$ = PutResourcePolicyOutput$;
    exports.Query$ = Query$;
    exports.QueryCommand = QueryCommand;
    exports.QueryInput$ = QueryInput$;
    exports.QueryOutput$ = QueryOutput$;
    exports.Replica$ = Replica$;
    exports.ReplicaAlreadyExistsException = ReplicaAlreadyExistsException;
    exports.ReplicaAlreadyExistsException$ = ReplicaAlreadyExistsException$;
    exports.ReplicaAutoScalingDescription$ = ReplicaAutoScalingDescription$;
    exports.ReplicaAutoScalingUpdate$ = ReplicaAutoScalingUpdate$;
    exports.ReplicaDescription$ = ReplicaDescription$;
    exports.ReplicaGlobalSecondaryIndex$ = ReplicaGlobalSecondaryIndex$;
    exports.ReplicaGlobalSecondaryIndexAutoScalingDescription$ = ReplicaGlobalSecondaryIndexAutoScalingDescription$;
    exports.ReplicaGlobalSecondaryIndexAutoScalingUpdate$ = ReplicaGlobalSecondaryIndexAutoScalingUpdate$;
    exports.ReplicaGlobalSecondaryIndexDescription$ = ReplicaGlobalSecondaryIndexDescription$;
    exports.ReplicaGlobalSecondaryIndexSettingsDescription$ = ReplicaGlobalSecondaryIndexSettingsDescription$;
    exports.ReplicaGlobalSecondaryIndexSettingsUpdate$ = ReplicaGlobalSecondaryIndexSettingsUpdate$;
    exports.ReplicaNotFoundException = ReplicaNotFoundException;
    exports.ReplicaNotFoundException$ = ReplicaNotFoundException$;
    exports.ReplicaSettingsDescription$ = ReplicaSettingsDescription$;
    exports.ReplicaSettingsUpdate$ = ReplicaSettingsUpdate$;
    exports.ReplicaStatus = ReplicaStatus;
    exports.ReplicaUpdate$ = ReplicaUpdate$;
    exports.ReplicatedWriteConflictException = ReplicatedWriteConflictException;
    exports.ReplicatedWriteConflictException$ = ReplicatedWriteConflictException$;
    exports.ReplicationGroupUpdate$ = ReplicationGroupUpdate$;
    exports.RequestLimitExceeded = RequestLimitExceeded;
    exports.RequestLimitExceeded$ = RequestLimitExceeded$;
    exports.ResourceInUseException = ResourceInUseException;
    exports.ResourceInUseException$ = ResourceInUseException$;
    exports.ResourceNotFoundException = ResourceNotFoundException;
    exports.ResourceNotFoundException$ = ResourceNotFoundException$;
    exports.RestoreSummary$ = RestoreSummary$;
    exports.RestoreTableFromBackup$ = RestoreTableFromBackup$;
    exports.RestoreTableFromBackupCommand = RestoreTableFromBackupCommand;
    exports.RestoreTableFromBackupInput$ = RestoreTableFromBackupInput$;
    exports.RestoreTableFromBackupOutput$ = RestoreTableFromBackupOutput$;
    exports.RestoreTableToPointInTime$ = RestoreTableToPointInTime$;
    exports.RestoreTableToPointInTimeCommand = RestoreTableToPointInTimeCommand;
    exports.RestoreTableToPointInTimeInput$ = RestoreTableToPointInTimeInput$;
    exports.RestoreTableToPointInTimeOutput$ = RestoreTableToPointInTimeOutput$;
    exports.ReturnConsumedCapacity = ReturnConsumedCapacity;
    exports.ReturnItemCollectionMetrics = ReturnItemCollectionMetrics;
    exports.ReturnValue = ReturnValue;
    exports.ReturnValuesOnConditionCheckFailure = ReturnValuesOnConditionCheckFailure;
    exports.S3BucketSource$ = S3BucketSource$;
    exports.S3SseAlgorithm = S3SseAlgorithm;
    exports.SSEDescription$ = SSEDescription$;
    exports.SSESpecification$ = SSESpecification$;
    exports.SSEStatus = SSEStatus;
    exports.SSEType = SSEType;
    exports.ScalarAttributeType = ScalarAttributeType;
    exports.Scan$ = Scan$;
    exports.ScanCommand = ScanCommand;
    exports.ScanInput$ = ScanInput$;
    exports.ScanOutput$ = ScanOutput$;
    exports.SearchResultItem$ = SearchResultItem$;
    exports.SearchSchemaElement$ = SearchSchemaElement$;
    exports.SearchSchemaElementType = SearchSchemaElementType;
    exports.SearchVectors$ = SearchVectors$;
    exports.SearchVectorsCommand = SearchVectorsCommand;
    exports.SearchVectorsInput$ = SearchVectorsInput$;
    exports.SearchVectorsOutput$ = SearchVectorsOutput$;
    exports.Select = Select;
    exports.SourceTableDetails$ = SourceTableDetails$;
    exports.SourceTableFeatureDetails$ = SourceTableFeatureDetails$;
    exports.StartBulkPutItems$ = StartBulkPutItems$;
    exports.StartBulkPutItemsCommand = StartBulkPutItemsCommand;
    exports.StartBulkPutItemsInput$ = StartBulkPutItemsInput$;
    exports.StartBulkPutItemsOutput$ = StartBulkPutItemsOutput$;
    exports.StreamSpecification$ = StreamSpecification$;
    exports.StreamViewType = StreamViewType;
    exports.TableAlreadyExistsException = TableAlreadyExistsException;
    exports.TableAlreadyExistsException$ = TableAlreadyExistsException$;
    exports.TableAutoScalingDescription$ = TableAutoScalingDescription$;
    exports.TableClass = TableClass;
    exports.TableClassSummary$ = TableClassSummary$;
    exports.TableCreationParameters$ = TableCreationParameters$;
    exports.TableDescription$ = TableDescription$;
    exports.TableInUseException = TableInUseException;
    exports.TableInUseException$ = TableInUseException$;
    exports.TableNotFoundException = TableNotFoundException;
    exports.TableNotFoundException$ = TableNotFoundException$;
    exports.TableStatus = TableStatus;
    exports.TableWarmThroughputDescription$ = TableWarmThroughputDescription$;
    exports.Tag$ = Tag$;
    exports.TagResource$ = TagResource$;
    exports.TagResourceCommand = TagResourceCommand;
    exports.TagResourceInput$ = TagResourceInput$;
    exports.ThrottlingException = ThrottlingException;
    exports.ThrottlingException$ = ThrottlingException$;
    exports.ThrottlingReason$ = ThrottlingReason$;
    exports.TimeToLiveDescription$ = TimeToLiveDescription$;
    exports.TimeToLiveSpecification$ = TimeToLiveSpecification$;
    exports.TimeToLiveStatus = TimeToLiveStatus;
    exports.TransactGetItem$ = TransactGetItem$;
    exports.TransactGetItems$ = TransactGetItems$;
    exports.TransactGetItemsCommand = TransactGetItemsCommand;
    exports.TransactGetItemsInput$ = TransactGetItemsInput$;
    exports.TransactGetItemsOutput$ = TransactGetItemsOutput$;
    exports.TransactWriteItem$ = TransactWriteItem$;
    exports.TransactWriteItems$ = TransactWriteItems$;
    exports.TransactWriteItemsCommand = TransactWriteItemsCommand;
    exports.TransactWriteItemsInput$ = TransactWriteItemsInput$;
    exports.TransactWriteItemsOutput$ = TransactWriteItemsOutput$;
    exports.TransactionCanceledException = TransactionCanceledException;
    exports.TransactionCanceledException$ = TransactionCanceledException$;
    exports.TransactionConflictException = TransactionConflictException;
    exports.TransactionConflictException$ = TransactionConflictException$;
    exports.TransactionInProgressException = TransactionInProgressException;
    exports.TransactionInProgressException$ = TransactionInProgressException$;
    exports.UntagResource$ = UntagResource$;
    exports.UntagResourceCommand = UntagResourceCommand;
    exports.UntagResourceInput$ = UntagResourceInput$;
    exports.Update$ = Update$;
    exports.UpdateContinuousBackups$ = UpdateContinuousBackups$;
    exports.UpdateContinuousBackupsCommand = UpdateContinuousBackupsCommand;
    exports.UpdateContinuousBackupsInput$ = UpdateContinuousBackupsInput$;
    exports.UpdateContinuousBackupsOutput$ = UpdateContinuousBackupsOutput$;
    exports.UpdateContributorInsights$ = UpdateContributorInsights$;
    exports.UpdateContributorInsightsCommand = UpdateContributorInsightsCommand;
    exports.UpdateContributorInsightsInput$ = UpdateContributorInsightsInput$;
    exports.UpdateContributorInsightsOutput$ = UpdateContributorInsightsOutput$;
    exports.UpdateGlobalSecondaryIndexAction$ = UpdateGlobalSecondaryIndexAction$;
    exports.UpdateGlobalTable$ = UpdateGlobalTable$;
    exports.UpdateGlobalTableCommand = UpdateGlobalTableCommand;
    exports.UpdateGlobalTableInput$ = UpdateGlobalTableInput$;
    exports.UpdateGlobalTableOutput$ = UpdateGlobalTableOutput$;
    exports.UpdateGlobalTableSettings$ = UpdateGlobalTableSettings$;
    exports.UpdateGlobalTableSettingsCommand = UpdateGlobalTableSettingsCommand;
    exports.UpdateGlobalTableSettingsInput$ = UpdateGlobalTableSettingsInput$;
    exports.UpdateGlobalTableSettingsOutput$ = UpdateGlobalTableSettingsOutput$;
    exports.UpdateItem$ = UpdateItem$;
    exports.UpdateItemCommand = UpdateItemCommand;
    exports.UpdateItemInput$ = UpdateItemInput$;
    exports.UpdateItemOutput$ = UpdateItemOutput$;
    exports.UpdateKinesisStreamingConfiguration$ = UpdateKinesisStreamingConfiguration$;
    exports.UpdateKinesisStreamingDestination$ = UpdateKinesisStreamingDestination$;
    exports.UpdateKinesisStreamingDestinationCommand = UpdateKinesisStreamingDestinationCommand;
    exports.UpdateKinesisStreamingDestinationInput$ = UpdateKinesisStreamingDestinationInput$;
    exports.UpdateKinesisStreamingDestinationOutput$ = UpdateKinesisStreamingDestinationOutput$;
    exports.UpdateReplicationGroupMemberAction$ = UpdateReplicationGroupMemberAction$;
    exports.UpdateTable$ = UpdateTable$;
    exports.UpdateTableCommand = UpdateTableCommand;
    exports.UpdateTableInput$ = UpdateTableInput$;
    exports.UpdateTableOutput$ = UpdateTableOutput$;
    exports.UpdateTableReplicaAutoScaling$ = UpdateTableReplicaAutoScaling$;
    exports.UpdateTableReplicaAutoScalingCommand = UpdateTableReplicaAutoScalingCommand;
    exports.UpdateTableReplicaAutoScalingInput$ = UpdateTableReplicaAutoScalingInput$;
    exports.UpdateTableReplicaAutoScalingOutput$ = UpdateTableReplicaAutoScalingOutput$;
    exports.UpdateTimeToLive$ = UpdateTimeToLive$;
    exports.UpdateTimeToLiveCommand = UpdateTimeToLiveCommand;
    exports.UpdateTimeToLiveInput$ = UpdateTimeToLiveInput$;
    exports.UpdateTimeToLiveOutput$ = UpdateTimeToLiveOutput$;
    exports.VectorAttributeDefinition$ = VectorAttributeDefinition$;
    exports.VectorCapacity$ = VectorCapacity$;
    exports.VectorDistanceFunction = VectorDistanceFunction;
    exports.VectorIndex$ = VectorIndex$;
    exports.VectorIndexDescription$ = VectorIndexDescription$;
    exports.VectorIndexInfo$ = VectorIndexInfo$;
    exports.VectorIndexUpdate$ = VectorIndexUpdate$;
    exports.WarmThroughput$ = WarmThroughput$;
    exports.WitnessStatus = WitnessStatus;
    exports.WriteRequest$ = WriteRequest$;
    exports.errorTypeRegistries = errorTypeRegistries;
    exports.paginateListBulkOperations = paginateListBulkOperations;
    exports.paginateListContributorInsights = paginateListContributorInsights;
    exports.paginateListExports = paginateListExports;
    exports.paginateListImports = paginateListImports;
    exports.paginateListTables = paginateListTables;
    exports.paginateQuery = paginateQuery;
    exports.paginateScan = paginateScan;
    exports.waitForBulkOperationCompleted = waitForBulkOperationCompleted;
    exports.waitForContributorInsightsEnabled = waitForContributorInsightsEnabled;
    exports.waitForExportCompleted = waitForExportCompleted;
    exports.waitForImportCompleted = waitForImportCompleted;
    exports.waitForKinesisStreamingDestinationActive = waitForKinesisStreamingDestinationActive;
    exports.waitForTableExists = waitForTableExists;
    exports.waitForTableNotExists = waitForTableNotExists;
    exports.waitUntilBulkOperationCompleted = waitUntilBulkOperationCompleted;
    exports.waitUntilContributorInsightsEnabled = waitUntilContributorInsightsEnabled;
    exports.waitUntilExportCompleted = waitUntilExportCompleted;
    exports.waitUntilImportCompleted = waitUntilImportCompleted;
    exports.waitUntilKinesisStreamingDestinationActive = waitUntilKinesisStreamingDestinationActive;
    exports.waitUntilTableExists = waitUntilTableExists;
    exports.waitUntilTableNotExists = waitUntilTableNotExists;
  }
});
export default require_dist_cjs6();
