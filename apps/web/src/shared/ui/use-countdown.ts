import { useEffect, useState } from 'react';

const secondsUntil = (deadline: string) =>
  Math.max(0, Math.floor((Date.parse(deadline) - Date.now()) / 1000));

/** Whole seconds left until `deadline` (an ISO time), ticking every second; 0 once it passed. */
export function useSecondsLeft(deadline: string): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    setSeconds(secondsUntil(deadline));
    const timer = window.setInterval(() => setSeconds(secondsUntil(deadline)), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return seconds;
}

/** 125 → "02:05"; an hour or more → "1:02:05". */
export function formatCountdown(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}
