import { TSX_NAME_SHIM } from './launch-chromium';
import type { RecordedFlow } from './survey-walk';

/**
 * The swap a hand-written survey page would do on Next, with no framework: the next question's form, already
 * written out, replaces the one on screen, and its title takes focus once painted, as the app's does. In the page.
 */
function swapQuestions(forms: string[]): void {
  let index = 0;
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const form = target?.closest('form.survey-question');
    if (!form || !target?.closest('button[type="submit"]')) return;
    event.preventDefault();
    index += 1;
    const template = document.createElement('template');
    template.innerHTML = forms[index] ?? '<section class="survey-question-done"><h1 tabindex="-1">Done</h1></section>';
    const next = template.content.firstElementChild;
    if (!next) return;
    form.replaceWith(next);
    requestAnimationFrame(() => setTimeout(() => next.querySelector('h1')?.focus(), 0));
  });
}

/**
 * The app's own page at the flow's first question, as a browser rendered it (its frame, its stylesheets, its
 * DOM), with the app's scripts taken out and `swapQuestions` put in: what a Next costs this browser when no code
 * but the swap runs. The app's walk at the same CPU slowdown, against this, is the part the app's code adds.
 * Without `styles`, the stylesheets go too: the same markup in the browser's own look, the least a swap of these
 * questions costs this machine whatever the page's design.
 */
export function staticSurveyPage(flow: RecordedFlow, { styles = true }: { styles?: boolean } = {}): string {
  const forms = flow.forms.filter((form) => form.length > 0);
  const document = styles
    ? flow.document
    : flow.document.replace(/<link\b[^>]*rel="stylesheet"[^>]*>/g, '').replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '');
  const withoutScripts = document
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*>/g, '')
    .replace(/<form class="survey-question"[\s\S]*?<\/form>/, forms[0] ?? '');
  // JSON in a script: `<` escaped, so no answer's text can end the script element.
  const data = JSON.stringify(forms).replace(/</g, '\\u003c');
  const script = `${TSX_NAME_SHIM} (${swapQuestions.toString()})(${data});`;
  return `<!doctype html>${withoutScripts.replace('</body>', `<script>${script}</script></body>`)}`;
}
