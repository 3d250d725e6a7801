import { RichTextEditor, Link } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Input } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorImage } from './image-node';

type Props = {
  /** The body's language code: it names the editor for tests (`editor-eng`). */
  language: string;
  /** What a screen reader says for the editor ("Text (English)"). */
  label: string;
  value: string;
  onChange: (html: string) => void;
  onImageRequest: (insert: (url: string) => void) => void;
  imageLabel: string;
  /** A message under the editor (e.g. the body is required). */
  error?: ReactNode;
};

/** One language's body: Mantine's tiptap editor with an image button that uploads through wysiwygUpload. */
export function BodyEditor({ language, label, value, onChange, onImageRequest, imageLabel, error }: Props) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link, EditorImage],
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  useEffect(() => () => editor?.destroy(), [editor]);
  const { t } = useTranslation('adminContents');
  // Mantine's toolbar names its buttons in English unless told otherwise.
  const labels = {
    boldControlLabel: t('editorControls.bold'),
    italicControlLabel: t('editorControls.italic'),
    underlineControlLabel: t('editorControls.underline'),
    strikeControlLabel: t('editorControls.strike'),
    h2ControlLabel: t('editorControls.h2'),
    h3ControlLabel: t('editorControls.h3'),
    bulletListControlLabel: t('editorControls.bulletList'),
    orderedListControlLabel: t('editorControls.orderedList'),
    blockquoteControlLabel: t('editorControls.blockquote'),
    linkControlLabel: t('editorControls.link'),
    unlinkControlLabel: t('editorControls.unlink'),
    linkEditorInputLabel: t('editorControls.linkUrl'),
    linkEditorInputPlaceholder: t('editorControls.linkPlaceholder'),
    linkEditorExternalLink: t('editorControls.linkExternal'),
    linkEditorInternalLink: t('editorControls.linkInternal'),
    linkEditorSave: t('editorControls.linkSave'),
  };
  return (
    <div>
      <RichTextEditor
        editor={editor}
        labels={labels}
        aria-label={label}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.Control
              aria-label={imageLabel}
              title={imageLabel}
              onClick={() => onImageRequest((url) => editor?.chain().focus().setImage({ src: url }).run())}
            >
              <IconPhoto size={16} stroke={1.5} />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content data-testid={`editor-${language}`} />
      </RichTextEditor>
      {error && <Input.Error mt={4}>{error}</Input.Error>}
    </div>
  );
}
