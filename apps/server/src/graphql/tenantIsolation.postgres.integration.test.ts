import { describe, expect, it } from 'vitest';
import { describeTenantIsolation } from '../testing/tenantIsolationSuite.js';
import { availableDatabases } from '../testing/testDatabases.js';

// The tenant-isolation test on PostgreSQL, in a file of its own so that it runs beside the
// embedded database's (tenantIsolation.integration.test.ts).
const databases = await availableDatabases();
if (databases.includes('postgres')) {
  describeTenantIsolation('postgres');
} else {
  describe('tenant isolation on postgres', () => {
    it('has no PostgreSQL to run on here: the embedded database covers it', () => {
      expect(databases).toEqual(['pglite']);
    });
  });
}
