import { viewTagSchema } from '@vigil/domain';
import { z } from 'zod';
import { viewListTexts } from './viewListTexts';

/** A coordinate typed as text: blank for none; else the domain's rule for it. */
const coordinateText = (rule: typeof viewTagSchema.shape.latitude) =>
  z
    .string()
    .trim()
    // Text that is not a number becomes NaN, which the rule refuses as 'Must be a number.'
    .transform((text): number | null | undefined => (text === '' ? null : Number(text)))
    .pipe(rule);

/**
 * The New tag form: the domain's tag rules over text inputs, plus a parent, and a position of
 * both coordinates or neither (one alone cannot be drawn on the map).
 */
export const newTagSchema = z
  .object({
    name: viewTagSchema.shape.name,
    parentID: z.string().transform((id) => id || undefined),
    latitude: coordinateText(viewTagSchema.shape.latitude),
    longitude: coordinateText(viewTagSchema.shape.longitude),
  })
  .superRefine((tag, ctx) => {
    const hasLatitude = tag.latitude !== null && tag.latitude !== undefined;
    const hasLongitude = tag.longitude !== null && tag.longitude !== undefined;
    if (hasLatitude === hasLongitude) return;
    ctx.addIssue({
      code: 'custom',
      path: [hasLatitude ? 'longitude' : 'latitude'],
      message: viewListTexts.bothCoordinates,
    });
  });

export type NewTagInput = z.input<typeof newTagSchema>;
export type NewTag = z.output<typeof newTagSchema>;
