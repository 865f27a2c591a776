// The SignalR JSON hub protocol, as much as the notification hub needs: text frames ending with
// the record separator 0x1E, the handshake, and message types by number.

export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export interface HubMessage {
  type: number;
  [key: string]: unknown;
}

export function frame(message: object): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

/** Splits received text into complete records; `rest` is an unfinished one kept for later. */
export function splitRecords(buffer: string): { records: string[]; rest: string } {
  const parts = buffer.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { records: parts, rest };
}

export interface HandshakeRequest {
  protocol: string;
  version: number;
}

export function parseHandshake(record: string): HandshakeRequest | undefined {
  try {
    const value = JSON.parse(record) as unknown;
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as HandshakeRequest).protocol === 'string' &&
      typeof (value as HandshakeRequest).version === 'number'
    ) {
      return value as HandshakeRequest;
    }
  } catch {
    // fall through: not a handshake
  }
  return undefined;
}

export function parseMessage(record: string): HubMessage | undefined {
  try {
    const value = JSON.parse(record) as unknown;
    if (typeof value === 'object' && value !== null && typeof (value as HubMessage).type === 'number') return value as HubMessage;
  } catch {
    // fall through: not a message
  }
  return undefined;
}

export const invocation = (target: string, args: unknown[]) => frame({ type: MessageType.Invocation, target, arguments: args });
export const ping = () => frame({ type: MessageType.Ping });
/** Without `allowReconnect: true` the official client does not reconnect. */
export const closeMessage = (error: string | undefined, allowReconnect: boolean) =>
  frame({ type: MessageType.Close, ...(error && { error }), allowReconnect });
