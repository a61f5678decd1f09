import { useCallback, useEffect, useEffectEvent, useState } from 'react';

const TICK_MS = 1000;

interface Running {
  deadline: number;
  now: number;
}

export interface Countdown {
  /** Whole seconds left (rounded up); null when not running. */
  secondsLeft: number | null;
  /** True once the deadline has passed, even between ticks (a background tab's timers run late). */
  isExpired: () => boolean;
  start: (seconds: number) => void;
  stop: () => void;
}

/**
 * A countdown to a deadline on the clock (not a count of ticks, which background tabs slow down).
 * When the deadline passes it stops and calls `onExpire` once.
 */
export function useCountdown(onExpire: () => void): Countdown {
  const [running, setRunning] = useState<Running | null>(null);
  const deadline = running?.deadline ?? null;
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = setInterval(() => {
      const now = Date.now();
      if (now >= deadline) {
        clearInterval(timer);
        setRunning(null);
        expire();
      } else {
        setRunning((current) => (current && current.deadline === deadline ? { deadline, now } : current));
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setRunning({ deadline: now + seconds * 1000, now });
  }, []);
  const stop = useCallback(() => setRunning(null), []);
  const isExpired = useCallback(() => deadline !== null && Date.now() >= deadline, [deadline]);

  return {
    secondsLeft: running ? Math.max(0, Math.ceil((running.deadline - running.now) / 1000)) : null,
    isExpired,
    start,
    stop,
  };
}

/** 300 → "5:00", 59 → "0:59". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
