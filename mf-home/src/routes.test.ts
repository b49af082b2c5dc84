import { describe, expect, it } from '@rstest/core';
import { contentPageOf } from './routes';

describe('home routes', () => {
  it('a content page by its path, as a router matched it (case, trailing slash); home for any other', () => {
    expect(contentPageOf('/promotions')).toBe('promotions');
    expect(contentPageOf('/Promotions/')).toBe('promotions');
    expect(contentPageOf('/play_responsibly')).toBe('play_responsibly');
    expect(contentPageOf('/promotions/x')).toBeUndefined();
    expect(contentPageOf('/')).toBeUndefined();
    expect(contentPageOf('/casino')).toBeUndefined();
  });
});
