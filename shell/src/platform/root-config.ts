/**
 * The single-spa root config: the layout template gives the routes, remotes.json gives where
 * each remote lives, and every application is wrapped so a failing one never takes the page.
 */
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import i18next from 'i18next';
import {
  pathToActiveWhen,
  registerApplication,
  setBootstrapMaxTime,
  setMountMaxTime,
  setUnmountMaxTime,
  start,
  type Activity,
  type ActivityFn,
} from 'single-spa';
import {
  constructApplications,
  constructLayoutEngine,
  constructRoutes,
} from 'single-spa-layout';
import layoutTemplate from '../microfrontend-layout.html?raw';
import { extraActivity, watchLayoutChanges } from './activity';
import { applicationSources } from './applications';
import type { Lifecycles } from './lifecycles';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';
import { fetchRemotesConfig } from './remotes-config';
import { resilientApplication } from './resilient-app';

const fallbackTexts = () => ({
  title: i18next.t('shell:remoteUnavailable.title'),
  retry: i18next.t('shell:remoteUnavailable.retry'),
});

function asActivityFunctions(activity: Activity): ActivityFn[] {
  return (Array.isArray(activity) ? activity : [activity]).map((when) =>
    typeof when === 'string' ? pathToActiveWhen(when) : when,
  );
}

function loaderFor(name: string, remotes: RemoteLoader | null): () => Promise<Lifecycles> {
  const source = applicationSources[name];
  if (!source) return () => Promise.reject(new Error(`Unknown application ${name}`));
  if (source.kind === 'local') return source.load;
  return () => {
    if (!remotes) return Promise.reject(new Error('remotes.json could not be read'));
    return remotes.load(source.remote, source.exposed);
  };
}

function resetFor(name: string, remotes: RemoteLoader | null): () => void {
  const source = applicationSources[name];
  return () => {
    if (source?.kind === 'remote') remotes?.reset(source.remote);
  };
}

/** Exposed for e2e checks and support: which version of each remote this page runs. */
declare global {
  interface Window {
    __platform__?: { activeVersions(): Record<string, string> };
  }
}

export async function startPlatform(): Promise<void> {
  let remotes: RemoteLoader | null = null;
  try {
    remotes = createRemoteLoader(await fetchRemotesConfig(), {
      registerRemotes: (list, options) => registerRemotes(list, options),
      loadRemote: (id) => loadRemote(id),
    });
  } catch (error) {
    // Without remotes.json the chrome still works; every remote shows its fallback.
    console.error(error);
  }
  window.__platform__ = { activeVersions: () => remotes?.activeVersions() ?? {} };

  const routes = constructRoutes(layoutTemplate);
  const applications = constructApplications({
    routes,
    loadApp: ({ name }) =>
      Promise.resolve(
        resilientApplication({
          load: loaderFor(name, remotes),
          reset: resetFor(name, remotes),
          texts: fallbackTexts,
          onError: (error) => console.warn(`[platform] ${name} is unavailable`, error),
        }),
      ),
  });
  const layoutEngine = constructLayoutEngine({ routes, applications });
  for (const application of applications) {
    const extra = extraActivity[application.name];
    const byRoute = asActivityFunctions(application.activeWhen);
    registerApplication(
      extra
        ? { ...application, activeWhen: (location) => extra(location) && byRoute.some((when) => when(location)) }
        : application,
    );
  }
  watchLayoutChanges();
  layoutEngine.activate();
  // A remote on a slow network may take seconds to arrive; that is the loader's business (it
  // shows the fallback and retries), not a reason for single-spa to declare it dead.
  setBootstrapMaxTime(60_000, false, 10_000);
  setMountMaxTime(60_000, false, 10_000);
  setUnmountMaxTime(10_000, false, 5_000);
  start({ urlRerouteOnly: true });
}
