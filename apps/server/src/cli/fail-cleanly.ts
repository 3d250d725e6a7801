// Imported first by every command-line tool: an error the operator can act on (a bad setting, a
// data directory another process uses) is one line on stderr and exit code 1, not a stack trace.
import { ConfigError } from '../config.ts';
import { DataDirLockedError } from '../lib/data-dir-lock.ts';

function fail(err: unknown) {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Failed:', err);
  }
  process.exit(1);
}

process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);
