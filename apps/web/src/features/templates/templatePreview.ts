import type { ScreenSize } from '@vigil/domain';

// The Create View Template stepper's rule (spec core §2 "Template preview stepper", §4 "Template
// creation requires previewing both screen sizes in sequence"): Mobile, then Desktop; a size
// counts as reviewed only when every size before it was, so Finish waits for both in order.

/** The sizes previewed, in the order they must be reviewed. */
export const PREVIEW_SIZES: readonly ScreenSize[] = ['xxs', 'lg'];

export interface PreviewProgress {
  /** The index in PREVIEW_SIZES shown. */
  step: number;
  /** How many sizes, from the first, were reviewed in order. */
  reviewed: number;
}

/** Showing the first size reviews it. */
export const PREVIEW_START: PreviewProgress = { step: 0, reviewed: 1 };

export type PreviewMove = 'next' | 'back';

/** The progress after Next or Back; showing a size reviews it when all sizes before it were. */
export function movePreview(progress: PreviewProgress, move: PreviewMove): PreviewProgress {
  const step =
    move === 'next'
      ? Math.min(progress.step + 1, PREVIEW_SIZES.length - 1)
      : Math.max(progress.step - 1, 0);
  const reviewed =
    progress.reviewed >= step ? Math.max(progress.reviewed, step + 1) : progress.reviewed;
  return { step, reviewed };
}

/** Every size was reviewed in order, so the template may be created. */
export function previewComplete(progress: PreviewProgress): boolean {
  return progress.reviewed >= PREVIEW_SIZES.length;
}
