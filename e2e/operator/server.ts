/**
 * The end-to-end run's operator: the API's operator commands (what `pnpm --filter @casino/api cli`
 * runs) served by one long-lived process on a Unix socket, so that a spec's command costs a
 * request instead of a process start, about 2 s of CPU each over a few hundred commands a run.
 * The same commands on the same database, with their output and exit code.
 */
import { chmodSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { operatorRuntime, runCli } from '@casino/api/operator';
import { operatorSocket } from '../environment';

export interface OperatorAnswer {
  code: number;
  out: string;
  err: string;
}

rmSync(operatorSocket, { force: true });
createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const { args } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { args: string[] };
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) };
    void runCli(args, operatorRuntime(io)).then((code) => {
      const answer: OperatorAnswer = { code, out: out.join('\n'), err: err.join('\n') };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer));
    });
  });
}).listen(operatorSocket, () => {
  // Operator commands move money: only this user may send them.
  chmodSync(operatorSocket, 0o600);
  console.log('Operator ready');
});
