import type { ImportKind, SyncKind } from '@poolside/contract/master-data-columns';
import type { SyncBody } from '@poolside/contract/master-data';
import type { Deps } from '../../deps.ts';
import { fieldError } from '../../lib/app-error.ts';
import type { Actor } from '../access/index.ts';
import { fileSourceOf, noFiles } from './import-files.ts';
import { progressReporter } from './progress.ts';
import { type RowSource, type RunOptions, runImport } from './run-import.ts';

/** POST /api/import/{kind}/check|apply: the uploaded file checked, or checked and applied (once per key). */
export function importFile(
  deps: Deps,
  actor: Actor,
  kind: ImportKind,
  source: Extract<RowSource, { type: 'file' }>,
  options: RunOptions,
) {
  return runImport(deps, actor, kind, source, options);
}

function decodeFiles(files: SyncBody['files']) {
  if (!files) return noFiles;
  const entries: [string, Uint8Array][] = [];
  for (const [name, base64] of Object.entries(files)) {
    if (!/^[A-Za-z0-9+/=_-]*$/.test(base64)) {
      throw fieldError('invalid', `files.${name}`, { reason: 'base64' });
    }
    entries.push([name, Buffer.from(base64, 'base64')]);
  }
  return fileSourceOf(entries);
}

/** PUT /api/sync/{kind}: the ERP's rows checked and applied like an imported file (-6 with the issues). */
export function syncRows(deps: Deps, actor: Actor, kind: SyncKind, body: SyncBody, requestId?: string) {
  const source: RowSource = { type: 'json', rows: body.rows, files: decodeFiles(body.files) };
  // No screen follows a sync, but its run still gives the event loop back to the instance's other requests.
  const progress = progressReporter(actor.userId, undefined);
  return runImport(deps, actor, kind, source, { mode: 'apply', progress, requestId });
}
