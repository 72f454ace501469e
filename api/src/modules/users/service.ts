import { normalizeSearch } from '@formbuilder/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { hashPassword } from '../auth/passwords';
import * as repo from './repo';

const ADMIN_NAME = 'Administrador';

export interface FirstAdminOptions {
  admin: Config['admin'];
  publicUrl: string;
  logger: Logger;
  /** Where the one-time password block goes; the log may be shipped elsewhere, this is for the operator. */
  print: (text: string) => void;
}

/**
 * On an empty users table, creates the first ADMIN (DESIGN section 5). A generated password is
 * printed this one time and never again.
 */
export async function ensureFirstAdmin(db: Db, options: FirstAdminOptions): Promise<boolean> {
  if ((await repo.countUsers(db)) > 0) return false;
  const { email, password, passwordGenerated } = options.admin;
  const created = await repo.insertUserIfAbsent(db, {
    name: ADMIN_NAME,
    nameSearch: normalizeSearch(ADMIN_NAME),
    email,
    username: email,
    role: 'ADMIN',
    companyId: null,
    passwordHash: await hashPassword(password),
  });
  if (!created) return false;
  options.logger.info('created the first administrator', { email });
  if (passwordGenerated) {
    const rule = '='.repeat(64);
    options.print(
      [
        '',
        rule,
        ' First administrator created. This password is shown only once:',
        `   URL:      ${options.publicUrl}/login`,
        `   E-mail:   ${email}`,
        `   Password: ${password}`,
        ' Change it under Minha conta after signing in.',
        rule,
        '',
        '',
      ].join('\n'),
    );
  }
  return true;
}
