-- The mail outbox is delivered by `mail` jobs (decision record 180): messages queued before this
-- version (pending, or left sending by a stopped server) get their job, due when they were.
INSERT OR IGNORE INTO `jobs` (`kind`, `key`, `payload`, `run_at`, `status`, `attempts`)
SELECT 'mail', 'mail:' || `id`, '{"id":' || `id` || '}', `next_attempt_at`, 'pending', `attempts`
FROM `mail_outbox` WHERE `status` IN ('pending', 'sending');
