// Registering a gateway (core §3 Network): a name and how often it polls.
import { z } from 'zod';
import { optionalNumber, requiredText } from './fields.js';
import { messages } from './messages.js';

/** Seconds between polls: at least 5 (devices need time to answer), at most a day. */
export const POLL_INTERVAL = { min: 5, max: 86_400, default: 60 } as const;

export const GATEWAY_NAME_MAX_LENGTH = 100;

const outOfRange = messages.pollIntervalRange(POLL_INTERVAL.min, POLL_INTERVAL.max);

export const registerGatewaySchema = z.object({
  name: requiredText().max(GATEWAY_NAME_MAX_LENGTH, messages.tooLong(GATEWAY_NAME_MAX_LENGTH)),
  pollInterval: optionalNumber()
    .transform((seconds) => seconds ?? POLL_INTERVAL.default)
    .pipe(
      z
        .number()
        .int(outOfRange)
        .min(POLL_INTERVAL.min, outOfRange)
        .max(POLL_INTERVAL.max, outOfRange),
    ),
});
export type RegisterGatewayInput = z.input<typeof registerGatewaySchema>;
