#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  EventStreamCodec,
  EventStreamMarshaller,
  EventStreamMarshaller2,
  EventStreamSerde,
  HeaderMarshaller,
  Int64,
  MessageDecoderStream,
  MessageEncoderStream,
  SmithyMessageDecoderStream,
  SmithyMessageEncoderStream,
  eventStreamSerdeProvider,
  eventStreamSerdeProvider2,
  getChunkedStream,
  getMessageUnmarshaller,
  getUnmarshalledStream,
  init_event_streams,
  iterableToReadableStream,
  readableStreamToIterable,
  resolveEventStreamSerdeConfig
} from "./chunk-XE4JGVLE.js";
import "./chunk-2CMJJ6MU.js";
import "./chunk-IQWI6KNV.js";
init_event_streams();
export {
  EventStreamCodec,
  EventStreamMarshaller2 as EventStreamMarshaller,
  EventStreamSerde,
  HeaderMarshaller,
  Int64,
  MessageDecoderStream,
  MessageEncoderStream,
  SmithyMessageDecoderStream,
  SmithyMessageEncoderStream,
  EventStreamMarshaller as UniversalEventStreamMarshaller,
  eventStreamSerdeProvider2 as eventStreamSerdeProvider,
  getChunkedStream,
  getMessageUnmarshaller,
  getUnmarshalledStream,
  iterableToReadableStream,
  readableStreamToIterable,
  resolveEventStreamSerdeConfig,
  eventStreamSerdeProvider as universalEventStreamSerdeProvider
};
