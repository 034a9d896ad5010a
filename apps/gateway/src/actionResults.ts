import {
  ACTION_ERROR_MAX_LENGTH,
  ACTION_OUTPUT_MAX_LENGTH,
  type ActionResult,
} from '@vigil/domain';

/** Text cut to `max` characters, with an ellipsis when it was longer. */
export function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** A FAILED result with its reason, within the contract's limit. */
export function failed(
  error: string,
  extra: Omit<ActionResult, 'status' | 'error'> = {},
): ActionResult {
  return { status: 'FAILED', error: cut(error, ACTION_ERROR_MAX_LENGTH), ...extra };
}

/** A SUCCESS result saying what was done, within the contract's limit. */
export function succeeded(
  output: string,
  extra: Omit<ActionResult, 'status' | 'output'> = {},
): ActionResult {
  return { status: 'SUCCESS', output: cut(output, ACTION_OUTPUT_MAX_LENGTH), ...extra };
}
