/**
 * Pushes every price change to the connected viewers over WebSocket. A change goes to thousands
 * of sockets: it is serialised and framed once (an unmasked text frame, as a server sends) and the
 * same bytes are written to every connection. Each message carries the server time it was sent,
 * so a viewer (and the benchmark) can tell how late it arrived.
 */
import type { WebSocket } from 'ws';

export function textFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const length = payload.length;
  let header: Buffer;
  if (length < 126) header = Buffer.from([0x81, length]);
  else if (length < 65_536) {
    header = Buffer.alloc(4);
    header[0] = 0x81;
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header = Buffer.alloc(10);
    header[0] = 0x81;
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}

export class PushHub {
  private readonly viewers = new Set<WebSocket>();

  get size(): number {
    return this.viewers.size;
  }

  add(socket: WebSocket): void {
    this.viewers.add(socket);
    socket.on('close', () => this.viewers.delete(socket));
    socket.on('error', () => this.viewers.delete(socket));
  }

  publish(message: Record<string, unknown>): void {
    if (this.viewers.size === 0) return;
    const frame = textFrame(JSON.stringify({ ...message, at: Date.now() }));
    for (const socket of this.viewers) {
      const raw = (socket as unknown as { _socket?: { write(data: Buffer): boolean } })._socket;
      if (raw && socket.readyState === 1) raw.write(frame);
    }
  }

  close(): void {
    for (const socket of this.viewers) socket.terminate();
    this.viewers.clear();
  }
}
