import {
  DEFAULT_BUDGET_DISTRIBUTION,
  type BudgetDistribution,
  type TripDraft,
  type TripPayload,
} from '@farewise/contracts';

/** The wizard's steps, in order (spec 01 §4). */
export const WIZARD_STEPS = [
  'Trip Basics',
  'Travel Details',
  'Budget Planning',
  'Travel Style',
  'Activities',
  'Review & Create',
] as const;
export type WizardStep = 1 | 2 | 3 | 4 | 5 | 6;

/** The hint an incomplete step shows (spec 01 §5). */
export const INCOMPLETE_STEP_HINT = 'Please complete required fields to continue';

/** A fresh draft: empty fields, 1 traveler, flights (spec 01 §3, §9), with any prefill (e.g. a trip idea's). */
export function emptyDraft(prefill: Partial<TripDraft> = {}): Required<TripDraft> {
  return {
    title: '',
    description: '',
    destination: '',
    startDate: '',
    endDate: '',
    totalBudget: '',
    travelers: 1,
    travelStyle: '',
    accommodationType: '',
    transportationPreference: 'flights',
    selectedActivities: [],
    ...prefill,
  };
}

/** The default split (spec 01 §9): accommodation 40, transportation 25, food 20, activities 10, shopping 5. */
export const defaultDistribution = (): BudgetDistribution => ({ ...DEFAULT_BUDGET_DISTRIBUTION });

/** The split's total in percent; shown green at exactly 100 and red otherwise, not enforced (spec 01 §5). */
export function distributionTotal(distribution: BudgetDistribution): number {
  return Object.values(distribution).reduce((sum, share) => sum + share, 0);
}

/** A budget as typed: a positive amount in USD to the cent, under $10,000,000, or null. */
export function parsedBudget(text: string): number | null {
  const amount = Math.round(Number(text.replace(/[$,\s]/g, '')) * 100) / 100;
  return text.trim() !== '' && Number.isFinite(amount) && amount > 0 && amount < 10_000_000 ? amount : null;
}

/**
 * What is wrong with a draft's dates for `today` (ISO date), by field (spec 01 §5): the start cannot be in the past,
 * and the end must be after the start, or after today when there is no start.
 */
export function dateErrors(draft: Pick<TripDraft, 'startDate' | 'endDate'>, today: string) {
  const errors: { startDate?: string; endDate?: string } = {};
  if (draft.startDate && draft.startDate < today) errors.startDate = 'The start date cannot be in the past';
  const after = draft.startDate || today;
  if (draft.endDate && draft.endDate <= after)
    errors.endDate = draft.startDate ? 'The end date must be after the start date' : 'The end date must be after today';
  return errors;
}

/**
 * Whether a step's required fields are filled (spec 01 §5 step gates): 1 title and destination; 2 valid start and
 * end dates; 3 a total budget; 4 travel style and accommodation type; 5 at least one activity; 6 no gate.
 */
export function stepComplete(step: WizardStep, draft: TripDraft, today: string): boolean {
  switch (step) {
    case 1:
      return draft.title.trim() !== '' && draft.destination.trim() !== '';
    case 2:
      return draft.startDate !== '' && draft.endDate !== '' && Object.keys(dateErrors(draft, today)).length === 0;
    case 3:
      return parsedBudget(draft.totalBudget) !== null;
    case 4:
      return draft.travelStyle !== '' && draft.accommodationType !== '';
    case 5:
      return (draft.selectedActivities ?? []).length > 0;
    case 6:
      return true;
  }
}

/** A trip's progress through the wizard in percent, after `step` of 6. */
export const stepPercent = (step: WizardStep) => Math.round((step / WIZARD_STEPS.length) * 100);

/**
 * The payload Create Trip hands out (spec 01 §3): the draft with the budget as a number in USD and the dates as
 * ISO date-times (midnight UTC of each day), the preferences with the split, and tags = travel style + accommodation.
 * @throws Error for a draft whose steps are not all complete (the wizard never offers Create Trip for one).
 */
export function tripPayload(draft: TripDraft, distribution: BudgetDistribution): TripPayload {
  const totalBudget = parsedBudget(draft.totalBudget);
  if (totalBudget === null || !draft.travelStyle || !draft.accommodationType)
    throw new Error('The trip draft is not complete');
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    destination: draft.destination.trim(),
    startDate: `${draft.startDate}T00:00:00.000Z`,
    endDate: `${draft.endDate}T00:00:00.000Z`,
    totalBudget,
    travelers: draft.travelers,
    preferences: {
      travelStyle: draft.travelStyle,
      accommodationType: draft.accommodationType,
      transportationPreference: draft.transportationPreference ?? 'flights',
      activityTypes: [...(draft.selectedActivities ?? [])],
      budgetDistribution: distribution,
    },
    tags: [draft.travelStyle, draft.accommodationType],
  };
}
