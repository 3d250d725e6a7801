import { contentIds } from '@poolside/contract/constants';
import {
  type ContentUpdate,
  contentTypes,
  contentTypesWithRequiredText,
  missingContentProps,
  type NewContent,
} from '@poolside/contract/contents';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type ContentProp, contents } from '../../db/schema/contents.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor } from '../access/index.ts';
import { notify } from '../notifications/index.ts';
import { sanitizeProp } from './sanitize.ts';

type ContentType = (typeof contentTypes)[number];
const fixedTextIds: number[] = Object.values(contentIds);
const flag = (v: boolean | 0 | 1 | undefined) => (v === undefined ? undefined : v === true || v === 1);

/** -19 for a type that is not news, qa or text. */
export function contentTypeOf(type: string): ContentType {
  if (!(contentTypes as readonly string[]).includes(type)) throw fieldError('contentTypeInvalid', 'type');
  return type as ContentType;
}

function mergeProps(current: ContentProp[], sent: ContentProp[]): ContentProp[] {
  const byName = new Map(current.map((p) => [p.name, p]));
  for (const p of sent) byName.set(p.name, sanitizeProp(p));
  return [...byName.values()];
}

/** News and FAQ items need a title and a body with text in every required language (-12 naming them). */
function requireText(type: string, props: ContentProp[]) {
  if (!contentTypesWithRequiredText.includes(type)) return;
  const missing = missingContentProps(props);
  if (missing.length > 0) throw fieldError('fieldRequired', missing);
}

function titles(props: ContentProp[]) {
  const t = (lang: string) => props.find((p) => p.name === `title_${lang}`)?.data ?? '';
  return { eng: t('eng'), fra: t('fra'), spa: t('spa') };
}

/** A news item that becomes visible tells everybody (NEW), except the admin who published it. */
async function announce(tx: DbOrTx, deps: Deps, actor: Actor, row: { id: number; props: ContentProp[] }) {
  await notify(tx, deps.config, {
    everybody: true,
    type: 'NEW',
    params: { contentId: row.id, title: titles(row.props) },
    link: `/news/${row.id}`,
    exceptUserId: actor.userId,
  });
}

/** PUT /api/contents: a new news, FAQ or text item, its HTML sanitised before it is stored. */
export async function addContent(deps: Deps, actor: Actor, input: NewContent, requestId?: string) {
  const type = contentTypeOf(input.type);
  const props = mergeProps([], input.props);
  requireText(type, props);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contents)
      .values({
        type,
        hidden: flag(input.hidden) ?? false,
        locked: flag(input.locked) ?? false,
        props,
      })
      .returning();
    await recordAudit(tx, actor, 'create', 'content', row.id, null, row, requestId);
    if (type === 'news' && !row.hidden) await announce(tx, deps, actor, row);
    return { id: row.id };
  });
}

/**
 * POST /api/contents/{id}: a locked item refuses every change (-20) except being unlocked by type 1;
 * sent props replace those of the same name.
 */
export async function updateContent(
  deps: Deps,
  actor: Actor,
  id: number,
  input: ContentUpdate,
  requestId?: string,
) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(contents).where(eq(contents.id, id)).for('update').limit(1);
    if (!row) throw new AppError('notFound');
    const locked = flag(input.locked);
    const onlyUnlock = locked === false && input.props === undefined && input.hidden === undefined;
    if (row.locked && !(onlyUnlock && actor.typeId === 1)) throw new AppError('contentLocked');
    const changes = {
      props: input.props ? mergeProps(row.props, input.props) : row.props,
      hidden: flag(input.hidden) ?? row.hidden,
      locked: locked ?? row.locked,
      updatedAt: deps.clock.now(),
    };
    // Checked when the text changes, or when a news item is about to be shown (and broadcast).
    if (input.props || (row.hidden && !changes.hidden)) requireText(row.type, changes.props);
    const [after] = await tx.update(contents).set(changes).where(eq(contents.id, id)).returning();
    await recordAudit(tx, actor, 'update', 'content', id, row, after, requestId);
    if (after.type === 'news' && row.hidden && !after.hidden) await announce(tx, deps, actor, after);
  });
}

/** DELETE /api/contents/{id}: never a locked item or one of the four fixed texts (-20). */
export async function deleteContent(deps: Deps, actor: Actor, id: number, requestId?: string) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(contents).where(eq(contents.id, id)).for('update').limit(1);
    if (!row) throw new AppError('notFound');
    if (row.locked || fixedTextIds.includes(id)) throw new AppError('contentLocked');
    await tx.delete(contents).where(eq(contents.id, id));
    await recordAudit(tx, actor, 'delete', 'content', id, row, null, requestId);
  });
}
