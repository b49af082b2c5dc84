/**
 * The event table of shared/README.md, generated from the contract (`eventSchemas`, `eventRoles`):
 * `pnpm --filter @casino/shared events:table` rewrites it; `event-table.test.ts` fails when the
 * README and the contract disagree.
 */
import { eventRoles, eventSchemas, type EventName } from './contract';

export const TABLE_START = '<!-- event-table:start (generated from src/events/contract.ts) -->';
export const TABLE_END = '<!-- event-table:end -->';

interface SchemaNode {
  def: { type: string; shape?: Record<string, SchemaNode>; innerType?: SchemaNode };
}

function payloadOf(schema: SchemaNode): string {
  const { shape } = schema.def;
  if (schema.def.type !== 'object' || !shape) return `(${schema.def.type})`;
  const fields = Object.entries(shape).map(([name, field]) =>
    field.def.type === 'optional' ? `${name}?` : name,
  );
  return fields.length === 0 ? '`{}`' : `\`{${fields.join(', ')}}\``;
}

export function eventTable(): string {
  const rows = (Object.keys(eventSchemas) as EventName[]).map((name) => {
    const role = eventRoles[name];
    return `| \`${name}\` | ${role.kind} | ${role.emittedBy} | ${payloadOf(eventSchemas[name] as unknown as SchemaNode)} | ${role.heardBy} |`;
  });
  return [
    TABLE_START,
    '| event | kind | emitted by | payload | heard by |',
    '|---|---|---|---|---|',
    ...rows,
    TABLE_END,
  ].join('\n');
}

/** `readme` with its table replaced by the generated one. */
export function withEventTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`shared/README.md has no ${TABLE_START} … ${TABLE_END} block`);
  return `${readme.slice(0, start)}${eventTable()}${readme.slice(end + TABLE_END.length)}`;
}
