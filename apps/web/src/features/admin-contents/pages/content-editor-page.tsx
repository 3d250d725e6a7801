import { limits, uploadKinds } from '@poolside/contract/constants';
import {
  type Content,
  contentTypesWithRequiredText,
  contentUpdateSchema,
  missingContentProps,
} from '@poolside/contract/contents';
import { ErrorCode } from '@poolside/contract/errors';
import { type Language, languages } from '@poolside/contract/languages';
import { Button, Checkbox, Group, Modal, Paper, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showError } from '../../../components/feedback-dialogs';
import { PageLoader } from '../../../components/page-loader';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { UploadField, uploadErrorKey } from '../../../components/upload-field';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors, serverFieldMessages } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { adminContentQuery, useSaveContent, useUploadEditorImage } from '../api';
import { textEditors } from '../routes-map';
import { paths } from '../../../app/paths';

const BodyEditor = lazy(() => import('../components/body-editor').then((m) => ({ default: m.BodyEditor })));
const languageNames: Record<string, string> = { eng: 'English', fra: 'Français', spa: 'Español' };
const imageExtensions = uploadKinds.image.filter((ext) => ext !== 'pdf');

/** title_{lang} and body_{lang} of every language, and hidden (news and FAQ). */
type Values = Record<string, string | boolean> & { hidden: boolean };

const propNames = languages.flatMap((l) => [`title_${l}`, `body_${l}`]);
const propsOf = (values: Values) => propNames.map((name) => ({ name, data: String(values[name] ?? '') }));

function valuesOf(content: Content | undefined): Values {
  const values: Values = { hidden: content?.hidden === 1 };
  for (const name of propNames) values[name] = content?.props.find((p) => p.name === name)?.data ?? '';
  return values;
}

/**
 * The contract's update schema on the body the values make (its props.N paths named back to their fields),
 * and, for news and FAQ, its rule that the required languages have a title and a body with text.
 */
function editorResolver(type: string) {
  const resolve = contractResolver<Values>(
    contentUpdateSchema,
    (values) =>
      contentTypesWithRequiredText.includes(type)
        ? Object.fromEntries(missingContentProps(propsOf(values)).map((name) => [name, 'required']))
        : {},
    (values) => ({ props: propsOf(values), hidden: values.hidden }),
  );
  return (values: Values, required: string): FormErrors => {
    const errors: FormErrors = {};
    for (const [path, message] of Object.entries(resolve(values))) {
      const index = /^props\.(\d+)/.exec(path)?.[1];
      const field = index === undefined ? path : propNames[Number(index)];
      errors[field] ??= message === 'required' ? required : message;
    }
    return errors;
  };
}

const languageOf = (field: string) => field.split('_')[1] as Language | undefined;

/** Where a missing or bad id sends the user (spec 03 s2). */
function fallbackOf(kind: string) {
  return kind === 'qa' || kind === 'news' ? paths.admin.contents(kind) : paths.home();
}

/** /admin/contents/{qa|news}/{new|id} and /admin/contents/{about|privacy_policy|…}/{id}. */
export function ContentEditorPage() {
  const navigate = useNavigate();
  const { kind = '', id: idParam = '' } = useParams();
  const isNew = idParam === 'new' && (kind === 'qa' || kind === 'news');
  const id = Number(idParam);
  const validKind = kind === 'qa' || kind === 'news' || kind in textEditors;
  const validId =
    isNew || (Number.isInteger(id) && id > 0 && (!(kind in textEditors) || textEditors[kind] === id));
  const { data, error } = useQuery({
    ...adminContentQuery(id),
    enabled: validKind && validId && !isNew,
  });
  useEffect(() => {
    if (!validKind || !validId) navigate(fallbackOf(kind), { replace: true });
  }, [validKind, validId, kind, navigate]);
  useEffect(() => {
    if (error) {
      showError(error);
      navigate(fallbackOf(kind), { replace: true });
    }
  }, [error, kind, navigate]);
  if (!validKind || !validId || (!isNew && !data)) return <PageLoader />;
  return (
    <ContentEditor
      key={data?.id ?? 'new'}
      kind={kind}
      id={isNew ? null : id}
      content={data}
      fallback={fallbackOf(kind)}
    />
  );
}

type EditorProps = { kind: string; id: number | null; content: Content | undefined; fallback: string };

