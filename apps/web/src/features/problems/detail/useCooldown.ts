import { useCallback, useEffect, useRef, useState } from 'react';

/** Seconds left of a cooldown started by `start(seconds)`; counts down to 0. */
export function useCooldown() {
  const [left, setLeft] = useState(0);
  const until = useRef(0);
  const active = left > 0;
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      setLeft(Math.max(0, Math.ceil((until.current - Date.now()) / 1000)));
    }, 250);
    return () => window.clearInterval(timer);
  }, [active]);
  const start = useCallback((seconds: number) => {
    until.current = Date.now() + seconds * 1000;
    setLeft(seconds);
  }, []);
  return { left, start };
}
