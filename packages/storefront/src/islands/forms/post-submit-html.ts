/**
 * Puts the owner's post-submit HTML (submissionHTML) into `container` and runs its scripts.
 * Scripts added through innerHTML never run, so each is re-created. The page's Content Security
 * Policy still applies: scripts from this site run, inline ones and other hosts' are refused.
 * The HTML is the owner's own, saved from the editor; nothing of the visitor's goes into it, and
 * the server keeps scripts in it only when an administrator saved it (forms/owner-service.ts).
 */
export function runPostSubmitHtml(container: HTMLElement, html: string): void {
  container.innerHTML = html;
  for (const old of Array.from(container.querySelectorAll('script'))) {
    const script = document.createElement('script');
    for (const attribute of Array.from(old.attributes)) script.setAttribute(attribute.name, attribute.value);
    script.text = old.text;
    old.replaceWith(script);
  }
}
