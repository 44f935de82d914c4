/**
 * The subset of MessagePack that Terraform's plugin protocol uses for `DynamicValue.msgpack`
 * (cty's encoding, see OpenTofu docs/plugin-protocol/object-wire-format.md): nil, booleans,
 * integers, float64, strings, arrays, maps — and an unknown value, which cty writes as the
 * extension type 0 with a single zero byte. Written here (no dependency) so the slow provider can
 * answer a plan with an unknown computed `id`, which JSON cannot express.
 */

/** cty's "known after apply": an extension value of type 0. */
export const UNKNOWN: unique symbol = Symbol("unknown");

export type MsgValue =
  null | boolean | number | string | typeof UNKNOWN | MsgValue[] | { [key: string]: MsgValue };

/** Decodes one MessagePack value; throws, naming the byte, on anything outside the subset. */
export function decodeMsgpack(bytes: Uint8Array): MsgValue {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  const text = (n: number): string => {
    const s = Buffer.from(bytes.subarray(at, at + n)).toString("utf8");
    at += n;
    return s;
  };
  const array = (n: number): MsgValue[] => Array.from({ length: n }, () => next());
  const map = (n: number): { [key: string]: MsgValue } => {
    const out: { [key: string]: MsgValue } = {};
    for (let i = 0; i < n; i += 1) {
      const key = next();
      if (typeof key !== "string") throw new Error(`msgpack: expected a string map key at ${at}`);
      out[key] = next();
    }
    return out;
  };
  const ext = (n: number): MsgValue => {
    const type = view.getInt8(at);
    at += 1 + n;
    if (type !== 0) throw new Error(`msgpack: expected extension type 0 (unknown), got ${type}`);
    return UNKNOWN;
  };
  function next(): MsgValue {
    const b = view.getUint8(at);
    at += 1;
    if (b <= 0x7f) return b;
    if (b >= 0xe0) return b - 0x100;
    if (b >= 0x80 && b <= 0x8f) return map(b & 0x0f);
    if (b >= 0x90 && b <= 0x9f) return array(b & 0x0f);
    if (b >= 0xa0 && b <= 0xbf) return text(b & 0x1f);
    const read = <T>(size: number, get: (offset: number) => T): T => {
      const v = get(at);
      at += size;
      return v;
    };
    switch (b) {
      case 0xc0:
        return null;
      case 0xc2:
        return false;
      case 0xc3:
        return true;
      case 0xcb:
        return read(8, (o) => view.getFloat64(o));
      case 0xcc:
        return read(1, (o) => view.getUint8(o));
      case 0xcd:
        return read(2, (o) => view.getUint16(o));
      case 0xce:
        return read(4, (o) => view.getUint32(o));
      case 0xcf:
        return Number(read(8, (o) => view.getBigUint64(o)));
      case 0xd0:
        return read(1, (o) => view.getInt8(o));
      case 0xd1:
        return read(2, (o) => view.getInt16(o));
      case 0xd2:
        return read(4, (o) => view.getInt32(o));
      case 0xd3:
        return Number(read(8, (o) => view.getBigInt64(o)));
      case 0xd4:
        return ext(1);
      case 0xd9:
        return text(read(1, (o) => view.getUint8(o)));
      case 0xda:
        return text(read(2, (o) => view.getUint16(o)));
      case 0xdb:
        return text(read(4, (o) => view.getUint32(o)));
      case 0xdc:
        return array(read(2, (o) => view.getUint16(o)));
      case 0xdd:
        return array(read(4, (o) => view.getUint32(o)));
      case 0xde:
        return map(read(2, (o) => view.getUint16(o)));
      case 0xdf:
        return map(read(4, (o) => view.getUint32(o)));
      default:
        throw new Error(`msgpack: unsupported type byte 0x${b.toString(16)} at ${at - 1}`);
    }
  }
  const value = next();
  if (at !== bytes.length) throw new Error(`msgpack: ${bytes.length - at} trailing bytes`);
  return value;
}

/** Encodes a value of the subset (numbers as float64 unless they are safe integers). */
export function encodeMsgpack(value: MsgValue): Buffer {
  const parts: Buffer[] = [];
  const head = (byte: number, size: number, write: (b: Buffer) => void): void => {
    const b = Buffer.alloc(1 + size);
    b[0] = byte;
    write(b);
    parts.push(b);
  };
  const length = (n: number, fix: number, fixMax: number, b16: number, b32: number): void => {
    if (n <= fixMax) head(fix | n, 0, () => undefined);
    else if (n <= 0xffff) head(b16, 2, (b) => b.writeUInt16BE(n, 1));
    else head(b32, 4, (b) => b.writeUInt32BE(n, 1));
  };
  const put = (v: MsgValue): void => {
    if (v === null) head(0xc0, 0, () => undefined);
    else if (v === UNKNOWN) parts.push(Buffer.from([0xd4, 0x00, 0x00]));
    else if (typeof v === "boolean") head(v ? 0xc3 : 0xc2, 0, () => undefined);
    else if (typeof v === "number") {
      if (Number.isSafeInteger(v)) head(0xd3, 8, (b) => b.writeBigInt64BE(BigInt(v), 1));
      else head(0xcb, 8, (b) => b.writeDoubleBE(v, 1));
    } else if (typeof v === "string") {
      const s = Buffer.from(v, "utf8");
      if (s.length <= 0xff) head(0xd9, 1, (b) => b.writeUInt8(s.length, 1));
      else length(s.length, 0xa0, -1, 0xda, 0xdb);
      parts.push(s);
    } else if (Array.isArray(v)) {
      length(v.length, 0x90, 15, 0xdc, 0xdd);
      v.forEach(put);
    } else {
      const entries = Object.entries(v);
      length(entries.length, 0x80, 15, 0xde, 0xdf);
      for (const [k, item] of entries) {
        put(k);
        put(item);
      }
    }
  };
  put(value);
  return Buffer.concat(parts);
}
