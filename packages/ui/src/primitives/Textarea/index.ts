export { Textarea, type TextareaProps } from './Textarea';
