import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import type { TripDraft, TripPayload } from '@farewise/contracts';
import { useNow } from '../../clock/ClockProvider';
import { Box } from '../../layout/Box';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Progress } from '../../primitives/Progress';
import {
  defaultDistribution,
  emptyDraft,
  INCOMPLETE_STEP_HINT,
  stepComplete,
  stepPercent,
  tripPayload,
  WIZARD_STEPS,
  type WizardStep,
} from './wizard';
import {
  ActivitiesStep,
  BudgetPlanningStep,
  ReviewStep,
  TravelDetailsStep,
  TravelStyleStep,
  TripBasicsStep,
  type DraftFields,
} from './wizardSteps';

export interface TripWizardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Receives the payload on Create Trip (spec 01 §3). When it returns a promise, the wizard waits: it closes and
   * resets once the promise resolves, and stays open with everything entered if it rejects.
   */
  onCreate: (payload: TripPayload) => void | Promise<void>;
  /** Fields the wizard starts with, such as a trip idea's destination and title. */
  prefill?: Partial<TripDraft>;
}

/**
 * The trip creation wizard (spec 01 §2, §4, §5, §9): a modal of 6 steps (Trip Basics, Travel Details, Budget
 * Planning, Travel Style, Activities, Review & Create) with a progress bar and percentage, Previous (disabled on
 * step 1), Cancel, Next (only once the step's required fields are filled; else the hint "Please complete required
 * fields to continue") and Create Trip, which hands out the payload, then closes and resets to step 1.
 */
export function TripWizard({ open, onOpenChange, onCreate, prefill }: TripWizardProps) {
  const today = useNow().toISOString().slice(0, 10);
  const [step, setStep] = useState<WizardStep>(1);
  const [distribution, setDistribution] = useState(defaultDistribution);
  const [creating, setCreating] = useState(false);
  const createButton = useRef<HTMLButtonElement>(null);
  const { control, register, reset } = useForm<DraftFields>({ values: emptyDraft(prefill) });
  const draft = useWatch({ control }) as DraftFields;
  const complete = stepComplete(step, draft, today);
  const stepProps = { control, register, draft };

  const close = () => {
    reset(emptyDraft(prefill));
    setDistribution(defaultDistribution());
    setStep(1);
    onOpenChange(false);
  };
  const create = async () => {
    setCreating(true);
    const created = await Promise.resolve(onCreate(tripPayload(draft, distribution))).then(
      () => true,
      // The caller reports the failure; everything entered stays for another try.
      () => false,
    );
    // Re-enable Create Trip now, so focus can return to it: while saving it was disabled, which drops focus.
    flushSync(() => setCreating(false));
    if (created) close();
    else createButton.current?.focus();
  };

  const footer = (
    <Stack space="sm">
      {!complete && (
        <Box as="p" id="trip-wizard-hint" color="danger" fontSize="sm" role="status">
          {INCOMPLETE_STEP_HINT}
        </Box>
      )}
      <Inline space="sm" align="right">
        <Button variant="ghost" disabled={step === 1} onClick={() => setStep((step - 1) as WizardStep)}>
          Previous
        </Button>
        <Button variant="outline" onClick={close}>
          Cancel
        </Button>
        {step < WIZARD_STEPS.length ? (
          <Button
            disabled={!complete}
            aria-describedby={complete ? undefined : 'trip-wizard-hint'}
            onClick={() => setStep((step + 1) as WizardStep)}
          >
            Next
          </Button>
        ) : (
          <Button ref={createButton} loading={creating} onClick={() => void create()}>
            Create Trip
          </Button>
        )}
      </Inline>
    </Stack>
  );

  return (
    <Dialog
      title="Create a New Trip"
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      size="lg"
      footer={footer}
    >
      <Stack space="lg">
        <Progress
          value={stepPercent(step)}
          label={`Step ${step} of ${WIZARD_STEPS.length}: ${WIZARD_STEPS[step - 1]}`}
          showValue
        />
        <section aria-label={WIZARD_STEPS[step - 1]}>
          {step === 1 && <TripBasicsStep {...stepProps} />}
          {step === 2 && <TravelDetailsStep {...stepProps} today={today} />}
          {step === 3 && (
            <BudgetPlanningStep {...stepProps} distribution={distribution} onDistributionChange={setDistribution} />
          )}
          {step === 4 && <TravelStyleStep {...stepProps} />}
          {step === 5 && <ActivitiesStep {...stepProps} />}
          {step === 6 && <ReviewStep {...stepProps} distribution={distribution} />}
        </section>
      </Stack>
    </Dialog>
  );
}
