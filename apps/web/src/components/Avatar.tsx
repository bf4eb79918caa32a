import { WEB } from '@codedojo/shared';
import { useState } from 'react';
import defaultAvatar from '../assets/default-avatar.svg';

type AvatarProps = { src: string | null | undefined; size?: 'sm' | 'md' | 'lg'; alt?: string };

const SIZES = { sm: 'w-9', md: 'w-12', lg: 'w-24' } as const;

/** The user's picture, or the local default placeholder when missing or broken. */
export function Avatar({ src, size = 'sm', alt = WEB.nav.avatarAlt }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src ? src : defaultAvatar;
  return (
    <div className="avatar">
      <div className={`${SIZES[size]} rounded-full ring-1 ring-base-content/10`}>
        <img
          src={usable}
          alt={alt}
          data-testid="avatar-img"
          referrerPolicy="no-referrer"
          onError={() => setFailed(src ?? null)}
        />
      </div>
    </div>
  );
}
