export { TripWizard, type TripWizardProps } from './TripWizard';
export { tripPayload, stepComplete, WIZARD_STEPS, INCOMPLETE_STEP_HINT } from './wizard';
