import type { EntityManager, FindOptionsOrder, FindOptionsWhere, Repository } from 'typeorm';

import type { AccountDataContributor } from './account-data.registry';
import { UserEntity } from './user.entity';
import { type UsersService, verifiedAddressOf } from './users.service';

/** Newest first; rows stamped in the same instant (SQLite stores whole seconds) by insertion order. */
export const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

/** A row sent with the e-mail address a visitor typed into a public form (contact, feedback). */
interface AddressedRow {
  id: number;
  email: string;
  createdAt: Date;
}

/**
 * The account data of rows sent with an e-mail address: they belong to the account that has
 * verified that address, never to one that merely typed it (issue Q), so they are exported
 * (newest first, as `show` gives them) and deleted with that account only.
 */
export function rowsOfVerifiedAddress<Row extends AddressedRow>(
  key: string,
  rows: Repository<Row>,
  users: UsersService,
  show: (row: Row) => unknown,
): AccountDataContributor {
  const sentWith = (address: string) => ({ email: address }) as FindOptionsWhere<Row>;
  return {
    key,
    export: async (userId: number) => {
      const user = await users.findById(userId);
      const address = user === null ? null : verifiedAddressOf(user);
      if (address === null) return [];
      return (await rows.find({ where: sentWith(address), order: NEWEST_FIRST as FindOptionsOrder<Row> })).map(show);
    },
    delete: async (userId: number, manager: EntityManager) => {
      const user = await manager.findOneBy(UserEntity, { id: userId });
      const address = user === null ? null : verifiedAddressOf(user);
      if (address !== null) await manager.delete(rows.target, sentWith(address));
    },
  };
}
