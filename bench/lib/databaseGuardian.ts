// A small process beside the bench that drops the bench's PostgreSQL databases if the bench
// dies without doing so itself: on Ctrl-C, tsx kills a child whose event loop is too busy to
// answer within 30 ms, and no exit handler runs then. Started by guardDatabase().
import pg from 'pg';
import { testPostgresUrl } from '../../apps/server/src/testing/testDatabases.js';

const names = new Set<string>();

process.on('message', (message: { guard?: string; release?: string }) => {
  if (message.guard) names.add(message.guard);
  if (message.release) names.delete(message.release);
});

// Ctrl-C reaches the whole process group; this process outlives the bench on purpose.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});

process.on('disconnect', () => {
  void (async () => {
    for (const name of names) {
      const client = new pg.Client({ connectionString: testPostgresUrl });
      try {
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
      } catch {
        // Nothing more to do from here.
      } finally {
        await client.end().catch(() => undefined);
      }
    }
    process.exit(0);
  })();
});
