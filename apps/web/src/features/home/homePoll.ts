/** Counts and statuses change with readings; a poll keeps the home page current. */
export const HOME_POLL_MS = 30_000;
