import { PERMISSION_CODES } from '@vigil/domain';
import type { Database } from '../db/client.js';
import { createAdminRepository } from '../modules/admin/admin.repository.js';
import { createUser } from '../modules/admin/admin.service.js';

export const DEMO_PASSWORD = 'VigilDemo-2026!';
export const DEMO_PARTNER = 'Vigil Demo Partners';
export const DEMO_CUSTOMER = 'Acme Data Centers';

export const DEMO_USERS = [
  { email: 'super@vigil.demo', role: 'super user', firstName: 'Sam', lastName: 'Super' },
  {
    email: 'admin@vigil.demo',
    role: 'company administrator',
    firstName: 'Alex',
    lastName: 'Admin',
  },
  { email: 'viewer@vigil.demo', role: 'read-only user', firstName: 'Vic', lastName: 'Viewer' },
] as const;

/** Seeds the demo accounts on first start; later starts find them and change nothing. */
export async function seedDemo(db: Database): Promise<boolean> {
  const repo = createAdminRepository(db);
  if (await repo.emailTaken('super@vigil.demo')) return false;
  const [superUser, admin, viewer] = DEMO_USERS;
  // The customer sits under the demo partner; its users belong to the customer only.
  const partner = await repo.createAccount('PARTNER', DEMO_PARTNER);
  await repo.createAccount('CUSTOMER', DEMO_CUSTOMER, partner.id);
  await createUser(db, { ...superUser, password: DEMO_PASSWORD, isSuper: true });
  await createUser(db, {
    ...admin,
    password: DEMO_PASSWORD,
    customerName: DEMO_CUSTOMER,
    roles: PERMISSION_CODES,
  });
  await createUser(db, { ...viewer, password: DEMO_PASSWORD, customerName: DEMO_CUSTOMER });
  return true;
}
