import { BUDGET_BANDS, QUESTIONNAIRE_OPTIONS, type QuestionnaireAnswers } from '@farewise/contracts';
import { formatWholeUsd } from '../../format';

export type Step = keyof QuestionnaireAnswers;

/** One answer as the traveller reads it. */
export interface QuestionOption {
  id: string;
  label: string;
  detail: string;
}

/** One step of the questionnaire: its question and its options (spec 01 §9 ids, in order). */
export interface Question {
  step: Step;
  /** What the step asks about, for the progress line. */
  topic: string;
  question: string;
  options: readonly QuestionOption[];
}

const band = (id: keyof typeof BUDGET_BANDS) => {
  const { min, max } = BUDGET_BANDS[id];
  return max === null ? `${formatWholeUsd(min)}+` : `${formatWholeUsd(min)}–${formatWholeUsd(max)}`;
};

const COPY: Record<Step, Omit<Question, 'step' | 'options'> & { options: Record<string, [string, string]> }> = {
  1: {
    topic: 'Destination type',
    question: 'What kind of place is calling you?',
    options: {
      beach: ['Beach', 'Sun, sand and warm water'],
      city: ['City', 'Culture, food and nightlife'],
      mountain: ['Mountains', 'Fresh air, hiking and snow'],
      adventure: ['Adventure', 'Treks, wildlife and big landscapes'],
    },
  },
  2: {
    topic: 'Duration',
    question: 'How long can you get away?',
    options: {
      weekend: ['A weekend', '2–3 days, somewhere close'],
      week: ['One week', 'Time to cross an ocean'],
      'two-weeks': ['Two weeks', 'Long enough to go far'],
      month: ['A month or more', 'Anywhere in the world'],
    },
  },
  3: {
    topic: 'Season',
    question: 'When do you want to travel?',
    options: {
      spring: ['Spring', 'March to May'],
      summer: ['Summer', 'June to August'],
      fall: ['Fall', 'September to November'],
      winter: ['Winter', 'December to February'],
      flexible: ['I’m flexible', 'Whenever fares are lowest'],
    },
  },
  4: {
    topic: 'Travel style',
    question: 'Who is coming along?',
    options: {
      solo: ['Solo', 'Just me'],
      couple: ['Couple', 'Two of us'],
      family: ['Family', 'With children'],
      group: ['Group', 'Friends travelling together'],
    },
  },
  5: {
    topic: 'Budget',
    question: 'What is your budget per person?',
    options: {
      budget: ['Budget', band('budget')],
      'mid-range': ['Mid-range', band('mid-range')],
      luxury: ['Luxury', band('luxury')],
      unlimited: ['Unlimited', 'No limit'],
    },
  },
};

/** The five questions of spec 01 §4 and §9, in step order. */
export const QUESTIONS: readonly Question[] = ([1, 2, 3, 4, 5] as const).map((step) => ({
  step,
  topic: COPY[step].topic,
  question: COPY[step].question,
  options: QUESTIONNAIRE_OPTIONS[step].map((id) => {
    const [label, detail] = COPY[step].options[id]!;
    return { id, label, detail };
  }),
}));
