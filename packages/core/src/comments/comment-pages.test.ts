import { describe, expect, it } from 'vitest';
import { commentThreadPages } from './comment-pages.js';

const c = (id: string, parentId: string | null = null) => ({ id, parentId });

describe('commentThreadPages', () => {
  const list = [c('a'), c('b'), c('a1', 'a'), c('c'), c('a2', 'a1'), c('b1', 'b'), c('orphan', 'gone')];

  it('cuts by top-level threads and keeps every reply with its thread', () => {
    expect(commentThreadPages(list, 1, 1, 1).comments.map((x) => x.id)).toEqual(['a', 'a1', 'a2']);
    expect(commentThreadPages(list, 2, 2, 1).comments.map((x) => x.id)).toEqual(['b', 'b1']);
    expect(commentThreadPages(list, 1, 2, 1).comments.map((x) => x.id)).toEqual(['a', 'b', 'a1', 'a2', 'b1']);
  });

  it('says how many pages there are and which comes next', () => {
    expect(commentThreadPages(list, 1, 1, 2)).toMatchObject({ pageCount: 2, nextPage: 2 });
    expect(commentThreadPages(list, 2, 2, 2)).toMatchObject({ pageCount: 2, nextPage: null });
    expect(commentThreadPages([], 1)).toEqual({ comments: [], pageCount: 1, nextPage: null });
  });

  it('gives nothing past the last page and leaves out replies to comments no longer public', () => {
    expect(commentThreadPages(list, 9, 9, 1).comments).toEqual([]);
    expect(commentThreadPages(list, 1, 9, 1).comments.map((x) => x.id)).not.toContain('orphan');
  });
});
