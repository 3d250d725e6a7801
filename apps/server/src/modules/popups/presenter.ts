import type { PopupMessage } from '@poolside/contract/popups';
import { toUnix } from '../../lib/clock.ts';
import type { PopupMessageRow } from './popup-store.ts';

export function presentPopupMessage(row: PopupMessageRow, sns: string[]): PopupMessage {
  return {
    id: row.id,
    message: row.message,
    sns,
    snCount: row.snCount,
    dateCreate: toUnix(row.createdAt)!,
    dateUpdate: toUnix(row.updatedAt)!,
  };
}
