import { describe, expect, it } from 'vitest';
import { markdownBlocks, markdownPlainText } from './markdown-blocks';

describe('markdownBlocks', () => {
  it('keeps headings, emphasis and list markers (nested and numbered) as blocks', () => {
    const blocks = markdownBlocks(
      '## Title\n\nSome **bold** and *italic* text.\n\n3. three\n4. four\n   - inner',
    );
    expect(blocks[0]).toEqual({
      kind: 'heading',
      level: 2,
      runs: [{ text: 'Title', bold: false, italic: false }],
    });
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      depth: 0,
      marker: null,
      runs: [
        { text: 'Some ', bold: false, italic: false },
        { text: 'bold', bold: true, italic: false },
        { text: ' and ', bold: false, italic: false },
        { text: 'italic', bold: false, italic: true },
        { text: ' text.', bold: false, italic: false },
      ],
    });
    expect(blocks.slice(2).map((b) => (b.kind === 'paragraph' ? [b.marker, b.depth] : b.kind))).toEqual([
      ['3.', 1],
      ['4.', 1],
      ['•', 2],
    ]);
  });

  it('gives plain text, one block a line', () => {
    expect(markdownPlainText('# Größe\n\nA **b** _c_\n\n- x\n- y\n\n---\n\n`code`')).toBe(
      'Größe\nA b c\n• x\n• y\ncode',
    );
  });
});
