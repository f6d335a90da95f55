export { Tooltip, TooltipProvider, type TooltipProps } from './Tooltip';
