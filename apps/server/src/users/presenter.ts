import type { PublicUser } from '@codedojo/shared';
import type { UserRow } from '../db/schema.ts';

/** The whitelist of what leaves the server about a user: never the hash. */
export function presentUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image,
    role: user.role,
    isEmailVerified: user.isEmailVerified,
    createdAt: user.createdAt.toISOString(),
  };
}
