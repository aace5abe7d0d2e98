// What reading the event stream needs (its parser, the message's schema), in a chunk of its own:
// the stream is opened after the first render, so neither is in the way of it.
export { pushMessageSchema } from '@dashboard/contracts';
export { EventSourceParserStream } from 'eventsource-parser/stream';
