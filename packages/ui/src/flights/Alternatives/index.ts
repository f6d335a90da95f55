export { Alternatives, type AlternativesProps } from './Alternatives';
