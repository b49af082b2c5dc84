/**
 * What the browser was doing, kept for the failure digest: requests still unanswered, requests
 * that failed or answered an error status, and the last console messages. A test that times out
 * on a CI machine then says which request it was waiting for.
 */
import type { Page, Request } from '@playwright/test';

const KEPT_LINES = 5;
const KEPT_WAITING = 3;

export class BrowserLog {
  private readonly started = Date.now();
  private readonly pending = new Map<Request, number>();
  private readonly events: string[] = [];

  constructor(page: Page) {
    page.on('request', (request) => this.pending.set(request, Date.now()));
    page.on('requestfinished', (request) => {
      this.pending.delete(request);
    });
    page.on('requestfailed', (request) => {
      this.pending.delete(request);
      this.note(
        `request failed: ${request.method()} ${path(request.url())} (${request.failure()?.errorText ?? ''})`,
      );
    });
    page.on('response', (response) => {
      if (response.status() >= 400)
        this.note(
          `answer ${response.status()}: ${response.request().method()} ${path(response.url())}`,
        );
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        this.note(`console ${message.type()}: ${message.text().slice(0, 200)}`);
    });
  }

  private note(line: string): void {
    this.events.push(`+${((Date.now() - this.started) / 1000).toFixed(1)}s ${line}`);
  }

  /** The unanswered requests (with their age) and the last events, newest last. */
  summary(): string {
    const now = Date.now();
    const waiting = [...this.pending]
      .slice(0, KEPT_WAITING)
      .map(
        ([request, at]) =>
          `unanswered for ${((now - at) / 1000).toFixed(1)}s: ${request.method()} ${path(request.url())}`,
      );
    return [...waiting, ...this.events.slice(-KEPT_LINES)].join('\n');
  }
}

function path(url: string): string {
  if (url.startsWith('data:')) return 'data:…';
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`.slice(0, 160);
}
