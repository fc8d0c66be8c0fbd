import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

/** A run of text with its emphasis. */
export interface TextRun {
  text: string;
  bold: boolean;
  italic: boolean;
}

/**
 * The description as printable blocks: a heading (level 1–6), a paragraph (inside lists: `depth` levels deep
 * with a '•' or 'n.' `marker` on an item's first paragraph), preformatted code, or a rule.
 */
export type MarkdownBlock =
  | { kind: 'heading'; level: number; runs: TextRun[] }
  | { kind: 'paragraph'; runs: TextRun[]; depth: number; marker: string | null }
  | { kind: 'code'; text: string; depth: number }
  | { kind: 'rule' };

type Emphasis = { bold: boolean; italic: boolean };

function inlineRuns(node: Nodes, style: Emphasis, out: TextRun[]): void {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'html':
      out.push({ text: node.value, ...style });
      return;
    case 'break':
      out.push({ text: '\n', ...style });
      return;
    case 'strong':
      for (const child of node.children) inlineRuns(child, { ...style, bold: true }, out);
      return;
    case 'emphasis':
      for (const child of node.children) inlineRuns(child, { ...style, italic: true }, out);
      return;
    case 'image':
      out.push({ text: node.alt ?? '', ...style });
      return;
    default:
      if ('children' in node) for (const child of node.children) inlineRuns(child as Nodes, style, out);
  }
}

/** Adjacent runs of the same style joined (fewer text calls when printing). */
function merged(runs: TextRun[]): TextRun[] {
  const out: TextRun[] = [];
  for (const run of runs) {
    const last = out[out.length - 1];
    if (last && last.bold === run.bold && last.italic === run.italic) last.text += run.text;
    else if (run.text) out.push({ ...run });
  }
  return out;
}

function runsOf(node: Nodes): TextRun[] {
  const out: TextRun[] = [];
  inlineRuns(node, { bold: false, italic: false }, out);
  return merged(out);
}

function collect(node: Nodes, depth: number, out: MarkdownBlock[]): void {
  switch (node.type) {
    case 'heading':
      out.push({ kind: 'heading', level: node.depth, runs: runsOf(node) });
      return;
    case 'paragraph':
      out.push({ kind: 'paragraph', runs: runsOf(node), depth, marker: null });
      return;
    case 'code':
      out.push({ kind: 'code', text: node.value, depth });
      return;
    case 'thematicBreak':
      out.push({ kind: 'rule' });
      return;
    case 'html':
      out.push({ kind: 'paragraph', runs: runsOf(node), depth, marker: null });
      return;
    case 'list': {
      let number = node.start ?? 1;
      for (const item of node.children) {
        const marker = node.ordered ? `${number}.` : '•';
        number += 1;
        const first = out.length;
        for (const child of item.children) collect(child, depth + 1, out);
        const head = out[first];
        if (head?.kind === 'paragraph' && head.depth === depth + 1) head.marker = marker;
        else out.splice(first, 0, { kind: 'paragraph', runs: [], depth: depth + 1, marker });
      }
      return;
    }
    default:
      if ('children' in node) for (const child of node.children) collect(child as Nodes, depth, out);
  }
}

/** Parses markdown (CommonMark) into printable blocks. */
export function markdownBlocks(markdown: string): MarkdownBlock[] {
  const root: Root = fromMarkdown(markdown);
  const out: MarkdownBlock[] = [];
  collect(root, 0, out);
  return out;
}

const runText = (runs: TextRun[]) => runs.map((r) => r.text).join('');

/** The markdown as plain text, one block a line (list markers kept, emphasis and headings' marks dropped). */
export function markdownPlainText(markdown: string): string {
  return markdownBlocks(markdown)
    .map((block) => {
      if (block.kind === 'rule') return '';
      if (block.kind === 'code') return block.text;
      if (block.kind === 'heading') return runText(block.runs);
      const indent = '  '.repeat(Math.max(0, block.depth - 1));
      return `${indent}${block.marker ? `${block.marker} ` : ''}${runText(block.runs)}`;
    })
    .filter((line) => line.trim() !== '')
    .join('\n');
}
