import { ADMIN_ROLE, fillTemplate, PROFILE_WEB, type PublicUser } from '@codedojo/shared';
import { CalendarDays, Pencil, ShieldCheck, Zap } from 'lucide-react';
import { Avatar } from '../../components/Avatar.tsx';
import { IconButton } from '../../components/IconButton.tsx';
import { formatDate } from '../../lib/time.ts';

type ProfileHeaderProps = { user: PublicUser; recentSubmissions: number; onEdit: () => void };

/** Avatar, name, Admin badge, email, 'Member since' and this week's submission count. */
export function ProfileHeader({ user, recentSubmissions, onEdit }: ProfileHeaderProps) {
  return (
    <header className="card border border-base-content/10 bg-base-200" data-testid="profile-header">
      <div className="card-body flex-col gap-6 sm:flex-row sm:items-center">
        <Avatar src={user.image} size="lg" />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="truncate text-2xl font-bold" data-testid="profile-header-name">
              {user.name}
            </h1>
            {user.role === ADMIN_ROLE ? (
              <span className="badge badge-warning gap-1" data-testid="profile-admin-badge">
                <ShieldCheck className="size-3.5" aria-hidden="true" />
                {PROFILE_WEB.adminBadge}
              </span>
            ) : null}
          </div>
          <p className="truncate text-base-content/70" data-testid="profile-header-email">
            {user.email}
          </p>
          <div className="flex flex-wrap gap-x-6 gap-y-1 pt-1 text-sm text-base-content/60">
            <span className="inline-flex items-center gap-1.5" data-testid="profile-member-since">
              <CalendarDays className="size-4" aria-hidden="true" />
              {PROFILE_WEB.memberSince} {formatDate(user.createdAt)}
            </span>
            <span className="inline-flex items-center gap-1.5" data-testid="profile-week-count">
              <Zap className="size-4" aria-hidden="true" />
              {fillTemplate(PROFILE_WEB.submissionsThisWeek, { n: recentSubmissions })}
            </span>
          </div>
        </div>
        <IconButton
          icon={Pencil}
          label={PROFILE_WEB.editProfile}
          className="btn btn-outline btn-sm"
          onClick={onEdit}
          testId="profile-edit-button"
        />
      </div>
    </header>
  );
}
