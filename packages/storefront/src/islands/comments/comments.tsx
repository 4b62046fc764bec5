import { commentCountLabel, PUBLIC_API_PATHS } from '@tessera/core';
import { useEffect, useRef, useState } from 'react';
import { isSiteUserAuthenticated } from '../../runtime/cookies.js';
import { CommentForm } from './comment-form.js';
import { CommentThread } from './comment-thread.js';
import { LoadMoreComments } from './load-more-comments.js';
import type { CommentJson, CommentNoticeJson } from './comment-types.js';

export interface CommentsProps {
  readonly itemId: string;
  /** The first pages of approved threads when the page was rendered, oldest first. */
  readonly comments: readonly CommentJson[];
  /** All the item's approved comments, shown or not (the count label). */
  readonly count: number;
  /** The page of threads 'Load more comments' asks for, or null when all are shown. */
  readonly nextPage: number | null;
  /** The site, the collection and the item take comments now. */
  readonly open: boolean;
  readonly guestsAllowed: boolean;
  readonly locale: string;
  /** After a post without JavaScript: its outcome for this browser, once. */
  readonly notice?: CommentNoticeJson;
}

/**
 * An item's conversation: the approved comments, threaded, with a reply button on each, and the
 * form. The server renders the list and a form that posts without JavaScript too (a guest's post
 * then lacks the captcha the script solves, and comes back with that message).
 */
export function Comments(props: CommentsProps) {
  const { itemId, comments, count, open, guestsAllowed, locale, notice } = props;
  const [list, setList] = useState(comments);
  const [total, setTotal] = useState(count);
  const [nextPage, setNextPage] = useState(props.nextPage);
  const [replyTo, setReplyTo] = useState<CommentJson | null>(
    () => comments.find((c) => c.id === notice?.values.parentId) ?? null,
  );
  const [signedIn, setSignedIn] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  // After hydration: the server HTML never knows whether this visitor is signed in.
  useEffect(() => {
    setSignedIn(isSiteUserAuthenticated());
    setHydrated(true);
  }, []);

  const reply = (comment: CommentJson) => {
    setReplyTo(comment);
    field.current?.focus();
  };
  const canPost = open && (guestsAllowed || signedIn);
  const addLoaded = (more: readonly CommentJson[], next: number | null) => {
    // A comment this visitor posted meanwhile may be on the loaded page too.
    setList((current) => [...current, ...more.filter((c) => !current.some((had) => had.id === c.id))]);
    setNextPage(next);
  };

  return (
    <div className="ts-comments__inner">
      <h2 className="ts-comments__title">{commentCountLabel(total)}</h2>
      <CommentThread
        comments={list}
        parentId={null}
        onReply={canPost && hydrated ? reply : undefined}
        locale={locale}
      />
      {nextPage !== null && (
        <LoadMoreComments itemId={itemId} page={nextPage} hydrated={hydrated} onLoaded={addLoaded} />
      )}
      {open && !canPost && hydrated && (
        <p className="ts-comments__note">
          <a href="/account/login">Sign in</a> to comment.
        </p>
      )}
      {canPost && (
        <CommentForm
          itemId={itemId}
          guest={!signedIn}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          onPosted={(comment, approved) => {
            setReplyTo(null);
            if (!approved) return;
            setList((current) => [...current, comment]);
            setTotal((n) => n + 1);
          }}
          fieldRef={field}
          challengeUrl={`${PUBLIC_API_PATHS.commentCaptcha}?itemId=${encodeURIComponent(itemId)}`}
          hydrated={hydrated}
          notice={notice}
        />
      )}
    </div>
  );
}
