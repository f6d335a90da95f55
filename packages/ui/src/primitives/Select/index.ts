export { Select, type SelectProps, type SelectOption } from './Select';
export { countOptions } from './countOptions';
