/**
 * A spec's operator command, run by the run's operator process (server.ts): answers what the
 * command printed, and throws with its error output when it fails, as the CLI's exit code would.
 */
import { request } from 'node:http';
import { operatorSocket } from '../environment';
import type { OperatorAnswer } from './server';

export type Cli = (...args: string[]) => Promise<string>;

export const operatorCommand: Cli = (...args) =>
  new Promise((resolve, reject) => {
    const call = request({ socketPath: operatorSocket, path: '/', method: 'POST' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OperatorAnswer;
        if (answer.code === 0) resolve(answer.out ? `${answer.out}\n` : '');
        else reject(new Error(`cli ${args.join(' ')} exited with ${answer.code}:\n${answer.err}`));
      });
    });
    call.on('error', reject);
    call.end(JSON.stringify({ args }));
  });