function ContentEditor({ kind, id, content, fallback }: EditorProps) {
  const { t } = useTranslation('adminContents');
  const navigate = useNavigate();
  const isNew = id === null;
  const type = kind === 'qa' || kind === 'news' ? kind : 'text';
  const save = useSaveContent();
  const uploadImage = useUploadEditorImage();
  const [tab, setTab] = useState<string | null>('eng');
  const [ready, setReady] = useState(false);
  const [imageDialog, setImageDialog] = useState(false);
  const insertImage = useRef<((url: string) => void) | null>(null);
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [resolve] = useState(() => editorResolver(type));
  const form = useForm<Values>({
    initialValues: valuesOf(content),
    validate: (values) => resolve(values, t('common:form.required')),
  });
  const { leave } = useUnsavedChangesGuard(form.isDirty());

  // The editors start 500 ms after the page (spec 03 s2), once the item is there.
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), limits.editorInitDelayMs);
    return () => clearTimeout(timer);
  }, []);

  /** The first language with a message is shown (a message on a hidden tab is no message). */
  const showFirstError = (errors: FormErrors) => {
    const first = propNames.find((name) => errors[name]);
    const language = first ? languageOf(first) : undefined;
    if (language) setTab(language);
  };
  const onSave = (values: Values) => {
    if (imageDialog) return; // saving is blocked while the editor's dialog is open
    const props = propsOf(values);
    save.mutate(
      id === null
        ? { id, body: { type, props, hidden: values.hidden } }
        : { id, body: { props, hidden: values.hidden } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: isNew ? t('added') : t('updated') });
          form.resetDirty();
          if (isNew) leave(() => navigate(fallback));
        },
        onError: (error) => {
          if (applyServerErrors(form, error)) return showFirstError(serverFieldMessages(error));
          showError(error, isApiError(error, ErrorCode.contentLocked) ? t('locked') : undefined);
        },
      },
    );
  };
  const upload = () => {
    if (!imageFile) return;
    setImageError(null);
    uploadImage.mutate(imageFile, {
      onSuccess: ({ url }) => {
        insertImage.current?.(url);
        setImageDialog(false);
        setImageFile(null);
      },
      onError: (error) => {
        const key = uploadErrorKey(error);
        if (key) setImageError(t(`common:upload.${key}`));
        else showError(error, t('imageInvalid'));
      },
    });
  };
  return (
    <Stack>
      <Title order={2}>{isNew ? t('newTitle', { type: t(`types.${kind}`) }) : t('editTitle', { id })}</Title>
      <Paper withBorder p="md">
        <form
          onSubmit={form.onSubmit(onSave, (errors) => {
            showFirstError(errors);
          })}
          noValidate
        >
          <Stack>
            <Tabs value={tab} onChange={setTab} keepMounted>
              <Tabs.List>
                {languages.map((l) => (
                  <Tabs.Tab key={l} value={l}>
                    {languageNames[l]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {languages.map((l) => (
                <Tabs.Panel key={l} value={l} pt="md">
                  <Stack>
                    <TextInput
                      label={t('titleLabel', { language: languageNames[l] })}
                      required={l === 'eng' && type !== 'text'}
                      {...form.getInputProps(`title_${l}`)}
                    />
                    {ready ? (
                      <Suspense fallback={<PageLoader />}>
                        <BodyEditor
                          language={l}
                          label={t('bodyLabel', { language: languageNames[l] })}
                          value={String(form.getValues()[`body_${l}`] ?? '')}
                          onChange={(html) => form.setFieldValue(`body_${l}`, html)}
                          error={form.errors[`body_${l}`]}
                          imageLabel={t('insertImage')}
                          onImageRequest={(insert) => {
                            insertImage.current = insert;
                            setImageDialog(true);
                          }}
                        />
                      </Suspense>
                    ) : (
                      <PageLoader />
                    )}
                  </Stack>
                </Tabs.Panel>
              ))}
            </Tabs>
            {kind !== 'qa' && kind !== 'news' ? null : (
              <Checkbox label={t('hidden')} {...form.getInputProps('hidden', { type: 'checkbox' })} />
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={imageDialog || !ready}>
                {t('save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Modal opened={imageDialog} onClose={() => setImageDialog(false)} title={t('insertImage')} centered>
        <Stack>
          <UploadField
            label={t('imageFile')}
            extensions={imageExtensions}
            value={imageFile}
            onChange={(file) => {
              setImageFile(file);
              setImageError(null);
            }}
            error={imageError}
          />
          <Group justify="flex-end">
            <Button onClick={upload} loading={uploadImage.isPending} disabled={!imageFile}>
              {t('insert')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
