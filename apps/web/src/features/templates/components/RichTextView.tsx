import { useEffect, useRef } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { richTextExtensions } from './richText';

const richTextStyles = (t: Theme) => ({
  '& .ProseMirror': { outline: 'none', wordBreak: 'break-word' },
  '& .ProseMirror > :first-of-type': { mt: 0 },
  '& .ProseMirror > :last-child': { mb: 0 },
  '& h1': { ...t.typography.h2, my: 1 },
  '& h2': { ...t.typography.h3, my: 1 },
  '& p': { my: 0.75 },
  // Explicit markers: the view often sits inside a list of templates, which would nest them.
  '& ul, & ol': { pl: 3, my: 0.75 },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li li': { listStyleType: 'circle' },
  '& li > p': { my: 0.25 },
  '& blockquote': {
    borderLeft: `3px solid ${t.palette.divider}`,
    color: t.palette.text.secondary,
    ml: 0,
    pl: 1.5,
    my: 1,
  },
  '& a': { color: t.palette.secondary.main },
  ...Object.fromEntries(
    Array.from({ length: 8 }, (_, i) => [`& .ql-indent-${i + 1}`, { paddingLeft: `${(i + 1) * 2}em` }]),
  ),
});

/** The editor keeps an empty paragraph at the end; it is only blank space when reading. */
function withoutTrailingEmptyParagraphs(html: string): string {
  return html.replace(/(?:<p>(?:\s|<br\s*\/?>)*<\/p>\s*)+$/, '');
}

/**
 * Stored job-description HTML shown through a read-only editor with the toolbar's schema
 * (plus the `ql-indent-N` paragraphs of older descriptions): only the editor's schema is
 * rendered, so nothing outside the allow-list (scripts, handlers, styles) reaches the page.
 */
export function RichTextView({ html: stored, sx }: { html: string; sx?: SxProps<Theme> }) {
  const html = withoutTrailingEmptyParagraphs(stored);
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: html,
    editable: false,
    // Text to read, not a field: without this tiptap marks it role="textbox" (an unnamed input to screen readers).
    editorProps: { attributes: { role: 'presentation' } },
    shouldRerenderOnTransaction: false,
  });
  const shown = useRef(html);
  useEffect(() => {
    if (shown.current === html) return;
    shown.current = html;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  return (
    <Box sx={[richTextStyles, ...(Array.isArray(sx) ? sx : [sx])]}>
      <EditorContent editor={editor} />
    </Box>
  );
}
