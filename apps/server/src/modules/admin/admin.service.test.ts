import { messages } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { openTestDatabase } from '../../testing/testDatabases.js';
import { createAccessRepository } from '../access/access.repository.js';
import { createUser } from './admin.service.js';

describe('createUser applies the domain rules', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await handle.close();
  });

  it.each([
    ['not-an-email', 'Abcdefgh12', messages.invalidEmail],
    ['a@vigil.test', '', messages.required],
    ['b@vigil.test', 'Abc12', messages.passwordLength],
    ['c@vigil.test', 'abcdefghij', messages.passwordPickThree],
    ['d@vigil.test', 'Abcdefgh1é', messages.passwordInvalidSpecial],
    ['e@vigil.test', 'x'.repeat(129), messages.passwordLength],
  ])('refuses %s with password %j: %s', async (email, password, message) => {
    await expect(createUser(handle.db, { email, password })).rejects.toThrow(message);
  });

  it('stores the address normalised and refuses it again in another case', async () => {
    await createUser(handle.db, { email: '  Ops@Vigil.TEST ', password: 'Abcdefgh12' });
    const repo = createAccessRepository(handle.db);
    expect(await repo.findUserByEmail('ops@vigil.test')).toMatchObject({ email: 'ops@vigil.test' });
    await expect(
      createUser(handle.db, { email: 'OPS@vigil.test', password: 'Abcdefgh12' }),
    ).rejects.toThrow(messages.emailTaken);
  });
});
