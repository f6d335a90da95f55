export { ChipGroup, type Chip, type ChipGroupProps } from './ChipGroup';
