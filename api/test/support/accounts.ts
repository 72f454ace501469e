// Staff accounts signed in through the API, for tests that need many of them: the password hash is
// computed once and reused, so each account costs one login rather than a hash and a login.
import { normalizeSearch, type Role } from '@formbuilder/contracts';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/security/passwords';
import { login } from './http';
import { STAFF_PASSWORD, type SignedIn } from './people-fixtures';
import type { TestServer } from './server';

let sharedHash: Promise<string> | undefined;
let counter = 0;

/** A user of `role` (in `companyId`, none for an ADMIN) whose password is STAFF_PASSWORD, signed in. */
export async function account(
  server: TestServer,
  values: { role: Role; companyId: string | null; name?: string },
): Promise<SignedIn> {
  sharedHash ??= hashPassword(STAFF_PASSWORD);
  const name = values.name ?? 'Pessoa Teste';
  const email = `${values.role.toLowerCase()}-${Date.now().toString(36)}-${(counter += 1)}@example.com`;
  const [row] = await server.db
    .insert(users)
    .values({
      name,
      nameSearch: normalizeSearch(name),
      email,
      username: email,
      phone: '(11) 91234-5678',
      role: values.role,
      companyId: values.companyId,
      passwordHash: await sharedHash,
    })
    .returning({ id: users.id });
  const session = await login(server.url, email, STAFF_PASSWORD);
  return { id: row!.id, email, token: session.token, cookie: session.cookie };
}
