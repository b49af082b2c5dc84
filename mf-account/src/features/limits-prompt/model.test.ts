import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $promptShown, answered, answerPromptFx, loadPromptFx, pageOpened } from './model';

function scope(show: boolean | Error, answers: string[]) {
  return fork({
    handlers: [
      [
        loadPromptFx,
        () => {
          if (show instanceof Error) throw show;
          return show;
        },
      ],
      [answerPromptFx, (choice: string) => (answers.push(choice), {})],
    ],
  });
}

describe('the limits prompt before a first deposit', () => {
  it('shows when the API says so; an answer is recorded and hides it', async () => {
    for (const choice of ['set', 'skipped'] as const) {
      const answers: string[] = [];
      const s = scope(true, answers);
      await allSettled(pageOpened, { scope: s });
      expect(s.getState($promptShown)).toBe(true);
      await allSettled(answered, { scope: s, params: choice });
      expect(s.getState($promptShown)).toBe(false);
      expect(answers).toEqual([choice]);
    }
  });

  it('stays hidden when the API says no, or cannot be read (the deposit is never blocked)', async () => {
    for (const show of [false, new Error('down')]) {
      const s = scope(show, []);
      await allSettled(pageOpened, { scope: s });
      expect(s.getState($promptShown)).toBe(false);
    }
  });
});
