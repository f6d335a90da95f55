export { Input, NumberInput, type InputProps, type NumberInputProps } from './Input';
