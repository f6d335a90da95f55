export { NewsletterBox } from './NewsletterBox';
