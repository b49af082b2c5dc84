/** Rewrites the event table of shared/README.md from the contract. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withEventTable } from '../src/events/event-table';

const readme = join(import.meta.dirname, '..', 'README.md');
writeFileSync(readme, withEventTable(readFileSync(readme, 'utf8')));
console.log(`event table written to ${readme}`);
