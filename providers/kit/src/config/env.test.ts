import { Type } from '@sinclair/typebox';
import { describe, expect, it } from '@rstest/core';
import { readEnv } from './env';

const schema = Type.Object({
  PORT: Type.Integer({ minimum: 1, maximum: 65_535, default: 3000 }),
  RATE: Type.Number({ minimum: 0, maximum: 1, default: 0.5 }),
  NAME: Type.String({ minLength: 1, default: 'x' }),
  URL: Type.Optional(Type.String({ pattern: '^https?://' })),
});

describe('reading the environment through a schema', () => {
  it('takes the defaults for unset and empty variables', () => {
    const { values, problems } = readEnv(schema, { PORT: '', NAME: undefined });
    expect(problems).toEqual([]);
    expect(values).toEqual({ PORT: 3000, RATE: 0.5, NAME: 'x' });
  });

  it('turns numeric text into numbers', () => {
    expect(readEnv(schema, { PORT: '8080', RATE: '0.25' }).values).toMatchObject({
      PORT: 8080,
      RATE: 0.25,
    });
  });

  it('reports every problem at once, one line each, with the value given', () => {
    const { problems } = readEnv(schema, { PORT: 'eighty', RATE: '2', URL: 'ftp://x' });
    expect(problems).toHaveLength(3);
    expect(problems.find((line) => line.startsWith('PORT:'))).toContain('"eighty"');
    expect(problems.find((line) => line.startsWith('RATE:'))).toContain('"2"');
    expect(problems.find((line) => line.startsWith('URL:'))).toContain('"ftp://x"');
  });
});
