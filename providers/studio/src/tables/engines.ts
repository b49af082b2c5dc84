/**
 * The table families played on the shared "bet then draw" rounds (`rounds/`), by family. A family
 * listed here gets its socket, its leader and its page; a table whose family is not here opens
 * the coming-soon page.
 */
import type { TableFamily } from '../catalogue/games';
import { BACCARAT } from './baccarat/rules';
import { DRAGON_TIGER } from './dragon-tiger/rules';
import type { TableRules } from './rounds/rules';

export const TABLE_ENGINES: ReadonlyMap<TableFamily, TableRules> = new Map<TableFamily, TableRules>(
  [
    [BACCARAT.family, BACCARAT as TableRules],
    [DRAGON_TIGER.family, DRAGON_TIGER as TableRules],
  ],
);

export const TABLE_FAMILIES: readonly TableFamily[] = [...TABLE_ENGINES.keys()];
