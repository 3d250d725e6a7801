import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';
import { i18next } from './i18n';

type Issue = z.core.$ZodRawIssue;

const tr = (key: string, values?: Record<string, unknown>) => i18next.t(`common:form.${key}`, values ?? {});

/** A contract rule's issue in the reader's language (the contract's schemas carry no wording). */
function messageOf(issue: Issue): string | undefined {
  const input = issue.input;
  const isEmpty = input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
  switch (issue.code) {
    case 'invalid_type':
      return isEmpty ? tr('required') : tr('invalid');
    case 'too_small':
      if (isEmpty || (issue.origin === 'string' && Number(issue.minimum) <= 1)) return tr('required');
      if (issue.origin === 'string') return tr('tooShort', { min: Number(issue.minimum) });
      if (issue.origin === 'array') return tr('required');
      return tr('min', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return tr('tooLong', { max: Number(issue.maximum) });
      if (issue.origin === 'array') return tr('tooMany', { max: Number(issue.maximum) });
      return tr('max', { max: Number(issue.maximum) });
    case 'invalid_value':
      // An empty choice (a select left blank) is missing, like the server's -12.
      return isEmpty ? tr('required') : tr('invalid');
    case 'invalid_format':
      return issue.format === 'email' ? tr('email') : tr('invalid');
    default:
      return tr('invalid');
  }
}

z.config({ customError: messageOf });

/**
 * The contract's message for one value checked outside a form (a list's quantity field saved on blur);
 * null when the schema accepts it. An empty text is checked as no value (the "required" message).
 */
export function contractFieldError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(typeof value === 'string' && value.trim() === '' ? undefined : value);
  return result.success ? null : (result.error.issues[0]?.message ?? tr('invalid'));
}

type Rules<T> = (values: T) => Record<string, string | null | undefined>;

/**
 * The form's validation: the contract's zod schema through `zod4Resolver` (first issue of a field wins,
 * messages translated above), plus contract rules that are functions rather than schemas (e.g.
 * `checkRepairSubmit`), given as `extra`; `toBody` when the values are not yet the request's body (the
 * body's paths must be the form's). Forms never re-write a rule the contract holds.
 */
export function contractResolver<T>(
  schema: z.ZodType,
  extra?: Rules<T>,
  /** The request body the form's values make, when they differ (e.g. numbers typed as text): what is checked. */
  toBody?: (values: T) => unknown,
) {
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return (values: T): FormErrors => {
    const body = toBody ? toBody(values) : values;
    const errors: FormErrors = { ...resolve(body as Record<string, unknown>) };
    for (const [path, message] of Object.entries(extra?.(values) ?? {})) {
      if (message && !errors[path]) errors[path] = message;
    }
    return errors;
  };
}
