import { limits } from '@poolside/contract/constants';
import { languages } from '@poolside/contract/languages';
import {
  Button,
  Checkbox,
  FileInput,
  Group,
  Modal,
  Paper,
  Stack,
  Tabs,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showErrorDialog } from '../../../components/feedback-dialogs';
import { PageLoader } from '../../../components/page-loader';
import { uploadFile } from '../../../lib/upload';
import { adminContentQueryOptions, useSaveContent } from '../api';
import { textEditors } from '../routes-map';

const BodyEditor = lazy(() => import('../components/body-editor').then((m) => ({ default: m.BodyEditor })));
const languageNames: Record<string, string> = { eng: 'English', fra: 'Français', spa: 'Español' };
type Props = Record<string, string>;

/** Where a missing or bad id sends the user (spec 03 s2). */
function fallbackOf(kind: string) {
  return kind === 'qa' || kind === 'news' ? `/admin/contents/${kind}` : '/';
}

/** /admin/contents/{qa|news}/{new|id} and /admin/contents/{about|privacy_policy|…}/{id}. */
export function ContentEditorPage() {
  const { t } = useTranslation('adminContents');
  const navigate = useNavigate();
  const { kind = '', id: idParam = '' } = useParams();
  const isNew = idParam === 'new' && (kind === 'qa' || kind === 'news');
  const id = Number(idParam);
  const validKind = kind === 'qa' || kind === 'news' || kind in textEditors;
  const validId =
    isNew || (Number.isInteger(id) && id > 0 && (!(kind in textEditors) || textEditors[kind] === id));
  const { data, error } = useQuery({
    ...adminContentQueryOptions(id),
    enabled: validKind && validId && !isNew,
  });
  const save = useSaveContent();
  const [props, setProps] = useState<Props | null>(isNew ? {} : null);
  const [hidden, setHidden] = useState(false);
  const [ready, setReady] = useState(false);
  const [imageDialog, setImageDialog] = useState(false);
  const insertImage = useRef<((url: string) => void) | null>(null);
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    if (!validKind || !validId) navigate(fallbackOf(kind), { replace: true });
  }, [validKind, validId, kind, navigate]);
  useEffect(() => {
    if (error) {
      showErrorDialog(error);
      navigate(fallbackOf(kind), { replace: true });
    }
  }, [error, kind, navigate]);
  useEffect(() => {
    if (data && props === null) {
      setProps(Object.fromEntries(data.props.map((p) => [p.name, p.data])));
      setHidden(data.hidden === 1);
    }
  }, [data, props]);
  // The editors start 500 ms after the page (spec 03 s2), once the item is there.
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), limits.editorInitDelayMs);
    return () => clearTimeout(timer);
  }, []);

  if (!props) return <PageLoader />;
  const set = (name: string, value: string) => setProps((p) => ({ ...p, [name]: value }));
  const onSave = () => {
    if (imageDialog) return; // saving is blocked while the editor's dialog is open
    const sent = languages.flatMap((l) => [
      { name: `title_${l}`, data: props[`title_${l}`] ?? '' },
      { name: `body_${l}`, data: props[`body_${l}`] ?? '' },
    ]);
    const type = kind === 'qa' || kind === 'news' ? kind : 'text';
    save.mutate(
      { id: isNew ? null : id, body: isNew ? { type, props: sent, hidden } : { props: sent, hidden } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: isNew ? t('added') : t('updated') });
          if (isNew) navigate(`/admin/contents/${kind}`);
        },
        onError: (e) => showErrorDialog(e, (e as { code?: number }).code === -20 ? t('locked') : undefined),
      },
    );
  };
  const upload = async () => {
    if (!imageFile) return;
    setUploading(true);
    try {
      const { url } = (await uploadFile(imageFile, 'image', '/wysiwygUpload')) as unknown as { url: string };
      insertImage.current?.(url);
      setImageDialog(false);
      setImageFile(null);
    } catch (e) {
      showErrorDialog(e, t('imageInvalid'));
    } finally {
      setUploading(false);
    }
  };
  return (
    <Stack>
      <Title order={2}>{isNew ? t('newTitle', { type: t(`types.${kind}`) }) : t('editTitle', { id })}</Title>
      <Paper withBorder p="md">
        <Stack>
          <Tabs defaultValue="eng" keepMounted>
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
                    value={props[`title_${l}`] ?? ''}
                    onChange={(e) => set(`title_${l}`, e.currentTarget.value)}
                  />
                  {ready ? (
                    <Suspense fallback={<PageLoader />}>
                      <BodyEditor
                        label={l}
                        value={props[`body_${l}`] ?? ''}
                        onChange={(html) => set(`body_${l}`, html)}
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
            <Checkbox
              label={t('hidden')}
              checked={hidden}
              onChange={(e) => setHidden(e.currentTarget.checked)}
            />
          )}
          <Group justify="flex-end">
            <Button onClick={onSave} loading={save.isPending} disabled={imageDialog || !ready}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Modal opened={imageDialog} onClose={() => setImageDialog(false)} title={t('insertImage')} centered>
        <Stack>
          <FileInput
            label={t('imageFile')}
            accept="image/png,image/gif,image/jpeg,image/bmp"
            value={imageFile}
            onChange={setImageFile}
          />
          <Group justify="flex-end">
            <Button onClick={upload} loading={uploading} disabled={!imageFile}>
              {t('insert')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
