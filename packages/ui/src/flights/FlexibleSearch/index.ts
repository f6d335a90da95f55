export { FlexibleSearch, type FlexibleSearchProps } from './FlexibleSearch';
export { FlexibleSearchForm, type FlexibleSearchFormProps } from './FlexibleSearchForm';
export { FlexibleTips, FLEXIBLE_TIPS } from './FlexibleTips';
