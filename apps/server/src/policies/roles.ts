import { ADMIN_ROLE } from '@codedojo/shared';
import type { Config } from '../config.ts';
import type { UserRow } from '../db/schema.ts';

/** The one admin check (spec section 6): the role, which ADMIN_EMAILS grants on verification. */
export const isAdmin = (user: Pick<UserRow, 'role'>): boolean => user.role === ADMIN_ROLE;

/** Whether ADMIN_EMAILS names this address (matched case-insensitively). */
export const isAdminEmail = (config: Pick<Config, 'ADMIN_EMAILS'>, email: string): boolean =>
  config.ADMIN_EMAILS.includes(email.toLowerCase());
