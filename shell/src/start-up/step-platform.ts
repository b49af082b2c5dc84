/**
 * Start-up piece 5: the single-spa root config (single-spa, single-spa-layout, the layout
 * template, the remote loader) and what the bootstrap publishes from remotes.json.
 */
import '../platform/root-config';
import '../platform/route-table';
import '../platform/remotes-config';
import '../chrome/sidebar/model';

export const next = () => import('../bootstrap');
