export { ContactPanel } from './ContactPanel';
