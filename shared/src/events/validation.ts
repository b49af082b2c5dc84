/** Checks a payload against the contract's schema. Development and tests only (pulls in zod). */
import { eventSchemas, type EventName } from './contract';

export class BusContractError extends Error {
  constructor(eventName: string, detail: string) {
    super(`Event "${eventName}" does not match the bus contract: ${detail}`);
    this.name = 'BusContractError';
  }
}

export function checkPayload(name: string, payload: unknown): void {
  const schema = (eventSchemas as Record<string, (typeof eventSchemas)[EventName]>)[name];
  if (!schema) throw new BusContractError(name, 'unknown event name');
  const result = schema.safeParse(payload);
  if (!result.success) {
    const detail = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`)
      .join('; ');
    throw new BusContractError(name, detail);
  }
}
