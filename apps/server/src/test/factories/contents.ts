// Contents and audit entries (straight to the database).
import { type ContentProp, contents } from '../../db/schema/contents.ts';
import { auditLog } from '../../db/schema/audit.ts';
import type { TestContext } from '../harness.ts';
import { nextId } from './ids.ts';

/** A content item (news by default) with an English title and body; `props` replace them. */
export async function buildContent(
  ctx: TestContext,
  overrides: Partial<typeof contents.$inferInsert> & { title?: string } = {},
) {
  const { title = `Test item ${nextId()}`, ...values } = overrides;
  const props: ContentProp[] = values.props ?? [
    { name: 'title_eng', data: title },
    { name: 'body_eng', data: `<p>${title}</p>` },
  ];
  const [row] = await ctx.deps.db
    .insert(contents)
    .values({ type: 'news', ...values, props })
    .returning();
  return row;
}

/** An audit entry (as recordAudit writes it); defaults: a content update by nobody in particular. */
export async function buildAuditEntry(
  ctx: TestContext,
  overrides: Partial<typeof auditLog.$inferInsert> = {},
) {
  const [row] = await ctx.deps.db
    .insert(auditLog)
    .values({ action: 'update', entity: 'content', entityId: String(nextId()), ...overrides })
    .returning();
  return row;
}
