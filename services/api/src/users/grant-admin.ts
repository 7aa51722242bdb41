import type { DataSource } from 'typeorm';

import { UserEntity } from './user.entity';

export type GrantAdminResult = 'granted' | 'already-admin' | 'not-found';

export async function grantAdmin(dataSource: DataSource, email: string): Promise<GrantAdminResult> {
  const users = dataSource.getRepository(UserEntity);
  const user = await users.findOneBy({ email: email.trim().toLowerCase() });
  if (user === null) return 'not-found';
  if (user.role === 'admin') return 'already-admin';
  await users.update({ id: user.id }, { role: 'admin' });
  return 'granted';
}
