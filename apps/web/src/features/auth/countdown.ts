import { OTP_TTL_SECONDS } from '@codedojo/shared';
import { useCallback, useEffect, useState } from 'react';
import { serverNow } from '../../api/client.ts';

/** m:ss countdown text as minutes:seconds, both padded: 600 -> "10:00". */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

/**
 * The code's deadline on this browser's clock (ms epoch) from the server's `expiresAt`: the time
 * left by the server's clock, so a browser clock ahead or behind counts down the same. Never more
 * than the code's lifetime; without a usable `expiresAt`, the full lifetime.
 */
export function deadlineFrom(
  expiresAt: string | undefined,
  now: number = Date.now(),
  serverTime: number = serverNow(),
): number {
  const lifetime = OTP_TTL_SECONDS * 1000;
  const expires = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  const left = Number.isFinite(expires) ? Math.min(Math.max(expires - serverTime, 0), lifetime) : lifetime;
  return now + left;
}

/** Seconds left until `deadline` (ms epoch), ticking; 0 without a deadline. */
export function useCountdown(deadline: number | null): number {
  const compute = useCallback(
    () => (deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000))),
    [deadline],
  );
  const [left, setLeft] = useState(compute);
  useEffect(() => {
    setLeft(compute());
    if (deadline === null) return;
    const timer = window.setInterval(() => {
      const next = compute();
      setLeft(next);
      if (next <= 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline, compute]);
  return left;
}
