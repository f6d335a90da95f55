export { TravelQueryBox } from './TravelQueryBox';
