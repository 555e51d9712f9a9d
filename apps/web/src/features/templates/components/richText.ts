import { Extension, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

const MAX_INDENT = 8;
const INDENT_CLASS = /(?:^|\s)ql-indent-(\d+)(?:\s|$)/;

/**
 * Keeps the `ql-indent-N` class of paragraphs and headings, the one class the server's
 * sanitizer allows (apps/server/src/platform/html.ts), so indented text stays indented.
 */
const Indent = Extension.create({
  name: 'indent',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph', 'heading'],
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element: HTMLElement) => {
              const match = INDENT_CLASS.exec(element.className);
              return match ? Math.min(Number(match[1]), MAX_INDENT) : 0;
            },
            renderHTML: (attributes: Record<string, unknown>) => {
              const level = Number(attributes.indent) || 0;
              return level > 0 ? { class: `ql-indent-${level}` } : {};
            },
          },
        },
      },
    ];
  },
});

/** The schema of the job-description toolbar (SPEC §2), matching the server's allow-list. */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      link: {
        openOnClick: false,
        autolink: false,
        protocols: ['http', 'https', 'mailto'],
        HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
      },
    }),
    Indent,
  ];
}
