/**
 * An application's first render in the browser may hydrate the markup its remote drew on the
 * server for the page (docs/first-view.md, "Hydration"): React then adopts the server's DOM
 * instead of drawing its own. For that, the first render must be the server's, computed from the
 * same inputs: the same root element (`appRoot`), the same public answers (the ones the edge
 * embedded in the page, `useFirstRenderAnswer`) and nothing the server cannot know (the device,
 * a player, stores filled later) until `useHydrated()` says the markup is the app's.
 *
 * This module imports nothing of the browser: the remotes' first-view renderers use it too.
 */
import {
  createContext,
  Suspense,
  useContext,
  useSyncExternalStore,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';

/** The element every application's root renders, on the server and in the browser alike. */
export function appRoot(Page: ComponentType): ReactElement {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

const noSubscription = () => () => undefined;

/**
 * false on the server and during the browser's hydration of the server's markup; true once the
 * markup is the app's (React renders again right after hydrating) and from the start of a root
 * that did not hydrate. A component draws what the server could draw while it is false.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

type AnswerReader = (url: string) => unknown;

let embedded: Record<string, unknown> | undefined;
/**
 * The public answers the edge embedded in the page (`<script type="application/json"
 * id="api-embedded">`), read once and never consumed: the API client takes its own copy for
 * the first matching GET; the first render reads them as they were.
 */
function embeddedAnswer(url: string): unknown {
  if (embedded === undefined) {
    embedded = {};
    const element =
      typeof document === 'undefined' ? null : document.getElementById('api-embedded');
    try {
      const parsed = element?.textContent
        ? (JSON.parse(element.textContent) as { answers?: unknown })
        : null;
      if (parsed?.answers && typeof parsed.answers === 'object')
        embedded = parsed.answers as Record<string, unknown>;
    } catch {
      // unusable: the first render draws what it draws without them
    }
  }
  return Object.prototype.hasOwnProperty.call(embedded, url) ? embedded[url] : undefined;
}

/** Forgets the page's embedded answers (tests load several pages in one document). */
export function resetEmbeddedAnswers(): void {
  embedded = undefined;
}

const AnswersContext = createContext<AnswerReader>(embeddedAnswer);

/**
 * On the server, the answers the edge fetched for the page, by the URL the page declares them
 * with (`/api/banners`); the browser reads the same ones from the page without a provider.
 */
export function FirstRenderAnswers({
  answers,
  children,
}: {
  answers: Record<string, unknown>;
  children: ReactNode;
}) {
  const read: AnswerReader = (url) =>
    Object.prototype.hasOwnProperty.call(answers, url) ? answers[url] : undefined;
  return <AnswersContext.Provider value={read}>{children}</AnswersContext.Provider>;
}

/** The public answer of `url` the page's first render draws from; undefined when it has none. */
export function useFirstRenderAnswer(url: string): unknown {
  return useContext(AnswersContext)(url);
}
