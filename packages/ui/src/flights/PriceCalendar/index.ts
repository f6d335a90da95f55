export { PriceCalendar, BAND_NAMES, LEVEL_NAMES, type PriceCalendarProps } from './PriceCalendar';
export { rangeBand, type RangeBand } from './rangeBand';
