import { MAX_COMMENT_LENGTH, MAX_COMMENTER_NAME_LENGTH, PUBLIC_API_PATHS } from '@tessera/core';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { apiRequest } from '../../runtime/api-client.js';
import { siteUserRequest } from '../../runtime/site-user-client.js';
import type { CommentJson, CommentNoticeJson, CommentPostedJson } from './comment-types.js';
import { GuestCaptcha, type CaptchaHandle } from './guest-captcha.js';

export interface CommentFormProps {
  readonly itemId: string;
  /** A guest gives a name and an e-mail address and solves the captcha. */
  readonly guest: boolean;
  readonly replyTo: CommentJson | null;
  readonly onCancelReply: () => void;
  readonly onPosted: (comment: CommentJson, approved: boolean) => void;
  readonly fieldRef: RefObject<HTMLTextAreaElement | null>;
  readonly challengeUrl: string;
  /** Before hydration the form is a plain post (no captcha widget: it needs the script). */
  readonly hydrated: boolean;
  /** After a post without JavaScript: the message, and after a refusal the errors and values. */
  readonly notice: CommentNoticeJson | undefined;
}

type FieldErrors = Readonly<Record<string, string>>;

/** The comment form: 'Add a comment', with Name and Email for guests, Comment, and 'Post comment'. */
export function CommentForm(props: CommentFormProps) {
  const { itemId, guest, replyTo, fieldRef, notice } = props;
  const id = useId();
  const captcha = useRef<CaptchaHandle | null>(null);
  const [name, setName] = useState(notice?.values.name ?? '');
  const [email, setEmail] = useState(notice?.values.email ?? '');
  const [body, setBody] = useState(notice?.values.body ?? '');
  const [notify, setNotify] = useState(notice?.values.notifyReplies ?? false);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState(notice?.message ?? '');
  const [errors, setErrors] = useState<FieldErrors>(notice?.fieldErrors ?? {});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setStatus('');
    setErrors({});
    const common = { itemId, body, notifyReplies: notify, ...(replyTo && { parentId: replyTo.id }) };
    const result = guest
      ? await apiRequest<CommentPostedJson>('POST', PUBLIC_API_PATHS.itemComments, {
          ...common,
          name,
          email,
          captcha: await captcha.current?.token(),
        })
      : await siteUserRequest<CommentPostedJson>('POST', PUBLIC_API_PATHS.itemComments, common);
    setSending(false);
    captcha.current?.reset();
    if (!result.ok) {
      setErrors(result.error.fieldErrors ?? {});
      setStatus(result.error.message);
      return;
    }
    setBody('');
    setStatus(result.value.message);
    props.onPosted(result.value.comment, result.value.status === 'approved');
  };

  const describedBy = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined);
  const fieldError = (field: string) =>
    errors[field] ? (
      <span className="ts-comment-form__error" id={`${id}-${field}-error`}>
        {errors[field]}
      </span>
    ) : null;

  return (
    <form
      className="ts-comment-form"
      aria-label="Add a comment"
      method="post"
      action={PUBLIC_API_PATHS.itemComments}
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h3 className="ts-comment-form__title">Add a comment</h3>
      <input type="hidden" name="itemId" value={itemId} />
      {replyTo && <input type="hidden" name="parentId" value={replyTo.id} />}
      {replyTo && (
        <p className="ts-comment-form__replying">
          {`Replying to ${replyTo.authorName}. `}
          <button
            type="button"
            className="button button--secondary ts-comment-form__cancel"
            onClick={props.onCancelReply}
          >
            Cancel reply
          </button>
        </p>
      )}
      {guest && (
        <>
          <div className="ts-comment-form__field">
            <label htmlFor={`${id}-name`}>Name</label>
            <input
              id={`${id}-name`}
              name="name"
              autoComplete="name"
              required
              maxLength={MAX_COMMENTER_NAME_LENGTH}
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={errors['name'] ? true : undefined}
              aria-describedby={describedBy('name')}
            />
            {fieldError('name')}
          </div>
          <div className="ts-comment-form__field">
            <label htmlFor={`${id}-email`}>Email</label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={errors['email'] ? true : undefined}
              aria-describedby={describedBy('email') ?? `${id}-email-note`}
            />
            <span className="ts-comment-form__note" id={`${id}-email-note`}>
              Never shown on the page.
            </span>
            {fieldError('email')}
          </div>
        </>
      )}
      <div className="ts-comment-form__field">
        <label htmlFor={`${id}-body`}>Comment</label>
        <textarea
          id={`${id}-body`}
          ref={fieldRef}
          name="body"
          required
          rows={5}
          maxLength={MAX_COMMENT_LENGTH}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={errors['body'] ? true : undefined}
          aria-describedby={describedBy('body')}
        />
        {fieldError('body')}
      </div>
      <label className="ts-comment-form__check">
        <input
          type="checkbox"
          name="notifyReplies"
          checked={notify}
          onChange={(e) => setNotify(e.target.checked)}
        />
        <span>Email me when someone replies to my comment</span>
      </label>
      {guest && props.hydrated && <GuestCaptcha challengeUrl={props.challengeUrl} handleRef={captcha} />}
      <button type="submit" className="button ts-comment-form__submit" aria-disabled={sending || undefined}>
        Post comment
      </button>
      <p className="ts-comment-form__status" role="status">
        {status}
      </p>
    </form>
  );
}
