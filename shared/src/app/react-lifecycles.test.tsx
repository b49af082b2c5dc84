/**
 * An application whose container holds its server markup hydrates it: the server's DOM nodes
 * become the app's (nothing is drawn twice). Markup that does not match is replaced by the app's
 * own render and reported, never a broken page; without the `serverMarkup` prop the container
 * is drawn from scratch as before.
 */
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, rstest } from '@rstest/core';
import { appRoot, reactLifecycles, useHydrated } from './react-lifecycles';

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
};

function Banner({ label }: { label: string }) {
  const hydrated = useHydrated();
  return (
    <section data-state={hydrated ? 'live' : 'first'}>
      <h2>{label}</h2>
      <img src="/banner.webp" alt="" />
    </section>
  );
}

const props = (container: HTMLElement, serverMarkup: boolean) => ({
  name: 'mf-test',
  domElement: container,
  serverMarkup,
  singleSpa: {},
  mountParcel: () => undefined,
});

describe('reactLifecycles and server markup', () => {
  const warn = rstest.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterEach(() => {
    warn.mockClear();
    document.body.innerHTML = '';
  });

  it('adopts the server markup: the same nodes, then the live render', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(appRoot(() => <Banner label="Offers" />));
    document.body.append(container);
    const serverImage = container.querySelector('img');
    expect(container.querySelector('section')?.dataset.state).toBe('first');

    const app = reactLifecycles(() => <Banner label="Offers" />);
    await app.bootstrap(props(container, true) as never);
    await app.mount(props(container, true) as never);
    await until(() => container.querySelector('section')?.dataset.state === 'live');

    expect(container.querySelector('img')).toBe(serverImage);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
    await app.unmount(props(container, true) as never);
  });

  // React patches no attribute a hydration finds different (a development warning only): the
  // server's text or elements differing is what it replaces.
  it('replaces markup that does not match, and reports it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(appRoot(() => <Banner label="Offres" />));
    document.body.append(container);
    const serverImage = container.querySelector('img');

    const app = reactLifecycles(() => <Banner label="Offers" />);
    await app.bootstrap(props(container, true) as never);
    await app.mount(props(container, true) as never);
    await until(() => container.querySelector('h2')?.textContent === 'Offers');

    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')).not.toBe(serverImage);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('[hydration] mf-test'),
      expect.anything(),
    );
    await app.unmount(props(container, true) as never);
  });

  it('draws from scratch without the serverMarkup prop', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>left over</p>';
    document.body.append(container);

    const app = reactLifecycles(() => <Banner label="Offers" />);
    await app.bootstrap(props(container, false) as never);
    await app.mount(props(container, false) as never);
    await until(() => container.querySelector('section')?.dataset.state === 'live');

    expect(container.querySelector('p')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    await app.unmount(props(container, false) as never);
  });
});
