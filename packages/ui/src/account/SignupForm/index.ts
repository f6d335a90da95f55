export { SignupForm, type SignupFormProps } from './SignupForm';
