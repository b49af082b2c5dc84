/**
 * Gives the main thread back to the browser (input, paint) before the next start-up step: the
 * steps chained by promises otherwise run as one task (TBT, spec budget ≤ 150 ms on a phone).
 * `scheduler.yield()` where the browser has it (the continuation keeps its priority), else a
 * message, which, unlike a timer, is not clamped nor throttled.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
