// Background work in this process (decision record 180): every kind of job registered, a worker
// that runs due jobs, and the planner of reminders and digests. App servers start it unless
// WORKER=separate, in which case `npm run worker` processes do the work instead.
import { startWorker, stopWorker } from "./lib/jobs.server";
import { registerMailJob } from "./lib/mail.server";
import { registerNotificationJobs, startScheduler, stopScheduler } from "./features/notifications/reminders.server";
import { registerBackupJob } from "./features/integrations/cloud.server";
import { registerPushJob } from "./features/notifications/push.server";
import { registerSubscriptionJobs } from "./features/calendar-subscriptions/subscriptions.server";
import { registerPhotoBackupSource } from "./features/integrations/backup.server";
import { photoOriginals } from "./features/photos/backup-source.server";

/**
 * What one feature provides to another, plugged in at start-up (decision record 232) in every
 * process: app servers (app/entry.server.tsx), `npm run worker` and `npm run jobs`.
 */
export function registerSources(): void {
  registerPhotoBackupSource(photoOriginals);
}

/** Registers the handler of every kind of job (once per process). */
export function registerJobKinds(): void {
  registerSources();
  registerMailJob();
  registerNotificationJobs();
  registerBackupJob();
  registerPushJob();
  registerSubscriptionJobs();
}

export function startBackgroundWork(): void {
  registerJobKinds();
  startWorker();
  startScheduler();
}

/**
 * Stops taking new jobs at once; the jobs under way may finish within JOBS_SHUTDOWN_GRACE_MS, then
 * they are cut and given back (decision record 220). Resolves when none runs here any more.
 */
export async function stopBackgroundWork(): Promise<void> {
  stopScheduler();
  await stopWorker();
}
