import type { CommentJson } from './comment-types.js';

export interface CommentThreadProps {
  readonly comments: readonly CommentJson[];
  readonly parentId: string | null;
  /** Undefined when replies are closed: no reply buttons. */
  readonly onReply: ((comment: CommentJson) => void) | undefined;
  readonly locale: string;
}

function dateOf(ms: number, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(ms);
  } catch {
    return new Date(ms).toISOString().slice(0, 10);
  }
}

/** One level of the conversation: the comments answering `parentId`, each with its own replies. */
export function CommentThread({ comments, parentId, onReply, locale }: CommentThreadProps) {
  const here = comments.filter((c) => c.parentId === parentId);
  if (here.length === 0) return null;
  return (
    <ol className={parentId === null ? 'bare ts-comments__list' : 'bare ts-comments__replies'}>
      {here.map((comment) => (
        <li key={comment.id} className="ts-comment" id={`comment-${comment.id}`}>
          <article aria-label={`Comment by ${comment.authorName}`}>
            <p className="ts-comment__meta">
              <span className="ts-comment__author">{comment.authorName}</span>{' '}
              <time dateTime={new Date(comment.createdAt).toISOString()}>
                {dateOf(comment.createdAt, locale)}
              </time>
            </p>
            {/* Sanitised by the server to paragraphs, breaks, links, bold and italic. */}
            <div className="ts-comment__body" dangerouslySetInnerHTML={{ __html: comment.bodyHtml }} />
            {onReply && (
              <button
                type="button"
                className="button button--secondary ts-comment__reply"
                onClick={() => onReply(comment)}
              >
                {`Reply to ${comment.authorName}`}
              </button>
            )}
          </article>
          <CommentThread comments={comments} parentId={comment.id} onReply={onReply} locale={locale} />
        </li>
      ))}
    </ol>
  );
}
