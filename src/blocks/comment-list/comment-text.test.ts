import { describe, expect, it } from 'vitest';
import { textRuns } from './comment-text';

describe('textRuns', () => {
  it('makes http and https addresses links, leaving the sentence around them as text', () => {
    expect(textRuns('See https://example.com/care?x=1, then http://tea.example.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/care?x=1', href: 'https://example.com/care?x=1' },
      { kind: 'text', text: ', then ' },
      { kind: 'link', text: 'http://tea.example', href: 'http://tea.example/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links javascript:, data: or markup, and keeps them as the characters typed', () => {
    const hostile = 'javascript:alert(1) data:text/html,<script>alert(2)</script> <a href="https://x.example">x</a>';
    const runs = textRuns(hostile);
    expect(runs.map((run) => run.text).join('')).toBe(hostile);
    for (const run of runs) if (run.kind === 'link') expect(run.href).toMatch(/^https:\/\/x\.example/);
    expect(runs.filter((run) => run.kind === 'link').map((run) => run.text)).toEqual(['https://x.example']);
  });

  it('stops an address at Chinese punctuation', () => {
    expect(textRuns('看这里https://example.com/茶。')).toEqual([
      { kind: 'text', text: '看这里' },
      { kind: 'link', text: 'https://example.com/茶', href: 'https://example.com/%E8%8C%B6' },
      { kind: 'text', text: '。' },
    ]);
  });
});
