export { PriceCalendar, LEVEL_NAMES, type PriceCalendarProps } from './PriceCalendar';
