import { describe, expect, it } from 'vitest';
import type { ModeratedComment } from '../api/comments.js';
import { replyCommand, saveReply } from './reply-commands.js';

const ada = { id: 'c1', itemId: 'i1', authorName: 'Ada', status: 'approved' } as ModeratedComment;

describe('a reply as a command', () => {
  it('posts once, then Undo deletes and Redo approves that same reply', async () => {
    const calls: string[] = [];
    const post = async (reply: { parentId?: string; body: string }) => {
      calls.push(`post ${reply.parentId} ${reply.body}`);
      return { comment: { id: 'r9' } };
    };
    const setStatus = async (id: string, status: string) => {
      calls.push(`${status} ${id}`);
    };
    const command = replyCommand(ada, 'Thank you!');
    expect(command.label).toBe('Reply to Ada');
    await saveReply(command.after, post, setStatus);
    await saveReply(command.before, post, setStatus);
    await saveReply(command.after, post, setStatus);
    expect(calls).toEqual(['post c1 Thank you!', 'deleted r9', 'approved r9']);
  });

  it('has nothing to delete before the reply was posted', async () => {
    const command = replyCommand(ada, 'Hi');
    const calls: string[] = [];
    await saveReply(
      command.before,
      async () => ({ comment: { id: 'x' } }),
      async () => void calls.push('status'),
    );
    expect(calls).toEqual([]);
  });
});
