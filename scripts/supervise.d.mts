/** Types of supervise.mjs (a dependency-free script) for the tests that import it. */
export interface ServiceSpec {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string | undefined>;
  readyPattern?: RegExp;
}
export interface SupervisorOptions {
  firstDelayMs?: number;
  maxDelayMs?: number;
  stableMs?: number;
  maxQuickExits?: number;
  killAfterMs?: number;
  log?: (line: string) => void;
  output?: (name: string, chunk: string) => void;
  onGiveUp?: (name: string) => void;
  now?: () => number;
}
export class Supervisor {
  constructor(options?: SupervisorOptions);
  start(spec: ServiceSpec): Promise<void>;
  pid(name: string): number | undefined;
  restarts(name: string): number;
  stop(): Promise<void>;
}
