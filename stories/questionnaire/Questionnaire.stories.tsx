import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Questionnaire } from '@farewise/ui';
import { questionnaireHandlers } from '../fixtures/handlers';
import { expectLinedUp, firstRow } from '../layoutChecks';

const meta = {
  title: 'Questionnaire/Questionnaire',
  component: Questionnaire,
  parameters: { msw: { handlers: [questionnaireHandlers.answer()] } },
} satisfies Meta<typeof Questionnaire>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

// The answers a traveller gives on each step, by the tile they click.
const ANSWERS = ['Beach', 'Two weeks', 'Winter', 'Couple', 'Mid-range'];

/** Answers the first `steps` questions, pressing Next after each but the last answered. */
async function answer({ canvas, userEvent }: Context, steps: number) {
  for (const [index, label] of ANSWERS.slice(0, steps).entries()) {
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(`^${label}`) }));
    if (index < steps - 1) await userEvent.click(canvas.getByRole('button', { name: /^Next/ }));
  }
}

export const Step1NextBlocked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: /Step 1 of 5/ })).toHaveAttribute('aria-valuenow', '20');
    await expect(canvas.getByText('20%')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'What kind of place is calling you?' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Step2Duration: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await answer(context, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('progressbar', { name: /Step 2 of 5 · Duration/ })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(canvas.getByRole('heading', { name: 'How long can you get away?' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

export const Step3Season: Story = {
  play: async (context) => {
    await answer(context, 2);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Next' }));
    await expect(context.canvas.getByRole('progressbar', { name: /Step 3 of 5 · Season/ })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    await expect(context.canvas.getAllByRole('radio')).toHaveLength(5);
  },
};

export const Step4TravelStyle: Story = {
  play: async (context) => {
    await answer(context, 3);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Next' }));
    await expect(context.canvas.getByRole('progressbar', { name: /Step 4 of 5 · Travel style/ })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
  },
};

export const Step5Budget: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await answer(context, 5);
    await expect(canvas.getByRole('progressbar', { name: /Step 5 of 5 · Budget/ })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvas.getByRole('radio', { name: /Budget \$500–\$1,500/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get Recommendations' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    // Previous keeps the answers already given.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(canvas.getByRole('radio', { name: /^Couple/ })).toBeChecked();
  },
};

export const KeyboardAnswers: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /^Beach/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /^City/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: /^City/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [questionnaireHandlers.loading()] } },
  play: async (context) => {
    await answer(context, 5);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Get Recommendations' }));
    await expect(await context.canvas.findByRole('status', { name: 'Finding destinations for you' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Results: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await answer(context, 5);
    await userEvent.click(canvas.getByRole('button', { name: 'Get Recommendations' }));
    const list = await canvas.findByRole('list', { name: 'Recommended destinations' });
    const links = await waitFor(() => {
      const found = list.querySelectorAll('a');
      expect(found).toHaveLength(4);
      return found;
    });
    await expect(links[0]).toHaveAttribute('href', '/destination/bali');
    await expect(links[0]).toHaveTextContent('from $1,320.00 round trip');
    await expect(links[0]).toHaveTextContent('-12.5%');
    // The cards of a row are as tall as each other, with their fares on one line (Bali's wraps onto two).
    await expectLinedUp(
      firstRow(list).map((item) => within(item).getByRole('link')),
      'bottom',
    );
    await expectLinedUp(
      firstRow(list).map((item) => within(item).getByText(/%$/)),
      'bottom',
    );
    await expect(canvas.getByRole('button', { name: 'Start Over' })).toBeVisible();
  },
};

export const NoMatch: Story = {
  parameters: { msw: { handlers: [questionnaireHandlers.empty()] } },
  play: async (context) => {
    await answer(context, 5);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Get Recommendations' }));
    await expect(await context.canvas.findByText(/No destinations match these answers yet/)).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [questionnaireHandlers.failing()] } },
  play: async (context) => {
    await answer(context, 5);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Get Recommendations' }));
    const alert = await context.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t get your recommendations: Recommendations are unavailable');
    await expect(context.canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const StartOver: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await answer(context, 5);
    await userEvent.click(canvas.getByRole('button', { name: 'Get Recommendations' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Start Over' }));
    await expect(canvas.getByRole('progressbar', { name: /Step 1 of 5/ })).toHaveAttribute('aria-valuenow', '20');
    await expect(canvas.getByRole('heading', { name: 'What kind of place is calling you?' })).toHaveFocus();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.queryByRole('list', { name: 'Recommended destinations' })).not.toBeInTheDocument();
  },
};
