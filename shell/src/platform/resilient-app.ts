/**
 * Wraps an application whose code may fail to arrive or to mount. single-spa always gets
 * lifecycles that mount: either the real application, or a fallback that says the section is
 * unavailable, offers a retry, and retries on its own with backoff until it works. The rest of
 * the page never waits on it.
 */
import type { AppProps, Lifecycles } from './lifecycles';

export interface FallbackTexts {
  title: string;
  retry: string;
}

export interface ResilientOptions {
  load: () => Promise<Lifecycles>;
  /** Called before each new attempt so a failed load is not served from cache. */
  reset: () => void;
  texts: () => FallbackTexts;
  /** Delay before automatic retry number `attempt` (1-based). */
  backoffMs?: (attempt: number) => number;
  onError?: (error: unknown) => void;
  /** The real application is mounted (reported as a load of its version). */
  onMounted?: () => void;
  /**
   * Called with the container just before the real application mounts: true when it moved the
   * application's server markup into it (first-view-handover.ts), which the application then
   * hydrates (the `serverMarkup` prop).
   */
  adoptServerMarkup?: (container: HTMLElement) => boolean;
}

export const defaultBackoff = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 30_000);

function containerOf(props: AppProps): HTMLElement {
  const element =
    props.domElement ?? document.getElementById(`single-spa-application:${props.name}`);
  if (!element) throw new Error(`No container for ${props.name}`);
  return element;
}

function renderFallback(
  container: HTMLElement,
  texts: FallbackTexts,
  onRetry: () => void,
): HTMLElement {
  const box = document.createElement('div');
  box.className = 'remote-fallback';
  box.setAttribute('role', 'alert');
  box.dataset.fallback = '';
  const title = document.createElement('p');
  title.textContent = texts.title;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = texts.retry;
  button.addEventListener('click', onRetry);
  box.append(title, button);
  container.append(box);
  return box;
}

export function resilientApplication(options: ResilientOptions): Lifecycles {
  const backoff = options.backoffMs ?? defaultBackoff;
  let real: Lifecycles | null = null;
  let bootstrapped = false;
  let realMounted = false;
  let current: AppProps | null = null;
  /** Where the real application was mounted: its unmount gets that element even once detached. */
  let mountedIn: HTMLElement | null = null;
  let fallback: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let inFlight: Promise<void> | null = null;

  function clearFallback() {
    fallback?.remove();
    fallback = null;
  }

  function stopRetrying() {
    clearTimeout(timer);
    timer = undefined;
  }

  async function tryMount(props: AppProps): Promise<void> {
    try {
      real ??= await options.load();
      if (!bootstrapped) {
        await real.bootstrap(props);
        bootstrapped = true;
      }
      if (current !== props) return; // unmounted while loading
      clearFallback();
      const container = containerOf(props);
      const serverMarkup = options.adoptServerMarkup?.(container) ?? false;
      await real.mount({ ...props, domElement: container, ...(serverMarkup && { serverMarkup }) });
      realMounted = true;
      mountedIn = container;
      // Which build of the application is on screen, for support and the release e2e.
      if (typeof real.remoteVersion === 'string')
        container.dataset.remoteVersion = real.remoteVersion;
      attempt = 0;
      options.onMounted?.();
    } catch (error) {
      options.onError?.(error);
      // A module that loaded but failed to bootstrap or mount is not trusted again as is.
      if (!bootstrapped) real = null;
      if (current !== props) return;
      attempt += 1;
      if (!fallback) {
        fallback = renderFallback(containerOf(props), options.texts(), () => retryNow(props));
      }
      stopRetrying();
      timer = setTimeout(() => retryNow(props), backoff(attempt));
    }
  }

  function retryNow(props: AppProps) {
    if (current !== props || inFlight) return;
    stopRetrying();
    if (!real) options.reset();
    inFlight = tryMount(props).finally(() => {
      inFlight = null;
    });
  }

  return {
    async bootstrap() {},
    async mount(props) {
      current = props;
      inFlight = tryMount(props).finally(() => {
        inFlight = null;
      });
      await inFlight;
    },
    async unmount(props) {
      current = null;
      stopRetrying();
      clearFallback();
      if (realMounted && real) {
        realMounted = false;
        // The layout may have removed the container already (single-spa-layout drops the
        // containers of applications no longer active when a routing event ends, which can come
        // before this application's own unmount): the application still unmounts from it.
        const domElement = mountedIn ?? containerOf(props);
        mountedIn = null;
        await real.unmount({ ...props, domElement });
      }
    },
  };
}
