import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { BulletListIcon, NumberedListIcon } from './editor-icons';

export type HeadingLevel = 2 | 3;

export interface RichTextEditorProps {
  /** Id of the contenteditable area, for focusing it from the form. */
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** The heading buttons offered; a property description sits under the page's own h2s. */
  headings?: readonly HeadingLevel[];
}

// Only what the servers' sanitizers keep (p, strong, em, h2-h4, lists, blockquote, a, br).
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: { openOnClick: false, protocols: ['mailto', 'tel'] },
  }),
];

interface ToolbarState {
  bold: boolean;
  italic: boolean;
  heading2: boolean;
  heading3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * A button's name holds what it shows ('Heading H2' for 'H2'), so a voice-control user can say
 * what they see; an icon-only button is named by its label alone.
 */
interface ToolButton {
  label: string;
  content: ReactNode;
  active?: keyof ToolbarState;
  enabled?: keyof ToolbarState;
  run: (editor: Editor) => void;
  sx?: object;
  heading?: HeadingLevel;
}

const BUTTONS: readonly ToolButton[] = [
  {
    label: 'Bold',
    content: 'B',
    active: 'bold',
    run: (e) => e.chain().focus().toggleBold().run(),
    sx: { fontWeight: 700 },
  },
  {
    label: 'Italic',
    content: 'I',
    active: 'italic',
    run: (e) => e.chain().focus().toggleItalic().run(),
    sx: { fontStyle: 'italic' },
  },
  ...([2, 3] as const).map((level): ToolButton => ({
    label: `Heading H${level}`,
    content: `H${level}`,
    active: `heading${level}`,
    heading: level,
    run: (e) => e.chain().focus().toggleHeading({ level }).run(),
  })),
  {
    label: 'Bulleted list',
    content: <BulletListIcon fontSize="small" />,
    active: 'bulletList',
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    content: <NumberedListIcon fontSize="small" />,
    active: 'orderedList',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Quote',
    content: '“ ”',
    active: 'blockquote',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    label: 'Undo',
    content: 'Undo',
    enabled: 'canUndo',
    run: (e) => e.chain().focus().undo().run(),
  },
  {
    label: 'Redo',
    content: 'Redo',
    enabled: 'canRedo',
    run: (e) => e.chain().focus().redo().run(),
  },
];

const htmlOf = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML());

/**
 * Rich text (article content, property descriptions): a formatting toolbar over a labelled,
 * multi-line text area. The HTML it produces is sanitized again by the server.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  error,
  required = false,
  disabled = false,
  headings = [2, 3],
}: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;

  // The labels and error state live on the contenteditable element ProseMirror owns.
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        class: 'rich-text-content',
      },
    }),
    [id, labelId, errorId, error, required],
  );
  // The first value only: later ones arrive through the reset effect below.
  const [initialContent] = useState(value);

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialContent,
    editable: !disabled,
    immediatelyRender: true,
    editorProps,
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: current }): ToolbarState | null =>
      current
        ? {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            heading2: current.isActive('heading', { level: 2 }),
            heading3: current.isActive('heading', { level: 3 }),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            blockquote: current.isActive('blockquote'),
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          }
        : null,
  });

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  // A value set from outside (a reset) replaces the text; the editor's own updates do not.
  useEffect(() => {
    if (editor && value !== htmlOf(editor))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Box>
      <Typography
        id={labelId}
        component="span"
        variant="body2"
        sx={{ display: 'block', mb: 0.5, color: error ? 'error.main' : 'text.secondary' }}
      >
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main' },
        }}
      >
        <Stack
          direction="row"
          role="toolbar"
          aria-label={`${label} formatting`}
          aria-controls={id}
          sx={{ flexWrap: 'wrap', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {BUTTONS.filter((button) => !button.heading || headings.includes(button.heading)).map(
            (button) => {
              const pressed = button.active ? Boolean(state?.[button.active]) : undefined;
              const enabled = button.enabled ? Boolean(state?.[button.enabled]) : true;
              return (
                <Button
                  key={button.label}
                  size="small"
                  variant={pressed ? 'contained' : 'text'}
                  aria-label={button.label}
                  aria-pressed={pressed}
                  disabled={disabled || !editor || !enabled}
                  // A mouse press leaves focus (and the selection) in the text, so what is typed
                  // next goes there at once rather than after the editor takes focus back.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => editor && button.run(editor)}
                  sx={{ minWidth: 40, textTransform: 'none', ...button.sx }}
                >
                  {button.content}
                </Button>
              );
            },
          )}
        </Stack>
        <Box
          sx={{
            '& .rich-text-content': {
              minHeight: 200,
              px: 2,
              py: 1,
              outline: 'none',
              overflowWrap: 'anywhere',
            },
            '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0 },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
