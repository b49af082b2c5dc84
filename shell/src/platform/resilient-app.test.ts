import { describe, expect, it, rstest } from '@rstest/core';
import type { Lifecycles } from './lifecycles';
import { defaultBackoff, resilientApplication } from './resilient-app';

const texts = () => ({ title: 'This section is unavailable right now.', retry: 'Retry' });

function container(name: string): HTMLElement {
  const element = document.createElement('div');
  element.id = `single-spa-application:${name}`;
  document.body.append(element);
  return element;
}

function workingApp(): Lifecycles & { remoteVersion: string } {
  return {
    remoteVersion: '1.2.3',
    bootstrap: async () => {},
    mount: async ({ domElement }) => {
      domElement!.innerHTML = '<p>casino</p>';
    },
    unmount: async ({ domElement }) => {
      domElement!.innerHTML = '';
    },
  };
}

describe('resilient application', () => {
  it('mounts the application and stamps its version', async () => {
    const element = container('ok');
    const app = resilientApplication({ load: async () => workingApp(), reset: () => {}, texts });
    await app.mount({ name: 'ok' });
    expect(element.textContent).toBe('casino');
    expect(element.dataset.remoteVersion).toBe('1.2.3');
    await app.unmount({ name: 'ok' });
    expect(element.textContent).toBe('');
  });

  it("mounts on the server's markup when it was moved into the container, and says so", async () => {
    const element = container('hydrated');
    const mounted: unknown[] = [];
    const app = resilientApplication({
      load: async () => ({
        ...workingApp(),
        mount: async (props) => void mounted.push(props.serverMarkup),
      }),
      reset: () => {},
      texts,
      adoptServerMarkup: (into) => into === element,
    });
    await app.mount({ name: 'hydrated' });
    await app.unmount({ name: 'hydrated' });
    const other = resilientApplication({
      load: async () => ({
        ...workingApp(),
        mount: async (props) => void mounted.push(props.serverMarkup),
      }),
      reset: () => {},
      texts,
      adoptServerMarkup: () => false,
    });
    container('drawn');
    await other.mount({ name: 'drawn' });
    expect(mounted).toEqual([true, undefined]);
  });

  it('unmounts from its container even when the layout has already removed it', async () => {
    const element = container('detached');
    const app = resilientApplication({ load: async () => workingApp(), reset: () => {}, texts });
    await app.mount({ name: 'detached' });
    element.remove();
    await app.unmount({ name: 'detached' });
    expect(element.textContent).toBe('');
  });

  it('shows the fallback with a retry when loading fails, and mounts after a manual retry', async () => {
    const element = container('flaky');
    let available = false;
    const reset = rstest.fn();
    const app = resilientApplication({
      load: async () => {
        if (!available) throw new Error('404');
        return workingApp();
      },
      reset,
      texts,
      backoffMs: () => 60_000,
    });
    await app.mount({ name: 'flaky' });
    expect(element.querySelector('[data-fallback]')?.textContent).toContain('unavailable');

    available = true;
    element.querySelector('button')!.click();
    await rstest.waitFor(() => expect(element.textContent).toBe('casino'));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(element.querySelector('[data-fallback]')).toBeNull();
    await app.unmount({ name: 'flaky' });
  });

  it('retries on its own with backoff', async () => {
    const element = container('auto');
    let attempts = 0;
    const app = resilientApplication({
      load: async () => {
        attempts += 1;
        if (attempts < 3) throw new Error('still down');
        return workingApp();
      },
      reset: () => {},
      texts,
      backoffMs: () => 5,
    });
    await app.mount({ name: 'auto' });
    await rstest.waitFor(() => expect(element.textContent).toBe('casino'));
    expect(attempts).toBe(3);
    await app.unmount({ name: 'auto' });
  });

  it('treats an exception during mount like a failed load', async () => {
    const element = container('crashy');
    const onError = rstest.fn();
    const app = resilientApplication({
      load: async () => ({
        ...workingApp(),
        mount: async () => Promise.reject(new Error('render failed')),
      }),
      reset: () => {},
      texts,
      backoffMs: () => 60_000,
      onError,
    });
    await app.mount({ name: 'crashy' });
    expect(element.querySelector('[data-fallback]')).not.toBeNull();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
    await app.unmount({ name: 'crashy' });
    expect(element.querySelector('[data-fallback]')).toBeNull();
  });

  it('never mounts an application whose code arrives after it was unmounted', async () => {
    const element = container('late');
    const mounted = rstest.fn();
    let arrive: (app: Lifecycles) => void = () => {};
    const app = resilientApplication({
      load: () => new Promise<Lifecycles>((resolve) => (arrive = resolve)),
      reset: () => {},
      texts,
    });
    const props = { name: 'late', domElement: element };
    const mounting = app.mount(props);
    await app.unmount(props);
    arrive({ ...workingApp(), mount: async () => mounted() });
    await mounting;
    expect(mounted).not.toHaveBeenCalled();
    expect(element.innerHTML).toBe('');
  });

  it('stops retrying once unmounted', async () => {
    container('gone');
    const load = rstest.fn(async () => {
      throw new Error('down');
    });
    const app = resilientApplication({ load, reset: () => {}, texts, backoffMs: () => 5 });
    await app.mount({ name: 'gone' });
    await app.unmount({ name: 'gone' });
    const calls = load.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(load.mock.calls.length).toBe(calls);
  });

  it('backs off exponentially up to 30 seconds', () => {
    expect([1, 2, 3, 4, 10].map(defaultBackoff)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });
});
