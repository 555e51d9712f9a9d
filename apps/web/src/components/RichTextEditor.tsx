import { useEffect, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldRounded from '@mui/icons-material/FormatBoldRounded';
import FormatClearRounded from '@mui/icons-material/FormatClearRounded';
import FormatIndentDecreaseRounded from '@mui/icons-material/FormatIndentDecreaseRounded';
import FormatIndentIncreaseRounded from '@mui/icons-material/FormatIndentIncreaseRounded';
import FormatItalicRounded from '@mui/icons-material/FormatItalicRounded';
import FormatListBulletedRounded from '@mui/icons-material/FormatListBulletedRounded';
import FormatListNumberedRounded from '@mui/icons-material/FormatListNumberedRounded';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import FormatStrikethroughRounded from '@mui/icons-material/FormatStrikethroughRounded';
import FormatUnderlinedRounded from '@mui/icons-material/FormatUnderlinedRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';

/**
 * Only what the SPEC §2 toolbar offers (headers 1 and 2, bold, italic, underline, strike,
 * blockquote, lists, indent, link, clean); the server sanitizes with the same allow-list.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
  }),
];

/** Adds https:// to a bare address; refuses script and other schemes. */
export function normaliseLink(raw: string): string | null {
  const url = raw.trim();
  if (!url) return null;
  if (/^(https?:|mailto:)/i.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return `https://${url}`;
}

interface RichTextEditorProps {
  /** The accessible name of the editing area. */
  label: string;
  value: string;
  onChange: (html: string, text: string) => void;
  placeholder?: string;
  minHeight?: number;
}

interface ToolButtonProps {
  label: string;
  pressed: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function ToolButton({ label, pressed, disabled, onClick, children }: ToolButtonProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={pressed}
          disabled={disabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={onClick}
          sx={(t) => ({
            borderRadius: 1,
            color: pressed ? t.palette.text.primary : t.palette.text.secondary,
            bgcolor: pressed ? t.palette.action.selected : 'transparent',
          })}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

const isEmptyHtml = (html: string) => html === '<p></p>' || html.trim() === '';

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      blockquote: e.isActive('blockquote'),
      ordered: e.isActive('orderedList'),
      bullet: e.isActive('bulletList'),
      link: e.isActive('link'),
      canIndent: e.can().sinkListItem('listItem'),
      canOutdent: e.can().liftListItem('listItem'),
    }),
  });
  const [linkAnchor, setLinkAnchor] = useState<HTMLElement | null>(null);
  const [href, setHref] = useState('');
  const chain = () => editor.chain().focus();

  const applyLink = () => {
    const url = normaliseLink(href);
    if (url) chain().extendMarkRange('link').setLink({ href: url }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinkAnchor(null);
  };

  return (
    <Box
      role="toolbar"
      aria-label="Formatting"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <ToolButton label="H1 heading" pressed={state.h1} onClick={() => chain().toggleHeading({ level: 1 }).run()}>
        <Box component="span" sx={{ fontWeight: 700, fontSize: 14, width: 24 }}>H1</Box>
      </ToolButton>
      <ToolButton label="H2 heading" pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Box component="span" sx={{ fontWeight: 700, fontSize: 14, width: 24 }}>H2</Box>
      </ToolButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label="Bold" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <FormatBoldRounded fontSize="small" />
      </ToolButton>
      <ToolButton label="Italic" pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <FormatItalicRounded fontSize="small" />
      </ToolButton>
      <ToolButton label="Underline" pressed={state.underline} onClick={() => chain().toggleUnderline().run()}>
        <FormatUnderlinedRounded fontSize="small" />
      </ToolButton>
      <ToolButton label="Strike" pressed={state.strike} onClick={() => chain().toggleStrike().run()}>
        <FormatStrikethroughRounded fontSize="small" />
      </ToolButton>
      <ToolButton label="Blockquote" pressed={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
        <FormatQuoteRounded fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label="Ordered list" pressed={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <FormatListNumberedRounded fontSize="small" />
      </ToolButton>
      <ToolButton label="Bullet list" pressed={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        <FormatListBulletedRounded fontSize="small" />
      </ToolButton>
      <ToolButton label="Outdent" pressed={false} disabled={!state.canOutdent} onClick={() => chain().liftListItem('listItem').run()}>
        <FormatIndentDecreaseRounded fontSize="small" />
      </ToolButton>
      <ToolButton label="Indent" pressed={false} disabled={!state.canIndent} onClick={() => chain().sinkListItem('listItem').run()}>
        <FormatIndentIncreaseRounded fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton
        label="Link"
        pressed={state.link}
        onClick={() => {
          setHref((editor.getAttributes('link').href as string | undefined) ?? '');
          setLinkAnchor(editor.view.dom.parentElement);
        }}
      >
        <LinkRounded fontSize="small" />
      </ToolButton>
      <ToolButton label="Clean" pressed={false} onClick={() => chain().unsetAllMarks().clearNodes().run()}>
        <FormatClearRounded fontSize="small" />
      </ToolButton>
      <Popover
        open={linkAnchor !== null}
        anchorEl={linkAnchor}
        onClose={() => setLinkAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            applyLink();
          }}
          sx={{ display: 'flex', gap: 1, p: 1.5, alignItems: 'center', width: 360, maxWidth: '90vw' }}
        >
          <TextField
            size="small"
            autoFocus
            label="Link address"
            value={href}
            onChange={(e) => setHref(e.target.value)}
            placeholder="https://"
          />
          <Button type="submit" variant="contained">
            Apply
          </Button>
        </Box>
      </Popover>
    </Box>
  );
}

/** A tiptap editor with the job-description toolbar of SPEC §2. `value` is HTML. */
export function RichTextEditor({ label, value, onChange, placeholder, minHeight = 220 }: RichTextEditorProps) {
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(placeholder ? { 'data-placeholder': placeholder } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange(isEmptyHtml(html) ? '' : html, e.getText({ blockSeparator: '\n' }));
    },
  });

  // Outside changes (generated or dropped descriptions) replace the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    if ((isEmptyHtml(current) ? '' : current) !== value) {
      editor.commands.setContent(value || '', { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <Box
      sx={(t) => ({
        border: `1px solid ${t.palette.divider}`,
        borderRadius: 2,
        bgcolor: 'background.paper',
        '&:focus-within': { borderColor: t.palette.text.primary },
        '& .ProseMirror': { outline: 'none', minHeight, p: 1.5, wordBreak: 'break-word' },
        '& .ProseMirror h1': { ...t.typography.h2, my: 1 },
        '& .ProseMirror h2': { ...t.typography.h3, my: 1 },
        '& .ProseMirror blockquote': { borderLeft: `3px solid ${t.palette.divider}`, pl: 1.5, ml: 0, color: t.palette.text.secondary },
        '& .ProseMirror a': { color: t.palette.secondary.main },
        '& .ProseMirror p.is-editor-empty:first-of-type::before, & .ProseMirror[data-placeholder]:has(> p:only-child:empty)::before': {
          content: 'attr(data-placeholder)',
          color: t.palette.text.disabled,
          float: 'left',
          height: 0,
          pointerEvents: 'none',
        },
      })}
    >
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </Box>
  );
}
