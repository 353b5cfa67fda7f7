// `npm run backup -- --out FILE` and `npm run restore -- FILE [--force]` (issue 29, decision 190).
// Progress goes to stderr (files and bytes; one updating line on a terminal); the exit code is 0
// when it worked, 1 when it did not (with the reason), 2 for a usage error.
import path from "node:path";
import {
  SENSITIVE_WARNING,
  createBackup,
  postgresCommands,
  restoreBackup,
  type Progress,
} from "~/features/server-backup/server-backup.server";

const [command, ...argv] = process.argv.slice(2);

function arg(name: string): string | undefined {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const a = argv[i]!;
  return a.includes("=") ? a.slice(a.indexOf("=") + 1) : argv[i + 1];
}

function humanBytes(n: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let v = n;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u += 1;
  }
  return `${u === 0 ? v : v.toFixed(1)} ${units[u]}`;
}

function progressPrinter(): { progress: Progress; end: () => void } {
  const tty = process.stderr.isTTY;
  let last = 0;
  let lastPhase = "";
  let pending = "";
  const progress: Progress = ({ phase, files, totalFiles, bytes }) => {
    const line = totalFiles > 0 ? `${phase}: ${files}/${totalFiles} files, ${humanBytes(bytes)}` : `${phase}…`;
    const now = Date.now();
    if (tty) {
      if (now - last > 100 || phase !== lastPhase) process.stderr.write(`\r\x1b[K${line}`);
    } else if (phase !== lastPhase || now - last > 2000) {
      process.stderr.write(`${line}\n`);
    } else {
      pending = line;
      return;
    }
    pending = "";
    last = now;
    lastPhase = phase;
  };
  return {
    progress,
    end: () => {
      if (tty) process.stderr.write("\n");
      else if (pending) process.stderr.write(`${pending}\n`);
    },
  };
}

async function backup() {
  const out = arg("out");
  if (!out) {
    console.error("Usage: npm run backup -- --out FILE.zip");
    return 2;
  }
  const { progress, end } = progressPrinter();
  const manifest = await createBackup(out, progress);
  end();
  const total = manifest.files.reduce((s, f) => s + f.size, 0);
  console.error(`Backup written: ${path.resolve(out)} (${manifest.files.length} files, ${humanBytes(total)}, schema ${manifest.schemaVersion}, Kindred ${manifest.appVersion}).`);
  if (manifest.missing.length > 0) {
    console.error(`Note: ${manifest.missing.length} stored file(s) were deleted while the backup ran and are not in it.`);
  }
  if (manifest.database === "postgresql" && manifest.files.some((f) => f.path === "database/app.pgdump")) {
    console.error("The database (PostgreSQL, DATABASE_URL) is in the archive as pg_dump's dump: database/app.pgdump.");
  } else if (manifest.database === "postgresql") {
    const pg = postgresCommands(out);
    console.error("DATABASE_URL is set but pg_dump is not installed here: the archive holds the files and secrets only. Dump the database with PostgreSQL's own tool:");
    console.error(`  ${pg.dump}`);
  }
  if (process.env.SESSION_SECRET || process.env.ENCRYPTION_KEY) {
    console.error("SESSION_SECRET / ENCRYPTION_KEY come from the environment: they are not in the archive. Keep them with it.");
  }
  console.error(`WARNING: ${SENSITIVE_WARNING}`);
  return 0;
}

async function restore() {
  const file = argv.find((a) => !a.startsWith("--"));
  if (!file) {
    console.error("Usage: npm run restore -- FILE.zip [--force]   (into DATA_DIR, default ./data)");
    return 2;
  }
  const { progress, end } = progressPrinter();
  const result = await restoreBackup(file, { force: argv.includes("--force") }, progress);
  end();
  const m = result.manifest;
  console.error(`Restored ${m.files.length} files from a backup of ${m.createdAt} (Kindred ${m.appVersion}).`);
  if (result.migratedTo > result.migratedFrom) console.error(`Database migrated from schema ${result.migratedFrom} to ${result.migratedTo}.`);
  if (m.database === "postgresql" && result.databaseRestored) {
    console.error("The PostgreSQL database was restored into DATABASE_URL with pg_restore.");
  } else if (m.database === "postgresql") {
    console.error("This backup's database is PostgreSQL (dumped separately): restore it with PostgreSQL's own tool, then start the server:");
    console.error(`  ${postgresCommands(file).restore}`);
  }
  return 0;
}

const run = command === "backup" ? backup : command === "restore" ? restore : null;
if (!run) {
  console.error("Usage: backup-cli.ts backup --out FILE | restore FILE [--force]");
  process.exit(2);
}
run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write("\n");
    console.error(`${command} failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
