import '@mantine/tiptap/styles.css';
import { RichTextEditor, Link } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { EditorImage } from './image-node';

type Props = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onImageRequest: (insert: (url: string) => void) => void;
  imageLabel: string;
};

/** One language's body: Mantine's tiptap editor with an image button that uploads through wysiwygUpload. */
export function BodyEditor({ label, value, onChange, onImageRequest, imageLabel }: Props) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link, EditorImage],
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  useEffect(() => () => editor?.destroy(), [editor]);
  return (
    <RichTextEditor editor={editor} aria-label={label}>
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
      <RichTextEditor.Content data-testid={`editor-${label}`} />
    </RichTextEditor>
  );
}
