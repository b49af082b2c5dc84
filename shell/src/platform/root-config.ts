/**
 * The single-spa root config: the layout template gives the page's regions, remotes.json gives
 * where each remote lives and the routes it publishes, and every application is wrapped so a
 * failing one never takes the page.
 */
import { provideRemoteLoader } from '@casino/shared/remotes';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import i18next from 'i18next';
import {
  checkActivityFunctions,
  getAppStatus,
  MOUNTED,
  pathToActiveWhen,
  registerApplication,
  setBootstrapMaxTime,
  setMountMaxTime,
  setUnmountMaxTime,
  start,
  type Activity,
  type ActivityFn,
} from 'single-spa';
import { constructApplications, constructLayoutEngine, constructRoutes } from 'single-spa-layout';
import layoutTemplate from '../microfrontend-layout.html?raw';
import { yieldToMain } from '../services/yield-to-main';
import { extraActivity, watchLayoutChanges } from './activity';
import { adoptFirstView } from './first-view-handover';
import { applicationSources, type AppSource } from './applications';
import type { Lifecycles } from './lifecycles';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';
import { publicationsOf, type RemotesConfig } from './remotes-config';
import { resilientApplication } from './resilient-app';
import { layoutWithRoutes, publishedApplications } from './route-table';
import { pageVersionReporter, watchRemoteErrors } from './version-reports';

const fallbackTexts = () => ({
  title: i18next.t('shell:remoteUnavailable.title'),
  retry: i18next.t('shell:remoteUnavailable.retry'),
});

function asActivityFunctions(activity: Activity): ActivityFn[] {
  return (Array.isArray(activity) ? activity : [activity]).map((when) =>
    typeof when === 'string' ? pathToActiveWhen(when) : when,
  );
}

function loaderFor(
  source: AppSource | undefined,
  name: string,
  remotes: RemoteLoader | null,
): () => Promise<Lifecycles> {
  if (!source) return () => Promise.reject(new Error(`Unknown application ${name}`));
  if (source.kind === 'local') return source.load;
  return () => {
    if (!remotes) return Promise.reject(new Error('remotes.json could not be read'));
    return remotes.load(source.remote, source.exposed);
  };
}

function resetFor(source: AppSource | undefined, remotes: RemoteLoader | null): () => void {
  return () => {
    if (source?.kind === 'remote') remotes?.reset(source.remote);
  };
}

/** Whether single-spa has mounted the application `name` (the splash waits for the route's). */
export const applicationMounted = (name: string): boolean => getAppStatus(name) === MOUNTED;

/**
 * Exposed for e2e checks and support: which version of each remote this page runs, and whether
 * the page has finished composing.
 */
declare global {
  interface Window {
    __platform__?: {
      activeVersions(): Record<string, string>;
      /** Every application the location activates has mounted (deferred ones included). */
      settled(): boolean;
    };
  }
}

/**
 * `config` is null when remotes.json could not be read: the chrome still works without remotes.
 * Four tasks: the routes (the layout template parsed), the applications registered, the layout
 * drawn, then single-spa's first routing (the applications' loads and mounts); in one task they
 * took 60-75 ms of Lighthouse's phone.
 */
export async function startPlatform(config: RemotesConfig | null): Promise<void> {
  // A remote on a slow network may take seconds to arrive; that is the loader's business (it
  // shows the fallback and retries), not a reason for single-spa to declare it dead. Set before
  // any application is registered: single-spa copies them into each application once it has
  // loaded, which our wrapped applications do at once.
  setBootstrapMaxTime(60_000, false, 10_000);
  setMountMaxTime(60_000, false, 10_000);
  setUnmountMaxTime(10_000, false, 5_000);
  // Loads, load failures and errors per remote version, for canary decisions (`pnpm ops status`).
  const reporter = pageVersionReporter();
  watchRemoteErrors(window, (remote, version) => reporter.report(remote, version, 'error'));
  const remotes: RemoteLoader | null = config
    ? createRemoteLoader(
        config,
        {
          registerRemotes: (list, options) => registerRemotes(list, options),
          loadRemote: (id) => loadRemote(id),
        },
        { onFailure: (remote, version) => reporter.report(remote, version, 'load_failure') },
      )
    : null;
  window.__platform__ = {
    activeVersions: () => remotes?.activeVersions() ?? {},
    settled: () => checkActivityFunctions(window.location).every(applicationMounted),
  };
  // A module one remote shows inside another's page (mf-casino's game rails on mf-home's):
  // the same loader as the applications, so the same version, contract check, last-known-good,
  // retry after a failure and reports.
  provideRemoteLoader(async (remote, exposed) => {
    if (!remotes) throw new Error('remotes.json could not be read');
    const module = await remotes.load(remote, exposed);
    reporter.report(remote, remotes.activeVersions()[remote], 'load');
    return module;
  });

  const publications = config ? publicationsOf(config) : {};
  const sources = { ...publishedApplications(publications), ...applicationSources };
  const routes = constructRoutes(layoutWithRoutes(layoutTemplate, publications));
  // The template parsed in a task of its own (25-45 ms with the applications on Lighthouse's phone).
  await yieldToMain();
  const applications = constructApplications({
    routes,
    loadApp: ({ name }) =>
      Promise.resolve(
        resilientApplication({
          load: loaderFor(sources[name], name, remotes),
          reset: resetFor(sources[name], remotes),
          texts: fallbackTexts,
          adoptServerMarkup: (container) => adoptFirstView(container),
          onError: (error) => {
            console.warn(`[platform] ${name} is unavailable`, error);
            // A module that loaded but threw while mounting (load failures are reported by the loader).
            const source = sources[name];
            if (source?.kind === 'remote')
              reporter.report(
                source.remote,
                remotes?.activeVersions()[source.remote],
                'load_failure',
              );
          },
          onMounted: () => {
            const source = sources[name];
            if (source?.kind === 'remote')
              reporter.report(source.remote, remotes?.activeVersions()[source.remote], 'load');
          },
        }),
      ),
  });
  // Drawn in the next task (activate), not while the template is parsed.
  const layoutEngine = constructLayoutEngine({ routes, applications, active: false });
  for (const application of applications) {
    const extra = extraActivity[application.name];
    const byRoute = asActivityFunctions(application.activeWhen);
    registerApplication(
      extra
        ? {
            ...application,
            activeWhen: (location) => extra(location) && byRoute.some((when) => when(location)),
          }
        : application,
    );
  }
  await yieldToMain();
  watchLayoutChanges();
  layoutEngine.activate();
  await yieldToMain();
  start({ urlRerouteOnly: true });
}
