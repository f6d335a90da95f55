import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SmartQueryRequest } from '@farewise/contracts';
import { expect, screen, waitFor, within } from 'storybook/test';
import { AskAi, DEFAULT_ANSWER, SAMPLE_QUESTIONS } from '@farewise/ui';
import { tokyoAnswer, tokyoQuestion } from '../fixtures/ai';
import { smartQueryHandlers } from '../fixtures/handlers';
import { expectPlaceholderFits, phoneGlobals } from '../phone';
import { advisorPanel, expectAnswer, expectToast } from './steps';

/** What each story's advisor was asked. */
const refusedAsks: SmartQueryRequest[] = [];
const profileAsks: SmartQueryRequest[] = [];
const invalidAsks: SmartQueryRequest[] = [];

const meta = {
  title: 'AI/AskAi',
  component: AskAi,
  parameters: { msw: { handlers: [smartQueryHandlers.stream()] } },
} satisfies Meta<typeof AskAi>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const questionBox = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Your travel question' });
const sample = (canvas: Canvas, index: number) => canvas.getByRole('button', { name: SAMPLE_QUESTIONS[index] });

/** A blank question is refused with "Query Required" (spec 01 §5), by the button and by Enter; nothing is sent. */
export const RefusedEmpty: Story = {
  parameters: { msw: { handlers: [smartQueryHandlers.stream({ requests: refusedAsks })] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask AI' }));
    await expectToast('Query Required', "Please enter a travel question or destination you're curious about.");
    await userEvent.type(questionBox(canvas), '   {Enter}');
    await expectToast('Query Required', "Please enter a travel question or destination you're curious about.");
    await expect(within(advisorPanel(canvas)).getByRole('status')).toBeEmptyDOMElement();
    await expect(refusedAsks).toHaveLength(0);
  },
};

/** A sample question fills the box, ready to ask or edit. */
export const SampleQuestionFillsTheBox: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('list', { name: 'Try a sample question' }).children).toHaveLength(5);
    await userEvent.click(sample(canvas, 2));
    await expect(questionBox(canvas)).toHaveValue('Barcelona or Amsterdam: which is cheaper to fly to?');
    await expect(questionBox(canvas)).toHaveFocus();
    await userEvent.click(sample(canvas, 4));
    await expect(questionBox(canvas)).toHaveValue('What is the cheapest day to fly to London in March?');
  },
};

