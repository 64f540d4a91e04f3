import type { FastifyInstance } from 'fastify';
import { advanceRuns } from './advance.ts';
import { attributePayments } from './attribution.ts';
import { enrolRuns } from './enrol.ts';

/**
 * Job `recovery.outreach`, every minute: payments first (so a buyer who just paid hears nothing
 * more and the sale is credited), then new runs, then every step that is due.
 */
export async function runOutreach(app: FastifyInstance) {
  const attributed = await attributePayments(app);
  const enrolled = await enrolRuns(app);
  const written = await advanceRuns(app);
  return { attributed, enrolled, written };
}

/**
 * Where outreach is asked to look more often than the queue's one-minute schedule (demos and the
 * browser tests), a timer in each worker runs it too: runs are claimed with SKIP LOCKED and
 * payments under a lock, so the two never send a step twice. Returns the function that stops it.
 */
export function startOutreachTimer(app: FastifyInstance): () => void {
  const { outreachIntervalMs } = app.config.recovery;
  if (outreachIntervalMs >= 60_000) return () => {};
  const timer = setInterval(() => {
    void runOutreach(app).catch((error) =>
      app.log.warn({ err: error }, 'recovery outreach failed'),
    );
  }, outreachIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
