import type { ServerAnswer } from '@farewise/ui';

/** The id of the `<script type="application/json">` in which a page rendered at request time carries its answers. */
const ANSWERS_ID = 'farewise-answers';

/**
 * The element that hands the app the API answers its page was rendered with. A JSON data block runs nothing, so the
 * Content-Security-Policy, which admits no inline script, lets it through; `<` is escaped so no `</script>` in a body
 * can end it.
 */
export function answersScript(answers: readonly ServerAnswer[]): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ANSWERS_ID}">${json}</script>`;
}

/**
 * The answers the server rendered this page with (see {@link answersScript}), or none for a page it did not.
 * @throws {SyntaxError} when the element holds no JSON
 */
export function readAnswers(document: Document): ServerAnswer[] {
  const json = document.getElementById(ANSWERS_ID)?.textContent;
  return json ? (JSON.parse(json) as ServerAnswer[]) : [];
}
