// What a cloud backup copies, as the feature that owns the files provides it (decision record
// 232): the photos feature implements it (features/photos/backup-source.server.ts) and start-up
// registers it with the backup runner (registerPhotoBackupSource); neither module imports the other.
import type { Readable } from "node:stream";

export type BackupOriginal = { key: string; album: string; filename: string; size: number };

export type BackupSource = {
  /**
   * Every original of the family (key: stable and unique, e.g. the photo's storage key); an async
   * iterable when it reads the database page by page.
   */
  listOriginals(familyId: number): Iterable<BackupOriginal> | AsyncIterable<BackupOriginal>;
  /** The original's bytes as a stream. */
  openOriginal(key: string): Readable;
};
