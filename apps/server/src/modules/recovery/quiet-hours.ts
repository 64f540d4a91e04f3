const zone = 'America/Sao_Paulo';
const hourMs = 3_600_000;

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: zone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'longOffset',
});

/** São Paulo's wall clock at `instant`, and its offset from UTC in minutes. */
function wallClock(instant: Date) {
  const fields = Object.fromEntries(parts.formatToParts(instant).map((p) => [p.type, p.value]));
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(fields.timeZoneName ?? '');
  const offsetMinutes = offset
    ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]))
    : 0;
  return {
    hour: Number(fields.hour),
    minute: Number(fields.minute),
    second: Number(fields.second),
    offsetMinutes,
  };
}

/**
 * The first instant from `now` on at which a message may be sent: `now` itself inside the window
 * [start, end) o'clock in São Paulo, else the next `start` o'clock. Brazil has kept one offset all
 * year since 2019; should it change again, a message waits an hour more or less on that day.
 */
export function nextSendableAt(now: Date, hours: { start: number; end: number }): Date {
  const clock = wallClock(now);
  if (clock.hour >= hours.start && clock.hour < hours.end) return now;
  const sinceMidnightMs = ((clock.hour * 60 + clock.minute) * 60 + clock.second) * 1000;
  const midnight = now.getTime() - sinceMidnightMs - (now.getTime() % 1000);
  const dayStart = midnight + (clock.hour < hours.start ? 0 : 24 * hourMs);
  return new Date(dayStart + hours.start * hourMs);
}
