import { describe, expect, it } from 'vitest';
import { PREVIEW_SIZES, PREVIEW_START, movePreview, previewComplete } from './templatePreview';
import type { PreviewMove, PreviewProgress } from './templatePreview';

const after = (moves: PreviewMove[]): PreviewProgress => moves.reduce(movePreview, PREVIEW_START);

describe('template preview steps', () => {
  it('goes Mobile, then Desktop', () => {
    expect(PREVIEW_SIZES).toEqual(['xxs', 'lg']);
  });

  it.each([
    [[], { step: 0, reviewed: 1 }, false],
    [['next'], { step: 1, reviewed: 2 }, true],
    [['back'], { step: 0, reviewed: 1 }, false],
    [['next', 'back'], { step: 0, reviewed: 2 }, true],
    [['next', 'next'], { step: 1, reviewed: 2 }, true],
    [['next', 'back', 'next'], { step: 1, reviewed: 2 }, true],
  ] as [PreviewMove[], PreviewProgress, boolean][])(
    'after %j: %j, complete %s',
    (moves, progress, complete) => {
      expect(after(moves)).toEqual(progress);
      expect(previewComplete(after(moves))).toBe(complete);
    },
  );

  it('does not count a size reached out of order', () => {
    const skipped = movePreview({ step: 0, reviewed: 0 }, 'next');
    expect(skipped).toEqual({ step: 1, reviewed: 0 });
    expect(previewComplete(skipped)).toBe(false);
  });
});
