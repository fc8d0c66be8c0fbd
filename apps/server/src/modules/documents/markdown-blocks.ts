import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { boundMarkdown, markdownChunks } from './markdown-bounds';

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

/*
 * The tree is walked with explicit stacks, never by recursion: markdown nests without limit ('> > > …',
 * '- - - …', '*a *b *c …'), and a recursive walk of a deep tree overflows the call stack.
 */

function inlineRuns(root: Nodes): TextRun[] {
  const out: TextRun[] = [];
  const stack: { node: Nodes; style: Emphasis }[] = [{ node: root, style: { bold: false, italic: false } }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { node, style } = next;
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        out.push({ text: node.value, ...style });
        break;
      // Raw HTML is dropped, as the screen drops it (react-markdown with skipHtml): '<b>x</b>' prints 'x'.
      case 'html':
        break;
      case 'break':
        out.push({ text: '\n', ...style });
        break;
      case 'image':
        out.push({ text: node.alt ?? '', ...style });
        break;
      default:
        if ('children' in node) {
          const inner =
            node.type === 'strong'
              ? { ...style, bold: true }
              : node.type === 'emphasis'
                ? { ...style, italic: true }
                : style;
          for (let i = node.children.length - 1; i >= 0; i -= 1) {
            stack.push({ node: node.children[i] as Nodes, style: inner });
          }
        }
    }
  }
  return out;
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
  return merged(inlineRuns(node));
}

/** A node still to collect, at its list depth, with the marker of the list item it starts (if it does). */
interface Pending {
  node: Nodes;
  depth: number;
  marker: string | null;
}

const markerOnly = (depth: number, marker: string): MarkdownBlock => ({
  kind: 'paragraph',
  runs: [],
  depth,
  marker,
});

/**
 * Appends a block. The first block of a list item carries the item's marker when it is a paragraph; any other
 * first block (a heading, code, a rule, a nested list) gets an empty paragraph with the marker before it.
 */
function emit(out: MarkdownBlock[], block: MarkdownBlock, pending: Pending): void {
  if (pending.marker !== null) {
    if (block.kind === 'paragraph') block.marker = pending.marker;
    else out.push(markerOnly(pending.depth, pending.marker));
  }
  out.push(block);
}

/** Pushes children so that they pop in document order; the first one carries the marker. */
function pushChildren(stack: Pending[], children: Nodes[], depth: number, marker: string | null): void {
  for (let i = children.length - 1; i >= 0; i -= 1) {
    stack.push({ node: children[i] as Nodes, depth, marker: i === 0 ? marker : null });
  }
}

function collect(root: Root, limit: number): MarkdownBlock[] {
  const out: MarkdownBlock[] = [];
  const stack: Pending[] = [{ node: root, depth: 0, marker: null }];
  for (let pending = stack.pop(); pending && out.length < limit; pending = stack.pop()) {
    const { node, depth, marker } = pending;
    switch (node.type) {
      case 'heading':
        emit(out, { kind: 'heading', level: node.depth, runs: runsOf(node) }, pending);
        break;
      case 'paragraph':
        emit(out, { kind: 'paragraph', runs: runsOf(node), depth, marker: null }, pending);
        break;
      // A block of raw HTML shows nothing on screen, so it prints nothing (a list item keeps its marker).
      case 'html':
        if (marker !== null) out.push(markerOnly(depth, marker));
        break;
      case 'code':
        emit(out, { kind: 'code', text: node.value, depth }, pending);
        break;
      case 'thematicBreak':
        emit(out, { kind: 'rule' }, pending);
        break;
      case 'list': {
        if (marker !== null) out.push(markerOnly(depth, marker));
        const start = node.start ?? 1;
        for (let i = node.children.length - 1; i >= 0; i -= 1) {
          const item = node.children[i] as Nodes;
          stack.push({ node: item, depth: depth + 1, marker: node.ordered ? `${start + i}.` : '•' });
        }
        break;
      }
      default:
        if ('children' in node && node.children.length > 0) {
          pushChildren(stack, node.children as Nodes[], depth, marker);
        } else if (marker !== null) {
          out.push(markerOnly(depth, marker));
        }
    }
  }
  return out;
}

/**
 * Parses markdown (CommonMark) into printable blocks, at most `limit` of them, after bounding what the parser
 * gets (markdown-bounds.ts). `complete` is false when blocks or text were left out.
 */
export function markdownDocument(
  markdown: string,
  limit = Number.POSITIVE_INFINITY,
): { blocks: MarkdownBlock[]; complete: boolean } {
  const bounded = boundMarkdown(markdown);
  const blocks: MarkdownBlock[] = [];
  for (const chunk of markdownChunks(bounded.text)) {
    if (blocks.length > limit) break;
    blocks.push(...collect(fromMarkdown(chunk), limit + 1 - blocks.length));
  }
  const complete = bounded.complete && blocks.length <= limit;
  return { blocks: complete ? blocks : blocks.slice(0, limit), complete };
}

/** The printable blocks of a markdown text (see markdownDocument), at most `limit` of them. */
export function markdownBlocks(markdown: string, limit = Number.POSITIVE_INFINITY): MarkdownBlock[] {
  return markdownDocument(markdown, limit).blocks;
}

const runText = (runs: TextRun[]) => runs.map((r) => r.text).join('');

/**
 * The markdown as plain text, one block a line (list markers kept, emphasis and headings' marks dropped; lists
 * indented two spaces a level, up to `maxDepth`). Stops once it holds `maxLength` characters.
 */
export function markdownPlainText(
  markdown: string,
  options: { maxLength?: number; maxDepth?: number } = {},
): string {
  const maxLength = options.maxLength ?? Number.POSITIVE_INFINITY;
  const maxDepth = options.maxDepth ?? Number.POSITIVE_INFINITY;
  const lines: string[] = [];
  let length = 0;
  for (const block of markdownBlocks(markdown)) {
    let line = '';
    if (block.kind === 'code') line = block.text;
    else if (block.kind === 'heading') line = runText(block.runs);
    else if (block.kind === 'paragraph') {
      const indent = '  '.repeat(Math.min(maxDepth, Math.max(0, block.depth - 1)));
      line = `${indent}${block.marker ? `${block.marker} ` : ''}${runText(block.runs)}`;
    }
    if (line.trim() === '') continue;
    lines.push(line);
    length += line.length + 1;
    if (length >= maxLength) break;
  }
  return lines.join('\n');
}
