/**
 * For the remotes' hydration tests (docs/first-view.md, "Hydration"): a page as the edge serves it
 * (the embedded answers, the renderer's markup in the app's container), the props the shell mounts
 * the app with on it, and a wait for what the app draws next. Test code only.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resetEmbeddedAnswers } from '../app/first-render';

export interface ServedPage {
  /** The application's name, as the shell registers it (`mf-casino`). */
  application: string;
  /** The renderer's markup for the page, drawn before this is called. */
  html: string;
  language?: string;
  /** The answers the edge embedded, by the URL they were declared with. */
  answers?: Record<string, unknown>;
}

/** Puts the page in the document and answers the app's container, holding the server's markup. */
export function servePage({
  application,
  html,
  language = 'fr',
  answers,
}: ServedPage): HTMLElement {
  resetEmbeddedAnswers();
  const embedded = answers
    ? `<script type="application/json" id="api-embedded">${JSON.stringify({ language, answers })}</script>`
    : '';
  document.body.innerHTML = `${embedded}<main id="main-content"><div id="single-spa-application:${application}"></div></main>`;
  const container = document.getElementById(`single-spa-application:${application}`)!;
  container.innerHTML = html;
  // The renderer made its own i18next the components' (it runs in a realm of its own on the
  // edge); the page's is the app's again (the plugin's init sets it, as the app's start does).
  initReactI18next.init(i18next);
  return container;
}

/** What the shell mounts an application with on a container holding its server markup. */
export const serverMarkupProps = (application: string, container: HTMLElement) =>
  ({
    name: application,
    domElement: container,
    serverMarkup: true,
    singleSpa: {},
    mountParcel: () => undefined,
  }) as never;

/** Waits (up to two seconds) for what the app draws next; throws when it never comes. */
export async function until(condition: () => boolean, what = 'the awaited state'): Promise<void> {
  for (let i = 0; i < 400 && !condition(); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 5));
  if (!condition()) throw new Error(`${what} did not come within two seconds`);
}
