import type { JobWithMetadata } from 'pg-boss';
import type { JobQueue } from '../lib/job-queue.ts';
import { jobsStarted } from '../plugins/jobs.ts';

const SETTLED = new Set(['completed', 'failed', 'cancelled']);

/** Waits until a job has settled, or has failed once and waits for its retry; answers the job. */
export async function settledJob(
  queue: JobQueue,
  name: string,
  id: string,
  timeoutMs = 20_000,
): Promise<JobWithMetadata<unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await queue.getJobById(name, id);
    if (job && (SETTLED.has(job.state) || (job.state === 'retry' && job.output != null))) return job;
    if (Date.now() > deadline) throw new Error(`job ${name} ${id} still ${job?.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sends a job and waits for it to settle (the app's workers run it). */
export async function runJob(queue: JobQueue | undefined, name: string, data: object = {}) {
  if (!queue) throw new Error('this app has no job queue');
  await jobsStarted(queue);
  const id = await queue.send(name, data);
  if (!id) throw new Error(`job ${name} was not queued`);
  return settledJob(queue, name, id);
}
