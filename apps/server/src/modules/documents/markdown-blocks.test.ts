import { describe, expect, it } from 'vitest';
import { markdownBlocks, markdownDocument, markdownPlainText } from './markdown-blocks';
import { MARKDOWN_NESTING_MAX } from './markdown-bounds';

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

  it('bounds markdown nested thousands of levels deep before parsing it (the parser would take minutes)', () => {
    const quotes = markdownBlocks(`${'>'.repeat(19_999)}deep`);
    expect(quotes).toEqual([
      { kind: 'paragraph', depth: 0, marker: null, runs: [{ text: 'deep', bold: false, italic: false }] },
    ]);
    const lists = markdownBlocks(`${'- '.repeat(9_999)}deep`);
    expect(lists.at(-1)).toMatchObject({ kind: 'paragraph', depth: MARKDOWN_NESTING_MAX, marker: '•' });
    const emphasis = markdownPlainText(`${'*'.repeat(9_999)}deep${'*'.repeat(9_999)}`);
    expect(emphasis).toContain('deep');
    expect(
      markdownPlainText(`${'- '.repeat(9_999)}deep`, { maxDepth: 3, maxLength: 100 }).length,
    ).toBeLessThan(200);
  });

  it('stops at the number of blocks asked for, and says when it left something out', () => {
    expect(markdownBlocks('- a\n'.repeat(5_000), 10)).toHaveLength(10);
    expect(markdownDocument('- a\n'.repeat(5_000), 3_000)).toMatchObject({ complete: false });
    expect(markdownDocument('a\n=\n'.repeat(5_000), 3_000).complete).toBe(false);
    expect(markdownDocument('- a\n'.repeat(500), 3_000)).toMatchObject({ complete: true });
  });

  it('parses long texts in pieces with the same result where the pieces meet at blank lines', () => {
    const text = Array.from({ length: 300 }, (_, i) => `Paragraph ${i} with **bold**.`).join('\n\n');
    const blocks = markdownBlocks(text);
    expect(blocks).toHaveLength(300);
    expect(blocks[299]).toMatchObject({
      kind: 'paragraph',
      runs: [{ text: 'Paragraph 299 with ' }, { text: 'bold', bold: true }, { text: '.' }],
    });
  });

  it('drops raw HTML as the screen does (react-markdown with skipHtml): tags go, text between them stays', () => {
    const text = markdownPlainText(
      'Seal <b>cracked</b> at <span style="color:red">goods in</span>.\n\n<div>hidden block</div>\n\n<script>alert(1)</script>\n\n- <img src=x onerror=alert(1)>\n- kept',
    );
    // The image's item stays, empty, as on screen.
    expect(text).toBe('Seal cracked at goods in.\n• \n• kept');
    expect(text).not.toMatch(/[<>]/);
  });
});
