/**
 * The shell's route and menu types, in a leaf module that imports no shell code: the route
 * table, the navigation rules, the chrome and the services all name them, and a type living in
 * any one of those made the others import it, closing an import circle through the whole shell.
 */
import type { ComponentType } from 'react';
import type { Language, RouteGuard } from '@casino/shared/publication';
import type { Lifecycles } from './lifecycles';

/** What the chrome applies to a path: its guard, its width, whether it hides the chrome. */
export interface RouteRule {
  path: string;
  guard: RouteGuard;
  /** No widgets column: the content takes the width. */
  fullWidth: boolean;
  /** No chrome at all (header, side menu, bottom navigation, footer): the game pages. */
  immersive: boolean;
}

/** How an application of the page is loaded: the shell's own code, or a remote's exposed module. */
export type AppSource =
  | { kind: 'local'; load: () => Promise<Lifecycles> }
  | { kind: 'remote'; remote: string; exposed: string };

export interface MenuItem {
  /** Stable id of the entry. */
  name: string;
  /** The link name in each language. */
  label: Record<Language, string>;
  path: string;
  /** Where the link goes on the mobile layout, when not `path`. */
  mobilePath?: string;
  /** The item is a group with sub-links. */
  child: boolean;
  children?: MenuItem[];
  /** The page it opens uses the whole width (no widgets column). */
  fullWidth: boolean;
  /** Columns the item spans in the menu grid (1 = one line). */
  colWidth: number;
  /** Rendered inline with its neighbours rather than on its own line. */
  inline: boolean;
  loginRequired: boolean;
  icon?: ComponentType<{ size?: number; className?: string }>;
  /** A group opens by itself on these path prefixes; a single link is marked the current section on them. */
  openOn: string[];
  /** Also in the phone's bottom navigation. */
  bottomNav: boolean;
}
