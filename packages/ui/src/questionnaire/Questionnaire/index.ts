export { Questionnaire } from './Questionnaire';
