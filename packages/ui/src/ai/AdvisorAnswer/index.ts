export { AdvisorAnswer, DEFAULT_ANSWER, type AdvisorAnswerProps } from './AdvisorAnswer';
