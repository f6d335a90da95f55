export { HotelSearchForm, type HotelSearchFormProps } from './HotelSearchForm';
