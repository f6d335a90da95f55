export { AskAi } from './AskAi';
export { SAMPLE_QUESTIONS } from './askAiForm';
