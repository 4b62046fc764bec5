import '@mantine/tiptap/styles.css';
import { RichTextEditor } from '@mantine/tiptap';
import { IconLink } from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useState, type ComponentProps } from 'react';
import { LinkEditor } from './link-editor.js';
import { useCommitOnPause } from './use-commit-on-pause.js';

export interface RichTextFieldProps {
  label: string;
  html: string;
  onChange: (html: string) => void;
  /**
   * Hand the text on only when typing pauses this long (ms), on blur or before a shortcut, where
   * a render per keystroke is too slow (the page editor); by default on every change.
   */
  commitDelay?: number;
}

// One set of extensions for every field: TipTap compares them on each render, and new ones would
// reconfigure the editor on every keystroke.
const EXTENSIONS = [StarterKit.configure({ undoRedo: false, link: { openOnClick: false, autolink: true } })];

/**
 * Rich text (headings, lists, links) as HTML the server sanitizes and the theme renders. TipTap's
 * own undo is off: Ctrl/Cmd+Z goes to the editor's command history, which covers every change.
 */
export function RichTextField({ label, html, onChange, commitDelay }: RichTextFieldProps) {
  const [linking, setLinking] = useState(false);
  // The content TipTap starts with; later changes arrive through the effect below. Options that
  // differ from the last render's (a new `content` each keystroke) make TipTap reconfigure itself.
  const [initial] = useState(html);
  const { changed, flush } = useCommitOnPause(onChange, commitDelay);
  const editorProps = useMemo(
    () => ({
      attributes: { 'aria-label': label },
      // Ctrl/Cmd+Z, +S… act on the whole editor: they must find the text typed just before.
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        if (event.ctrlKey || event.metaKey) flush();
        return false;
      },
    }),
    [label, flush],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initial,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: e }) => changed(() => (e.isDestroyed ? undefined : e.getHTML())),
    onBlur: flush,
  });
  // Undo and redo change the block from outside: show what the history says. An editor TipTap has
  // already destroyed (it replaces its instance when the field remounts) has no schema to read.
  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.getHTML() !== html)
      editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  return (
    <>
      {/* The kit's types name TipTap's CommonJS build, the app uses its ESM one: the same Editor. */}
      <RichTextEditor
        editor={editor as unknown as ComponentProps<typeof RichTextEditor>['editor']}
        aria-label={label}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
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
            <RichTextEditor.Control aria-label="Link" title="Link" onClick={() => setLinking(true)}>
              <IconLink size={16} stroke={1.6} aria-hidden />
            </RichTextEditor.Control>
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      {linking && (
        <LinkEditor
          opened
          initial={(editor?.getAttributes('link')['href'] as string | undefined) ?? ''}
          onClose={() => setLinking(false)}
          onSave={(href) => editor?.chain().focus().extendMarkRange('link').setLink({ href }).run()}
        />
      )}
    </>
  );
}
