import { messages, viewNameSchema } from '@vigil/domain';
import { z } from 'zod';

/** A size in image pixels as typed: a number above zero. */
const sizeField = z
  .string()
  .trim()
  .min(1, messages.required)
  .refine((value) => Number.isFinite(Number(value)) && Number(value) > 0, messages.mustBeNumber);

/** An overlay view's name and the size its overlays are placed in, as the forms take them. */
export const overlayViewFormSchema = z.object({
  name: viewNameSchema,
  height: sizeField,
  width: sizeField,
});
export type OverlayViewFormInput = z.input<typeof overlayViewFormSchema>;
export type OverlayViewFormValues = z.output<typeof overlayViewFormSchema>;
