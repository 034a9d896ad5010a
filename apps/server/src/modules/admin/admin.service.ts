import { isEmail, isPermissionCode, messages, normalizeEmail, passwordErrors } from '@vigil/domain';
import type { UserType } from '@vigil/domain';
import { hashPassword } from '../../auth/passwords.js';
import type { Database } from '../../db/client.js';
import { createAdminRepository } from './admin.repository.js';

export interface CreateUserInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  isSuper?: boolean;
  userType?: UserType;
  /** Name of the company the user belongs to; created when missing. */
  customerName?: string;
  /** Name of the partner the user belongs to (and, for a new company, its parent). */
  partnerName?: string;
  partnerAdmin?: boolean;
  roles?: readonly string[];
}

export class CreateUserError extends Error {
  override name = 'CreateUserError';
}

/** Creates an account's user from the operator's CLI or the demo seed; validates first. */
export async function createUser(db: Database, input: CreateUserInput): Promise<{ id: number }> {
  const email = normalizeEmail(input.email);
  if (!isEmail(email)) {
    throw new CreateUserError(messages.invalidEmail);
  }
  const [passwordError] = passwordErrors(input.password);
  if (passwordError) throw new CreateUserError(passwordError);
  const badRole = input.roles?.find((role) => !isPermissionCode(role));
  if (badRole) throw new CreateUserError(`Unknown permission code '${badRole}'.`);
  if (input.roles?.length && !input.customerName) {
    throw new CreateUserError('Roles need a company: pass a customer name.');
  }
  const repo = createAdminRepository(db);
  if (await repo.emailTaken(email)) throw new CreateUserError(messages.emailTaken);

  const partner = input.partnerName
    ? ((await repo.findAccount('PARTNER', input.partnerName)) ??
      (await repo.createAccount('PARTNER', input.partnerName)))
    : null;
  const customer = input.customerName
    ? ((await repo.findAccount('CUSTOMER', input.customerName)) ??
      (await repo.createAccount('CUSTOMER', input.customerName, partner?.id ?? null)))
    : null;
  return repo.createUser(
    {
      email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      isSuper: input.isSuper ?? false,
      userType: input.userType ?? 'REGULAR',
      customerId: customer?.id ?? null,
      partnerId: partner?.id ?? null,
      partnerAdmin: input.partnerAdmin ?? false,
    },
    input.roles ?? [],
  );
}
