// Registering and editing a gateway (core §3 Network): a name, how often it polls, and the
// appliance's own id.
import { z } from 'zod';
import { optionalNumber, optionalText, requiredText } from './fields.js';
import { messages } from './messages.js';

/** Seconds between polls: at least 5 (devices need time to answer), at most a day. */
export const POLL_INTERVAL = { min: 5, max: 86_400, default: 60 } as const;

export const GATEWAY_NAME_MAX_LENGTH = 100;
/** An appliance's serial number or other own id (externalID): one gateway per appliance. */
export const GATEWAY_EXTERNAL_ID_MAX_LENGTH = 100;

const outOfRange = messages.pollIntervalRange(POLL_INTERVAL.min, POLL_INTERVAL.max);

const gatewayName = () =>
  requiredText().max(GATEWAY_NAME_MAX_LENGTH, messages.tooLong(GATEWAY_NAME_MAX_LENGTH));
const pollSeconds = () =>
  z.number().int(outOfRange).min(POLL_INTERVAL.min, outOfRange).max(POLL_INTERVAL.max, outOfRange);

export const registerGatewaySchema = z.object({
  name: gatewayName(),
  pollInterval: optionalNumber()
    .transform((seconds) => seconds ?? POLL_INTERVAL.default)
    .pipe(pollSeconds()),
  // Blank is "none"; compared exactly as typed (serial numbers are not case-folded).
  externalID: optionalText().pipe(
    z
      .string()
      .max(GATEWAY_EXTERNAL_ID_MAX_LENGTH, messages.tooLong(GATEWAY_EXTERNAL_ID_MAX_LENGTH))
      .optional(),
  ),
});
export type RegisterGatewayInput = z.input<typeof registerGatewaySchema>;

/** Renaming a gateway or changing its poll interval: what is left out (or null) stays. */
export const updateGatewaySchema = z.object({
  name: gatewayName().nullish(),
  pollInterval: optionalNumber().pipe(pollSeconds().optional()),
});
export type UpdateGatewayInput = z.input<typeof updateGatewaySchema>;