/** While the advisor thinks: the panel says so, with placeholders, and Ask AI is busy. */
export const Thinking: Story = {
  parameters: { msw: { handlers: [smartQueryHandlers.thinking()] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(questionBox(canvas), 'Is now a good time to book flights to Rome?{Enter}');
    const panel = advisorPanel(canvas);
    await expect(await within(panel).findByText('Thinking…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ask AI' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Ask AI' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The answer streams in (server-sent events) a few words at a time, then its sources arrive with the checked answer. */
export const Streaming: Story = {
  parameters: { msw: { handlers: [smartQueryHandlers.stream({ pause: 150 })] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(sample(canvas, 0));
    await userEvent.keyboard('{Enter}');
    const panel = advisorPanel(canvas);
    await expect(await within(panel).findByText('Writing the answer…')).toBeVisible();
    const writing = panel.querySelector<HTMLElement>('[aria-busy="true"]')!;
    const soFar = writing.textContent!;
    await expect(tokyoAnswer.response.startsWith(soFar)).toBe(true);
    // More text comes, and no source until the answer is complete.
    await waitFor(() => expect(writing.textContent!.length).toBeGreaterThan(soFar.length));
    await expect(within(panel).queryByRole('list', { name: 'Sources' })).not.toBeInTheDocument();
    await expectAnswer(panel, tokyoAnswer);
  },
};

/** Half-way through a stream that is still being written: the text so far, with its caret. */
export const StreamingMidway: Story = {
  parameters: { msw: { handlers: [smartQueryHandlers.stream({ holdAfter: 4, pause: 20 })] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(sample(canvas, 0));
    await userEvent.click(canvas.getByRole('button', { name: 'Ask AI' }));
    const panel = advisorPanel(canvas);
    await expect(await within(panel).findByText('Writing the answer…')).toBeVisible();
    const fourPieces = tokyoAnswer.response
      .split(/(?<= )/)
      .slice(0, 24)
      .join('');
    await waitFor(() => expect(panel.querySelector('[aria-busy="true"]')).toHaveTextContent(fourPieces.trim()));
    await expect(within(panel).queryByRole('list', { name: 'Sources' })).not.toBeInTheDocument();
  },
};

/**
 * The travel profile goes with the question (budget per person, travelers, style, interests); the answer (here as
 * plain JSON) cites its sources, each badge opening the page that shows its figure.
 */
export const AnsweredWithSources: Story = {
  parameters: { msw: { handlers: [smartQueryHandlers.answer(tokyoAnswer, profileAsks)] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Budget per person/ }), '1500');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Travelers' }));
    await userEvent.click(await screen.findByRole('option', { name: '2 travelers' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Travel style' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Luxury' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Food' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Culture' }));
    await userEvent.type(questionBox(canvas), `${tokyoQuestion}{Enter}`);
    await expectAnswer(advisorPanel(canvas), tokyoAnswer);
    await expect(profileAsks.at(-1)).toEqual({
      query: tokyoQuestion,
      userContext: { budget: 1500, travelers: 2, travelStyle: 'luxury', preferences: ['Culture', 'Food'] },
    });
  },
};

/**
 * A question the advisor fails on: "AI Query Failed" – "Using cached travel data for recommendations" (spec 01 §8),
 * and the last good answer stays.
 */
export const Failed: Story = {
  parameters: {
    msw: { handlers: [smartQueryHandlers.failingFor(/London/), smartQueryHandlers.stream({ pause: 20 })] },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(sample(canvas, 0));
    await userEvent.keyboard('{Enter}');
    const panel = advisorPanel(canvas);
    await expectAnswer(panel, tokyoAnswer);
    await userEvent.click(sample(canvas, 4));
    await userEvent.click(canvas.getByRole('button', { name: 'Ask AI' }));
    await expectToast('AI Query Failed', 'Using cached travel data for recommendations');
    await expectAnswer(panel, tokyoAnswer);
    // The question stays, ready to edit and ask again.
    await userEvent.click(questionBox(canvas));
    await expect(questionBox(canvas)).toHaveValue(SAMPLE_QUESTIONS[4]);
    await expect(questionBox(canvas)).toHaveFocus();
  },
};

/** A stream that breaks off with an error event: the same toast, and the half-written text goes. */
export const StreamBrokeOff: Story = {
  parameters: { msw: { handlers: [smartQueryHandlers.errorEvent()] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(sample(canvas, 0));
    await userEvent.keyboard('{Enter}');
    await expectToast('AI Query Failed', 'Using cached travel data for recommendations');
    const panel = advisorPanel(canvas);
    await waitFor(() => expect(panel.querySelector('[aria-busy="true"]')).toBeNull());
    await expect(panel).not.toHaveTextContent('October is the cheapest month');
    await expect(panel).toHaveTextContent('Every figure in an answer links to the page it comes from.');
  },
};

/** An answer with no text reads the spec's default text (spec 01 §8), with no sources. */
export const DefaultText: Story = {
  parameters: { msw: { handlers: [smartQueryHandlers.emptyText()] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(questionBox(canvas), 'Anything good this spring?{Enter}');
    const panel = advisorPanel(canvas);
    await expect(await within(panel).findByText(DEFAULT_ANSWER)).toBeVisible();
    await expect(within(panel).getByRole('status')).toHaveTextContent('Answer ready.');
    await expect(within(panel).queryByRole('list', { name: 'Sources' })).not.toBeInTheDocument();
  },
};

/** A budget that is not a positive amount is refused under its field; what was typed stays, and nothing is sent. */
export const InvalidBudget: Story = {
  parameters: { msw: { handlers: [smartQueryHandlers.stream({ requests: invalidAsks })] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(sample(canvas, 3));
    const budget = canvas.getByRole('textbox', { name: /Budget per person/ });
    await userEvent.type(budget, '0{Enter}');
    await expect(
      await canvas.findByText('Enter a budget per person in US dollars, more than $0 and at most $1,000,000'),
    ).toBeVisible();
    await expect(budget).toHaveAttribute('aria-invalid', 'true');
    await expect(budget).toHaveValue('0');
    await expect(invalidAsks).toHaveLength(0);
  },
};

/** On a phone the question field takes the full width, Ask AI goes below it, and the example question fits uncut. */
export const PhonePlaceholderFits: Story = {
  globals: phoneGlobals,
  play: async ({ canvas }) => {
    await expectPlaceholderFits(questionBox(canvas));
  },
};
