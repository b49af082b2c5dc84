/**
 * The table families played on the shared "bet then draw" rounds (`rounds/`), by family. A family
 * listed here gets its socket, its leader and its page; a table whose family is not here opens
 * the coming-soon page.
 */
import type { TableFamily } from '../catalogue/games';
import { BACCARAT } from './baccarat/rules';
import { DRAGON_TIGER } from './dragon-tiger/rules';
import type { TableRules } from './rounds/rules';
import { ANDAR_BAHAR } from './andar-bahar/table';
import { MONEY_WHEEL } from './money-wheel/table';
import { SIC_BO } from './sic-bo/table';

export const TABLE_ENGINES: ReadonlyMap<TableFamily, TableRules> = new Map<TableFamily, TableRules>(
  [
    [BACCARAT.family, BACCARAT as TableRules],
    [DRAGON_TIGER.family, DRAGON_TIGER as TableRules],
    [SIC_BO.family, SIC_BO as TableRules],
    [ANDAR_BAHAR.family, ANDAR_BAHAR as TableRules],
    [MONEY_WHEEL.family, MONEY_WHEEL as TableRules],
  ],
);

export const TABLE_FAMILIES: readonly TableFamily[] = [...TABLE_ENGINES.keys()];
