/** An error's own message for the status snackbar, which falls back to 'Error' without one. */
export function errorMessage(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}
