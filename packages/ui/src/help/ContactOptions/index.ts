export { ContactOptions, EMERGENCY_PHONE, SUPPORT_EMAIL, SUPPORT_PHONE } from './ContactOptions';
