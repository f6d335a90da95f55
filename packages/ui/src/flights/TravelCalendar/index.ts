export {
  TravelCalendar,
  QUICK_ORIGINS,
  QUICK_DESTINATIONS,
  dealSearchHref,
  type TravelCalendarProps,
  type TravelCalendarRoute,
} from './TravelCalendar';
