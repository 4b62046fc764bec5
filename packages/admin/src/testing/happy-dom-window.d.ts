import type { DetachedWindowAPI } from 'happy-dom';

// Test files run in happy-dom, whose window carries this control API (setURL and more).
declare global {
  interface Window {
    readonly happyDOM: DetachedWindowAPI;
  }
}
