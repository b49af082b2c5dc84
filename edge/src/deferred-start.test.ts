/**
 * @rstest-environment node
 *
 * The page's inline start (DEFERRED_START) run against a recorded document and event loop: each
 * preload it adds starts a request on the main thread, so a page's 25-30 of them are spread over
 * several short tasks (Lighthouse counted the one task at 50-90 ms on its phone), the shell's
 * scripts first.
 */
import { describe, expect, it } from '@rstest/core';
import { DEFERRED_START } from './first-load-page';

interface Added {
  tag: string;
  attributes: Record<string, string>;
}

function runDeferredStart(linkCount: number, scripts: string[]) {
  const links = Array.from({ length: linkCount }, (_, index) => ({
    rel: 'preload',
    href: `/static/js/async/${index}.js`,
    as: 'script',
  }));
  const head: Added[] = [];
  const tasks: (() => void)[] = [];
  /** The index of the task that first read the page's storage. */
  let storageOpenedInTask: number | undefined;
  let currentTask = -1;
  const localStorage = {
    get length() {
      storageOpenedInTask ??= currentTask;
      return 0;
    },
  };
  const frames: (() => void)[] = [];
  const createElement = (tag: string) => {
    const attributes: Record<string, string> = {};
    return {
      tag,
      attributes,
      setAttribute: (name: string, value: string) => (attributes[name] = value),
      set src(value: string) {
        attributes.src = value;
      },
      set async(value: boolean) {
        attributes.async = String(value);
      },
    };
  };
  const document = {
    getElementById: (id: string) =>
      id === 'deferred-start' ? { textContent: JSON.stringify({ links, scripts }) } : null,
    // A page without a first-view element: the code starts on the next frame.
    querySelector: () => null,
    createElement,
    head: { append: (element: Added) => head.push(element) },
  };
  const page = new Function(
    'document',
    'setTimeout',
    'requestAnimationFrame',
    'PerformanceObserver',
    'localStorage',
    DEFERRED_START,
  ) as (...globals: unknown[]) => void;
  page(
    document,
    (task: () => void) => tasks.push(task),
    (frame: () => void) => frames.push(frame),
    undefined,
    localStorage,
  );
  for (const frame of frames.splice(0)) frame();
  // The event loop: one task at a time, what each one added to the head.
  const addedPerTask: Added[][] = [];
  while (tasks.length > 0) {
    const before = head.length;
    currentTask = addedPerTask.length;
    tasks.shift()!();
    addedPerTask.push(head.slice(before));
  }
  return { links, head, addedPerTask, storageOpenedInTask };
}

describe('DEFERRED_START', () => {
  it("adds the shell's scripts first, then the preloads at most two per task, every one in order", () => {
    const scripts = ['/static/js/index.js'];
    const { links, head, addedPerTask } = runDeferredStart(27, scripts);
    expect(head[0]?.tag).toBe('script');
    expect(head[0]?.attributes).toEqual({ src: scripts[0], async: 'false' });
    // The scripts' task starts no preload: each request costs the main thread.
    const scriptsTask = addedPerTask.find((task) =>
      task.some((element) => element.tag === 'script'),
    );
    expect(scriptsTask?.filter((element) => element.tag === 'link')).toEqual([]);
    const added = addedPerTask.filter((task) => task.length > 0);
    expect(added.length).toBeGreaterThanOrEqual(14);
    for (const task of added)
      expect(task.filter((element) => element.tag === 'link').length).toBeLessThanOrEqual(2);
    expect(
      head.filter((element) => element.tag === 'link').map((element) => element.attributes),
    ).toEqual(links);
  });

  it('a page with no preloads still gets its scripts', () => {
    const { head } = runDeferredStart(0, ['/static/js/index.js']);
    expect(head.map((element) => element.attributes.src)).toEqual(['/static/js/index.js']);
  });

  it("opens the page's storage in a task of its own before the shell's scripts are added", () => {
    const { addedPerTask, storageOpenedInTask } = runDeferredStart(8, ['/static/js/index.js']);
    const scriptsTask = addedPerTask.findIndex((task) =>
      task.some((element) => element.tag === 'script'),
    );
    expect(storageOpenedInTask).toBeDefined();
    expect(storageOpenedInTask).toBeLessThan(scriptsTask);
    expect(addedPerTask[storageOpenedInTask!]).toEqual([]);
  });
});
