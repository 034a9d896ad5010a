import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { accounts } from '../db/schema.js';
import { DEMO_CUSTOMER } from './seedDemo.js';

export async function demoCustomerId(db: Database): Promise<number> {
  const [row] = await db.select().from(accounts).where(eq(accounts.name, DEMO_CUSTOMER));
  if (!row) throw new Error('The demo customer is missing: seed the demo first.');
  return row.id;
}
