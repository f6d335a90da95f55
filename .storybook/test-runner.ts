import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright';
import { expectBaseline } from './baseline.ts';
import { PHONE } from './viewports.ts';

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** The page every story starts on, unless it asks for a phone's. */
const DESKTOP = { width: 1280, height: 800 } as const;

/** Screens are whole pages: full-page shots at desktop width and at a phone's width. */
const SCREEN_VIEWPORTS = [
  { suffix: '', ...DESKTOP },
  { suffix: '--phone', ...PHONE },
] as const;

/** Storybook's own chrome, never part of a story (the same list addon-a11y leaves out). */
const STORYBOOK_CHROME = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

/** The axe rules whose outcome depends on colour, and so on the theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface A11yParameters {
  /** `'off'` skips the check for a story that documents a deliberately broken state. */
  test?: 'error' | 'todo' | 'off';
  config?: { rules?: { id: string; enabled: boolean }[] };
}

/**
 * Waits until the DOM has not changed for three animation frames (at most 3 s): after a theme switch or a resize,
 * responsive parts such as charts measure themselves again and re-render a frame or two later.
 */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let quietFrames = 0;
        const observer = new MutationObserver(() => {
          quietFrames = 0;
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        const deadline = performance.now() + 3000;
        const tick = () => {
          quietFrames += 1;
          if (quietFrames >= 3 || performance.now() > deadline) {
            observer.disconnect();
            resolve();
          } else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** Switches the theme; with `settled`, also waits until what it re-renders is drawn (only when it changed). */
async function applyTheme(page: Page, theme: Theme, { settled = true } = {}) {
  const changed = await page.evaluate((name) => {
    const previous = document.documentElement.dataset.theme;
    document.documentElement.dataset.theme = name;
    return previous !== name;
  }, theme);
  if (changed && settled) await settle(page);
}

async function applyViewport(page: Page, width: number, height: number, { settled = true } = {}) {
  const current = page.viewportSize();
  if (current?.width === width && current.height === height) return;
  await page.setViewportSize({ width, height });
  if (settled) await settle(page);
}

/**
 * The dark theme's axe check. The light one needs no code here: addon-a11y runs axe after every render (the same
 * check designers see in Storybook's panel: the story's `body` without Storybook's chrome and without the landmark
 * rule `region`, plus the rules a story switches off in `parameters.a11y.config.rules`), and with
 * `parameters.a11y.test: 'error'` the test-runner fails the story on its violations. The DOM is the same in both
 * themes, so dark re-runs only the rules whose outcome colours can change, with the axe instance and rule
 * configuration the addon left on the page, and asks for violations only.
 */
async function checkDarkColours(page: Page, parameters: A11yParameters | undefined) {
  if (parameters?.test === 'off') return;
  const disabled = new Set((parameters?.config?.rules ?? []).filter((rule) => !rule.enabled).map((rule) => rule.id));
  const rules = COLOUR_RULES.filter((id) => !disabled.has(id));
  if (rules.length === 0) return;
  // addon-a11y has left axe on the page; load it only when it has not (a story that switches its check off).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate((await import('axe-core')).default.source);
  const violations = await page.evaluate(
    async ({ context, options }) => {
      type Axe = { run: (context: unknown, options: RunOptions) => Promise<AxeResults> };
      const { violations: found } = await (window as unknown as { axe: Axe }).axe.run(context, options);
      return found.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    {
      context: { include: ['body'], exclude: STORYBOOK_CHROME },
      options: { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] } satisfies RunOptions,
    },
  );
  if (violations.length === 0) return;
  const report = violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.targets.join('\n    ')}`);
  throw new Error(`Accessibility violations in the dark theme:\n  ${report.join('\n  ')}`);
}

/**
 * The region a component story draws: its root plus anything it portals onto `<body>` (dialogs, popovers,
 * toasts), rounded out to whole pixels. Hidden and zero-sized boxes don't count, nor boxes parked wholly above or left
 * of the page (a chart library's text-measuring span).
 */
async function storyClip(page: Page) {
  return page.evaluate((chrome) => {
    const root = document.getElementById('storybook-root');
    const boxes: DOMRect[] = root ? [root.getBoundingClientRect()] : [];
    for (const top of Array.from(document.body.children)) {
      if (top === root || top.matches(chrome.join(',')) || ['SCRIPT', 'STYLE', 'LINK'].includes(top.tagName)) continue;
      for (const element of [top, ...Array.from(top.querySelectorAll('*'))]) {
        const style = getComputedStyle(element);
        if (
          style.visibility === 'hidden' ||
          style.display === 'none' ||
          element.childElementCount + (element.textContent?.trim().length ?? 0) === 0
        )
          continue;
        const box = element.getBoundingClientRect();
        const offPage = box.bottom + window.scrollY <= 0 || box.right + window.scrollX <= 0;
        if (box.width > 1 && box.height > 1 && !offPage) boxes.push(box);
      }
    }
    const x = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.left)) + window.scrollX));
    const y = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.top)) + window.scrollY));
    const right = Math.min(
      document.documentElement.scrollWidth,
      Math.ceil(Math.max(...boxes.map((b) => b.right)) + window.scrollX),
    );
    const bottom = Math.min(
      document.documentElement.scrollHeight,
      Math.ceil(Math.max(...boxes.map((b) => b.bottom)) + window.scrollY),
    );
    return { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) };
  }, STORYBOOK_CHROME);
}

/**
 * Loads every image now, even those marked `loading="lazy"` below the fold, and waits until each is decoded (or has
 * failed): otherwise whether a card's photo is in the shot depends on timing and on what the page cached earlier.
 */
function loadImages() {
  return Promise.all(
    Array.from(document.images, (image) => {
      image.loading = 'eager';
      return image.decode().catch(() => undefined);
    }),
  ).then(() => undefined);
}

/** Clears the `pseudo` global (forced :hover and the like) that a story's parameter set. */
function resetPseudoStates() {
  type Channel = { emit: (event: string, payload: unknown) => void };
  const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
  channel.emit('updateGlobals', { globals: { pseudo: false } });
}

/**
 * One visit per story: the test-runner renders it once, runs its `play` and addon-a11y's axe check; then, in the
 * light and the dark theme, one screenshot is compared with the committed baseline under `stories/__screenshots__/`,
 * and dark re-runs axe's colour rules. Component stories are clipped to what the story draws; screens
 * (`Screens/…`) are full pages at 1280 and 390 px wide.
 */
const config: TestRunnerConfig = {
  // A phone story (`globals: phoneGlobals`) renders and plays on a phone-sized page, as in Vitest; any other on the
  // desktop one (also after a phone story whose play failed, which skips the reset below).
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    // The runner's type leaves out the story's own globals, which the loaded story carries.
    const { storyGlobals } = story as typeof story & { storyGlobals?: { viewport?: { value?: string } } };
    const size = storyGlobals?.viewport?.value === 'phone' ? PHONE : DESKTOP;
    await applyViewport(page, size.width, size.height, { settled: false });
  },
  async postVisit(page, context) {
    // A failed play already fails the story: its error, not a shot of the half-played state, is the report.
    if (context.hasFailure) return;
    // Radix toasts pause their 5-second close timer while the window is blurred: the shots show what the play
    // left on screen, however long the checks take.
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    // Not the runner's waitForPageReady: its `networkidle` belongs to the page's one navigation, so the first story
    // of a file that leaves a request pending for good (a loading state) would wait for it until the timeout.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.evaluate(loadImages);
    // Charts size themselves to their container a frame or two after the play ends: shoot what they settle on.
    await settle(page);
    const { parameters } = await getStoryContext(page, context);
    const isScreen = context.title.startsWith('Screens/');
    try {
      for (const theme of THEMES) {
        await applyTheme(page, theme);
        if (theme === 'dark') await checkDarkColours(page, parameters.a11y as A11yParameters | undefined);
        if (!isScreen) {
          const clip = await storyClip(page);
          const image = await page.screenshot({ clip, fullPage: true, animations: 'disabled', caret: 'hide' });
          expectBaseline(image, `${context.id}--${theme}`);
          continue;
        }
        for (const viewport of SCREEN_VIEWPORTS) {
          await applyViewport(page, viewport.width, viewport.height);
          const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
          expectBaseline(image, `${context.id}--${theme}${viewport.suffix}`);
        }
      }
    } finally {
      // The page is reused for the next story: leave it as that story expects to start. That story renders
      // afresh, so nothing here needs to settle.
      await applyViewport(page, DESKTOP.width, DESKTOP.height, { settled: false });
      await applyTheme(page, 'light', { settled: false });
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      // storybook-addon-pseudo-states turns a story's `pseudo` parameter into a global, which outlives the story.
      if (parameters.pseudo) await page.evaluate(resetPseudoStates);
    }
  },
};

export default config;
