/**
 * Where each application named in the layout template comes from: the shell's own chrome
 * (bundled with the shell) or an exposed module of a remote (loaded at runtime).
 */
import type { Lifecycles } from './lifecycles';

export type AppSource =
  | { kind: 'local'; load: () => Promise<Lifecycles> }
  | { kind: 'remote'; remote: string; exposed: string };

const remote = (name: string, exposed: string): AppSource => ({ kind: 'remote', remote: name, exposed });

export const applicationSources: Record<string, AppSource> = {
  'shell-header': { kind: 'local', load: () => import('../chrome/header/app') },
  'shell-sidebar': { kind: 'local', load: () => import('../chrome/sidebar/app') },
  'shell-bottom-nav': { kind: 'local', load: () => import('../chrome/bottom-nav/app') },
  'shell-overlays': { kind: 'local', load: () => import('../chrome/overlays/app') },
  'shell-login': { kind: 'local', load: () => import('../chrome/login/app') },
  'mf-home': remote('mf_home', './app'),
  'mf-casino': remote('mf_casino', './app'),
  'mf-casino-widgets': remote('mf_casino', './widgets'),
  'mf-sport': remote('mf_sport', './app'),
  'mf-account': remote('mf_account', './app'),
};
