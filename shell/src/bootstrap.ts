import './styles/base.css';
import { menuPublished } from './chrome/sidebar/model';
import { fetchRemotesConfig, publicationsOf, type RemotesConfig } from './platform/remotes-config';
import { applicationMounted, startPlatform } from './platform/root-config';
import { routeRules } from './platform/route-table';
import { linksOf } from '@casino/shared/publication';
import { linksPublished, routeRulesPublished } from './services/navigation/model';
import { startServices } from './services/start';
import { yieldToMain } from './services/yield-to-main';

// remotes.json says where the remotes live and which routes and menu entries they publish; it
// is read while the services start, and published before the first URL is guarded.
const remotes = fetchRemotesConfig().then(
  (config): RemotesConfig => {
    const publications = Object.values(publicationsOf(config));
    routeRulesPublished(routeRules(publicationsOf(config)));
    menuPublished(publications.flatMap(({ menu }) => menu));
    linksPublished(linksOf(publicationsOf(config)));
    return config;
  },
  (error: unknown) => {
    // Without remotes.json the chrome still works; every remote shows its fallback.
    console.error(error);
    return null;
  },
);

await startServices(remotes, applicationMounted);
const config = await remotes;
// single-spa's layout and first routing in a task of their own.
await yieldToMain();
await startPlatform(config);
